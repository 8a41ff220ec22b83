import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { MEDIA_PATH } from './media';

/**
 * Smaller copies of public media pictures for `srcset`: `/media/_sized/<width>/<path>.<avif|webp>` is the picture
 * at `/media/<path>` scaled to `width` (never up) in that format. Made with sharp on the first request and kept
 * on disk beside the media, so later requests are plain file reads. Private uploads are not media: their signed
 * links stay the only way to them.
 */
export const SIZED_PATH = `${MEDIA_PATH}_sized/`;

/** The widths a picture may be asked for (the storefront's `srcset` uses the same list); others answer 404. */
export const VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1200] as const;

const FORMATS = {
  avif: { contentType: 'image/avif', encode: (image: Sharp) => image.avif({ quality: 50, effort: 2 }) },
  webp: { contentType: 'image/webp', encode: (image: Sharp) => image.webp({ quality: 75 }) },
} as const;

type Format = keyof typeof FORMATS;

const SOURCE_EXTENSIONS = /\.(webp|png|jpe?g)$/i;
const CACHE_FOLDER = '.sized';
const IMMUTABLE = 'public, max-age=2592000, immutable';

interface VariantRequest {
  width: number;
  format: Format;
  /** The original's path under the media folder. */
  source: string;
}

/** What a `_sized` path asks for, or undefined when it names no allowed width, format or picture. */
export function parseVariantPath(width: string, rest: string): VariantRequest | undefined {
  const size = Number(width);
  if (!(VARIANT_WIDTHS as readonly number[]).includes(size)) return undefined;
  const match = /^(?<source>.+)\.(?<format>avif|webp)$/.exec(rest)?.groups;
  if (!match?.source || !match.format) return undefined;
  const { source, format } = match;
  if (
    !SOURCE_EXTENSIONS.test(source) ||
    source.split('/').some((part) => part === '..' || part.startsWith('.'))
  )
    return undefined;
  return { width: size, format: format as Format, source };
}

const exists = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/** Makes variants once even when several requests ask for the same one at the same moment. */
function variantMaker(mediaDir: string) {
  const root = resolve(mediaDir);
  const inFlight = new Map<string, Promise<string | undefined>>();
  const make = async ({ width, format, source }: VariantRequest, target: string) => {
    const original = resolve(root, source);
    if (!original.startsWith(root + sep) || !(await exists(original))) return undefined;
    const data = await FORMATS[format]
      .encode(sharp(original).resize({ width, withoutEnlargement: true }))
      .toBuffer();
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    await writeFile(partial, data);
    await rename(partial, target);
    return target;
  };
  return async (variant: VariantRequest) => {
    const target = join(root, CACHE_FOLDER, String(variant.width), `${variant.source}.${variant.format}`);
    if (await exists(target)) return target;
    let pending = inFlight.get(target);
    if (!pending) {
      pending = make(variant, target).finally(() => inFlight.delete(target));
      inFlight.set(target, pending);
    }
    return pending;
  };
}

/** Serves `/media/_sized/…` (registered after the media folder itself, whose catch-all it narrows). */
export function registerMediaVariants(app: FastifyInstance, mediaDir: string) {
  const variantFile = variantMaker(mediaDir);
  app.get<{ Params: { width: string; '*': string } }>(`${SIZED_PATH}:width/*`, async (request, reply) => {
    const variant = parseVariantPath(request.params.width, request.params['*']);
    const file = variant && (await variantFile(variant));
    if (!variant || !file) return reply.callNotFound();
    return reply
      .header('cache-control', IMMUTABLE)
      .type(FORMATS[variant.format].contentType)
      .send(createReadStream(file));
  });
}

import sharp from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import type { FileKind } from './file-kind';

export type UploadRejectionReason = 'unsupported-type' | 'too-large' | 'corrupt' | 'too-many-pixels';

/** Why an upload was refused; the route maps it to an API error. */
export class UploadRejected extends Error {
  override readonly name = 'UploadRejected';

  constructor(
    readonly reason: UploadRejectionReason,
    message: string = reason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface ImageLimits {
  /** Largest decoded image accepted (width × height); checked from the header, before decoding. */
  maxInputPixels: number;
  /** The longest side of the output; larger images are scaled down, never up. */
  maxDimension: number;
}

export const DEFAULT_IMAGE_LIMITS: ImageLimits = { maxInputPixels: 40_000_000, maxDimension: 2048 };

export interface ReencodedImage {
  data: Buffer;
  contentType: string;
  /** With the leading dot, e.g. `.jpg`. */
  extension: string;
  width: number;
  height: number;
}

interface OutputFormat {
  contentType: string;
  extension: string;
  encode(pipeline: Sharp): Sharp;
}

/** Output per input kind: GIFs become a PNG of their first frame. */
const OUTPUT: Record<FileKind, OutputFormat> = {
  jpeg: {
    contentType: 'image/jpeg',
    extension: '.jpg',
    encode: (p) => p.jpeg({ quality: 85, mozjpeg: false }),
  },
  png: { contentType: 'image/png', extension: '.png', encode: (p) => p.png() },
  gif: { contentType: 'image/png', extension: '.png', encode: (p) => p.png() },
  webp: { contentType: 'image/webp', extension: '.webp', encode: (p) => p.webp({ quality: 85 }) },
};

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Decodes an image and re-encodes it: auto-oriented, every piece of metadata (EXIF, XMP, ICC, comments)
 * dropped, the longest side capped, bytes appended after the image discarded. Only the first frame of an
 * animation is kept. Throws {@link UploadRejected} when the image cannot be decoded or is too big.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  kind: FileKind,
  limits: ImageLimits = DEFAULT_IMAGE_LIMITS,
): Promise<ReencodedImage> {
  const output = OUTPUT[kind];
  if (!output) throw new UploadRejected('unsupported-type', `Unsupported file kind: ${String(kind)}`);
  const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const options: SharpOptions = { failOn: 'error', limitInputPixels: limits.maxInputPixels, pages: 1 };

  let header: Metadata;
  try {
    header = await sharp(input, options).metadata();
  } catch (error) {
    if (isPixelLimitError(error))
      throw new UploadRejected('too-many-pixels', 'Image has too many pixels', { cause: error });
    throw new UploadRejected('corrupt', 'Image could not be read', { cause: error });
  }
  if (header.format !== kind) {
    throw new UploadRejected('unsupported-type', `Content is ${String(header.format)}, not ${kind}`);
  }
  if (!header.width || !header.height) throw new UploadRejected('corrupt', 'Image has no dimensions');
  if (header.width * header.height > limits.maxInputPixels) {
    throw new UploadRejected('too-many-pixels', 'Image has too many pixels');
  }

  try {
    const pipeline = sharp(input, options).rotate().resize({
      width: limits.maxDimension,
      height: limits.maxDimension,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const { data, info } = await output.encode(pipeline).toBuffer({ resolveWithObject: true });
    return {
      data,
      contentType: output.contentType,
      extension: output.extension,
      width: info.width,
      height: info.height,
    };
  } catch (error) {
    if (isPixelLimitError(error))
      throw new UploadRejected('too-many-pixels', 'Image has too many pixels', { cause: error });
    throw new UploadRejected('corrupt', 'Image could not be decoded', { cause: error });
  }
}

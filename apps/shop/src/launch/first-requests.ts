import { operationRequest, type OperationDescriptor, type OperationRequest, SUCCESS_CODE } from '@mall/sdk';
import { type PictureSource, sizedSources } from '@mall/ui';
import { handOver, requestKey } from './first-answers';
import type { FirstScreenPictures } from '@mall/feature-catalogue';

/** The pictures the opening page's first screen shows, as an answer names them (the catalogue's pages say which). */
export type FirstPictures = FirstScreenPictures;

/** A request the opening page will make, started before the app's code has loaded. */
export interface FirstRequest {
  operation: OperationDescriptor;
  args: unknown;
  /** The pictures the page opens on, from this request's answer: the main one preloaded as soon as it arrives. */
  firstPictures?: (data: unknown) => FirstPictures | undefined;
}

/** Who asks: the same language and token the SDK will send once the app runs. */
export type FirstRequestsConfig = Parameters<typeof operationRequest>[0];

const keyOf = ({ url, method, headers, body }: OperationRequest) =>
  requestKey(url, { method, headers, body });

/** Asks for the page's main picture, in the size and format its picture element will choose. */
function preloadPicture(document: Document, { src, sizes, sourceWidth }: PictureSource): void {
  const sources = sizedSources(src, sourceWidth);
  const attributes = {
    rel: 'preload',
    as: 'image',
    href: src,
    fetchpriority: 'high',
    ...(sources && { imagesrcset: sources.avif, imagesizes: sizes, type: 'image/avif' }),
  };
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** The pictures an answer names, if it is a successful one and names some. */
async function firstPicturesOf(answer: Promise<Response>, request: FirstRequest) {
  const response = await answer;
  if (!response.ok) return undefined;
  const envelope = (await response.clone().json()) as { code?: number; data?: unknown };
  const first = envelope.code === SUCCESS_CODE ? request.firstPictures?.(envelope.data) : undefined;
  return first && first.pictures.length > 0 ? first : undefined;
}

/**
 * Sends the page's first requests now, each once, and keeps their answers for the app; preloads the main picture
 * when the answer naming the first pictures arrives, and hands them to `onFirstPictures` (`undefined` when that
 * answer failed or names none).
 */
export function startFirstRequests(
  requests: readonly FirstRequest[],
  config: FirstRequestsConfig,
  host: typeof globalThis = globalThis,
  onFirstPictures: (first: FirstPictures | undefined) => void = () => undefined,
): void {
  const started = handOver(host);
  for (const request of requests) {
    const sent = operationRequest(config, request.operation, request.args);
    const key = keyOf(sent);
    if (key === undefined || started.has(key)) continue;
    const answer = host.fetch(sent.url, { method: sent.method, headers: sent.headers, body: sent.body });
    started.set(key, { answer, at: host.performance.now() });
    if (request.firstPictures)
      void firstPicturesOf(answer, request)
        .catch(() => undefined)
        .then((first) => {
          if (first) preloadPicture(host.document, first.pictures[0]!);
          onFirstPictures(first);
        });
  }
}

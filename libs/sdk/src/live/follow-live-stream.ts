import type { MallSdkExtra } from '../base-api';
import type { SdkConfig } from '../config';

/** What `onCacheEntryAdded` hands over, as far as following the stream needs it. */
export interface LiveCacheEntryLifecycle {
  dispatch: (action: unknown) => unknown;
  extra: unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

type Dispatch = LiveCacheEntryLifecycle['dispatch'];

/**
 * Opens the tab's live stream for a store and applies each message to it. Its code (the stream reader and what a
 * message does) is fetched here, the first time a signed-in answer follows the stream: a shopper who is not
 * signed in never downloads it.
 */
async function listen(config: SdkConfig, dispatch: Dispatch): Promise<() => void> {
  const [{ liveStream }, { applyLiveEvent }] = await Promise.all([
    import('./live-stream'),
    import('./apply-live-event'),
  ]);
  const options = typeof config.liveStream === 'object' ? config.liveStream : {};
  return liveStream(config, options).subscribe((event) => applyLiveEvent(dispatch, event));
}

/** Per store: how many cached answers follow the stream, and how to stop listening when none does. */
const followers = new WeakMap<Dispatch, { count: number; stop: () => void }>();

/**
 * `onCacheEntryAdded` of every query the manifest marks `followsLiveStream` (the generated endpoints set it):
 * when the SDK configuration turns `liveStream` on, while the answer is cached the store listens to the tab's one live stream (`liveStream`), and each message is
 * applied once to the store (`applyLiveEvent`), not once per cached answer.
 */
export async function followLiveStream(_arg: unknown, lifecycle: LiveCacheEntryLifecycle): Promise<void> {
  const config = (lifecycle.extra as Partial<MallSdkExtra> | undefined)?.mallSdk;
  if (!config?.liveStream) return;
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    // Removed before it had data: nothing to follow.
    return;
  }
  const { dispatch } = lifecycle;
  let follower = followers.get(dispatch);
  if (!follower) {
    // Registered at once, so that answers cached while the code loads share this one stream; stopped before
    // the code arrived, it closes the stream as soon as it opens. Code that could not be fetched (offline) leaves
    // the pages as they are, to be read again on their next visit.
    const listening = listen(config, dispatch).catch(() => () => undefined);
    follower = { count: 0, stop: () => void listening.then((unsubscribe) => unsubscribe()) };
    followers.set(dispatch, follower);
  }
  follower.count += 1;
  await lifecycle.cacheEntryRemoved;
  follower.count -= 1;
  if (follower.count === 0) {
    follower.stop();
    followers.delete(dispatch);
  }
}

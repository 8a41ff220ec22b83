import type { MallSdkExtra } from '../base-api';
import { baseApi } from '../base-api';
import type { CacheTag } from '../generated/operations.gen';
import type { GetNoticeUnreadStateData, GetUserInfoData } from '../generated/types.gen';
import { liveStream, type LiveStreamEvent } from './live-stream';

/** What `onCacheEntryAdded` hands over, as far as following the stream needs it. */
export interface LiveCacheEntryLifecycle {
  dispatch: (action: unknown) => unknown;
  extra: unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

type Dispatch = LiveCacheEntryLifecycle['dispatch'];
type TagRef = CacheTag | { type: CacheTag; id: string | number };

const invalidate = (dispatch: Dispatch, tags: TagRef[]) => dispatch(baseApi.util.invalidateTags(tags));

/**
 * What a live message does to the store, once per message however many cached answers follow the stream:
 * - `badges` patches the cached `getUserInfo` counters (and the notice unread state) in place (no request);
 * - `notice` refetches the notice lists and the wallet's balance and records;
 * - `order` refetches that order's detail and the purchase history lists;
 * - `chat` refetches the conversation lists and that conversation's messages;
 * - `reset` (messages may have been missed) refetches everything that follows the stream.
 */
export function applyLiveEvent(dispatch: Dispatch, event: LiveStreamEvent): void {
  switch (event.kind) {
    case 'badges': {
      const changes = event.data;
      const patch = (draft: GetUserInfoData) => {
        if (changes.notice) draft.notice = changes.notice;
        if (changes.card) draft.card = changes.card;
        if (changes.product) draft.product = changes.product;
        if (changes.message_unread_count !== undefined)
          draft.message_unread_count = changes.message_unread_count;
      };
      // `baseApi` is typed without endpoints; the account group injects `getUserInfo` into this same api.
      dispatch(baseApi.util.updateQueryData('getUserInfo' as never, undefined as never, patch as never));
      // The notice badge is also read from the unread state, which pages prefer when they hold it.
      if (changes.notice) {
        const { count } = changes.notice;
        const unread = (draft: GetNoticeUnreadStateData) => {
          draft.unread_count = count;
          draft.has_unread = count > 0;
        };
        dispatch(
          baseApi.util.updateQueryData('getNoticeUnreadState' as never, undefined as never, unread as never),
        );
      }
      return;
    }
    case 'notice':
      // The counts come patched by the `badges` message that follows each notice. Whatever moves the user's
      // money without them (a top-up credited, a withdrawal paid, a return refunded) comes with a notice: the
      // wallet's figures are read again, where a page shows them.
      invalidate(dispatch, [{ type: 'Notice', id: 'LIST' }, 'Balance', 'WalletRecord', 'Withdrawal']);
      return;
    case 'order':
      invalidate(dispatch, [
        { type: 'Order', id: event.data.id },
        { type: 'Order', id: 'LIST' },
      ]);
      return;
    case 'chat':
      invalidate(dispatch, [
        { type: 'Chat', id: event.data.conversation_id },
        { type: 'Chat', id: 'LIST' },
      ]);
      return;
    case 'reset':
      invalidate(dispatch, [
        'Chat',
        'User',
        { type: 'Notice', id: 'LIST' },
        { type: 'Notice', id: 'COUNT' },
        'Order',
        'Balance',
        'WalletRecord',
        'Withdrawal',
      ]);
      return;
  }
}

/** Per store: how many cached answers follow the stream, and how to stop listening when none does. */
const followers = new WeakMap<Dispatch, { count: number; unsubscribe: () => void }>();

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
    const options = typeof config.liveStream === 'object' ? config.liveStream : {};
    const unsubscribe = liveStream(config, options).subscribe((event) => applyLiveEvent(dispatch, event));
    follower = { count: 0, unsubscribe };
    followers.set(dispatch, follower);
  }
  follower.count += 1;
  await lifecycle.cacheEntryRemoved;
  follower.count -= 1;
  if (follower.count === 0) {
    follower.unsubscribe();
    followers.delete(dispatch);
  }
}

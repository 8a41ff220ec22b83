import { baseApi } from '../base-api';
import type { CacheTag } from '../generated/operations.gen';
import type { GetNoticeUnreadStateData, GetUserInfoData } from '../generated/types.gen';
import type { LiveStreamEvent } from './live-stream';

type Dispatch = (action: unknown) => unknown;
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

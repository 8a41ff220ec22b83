import {
  baseApi,
  type MallSdkExtra,
  openStaffLiveStreamOperation,
  operationRequest,
  readEventStream,
  type SdkConfig,
  type ServerSentEvent,
  staffApi,
  type StaffQueueCounts,
} from '@mall/sdk';
import { useAppDispatch, useAppSelector } from '@mall/session';
import { useEffect } from 'react';

const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** The SDK settings the store was made with (the thunk's extra argument). */
const sdkConfig = (dispatch: ReturnType<typeof useAppDispatch>) =>
  dispatch(
    ((_dispatch: unknown, _getState: unknown, extra: MallSdkExtra) => extra.mallSdk) as never,
  ) as SdkConfig;

/**
 * The staff session's live stream (`openStaffLiveStream`, Server-Sent Events read with `fetch` so the token
 * travels in the `access-token` header): `staff_queues` replaces the cached queue counts in place, `staff_task`
 * (a task claimed, released or decided by anyone) refetches the open lists and task pages; for customer service
 * `chat` refetches the inbox and that conversation, `badges` sets the Support count. It resumes with
 * `last_event_id`, reconnects with back-off, and stops on sign-out. On when the store's SDK settings turn
 * `liveStream` on (the console does; tests and stories do not).
 */
export function useStaffLiveStream(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  useEffect(() => {
    const config = sdkConfig(dispatch);
    if (!token || !config.liveStream) return;
    const controller = new AbortController();
    // Where the stream resumes, and the pause before the next attempt (doubled per failure in a row).
    const progress = { lastId: undefined as string | undefined, delay: FIRST_RETRY_MS };
    const onMessage = (event: ServerSentEvent) => {
      progress.lastId = event.id ?? progress.lastId;
      progress.delay = FIRST_RETRY_MS;
      let data: unknown;
      try {
        data = JSON.parse(event.data);
      } catch {
        return; // A message that is not JSON carries nothing for the console.
      }
      if (event.event === 'staff_queues') {
        dispatch(staffApi.util.upsertQueryData('getStaffQueueCounts', undefined, data as StaffQueueCounts));
      } else if (event.event === 'chat') {
        // A support conversation moved: the inbox's lists, the badge and that conversation refetch.
        const { conversation_id: id } = data as { conversation_id: number };
        dispatch(
          baseApi.util.invalidateTags([
            { type: 'Chat', id },
            { type: 'Chat', id: 'LIST' },
          ]),
        );
      } else if (event.event === 'badges') {
        const unread = (data as { message_unread_count?: number }).message_unread_count;
        if (unread !== undefined)
          dispatch(staffApi.util.upsertQueryData('getStaffChatUnread', undefined, { unread_count: unread }));
      } else if (
        event.event === 'staff_task' ||
        (event.event === 'ready' && (data as { reset?: boolean })?.reset)
      ) {
        dispatch(baseApi.util.invalidateTags(['StaffQueue']));
        if (event.event === 'ready') dispatch(baseApi.util.invalidateTags(['Chat']));
      }
    };
    /** One connection until it ends; false when the server answered something other than a stream. */
    const connect = async () => {
      const request = operationRequest(
        config,
        openStaffLiveStreamOperation,
        progress.lastId ? { last_event_id: Number(progress.lastId) } : {},
      );
      const response = await fetch(request.url, {
        method: request.method,
        headers: request.headers,
        signal: controller.signal,
      });
      const type = response.headers.get('content-type') ?? '';
      // An envelope instead of a stream: the session ended or is not a staff one; the sign-in handles it.
      if (!response.ok || !response.body || !type.includes('text/event-stream')) return false;
      await readEventStream(response.body, onMessage);
      return true;
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, progress.delay));
    const run = async () => {
      while (!controller.signal.aborted) {
        const streamed = await connect().catch(() => true);
        if (!streamed || controller.signal.aborted) return;
        await pause();
        progress.delay = Math.min(progress.delay * 2, LONGEST_RETRY_MS);
      }
    };
    void run();
    return () => controller.abort();
  }, [dispatch, token]);
}

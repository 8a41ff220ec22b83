/** One Server-Sent Event: `event` defaults to `message`; `id` is the last id seen so far (the resume point). */
export interface ServerSentEvent {
  id: string | undefined;
  event: string;
  data: string;
  /** The reconnection delay the server asked for, when this event carried one. */
  retry?: number;
}

/**
 * Reads a `text/event-stream` body as the HTML standard parses one (fields `id`, `event`, `data`, `retry`,
 * comments, CRLF/LF/CR line ends, several `data` lines joined by line feeds), calling `onEvent` per event and
 * `onActivity` for every chunk (heartbeat comments included). Resolves when the body ends.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: ServerSentEvent) => void,
  onActivity: () => void = () => undefined,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lastId: string | undefined;
  let event = '';
  let data: string[] = [];
  let retry: number | undefined;
  let dataSeen = false;
  const dispatch = () => {
    if (dataSeen) onEvent({ id: lastId, event: event || 'message', data: data.join('\n'), retry });
    else if (retry !== undefined) onEvent({ id: lastId, event: '', data: '', retry });
    event = '';
    data = [];
    retry = undefined;
    dataSeen = false;
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') {
      data.push(value);
      dataSeen = true;
    } else if (field === 'id' && !value.includes('\0')) lastId = value;
    else if (field === 'retry' && /^[0-9]+$/.test(value)) retry = Number(value);
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    onActivity();
    buffer += decoder.decode(value, { stream: true });
    for (;;) {
      const end = buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (buffer[end] === '\r' && end === buffer.length - 1) break;
      const width = buffer.startsWith('\r\n', end) ? 2 : 1;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + width);
    }
  }
}

/** One Server-Sent Events message (fields as the SSE standard names them). */
export type SseMessage = { id: string | undefined; event: string; data: string };

/**
 * Reads a text/event-stream body message by message (the parts `listen` needs: id, event, data,
 * comments skipped). Lines end in LF, CRLF or CR. A message cut off by the end of the stream is
 * dropped, as an EventSource drops it: its id was never seen, so it comes again on reconnect.
 */
export async function* readSse(body: ReadableStream<Uint8Array>): AsyncGenerator<SseMessage> {
  const decoder = new TextDecoder();
  let buffer = '';
  let id: string | undefined;
  let event = '';
  let data: string[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (!done) buffer += decoder.decode(value, { stream: true });
      let end: RegExpExecArray | null;
      while ((end = /\r\n|\r|\n/.exec(buffer))) {
        // A lone CR at the end of the buffer may be half of a CRLF: wait for the next chunk.
        if (!done && end[0] === '\r' && end.index === buffer.length - 1) break;
        const line = buffer.slice(0, end.index);
        buffer = buffer.slice(end.index + end[0].length);
        if (line === '') {
          if (data.length) yield { id, event: event || 'message', data: data.join('\n') };
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (done) return;
      // A line without an end for 1 MiB is not from our server.
      if (buffer.length > 1 << 20) throw new Error('event stream line too long');
    }
  } finally {
    reader.releaseLock();
  }
}

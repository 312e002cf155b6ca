import { describe, expect, it } from 'vitest';
import { readSse, type SseMessage } from './sse';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
async function all(chunks: string[]) {
  const out: SseMessage[] = [];
  for await (const m of readSse(streamOf(chunks))) out.push(m);
  return out;
}

describe('readSse', () => {
  it('reads messages split anywhere, in LF, CRLF or CR lines, skipping comments', async () => {
    const text =
      'retry: 1000\nid: 0\nevent: ready\ndata: {"cursor":0}\n\n: heartbeat\n\n' +
      'id: 1\r\nevent: card.created\r\ndata: {"a":1}\r\n\r\nid: 2\revent: x\rdata: y\r\r';
    const expected = [
      { id: '0', event: 'ready', data: '{"cursor":0}' },
      { id: '1', event: 'card.created', data: '{"a":1}' },
      { id: '2', event: 'x', data: 'y' },
    ];
    expect(await all([text])).toEqual(expected);
    // One character at a time: a CR at a chunk's end may be half of a CRLF.
    expect(await all([...text])).toEqual(expected);
  });

  it('drops a message the stream cut off (it comes again after the last id)', async () => {
    expect(await all(['id: 1\nevent: a\ndata: {}\n\nid: 2\nevent: b\ndata: {'])).toEqual([
      { id: '1', event: 'a', data: '{}' },
    ]);
  });
});

/**
 * The strings a PDF shows, for tests (decision 045): each content stream inflated when jsPDF
 * compressed it (FlateDecode), then every `(text) Tj` of the standard fonts, Latin-1 bytes.
 */
export async function readPdfText(bytes: ArrayBuffer): Promise<string> {
  const file = new Uint8Array(bytes);
  const latin1 = new TextDecoder('latin1');
  const whole = latin1.decode(file);
  const streams: string[] = [];
  for (const match of whole.matchAll(/<<([^]*?)>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = whole.indexOf('endstream', start);
    const body = file.subarray(start, end);
    if (!match[1]!.includes('/FlateDecode')) streams.push(latin1.decode(body));
    else {
      const inflated = new Response(body).body!.pipeThrough(new DecompressionStream('deflate'));
      // A stream's trailing end-of-line is not part of the deflate data: what it inflated is kept.
      const text = await new Response(inflated).arrayBuffer().catch(() => new ArrayBuffer(0));
      streams.push(latin1.decode(text));
    }
  }
  return streams
    .flatMap((s) => [...s.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)])
    .map((m) => m[1]!.replace(/\\([()\\])/g, '$1'))
    .join('\n');
}

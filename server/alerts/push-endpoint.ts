import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

const b64url = (b: Buffer) => b.toString('base64url');

/**
 * A local push service for tests: a browser-like subscription (P-256 key pair and auth secret)
 * and an HTTP listener that decrypts each message (RFC 8291, aes128gcm) with those keys.
 */
export async function localPushEndpoint(status: () => number = () => 201) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const received: Array<{ text: string; headers: Record<string, unknown>; at: number }> = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let text: string;
      try {
        text = decrypt(Buffer.concat(chunks), ecdh, auth);
      } catch {
        // Not a push for this subscription. Answered all the same: a request left unanswered
        // holds close() (and so a test's teardown hook) until the hook times out.
        return res.writeHead(400).end();
      }
      received.push({ text, headers: req.headers, at: Date.now() });
      res.writeHead(status()).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    received,
    subscription: {
      endpoint: `http://127.0.0.1:${port}/push/${b64url(randomBytes(8))}`,
      keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
    },
    /** Stops at once: a connection still open (mid-request, kept alive) is not waited for. */
    close: () =>
      new Promise((r) => {
        server.close(r);
        server.closeAllConnections();
      }),
  };
}

/** RFC 8291 §3.4 and RFC 8188: the user agent's side. */
export function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipher = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const info = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, auth, info, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(cipher.subarray(cipher.length - 16));
  const plain = Buffer.concat([decipher.update(cipher.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end > 0 && plain[end] === 0) end--; // padding, then the 0x02 delimiter of the last record
  return plain.subarray(0, end).toString('utf8');
}

import { describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { memoryNotesStore, NoteLimitError, type NotesStore } from './notes-store';
import { mapRecords } from './notes.fixtures';
import { sealedNotesStore } from './sealed-store';
import { preloadLazy } from '../../test/preload';

preloadLazy({ signedIn: false, languages: ['fr'] });

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
/** Each accepted type's first bytes, then filler: what a real file of that type starts with. */
const HEADS = {
  'image/png': [0x89, ...ascii('PNG'), 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': ascii('GIF89a'),
  'image/webp': [...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')],
  'application/pdf': ascii('%PDF-1.7\n'),
} as const;
const withHead = (head: readonly number[], name: string, type: string) =>
  new File([Uint8Array.from([...head, ...new Array(40).fill(7)])], name, { type });

function sealed() {
  return crypto.subtle
    .generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt'])
    .then((key) => sealedNotesStore(mapRecords().records, 'acc', key));
}

describe.each([
  ['memory', async (): Promise<NotesStore> => memoryNotesStore()],
  ['sealed', sealed],
] as const)('%s store: a receipt is typed by its bytes (issue #47 item 11d)', (_, make) => {
  it.each(Object.entries(HEADS))(
    'keeps %s bytes under a misleading name as that type',
    async (type, head) => {
      const store = await make();
      await store.saveReceipt('t', withHead(head, 'scan.txt', 'text/plain'));
      expect((await store.get('t'))?.receipt).toMatchObject({ name: 'scan.txt', type });
    },
  );

  it('refuses a page named invoice.pdf, typed PDF by the browser, and keeps nothing', async () => {
    const store = await make();
    const page = withHead(
      ascii('<html><script>alert(1)</script>'),
      'invoice.pdf',
      'application/pdf',
    );
    await expect(store.saveReceipt('t', page)).rejects.toThrow(
      new NoteLimitError(
        'This file’s content is not an image (PNG, JPEG, WebP, GIF) or a PDF, whatever its name says.',
      ),
    );
    const png = withHead(ascii('PNG'), 'till.png', 'image/png');
    await expect(store.saveReceipt('t', png)).rejects.toThrow(NoteLimitError);
    expect(await store.get('t')).toBeNull();
  });

  it('says so in the person’s language', async () => {
    const store = await make();
    await activateLocale('fr');
    try {
      await expect(
        store.saveReceipt('t', withHead([0, 1, 2], 'photo.jpg', 'image/jpeg')),
      ).rejects.toThrow(
        'Le contenu de ce fichier n’est ni une image (PNG, JPEG, WebP, GIF) ni un PDF, quoi qu’en dise son nom.',
      );
    } finally {
      await activateLocale('en');
    }
  });
});

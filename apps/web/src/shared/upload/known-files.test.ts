import { describe, expect, it } from 'vitest';
import { forgetUserData, userKey } from '../../lib/session-store.ts';
import { memoryStorage } from '../../testing/memory-storage.ts';
import { knownFile, KNOWN_FILES_LIMIT, rememberFile } from './known-files.ts';

describe('file names of the tab', () => {
  it('gives back the name and kind of a remembered ref, and nothing for another', () => {
    const store = memoryStorage();
    rememberFile('/files/a', { name: 'kerusakan-1.png', kind: 'image' }, store);
    rememberFile('/files/b', { name: 'kwitansi.pdf', kind: 'pdf' }, store);
    expect(knownFile('/files/a', store)).toEqual({ name: 'kerusakan-1.png', kind: 'image' });
    expect(knownFile('/files/b', store)).toEqual({ name: 'kwitansi.pdf', kind: 'pdf' });
    expect(knownFile('/files/c', store)).toBeUndefined();
  });

  it('keeps the newest name of a ref, and only the newest refs past the limit', () => {
    const store = memoryStorage();
    rememberFile('/files/a', { name: 'lama.png', kind: 'image' }, store);
    rememberFile('/files/a', { name: 'baru.png', kind: 'image' }, store);
    expect(knownFile('/files/a', store)?.name).toBe('baru.png');
    for (let index = 0; index < KNOWN_FILES_LIMIT; index += 1) {
      rememberFile(`/files/n${index}`, { name: `foto-${index}.jpg`, kind: 'image' }, store);
    }
    expect(knownFile('/files/a', store)).toBeUndefined();
    expect(knownFile('/files/n0', store)?.name).toBe('foto-0.jpg');
  });

  it('forgets everything on a sign-out, and reads damaged or missing storage as nothing', () => {
    const store = memoryStorage();
    rememberFile('/files/a', { name: 'kerusakan-1.png', kind: 'image' }, store);
    forgetUserData(store);
    expect(knownFile('/files/a', store)).toBeUndefined();
    store.setItem(userKey('file-names'), '{not json');
    expect(knownFile('/files/a', store)).toBeUndefined();
    store.setItem(
      userKey('file-names'),
      JSON.stringify([
        ['/files/a', { name: '', kind: 'image' }],
        ['/files/b', 3],
      ]),
    );
    expect(knownFile('/files/a', store)).toBeUndefined();
    expect(knownFile('/files/b', store)).toBeUndefined();
    expect(knownFile('/files/a', null)).toBeUndefined();
    expect(() => rememberFile('/files/a', { name: 'x.png', kind: 'image' }, null)).not.toThrow();
  });
});

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A page's head as the gateway writes it: the packs' hashes, and the page's own chunks beside the entry. */
function pageWith(chunkUrls: { href: string; texts: boolean }[]) {
  return {
    querySelector: (selector: string) =>
      selector === 'meta[name="portal-messages"]' ? { getAttribute: () => 'th:h1,en:h2' } : null,
    querySelectorAll: (selector: string) =>
      selector === 'link[rel="modulepreload"][data-messages]'
        ? chunkUrls.filter((chunk) => chunk.texts).map(({ href }) => ({ href }))
        : [],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("startMessagePacks (a page's texts in the user's language, decision record 0041)", () => {
  it("has the texts of the page's own chunks once the first packs are in, before those chunks run", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'message-packs-'));
    // The page's chunk (not loaded here) and its Thai pack, as the build writes them.
    writeFileSync(
      join(folder, 'page-claim.th-h1.js'),
      'export default { claims_title: () => `เคลมของฉัน` };\n',
    );
    const chunk = pathToFileURL(join(folder, 'page-claim.js')).href;
    vi.stubGlobal('document', pageWith([{ href: chunk, texts: true }]));
    const { messageText, startMessagePacks } = await import('./message-packs.ts');
    const { setLocale } = await import('@portal/i18n/runtime');
    setLocale('th', { reload: false });

    await startMessagePacks('th');
    await vi.waitFor(() => expect(messageText('claims_title')()).toBe('เคลมของฉัน'));
  });
});

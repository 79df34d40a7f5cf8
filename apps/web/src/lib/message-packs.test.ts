import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The gateway's one file of the page's texts (decision record 0069): its address, language and packs. */
interface PageTextsLink {
  href: string;
  dataset: { pageTexts: string; packs: string };
}

/**
 * A page's head as the gateway writes it: the packs' hashes, the page's own chunks beside the entry, and the
 * file of the page's texts when it names one.
 */
function pageWith(chunkUrls: { href: string; texts: boolean }[], pageTexts?: PageTextsLink) {
  return {
    baseURI: 'file:///',
    querySelector: (selector: string) => {
      if (selector === 'meta[name="portal-messages"]') return { getAttribute: () => 'th:h1,en:h2' };
      if (selector === 'link[rel="modulepreload"][data-page-texts]') return pageTexts ?? null;
      return null;
    },
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

  it("takes the texts of the packs the page's texts file holds from that file, asking none of them", async () => {
    const folder = mkdtempSync(join(tmpdir(), 'message-packs-'));
    // A pack asked on its own would say so.
    writeFileSync(
      join(folder, 'page-claim.th-h1.js'),
      'globalThis.packAsked = true;\nexport default { claims_title: () => `asked` };\n',
    );
    writeFileSync(
      join(folder, 'page-texts.js'),
      'export default Object.assign({},\n{ claims_title: () => `เคลมของฉัน` },\n{ policies_title: () => `กรมธรรม์ของฉัน` });\n',
    );
    const chunk = pathToFileURL(join(folder, 'page-claim.js')).href;
    const pack = join(folder, 'page-claim.th-h1.js').slice(1);
    const entryPack = join(folder, 'app-core.th-h1.js').slice(1);
    vi.stubGlobal(
      'document',
      pageWith([{ href: chunk, texts: true }], {
        href: pathToFileURL(join(folder, 'page-texts.js')).href,
        dataset: { pageTexts: 'th', packs: `${entryPack} ${pack}` },
      }),
    );
    const { messageText, startMessagePacks } = await import('./message-packs.ts');
    const { setLocale } = await import('@portal/i18n/runtime');
    setLocale('th', { reload: false });

    await startMessagePacks('th');
    await vi.waitFor(() => expect(messageText('claims_title')()).toBe('เคลมของฉัน'));
    expect(messageText('policies_title')()).toBe('กรมธรรม์ของฉัน');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((globalThis as { packAsked?: boolean }).packAsked).toBeUndefined();
  });

  it('asks each pack on its own when the file of the texts fails, or speaks another language', async () => {
    for (const [language, file] of [
      ['th', 'missing.js'],
      ['en', 'page-texts.js'],
    ] as const) {
      const folder = mkdtempSync(join(tmpdir(), 'message-packs-'));
      writeFileSync(
        join(folder, 'page-texts.js'),
        'export default Object.assign({},\n{ claims_title: () => `wrong` });\n',
      );
      writeFileSync(
        join(folder, 'page-claim.th-h1.js'),
        'export default { claims_title: () => `เคลมของฉัน` };\n',
      );
      const chunk = pathToFileURL(join(folder, 'page-claim.js')).href;
      vi.stubGlobal(
        'document',
        pageWith([{ href: chunk, texts: true }], {
          href: pathToFileURL(join(folder, file)).href,
          dataset: { pageTexts: language, packs: join(folder, 'page-claim.th-h1.js').slice(1) },
        }),
      );
      const { messageText, startMessagePacks } = await import('./message-packs.ts');
      const { setLocale } = await import('@portal/i18n/runtime');
      setLocale('th', { reload: false });

      await startMessagePacks('th');
      await vi.waitFor(() => expect(messageText('claims_title')()).toBe('เคลมของฉัน'));
      vi.resetModules();
    }
  });
});

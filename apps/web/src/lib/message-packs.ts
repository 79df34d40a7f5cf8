import { getLocale, type Locale } from '@portal/i18n/runtime';

/*
 * Messages in the user's language only (decision record 0041). In a build, every paraglide message module is
 * replaced by `messageText('<key>')` (apps/web/message-packs.ts), and each chunk's texts ship beside it as one
 * small module per language, its "pack". A chunk waits for its packs before it runs, so nothing reads a text
 * that is not there yet. In the dev server and in unit tests there is no pack: paraglide's own modules answer.
 */

type Text = (inputs?: Record<string, unknown>) => string;
/** A table's entry in a pack (apps/web/message-packs.ts `tables`): its texts in that language. */
type TableText = () => Readonly<Record<string, string>>;
type Pack = Record<string, Text>;

/** What the build writes in both documents' head: the content hash of each language's packs. */
const PACKS_META = 'portal-messages';
/** How a chunk reaches this module before the module itself has run: two globals, set by the chunk's first line. */
const LOAD_GLOBAL = '__portalMessages';
const WAITING_GLOBAL = '__portalMessagesWaiting';

interface PackGlobals {
  [LOAD_GLOBAL]?: (chunkUrl: string) => Promise<void>;
  [WAITING_GLOBAL]?: string[];
}
const globals = globalThis as PackGlobals;

const texts = new Map<string, Map<string, Text>>();
/** The languages every chunk brings its packs in: the user's, and any a page asked for (ensureMessages). */
const wanted = new Set<Locale>();
const chunks = new Set<string>();
const loads = new Map<string, Promise<void>>();
let packHashes: Partial<Record<string, string>> | null = null;

function readPackHashes(): Partial<Record<string, string>> | null {
  if (typeof document === 'undefined') return null;
  const content = document.querySelector(`meta[name="${PACKS_META}"]`)?.getAttribute('content');
  if (!content) return null;
  return Object.fromEntries(
    content.split(',').map((pair) => pair.split(':', 2) as [string, string]),
  ) as Partial<Record<string, string>>;
}

/** `…/assets/page-claim-form-Ab12.js` in Thai → `…/assets/page-claim-form-Ab12.th-<hash of the Thai packs>.js`. */
function packUrl(chunkUrl: string, locale: Locale): string {
  return chunkUrl.replace(/\.js$/, `.${locale}-${packHashes?.[locale] ?? ''}.js`);
}

/** Loads a module of texts (a pack, or the page's texts) into `locale`'s. */
function importTexts(url: string, locale: Locale): Promise<void> {
  return import(/* @vite-ignore */ url).then((module: { default: Pack }) => {
    const table = texts.get(locale) ?? new Map<string, Text>();
    for (const [key, text] of Object.entries(module.default)) table.set(key, text);
    texts.set(locale, table);
  });
}

/** Remembers the load of a pack; a failed one may be tried again (a switch of language after the network came back). */
function keepLoad(url: string, load: Promise<void>): Promise<void> {
  load.catch(() => loads.delete(url));
  loads.set(url, load);
  return load;
}

function loadPack(chunkUrl: string, locale: Locale): Promise<void> {
  const url = packUrl(chunkUrl, locale);
  return loads.get(url) ?? keepLoad(url, importTexts(url, locale));
}

/**
 * The texts of the page's first scripts as one file, in the language the gateway expected (decision record 0069):
 * `data-packs` lists the packs it holds (`assets/….js`).
 */
const PAGE_TEXTS = 'link[rel="modulepreload"][data-page-texts]';

/**
 * When the document names the page's texts in `locale`, each pack it holds is taken from there: one request for
 * them all. Should that file fail, each pack is asked on its own, as without it.
 */
function startPageTexts(locale: Locale): void {
  const link = document.querySelector<HTMLLinkElement>(PAGE_TEXTS);
  if (link?.dataset.pageTexts !== locale || !link.dataset.packs) return;
  const all = importTexts(link.href, locale);
  for (const file of link.dataset.packs.split(' ')) {
    const url = new URL(`/${file}`, document.baseURI).href;
    keepLoad(
      url,
      all.catch(() => importTexts(url, locale)),
    );
  }
}

async function loadChunk(chunkUrl: string): Promise<void> {
  chunks.add(chunkUrl);
  await Promise.all([...wanted].map((locale) => loadPack(chunkUrl, locale)));
}

/** The page's own chunks with texts, as the gateway names them beside the entry (apps/gateway/src/http/static.ts). */
const PAGE_CHUNKS_WITH_TEXTS = 'link[rel="modulepreload"][data-messages]';

/**
 * Starts the packs in the first language: those of the chunks that ran before this call, and from now on each
 * chunk's own as it loads. Resolves once the first are in. Without packs in the page (dev, tests), at once.
 *
 * The packs of the page's own chunks start now too, beside the first (decision record 0058): the router runs
 * those chunks only once the first packs are in, and each waits for its packs before it runs, so their packs
 * would otherwise be a second round trip before the page is drawn. A pack that fails here is asked again by its
 * chunk.
 */
export function startMessagePacks(locale: Locale): Promise<void> {
  packHashes = readPackHashes();
  if (!packHashes) return Promise.resolve();
  wanted.add(locale);
  startPageTexts(locale);
  globals[LOAD_GLOBAL] = loadChunk;
  const waiting = globals[WAITING_GLOBAL] ?? [];
  globals[WAITING_GLOBAL] = [];
  const first = Promise.all(waiting.map(loadChunk)).then(() => undefined);
  for (const link of document.querySelectorAll<HTMLLinkElement>(PAGE_CHUNKS_WITH_TEXTS))
    loadPack(link.href, locale).catch(() => undefined);
  return first;
}

/** Loads a language's texts for every chunk the page has run, and for each chunk it loads from now on. */
export function ensureMessages(locale: Locale): Promise<void> {
  if (!packHashes) return Promise.resolve();
  wanted.add(locale);
  return Promise.all([...chunks].map((chunkUrl) => loadPack(chunkUrl, locale))).then(() => undefined);
}

/**
 * A message as paraglide's message functions are called: `(inputs, { locale })`. A text not loaded in the asked
 * language falls back to the user's language, then to the key itself, so a page never breaks on a missing pack.
 */
export function messageText(key: string) {
  return (inputs?: Record<string, unknown>, options?: { locale?: Locale }): string => {
    const text = texts.get(options?.locale ?? getLocale())?.get(key) ?? texts.get(getLocale())?.get(key);
    return text ? text(inputs) : key;
  };
}

/**
 * A table of texts (the broker's names in our wording, decision record 0057) in the asked language: what that
 * language's packs brought, or nothing. No fallback to another language: the caller shows the broker's own.
 */
export function messageTable(key: string) {
  return (locale: Locale): Readonly<Record<string, string>> =>
    (texts.get(locale)?.get(key) as TableText | undefined)?.() ?? {};
}

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { Plugin } from 'vite';

/*
 * Messages ship only in the user's language (decision record 0041). paraglide compiles one module per message
 * that holds the message in all four languages; every chunk that drew a text carried all four. In the build:
 *
 * - each message module becomes `messageText('<key>')` (src/lib/message-packs.ts), which holds no text;
 * - each chunk that holds messages gets one pack per language beside it, `<chunk>.<locale>-<hash>.js`, with the
 *   texts of exactly those messages, compiled by paraglide (plurals, inputs) and copied out of its module;
 * - each such chunk's first statement waits for its packs in the user's language before the chunk runs;
 * - `<hash>` is one per language, of all that language's packs, written into both documents' head. A chunk's
 *   code names no pack, so a changed text changes packs only: no chunk of code, no other language, no route
 *   that does not show that text. The html is checked with the server on each visit, so it is never stale.
 * - `.vite/message-packs.json` lists each chunk's packs, for the size budgets (.size-limit.mjs) and
 *   bench/message-change.mjs.
 * - a table module (each of `tables` names its modules) becomes `messageTable('<name>')`: its texts, one object per language, ship in the
 *   packs of its chunk as the entry `table:<name>`, and not at all in a language whose table is empty (the
 *   broker's names for an Indonesian reader, decision record 0057).
 */

/** A message's module, also as a copy of its own (`?login`, apps/web/own-copies.ts). */
const MESSAGE_MODULE = /\/packages\/i18n\/src\/paraglide\/messages\/([a-z0-9_]+)\.js(\?[^/]*)?$/i;
/** Read by src/lib/message-packs.ts. */
const PACKS_META = 'portal-messages';
export const PACKS_INDEX = '.vite/message-packs.json';

/** The chunk's first statement: wait for its packs, or, before the app's entry has started them, queue up. */
const WAIT_FOR_PACKS =
  'await (globalThis.__portalMessages?.(import.meta.url) ?? (globalThis.__portalMessagesWaiting ??= []).push(import.meta.url));\n';

/** `const th_claims_title = /** @type … *\/ (i) => {…};` → `(i) => {…}`, per language, from paraglide's module. */
export function localeTexts(source: string, key: string, locales: readonly string[]): Map<string, string> {
  const texts = new Map<string, string>();
  for (const locale of locales) {
    const start = source.indexOf(`\nconst ${locale}_${key} = `);
    const end = start < 0 ? -1 : source.indexOf('\n};\n', start);
    if (start < 0 || end < 0) continue;
    const text = source
      .slice(start, end + 3)
      .replace(`\nconst ${locale}_${key} = `, '')
      .replace(/\/\*\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/;$/, '')
      // A body that is one return statement is that expression.
      .replace(/^(\(i?\)) => \{ return \(([\s\S]*)\) \}$/, '$1=>($2)');
    texts.set(locale, text);
  }
  return texts;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 10);

/** Modules whose export is a table of texts per language (`name` is the module's first match group). */
export interface MessageTables {
  module: RegExp;
  /** The table in `locale`; an empty one is not shipped. */
  table: (name: string, locale: string) => Readonly<Record<string, string>>;
}

export function messagePacks(options: {
  locales: readonly string[];
  runtime: string;
  tables?: readonly MessageTables[];
}): Plugin {
  const { locales, runtime, tables = [] } = options;
  /** The table a module is, by name, and which kind of table gives its texts. */
  const tableOf = (id: string) => {
    for (const kind of tables) {
      const name = kind.module.exec(id)?.[1];
      if (name !== undefined) return { name, kind };
    }
    return undefined;
  };
  /** Table name → the kind of table it is, as its module was loaded. */
  const tableKinds = new Map<string, MessageTables>();
  /** Message key → language → compiled text, read when the module is loaded. */
  const messages = new Map<string, Map<string, string>>();
  /** The messages a chunk draws (the bundler names its chunks for good only after `banner` runs, so asked twice). */
  const keysOf = (chunk: { modules: Record<string, { renderedLength: number }> }) =>
    Object.entries(chunk.modules)
      .filter(([id, module]) => module.renderedLength > 0 && MESSAGE_MODULE.test(id))
      .map(([id]) => MESSAGE_MODULE.exec(id)?.[1])
      .filter((key): key is string => key !== undefined && messages.has(key))
      .sort();
  /** The tables a chunk draws, by name. */
  const tablesOf = (chunk: { modules: Record<string, { renderedLength: number }> }) =>
    Object.entries(chunk.modules)
      .filter(([, module]) => module.renderedLength > 0)
      .map(([id]) => tableOf(id)?.name)
      .filter((name): name is string => name !== undefined)
      .sort();
  const tableEntry = (name: string, locale: string) => {
    const table = tableKinds.get(name)?.table(name, locale) ?? {};
    // One object per pack, handed out by reference on every lookup.
    return Object.keys(table).length === 0
      ? []
      : [`${JSON.stringify(`table:${name}`)}:(t=>()=>t)(${JSON.stringify(table)})`];
  };
  /** The packs' hashes for both documents' head, known once the chunks are written. */
  let meta: string | null = null;
  return {
    name: 'portal-message-packs',
    apply: 'build',
    load(id) {
      const table = tableOf(id);
      if (table !== undefined) {
        const known = tableKinds.get(table.name);
        if (known && known !== table.kind) this.error(`two kinds of tables are named ${table.name}`);
        tableKinds.set(table.name, table.kind);
        return [
          `import { messageTable } from ${JSON.stringify(runtime)};`,
          `export default /* @__PURE__ */ messageTable(${JSON.stringify(`table:${table.name}`)});`,
        ].join('\n');
      }
      const key = MESSAGE_MODULE.exec(id)?.[1];
      if (!key || key.startsWith('_')) return null;
      const texts = localeTexts(readFileSync(id.replace(/\?.*$/, ''), 'utf8'), key, locales);
      const missing = locales.filter((locale) => !texts.has(locale));
      if (missing.length > 0) this.error(`message ${key}: no compiled text for ${missing.join(', ')}`);
      messages.set(key, texts);
      return [
        `import { messageText } from ${JSON.stringify(runtime)};`,
        `export const ${key} = /* @__PURE__ */ messageText(${JSON.stringify(key)});`,
      ].join('\n');
    },
    // Vite writes the documents after the chunks and their packs (generateBundle below).
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        if (meta === null) throw new Error('the documents were written before the message packs');
        return html.replace('</title>', `</title>\n    ${meta}`);
      },
    },
    // A banner, not a change of the code: the bundler keeps the source map right.
    banner: (chunk) => (keysOf(chunk).length + tablesOf(chunk).length > 0 ? WAIT_FOR_PACKS : ''),
    generateBundle(_options, bundle) {
      const index: Record<string, Record<string, string>> = {};
      const hashes: Record<string, string> = {};
      for (const locale of locales) {
        const packs = Object.values(bundle)
          .flatMap((file) =>
            file.type === 'chunk' ? [[file.fileName, keysOf(file), tablesOf(file)] as const] : [],
          )
          .filter(([, keys, names]) => keys.length + names.length > 0)
          .map(([fileName, keys, names]) => {
            const entries = [
              ...keys.map((key) => `${key}:${messages.get(key)?.get(locale) ?? ''}`),
              ...names.flatMap((name) => tableEntry(name, locale)),
            ];
            return { fileName, source: `export default {${entries.join(',')}};\n` };
          });
        const hash = hashOf(packs.map((pack) => `${pack.fileName}\n${pack.source}`).join('\n'));
        hashes[locale] = hash;
        for (const pack of packs) {
          const fileName = `${dirname(pack.fileName)}/${basename(pack.fileName, '.js')}.${locale}-${hash}.js`;
          this.emitFile({ type: 'asset', fileName, source: pack.source });
          (index[pack.fileName] ??= {})[locale] = fileName;
        }
      }
      meta = `<meta name="${PACKS_META}" content="${locales.map((locale) => `${locale}:${hashes[locale]}`).join(',')}">`;
      this.emitFile({ type: 'asset', fileName: PACKS_INDEX, source: `${JSON.stringify(index, null, 2)}\n` });
    },
  };
}

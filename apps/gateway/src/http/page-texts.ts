import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { composePageTexts } from '@portal/i18n/page-texts';
import { acceptedEncoding } from './accepted-encoding.ts';

/*
 * The texts of a page's first scripts in one file (decision record 0069). The build ships each chunk's texts as
 * a pack per language beside it (decision record 0041), and a document names the packs of its entry's and its
 * page's scripts (record 0067): 7–14 files of about 1 kB on a first visit, each a request of its own on one of
 * the six connections the scripts share. Here the packs a document names are one module, `export default`
 * every text of them, served at an address made of the packs' names: each names its chunk's content and its
 * language's texts, so the address changes when any of them does, and the file is cached like the build's.
 *
 * The document lists the packs the file holds (`data-packs`); the page takes their texts from it and asks a pack
 * of its own only for what the file does not hold (another language, a chunk loaded later), or when the file
 * fails (apps/web/src/lib/message-packs.ts). The build's packs stay as they are: the service worker keeps them,
 * and every other page and language loads them as before.
 */

/** Where the files are answered: under /assets/, as hashed files that never change their content. */
const PREFIX = '/assets/page-texts/';

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface PageTexts {
  /** The address of one file holding the texts of `packs` (build-relative names, `assets/…js`). */
  href(packs: readonly string[]): string;
  /** Answers the files whose address `href` gave. */
  register(app: FastifyInstance, headers: { cacheControl: string }): void;
}

export function pageTexts(webDistDir: string): PageTexts {
  const named = new Map<string, readonly string[]>();
  const encoded = new Map<string, Encoded>();
  const encode = (packs: readonly string[]): Encoded => {
    const identity = Buffer.from(
      composePageTexts(packs.map((pack) => readFileSync(join(webDistDir, pack), 'utf8'))),
    );
    return {
      identity,
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
  };
  return {
    href(packs) {
      const name = createHash('sha256').update(packs.join('\n')).digest('base64url').slice(0, 16);
      named.set(name, packs);
      return `${PREFIX}${name}.js`;
    },
    register(app, { cacheControl }) {
      app.get<{ Params: { file: string } }>(`${PREFIX}:file`, async (request, reply) => {
        const { file: asked } = request.params;
        const name = asked.endsWith('.js') ? asked.slice(0, -'.js'.length) : '';
        const packs = named.get(name);
        if (!packs) return reply.code(404).send({ error: 'Not found' });
        let file = encoded.get(name);
        if (!file) {
          file = encode(packs);
          encoded.set(name, file);
        }
        const encoding = acceptedEncoding(request.headers['accept-encoding']);
        reply
          .header('content-type', 'text/javascript; charset=utf-8')
          .header('cache-control', cacheControl)
          .header('vary', 'accept-encoding');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding ? file[encoding] : file.identity);
      });
    },
  };
}

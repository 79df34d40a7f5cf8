/**
 * What a first visit downloads: the JavaScript and CSS that apps/web/dist/index.html loads before any route
 * chunk, and every lazy route chunk, raw and compressed (gzip and brotli, as a CDN or proxy would serve them).
 *
 *   npm run build -w @portal/web && npm run bench:web
 *
 * Figures only: there is no pass/fail. Compare before and after a change that adds a dependency.
 */
import { log } from 'node:console';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]),
);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
function measure(file) {
  const bytes = readFileSync(join(dist, file));
  return {
    file,
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes).length,
  };
}

const assets = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => measure(`assets/${name}`))
  .sort((a, b) => b.raw - a.raw);

function table(title, rows) {
  log(`\n${title}`);
  for (const row of rows)
    log(
      `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)} gz ${kb(row.brotli).padStart(10)} br`,
    );
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  log(
    `  ${'total'.padEnd(44)} ${kb(sum('raw')).padStart(10)} ${kb(sum('gzip')).padStart(10)} gz ${kb(sum('brotli')).padStart(10)} br`,
  );
}

table(
  'Loaded by index.html (every first visit)',
  assets.filter((asset) => initial.has(asset.file)),
);
table(
  'Route chunks (loaded on demand)',
  assets.filter((asset) => !initial.has(asset.file)),
);

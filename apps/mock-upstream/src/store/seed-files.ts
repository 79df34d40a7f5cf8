import { crc32 } from 'node:zlib';
import { FILE_URL_BASE } from './file-vault.ts';
import { encodeRgbPng } from './png.ts';
import { seedDocuments } from './seed-user-data.ts';
import { seedUsers } from './seed-users.ts';

/**
 * Seeded files (the seed's documents and demo photos) have addresses under FILE_URL_BASE, a host that serves nothing. The mock
 * answers them as addresses in its own bucket under `seed/`, where a small sample picture or PDF is made on
 * request, so a seeded document opens like an uploaded one.
 */
export const SEED_FILE_KEY_PREFIX = 'seed/';

const SEEDED_BASE = `${FILE_URL_BASE}/`;

/** The bucket key of a seeded file's address, or undefined for any other address. */
function seededKeyOf(url: string): string | undefined {
  return url.startsWith(SEEDED_BASE)
    ? `${SEED_FILE_KEY_PREFIX}${url.slice(SEEDED_BASE.length)}`.toLowerCase()
    : undefined;
}

/** A seeded file's address as the mock serves it; any other address as it is. */
export function servedFileUrl(url: string, origin: string, storagePrefix: string): string {
  const key = seededKeyOf(url);
  return key === undefined ? url : `${origin}${storagePrefix}${key}`;
}

/** A seeded photo's address as the mock serves it (null stays null). */
export function servedPictureUrl(url: string | null, origin: string, storagePrefix: string): string | null {
  return url === null ? null : servedFileUrl(url, origin, storagePrefix);
}

/** The keys of the seed's files: only these have samples. */
const SEEDED_KEYS: ReadonlySet<string> = new Set([
  ...seedDocuments().flatMap(({ document }) => seededKeyOf(document.file_url) ?? []),
  ...seedUsers().flatMap((user) =>
    user.profile_picture_url ? (seededKeyOf(user.profile_picture_url) ?? []) : [],
  ),
]);

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/** The usual type of a storage key's extension, for bytes stored without one. */
export function contentTypeOfKey(key: string): string | undefined {
  const extension = /\.([a-z0-9]+)$/.exec(key)?.[1] ?? '';
  return CONTENT_TYPES[extension];
}

type Rgb = readonly [number, number, number];

/** A card-shaped picture (a coloured band, a photo box, lines of "text"): what an ID card scan looks like. */
function samplePng(seed: number): Buffer {
  const width = 320;
  const height = 200;
  const band: Rgb = [[30, 64, 175] as const, [4, 120, 87] as const, [180, 83, 9] as const][seed % 3]!;
  const pixel = (x: number, y: number): Rgb => {
    if (y < 36) return band;
    if (x >= 20 && x < 100 && y >= 56 && y < 166) return [203, 213, 225];
    // Five lines of "text" of different lengths beside the photo.
    const line = Math.floor((y - 60) / 24);
    const lineEnd = 300 - ((line * 37) % 90);
    if (x >= 120 && x < lineEnd && y >= 60 && y < 170 && (y - 60) % 24 < 8) return [100, 116, 139];
    return [241, 245, 249];
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

/** A one-page PDF saying what it is, with a correct cross-reference table. */
export function samplePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj 0 -28 Td /F1 12 Tf (Contoh dokumen dari mock broker) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The address of a document a seeded claim already holds (what its customer sent before the mock started):
 * a sample picture, like the seeded profile documents.
 */
export function seededClaimFileUrl(claimId: string, name: string, index: number): string {
  return `${SEEDED_BASE}claims/${claimId}/${name.replace(/_/g, '-')}-${index}.png`;
}

/** The keys `seededClaimFileUrl` gives (lower-cased, as every seeded key). */
const SEEDED_CLAIM_KEY = /^seed\/claims\/[a-z0-9_-]+\/[a-z0-9-]+-\d+\.png$/;

/** The sample bytes of a seeded file's key (`seed/…`), or undefined for any other key. */
export function seededFileBytes(key: string): Buffer | undefined {
  if (!SEEDED_KEYS.has(key) && !SEEDED_CLAIM_KEY.test(key)) return undefined;
  const type = contentTypeOfKey(key);
  const name = key.split('/').pop() ?? key;
  if (type === 'application/pdf') return samplePdf(name);
  if (type === 'image/png') return samplePng(crc32(key));
  return undefined;
}

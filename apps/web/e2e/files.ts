import { test } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/**
 * Files a user picks in the upload tests: in memory (Playwright's setInputFiles takes buffers), the oversized one
 * on disk.
 */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG photo: `size`×`size` pixels of a seeded colour pattern, a few KB (above the 1 KB minimum). */
export function pngPhoto(name: string, seed = 1, size = 48): PickedFile {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  let state = seed * 2654435761;
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size * 3; x += 1) {
      state = (state * 1103515245 + 12345) >>> 0;
      row[1 + x] = state >>> 24;
    }
    rows.push(row);
  }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** A Windows executable renamed to look like a photo: the extension says PNG, the bytes say MZ. */
export function renamedExecutable(name = 'foto-kerusakan.png'): PickedFile {
  const buffer = Buffer.alloc(4096, 0x90);
  buffer.write('MZ', 0, 'ascii');
  buffer.write('This program cannot be run in DOS mode.', 78, 'ascii');
  return { name, mimeType: 'image/png', buffer };
}

/**
 * A photo over the 25 MB limit (spec §9): 26 MB behind a PNG signature, written into the test's own output folder
 * (Playwright empties it on the next run) and given by its path. The browser reads a path from disk, where a 26 MB
 * buffer went through Playwright's protocol and once took over 90 s on a loaded CI machine.
 */
/**
 * A scanned document of `bytes` bytes on disk (a PDF's first bytes, then padding): as large as the upload limit
 * allows, for transfers that take a while (never made smaller on the device, as a photo is).
 */
export function largeDocument(name: string, bytes: number): string {
  const buffer = Buffer.alloc(bytes, 0x20);
  Buffer.from('%PDF-1.7\n').copy(buffer);
  const path = test.info().outputPath(name);
  writeFileSync(path, buffer);
  return path;
}

export function oversizedPhoto(name = 'foto-besar.png'): string {
  const buffer = Buffer.alloc(26 * 1024 * 1024, 0);
  pngPhoto('x').buffer.copy(buffer);
  const path = test.info().outputPath(name);
  writeFileSync(path, buffer);
  return path;
}

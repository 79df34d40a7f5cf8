import { encodeRgbPng } from '@portal/mock-upstream/png';

/**
 * A real PNG (RGB, noisy so it does not compress below the 1 KB minimum): what a phone photo looks like to
 * the content check, only smaller.
 */
export function pngImage(width = 48, height = 48): Buffer {
  const rows: Buffer[] = [];
  let seed = 7;
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let i = 1; i < row.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      row[i] = seed & 0xff;
    }
    rows.push(row);
  }
  return encodeRgbPng(width, height, rows);
}

/** A Windows executable: 'MZ', then a PE header offset, padded past the 1 KB minimum. */
export function windowsExecutable(): Buffer {
  const bytes = Buffer.alloc(4096);
  bytes.write('MZ', 0, 'ascii');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('PE\0\0', 0x80, 'ascii');
  return bytes;
}

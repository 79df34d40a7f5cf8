import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, contentTypeOf, IMAGE_FORMATS, uploadFormatOf } from './check-file.ts';

const MB = 1024 * 1024;
const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('checkFile', () => {
  it('accepts the five formats of spec §9 up to 25 MB', () => {
    expect(checkFile(file('ktp.jpg', 200_000, 'image/jpeg'))).toBeNull();
    expect(checkFile(file('KTP.JPEG', 200_000, 'image/jpeg'))).toBeNull();
    expect(checkFile(file('struk.png', 2 * MB, 'image/png'))).toBeNull();
    expect(checkFile(file('video.mp4', 25 * MB, 'video/mp4'))).toBeNull();
    expect(checkFile(file('invoice.pdf', 1024, 'application/pdf'))).toBeNull();
  });

  it('refuses a file over 25 MB with the size key', () => {
    expect(checkFile(file('video.mp4', 25 * MB + 1, 'video/mp4'))).toEqual({ key: 'file_too_large' });
    expect(checkFile(file('big.pdf', 26 * MB, 'application/pdf'))).toEqual({ key: 'file_too_large' });
  });

  it('refuses a file under 1 KB', () => {
    expect(checkFile(file('empty.jpg', 0, 'image/jpeg'))).toEqual({ key: 'file_too_small' });
    expect(checkFile(file('tiny.png', 1023, 'image/png'))).toEqual({ key: 'file_too_small' });
  });

  it('refuses other extensions and a type that contradicts the extension', () => {
    expect(checkFile(file('setup.exe', 5000, 'application/x-msdownload'))).toEqual({
      key: 'file_type_refused',
    });
    expect(checkFile(file('photo.heic', 5000, 'image/heic'))).toEqual({ key: 'file_type_refused' });
    expect(checkFile(file('noextension', 5000, 'image/jpeg'))).toEqual({ key: 'file_type_refused' });
    expect(checkFile(file('setup.exe.jpg', 5000, 'application/x-msdownload'))).toEqual({
      key: 'file_type_refused',
    });
    expect(checkFile(file('doc.pdf', 5000, 'image/png'))).toEqual({ key: 'file_type_refused' });
  });

  it('lets the extension decide when the browser gives no type', () => {
    expect(checkFile(file('scan.pdf', 5000, ''))).toBeNull();
    expect(checkFile(file('scan.pdf', 5000, 'application/octet-stream'))).toBeNull();
  });

  it('keeps to the formats asked for (photos only for image verification)', () => {
    expect(checkFile(file('scan.pdf', 5000, 'application/pdf'), IMAGE_FORMATS)).toEqual({
      key: 'file_type_refused',
    });
    expect(checkFile(file('imei.png', 5000, 'image/png'), IMAGE_FORMATS)).toBeNull();
  });
});

describe('file format helpers', () => {
  it('reads the format from the extension', () => {
    expect(uploadFormatOf('Foto.JPG')).toBe('jpg');
    expect(uploadFormatOf('a.b.pdf')).toBe('pdf');
    expect(uploadFormatOf('archive.zip')).toBeNull();
  });

  it('sends the usual type when the file has none', () => {
    expect(contentTypeOf('', 'jpg')).toBe('image/jpeg');
    expect(contentTypeOf('IMAGE/PNG', 'png')).toBe('image/png');
  });

  it('builds the accept attribute from extensions and types', () => {
    expect(acceptAttribute(IMAGE_FORMATS)).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});

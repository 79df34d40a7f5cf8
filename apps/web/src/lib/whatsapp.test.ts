import { describe, expect, it } from 'vitest';
import { whatsappUrl } from './whatsapp.ts';

describe('whatsappUrl', () => {
  it('links to wa.me with the digits of the number', () => {
    expect(whatsappUrl('6281119990000')).toBe('https://wa.me/6281119990000');
    expect(whatsappUrl('+62 811-1999-0000')).toBe('https://wa.me/6281119990000');
  });

  it('gives no link without a number', () => {
    expect(whatsappUrl(null)).toBeNull();
    expect(whatsappUrl(undefined)).toBeNull();
    expect(whatsappUrl(' - ')).toBeNull();
  });
});

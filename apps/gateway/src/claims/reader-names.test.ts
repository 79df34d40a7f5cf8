import { describe, expect, it } from 'vitest';
import { benefitNames, claimStatusNames } from './reader-names.ts';

/** One text in each of the portal's languages. */
const everywhere = (text: string) => ({ id: text, en: text, th: text, vi: text });

describe('a claim’s names in each language', () => {
  it('names a known status with the portal’s label in every language', () => {
    expect(claimStatusNames('document_pending', 'Menunggu dokumen')).toEqual({
      id: 'Dokumen tertunda',
      en: 'Document pending',
      th: 'รอเอกสาร',
      vi: 'Chờ bổ sung hồ sơ',
    });
  });

  it('names a status the portal does not know with the broker’s name in every language', () => {
    expect(claimStatusNames('paid_by_partner', 'Dibayar mitra')).toEqual(everywhere('Dibayar mitra'));
  });

  it('words a known benefit in the reader’s language and keeps the broker’s name for Indonesian', () => {
    const names = benefitNames('Perbaikan Layar Retak');
    expect(names.id).toBe('Perbaikan Layar Retak');
    expect(names.th).toBe('ค่าซ่อมหน้าจอแตก');
    expect(names.en).not.toBe('Perbaikan Layar Retak');
    expect(names.vi).not.toBe('Perbaikan Layar Retak');
  });

  it('keeps the broker’s name of a benefit it does not know in every language', () => {
    expect(benefitNames('Santunan Baru')).toEqual(everywhere('Santunan Baru'));
  });
});

import { describe, expect, it } from 'vitest';
import { foldForSearch, searchDictionary } from './dictionary-search.ts';
import type { DictionaryTerm } from './info-content.ts';

const term = (id: string, name: string, definition: string): DictionaryTerm => ({
  id,
  term: name,
  definition,
});

const INDONESIAN = [
  term('policy', 'Polis', 'Perjanjian antara Anda dan perusahaan asuransi.'),
  term('premium', 'Premi', 'Jumlah yang Anda bayar agar polis tetap berlaku.'),
  term('policyholder', 'Pemegang polis', 'Orang yang memiliki polis dan membayar premi.'),
  term('claim', 'Klaim', 'Permintaan pembayaran manfaat.'),
];

const ids = (terms: readonly DictionaryTerm[]) => terms.map((entry) => entry.id);

describe('searchDictionary', () => {
  it('lists every term alphabetically when nothing is typed', () => {
    expect(ids(searchDictionary(INDONESIAN, '', 'id'))).toEqual([
      'claim',
      'policyholder',
      'policy',
      'premium',
    ]);
    expect(ids(searchDictionary(INDONESIAN, '   ', 'id'))).toHaveLength(4);
  });

  it('finds a term by its name, whatever the case, names that start with it first', () => {
    expect(ids(searchDictionary(INDONESIAN, 'POLIS', 'id'))).toEqual(['policy', 'policyholder', 'premium']);
    expect(ids(searchDictionary(INDONESIAN, 'premi', 'id'))[0]).toBe('premium');
  });

  it('needs every typed word, in the name or the explanation', () => {
    expect(ids(searchDictionary(INDONESIAN, 'membayar premi', 'id'))).toEqual(['policyholder']);
    expect(ids(searchDictionary(INDONESIAN, 'manfaat', 'id'))).toEqual(['claim']);
  });

  it('finds nothing for nonsense', () => {
    expect(searchDictionary(INDONESIAN, 'xyzzyqq', 'id')).toEqual([]);
  });

  it('matches Vietnamese typed without accents', () => {
    const vietnamese = [
      term('premium', 'Phí bảo hiểm', 'Số tiền bạn trả.'),
      term('deductible', 'Mức khấu trừ', 'Phần tổn thất bạn tự chịu.'),
      term('insurer', 'Doanh nghiệp bảo hiểm', 'Công ty phát hành hợp đồng.'),
    ];
    expect(ids(searchDictionary(vietnamese, 'bao hiem', 'vi'))).toEqual(['insurer', 'premium']);
    expect(ids(searchDictionary(vietnamese, 'muc khau tru', 'vi'))).toEqual(['deductible']);
    expect(ids(searchDictionary(vietnamese, 'doanh', 'vi'))).toEqual(['insurer']);
  });

  it('keeps Thai marks, so a Thai word finds itself', () => {
    const thai = [
      term('premium', 'เบี้ยประกันภัย', 'จำนวนเงินที่คุณจ่าย'),
      term('claim', 'การเคลม', 'คำขอให้บริษัทประกันภัยจ่ายผลประโยชน์'),
    ];
    expect(ids(searchDictionary(thai, 'เคลม', 'th'))).toEqual(['claim']);
    expect(ids(searchDictionary(thai, 'ประกันภัย', 'th'))).toEqual(['premium', 'claim']);
  });
});

describe('foldForSearch', () => {
  it('lower-cases, drops Latin accents and squeezes spaces', () => {
    expect(foldForSearch('  Đồng   BẢO Hiểm ')).toBe('dong bao hiem');
  });

  it('leaves Thai marks alone', () => {
    expect(foldForSearch('เบี้ย')).toBe('เบี้ย'.normalize('NFD'));
  });
});

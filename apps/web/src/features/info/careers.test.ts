import { describe, expect, it } from 'vitest';
import { applicationHref, isCareersCountryFilter, openingsIn } from './careers.ts';
import type { JobOpening } from './info-content.ts';

const opening = (id: string, country: JobOpening['country']): JobOpening => ({
  id,
  country,
  city: 'Jakarta',
  title: id,
  team: 'Klaim',
  kind: 'Penuh waktu',
  summary: '',
  requirements: [],
});

const OPENINGS = [opening('a', 'id'), opening('b', 'th'), opening('c', 'id')];

describe('openingsIn', () => {
  it('keeps every opening for all countries and one country’s otherwise', () => {
    expect(openingsIn(OPENINGS, 'all').map((job) => job.id)).toEqual(['a', 'b', 'c']);
    expect(openingsIn(OPENINGS, 'id').map((job) => job.id)).toEqual(['a', 'c']);
  });

  it('is empty for a country with no openings', () => {
    expect(openingsIn(OPENINGS, 'vi')).toEqual([]);
  });
});

describe('isCareersCountryFilter', () => {
  it('accepts the four filters only', () => {
    expect(['all', 'id', 'th', 'vi'].every(isCareersCountryFilter)).toBe(true);
    expect(isCareersCountryFilter('my')).toBe(false);
    expect(isCareersCountryFilter(undefined)).toBe(false);
  });
});

describe('applicationHref', () => {
  it('puts the position in the subject', () => {
    expect(applicationHref('karier@polisku.example', 'Staf Klaim & Survei')).toBe(
      'mailto:karier@polisku.example?subject=Staf%20Klaim%20%26%20Survei',
    );
    expect(applicationHref('karier@polisku.example')).toBe('mailto:karier@polisku.example');
  });
});

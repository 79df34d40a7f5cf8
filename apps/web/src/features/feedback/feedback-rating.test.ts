import { describe, expect, it } from 'vitest';
import { ratingFromLink } from './feedback-rating.ts';

describe('ratingFromLink', () => {
  it('takes a rating from 1 to 5', () => {
    expect(ratingFromLink('1')).toBe(1);
    expect(ratingFromLink('5')).toBe(5);
  });

  it('leaves anything else unchosen', () => {
    for (const raw of ['0', '6', '4.5', 'abc', '', '-1']) expect(ratingFromLink(raw)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pageOf } from './paging.ts';

describe('pageOf', () => {
  const numbers = Array.from({ length: 20 }, (_, index) => index);
  const even = (value: number) => value % 2 === 0;

  it('pages the kept records in order and counts all of them', () => {
    expect(pageOf(numbers, even, 0, 3)).toEqual({ page: [0, 2, 4], total: 10 });
    expect(pageOf(numbers, even, 8, 5)).toEqual({ page: [16, 18], total: 10 });
  });

  it('answers an empty page past the end, with the total', () => {
    expect(pageOf(numbers, even, 10, 5)).toEqual({ page: [], total: 10 });
  });
});

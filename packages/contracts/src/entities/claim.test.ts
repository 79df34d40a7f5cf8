import { describe, expect, it } from 'vitest';
import { ClaimListQuery } from './claim.ts';

describe('ClaimListQuery', () => {
  it('defaults to the all tab and first page', () => {
    expect(ClaimListQuery.parse({})).toEqual({ offset: 0, limit: 10, filter: 'all' });
  });

  it('accepts a tab, paging and a partner id from the query string', () => {
    expect(
      ClaimListQuery.parse({ filter: 'after-documents', offset: '10', limit: '5', partner_id: 'p1' }),
    ).toEqual({ filter: 'after-documents', offset: 10, limit: 5, partner_id: 'p1' });
  });

  it.each([
    ['an unknown tab', { filter: 'closed' }],
    ['a zero limit', { limit: '0' }],
    ['a fractional offset', { offset: '1.5' }],
  ])('rejects %s', (_case, query) => {
    expect(ClaimListQuery.safeParse(query).success).toBe(false);
  });
});

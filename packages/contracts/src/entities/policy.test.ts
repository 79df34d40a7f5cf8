import { describe, expect, it } from 'vitest';
import { DEFAULT_POLICY_STATE_FILTER } from '../constants.ts';
import { PolicyFilters } from './policy.ts';

describe('PolicyFilters', () => {
  it('coerces query-string paging and defaults it', () => {
    expect(PolicyFilters.parse({ offset: '20', limit: '10', coverage: 'active' })).toEqual({
      offset: 20,
      limit: 10,
      coverage: 'active',
    });
    expect(PolicyFilters.parse({})).toEqual({ offset: 0, limit: 10 });
  });

  it('accepts the default policy state filter and a partner', () => {
    const parsed = PolicyFilters.parse({ policyState: DEFAULT_POLICY_STATE_FILTER, partner: 'lazada' });
    expect(parsed.policyState).toBe('COMPLETED,PENDING_DOCUMENT');
    expect(parsed.partner).toBe('lazada');
  });

  it.each([
    ['a lower-case state', { policyState: 'completed' }],
    ['a trailing comma', { policyState: 'COMPLETED,' }],
    ['an unknown coverage', { coverage: 'lapsed' }],
    ['a negative offset', { offset: '-1' }],
    ['a limit over 100', { limit: '500' }],
  ])('rejects %s', (_case, query) => {
    expect(PolicyFilters.safeParse(query).success).toBe(false);
  });
});

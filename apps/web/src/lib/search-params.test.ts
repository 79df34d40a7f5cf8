import { describe, expect, it } from 'vitest';
import { CLAIM_LIST_FILTERS } from '@portal/contracts/claim-constants';
import {
  CLAIM_LIST_TABS,
  claimCompletionSearchSchema,
  homeSearchSchema,
  loginSearchSchema,
  pageCount,
  pageOffset,
} from './search-params.ts';

describe('CLAIM_LIST_TABS', () => {
  it("are the contracts' claim list filters, in their order", () => {
    expect(CLAIM_LIST_TABS).toEqual(CLAIM_LIST_FILTERS);
  });
});

describe('homeSearchSchema', () => {
  it('defaults to the first page of all policies', () => {
    expect(homeSearchSchema.parse({})).toEqual({ source: 'polis', tab: 'all', page: 1 });
  });

  it('keeps valid policy and claim params', () => {
    expect(homeSearchSchema.parse({ source: 'polis', tab: 'expired', page: 3 })).toEqual({
      source: 'polis',
      tab: 'expired',
      page: 3,
    });
    expect(homeSearchSchema.parse({ source: 'claim', tab: 'after-documents', page: '2' })).toEqual({
      source: 'claim',
      tab: 'after-documents',
      page: 2,
    });
  });

  it('falls back per field instead of failing', () => {
    expect(homeSearchSchema.parse({ source: 'agency-x', tab: 42, page: -4 })).toEqual({
      source: 'polis',
      tab: 'all',
      page: 1,
    });
    expect(homeSearchSchema.parse({ page: 'abc', tab: 'active' })).toEqual({
      source: 'polis',
      tab: 'active',
      page: 1,
    });
    expect(homeSearchSchema.parse({ page: 1.5 })).toMatchObject({ page: 1 });
  });

  it('does not carry a tab over to the other list', () => {
    expect(homeSearchSchema.parse({ source: 'claim', tab: 'active' })).toMatchObject({ tab: 'all' });
    expect(homeSearchSchema.parse({ source: 'polis', tab: 'settled' })).toMatchObject({ tab: 'all' });
  });

  it('reads the agency policy filters, page and page size', () => {
    expect(homeSearchSchema.parse({ source: 'agency-policy' })).toEqual({
      source: 'agency-policy',
      product: 'car-protection',
      coverage: 'all',
      page: 1,
      size: 10,
    });
    expect(
      homeSearchSchema.parse({
        source: 'agency-policy',
        product: 'travel-protection',
        coverage: 'expired',
        page: 2,
        size: '5',
      }),
    ).toEqual({
      source: 'agency-policy',
      product: 'travel-protection',
      coverage: 'expired',
      page: 2,
      size: 5,
    });
  });

  it('falls back on unknown agency filters and page sizes', () => {
    expect(
      homeSearchSchema.parse({ source: 'agency-policy', product: 'pet', coverage: 'ACTIVE', size: 7 }),
    ).toMatchObject({ product: 'car-protection', coverage: 'all', size: 10 });
  });

  it('keeps only the params of the list it opens', () => {
    expect(
      homeSearchSchema.parse({ source: 'agency-claim', tab: 'settled', product: 'travel-protection' }),
    ).toEqual({ source: 'agency-claim', tab: 'settled', page: 1, size: 10 });
    expect(homeSearchSchema.parse({ source: 'polis', size: 5, coverage: 'active' })).toEqual({
      source: 'polis',
      tab: 'all',
      page: 1,
    });
  });
});

describe('loginSearchSchema', () => {
  it('keeps the flow, the id and a local redirect', () => {
    expect(loginSearchSchema.parse({ flow: 'go-driver', id: 123, redirect: '/?source=claim' })).toEqual({
      flow: 'go-driver',
      id: '123',
      redirect: '/?source=claim',
    });
  });

  it('drops unknown flows and redirects to other sites', () => {
    expect(loginSearchSchema.parse({ flow: 'grab', redirect: '//evil.example/x' })).toEqual({});
    expect(loginSearchSchema.parse({ redirect: 'https://evil.example' })).toEqual({});
    expect(loginSearchSchema.parse({ redirect: '/\\evil.example' })).toEqual({});
  });
});

describe('the validators as the router calls them (Standard Schema)', () => {
  it('answers the same value through ~standard.validate, and never fails a malformed search', () => {
    expect(homeSearchSchema['~standard'].validate({ source: 'claim', page: '4' })).toEqual({
      value: { source: 'claim', tab: 'all', page: 4 },
    });
    expect(homeSearchSchema['~standard'].validate('not an object')).toEqual({
      value: { source: 'polis', tab: 'all', page: 1 },
    });
    expect(homeSearchSchema.parse({ page: '10001' })).toMatchObject({ page: 1 });
  });

  it('drops empty or overlong text and ids that are not text', () => {
    expect(claimCompletionSearchSchema.parse({ claim: 'clm_1', step: '' })).toEqual({ claim: 'clm_1' });
    expect(claimCompletionSearchSchema.parse({ claim: ['clm_1'] })).toEqual({});
  });
});

describe('paging', () => {
  it('turns pages into offsets and totals into page counts', () => {
    expect(pageOffset(1, 10)).toBe(0);
    expect(pageOffset(3, 10)).toBe(20);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
  });
});

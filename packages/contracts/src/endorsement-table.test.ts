import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue.ts';
import {
  ENDORSEMENT_FIELDS,
  ENDORSEMENT_ROWS,
  endorsementLinkFor,
  endorsementPath,
  matchEndorsementPath,
  paramNamesOf,
  type EndorsementKey,
} from './endorsement-table.ts';

/** Spec §2 "Endorsement routes", as written there. */
const SPEC_ROUTES = [
  '/lazada/hospital-cash-plan/endorse/{id}',
  '/lazada-full-gadget-protection/endorse/{id}',
  '/goviet-hotel-stay-protection/endorse/{id}',
  '/shopee/full-gadget/endorse/{id}',
  '/shopeevn/full-gadget/endorse/{id}',
  '/shopeevn/mobile-insurance/endorse/{id}',
  '/shopeethai/electronics/endorse/{id}',
  '/shopee/crack-screen-protection/endorse/{id}',
  '/xiaomi/gadget-insurance/endorse/{id}',
  '/gosure/gamer-insurance/endorse/{id}',
  '/gosure/personal-accident-insurance/endorse/{id}',
  '/gosure/sharia-insurance/endorse/{id}',
  '/gosure/cancer-insurance/endorse/{id}',
  '/gosure/corona/endorse/{id}',
  '/rukita/vehicle-insurance/endorse/{id}',
  '/lazada-crack-screen/endorse/{id}',
  '/lazada-vehicle-protection/endorse/{id}',
  '/tokopedia/endorse',
  '/tokopedia/crackscreen/endorse',
  '/firstmedia/endorse',
  '/credit-insurance/moladin/endorse/{id}/{token}',
  '/mobile/product-liability/lazada/endorse/{id}/{token}',
  '/gosure/endorse/{id}',
  '/{productId}/aggregate-endorse/{aggregateId}',
  '/{productId}/endorse/{id}',
];

describe('the partner endorsement table', () => {
  it('keys its rows by literal keys (a Record over the keys is exhaustive)', () => {
    const narrow: string extends EndorsementKey ? false : true = true;
    expect(narrow).toBe(true);
  });

  it('has one row per spec §2 endorsement route, and no other', () => {
    const paths = ENDORSEMENT_ROWS.map((row) => row.path.replace(/:([A-Za-z]+)/g, '{$1}'));
    expect([...paths].sort()).toEqual([...SPEC_ROUTES].sort());
    expect(new Set(ENDORSEMENT_ROWS.map((row) => row.key)).size).toBe(ENDORSEMENT_ROWS.length);
  });

  it('names catalogue calls only, and fields the field list defines', () => {
    for (const row of ENDORSEMENT_ROWS) {
      expect(catalogue[row.detail], row.key).toBeDefined();
      expect(catalogue[row.endorse], row.key).toBeDefined();
      const names = [...(row.fields === 'all' ? [] : row.fields), ...row.summary];
      for (const name of names) expect(Object.keys(ENDORSEMENT_FIELDS), `${row.key} ${name}`).toContain(name);
    }
  });

  it('matches every route to its own row: fixed segments before the generic rows', () => {
    for (const row of ENDORSEMENT_ROWS) {
      const params = Object.fromEntries(paramNamesOf(row).map((name) => [name, `${name}-1`]));
      const path = endorsementPath(row, params);
      expect(matchEndorsementPath(path), path).toEqual({ row, params });
    }
    expect(matchEndorsementPath('/gosure/endorse/pol_1')?.row.key).toBe('gosure');
    expect(matchEndorsementPath('/travel-protection/endorse/pol_1/')).toMatchObject({
      row: { key: 'product' },
      params: { productId: 'travel-protection', id: 'pol_1' },
    });
    expect(matchEndorsementPath('/a%20b/endorse/x%2Fy')?.params).toEqual({ productId: 'a b', id: 'x/y' });
    for (const other of [
      '/tokopedia/shipping',
      '/policydetail/pol_1',
      '/x/endorse/1/2',
      '/a/b/c/endorse',
      '/%E0/endorse/1',
    ]) {
      expect(matchEndorsementPath(other), other).toBeNull();
    }
  });

  it('links a logged-in policy to its product row, else its partner row, else the generic product row', () => {
    const link = (internal_id: string, product_key: string, partner = 'other') =>
      endorsementLinkFor({ internal_id, product_key, partner })?.href;
    expect(link('pol_1003', 'lazada-vehicle-protection', 'lazada')).toBe(
      '/lazada-vehicle-protection/endorse/pol_1003',
    );
    expect(link('pol_1001', 'tokopedia-crack-screen', 'tokopedia')).toBe(
      '/tokopedia/crackscreen/endorse?id=pol_1001',
    );
    expect(link('pol_7030', 'gosure-travel', 'gosure')).toBe('/gosure/endorse/pol_7030');
    // A product without a row of its own, and a tokenised product (its token comes only in the partner's link).
    expect(link('pol_1005', 'travel-protection')).toBe('/travel-protection/endorse/pol_1005');
    expect(link('pol_7021', 'moladin-credit-insurance', 'moladin')).toBe(
      '/moladin-credit-insurance/endorse/pol_7021',
    );
    for (const href of ['/travel-protection/endorse/pol_1005', '/gosure/endorse/pol_7030']) {
      expect(matchEndorsementPath(href)?.row.access, href).toBe('id');
    }
  });

  it('imports nothing at runtime (the web bundle carries it without zod)', () => {
    const source = readFileSync(new URL('./endorsement-table.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/^import (.*) from/gm)].map((match) => match[1]);
    expect(imports.every((clause) => clause?.startsWith('type '))).toBe(true);
  });
});

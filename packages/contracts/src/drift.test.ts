import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import {
  findDrifts,
  findExtraFields,
  judgeDrifts,
  parseJsonPath,
  tolerantSchema,
  type Drift,
} from './drift.ts';

const card = {
  internal_id: 'pol_1',
  product_display_name: 'Proteksi Gadget',
  package_name: 'Gadget Basic',
  application_no: 'APP-1',
  policy_number: 'POL-1',
  category_code: 'gadget',
  category_name: 'Gadget',
  policyholder_name: 'Budi',
  expiry_time: '2027-01-01T00:00:00+07:00',
  product_key: 'gadget',
  partner: 'tokopedia',
  coverage_status: 'ACTIVE',
  package_code_slug: 'gadget-basic',
  request: { is_family: false, additional_protection: false },
};
const list = (cards: unknown[]) => ({ data: cards, meta: { offset: 0, limit: 10, total: cards.length } });
const { response: policyList } = catalogue.policyList;

const kinds = (drifts: Drift[]) => drifts.map(({ path, kind }) => `${kind} ${path}`);

describe('findDrifts', () => {
  it('finds nothing in an answer that keeps its contract', () => {
    expect(findDrifts(policyList, list([card, card]))).toEqual([]);
  });

  it('names each kind of drift with its JSON path', () => {
    const { policy_number: _number, ...withoutNumber } = card;
    const drifted = [
      { ...card, loyalty_tier: 'gold' },
      withoutNumber,
      { ...card, expiry_time: 1767200400 },
      { ...card, coverage_status: 'SUSPENDED' },
      { ...card, product_key: null },
      { ...card, request: { is_family: 'no', additional_protection: false } },
    ];
    const drifts = findDrifts(policyList, list(drifted));
    expect(kinds(drifts).sort()).toEqual(
      [
        'extra_field $.data[0].loyalty_tier',
        'missing_field $.data[1].policy_number',
        'wrong_type $.data[2].expiry_time',
        'unknown_enum_value $.data[3].coverage_status',
        'null_not_allowed $.data[4].product_key',
        'wrong_type $.data[5].request.is_family',
      ].sort(),
    );
    expect(
      drifts.find((drift) => drift.kind === 'wrong_type' && drift.path.endsWith('expiry_time')),
    ).toMatchObject({
      expected: 'string',
      received: 'number',
    });
    expect(drifts.find((drift) => drift.kind === 'unknown_enum_value')).toMatchObject({
      expected: 'one of "ACTIVE" | "INACTIVE" | "EXPIRED"',
      received: '"SUSPENDED"',
    });
  });

  it('tells a value that breaks a rule of its field, and never echoes a person’s data', () => {
    const schema = z.object({ email: z.email(), phone: z.string().regex(/^62\d+$/) });
    const drifts = findDrifts(schema, { email: 'budi.santoso', phone: '0812-555' });
    expect(kinds(drifts)).toEqual(['invalid_value $.email', 'invalid_value $.phone']);
    expect(JSON.stringify(drifts)).not.toMatch(/budi|0812/);
  });

  it('reads a union by the option the value is closest to', () => {
    const schema = z.object({
      answer: z.union([z.string(), z.number()]),
      detail: z.union([
        z.object({ kind: z.literal('a'), size: z.number() }),
        z.object({ kind: z.literal('b') }),
      ]),
    });
    const drifts = findDrifts(schema, { answer: true, detail: { kind: 'a', size: '2', extra: 1 } });
    expect(kinds(drifts)).toEqual(['wrong_type $.answer', 'wrong_type $.detail.size']);
    expect(drifts[0]).toMatchObject({ expected: 'string | number', received: 'boolean' });
  });

  it('finds extra keys in records and lists, and none where the contract allows any', () => {
    const schema = z.object({
      items: z.array(z.object({ a: z.string() })),
      labels: z.record(z.string(), z.string()),
    });
    expect(
      kinds(findExtraFields(schema, { items: [{ a: 'x' }, { a: 'y', b: 1 }], labels: { any: 'x' } })),
    ).toEqual(['extra_field $.items[1].b']);
    expect(findDrifts(z.looseObject({ a: z.string() }), { a: 'x', b: 2 })).toEqual([]);
  });

  it('writes keys that are not names in brackets, and reads its own paths back', () => {
    const drifts = findDrifts(z.object({}), { 'x-y': 1 });
    expect(drifts[0]?.path).toBe('$["x-y"]');
    expect(parseJsonPath('$.data[3]["x-y"].a')).toEqual(['data', 3, 'x-y', 'a']);
    expect(parseJsonPath('$.data[*].a')).toEqual(['data', 0, 'a']);
  });
});

describe('judgeDrifts', () => {
  it('breaks users only where the portal reads the field', () => {
    const { category_code: _code, ...withoutCategory } = card;
    const answer = list([
      { ...card, loyalty_tier: 'gold' },
      withoutCategory,
      { ...card, request: { is_family: false, additional_protection: 'yes' } },
      { ...card, coverage_status: 'SUSPENDED' },
    ]);
    const verdicts = judgeDrifts('policyList', findDrifts(policyList, answer));
    const byPath = Object.fromEntries(verdicts.map((verdict) => [verdict.path, verdict]));
    expect(byPath['$.data[0].loyalty_tier']).toMatchObject({
      breaks: false,
      reason: expect.stringMatching(/drops it/),
    });
    expect(byPath['$.data[1].category_code']).toMatchObject({
      breaks: false,
      reason: expect.stringContaining('never reads $.data[*].category_code'),
    });
    expect(byPath['$.data[2].request.additional_protection']?.breaks).toBe(false);
    expect(byPath['$.data[3].coverage_status']).toMatchObject({
      breaks: true,
      reason: expect.stringMatching(/reads/),
    });
  });
});

describe('tolerantSchema', () => {
  it('reads an answer whose drifts are all on unread fields, and keeps what the page reads', () => {
    const { category_code: _code, ...withoutCategory } = card;
    const answer = list([{ ...withoutCategory, package_code_slug: 12 }]);
    expect(policyList.safeParse(answer).success).toBe(false);
    const parsed = tolerantSchema(policyList).safeParse(answer);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ data: [{ internal_id: 'pol_1', coverage_status: 'ACTIVE' }] });
  });

  it('still refuses a drift on a field the page reads', () => {
    expect(tolerantSchema(policyList).safeParse(list([{ ...card, internal_id: null }])).success).toBe(false);
  });

  it('is the schema itself where nothing under it is marked', () => {
    const schema = catalogue.claimList.response;
    expect(tolerantSchema(schema)).toBe(schema);
  });
});

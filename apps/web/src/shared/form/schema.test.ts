import { describe, expect, it } from 'vitest';
import { buildFormResolver, checkFormInputs, fieldProblem, isPastOnlyDate, localToday } from './schema.ts';
import { testField } from './test-fields.ts';

const today = '2026-05-20';
const context = { today };
const options = [
  { value: 'theft', label: 'Pencurian' },
  { value: 'damage', label: 'Kerusakan' },
];

function problemOf(field: ReturnType<typeof testField>, input: unknown) {
  return fieldProblem(field, input, context);
}

describe('fieldProblem', () => {
  it('asks for every required kind that is empty', () => {
    expect(problemOf(testField('text', { required: true }), '   ')).toBe('required');
    expect(problemOf(testField('number', { required: true }), '')).toBe('required');
    expect(problemOf(testField('boolean', { required: true }), null)).toBe('required');
    expect(problemOf(testField('checkbox', { required: true, options }), [])).toBe('required');
    expect(problemOf(testField('choices', { required: true, options }), '')).toBe('required');
    expect(problemOf(testField('choices_external', { required: true }), '')).toBe('required');
    expect(problemOf(testField('year', { required: true }), '')).toBe('required');
    expect(problemOf(testField('date', { required: true }), '')).toBe('required');
    expect(problemOf(testField('asterisk', { required: true }), '')).toBe('required');
    expect(problemOf(testField('sketch', { required: true }), '')).toBe('required');
    expect(problemOf(testField('file', { required: true }), [])).toBe('required');
  });

  it('lets optional fields stay empty', () => {
    for (const [type, input] of [
      ['text', ''],
      ['number', ''],
      ['boolean', null],
      ['checkbox', []],
      ['year', ''],
      ['date', ''],
      ['sketch', ''],
      ['file', []],
      ['disclaimer', false],
    ] as const) {
      expect(problemOf(testField(type), input)).toBeNull();
    }
  });

  it('takes a boolean false as an answer, but a required disclaimer must be ticked', () => {
    expect(problemOf(testField('boolean', { required: true }), false)).toBeNull();
    expect(problemOf(testField('disclaimer', { required: true }), false)).toBe('disclaimer');
    expect(problemOf(testField('disclaimer', { required: true }), true)).toBeNull();
  });

  it('accepts only the offered choices', () => {
    expect(problemOf(testField('choices', { options }), 'theft')).toBeNull();
    expect(problemOf(testField('choices', { options }), 'fire')).toBe('format');
    expect(problemOf(testField('checkbox', { options }), ['theft', 'damage'])).toBeNull();
    expect(problemOf(testField('checkbox', { options }), ['theft', 'fire'])).toBe('format');
  });

  it('bounds years to 1950 up to next year', () => {
    const year = testField('year');
    expect(problemOf(year, '1950')).toBeNull();
    expect(problemOf(year, '2027')).toBeNull();
    expect(problemOf(year, '1949')).toBe('year_range');
    expect(problemOf(year, '2028')).toBe('year_range');
    expect(problemOf(year, '20x6')).toBe('format');
    expect(problemOf(year, '26')).toBe('year_range');
  });

  it('takes non-negative numbers only', () => {
    const amount = testField('number');
    expect(problemOf(amount, '0')).toBeNull();
    expect(problemOf(amount, '1500000')).toBeNull();
    expect(problemOf(amount, '12.5')).toBeNull();
    expect(problemOf(amount, '-1')).toBe('negative');
    expect(problemOf(amount, '1.500.000')).toBeNull();
    expect(problemOf(amount, '1.50.0')).toBe('number_format');
    expect(problemOf(amount, 'abc')).toBe('number_format');
  });

  it('refuses a wrong date and a future date of an incident', () => {
    const incident = testField('date', { name: 'incident_date' });
    expect(problemOf(incident, '2026-05-20')).toBeNull();
    expect(problemOf(incident, '2026-05-21')).toBe('future_date');
    expect(problemOf(incident, '2026-02-30')).toBe('date_format');
    expect(problemOf(incident, '20/05/2026')).toBe('date_format');
    // A scheduled date (the salvage pick-up) may be in the future.
    expect(problemOf(testField('date', { name: 'pickup_date' }), '2026-06-01')).toBeNull();
  });

  it('tells an IMEI of other than 15 digits and a KTP number of other than 16, but not a masked saved one', () => {
    const imei = testField('text', { name: 'imei' });
    expect(problemOf(imei, '357881104523312')).toBeNull();
    expect(problemOf(imei, '123')).toBe('imei');
    expect(problemOf(imei, '35788110452331X')).toBe('imei');
    const ktp = testField('asterisk', { name: 'id_number' });
    expect(problemOf(ktp, '3174054506920004')).toBeNull();
    expect(problemOf(ktp, '12345')).toBe('id_number');
    expect(problemOf(ktp, '************0004')).toBeNull();
  });

  it('applies the account number rule of the contracts to the bank form', () => {
    const account = testField('text', { name: 'account_number', required: true });
    expect(problemOf(account, '1234567890')).toBeNull();
    expect(problemOf(account, '12-34')).toBe('format');
  });

  it('accepts any text, sketch ref and file refs', () => {
    expect(problemOf(testField('asterisk'), 'KTP 3174')).toBeNull();
    expect(problemOf(testField('sketch'), '/files/abc')).toBeNull();
    expect(problemOf(testField('file', { is_list: true }), ['/files/a', '/files/b'])).toBeNull();
    expect(problemOf(testField('choices_external'), 'JKT')).toBeNull();
  });
});

describe('isPastOnlyDate', () => {
  it('holds for dates of past events only', () => {
    const field = (name: string, type: 'date' | 'choices' = 'date', label = '') => ({ name, type, label });
    expect(isPastOnlyDate(field('incident_date'))).toBe(true);
    expect(isPastOnlyDate(field('date_of_death'))).toBe(true);
    expect(isPastOnlyDate(field('purchase_date'))).toBe(true);
    expect(isPastOnlyDate(field('item_date', 'date', 'Tanggal pembelian'))).toBe(true);
    expect(isPastOnlyDate(field('pickup_date'))).toBe(false);
    expect(isPastOnlyDate(field('incident_type', 'choices'))).toBe(false);
  });
});

describe('checkFormInputs', () => {
  const fields = [
    testField('date', { name: 'incident_date', required: true }),
    testField('boolean', { name: 'reported', required: true }),
    testField('number', { name: 'amount' }),
    testField('year', { name: 'item_year' }),
    testField('checkbox', { name: 'parts', options, is_list: true }),
    testField('asterisk', { name: 'reference' }),
    testField('disclaimer', { name: 'declaration', required: true }),
    testField('file', { name: 'receipt' }),
  ];
  const check = (input: Parameters<typeof checkFormInputs>[2]) => checkFormInputs(fields, context, input);

  it('hands over the stored values: numbers as numbers, blanks as null, a single file as its ref', () => {
    const result = check({
      incident_date: '2026-05-01',
      reported: false,
      amount: ' 1500000 ',
      item_year: '2024',
      parts: ['damage'],
      reference: ' 3174 0912 ',
      declaration: true,
      receipt: ['/files/r1'],
    });
    expect(result).toEqual({
      ok: true,
      values: {
        incident_date: '2026-05-01',
        reported: false,
        amount: 1500000,
        item_year: 2024,
        parts: ['damage'],
        reference: '3174 0912',
        declaration: true,
        receipt: '/files/r1',
      },
    });
  });

  it('reports each refused field by name with its problem code', () => {
    const result = check({
      incident_date: '2026-06-01',
      reported: null,
      amount: '-5',
      item_year: '1900',
      parts: [],
      reference: '',
      declaration: false,
      receipt: [],
    });
    expect(result).toEqual({
      ok: false,
      problems: {
        incident_date: 'future_date',
        reported: 'required',
        amount: 'negative',
        item_year: 'year_range',
        declaration: 'disclaimer',
      },
    });
  });

  it('gives react-hook-form each problem code as the field error, and the stored values when all pass', async () => {
    const resolver = buildFormResolver([testField('number', { name: 'amount', required: true })], context);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    expect(await resolver({ amount: '' }, undefined, options)).toEqual({
      values: {},
      errors: { amount: { type: 'custom', message: 'required' } },
    });
    expect(await resolver({ amount: '12' }, undefined, options)).toEqual({
      values: { amount: 12 },
      errors: {},
    });
  });
});

describe('localToday', () => {
  it('is the local calendar date', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

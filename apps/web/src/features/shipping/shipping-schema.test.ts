import { describe, expect, it } from 'vitest';
import { checkShippingClaim, shippingProblemText } from './shipping-schema.ts';

const valid = {
  orderId: ' INV/20260330/MPL/3819203 ',
  airwayBillNo: 'jp 1234 5678 90',
  description: 'Monitor retak di pojok kiri saat paket dibuka.',
  photos: ['/files/abc'],
};

const problemsOf = (input: typeof valid) => {
  const result = checkShippingClaim(input);
  return result.ok ? {} : result.problems;
};

describe('shipping claim form rules', () => {
  it('accepts a filled form, trimming the order and writing the airway bill as the courier prints it', () => {
    const result = checkShippingClaim(valid);
    expect(result.ok && result.values).toMatchObject({
      orderId: 'INV/20260330/MPL/3819203',
      airwayBillNo: 'JP1234567890',
    });
  });

  it('names each problem with its own code and words', () => {
    expect(problemsOf({ orderId: '', airwayBillNo: '', description: 'rusak', photos: [] })).toEqual({
      orderId: 'order_required',
      airwayBillNo: 'airway_bill_required',
      description: 'description_short',
      photos: 'photos_required',
    });
    expect(problemsOf({ ...valid, airwayBillNo: 'JP-12' })).toEqual({ airwayBillNo: 'airway_bill_invalid' });
    expect(
      problemsOf({ ...valid, photos: Array.from({ length: 11 }, (_, index) => `/files/${index}`) }),
    ).toEqual({
      photos: 'photos_too_many',
    });
    expect(problemsOf({ ...valid, orderId: 'x'.repeat(200) })).toEqual({ orderId: 'order_too_long' });
    expect(shippingProblemText('description_short')).toMatch(/20/);
    expect(shippingProblemText('something else')).toEqual(expect.any(String));
    expect(shippingProblemText(undefined)).toBeUndefined();
  });
});

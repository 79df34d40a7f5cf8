import { describe, expect, it } from 'vitest';
import { SendOtpRequest } from './auth.ts';

describe('SendOtpRequest', () => {
  const valid = { phone: '6281234567890', medium: 'whatsapp', language_code: 'id', partner: 'tokopedia' };

  it('accepts a spec payload, captcha optional', () => {
    expect(SendOtpRequest.parse(valid)).toEqual(valid);
    expect(SendOtpRequest.parse({ ...valid, captcha_response: 'token' }).captcha_response).toBe('token');
  });

  it.each([
    ['a phone with a plus', { ...valid, phone: '+6281234567890' }],
    ['a too short phone', { ...valid, phone: '62812' }],
    ['an unknown medium', { ...valid, medium: 'email' }],
    ['an unknown language', { ...valid, language_code: 'fr' }],
    ['no phone', { medium: 'sms', language_code: 'id' }],
  ])('rejects %s', (_case, payload) => {
    expect(SendOtpRequest.safeParse(payload).success).toBe(false);
  });
});

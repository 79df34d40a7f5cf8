import { describe, expect, it } from 'vitest';
import {
  maskContextOf,
  maskFields,
  maskHeaders,
  maskString,
  maskText,
  maskValue,
  REDACTED,
} from './journal-masking.ts';

const anywhere = maskContextOf('/api/v1/policy/policies/');
const onOtpCall = maskContextOf('/api/v1/policy/endorsement/verify_otp/');

describe('journal masking', () => {
  it('hides the credential headers, in requests and answers', () => {
    expect(
      maskHeaders({
        authorization: 'Bearer abc',
        'Proxy-Authorization': 'Basic xyz',
        cookie: 'sid=1',
        'set-cookie': ['a=1', 'b=2'],
        'content-length': 12,
        accept: 'application/json',
      }),
    ).toEqual({
      authorization: REDACTED,
      'proxy-authorization': REDACTED,
      cookie: REDACTED,
      'set-cookie': REDACTED,
      'content-length': '12',
      accept: 'application/json',
    });
  });

  it('hides secret keys at any depth, in any case, and leaves everything else', () => {
    expect(
      maskValue(
        {
          token: 'abc',
          profile: { name: 'Budi', Access_Token: 'sso', nested: [{ refresh_token: 'r', id: 1 }] },
          otp: '123456',
          password: 'p',
          signature: 's',
          authorization_token: 'a',
          empty: null,
          token_type: 'bearer',
        },
        anywhere,
      ),
    ).toEqual({
      token: REDACTED,
      profile: { name: 'Budi', Access_Token: REDACTED, nested: [{ refresh_token: REDACTED, id: 1 }] },
      otp: REDACTED,
      password: REDACTED,
      signature: REDACTED,
      authorization_token: REDACTED,
      empty: null,
      token_type: 'bearer',
    });
  });

  it('hides a code only when it is an OTP code: digits, on an OTP call or beside an operation id', () => {
    expect(maskValue({ code: '123456' }, onOtpCall)).toEqual({ code: REDACTED });
    expect(maskValue({ operation_id: 'otp_1', code: 123456 }, anywhere)).toEqual({
      operation_id: 'otp_1',
      code: REDACTED,
    });
    expect(maskValue({ code: '3174', name: 'Jakarta Selatan' }, anywhere)).toEqual({
      code: '3174',
      name: 'Jakarta Selatan',
    });
    expect(maskValue({ error: 'Kode OTP salah', code: 'otp_invalid' }, onOtpCall)).toEqual({
      error: 'Kode OTP salah',
      code: 'otp_invalid',
    });
  });

  it('hides secrets spelled out in strings: URL parameters and bearer credentials', () => {
    expect(maskString('http://h/__storage/a.jpg?signature=abc&tenant=x')).toBe(
      `http://h/__storage/a.jpg?signature=${REDACTED}&tenant=x`,
    );
    expect(maskString('https://h/p?id=1&token=etk-1&TOKEN=2')).toBe(
      `https://h/p?id=1&token=${REDACTED}&TOKEN=${REDACTED}`,
    );
    expect(maskString('sent Bearer eyJ.abc-def with it')).toBe(`sent Bearer ${REDACTED} with it`);
    expect(maskString('no secrets = here')).toBe('no secrets = here');
    expect(maskValue({ links: ['http://h/x?signature=s'] }, anywhere)).toEqual({
      links: [`http://h/x?signature=${REDACTED}`],
    });
  });

  it('hides secrets in JSON text that was cut, even a value cut in the middle', () => {
    expect(maskText('{"token":"abc","name":"x","otp":123456,"refresh_token":"cut-he', anywhere)).toBe(
      `{"token":"${REDACTED}","name":"x","otp":"${REDACTED}","refresh_token":"${REDACTED}"`,
    );
    expect(maskText('{"operation_id":"otp_1","code":"654321"', anywhere)).toBe(
      `{"operation_id":"otp_1","code":"${REDACTED}"`,
    );
    expect(maskText('[{"code":"3174","name":"Jakarta"}]', anywhere)).toBe(
      '[{"code":"3174","name":"Jakarta"}]',
    );
  });

  it('hides secret multipart fields by the same rules', () => {
    expect(maskFields({ otp: '123456', phone: '6281200000001', note: 'see ?signature=x' }, anywhere)).toEqual(
      {
        otp: REDACTED,
        phone: '6281200000001',
        note: `see ?signature=${REDACTED}`,
      },
    );
  });
});

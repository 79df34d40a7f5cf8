import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from '../observability/request-log.ts';
import { UpstreamError } from '../upstream/client.ts';
import { censorSecrets, gatewayLoggerOptions } from './logging.ts';

/** A Fastify app with the gateway's logger settings, and the JSON lines it writes. */
function loggedApp() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      callback();
    },
  });
  const app = Fastify({
    logger: gatewayLoggerOptions({ LOG_LEVEL: 'trace' }, stream),
    logController: new OneLinePerRequest(),
  });
  return { app, lines };
}

describe('gateway log lines', () => {
  it('censor fields named like secrets at any of four levels, in any letter case, and keep the rest', () => {
    const { app, lines } = loggedApp();
    const fields = {
      otp: '123456',
      input: {
        phone: '6281200000001',
        OTP: '654321',
        nested: { accessToken: 'sso-token-1', keep: 'kept-1' },
      },
      list: [{ uploadUrl: 'https://storage.example/signed?sig=abc' }, { name: 'kept-2' }],
      deep: { a: { b: { fileRef: '/files/sealed-ref' } } },
      headers: {
        Cookie: 'portal_session=sealed',
        'set-cookie': ['portal_session=x'],
        authorization: 'Bearer t',
      },
      count: 3,
    };
    const before = JSON.stringify(fields);
    app.log.info(fields, 'a call');
    const line = lines.at(-1)!;
    const text = JSON.stringify(line);
    for (const secret of [
      '123456',
      '654321',
      'sso-token-1',
      'sig=abc',
      'sealed-ref',
      'portal_session',
      'Bearer t',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    expect(line).toMatchObject({
      msg: 'a call',
      otp: '[redacted]',
      input: {
        phone: '6281200000001',
        OTP: '[redacted]',
        nested: { accessToken: '[redacted]', keep: 'kept-1' },
      },
      list: [{ uploadUrl: '[redacted]' }, { name: 'kept-2' }],
      deep: { a: { b: { fileRef: '[redacted]' } } },
      headers: { Cookie: '[redacted]', 'set-cookie': '[redacted]', authorization: '[redacted]' },
      count: 3,
    });
    // The caller's object is not changed by logging it.
    expect(JSON.stringify(fields)).toBe(before);
  });

  it("censor an error's own fields and what they hold, keeping its message", () => {
    const { app, lines } = loggedApp();
    const error = Object.assign(new UpstreamError('policyList', 500, { code: 'boom' }), {
      token: 'broker-token-1',
      request: { headers: { authorization: 'Bearer broker-token-2' } },
    });
    app.log.error({ err: error, endpoint: 'policyList' }, 'upstream failed');
    const line = lines.at(-1)!;
    expect(JSON.stringify(line)).not.toContain('broker-token');
    expect(line).toMatchObject({
      endpoint: 'policyList',
      err: {
        type: 'UpstreamError',
        message: 'Upstream policyList failed with 500 (boom)',
        status: 500,
        body: { code: 'boom' },
        token: '[redacted]',
        request: { headers: { authorization: '[redacted]' } },
      },
    });
  });

  it('censor a secret field bound to a child logger', () => {
    const { app, lines } = loggedApp();
    app.log.child({ reqId: 'req-12345678', token: 'child-token', cookie: 'child-cookie' }).info('bound');
    expect(lines.at(-1)).toMatchObject({ reqId: 'req-12345678', token: '[redacted]', cookie: '[redacted]' });
  });

  it('show a request by its path only: no query values, no headers', async () => {
    const { app, lines } = loggedApp();
    app.get('/trpc/:path', async () => ({ ok: true }));
    await app.inject({
      url: '/trpc/policies.list?input=%7B%22otp%22%3A%22123456%22%7D',
      headers: { cookie: 'portal_session=sealed-cookie', authorization: 'Bearer t' },
    });
    const completed = lines.find((line) => line.msg === 'request completed')!;
    expect(completed).toMatchObject({
      req: { method: 'GET', url: '/trpc/policies.list?…' },
      res: { statusCode: 200 },
    });
    expect(JSON.stringify(lines)).not.toMatch(/123456|sealed-cookie|Bearer t/);
  });
});

describe('censorSecrets', () => {
  it('returns values without secrets as they are, and leaves byte arrays and self-writing values whole', () => {
    const plain = { a: 1, b: { c: [1, 2, { d: 'x' }] } };
    expect(censorSecrets(plain)).toBe(plain);
    const bytes = Buffer.from('token');
    expect((censorSecrets({ bytes }) as { bytes: Buffer }).bytes).toBe(bytes);
    const when = new Date(0);
    expect((censorSecrets({ when }) as { when: Date }).when).toBe(when);
  });

  it('stops below four levels and on cycles', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(() => censorSecrets(cyclic)).not.toThrow();
    const tooDeep = { a: { b: { c: { d: { token: 'five-levels-down' } } } } };
    expect(censorSecrets(tooDeep)).toBe(tooDeep);
  });
});

import { describe, expect, it } from 'vitest';
import { buildGatewayApp } from '../src/app.ts';
import { readEnv } from '../src/env.ts';
import { redisMissing, startRedisServer } from './redis-server.ts';
import { createTrpcHttp } from './trpc-http.ts';

/** What a caller sees while the gateway's Redis is down (decision record 0019). */
describe.skipIf(redisMissing)('a gateway whose Redis goes away', () => {
  it('keeps answering pages past the rate limit, and answers budget calls with a typed, retryable 503', async () => {
    const redis = await startRedisServer();
    const gateway = await buildGatewayApp({
      env: readEnv({ LOG_LEVEL: 'silent', REDIS_URL: redis.url, RATE_LIMIT_PER_MINUTE: '3' }),
      // Never reached: the budget is checked before the broker is asked.
      upstreamUrl: 'http://127.0.0.1:9',
      webDistDir: null,
      logger: false,
    });
    try {
      const baseUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
      const health = async () => (await fetch(`${baseUrl}/healthz`)).status;
      expect([await health(), await health(), await health(), await health()]).toEqual([200, 200, 200, 429]);

      await redis.stop();
      // The request rate limit protects capacity, not accounts: without its counts, requests pass.
      expect(await health()).toBe(200);
      const sent = await createTrpcHttp(baseUrl).mutate('auth.sendOtp', {
        countryCode: '62',
        phone: '81200000001',
        medium: 'sms',
        languageCode: 'id',
      });
      expect(sent.status).toBe(503);
      expect(sent.error?.data).toMatchObject({ code: 'SERVICE_UNAVAILABLE', errorKey: 'server_problem' });
    } finally {
      await gateway.close();
      await redis.stop();
    }
  });
});

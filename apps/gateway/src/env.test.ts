import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('gateway env', () => {
  it('has working defaults for development', () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.UPSTREAM_URL).toBeUndefined();
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses production without a session secret, with a readable message', () => {
    expect(() => readEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production/);
  });

  it('refuses a bad upstream URL and a short secret', () => {
    expect(() => readEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => readEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, DEFAULT_SCENARIO_DIR, readEnv } from './env.ts';

describe('readEnv', () => {
  it('has defaults for everything', () => {
    expect(readEnv({})).toEqual({
      PORT: 4010,
      MOCK_TENANT_LIMIT: 64,
      MOCK_TENANT_IDLE_MINUTES: 30,
      HOST: '0.0.0.0',
      MOCK_DEV_MODE: true,
      MOCK_ADMIN_ENABLED: true,
      MOCK_SEED: 'default',
      MOCK_DATA_DIR: DEFAULT_DATA_DIR,
      MOCK_SCENARIO_DIR: DEFAULT_SCENARIO_DIR,
      MOCK_RECORD: false,
      LOG_LEVEL: 'info',
    });
    expect(DEFAULT_DATA_DIR).toMatch(/apps[/\\]mock-upstream[/\\]data$/);
    expect(DEFAULT_SCENARIO_DIR).toMatch(/apps[/\\]mock-upstream[/\\]scenarios$/);
  });

  it('reads flags and numbers', () => {
    expect(readEnv({ PORT: '5000', MOCK_DEV_MODE: 'false', MOCK_ADMIN_ENABLED: '0' })).toMatchObject({
      PORT: 5000,
      MOCK_DEV_MODE: false,
      MOCK_ADMIN_ENABLED: false,
    });
  });

  it('reads the named seed and refuses an unknown one', () => {
    expect(readEnv({ MOCK_SEED: 'large' }).MOCK_SEED).toBe('large');
    expect(() => readEnv({ MOCK_SEED: 'huge' })).toThrow(/MOCK_SEED/);
  });

  it('names every bad value', () => {
    expect(() => readEnv({ PORT: 'eighty', MOCK_DEV_MODE: 'yes please' })).toThrow(
      /PORT[\s\S]*MOCK_DEV_MODE/,
    );
  });
});

describe('readEnv: proxy, record and replay', () => {
  it('reads the broker, its paths and the recording settings', () => {
    expect(
      readEnv({
        MOCK_PROXY_URL: 'http://127.0.0.1:4011/',
        MOCK_PROXY_PATHS: '/api/v1/policy/**, /__storage/**',
        MOCK_RECORD: 'true',
        MOCK_RECORD_FILE: '/tmp/run.json',
      }),
    ).toMatchObject({
      MOCK_PROXY_URL: 'http://127.0.0.1:4011',
      MOCK_PROXY_PATHS: ['/api/v1/policy/**', '/__storage/**'],
      MOCK_RECORD: true,
      MOCK_RECORD_FILE: '/tmp/run.json',
    });
  });

  it('names each setting that is bad or needs another', () => {
    expect(() => readEnv({ MOCK_PROXY_URL: 'ftp://broker' })).toThrow(/MOCK_PROXY_URL/);
    expect(() => readEnv({ MOCK_RECORD: 'true' })).toThrow(/MOCK_RECORD: needs MOCK_PROXY_URL/);
    expect(() => readEnv({ MOCK_PROXY_URL: 'http://b', MOCK_RECORD_FILE: 'r.json' })).toThrow(
      /MOCK_RECORD_FILE: needs MOCK_RECORD=true/,
    );
    expect(() => readEnv({ MOCK_REPLAY_FILE: 'r.json', MOCK_SCENARIO: 'slow-broker' })).toThrow(
      /MOCK_REPLAY_FILE/,
    );
    expect(() => readEnv({ MOCK_PROXY_URL: 'http://b', MOCK_PROXY_PATHS: '^(' })).toThrow(/MOCK_PROXY_PATHS/);
  });
});

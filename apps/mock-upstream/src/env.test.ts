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

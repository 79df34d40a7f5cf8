import { describe, expect, it } from 'vitest';
import { readEnv } from './env.ts';

describe('readEnv', () => {
  it('has defaults for everything', () => {
    expect(readEnv({})).toEqual({
      PORT: 4010,
      HOST: '0.0.0.0',
      MOCK_DEV_MODE: true,
      MOCK_ADMIN_ENABLED: true,
      LOG_LEVEL: 'info',
    });
  });

  it('reads flags and numbers', () => {
    expect(readEnv({ PORT: '5000', MOCK_DEV_MODE: 'false', MOCK_ADMIN_ENABLED: '0' })).toMatchObject({
      PORT: 5000,
      MOCK_DEV_MODE: false,
      MOCK_ADMIN_ENABLED: false,
    });
  });

  it('names every bad value', () => {
    expect(() => readEnv({ PORT: 'eighty', MOCK_DEV_MODE: 'yes please' })).toThrow(
      /PORT[\s\S]*MOCK_DEV_MODE/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createCountryReader, deviceOf } from './session-device.ts';

const request = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Parameters<
    ReturnType<typeof createCountryReader>
  >[0];

describe('deviceOf', () => {
  it('names the browser, system and kind of device of common User-Agents', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS', kind: 'tablet' });
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
    ).toEqual({ browser: 'Microsoft Edge', os: 'Windows', kind: 'desktop' });
  });

  it('leaves unknown what a User-Agent does not say, without failing', () => {
    expect(deviceOf(undefined)).toEqual({ browser: null, os: null, kind: null });
    expect(deviceOf('   ')).toEqual({ browser: null, os: null, kind: null });
    expect(deviceOf('curl/8.5.0')).toEqual({ browser: null, os: null, kind: null });
    expect(deviceOf(`${'x'.repeat(100_000)} Firefox/133.0`).browser).toBeNull();
  });
});

describe('createCountryReader', () => {
  const read = createCountryReader({ header: 'CF-IPCountry', trustedProxies: ['10.0.0.0/8', 'loopback'] });

  it('believes the header only from a listed proxy, as a two-letter country', () => {
    expect(read(request('10.1.2.3', { 'cf-ipcountry': 'vn' }))).toBe('VN');
    expect(read(request('::ffff:127.0.0.1', { 'cf-ipcountry': 'ID' }))).toBe('ID');
    expect(read(request('203.0.113.9', { 'cf-ipcountry': 'ID' }))).toBeNull();
    for (const value of ['XX', 'T1', 'Indonesia', ''])
      expect(read(request('10.1.2.3', { 'cf-ipcountry': value }))).toBeNull();
    expect(read(request('10.1.2.3'))).toBeNull();
  });

  it('reads nothing without a header name or without trusted proxies', () => {
    expect(
      createCountryReader({ header: undefined, trustedProxies: ['loopback'] })(
        request('127.0.0.1', { 'cf-ipcountry': 'TH' }),
      ),
    ).toBeNull();
    expect(
      createCountryReader({ header: 'cf-ipcountry', trustedProxies: [] })(
        request('127.0.0.1', { 'cf-ipcountry': 'TH' }),
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@portal/contracts/entities/config';
import { productConfig, selectPartnerConfig } from './partner-config.ts';

function config(product_key: string, overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    product_key,
    partner: product_key,
    display_name: product_key,
    brand_variant: 'default',
    host: null,
    whatsapp_number: null,
    ...overrides,
  };
}

const CONFIGS = [
  config('portal', { partner: 'broker', brand_variant: 'broker', host: 'portal.broker.test' }),
  config('default'),
  config('tokopedia'),
  config('gojek-passenger', { partner: 'gojek' }),
];

describe('productConfig', () => {
  it('finds a product by its key, never the default skin', () => {
    expect(productConfig(CONFIGS, 'tokopedia')?.partner).toBe('tokopedia');
    expect(productConfig(CONFIGS, 'default')).toBeNull();
    expect(productConfig(CONFIGS, 'nothing')).toBeNull();
  });
});

describe('selectPartnerConfig', () => {
  it('takes the product of the first path segment', () => {
    expect(selectPartnerConfig(CONFIGS, 'default', '/gojek-passenger/claim', null)?.partner).toBe('gojek');
    expect(selectPartnerConfig(CONFIGS, 'default', '/tokopedia', 'gojek-passenger')?.product_key).toBe(
      'tokopedia',
    );
  });

  it('falls back to the remembered product, then to the brand of the host', () => {
    expect(selectPartnerConfig(CONFIGS, 'default', '/', 'gojek-passenger')?.product_key).toBe(
      'gojek-passenger',
    );
    expect(selectPartnerConfig(CONFIGS, 'broker', '/policydetail/1', null)?.product_key).toBe('portal');
    expect(selectPartnerConfig(CONFIGS, 'default', '/', 'gone')?.product_key).toBe('default');
    expect(selectPartnerConfig([], 'default', '/', null)).toBeNull();
  });
});

import type { AppConfig } from '@portal/contracts/entities/config';
import type { BrandVariant } from './brand.ts';

/*
 * Which partner configuration applies, without the query client: the app reads the config through TanStack
 * Query (lib/app-config.ts), the login document with one fetch (decision record 0027); both choose here.
 */

const PRODUCT_KEY_STORAGE = 'portal.productKey';
/** Configs that describe a host's skin rather than a product a visitor can land on. */
const NOT_A_PRODUCT = new Set(['default']);

/** The partner configuration of a product landing page (`/{product}`), or null when there is none. */
export function productConfig(configs: readonly AppConfig[], productKey: string): AppConfig | null {
  if (NOT_A_PRODUCT.has(productKey)) return null;
  return configs.find((config) => config.product_key === productKey) ?? null;
}

/** The product a visitor came in through, so that later pages (and logout) keep its configuration. */
export function rememberProductKey(productKey: string): void {
  try {
    window.sessionStorage.setItem(PRODUCT_KEY_STORAGE, productKey);
  } catch {
    // storage blocked: the product only applies while its path is open
  }
}

export function rememberedProductKey(): string | null {
  try {
    return window.sessionStorage.getItem(PRODUCT_KEY_STORAGE);
  } catch {
    return null;
  }
}

/**
 * Spec §2: the root path and a path named after a product key (first segment) select the partner
 * configuration. The first segment wins, then the product the visitor came in through, then the
 * configuration of the host's brand.
 */
export function selectPartnerConfig(
  configs: readonly AppConfig[],
  brand: BrandVariant,
  pathname: string,
  remembered: string | null,
): AppConfig | null {
  const firstSegment = pathname.split('/')[1] ?? '';
  return (
    (firstSegment ? productConfig(configs, firstSegment) : null) ??
    (remembered ? productConfig(configs, remembered) : null) ??
    configs.find((config) => config.host !== null && config.brand_variant === brand) ??
    configs.find((config) => config.product_key === 'default') ??
    null
  );
}

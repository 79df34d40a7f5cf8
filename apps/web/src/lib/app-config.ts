import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts/entities/config';
import { BRANDS, type Brand, type BrandVariant } from './brand.ts';
import { trpc } from './trpc.ts';

/** The host's brand and the partner configurations of app/pre; they do not change during a visit. */
export function appConfigQuery() {
  return trpc.config.get.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY });
}

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

export function useAppConfig() {
  return useQuery(appConfigQuery());
}

/** The host's skin; the default skin while the config loads or when it cannot be had. */
export function useBrand(): { variant: BrandVariant } & Brand {
  const variant = useAppConfig().data?.brand ?? 'default';
  return { variant, ...BRANDS[variant] };
}

export function usePartnerConfig(): AppConfig | null {
  const config = useAppConfig().data;
  const { pathname } = useLocation();
  if (!config) return null;
  return selectPartnerConfig(config.configs, config.brand, pathname, rememberedProductKey());
}

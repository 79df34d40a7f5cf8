import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts/entities/config';
import { BRANDS, type Brand, type BrandVariant } from './brand.ts';
import { rememberedProductKey, selectPartnerConfig } from './partner-config.ts';
import { trpc } from './trpc.ts';

/** The host's brand and the partner configurations of app/pre; they do not change during a visit. */
export function appConfigQuery() {
  return trpc.config.get.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY });
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

import type { ExternalSource, FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';

/** The service-center payment form's values. */
export type ServiceCentreValues = {
  province_code: string;
  brand_code: string;
  city_code: string;
  postal_code: string;
  service_center: string;
  branch_code: string;
};
export type Level = keyof ServiceCentreValues;

/**
 * The cascade of spec §2, in order: each level's list comes from its list call filtered by the levels
 * before it, and a change empties every level after it.
 */
export const LEVELS: readonly {
  level: Level;
  source: ExternalSource;
  label: () => string;
  filters: (values: ServiceCentreValues, brandCategory: string | null) => Record<string, string>;
  /** Levels that must be chosen before this list is asked for. */
  needs: readonly Level[];
}[] = [
  {
    level: 'province_code',
    source: 'province-list',
    label: () => m.payout_province(),
    filters: () => ({}),
    needs: [],
  },
  {
    level: 'brand_code',
    source: 'brand-list',
    label: () => m.payout_brand(),
    filters: (_values, category): Record<string, string> => (category ? { category } : {}),
    needs: ['province_code'],
  },
  {
    level: 'city_code',
    source: 'cities',
    label: () => m.payout_city(),
    filters: (values) => ({ province_code: values.province_code }),
    needs: ['province_code', 'brand_code'],
  },
  {
    level: 'postal_code',
    source: 'postal-codes',
    label: () => m.payout_postal_code(),
    filters: (values) => ({ city_code: values.city_code }),
    needs: ['city_code'],
  },
  {
    level: 'service_center',
    source: 'list-service-center',
    label: () => m.payout_service_centre(),
    filters: (values) => ({
      brand_code: values.brand_code,
      province_code: values.province_code,
      city_code: values.city_code,
      postal_code: values.postal_code,
    }),
    needs: ['brand_code', 'province_code', 'city_code', 'postal_code'],
  },
  {
    level: 'branch_code',
    source: 'service-branch-list',
    label: () => m.payout_branch(),
    filters: (values) => ({ service_center: values.service_center, city_code: values.city_code }),
    needs: ['service_center'],
  },
];

export const EMPTY: ServiceCentreValues = {
  province_code: '',
  brand_code: '',
  city_code: '',
  postal_code: '',
  service_center: '',
  branch_code: '',
};

export function startValues(initial: Readonly<Record<string, FormValue>> | undefined): ServiceCentreValues {
  const values = { ...EMPTY };
  // Saved values count only as a prefix of the cascade: a gap empties everything after it.
  for (const { level } of LEVELS) {
    const saved = initial?.[level];
    if (typeof saved !== 'string' || saved === '') break;
    values[level] = saved;
  }
  return values;
}

/**
 * The brand the claim already names (its own form's brand, from the same brand list) stands in for the brand
 * level while the user has chosen none, once a province is chosen and the brand list holds it: the user is not
 * asked again, and can still pick another.
 */
export function withBrandHint(
  values: ServiceCentreValues,
  hint: string | null,
  brands: readonly { value: string }[] | undefined,
): ServiceCentreValues {
  if (!hint || values.province_code === '' || values.brand_code !== '') return values;
  return brands?.some((brand) => brand.value === hint) ? { ...values, brand_code: hint } : values;
}

/** Empties every level after `level`. */
export function withLevel(values: ServiceCentreValues, level: Level, value: string): ServiceCentreValues {
  const index = LEVELS.findIndex((entry) => entry.level === level);
  const next = { ...values, [level]: value };
  for (const later of LEVELS.slice(index + 1)) next[later.level] = '';
  return next;
}

/** The first level not chosen yet, or null when the choice is complete. */
export function firstMissing(values: ServiceCentreValues): Level | null {
  return LEVELS.find(({ level }) => values[level] === '')?.level ?? null;
}

export function labelOf(level: Level): string {
  return LEVELS.find((entry) => entry.level === level)?.label() ?? level;
}

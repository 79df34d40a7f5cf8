import type { ExternalSource } from '@portal/contracts/entities/form-field-rules';
import type { FormField } from './field-values.ts';

interface FilterSource {
  /** The filter key `lists.options` expects. */
  key: string;
  /** The sibling field (by its list) whose value fills the filter. */
  from: ExternalSource;
  /** Without it the list cannot be asked for: the user picks the parent first. */
  required: boolean;
}

/** Which sibling values each list call needs (claim-api §2 `lists.options` filters). */
const LIST_FILTERS: Record<ExternalSource, readonly FilterSource[]> = {
  'brand-list': [],
  'get-bank-list': [],
  'province-list': [],
  cities: [{ key: 'province_code', from: 'province-list', required: true }],
  'postal-codes': [{ key: 'city_code', from: 'cities', required: true }],
  'list-service-center': [
    { key: 'brand_code', from: 'brand-list', required: true },
    { key: 'province_code', from: 'province-list', required: false },
    { key: 'city_code', from: 'cities', required: false },
    { key: 'postal_code', from: 'postal-codes', required: false },
  ],
  'service-branch-list': [
    { key: 'service_center', from: 'list-service-center', required: true },
    { key: 'city_code', from: 'cities', required: false },
  ],
  // Endorsement forms: a bike's model by its brand; city, then district, then town; a city within its province.
  bike_brand_list: [],
  bike_model_list: [{ key: 'brand_code', from: 'bike_brand_list', required: true }],
  nationality_data: [],
  'province-details': [],
  city_data: [{ key: 'province_code', from: 'province-details', required: false }],
  district_data: [{ key: 'city_code', from: 'city_data', required: true }],
  town_data: [{ key: 'district_code', from: 'district_data', required: true }],
};

export type ExternalFilters =
  | { ready: true; filters: Record<string, string> }
  /** A parent is not chosen yet: `waitingFor` is its field, to name it to the user. */
  | { ready: false; waitingFor: FormField | null };

/**
 * The filters of a choices_external field's list call, from the values of its sibling fields; `fixed` adds
 * filters the page knows and the form does not (the product's brand category, for instance). A parent
 * missing from the form altogether leaves its optional filter out; a required one the page must give in `fixed`.
 */
export function externalFilters(
  field: Pick<FormField, 'external_source'>,
  fields: readonly FormField[],
  values: Readonly<Record<string, unknown>>,
  fixed: Readonly<Record<string, string>> = {},
): ExternalFilters {
  const source = field.external_source;
  if (!source) return { ready: false, waitingFor: null };
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(fixed)) if (value !== '') filters[key] = value;
  for (const need of LIST_FILTERS[source]) {
    if (filters[need.key]) continue;
    const parent = fields.find((sibling) => sibling.external_source === need.from);
    const value = parent ? values[parent.name] : undefined;
    if (typeof value === 'string' && value !== '') filters[need.key] = value;
    else if (need.required) return { ready: false, waitingFor: parent ?? null };
  }
  return { ready: true, filters };
}

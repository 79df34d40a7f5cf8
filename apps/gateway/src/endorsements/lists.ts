import type { EndorsementListSource } from '@portal/contracts/entities/form-field-rules';
import type { Context } from '../trpc/context.ts';
import { portalError } from '../trpc/errors.ts';

/** One option of a choices_external field (the shape `lists.options` answers). */
export interface ListOption {
  value: string;
  label: string;
  detail?: string;
}

type Filters = Record<string, string>;

function required(filters: Filters, name: string): string {
  const value = filters[name];
  if (!value) throw portalError('BAD_REQUEST', 'invalid_input');
  return value;
}

const asOptions = (list: readonly { code: string; name: string }[]): ListOption[] =>
  list.map((entry) => ({ value: entry.code, label: entry.name }));

/**
 * The lists of endorsement fields (spec §7 tags calls and province-details). The broker answers bike models
 * and cities whole, each with its parent, so the narrowing by the parent the user chose happens here.
 * Reference data: the calls carry no session, so tokenised and authorized forms use them too.
 */
export const ENDORSEMENT_LIST_OPTIONS: Record<
  EndorsementListSource,
  (ctx: Pick<Context, 'upstream'>, filters: Filters) => Promise<ListOption[]>
> = {
  bike_brand_list: async (ctx) => asOptions((await ctx.upstream.call('bikeBrandList')).data),
  bike_model_list: async (ctx, filters) => {
    const brand = required(filters, 'brand_code');
    const models = (await ctx.upstream.call('bikeModelList')).data;
    return asOptions(models.filter((model) => model.brand_code === brand));
  },
  nationality_data: async (ctx) => asOptions((await ctx.upstream.call('nationalityData')).data),
  'province-details': async (ctx) => asOptions((await ctx.upstream.call('provinceDetails')).data),
  city_data: async (ctx, filters) => {
    const province = filters.province_code;
    const cities = (await ctx.upstream.call('cityData')).data;
    return asOptions(province ? cities.filter((city) => city.parent_code === province) : cities);
  },
  district_data: async (ctx, filters) =>
    asOptions(
      (await ctx.upstream.call('districtData', { query: { city_code: required(filters, 'city_code') } }))
        .data,
    ),
  town_data: async (ctx, filters) =>
    asOptions(
      (await ctx.upstream.call('townData', { query: { district_code: required(filters, 'district_code') } }))
        .data,
    ),
};

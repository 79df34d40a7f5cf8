import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { ExternalSource } from '@portal/contracts/entities/form-field';
import {
  isEndorsementListSource,
  type ExternalSource as ExternalSourceName,
} from '@portal/contracts/entities/form-field-rules';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { orFail, portalError } from '../trpc/errors.ts';
import { ENDORSEMENT_LIST_OPTIONS, type ListOption } from '../endorsements/lists.ts';

type Filters = Record<string, string>;

function required(filters: Filters, name: string): string {
  const value = filters[name];
  if (!value) throw portalError('BAD_REQUEST', 'invalid_input');
  return value;
}

const optional = (filters: Filters, name: string): string | undefined => filters[name] || undefined;

/** Each list call and how its entries become options: variation as data (CONVENTIONS habit 12). */
const SOURCES: Record<ExternalSourceName, (ctx: Context, filters: Filters) => Promise<ListOption[]>> = {
  'brand-list': async (ctx, filters) =>
    (await ctx.upstream.call('brandList', { query: { category: optional(filters, 'category') } })).data.map(
      (brand) => ({ value: brand.code, label: brand.name }),
    ),
  'get-bank-list': async (ctx) =>
    (await ctx.upstream.call('getBankList')).data.map((bank) => ({
      value: bank.bank_code,
      label: bank.name,
    })),
  'province-list': async (ctx) =>
    (await ctx.upstream.call('provinceList')).data.map((region) => ({
      value: region.code,
      label: region.name,
    })),
  cities: async (ctx, filters) =>
    (
      await ctx.upstream.call('cities', { query: { province_code: required(filters, 'province_code') } })
    ).data.map((region) => ({ value: region.code, label: region.name })),
  'postal-codes': async (ctx, filters) =>
    (
      await ctx.upstream.call('postalCodes', { query: { city_code: required(filters, 'city_code') } })
    ).data.map((entry) => ({ value: entry.postal_code, label: entry.postal_code, detail: entry.area })),
  'list-service-center': async (ctx, filters) =>
    (
      await ctx.upstream.call('listServiceCenter', {
        query: {
          brand_code: required(filters, 'brand_code'),
          province_code: optional(filters, 'province_code'),
          city_code: optional(filters, 'city_code'),
          postal_code: optional(filters, 'postal_code'),
        },
      })
    ).data.map((centre) => ({ value: centre.value, label: centre.display_name })),
  'service-branch-list': async (ctx, filters) =>
    (
      await ctx.upstream.call('serviceBranchList', {
        query: {
          service_center: required(filters, 'service_center'),
          city_code: optional(filters, 'city_code'),
        },
      })
    ).data.map((branch) => ({
      value: branch.branch_code,
      label: branch.name,
      detail: [branch.address, branch.specializing].filter(Boolean).join(' · '),
    })),
  ...ENDORSEMENT_LIST_OPTIONS,
};

export const listsRouter = router({
  /**
   * The options of a choices_external field from its list call, narrowed by the filters the call takes.
   * The endorsement lists are reference data open without a session (spec §6: tokenised and authorized
   * endorsements); every other list needs one, and a broker 401 on the way ends it.
   */
  options: publicProcedure
    .input(
      z.object({
        source: ExternalSource,
        filters: z.record(z.string().min(1).max(40), z.string().max(100)).default({}),
      }),
    )
    .query(async ({ ctx, input }) => {
      if (!ctx.session && !isEndorsementListSource(input.source)) {
        throw portalError('UNAUTHORIZED', 'session_expired');
      }
      try {
        return await orFail(SOURCES[input.source](ctx, input.filters), { errorKey: 'something_wrong' });
      } catch (error) {
        if (error instanceof TRPCError && error.code === 'UNAUTHORIZED' && ctx.session) ctx.clearSession();
        throw error;
      }
    }),
});

import { publicProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';
import type { AppConfig } from '@portal/contracts/entities/config';

/** The brand skin follows the host (spec §1): a host configured for the broker variant gets it. */
export function brandForHost(configs: readonly AppConfig[], host: string): AppConfig['brand_variant'] {
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const match = configs.find((config) => config.host?.toLowerCase() === hostname);
  return match?.brand_variant ?? 'default';
}

export const configRouter = router({
  get: publicProcedure.query(async ({ ctx }) => {
    const { configs } = await orFail(ctx.upstream.call('appPre'), { errorKey: 'something_wrong' });
    return { configs, brand: brandForHost(configs, ctx.req.hostname) };
  }),
  /** Error reporting and tag manager settings for the page, from the gateway's environment (no broker call). */
  telemetry: publicProcedure.query(({ ctx }) => ctx.config.telemetry),
});

import { publicProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';

export const configRouter = router({
  get: publicProcedure.query(({ ctx }) =>
    orFail(ctx.upstream.call('appPre'), { errorKey: 'something_wrong' }),
  ),
});

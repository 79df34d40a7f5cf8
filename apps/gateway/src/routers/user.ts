import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail } from '../trpc/errors.ts';

export const userRouter = router({
  profile: protectedProcedure.query(({ ctx }) =>
    orFail(ctx.upstream.call('userProfile'), { errorKey: 'something_wrong' }),
  ),
  documents: protectedProcedure.query(({ ctx }) =>
    orFail(ctx.upstream.call('documents'), { errorKey: 'something_wrong' }),
  ),
});

import { z } from 'zod';
import { sessionOwner } from '../files/file-refs.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { portalError, toPortalError } from '../trpc/errors.ts';
import { UploadRefusal } from '../uploads/resumable-uploads.ts';

const REFUSAL_CODES = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
} as const;

export const uploadsRouter = router({
  /**
   * Ends a resumable upload (spec §4 upload flow, decision record 0050): the bytes the page sent to the tus
   * endpoint are judged by their content and size, put to the broker's signed URL, and answered as the file
   * ref the claim forms store. Asked again for the same upload (an answer lost on the way), it answers the
   * same ref without sending the file twice.
   */
  finish: protectedProcedure
    .input(z.object({ uploadId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/) }))
    .mutation(async ({ ctx, input }) => {
      const owner = sessionOwner(ctx.session);
      let finished;
      try {
        finished = await ctx.config.uploads.finish(input.uploadId, owner, ctx.upstream);
      } catch (error) {
        if (!(error instanceof UploadRefusal)) throw toPortalError(error, { errorKey: 'file_upload_failed' });
        throw portalError(
          REFUSAL_CODES[error.status_code as keyof typeof REFUSAL_CODES] ?? 'BAD_GATEWAY',
          error.errorKey,
        );
      }
      return { fileRef: ctx.config.fileRefs.toRef(owner, finished.fileUrl) };
    }),
});

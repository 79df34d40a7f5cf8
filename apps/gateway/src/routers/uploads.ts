import { z } from 'zod';
import { UPLOAD_FORMATS, UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@portal/contracts/constants';
import { sessionOwner } from '../files/file-refs.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError } from '../trpc/errors.ts';

/** Where the page PUTs the bytes of an upload (decision record 0006). */
export const UPLOAD_PATH = '/upload/';

export const uploadsRouter = router({
  /**
   * Starts an upload (spec §4): the broker's signed URL stays in the gateway, sealed into the upload id; the
   * page PUTs the bytes to `/upload/<uploadId>`, which answers the file ref.
   */
  begin: protectedProcedure
    .input(
      z.object({
        fileName: z.string().min(1).max(255),
        contentType: z.string().min(1).max(100),
        size: z.number().int().nonnegative(),
        extension: z
          .string()
          .transform((value) => value.toLowerCase().replace(/^\./, ''))
          .pipe(z.enum(UPLOAD_FORMATS)),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      if (input.size > UPLOAD_MAX_BYTES) throw portalError('BAD_REQUEST', 'file_too_large');
      if (input.size < UPLOAD_MIN_BYTES) throw portalError('BAD_REQUEST', 'file_too_small');
      const signed = await orFail(
        ctx.upstream.call('generateSignedUrl', {
          body: {
            file_name: input.fileName,
            content_type: input.contentType,
            size: input.size,
            extension: input.extension,
          },
        }),
        { errorKey: 'file_upload_failed' },
      );
      const uploadId = ctx.config.uploadTokens.issue({
        owner: sessionOwner(ctx.session),
        signedUrl: signed.signed_url,
        fileUrl: signed.gcp_url,
        extension: input.extension,
      });
      return { uploadId, uploadUrl: `${UPLOAD_PATH}${uploadId}` };
    }),
});

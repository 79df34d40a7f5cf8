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

/** As many refs as one document of a claim shows, with room. */
const MAX_NAMED_REFS = 50;

export const uploadsRouter = router({
  /**
   * The names the user gave uploaded files, by file ref (the broker keeps none it gives back): what another tab
   * or device shows instead of "File 1". A ref that is not the user's, or whose name is not known, is left out.
   */
  names: protectedProcedure
    .input(z.object({ refs: z.array(z.string().min(1).max(2048)).max(MAX_NAMED_REFS) }))
    .query(async ({ ctx, input }) => {
      const owner = sessionOwner(ctx.session);
      const opened = input.refs
        .map((ref) => ({ ref, url: ctx.config.fileRefs.fromRef(owner, ref) }))
        .filter((entry): entry is { ref: string; url: string } => entry.url !== null);
      const names = await ctx.config.uploads.namesOf(opened.map((entry) => entry.url));
      const known: Record<string, string> = {};
      opened.forEach((entry, index) => {
        const name = names[index];
        if (name !== undefined) known[entry.ref] = name;
      });
      return known;
    }),

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

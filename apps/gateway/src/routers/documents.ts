import { z } from 'zod';
import { UserDocumentType, type UserDocument } from '@portal/contracts/entities/document';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import type { SessionData } from '../session.ts';
import { protectedProcedure, router } from '../trpc/init.ts';
import { orFail, portalError } from '../trpc/errors.ts';
import { fileUrlOf } from '../claims/claim-files.ts';

const DocumentId = z.string().min(1).max(64);
/** A file ref from the upload pipeline (`/files/…`); unsealed before the broker sees it. */
const FileRef = z.string().min(1).max(2048);
const DocumentName = z.string().trim().max(100);

type DocumentContext = Pick<Context, 'config' | 'upstream'> & { session: SessionData };

/** A document as the page gets it: camelCase, and the broker's file URL sealed into a file ref. */
export interface PageDocument {
  id: string;
  documentType: string;
  name: string;
  fileRef: string;
  uploadedAt: string;
}

function pageDocument(ctx: DocumentContext, document: UserDocument): PageDocument {
  return {
    id: document.id,
    documentType: document.document_type,
    name: document.name,
    fileRef: ctx.config.fileRefs.toRef(sessionOwner(ctx.session), document.file_url),
    uploadedAt: document.uploaded_at,
  };
}

async function storedDocuments(ctx: DocumentContext): Promise<UserDocument[]> {
  const documents = await orFail(ctx.upstream.call('documents'), { errorKey: 'documents_load_failed' });
  return documents.data;
}

/**
 * The user's own documents (spec §3, §7 documents GET/POST/PUT/DELETE): files arrive as refs from the upload
 * pipeline (tus to /upload/tus + uploads.finish) and leave as refs the page opens through GET /files/…; the broker's
 * storage URL never reaches the page.
 */
export const documentsRouter = router({
  /** Newest first, so a document just added is the first one the user sees. */
  list: protectedProcedure.query(async ({ ctx }) => {
    const documents = await storedDocuments(ctx);
    return documents
      .map((document) => pageDocument(ctx, document))
      .sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
  }),

  add: protectedProcedure
    .input(z.object({ documentType: UserDocumentType, name: DocumentName, fileRef: FileRef }))
    .mutation(async ({ ctx, input }) => {
      const added = await orFail(
        ctx.upstream.call('addDocument', {
          body: {
            document_type: input.documentType,
            name: input.name,
            file_url: fileUrlOf(ctx, input.fileRef),
          },
        }),
        { errorKey: 'document_save_failed' },
      );
      return pageDocument(ctx, added);
    }),

  /** A new file for a document; its type and name stay unless new ones are given. */
  replace: protectedProcedure
    .input(
      z.object({
        id: DocumentId,
        fileRef: FileRef,
        documentType: UserDocumentType.optional(),
        name: DocumentName.optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const fileUrl = fileUrlOf(ctx, input.fileRef);
      const current = (await storedDocuments(ctx)).find((document) => document.id === input.id);
      if (!current) throw portalError('NOT_FOUND', 'document_not_found');
      const updated = await orFail(
        ctx.upstream.call('updateDocument', {
          params: { id: input.id },
          body: {
            document_type: input.documentType ?? current.document_type,
            name: input.name || current.name,
            file_url: fileUrl,
          },
        }),
        { errorKey: 'document_save_failed', byStatus: { 404: 'document_not_found' } },
      );
      return pageDocument(ctx, updated);
    }),

  remove: protectedProcedure.input(z.object({ id: DocumentId })).mutation(async ({ ctx, input }) => {
    await orFail(ctx.upstream.call('deleteDocument', { params: { id: input.id } }), {
      errorKey: 'document_delete_failed',
      byStatus: { 404: 'document_not_found' },
    });
    return { removed: true as const };
  }),
});

import type { inferRouterOutputs } from '@trpc/server';
import type { UserDocumentType } from '@portal/contracts/entities/document';
import type { AppRouter } from '@portal/gateway/router';
import { m } from '@portal/i18n/messages';
import { trpc } from '../../../lib/trpc.ts';

/** A document as the gateway lists it: its file is a ref (`/files/…`). */
export type PageDocument = inferRouterOutputs<AppRouter>['documents']['list'][number];

/** The user's documents, newest first, each with a file ref that opens through the gateway. */
export function documentListQuery() {
  return trpc.documents.list.queryOptions();
}

/** The names of the types a user may add; a stored document of another type shows its own type. */
export const DOCUMENT_TYPE_LABELS: Record<UserDocumentType, () => string> = {
  ktp: () => m.documents_type_ktp(),
  npwp: () => m.documents_type_npwp(),
  kk: () => m.documents_type_kk(),
  sim: () => m.documents_type_sim(),
  passport: () => m.documents_type_passport(),
  other: () => m.documents_type_other(),
};

export function documentTypeLabel(type: string): string {
  return type in DOCUMENT_TYPE_LABELS ? DOCUMENT_TYPE_LABELS[type as UserDocumentType]() : type.toUpperCase();
}

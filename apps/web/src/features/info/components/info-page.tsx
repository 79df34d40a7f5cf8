import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { LoadingStatus } from '../../../components/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** The frame of an info page: its title (also the tab's), an opening paragraph, then the page. */
export function InfoPage({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <div className="flex flex-col gap-3">
        <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{title}</h1>
        <p className="max-w-prose text-base leading-relaxed text-slate-700 sm:text-lg">{lead}</p>
      </div>
      {children}
    </div>
  );
}

/** While a page's text (or its text in a newly chosen language) loads. */
export function InfoPagePending() {
  return (
    <LoadingStatus label={m.info_loading()} className="mx-auto flex w-full max-w-4xl flex-col gap-4">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-full max-w-prose" />
      <Skeleton className="h-5 w-5/6 max-w-prose" />
      <Skeleton className="mt-4 h-40 w-full" />
    </LoadingStatus>
  );
}

import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';

/** A read-back value, or the "not filled" text when there is none. */
export function SummaryText({ children }: { children: ReactNode }) {
  if (children === null || children === undefined || children === '') {
    return <span className="text-slate-600">{m.common_not_set()}</span>;
  }
  return <span className="whitespace-pre-line">{children}</span>;
}

import { useId } from 'react';
import { m } from '@portal/i18n/messages';
import { cn } from '../../../lib/cn.ts';
import { documentLabel } from '../../../lib/broker-document-labels.ts';
import type { ChecklistItem } from './claim-completion.ts';

/** The documents the benefit needs at a glance: required or optional, given or missing, or to be replaced. */
export function DocumentChecklist({ items }: { items: readonly ChecklistItem[] }) {
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h3 id={titleId} className="mb-2 text-sm font-semibold text-slate-900">
        {m.claims_checklist_title()}
      </h3>
      {/* Named by its title, so the list reads as the checklist and not as one more list of files. */}
      <ul aria-labelledby={titleId} className="flex flex-col gap-1.5">
        {items.map((item) => {
          const state = item.mustReplace ? 'replace' : item.count > 0 ? 'done' : 'missing';
          return (
            <li
              key={item.name}
              className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm"
            >
              <span className="text-slate-900">
                {documentLabel(item.name, item.label)}{' '}
                <span className="text-slate-600">
                  ({item.required ? m.claims_checklist_required() : m.claims_checklist_optional()})
                </span>
              </span>
              <span
                data-state={state}
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold',
                  state === 'done' && 'bg-emerald-100 text-emerald-800',
                  state === 'missing' &&
                    (item.required ? 'bg-amber-100 text-amber-900' : 'bg-slate-200 text-slate-700'),
                  state === 'replace' && 'bg-violet-100 text-violet-800',
                )}
              >
                {state === 'done'
                  ? m.claims_checklist_done({ count: item.count })
                  : state === 'replace'
                    ? m.claims_checklist_replace()
                    : m.claims_checklist_missing()}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { m } from '@portal/i18n/messages';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { statusGroupOf, statusTimeline } from '../claim-detail.ts';
import { claimStatusLabel } from '../claim-status-label.ts';
import { claimStatusTone } from '../claim-status.ts';

const DOT: Record<BadgeTone, string> = {
  green: 'bg-emerald-600',
  grey: 'bg-slate-500',
  gold: 'bg-amber-500',
  violet: 'bg-violet-600',
  red: 'bg-red-600',
  blue: 'bg-sky-600',
};

/** The claim's status changes, oldest first, the current one marked (colours as the status badges). */
export function ClaimTimeline({ claim }: { claim: ClaimDetails }) {
  const locale = useLocale();
  const steps = statusTimeline(claim);
  return (
    <ol className="flex flex-col">
      {steps.map((step, index) => {
        const group = statusGroupOf(step.statusCode);
        const label = claimStatusLabel({
          status_code: step.statusCode,
          status_display_name: step.displayName,
          external_status_display_name: null,
        });
        return (
          <li
            key={`${step.statusCode}-${index}`}
            aria-current={step.current ? 'step' : undefined}
            className="relative flex gap-3 pb-4 last:pb-0"
          >
            {index < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className="absolute top-4 bottom-0 left-[0.3125rem] w-px bg-slate-300"
              />
            ) : null}
            <span
              aria-hidden="true"
              className={cn(
                'relative mt-1.5 size-2.5 shrink-0 rounded-full',
                DOT[group ? claimStatusTone(group) : 'grey'],
                step.current && 'ring-4 ring-brand-100',
              )}
            />
            <div className="min-w-0">
              <p className={cn('text-sm text-slate-900', step.current && 'font-semibold')}>{label}</p>
              {step.at ? (
                <p className="text-xs text-slate-600">
                  <time dateTime={step.at}>{formatDateTime(step.at, locale)}</time>
                </p>
              ) : null}
              {step.current ? <p className="text-xs text-brand-800">{m.claims_timeline_current()}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

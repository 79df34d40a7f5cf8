import { useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** A titled block of a detail page: a card that is also a region named by its heading. */
export function SectionCard({
  title,
  action,
  children,
  className,
}: {
  title: string;
  /** What can be done with the block (its "Ubah"), at the end of the heading's row. */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-base font-semibold text-slate-900 sm:text-lg">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

import { m } from '@portal/i18n/messages';
import { cn } from '../lib/cn.ts';

/** "View" for a stored file, opened in a new tab; screen readers also hear which file and where it opens. */
export function DocumentLink({ href, name, className }: { href: string; name: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer"
      className={cn('text-sm font-semibold text-brand-800 underline underline-offset-2', className)}
    >
      {m.documents_view()}
      <span className="sr-only">
        {' '}
        {name} {m.common_opens_in_new_tab()}
      </span>
    </a>
  );
}

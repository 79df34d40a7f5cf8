import { Link, useLocation } from '@tanstack/react-router';
import type { Service } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { cn } from '../../lib/cn.ts';
import { LIST_LINK_ACTIVE_OPTIONS, activeListSource, navItemsFor } from './nav-items.ts';

/** The role's list tabs as a row of links (spec §2), underlined like tabs; the current one is marked. */
export function ListNav({ services, className }: { services: readonly Service[]; className?: string }) {
  const location = useLocation();
  const items = navItemsFor(services);
  const active = activeListSource(
    location.pathname,
    location.search as Record<string, unknown>,
    items.map((item) => item.source),
  );
  if (items.length === 0) return null;
  return (
    <nav aria-label={m.layout_main_navigation()} className={cn('flex gap-1 overflow-x-auto', className)}>
      {items.map((item) => (
        <Link
          key={item.source}
          to="/"
          search={{ source: item.source }}
          activeOptions={LIST_LINK_ACTIVE_OPTIONS}
          aria-current={active === item.source ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-semibold',
            active === item.source
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-slate-600 hover:text-slate-900',
          )}
        >
          {item.label()}
        </Link>
      ))}
    </nav>
  );
}

import { Link, useLocation } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { cn } from '../../lib/cn.ts';
import type { HeaderUser } from './header.tsx';
import { ACCOUNT_PAGES, LIST_LINK_ACTIVE_OPTIONS, activeListSource, navItemsFor } from './nav-items.ts';
import { NavIcon } from './nav-icon.tsx';

const ITEM = 'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-semibold';
const IDLE = 'text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const ACTIVE = 'bg-brand-50 text-brand-800 hover:bg-brand-50 hover:text-brand-800';

/**
 * The navigation of wide screens (spec §9: the sidebar collapses at 1220 px or less, where the header
 * carries the tabs instead). Hidden below that width, so only one navigation is ever on screen.
 */
export function Sidebar({ user }: { user: HeaderUser }) {
  const location = useLocation();
  const items = navItemsFor(user.services);
  const active = activeListSource(
    location.pathname,
    location.search as Record<string, unknown>,
    items.map((item) => item.source),
  );

  return (
    <div className="sticky top-6 mt-8 hidden w-60 shrink-0 flex-col gap-4 self-start rounded-xl border border-slate-200 bg-white p-3 desk:flex">
      <nav aria-label={m.layout_main_navigation()}>
        <ul className="flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.source}>
              <Link
                to="/"
                search={{ source: item.source }}
                activeOptions={LIST_LINK_ACTIVE_OPTIONS}
                aria-current={active === item.source ? 'page' : undefined}
                className={cn(ITEM, active === item.source ? ACTIVE : IDLE)}
              >
                <NavIcon name={item.source} />
                {item.label()}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Partner SSO sessions have no profile controls (spec §2). */}
      {user.isSso ? null : (
        <nav aria-labelledby="sidebar-account" className="border-t border-slate-200 pt-4">
          <h2 id="sidebar-account" className="px-3 pb-2 text-xs font-semibold text-slate-600 uppercase">
            {m.layout_account_heading()}
          </h2>
          <ul className="flex flex-col gap-1">
            {ACCOUNT_PAGES.map((page) => (
              <li key={page.to}>
                <Link
                  to={page.to}
                  aria-current={location.pathname === page.to ? 'page' : undefined}
                  className={cn(ITEM, location.pathname === page.to ? ACTIVE : IDLE)}
                >
                  <NavIcon name={page.icon} />
                  {page.label()}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

import { Link, useLocation } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';

export interface HeaderUser {
  name: string;
  /** Partner single-sign-on sessions hide the language selector and profile controls (spec §2). */
  isSso: boolean;
}

interface HeaderProps {
  user: HeaderUser | null;
  onLogout: () => void;
  loggingOut: boolean;
}

function NavLink({
  source,
  active,
  children,
}: {
  source: 'polis' | 'claim';
  active: boolean;
  children: string;
}) {
  return (
    <Link
      to="/"
      search={{ source }}
      aria-current={active ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
        active ? 'border-brand-700 text-brand-800' : 'border-transparent text-slate-600 hover:text-slate-900',
      )}
    >
      {children}
    </Link>
  );
}

export function Header({ user, onLogout, loggingOut }: HeaderProps) {
  const location = useLocation();
  const onList = location.pathname === '/';
  const source = (location.search as { source?: unknown }).source === 'claim' ? 'claim' : 'polis';

  return (
    <header className="border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        {m.layout_skip_to_content()}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        <Link to="/" aria-label={m.layout_home_link()} className="-ml-1 rounded-md p-1">
          <Logo className="h-8 w-auto" />
        </Link>

        {user ? (
          <nav
            aria-label={m.layout_main_navigation()}
            className="order-last -mb-2 flex w-full gap-1 md:order-none md:mb-0 md:w-auto"
          >
            <NavLink source="polis" active={onList && source === 'polis'}>
              {m.layout_nav_policies()}
            </NavLink>
            <NavLink source="claim" active={onList && source === 'claim'}>
              {m.layout_nav_claims()}
            </NavLink>
          </nav>
        ) : null}

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {user?.isSso ? null : <LanguagePicker />}
          {user ? (
            <>
              {user.isSso ? null : (
                <p className="hidden max-w-64 truncate text-sm text-slate-700 lg:block">
                  {m.layout_signed_in_as({ name: user.name })}
                </p>
              )}
              <Button variant="ghost" size="sm" onClick={onLogout} disabled={loggingOut}>
                {m.layout_logout()}
              </Button>
            </>
          ) : null}
        </div>
      </div>
    </header>
  );
}

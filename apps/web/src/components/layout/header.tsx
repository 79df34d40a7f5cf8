import { isNotFound, Link, useCanGoBack, useLocation, useMatches, useRouter } from '@tanstack/react-router';
import type { Service } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import type { Brand, BrandVariant } from '../../lib/brand.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { Logo } from './logo.tsx';
import { ListNav } from './list-nav.tsx';
import { NavIcon } from './nav-icon.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { SkipLink } from './skip-link.tsx';
import { pathForRole } from '../../lib/roles.ts';

export interface HeaderUser {
  name: string;
  /** The profile photo as a file ref, or null (the initials show). */
  photo: string | null;
  /** Partner single-sign-on sessions hide the language selector and profile controls (spec §2). */
  isSso: boolean;
  services: readonly Service[];
}

interface HeaderProps {
  brand: { variant: BrandVariant } & Brand;
  user: HeaderUser | null;
  onLogout: () => void;
  loggingOut: boolean;
}

/**
 * The innermost page's title and back target from its route's static data, for the mobile header. None on a
 * page that is not found: an address of a titled route with an unknown id or token shows the not-found page,
 * which the route's title ('Ubah data polis', 'Detail klaim') would misname.
 */
function usePageMeta(): { title: string; backTo: string } | null {
  const matches = useMatches();
  if (matches.some((match) => match.status === 'notFound' || isNotFound(match.error))) return null;
  const page = [...matches].reverse().find((match) => match.staticData.title);
  const title = page?.staticData.title;
  if (!title) return null;
  const backTo = page.staticData.backTo;
  return {
    title: title(),
    backTo:
      typeof backTo === 'function' ? backTo(page.params as Partial<Record<string, string>>) : (backTo ?? '/'),
  };
}

function BackButton({ backTo }: { backTo: string }) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="-ml-2 md:hidden"
      aria-label={m.common_back()}
      onClick={() => {
        if (canGoBack) router.history.back();
        else void router.navigate({ href: backTo });
      }}
    >
      <NavIcon name="back" />
    </Button>
  );
}

/**
 * Logo, the role's list tabs, language and account (spec §2). Above 1220 px the tabs live in the sidebar;
 * on a phone a signed-in user's page with its own title shows a back button and that title instead of the
 * logo and tabs. A visitor without a session (a tokenised endorsement link, a public page) keeps the logo:
 * the page's own heading names it, and the header says whose portal it is.
 */
export function Header({ brand, user, onLogout, loggingOut }: HeaderProps) {
  const location = useLocation();
  const page = usePageMeta();
  const mobileTitle = user && page && location.pathname !== '/' ? page : null;

  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink />
      <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 sm:px-6">
        {mobileTitle ? (
          <div className="flex min-w-0 flex-1 items-center gap-1 md:hidden">
            <BackButton backTo={pathForRole(mobileTitle.backTo, user?.services ?? [])} />
            <p className="line-clamp-2 text-base leading-snug font-semibold break-words text-slate-900">
              {mobileTitle.title}
            </p>
          </div>
        ) : null}
        <Link
          to="/"
          aria-label={m.layout_home_link({ brand: brand.name })}
          className={cn('-ml-1 rounded-md p-1', mobileTitle && 'hidden md:block')}
        >
          <Logo variant={brand.variant} className="h-8 w-auto" />
        </Link>

        {user ? (
          <ListNav
            services={user.services}
            className={cn(
              'order-last -mb-2 w-full md:order-none md:mb-0 md:w-auto desk:hidden',
              mobileTitle && 'max-md:hidden',
            )}
          />
        ) : null}

        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          {user?.isSso ? null : <LanguagePicker />}
          {user ? (
            user.isSso ? (
              <Button variant="ghost" size="sm" onClick={onLogout} disabled={loggingOut}>
                {m.layout_logout()}
              </Button>
            ) : (
              <ProfileMenu name={user.name} photo={user.photo} onLogout={onLogout} loggingOut={loggingOut} />
            )
          ) : null}
        </div>
      </div>
    </header>
  );
}

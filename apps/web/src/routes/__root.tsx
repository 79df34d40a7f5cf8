import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Outlet, createRootRouteWithContext, useMatches } from '@tanstack/react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { Sidebar } from '../components/layout/sidebar.tsx';
import { NotFound } from '../components/not-found.tsx';
import { afterFirstPaint } from '../lib/after-first-paint.ts';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { appConfigQuery, useBrand } from '../lib/app-config.ts';
import { applyBrand } from '../lib/brand.ts';
import { useLocale } from '../lib/locale.ts';
import type { Trpc } from '../lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

/**
 * The offline notice comes in its own small chunk once the first page is painted (its texts in four languages
 * are not part of any page's first bytes, its request not among what the page waits for: record 0065); by the
 * time a connection drops, it is there.
 */
const OfflineNotice = lazy(() =>
  afterFirstPaint()
    .then(() => import('../components/offline-notice.tsx'))
    .then((module) => ({ default: module.OfflineNotice })),
);
/** The "new version" prompt (decision record 0053): shown only once a new release waits, so it comes late too. */
const UpdatePrompt = lazy(() =>
  afterFirstPaint()
    .then(() => import('../components/update-prompt.tsx'))
    .then((module) => ({ default: module.UpdatePrompt })),
);
const Offline = () => (
  <Suspense fallback={null}>
    <OfflineNotice />
    <UpdatePrompt />
  </Suspense>
);

export const Route = createRootRouteWithContext<RouterContext>()({
  // The skin is on the page before the first paint (no flash of the other brand); without a config the
  // default skin is the right fallback, so a failure here never blocks the portal.
  beforeLoad: async ({ context }) => {
    const config = await context.queryClient.ensureQueryData(appConfigQuery()).catch(() => null);
    applyBrand(config?.brand ?? 'default');
  },
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  const locale = useLocale();
  const brand = useBrand();
  const session = useSession().data ?? null;
  const logout = useLogout();
  const user = session
    ? {
        name: session.user.name,
        photo: session.user.profile.profile_picture_url,
        isSso: session.isSso,
        services: session.services,
      }
    : null;
  // Users of the partner dana see no header (spec §2), and so no sidebar either.
  const chrome = !session?.isDana;
  const ownHeader = useMatches({ select: (matches) => matches.some((match) => match.staticData.ownHeader) });
  const chromeless = useMatches({
    select: (matches) => matches.some((match) => match.staticData.chromeless),
  });

  if (chromeless) {
    return (
      <div className="flex min-h-dvh flex-col bg-white">
        <Outlet />
      </div>
    );
  }

  if (ownHeader) {
    return (
      <div className="flex min-h-dvh flex-col">
        {/* A screen's height for the page, so the footer starts below the fold (decision record 0023). */}
        <div className="min-h-dvh">
          <Outlet />
        </div>
        <Footer />
        <Offline />
      </div>
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      {chrome ? (
        <Header brand={brand} user={user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />
      ) : null}
      {/*
        At least a screen's height: the footer starts below the fold, so content that arrives after the first
        paint (a list, a claim) grows the page downwards and never moves the footer in view (CLS, decision
        record 0023).
      */}
      <div className="mx-auto flex min-h-dvh w-full max-w-7xl flex-1 desk:gap-8 desk:px-6">
        {chrome && user ? <Sidebar user={user} /> : null}
        {/* Keyed on the locale so every message re-renders in the new language without a reload. */}
        <main
          id="main"
          tabIndex={-1}
          key={locale}
          className="w-full min-w-0 flex-1 px-4 py-6 sm:px-6 sm:py-8 desk:px-0"
        >
          <Outlet />
        </main>
      </div>
      <Footer />
      <Offline />
    </div>
  );
}

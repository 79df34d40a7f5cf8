import type { QueryClient } from '@tanstack/react-query';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { Footer } from '../components/layout/footer.tsx';
import { Header } from '../components/layout/header.tsx';
import { NotFound } from '../components/not-found.tsx';
import { useLogout } from '../features/auth/hooks/use-logout.ts';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { useLocale } from '../lib/locale.ts';
import type { Trpc } from '../lib/trpc.ts';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  const locale = useLocale();
  const session = useSession().data ?? null;
  const logout = useLogout();

  return (
    <div className="flex min-h-dvh flex-col">
      {/* Users of the partner dana see no header (spec §2). */}
      {session?.isDana ? null : (
        <Header
          user={session ? { name: session.user.name, isSso: session.isSso } : null}
          onLogout={() => logout.mutate()}
          loggingOut={logout.isPending}
        />
      )}
      {/* Keyed on the locale so every message re-renders in the new language without a reload. */}
      <main
        id="main"
        tabIndex={-1}
        key={locale}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8"
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

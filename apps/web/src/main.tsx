import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createRouter } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initLocale } from './lib/locale.ts';
import { handleUnauthorizedWith, queryClient, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import './styles.css';

initLocale();

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// A 401 from any query means the session is gone: log in again and come back here.
handleUnauthorizedWith(() => {
  queryClient.setQueryData(trpc.auth.session.queryKey(), null);
  const { pathname, href } = router.state.location;
  if (pathname === '/generate-otp' || pathname === '/verify') return;
  void router.navigate({ to: '/generate-otp', search: { redirect: href }, replace: true });
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

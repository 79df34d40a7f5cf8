import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';
import type { AppRouter } from '@portal/gateway/router';

/**
 * The live chat's transport, fetched with the first subscription (lib/trpc.ts; decision record 0058): server-sent
 * events, a GET on the same origin, so the session cookie goes along; EventSource cannot send headers, and needs
 * no CSRF header as a GET changes nothing (decision record 0014). The build gives this module its own copy of
 * tRPC's modules (vite.config.ts), so the stream reader stays out of every page's first bytes.
 */
export const subscriptionLink: TRPCLink<AppRouter> = httpSubscriptionLink({
  url: '/trpc',
  eventSourceOptions: { withCredentials: true },
});

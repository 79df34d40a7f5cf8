import { createFileRoute, redirect } from '@tanstack/react-router';

/** Every route under here needs a session; without one the user logs in and comes back (spec §2). */
export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData(context.trpc.auth.session.queryOptions());
    if (!session) throw redirect({ to: '/generate-otp', search: { redirect: location.href } });
    return { session };
  },
});

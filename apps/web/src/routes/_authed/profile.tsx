import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import {
  locationsQuery,
  profileQuery,
  signedInSessionsQuery,
  userDetailsQuery,
} from '../../features/profile/hooks/use-profile.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { preloadDynamicForm } from '../../shared/form/form-parts.tsx';

export const Route = createFileRoute('/_authed/profile')({
  staticData: { title: () => m.profile_title() },
  // Awaited, so the page opens with its data and its details form's code (fetched side by side); a failure
  // is the page's own error state (with a retry), not the route's error boundary.
  loader: async ({ context: { queryClient } }) => {
    const settle = (loading: Promise<unknown>) => loading.catch(() => undefined);
    await Promise.all([
      settle(queryClient.ensureQueryData(profileQuery())),
      settle(queryClient.ensureQueryData(userDetailsQuery())),
      settle(queryClient.ensureQueryData(locationsQuery())),
      settle(queryClient.ensureQueryData(signedInSessionsQuery())),
      settle(preloadDynamicForm()),
    ]);
  },
  component: ProfilePage,
});

function ProfilePage() {
  const { session } = Route.useRouteContext();
  useDocumentTitle(m.profile_title());
  return <ProfileView userKey={session.user.id ?? session.user.name} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ProfileView } from '../../features/profile/components/profile-view.tsx';
import { profileQuery } from '../../features/profile/hooks/use-profile.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export const Route = createFileRoute('/_authed/profile')({
  staticData: { title: () => m.profile_title() },
  loader: ({ context: { queryClient } }) => {
    queryClient.ensureQueryData(profileQuery()).catch(() => undefined);
  },
  component: ProfilePage,
});

function ProfilePage() {
  useDocumentTitle(m.profile_title());
  return <ProfileView />;
}

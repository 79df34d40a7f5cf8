import { m } from '@portal/i18n/messages';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { useProfile } from '../hooks/use-profile.ts';
import { ContactDetails } from './contact-details.tsx';
import { ProfileDetailsForm } from './profile-details-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import { SavedLocations } from './saved-locations.tsx';
import { SectionLoading } from './section-states.tsx';

/**
 * The signed-in devices, the last section of the page: its code comes in its own chunk, fetched while the page
 * draws (its data is asked by the route's loader meanwhile), so the page's first bytes do not carry it.
 */
const signedInSessions = lazyPart(
  () => import('./signed-in-sessions.tsx'),
  (module) => module.SignedInSessions,
);

/**
 * The profile (spec §2 "profile edit with photo change"): the photo, the details, the e-mail and phone, the
 * saved addresses and the devices signed in to the account. `userKey` names whose draft the details form keeps.
 */
export function ProfileView({ userKey }: { userKey: string }) {
  const query = useProfile();
  return (
    <section className="flex max-w-3xl flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.profile_title()}</h1>
      {query.isPending ? (
        <DetailSkeleton label={m.common_loading()} />
      ) : query.isError ? (
        <ErrorState
          message={describeError(query.error, { fallback: 'profile_load_failed' })}
          retryLabel={m.common_retry()}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <SectionCard title={m.profile_photo_title()}>
            <ProfilePhoto name={query.data.name} photo={query.data.profile_picture_url} />
          </SectionCard>
          <SectionCard title={m.profile_details_title()}>
            <ProfileDetailsForm profile={query.data} draftKey={`profile:${userKey}`} />
          </SectionCard>
          <SectionCard title={m.profile_contact_title()}>
            <ContactDetails />
          </SectionCard>
          <SectionCard title={m.profile_locations_title()}>
            <SavedLocations />
          </SectionCard>
          <SectionCard title={m.profile_sessions_title()}>
            <LoadBoundary loading={<SectionLoading />}>
              <signedInSessions.Part />
            </LoadBoundary>
          </SectionCard>
        </>
      )}
    </section>
  );
}

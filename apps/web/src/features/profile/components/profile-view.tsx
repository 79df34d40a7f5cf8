import { useState } from 'react';
import type { UserProfile } from '@portal/contracts/entities/profile';
import { m } from '@portal/i18n/messages';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { Field } from '../../../components/field.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate, initials } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useProfile } from '../hooks/use-profile.ts';

/** The user's profile, read-only (editing comes later). */
export function ProfileView() {
  const query = useProfile();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.profile_title()}</h1>
      {query.isPending ? (
        <DetailSkeleton label={m.common_loading()} />
      ) : query.isError ? (
        <ErrorState
          message={m.profile_load_failed()}
          retryLabel={m.common_retry()}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <ProfileCard profile={query.data} />
      )}
    </section>
  );
}

function ProfileCard({ profile }: { profile: UserProfile }) {
  const locale = useLocale();
  const [photoFailed, setPhotoFailed] = useState(false);
  const gender =
    profile.gender === 'male'
      ? m.profile_gender_male()
      : profile.gender === 'female'
        ? m.profile_gender_female()
        : m.common_not_set();
  return (
    <Card className="flex max-w-3xl flex-col gap-5 p-4 sm:flex-row sm:p-6">
      {/* The photo lives on the broker's storage; the letters show until (or unless) it loads. */}
      <div
        aria-hidden="true"
        className="relative flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-700 text-2xl font-bold text-white"
      >
        {initials(profile.name)}
        {profile.profile_picture_url && !photoFailed ? (
          <img
            src={profile.profile_picture_url}
            alt=""
            className="absolute inset-0 size-full object-cover"
            onError={() => setPhotoFailed(true)}
          />
        ) : null}
      </div>
      <dl className="grid flex-1 grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label={m.profile_name()} value={profile.name} />
        <Field label={m.profile_email()} value={profile.email ?? m.common_not_set()} />
        <Field label={m.profile_phone()} value={`+${profile.country_code} ${profile.phone}`} />
        <Field
          label={m.profile_birth_date()}
          value={profile.date_of_birth ? formatDate(profile.date_of_birth, locale) : m.common_not_set()}
        />
        <Field label={m.profile_gender()} value={gender} />
      </dl>
    </Card>
  );
}

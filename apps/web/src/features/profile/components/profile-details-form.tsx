import { useMutation } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { UserProfile } from '@portal/contracts/entities/profile';
import { m } from '@portal/i18n/messages';
import { trpc } from '../../../lib/trpc.ts';
import { LazyDynamicForm } from '../../../shared/form/form-parts.tsx';
import { useReloadUser } from '../hooks/use-profile.ts';
import { profileFields, profileUpdate, profileValues } from '../profile-fields.ts';

/**
 * Name, date of birth and gender, edited in the shared form: it checks them, keeps what was typed as a draft
 * and, when the save fails, keeps the input and says why (spec §8: the profile's own failure text).
 */
export function ProfileDetailsForm({ profile, draftKey }: { profile: UserProfile; draftKey: string }) {
  const reloadUser = useReloadUser();
  const save = useMutation(trpc.user.updateProfile.mutationOptions({ onSuccess: () => reloadUser() }));
  // The page remounts on a language change (main is keyed on the locale), which brings the new labels.
  const [fields] = useState(profileFields);
  const values = useMemo(() => profileValues(profile), [profile]);
  return (
    <LazyDynamicForm
      formId="profile-details"
      fields={fields}
      values={values}
      draftKey={draftKey}
      submitLabel={m.profile_details_save()}
      onSave={async (saved) => {
        await save.mutateAsync(profileUpdate(saved));
      }}
    />
  );
}

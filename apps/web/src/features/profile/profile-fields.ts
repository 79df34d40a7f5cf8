import { PROFILE_NAME_MAX_LENGTH } from '@portal/contracts/constants';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import type { UserProfile } from '@portal/contracts/entities/profile';
import { m } from '@portal/i18n/messages';
import { defineField as field, type FormField } from '../../shared/form/field-values.ts';

const GENDERS = ['male', 'female'] as const;
type Gender = (typeof GENDERS)[number];

const isGender = (value: FormValue): value is Gender =>
  typeof value === 'string' && (GENDERS as readonly string[]).includes(value);

/**
 * The editable details of a profile as fields of the shared form model, so the shared form renders and checks
 * them (a name is required, a birth date is a real date not in the future). Labels in the current language.
 */
export function profileFields(): FormField[] {
  return [
    field('name', m.profile_name(), 'text', { required: true, max_length: PROFILE_NAME_MAX_LENGTH }),
    field('date_of_birth', m.profile_birth_date(), 'date'),
    field('gender', m.profile_gender(), 'choices', {
      options: [
        { value: 'male', label: m.profile_gender_male() },
        { value: 'female', label: m.profile_gender_female() },
      ],
    }),
  ];
}

/** The form's starting values from the profile. */
export function profileValues(profile: UserProfile): Record<string, FormValue> {
  return { name: profile.name, date_of_birth: profile.date_of_birth, gender: profile.gender };
}

/** What the checked form values save (user.updateProfile): an empty date or gender clears it. */
export function profileUpdate(values: Readonly<Record<string, FormValue | undefined>>): {
  name?: string;
  dateOfBirth: string | null;
  gender: Gender | null;
} {
  const name = typeof values.name === 'string' ? values.name.trim() : '';
  const date = values.date_of_birth;
  const gender = values.gender ?? null;
  return {
    ...(name === '' ? {} : { name }),
    dateOfBirth: typeof date === 'string' && date !== '' ? date : null,
    gender: gender !== null && isGender(gender) ? gender : null,
  };
}

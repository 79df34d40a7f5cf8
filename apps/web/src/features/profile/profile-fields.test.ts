import { describe, expect, it } from 'vitest';
import { profileFields, profileUpdate, profileValues } from './profile-fields.ts';

describe('profile fields', () => {
  it('asks for the name (required), the birth date and the gender', () => {
    const fields = profileFields();
    expect(fields.map((entry) => [entry.name, entry.type, entry.required])).toEqual([
      ['name', 'text', true],
      ['date_of_birth', 'date', false],
      ['gender', 'choices', false],
    ]);
    expect(fields[2]?.options.map((option) => option.value)).toEqual(['male', 'female']);
  });

  it('starts from the profile and saves trimmed values; empty date and gender clear them', () => {
    const values = profileValues({
      name: 'Budi Santoso',
      email: null,
      phone: '81200000001',
      country_code: '62',
      date_of_birth: '1985-03-12',
      gender: 'male',
      profile_picture_url: null,
    });
    expect(values).toEqual({ name: 'Budi Santoso', date_of_birth: '1985-03-12', gender: 'male' });
    expect(profileUpdate({ ...values, name: '  Budi S. ' })).toEqual({
      name: 'Budi S.',
      dateOfBirth: '1985-03-12',
      gender: 'male',
    });
    expect(profileUpdate({ name: 'Budi', date_of_birth: null, gender: null })).toEqual({
      name: 'Budi',
      dateOfBirth: null,
      gender: null,
    });
    expect(profileUpdate({ name: 'Budi', date_of_birth: '', gender: 'other' })).toEqual({
      name: 'Budi',
      dateOfBirth: null,
      gender: null,
    });
  });
});

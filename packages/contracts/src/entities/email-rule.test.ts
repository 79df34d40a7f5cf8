import { describe, expect, it } from 'vitest';
import { emailProblem, isValidEmail, normalizeEmail } from './email-rule.ts';
import { EmailRequest, UserDetails, UserProfile } from './profile.ts';

const VALID = [
  'budi@example.com',
  'budi.santoso@example.co.id',
  'Budi.Santoso@Example.COM',
  'budi+klaim@mail.example.com',
  "o'neil@example.com",
  'a@b.co',
  'user_1@sub-domain.example.org',
  '1234@123.example.id',
];

const INVALID = [
  'budi@example-.com', // the address: a domain label may not end with a hyphen
  'budi@-example.com',
  'budi@example.com-',
  'budi@example',
  'budi@localhost',
  'budi@example.c',
  'budi@example.123',
  'budi@.example.com',
  'budi@example..com',
  'budi@example.com.',
  '.budi@example.com',
  'budi.@example.com',
  'bu..di@example.com',
  'budi@@example.com',
  'budi@exa@mple.com',
  '@example.com',
  'budi@',
  'budi',
  '',
  ' budi@example.com',
  'budi@example.com ',
  'bu di@example.com',
  'budi@exam_ple.com',
  'bü@example.com',
  'budi@exämple.com',
  `${'a'.repeat(65)}@example.com`,
  `budi@${'a'.repeat(64)}.com`,
  `budi@${'abcdefghi.'.repeat(25)}com`,
];

describe('isValidEmail', () => {
  it.each(VALID)('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(INVALID)('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('emailProblem (the form: spec §5)', () => {
  it("says 'required' for nothing or spaces, 'invalid' for a wrong address, null for a good one", () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('budi@example-.com')).toBe('invalid');
    expect(emailProblem('  budi@example.com  ')).toBeNull();
  });
});

describe('one rule in both directions', () => {
  const details = (email: string) => ({
    id: 'usr_0001',
    name: 'Budi Santoso',
    profile: { profile_picture_url: null },
    services: ['b2b2c_user'],
    is_third_party_user: false,
    partner: null,
    email,
    phone: '81200000001',
    country_code: '62',
  });
  const profile = (email: string) => ({
    name: 'Budi Santoso',
    email,
    phone: '81200000001',
    country_code: '62',
    date_of_birth: null,
    gender: null,
    profile_picture_url: null,
  });

  it.each([...VALID, ...INVALID])('%j: the request, the profile and the details agree', (email) => {
    const accepted = EmailRequest.safeParse({ email }).success;
    expect(accepted).toBe(isValidEmail(email));
    // What the broker stores is the normalized address; the answers must read it whenever the request passed.
    const stored = normalizeEmail(email);
    if (accepted) {
      expect(UserProfile.safeParse(profile(stored)).success).toBe(true);
      expect(UserDetails.safeParse(details(stored)).success).toBe(true);
    }
    expect(UserProfile.safeParse(profile(email)).success).toBe(accepted);
    expect(UserDetails.safeParse(details(email)).success).toBe(accepted);
  });

  it('the request refuses budi@example-.com, so it can never reach a profile answer', () => {
    expect(EmailRequest.safeParse({ email: 'budi@example-.com' }).success).toBe(false);
  });

  it('normalizing keeps a valid address valid (generated addresses)', () => {
    const parts = ['Budi', 'SITI', 'a.b', 'x-y', 'Q_1', "o'n", '9'];
    const domains = ['Example.COM', 'mail.Example.co.ID', 'a-b.ORG', 'x1.io'];
    for (const local of parts) {
      for (const domain of domains) {
        const email = `${local}@${domain}`;
        expect(isValidEmail(email)).toBe(true);
        expect(isValidEmail(normalizeEmail(`  ${email} `))).toBe(true);
      }
    }
  });
});

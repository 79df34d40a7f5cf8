import { FILE_URL_BASE } from './file-vault.ts';
import type { UserRecord } from './types.ts';

/** Every seeded user has a demo phone (international form, no '+'); in dev mode its OTP is always 123456. */
export const DEMO_USERS = {
  budi: {
    id: 'usr_0001',
    phone: '6281200000001',
    name: 'Budi Santoso',
    services: ['b2b2c_user'],
    is_third_party_user: false,
    partner: null,
    // A seeded file (seed-files.ts): the mock answers it as an address in its own bucket, where a sample
    // picture is served, so the demo photo loads instead of failing (best practices 100).
    profile_picture_url: `${FILE_URL_BASE}/avatars/usr_0001.png`,
  },
  siti: {
    id: 'usr_0002',
    phone: '6281200000002',
    name: 'Siti Rahmawati',
    services: ['tapinsurance_user'],
    is_third_party_user: false,
    partner: null,
    profile_picture_url: null,
  },
  agus: {
    id: 'usr_0003',
    phone: '6281200000003',
    name: 'Agus Wijaya',
    services: ['agency_agent'],
    is_third_party_user: false,
    partner: null,
    profile_picture_url: null,
  },
  dewi: {
    id: 'usr_0004',
    phone: '6281200000004',
    name: 'Dewi Lestari',
    services: ['agency_customer'],
    is_third_party_user: false,
    partner: null,
    profile_picture_url: null,
  },
  rizky: {
    id: 'usr_0005',
    phone: '6281200000005',
    name: 'Rizky Pratama',
    services: ['b2b2c_user'],
    is_third_party_user: true,
    partner: null,
    profile_picture_url: null,
  },
  putri: {
    id: 'usr_0006',
    phone: '6281200000006',
    name: 'Putri Anggraini',
    services: ['b2b2c_user'],
    is_third_party_user: false,
    partner: 'dana',
    profile_picture_url: null,
  },
  /** Holds a policy of every partner endorsement route (seed-endorsement-policies.ts); nobody else uses her. */
  endah: {
    id: 'usr_0010',
    phone: '6281200000010',
    name: 'Endah Kusuma',
    services: ['b2b2c_user'],
    is_third_party_user: false,
    partner: null,
    profile_picture_url: null,
  },
} as const satisfies Record<string, UserRecord>;

export type DemoUserKey = keyof typeof DEMO_USERS;

export function seedUsers(): UserRecord[] {
  return Object.values(DEMO_USERS).map((user) => ({ ...user, services: [...user.services] }));
}

export const DEMO_PHONES: ReadonlySet<string> = new Set(Object.values(DEMO_USERS).map((user) => user.phone));

/** Phones that trigger a failure, for QA. Not seeded users: a successful verify would create an account. */
export const RESERVED_PHONES = {
  /** send_otp (and resend) answers 502 otp_send_failed. */
  sendFails: '6281299999001',
  /** verify always answers 400 otp_invalid, whatever the code. */
  verifyFails: '6281299999002',
  /** check_whatsapp_status answers 'failed'. */
  whatsappUnreachable: '6281299999003',
} as const;

export const DEV_OTP_CODE = '123456';

/** Partner SSO access token accepted by verify-sso-token; opens an SSO session for the dana user. */
export const SSO_DEMO_TOKEN = 'sso-demo-token';
/** A second partner SSO token, for Siti (no partner of her own): the header stays, its profile controls go. */
export const SSO_PARTNER_TOKEN = 'sso-partner-token';

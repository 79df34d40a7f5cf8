import type { BankAccount } from '@portal/contracts/entities/bank';
import type { UserDocument } from '@portal/contracts/entities/document';
import type { UserLocation } from '@portal/contracts/entities/profile';
import { FILE_URL_BASE } from './file-vault.ts';
import { DEMO_USERS } from './seed-users.ts';

/** The profile fields the user record does not carry. */
export interface ProfileExtras {
  email: string | null;
  date_of_birth: string | null;
  gender: 'male' | 'female' | null;
}

export interface OwnedDocument {
  owner_id: string;
  document: UserDocument;
}

export interface OwnedBankAccount {
  owner_id: string;
  account: BankAccount;
}

const { budi, siti, agus, dewi, rizky, putri } = DEMO_USERS;

/** Rizky has no e-mail yet, so add-email can be tried on a seeded user. */
export function seedProfileExtras(): Map<string, ProfileExtras> {
  return new Map<string, ProfileExtras>([
    [budi.id, { email: 'budi.santoso@example.com', date_of_birth: '1985-03-12', gender: 'male' }],
    [siti.id, { email: 'siti.rahmawati@example.com', date_of_birth: '1990-07-04', gender: 'female' }],
    [agus.id, { email: 'agus.wijaya@agency.example.com', date_of_birth: '1979-01-23', gender: 'male' }],
    [dewi.id, { email: 'dewi.lestari@example.com', date_of_birth: null, gender: 'female' }],
    [rizky.id, { email: null, date_of_birth: '1996-11-02', gender: 'male' }],
    [putri.id, { email: 'putri.anggraini@example.com', date_of_birth: '1995-09-26', gender: 'female' }],
  ]);
}

const seededFile = (ownerId: string, name: string): string => `${FILE_URL_BASE}/documents/${ownerId}/${name}`;

function document(
  ownerId: string,
  id: string,
  type: string,
  name: string,
  file: string,
  uploadedAt: string,
): OwnedDocument {
  return {
    owner_id: ownerId,
    document: {
      id,
      document_type: type,
      name,
      file_url: seededFile(ownerId, file),
      uploaded_at: uploadedAt,
    },
  };
}

/** Document ids are `doc_<n>`; seeded ones count from 0001. */
export function seedDocuments(): OwnedDocument[] {
  return [
    document(budi.id, 'doc_0001', 'ktp', 'KTP Budi Santoso', 'doc_0001.png', '2026-02-01T10:00:00+07:00'),
    document(budi.id, 'doc_0002', 'npwp', 'NPWP Budi Santoso', 'doc_0002.png', '2026-02-01T10:05:00+07:00'),
    document(budi.id, 'doc_0003', 'kk', 'Kartu Keluarga', 'doc_0003.pdf', '2026-07-15T09:30:00+07:00'),
    document(siti.id, 'doc_0004', 'ktp', 'KTP Siti Rahmawati', 'doc_0004.png', '2026-07-10T13:00:00+07:00'),
    document(rizky.id, 'doc_0005', 'sim', 'SIM C Rizky Pratama', 'doc_0005.png', '2026-10-14T08:00:00+07:00'),
    document(putri.id, 'doc_0006', 'ktp', 'KTP Putri Anggraini', 'doc_0006.png', '2026-03-09T11:20:00+07:00'),
  ];
}

function account(
  ownerId: string,
  id: string,
  fields: Omit<BankAccount, 'id' | 'branch_name'> & { branch_name?: string },
): OwnedBankAccount {
  return { owner_id: ownerId, account: { id, branch_name: null, ...fields } };
}

/** Bank account ids are `bank_<n>`; each seeded user with accounts has exactly one preferred. */
export function seedBankAccounts(): OwnedBankAccount[] {
  return [
    account(budi.id, 'bank_0001', {
      is_preferred: true,
      holder_name: 'Budi Santoso',
      account_no: '5270123456',
      bank_code: 'BCA',
      branch_name: 'KCP Tebet',
    }),
    account(budi.id, 'bank_0002', {
      is_preferred: false,
      holder_name: 'Budi Santoso',
      account_no: '1270009876543',
      bank_code: 'MANDIRI',
    }),
    account(siti.id, 'bank_0003', {
      is_preferred: true,
      holder_name: 'Siti Rahmawati',
      account_no: '0412345678',
      bank_code: 'BNI',
      branch_name: 'KC Bandung',
    }),
    account(rizky.id, 'bank_0004', {
      is_preferred: true,
      holder_name: 'Rizky Pratama',
      account_no: '002101234567501',
      bank_code: 'BRI',
    }),
    account(putri.id, 'bank_0005', {
      is_preferred: true,
      holder_name: 'Putri Anggraini',
      account_no: '100212345678',
      bank_code: 'JAGO',
    }),
  ];
}

export function seedLocations(): Map<string, UserLocation[]> {
  return new Map<string, UserLocation[]>([
    [
      budi.id,
      [
        {
          id: 'loc_0001',
          label: 'Rumah',
          address: 'Jl. Tebet Barat Dalam II No. 14',
          city: 'Kota Jakarta Selatan',
          province: 'DKI Jakarta',
          postal_code: '12810',
        },
        {
          id: 'loc_0002',
          label: 'Kantor',
          address: 'Jl. Jend. Sudirman Kav. 52-53, Lantai 12',
          city: 'Kota Jakarta Selatan',
          province: 'DKI Jakarta',
          postal_code: '12190',
        },
      ],
    ],
    [
      siti.id,
      [
        {
          id: 'loc_0003',
          label: 'Rumah',
          address: 'Jl. Ir. H. Juanda No. 88',
          city: 'Kota Bandung',
          province: 'Jawa Barat',
          postal_code: '40132',
        },
      ],
    ],
    [
      putri.id,
      [
        {
          id: 'loc_0004',
          label: 'Rumah',
          address: 'Jl. Raya Gubeng No. 21',
          city: 'Kota Surabaya',
          province: 'Jawa Timur',
          postal_code: '60281',
        },
      ],
    ],
  ]);
}

import { isValidEmail } from '@portal/contracts/entities/email-rule';
import { BEARER_CREDENTIAL, isOtpCodeMember, type MaskContext } from '../admin/journal-masking.ts';
import { standInFile } from './stand-in-files.ts';

/**
 * What a recording never keeps (QA guide, "Proxy, record and replay", masking table; keep the two in step):
 * credentials, OTP codes and personal data are replaced by stand-ins before an exchange is stored. A stand-in
 * is a valid value of its kind (a phone stays digits of the same length, an e-mail an address, an account
 * number digits, a document a small file of the same type), so a replayed answer still passes the contracts;
 * and within one recording the same value always gets the same stand-in, wherever it appears (request bodies,
 * queries, paths, answers). The mapping lives only in memory, beside the recording it serves, never in the
 * document: with it the recording could be unmasked.
 */

export type MaskKind = 'token' | 'otp' | 'phone' | 'email' | 'name' | 'account' | 'identifier';

/** JSON keys (and multipart field and query parameter names), compared in lower case, and what they hold. */
export const MASKED_KEYS: ReadonlyMap<string, MaskKind> = new Map<string, MaskKind>([
  ['token', 'token'],
  ['access_token', 'token'],
  ['refresh_token', 'token'],
  ['id_token', 'token'],
  ['session_token', 'token'],
  ['authorization_token', 'token'],
  ['password', 'token'],
  ['signature', 'token'],
  ['otp', 'otp'],
  ['otp_code', 'otp'],
  ['phone', 'phone'],
  ['mobile_no', 'phone'],
  ['phone_number', 'phone'],
  ['mobile', 'phone'],
  ['email', 'email'],
  ['holder_name', 'name'],
  ['account_holder_name', 'name'],
  ['policyholder_name', 'name'],
  ['policy_holder_name', 'name'],
  ['insured_name', 'name'],
  ['sender_name', 'name'],
  ['full_name', 'name'],
  ['beneficiary', 'name'],
  ['account_no', 'account'],
  ['account_number', 'account'],
  ['bank_account_number', 'account'],
  // Numbers that name a person or their property: ID card (NIK) and passport numbers, a device's IMEI, the
  // reference of a police report or a medical record a claim gives.
  ['id_number', 'identifier'],
  ['nik', 'identifier'],
  ['identity_number', 'identifier'],
  ['passport_number', 'identifier'],
  ['imei', 'identifier'],
  ['reference_number', 'identifier'],
]);

/** A member `name` is a person's name when its object also has one of these (a user, a profile, a family member). */
export const PERSON_KEYS: readonly string[] = [
  'email',
  'phone',
  'date_of_birth',
  'gender',
  'relation',
  'user_id',
  'profile',
  'is_third_party_user',
];

const TOKEN_KEYS = [...MASKED_KEYS].filter(([, kind]) => kind === 'token').map(([key]) => key);
/** A credential as a URL parameter inside any string (`…?signature=…`). */
const TOKEN_URL_PARAMETER = new RegExp(`([?&](?:${TOKEN_KEYS.join('|')})=)([^&#\\s"'<>]+)`, 'gi');
/** A document inlined in a string. */
const DATA_URL = /^data:([a-z]+\/[a-z0-9.+-]+);base64,/i;

const letters = (n: number): string =>
  n <= 26 ? String.fromCharCode(64 + n) : letters(Math.floor((n - 1) / 26)) + letters(((n - 1) % 26) + 1);

/** `original` with its digits replaced: the first `keep` kept, then `lead`, then `n` padded; other characters stay. */
function digitsLike(original: string, keep: number, lead: string, n: number): string {
  const digits = original.replace(/\D/g, '');
  const head = digits.slice(0, Math.min(keep, Math.max(0, digits.length - lead.length - 1)));
  const room = digits.length - head.length - lead.length;
  const replaced = (head + lead + String(n).padStart(room, '0').slice(-room)).slice(0, digits.length);
  let index = 0;
  return original.replace(/\d/g, () => replaced[index++] ?? '0');
}

function makeStandIn(kind: MaskKind, value: string, n: number): string {
  switch (kind) {
    case 'token':
      return `masked-token-${n}`;
    case 'otp':
      return digitsLike(value, 0, '', n);
    case 'phone':
      return digitsLike(value, 2, '9', n);
    case 'account':
      return digitsLike(value, 0, '9', n);
    case 'identifier':
      return digitsLike(value, 0, '8', n);
    case 'email':
      return `masked-user-${n}@example.com`;
    case 'name':
      return `Nama Samaran ${letters(n)}`;
  }
}

const isUpperCase = (value: string): boolean => /[A-Z]/.test(value) && value === value.toUpperCase();

/** The JSON path of a member (`$.body.phone`, `$.body.attributes[2]`), as recordings note masked spots. */
export const childPath = (path: string, key: string | number): string =>
  typeof key === 'number'
    ? `${path}[${key}]`
    : /^[A-Za-z0-9_-]+$/.test(key)
      ? `${path}.${key}`
      : `${path}["${key}"]`;

/**
 * The masks of one recording. Every value it replaces is noted by its JSON path in `spots` (`$.body.phone`),
 * so a replay knows which spots match any value.
 */
export class RecordingMasker {
  private readonly made = new Map<string, string>();
  private readonly known = new Map<string, string>();
  private readonly counts = new Map<MaskKind, number>();

  /** The stand-in of a value: the same one every time; names and addresses ignore case, names keep upper case. */
  standIn(kind: MaskKind, value: string): string {
    const normal = kind === 'name' || kind === 'email' ? value.trim().toLowerCase() : value;
    const id = `${kind}:${normal}`;
    let made = this.made.get(id);
    if (made === undefined) {
      const n = (this.counts.get(kind) ?? 0) + 1;
      this.counts.set(kind, n);
      made = makeStandIn(kind, normal, n);
      this.made.set(id, made);
    }
    const shown = kind === 'name' && isUpperCase(value) ? made.toUpperCase() : made;
    // An OTP code is too short to be recognised again by its value alone (a postal code could be the same).
    if (kind !== 'otp') this.known.set(value, shown);
    return shown;
  }

  /** A masked copy of a JSON value (a body, a query, multipart text fields). */
  json(value: unknown, context: MaskContext, path: string, spots: string[]): unknown {
    if (typeof value === 'string') return this.string(value, path, spots);
    if (Array.isArray(value))
      return value.map((item, index) => this.json(item, context, childPath(path, index), spots));
    if (value === null || typeof value !== 'object') return value;
    const source = value as Record<string, unknown>;
    const pairKind = typeof source.name === 'string' ? MASKED_KEYS.get(source.name.toLowerCase()) : undefined;
    const masked: Record<string, unknown> = {};
    for (const [key, member] of Object.entries(source)) {
      const memberPath = childPath(path, key);
      // A form attribute `{ name: "account_number", value: … }` holds what its name says.
      const kind = key === 'value' && pairKind ? pairKind : this.kindOf(key, member, source, context);
      masked[key] = kind
        ? this.as(kind, member, context, memberPath, spots)
        : this.json(member, context, memberPath, spots);
    }
    return masked;
  }

  /** A path with every segment that is a value masked before (a phone, an address) replaced by its stand-in. */
  path(path: string, spots: string[]): string {
    return path
      .split('/')
      .map((segment, index) => {
        let decoded: string;
        try {
          decoded = decodeURIComponent(segment);
        } catch {
          return segment;
        }
        const standIn = this.known.get(decoded);
        if (standIn === undefined) return segment;
        spots.push(`$.path[${index}]`);
        return encodeURIComponent(standIn);
      })
      .join('/');
  }

  /** A string: a document inlined as a data URL, a value masked before, an address, credentials inside it. */
  string(value: string, path: string, spots: string[]): string {
    const dataUrl = DATA_URL.exec(value);
    let masked = value;
    if (dataUrl) masked = `${dataUrl[0]}${standInFile(dataUrl[1]).toString('base64')}`;
    else if (this.known.has(value)) masked = this.known.get(value)!;
    else if (isValidEmail(value)) masked = this.standIn('email', value);
    else if (value.includes('=') || /bearer/i.test(value)) {
      masked = value
        .replace(
          TOKEN_URL_PARAMETER,
          (_all, name: string, token: string) => name + this.standIn('token', token),
        )
        .replace(
          BEARER_CREDENTIAL,
          (all: string, bearer: string) => bearer + this.standIn('token', all.slice(bearer.length)),
        );
    }
    if (masked !== value) spots.push(path);
    return masked;
  }

  private kindOf(key: string, value: unknown, siblings: Record<string, unknown>, context: MaskContext) {
    const lower = key.toLowerCase();
    const kind = MASKED_KEYS.get(lower);
    if (kind) return kind;
    if (lower === 'name' && PERSON_KEYS.some((person) => person in siblings)) return 'name';
    return isOtpCodeMember(key, value, siblings, context) ? 'otp' : undefined;
  }

  private as(kind: MaskKind, value: unknown, context: MaskContext, path: string, spots: string[]): unknown {
    if (typeof value === 'string' && value.trim() !== '') {
      spots.push(path);
      return this.standIn(kind, value);
    }
    if (typeof value === 'number' && kind === 'otp') {
      spots.push(path);
      return Number(this.standIn(kind, String(value)));
    }
    if (Array.isArray(value))
      return value.map((item, index) => this.as(kind, item, context, childPath(path, index), spots));
    return this.json(value, context, path, spots);
  }
}

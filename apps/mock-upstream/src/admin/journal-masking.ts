import type { IncomingHttpHeaders } from 'node:http';

/**
 * What the journal and its HAR export never show: credentials a reader could replay. The rules are listed in
 * the QA guide (README, "Masking"); keep the two in step. Masking happens when the journal is read, on copies,
 * so the recorded references stay as received.
 */

export const REDACTED = '[redacted]';

/** Headers shown as `[redacted]`, in requests and answers. */
export const SECRET_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
]);

/**
 * Keys whose value is shown as `[redacted]`, at any depth of a JSON body, in multipart text fields, in query
 * parameters and inside URLs found in any string (`…?signature=[redacted]`). Compared in lower case.
 */
export const SECRET_KEYS: ReadonlySet<string> = new Set([
  'token',
  'access_token',
  'refresh_token',
  'id_token',
  'session_token',
  'authorization_token',
  'otp',
  'otp_code',
  'password',
  'signature',
]);

/** An OTP code as the broker sends and reads them. */
const OTP_CODE = /^\d{4,8}$/;

const keyAlternatives = [...SECRET_KEYS].join('|');
/** A secret query parameter inside a URL anywhere in a string. */
const SECRET_URL_PARAMETER = new RegExp(`([?&](?:${keyAlternatives})=)[^&#\\s"'<>]*`, 'gi');
/** A bearer credential written out in a string. */
export const BEARER_CREDENTIAL = /\b(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
/** A secret member of JSON text that could not be parsed (a body cut at the cap): its value, closed or cut. */
const SECRET_JSON_MEMBER = new RegExp(
  `("(?:${keyAlternatives})"\\s*:\\s*)(?:"(?:[^"\\\\]|\\\\.)*(?:"|$)|-?\\d[\\d.eE+-]*|true|false)`,
  'gi',
);
const OTP_CODE_JSON_MEMBER = /("code"\s*:\s*)(?:"\d{4,8}(?:"|$)|\d{4,8}\b)/gi;

/** The context a value is masked in: on an OTP call, a digit-only `code` is an OTP code. */
export interface MaskContext {
  otpCall: boolean;
}

export function maskContextOf(path: string): MaskContext {
  return { otpCall: /otp/i.test(path) };
}

function isSecretMember(
  key: string,
  value: unknown,
  siblings: Record<string, unknown>,
  context: MaskContext,
): boolean {
  if (value === null || value === undefined) return false;
  return SECRET_KEYS.has(key.toLowerCase()) || isOtpCodeMember(key, value, siblings, context);
}

/** A member `code` holding an OTP code: 4 to 8 digits, on an OTP call or beside an `operation_id`. */
export function isOtpCodeMember(
  key: string,
  value: unknown,
  siblings: Record<string, unknown>,
  context: MaskContext,
): boolean {
  return (
    key.toLowerCase() === 'code' &&
    (typeof value === 'string' || typeof value === 'number') &&
    OTP_CODE.test(String(value)) &&
    (context.otpCall || 'operation_id' in siblings)
  );
}

/** A string with the credentials it spells out (in URLs, after `Bearer`) masked. */
export function maskString(value: string): string {
  if (!value.includes('=') && !/bearer/i.test(value)) return value;
  return value.replace(SECRET_URL_PARAMETER, `$1${REDACTED}`).replace(BEARER_CREDENTIAL, `$1${REDACTED}`);
}

/** A masked copy of a JSON value (a parsed body or a query object). */
export function maskValue(value: unknown, context: MaskContext): unknown {
  if (typeof value === 'string') return maskString(value);
  if (Array.isArray(value)) return value.map((item) => maskValue(item, context));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const masked: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(source)) {
    masked[key] = isSecretMember(key, member, source, context) ? REDACTED : maskValue(member, context);
  }
  return masked;
}

/** Masked JSON-like text that could not be parsed (a body cut at the cap, or not JSON). */
export function maskText(text: string, context: MaskContext): string {
  let masked = text.replace(SECRET_JSON_MEMBER, `$1"${REDACTED}"`);
  if (context.otpCall || masked.includes('"operation_id"')) {
    masked = masked.replace(OTP_CODE_JSON_MEMBER, `$1"${REDACTED}"`);
  }
  return maskString(masked);
}

/** Multipart text fields, masked by the same key rules as a JSON body. */
export function maskFields(fields: Record<string, string>, context: MaskContext): Record<string, string> {
  const masked: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    masked[name] = isSecretMember(name, value, fields, context) ? REDACTED : maskString(value);
  }
  return masked;
}

export type ShownHeaders = Record<string, string | string[]>;

/** Headers as sent, secret ones as `[redacted]`, numbers as text. */
export function maskHeaders(
  headers: IncomingHttpHeaders | Record<string, string | number | string[] | undefined>,
): ShownHeaders {
  const shown: ShownHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    if (SECRET_HEADERS.has(lower)) shown[lower] = REDACTED;
    else shown[lower] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return shown;
}

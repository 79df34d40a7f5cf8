import { randomInt, randomUUID } from 'node:crypto';
import type { OtpMedium } from '@portal/contracts/constants';
import type { MockStore } from './mock-store.ts';
import { DEMO_PHONES, DEV_OTP_CODE } from './seed-users.ts';
import type { OtpOperation } from './types.ts';

export const OTP_TTL_MS = 5 * 60 * 1000;
/** Wrong codes allowed per operation; the next attempt is refused even with the right code. */
export const OTP_MAX_WRONG_ATTEMPTS = 5;

export interface OtpRules {
  devMode: boolean;
  now: Date;
}

export type OtpFailure = 'unknown_operation' | 'locked' | 'expired' | 'invalid';
export type OtpOutcome<T> = { ok: true; value: T } | { ok: false; failure: OtpFailure };

function newCode(phone: string, rules: OtpRules): string {
  if (rules.devMode && DEMO_PHONES.has(phone)) return DEV_OTP_CODE;
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

function send(store: MockStore, operation: OtpOperation, now: Date): OtpOperation {
  store.saveOtpOperation(operation);
  store.recordSentOtp({
    phone: operation.phone,
    code: operation.code,
    operation_id: operation.id,
    medium: operation.medium,
    sent_at: now,
    expires_at: operation.expires_at,
  });
  return operation;
}

export function issueOtp(
  store: MockStore,
  request: { phone: string; medium: OtpMedium },
  rules: OtpRules,
): OtpOperation {
  return send(
    store,
    {
      id: `otp_${randomUUID()}`,
      phone: request.phone,
      code: newCode(request.phone, rules),
      medium: request.medium,
      expires_at: new Date(rules.now.getTime() + OTP_TTL_MS),
      wrong_attempts: 0,
    },
    rules.now,
  );
}

function liveOperation(store: MockStore, operationId: string, phone: string): OtpOutcome<OtpOperation> {
  const operation = store.otpOperation(operationId);
  if (!operation || operation.phone !== phone) return { ok: false, failure: 'unknown_operation' };
  if (operation.wrong_attempts >= OTP_MAX_WRONG_ATTEMPTS) return { ok: false, failure: 'locked' };
  return { ok: true, value: operation };
}

/** A fresh code for the same operation, with a new expiry; wrong attempts still count towards the lock. */
export function reissueOtp(
  store: MockStore,
  request: { operationId: string; phone: string; medium?: OtpMedium | undefined },
  rules: OtpRules,
): OtpOutcome<OtpOperation> {
  const found = liveOperation(store, request.operationId, request.phone);
  if (!found.ok) return found;
  const operation: OtpOperation = {
    ...found.value,
    code: newCode(request.phone, rules),
    medium: request.medium ?? found.value.medium,
    expires_at: new Date(rules.now.getTime() + OTP_TTL_MS),
  };
  return { ok: true, value: send(store, operation, rules.now) };
}

/** Checks a code; a right code consumes the operation so it cannot be used twice. */
export function verifyOtp(
  store: MockStore,
  request: { operationId: string; phone: string; code: string },
  now: Date,
): OtpOutcome<{ phone: string }> {
  const found = liveOperation(store, request.operationId, request.phone);
  if (!found.ok) return found;
  const operation = found.value;
  if (now.getTime() > operation.expires_at.getTime()) return { ok: false, failure: 'expired' };
  // The verify_fails scenario fails without counting, so QA sees otp_invalid on every try.
  const failsAlways = store.otpScenarios.forPhone(operation.phone) === 'verify_fails';
  if (failsAlways) return { ok: false, failure: 'invalid' };
  if (operation.code !== request.code) {
    operation.wrong_attempts += 1;
    return { ok: false, failure: 'invalid' };
  }
  store.deleteOtpOperation(operation.id);
  return { ok: true, value: { phone: operation.phone } };
}

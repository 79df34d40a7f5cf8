import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from './env.ts';
import { retryLater } from './retry-later.ts';
import type { BudgetDecision, Budgets } from './stores/types.ts';

/**
 * OTP abuse (ASVS V6, NIST SP 800-63B §5.2.2): budgets per phone number, whatever the client address,
 * kept in the shared store so every gateway instance spends the same ones (decision record 0020).
 * - Sends (send and resend, login and phone change: each costs the broker a message): a few per 10 minutes and
 *   per day for one number, and a generous budget per client address (many users share a carrier's NAT).
 * - Wrong codes: per number and operation, counted by the gateway itself, so a broker that never locks still
 *   cannot be asked 150 times.
 */
export interface OtpLimits {
  sendsPerAddressPerMinute: number;
  sendsPer10Min: number;
  sendsPerDay: number;
  verifyFailures: number;
  verifyFailuresPerDay: number;
}

/** What a code proves: a login, that the user holds a phone change's new number, or an endorsement's holder. */
export type OtpOperation = 'login' | 'phone-change' | 'endorsement';

const MINUTE = 60_000;
const SEND_WINDOW_MS = 10 * MINUTE;
/** A lock after too many wrong codes lasts until the oldest of them is this old. */
const VERIFY_LOCK_WINDOW_MS = 15 * MINUTE;
const DAY_MS = 24 * 60 * MINUTE;

export function otpLimitsFromEnv(env: Env): OtpLimits {
  return {
    sendsPerAddressPerMinute: env.OTP_RATE_LIMIT_PER_MINUTE,
    sendsPer10Min: env.OTP_PHONE_SENDS_PER_10_MIN,
    sendsPerDay: env.OTP_PHONE_SENDS_PER_DAY,
    verifyFailures: env.OTP_VERIFY_MAX_FAILURES,
    verifyFailuresPerDay: env.OTP_VERIFY_MAX_FAILURES_PER_DAY,
  };
}

export interface OtpBudgetContext {
  config: { stores: { budgets: Budgets }; otpLimits: OtpLimits };
  req: Pick<FastifyRequest, 'ip'>;
  res: FastifyReply;
}

/** Whom codes go to, as budget keys: a number however it was typed (`+62 812…`, `62812…`)… */
export function phoneRecipient(phone: string): string {
  return `phone:${phone.replace(/\D/g, '')}`;
}

/** …or the holder of a policy, whose number only the broker knows (endorsement codes). */
export function policyRecipient(policyId: string): string {
  return `policy:${policyId}`;
}

/** The refusal among `decisions` that lasts longest, or null when all allow. */
function longestRefusal(decisions: BudgetDecision[]): BudgetDecision | null {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return null;
  return refused.reduce((longest, decision) =>
    decision.retryAfterMs > longest.retryAfterMs ? decision : longest,
  );
}

/**
 * Counts one code sent to `recipient` (`phoneRecipient`, `policyRecipient`) from this client address; refuses
 * with `rate_limited` and when to come back once a budget is spent.
 */
export async function spendOtpSend(ctx: OtpBudgetContext, recipient: string): Promise<void> {
  const { budgets } = ctx.config.stores;
  const limits = ctx.config.otpLimits;
  const perPhone = (take: boolean) => [
    budgets[take ? 'take' : 'peek'](`otp:send:10m:${recipient}`, limits.sendsPer10Min, SEND_WINDOW_MS),
    budgets[take ? 'take' : 'peek'](`otp:send:day:${recipient}`, limits.sendsPerDay, DAY_MS),
  ];
  // The recipient's budget first, so a refused number does not spend the address's budget.
  const phoneRefusal = longestRefusal(await Promise.all(perPhone(false)));
  if (phoneRefusal) throw retryLater(ctx.res, 'rate_limited', phoneRefusal.retryAfterMs);
  const address = await budgets.take(`otp:send:addr:${ctx.req.ip}`, limits.sendsPerAddressPerMinute, MINUTE);
  if (!address.allowed) throw retryLater(ctx.res, 'rate_limited', address.retryAfterMs);
  // Two sends racing past the check above: the takes decide (each is atomic in the store).
  const taken = longestRefusal(await Promise.all(perPhone(true)));
  if (taken) throw retryLater(ctx.res, 'rate_limited', taken.retryAfterMs);
}

/** The broker refused the code itself (wrong, expired, locked), as opposed to failing to answer. */
function isCodeRefusal(error: unknown): boolean {
  return (
    error instanceof TRPCError &&
    (error.code === 'BAD_REQUEST' || error.code === 'TOO_MANY_REQUESTS' || error.code === 'FORBIDDEN')
  );
}

/**
 * Runs `verify` (the broker call that checks a code sent to `recipient`) unless the recipient is locked for
 * this operation: too many wrong codes in 15 minutes or in a day. A refused code counts; a right one clears
 * the count. The failure that reaches the limit is answered as `otp_locked` at once, with when to come back.
 */
export async function guardOtpVerify<T>(
  ctx: OtpBudgetContext,
  operation: OtpOperation,
  recipient: string,
  verify: () => Promise<T>,
): Promise<T> {
  const { budgets } = ctx.config.stores;
  const limits = ctx.config.otpLimits;
  const recentKey = `otp:verify:15m:${operation}:${recipient}`;
  const dayKey = `otp:verify:day:${operation}:${recipient}`;
  const lock = async () =>
    longestRefusal(
      await Promise.all([
        budgets.peek(recentKey, limits.verifyFailures, VERIFY_LOCK_WINDOW_MS),
        budgets.peek(dayKey, limits.verifyFailuresPerDay, DAY_MS),
      ]),
    );

  const locked = await lock();
  if (locked) throw retryLater(ctx.res, 'otp_locked', locked.retryAfterMs);
  let result: T;
  try {
    result = await verify();
  } catch (error) {
    if (!isCodeRefusal(error)) throw error;
    await Promise.all([
      budgets.take(recentKey, limits.verifyFailures, VERIFY_LOCK_WINDOW_MS),
      budgets.take(dayKey, limits.verifyFailuresPerDay, DAY_MS),
    ]);
    const nowLocked = await lock();
    if (nowLocked) throw retryLater(ctx.res, 'otp_locked', nowLocked.retryAfterMs);
    throw error;
  }
  await Promise.all([budgets.reset(recentKey), budgets.reset(dayKey)]);
  return result;
}

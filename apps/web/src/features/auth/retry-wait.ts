import { useResendCountdown } from '../../lib/resend-countdown.ts';

/**
 * A refusal that ends at a known time (too many codes sent to the number, too many wrong codes): the gateway
 * puts `retryAfterSeconds` in the error's data, beside the catalogue key (decision record 0020).
 */
export function retryAfterSecondsOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const data = (error as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('retryAfterSeconds' in data)) return null;
  const seconds = (data as { retryAfterSeconds: unknown }).retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/** A wait as a clock reads: 0:45, 14:59, 23:59:59 (the same in every language). */
export function formatWait(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Seconds the user still has to wait after a failed call, counting down once a second from when it was
 * sent; null when the failure named no wait.
 */
export function useRetryWait(mutation: { error: unknown; submittedAt: number }): number | null {
  const retryAfter = retryAfterSecondsOf(mutation.error);
  const secondsLeft = useResendCountdown(mutation.submittedAt, retryAfter ?? 0);
  return retryAfter === null ? null : secondsLeft;
}

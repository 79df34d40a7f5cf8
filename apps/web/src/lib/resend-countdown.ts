import { useEffect, useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@portal/contracts/constants';

/** Whole seconds left before a resend is allowed; never more than the cooldown (a clock read before the send). */
export function resendSecondsLeft(sentAt: number, now: number, cooldownSeconds: number): number {
  const left = Math.ceil((sentAt + cooldownSeconds * 1000 - now) / 1000);
  return Math.min(cooldownSeconds, Math.max(0, left));
}

/**
 * Seconds until the code may be sent again, ticking once a second; counted from the last send. `cooldownSeconds`:
 * another wait than the resend cooldown (the one the gateway gave with a refusal).
 */
export function useResendCountdown(sentAt: number, cooldownSeconds = OTP_RESEND_COOLDOWN_SECONDS): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(sentAt, now, cooldownSeconds);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return secondsLeft;
}

import { useEffect, useState } from 'react';
import { OTP_RESEND_COOLDOWN_SECONDS } from '@portal/contracts/constants';

/** Whole seconds left before a resend is allowed; never more than the cooldown (a clock read before the send). */
export function resendSecondsLeft(sentAt: number, now: number, cooldownSeconds: number): number {
  const left = Math.ceil((sentAt + cooldownSeconds * 1000 - now) / 1000);
  return Math.min(cooldownSeconds, Math.max(0, left));
}

/** Seconds until the code may be sent again, ticking once a second; counted from the last send. */
export function useResendCountdown(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = resendSecondsLeft(sentAt, now, OTP_RESEND_COOLDOWN_SECONDS);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return secondsLeft;
}

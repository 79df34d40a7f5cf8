import type { ComponentProps, ReactNode } from 'react';
import { OTP_LENGTH } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { useResendCountdown } from '../lib/resend-countdown.ts';
import { Button } from './ui/button.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';

type OtpCodeFieldProps = Omit<ComponentProps<'input'>, 'id'> & { id: string; invalid: boolean };

/** The code of an OTP (a login, a phone change): digits only, whatever the keyboard or SMS autofill sends. */
export function OtpCodeField({ id, invalid, onChange, ...input }: OtpCodeFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{m.auth_otp_label()}</Label>
      <Input
        id={id}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        autoFocus
        textSize="xl"
        className="max-w-48 text-center font-mono tracking-[0.4em]"
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        {...input}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
          onChange?.(event);
        }}
      />
      <p id={hintId} className="text-sm text-slate-600">
        {m.auth_otp_hint()}
      </p>
      {invalid ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {m.auth_otp_invalid()}
        </p>
      ) : null}
    </div>
  );
}

/** 'Send the code again', once the cooldown since `sentAt` is over; `children` go beside the button. */
export function ResendCode({
  sentAt,
  onResend,
  disabled,
  children,
}: {
  sentAt: number;
  onResend: () => void;
  disabled: boolean;
  children?: ReactNode;
}) {
  const secondsLeft = useResendCountdown(sentAt);
  return (
    <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
      <p className="text-sm text-slate-700">
        {secondsLeft > 0 ? m.auth_resend_countdown({ seconds: secondsLeft }) : m.auth_resend_ready()}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" onClick={onResend} disabled={secondsLeft > 0 || disabled}>
          {m.auth_resend_otp()}
        </Button>
        {children}
      </div>
    </div>
  );
}

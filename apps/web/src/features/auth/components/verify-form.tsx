import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { OTP_LENGTH, type OtpMedium } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { trpc } from '../../../lib/trpc.ts';
import { useResendCountdown } from '../hooks/use-resend-countdown.ts';
import {
  clearPendingLogin,
  loginDestination,
  savePendingLogin,
  type PendingLogin,
} from '../pending-login.ts';
import { maskPhone } from '../phone.ts';
import { replaceSession } from '../session-cache.ts';
import { rememberSessionOrigin } from '../session-origin.ts';

const codeSchema = z.object({ otp: z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`))) });
type CodeValues = z.infer<typeof codeSchema>;

const WHATSAPP_POLL_MS = 3000;

interface VerifyFormProps {
  initial: PendingLogin;
  /** Called with where to go once the session exists. */
  onVerified: (destination: string) => void;
  onChangeNumber: () => void;
}

export function VerifyForm({ initial, onVerified, onChangeNumber }: VerifyFormProps) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  const ids = useId();
  const otpId = `${ids}-otp`;
  const otpHintId = `${ids}-otp-hint`;
  const otpErrorId = `${ids}-otp-error`;

  const [pending, setPending] = useState(initial);
  const [resent, setResent] = useState(false);
  const secondsLeft = useResendCountdown(pending.sentAt);

  const form = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { otp: '' } });
  const otpInvalid = Boolean(form.formState.errors.otp);

  const verify = useMutation(
    trpc.auth.verifyOtp.mutationOptions({
      onSuccess: async (session) => {
        clearPendingLogin();
        rememberSessionOrigin(pending.flow);
        // Nothing cached for a previous user may show to this one; the protected layout sees the new
        // session at once, and the server confirms it.
        replaceSession(queryClient, session);
        await queryClient.invalidateQueries(trpc.auth.session.queryFilter());
        onVerified(loginDestination(pending));
      },
    }),
  );

  const resend = useMutation(
    trpc.auth.resendOtp.mutationOptions({
      onSuccess: (sent) => {
        const next = { ...pending, operationId: sent.operationId, medium: sent.medium, sentAt: Date.now() };
        savePendingLogin(next);
        setPending(next);
        setResent(true);
        verify.reset();
      },
    }),
  );

  const whatsappStatus = useQuery({
    ...trpc.auth.whatsappStatus.queryOptions({ operationId: pending.operationId }),
    enabled: pending.medium === 'whatsapp',
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? WHATSAPP_POLL_MS : false),
    staleTime: 0,
  });
  const whatsappFailed = pending.medium === 'whatsapp' && whatsappStatus.data?.status === 'failed';

  function sendAgain(medium: OtpMedium) {
    setResent(false);
    resend.mutate({ operationId: pending.operationId, phone: pending.phone, medium, languageCode: locale });
  }

  const onSubmit = form.handleSubmit(({ otp }) => {
    setResent(false);
    verify.mutate({ operationId: pending.operationId, phone: pending.phone, otp });
  });

  const maskedPhone = maskPhone(pending.phone, pending.countryCode);
  const otpField = form.register('otp');

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">
        {pending.medium === 'whatsapp'
          ? m.auth_verify_sent_whatsapp({ phone: maskedPhone })
          : m.auth_verify_sent_sms({ phone: maskedPhone })}
      </p>

      {pending.medium === 'whatsapp' && whatsappStatus.data ? (
        <Alert
          tone={whatsappFailed ? 'warning' : whatsappStatus.data.status === 'delivered' ? 'success' : 'info'}
        >
          <div className="flex flex-col items-start gap-2">
            <span>
              {whatsappFailed
                ? m.auth_whatsapp_failed()
                : whatsappStatus.data.status === 'delivered'
                  ? m.auth_whatsapp_delivered()
                  : m.auth_whatsapp_pending()}
            </span>
            {whatsappFailed ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() => sendAgain('sms')}
                disabled={resend.isPending}
              >
                {m.auth_resend_via_sms()}
              </Button>
            ) : null}
          </div>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={otpId}>{m.auth_otp_label()}</Label>
          <Input
            id={otpId}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            autoFocus
            className="max-w-48 text-center font-mono text-xl tracking-[0.4em]"
            aria-invalid={otpInvalid ? true : undefined}
            aria-describedby={otpInvalid ? `${otpHintId} ${otpErrorId}` : otpHintId}
            {...otpField}
            onChange={(event) => {
              // Digits only, whatever the keyboard or the SMS autofill delivers.
              event.target.value = event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH);
              void otpField.onChange(event);
            }}
          />
          <p id={otpHintId} className="text-sm text-slate-600">
            {m.auth_otp_hint()}
          </p>
          {otpInvalid ? (
            <p id={otpErrorId} className="text-sm font-medium text-red-700">
              {m.auth_otp_invalid()}
            </p>
          ) : null}
        </div>

        {verify.isError ? (
          <Alert tone="error">
            {describeError(verify.error, { fallback: 'otp_verify_failed', serverMessage: true })}
          </Alert>
        ) : null}
        {resend.isError ? (
          <Alert tone="error">
            {describeError(resend.error, { fallback: 'otp_send_failed', serverMessage: true })}
          </Alert>
        ) : null}
        {resent ? <Alert tone="success">{m.auth_resend_success()}</Alert> : null}

        <Button type="submit" size="lg" disabled={verify.isPending || verify.isSuccess}>
          {verify.isPending ? m.auth_verifying() : m.auth_verify_submit()}
        </Button>
      </form>

      <div className="flex flex-col items-start gap-2 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          {secondsLeft > 0 ? m.auth_resend_countdown({ seconds: secondsLeft }) : m.auth_resend_ready()}
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            variant="secondary"
            onClick={() => sendAgain(pending.medium)}
            disabled={secondsLeft > 0 || resend.isPending}
          >
            {m.auth_resend_otp()}
          </Button>
          <Button variant="link" onClick={onChangeNumber}>
            {m.auth_change_number()}
          </Button>
        </div>
      </div>
    </div>
  );
}

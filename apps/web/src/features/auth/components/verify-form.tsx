import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { OTP_LENGTH, type OtpMedium } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { OtpCodeField, ResendCode } from '../../../components/otp-code.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useLocale } from '../../../lib/locale.ts';
import { trpc } from '../../../lib/trpc.ts';
import {
  clearPendingLogin,
  loginDestination,
  savePendingLogin,
  type PendingLogin,
} from '../pending-login.ts';
import { maskPhone } from '../../../lib/phone.ts';
import { replaceSession } from '../../../lib/session-cache.ts';
import { rememberSessionOrigin } from '../session-origin.ts';
import { useRetryWait } from '../retry-wait.ts';
import { RetryWaitNotice } from './retry-wait-notice.tsx';

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

  const [pending, setPending] = useState(initial);
  const [resent, setResent] = useState(false);

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

  // Too many wrong codes (the number is locked) or codes sent: the gateway says when to try again.
  const verifyWaitLeft = useRetryWait(verify);
  const resendWaitLeft = useRetryWait(resend);

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
        <OtpCodeField
          id={otpId}
          invalid={otpInvalid}
          {...otpField}
          onChange={(event) => void otpField.onChange(event)}
        />

        {verify.isError ? (
          <Alert tone="error">
            {describeError(verify.error, { fallback: 'otp_verify_failed', serverMessage: true })}
          </Alert>
        ) : null}
        {verifyWaitLeft !== null ? <RetryWaitNotice secondsLeft={verifyWaitLeft} /> : null}
        {resend.isError ? (
          <Alert tone="error">
            {describeError(resend.error, { fallback: 'otp_send_failed', serverMessage: true })}
          </Alert>
        ) : null}
        {resendWaitLeft !== null ? <RetryWaitNotice secondsLeft={resendWaitLeft} /> : null}
        {resent ? <Alert tone="success">{m.auth_resend_success()}</Alert> : null}

        <Button
          type="submit"
          size="lg"
          disabled={verify.isPending || verify.isSuccess || Boolean(verifyWaitLeft)}
        >
          {verify.isPending ? m.auth_verifying() : m.auth_verify_submit()}
        </Button>
      </form>

      <ResendCode
        sentAt={pending.sentAt}
        onResend={() => sendAgain(pending.medium)}
        disabled={resend.isPending || Boolean(resendWaitLeft)}
      >
        <Button variant="link" onClick={onChangeNumber}>
          {m.auth_change_number()}
        </Button>
      </ResendCode>
    </div>
  );
}

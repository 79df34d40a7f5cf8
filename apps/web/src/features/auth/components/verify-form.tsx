import { useEffect, useId, useState, type FormEvent } from 'react';
import { OTP_LENGTH, type OtpMedium } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { OtpCodeField, ResendCode } from '../../../components/otp-code.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorKeyOf } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { maskPhone } from '../../../lib/phone.ts';
import { mutate, query, type CallInput, type CallOutput } from '../login-api.ts';
import {
  clearPendingLogin,
  loginDestination,
  savePendingLogin,
  type PendingLogin,
} from '../pending-login.ts';
import { rememberSessionOrigin } from '../session-origin.ts';
import { useRetryWait } from '../retry-wait.ts';
import { useCall } from '../use-call.ts';
import { RetryWaitNotice } from './retry-wait-notice.tsx';

const CODE_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const WHATSAPP_POLL_MS = 3000;

const verifyOtp = (input: CallInput<'auth.verifyOtp'>) => mutate('auth.verifyOtp', input);
const resendOtp = (input: CallInput<'auth.resendOtp'>) => mutate('auth.resendOtp', input);

type WhatsappStatus = CallOutput<'auth.whatsappStatus'>;

/** A code sent by WhatsApp: its delivery, asked again every few seconds while it is pending. */
function useWhatsappStatus(pending: PendingLogin): WhatsappStatus | undefined {
  const [status, setStatus] = useState<{ operationId: string; value: WhatsappStatus }>();
  const { medium, operationId } = pending;
  useEffect(() => {
    if (medium !== 'whatsapp') return;
    let stopped = false;
    let timer: number | undefined;
    const ask = () =>
      query('auth.whatsappStatus', { operationId }).then(
        (value) => {
          if (stopped) return;
          setStatus({ operationId, value });
          if (value.status === 'pending') timer = window.setTimeout(ask, WHATSAPP_POLL_MS);
        },
        () => undefined, // no news is shown as no news; the code may still arrive
      );
    void ask();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [medium, operationId]);
  return medium === 'whatsapp' && status?.operationId === operationId ? status.value : undefined;
}

interface VerifyFormProps {
  initial: PendingLogin;
  /** Called with where to go once the session exists. */
  onVerified: (destination: string) => void;
  onChangeNumber: () => void;
}

export function VerifyForm({ initial, onVerified, onChangeNumber }: VerifyFormProps) {
  const locale = useLocale();
  const ids = useId();
  const otpId = `${ids}-otp`;

  const [pending, setPending] = useState(initial);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  // As before: the code is checked on submit, then again as it is corrected.
  const [checked, setChecked] = useState(false);
  const otpInvalid = checked && !CODE_PATTERN.test(code);

  const verify = useCall(verifyOtp);
  const resend = useCall(resendOtp);

  // Too many wrong codes (the number is locked) or codes sent: the gateway says when to try again.
  const verifyWaitLeft = useRetryWait(verify);
  const resendWaitLeft = useRetryWait(resend);

  const whatsappStatus = useWhatsappStatus(pending);
  const whatsappFailed = pending.medium === 'whatsapp' && whatsappStatus?.status === 'failed';

  function sendAgain(medium: OtpMedium) {
    setResent(false);
    resend.mutate(
      { operationId: pending.operationId, phone: pending.phone, medium, languageCode: locale },
      {
        onSuccess: (sent) => {
          const next = { ...pending, operationId: sent.operationId, medium: sent.medium, sentAt: Date.now() };
          savePendingLogin(next);
          setPending(next);
          setResent(true);
          verify.reset();
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!CODE_PATTERN.test(code)) {
      document.getElementById(otpId)?.focus();
      return;
    }
    setResent(false);
    verify.mutate(
      {
        operationId: pending.operationId,
        phone: pending.phone,
        otp: code,
        ...(pending.agencyLogin ? { agencyLogin: true } : {}),
      },
      {
        onSuccess: () => {
          clearPendingLogin();
          rememberSessionOrigin(pending.flow);
          onVerified(loginDestination(pending));
        },
      },
    );
  }

  const maskedPhone = maskPhone(pending.phone, pending.countryCode);

  return (
    <div className="flex flex-col gap-5">
      <p className="text-slate-700">
        {pending.medium === 'whatsapp'
          ? m.auth_verify_sent_whatsapp({ phone: maskedPhone })
          : m.auth_verify_sent_sms({ phone: maskedPhone })}
      </p>

      {whatsappStatus ? (
        <Alert tone={whatsappFailed ? 'warning' : whatsappStatus.status === 'delivered' ? 'success' : 'info'}>
          <div className="flex flex-col items-start gap-2">
            <span>
              {whatsappFailed
                ? m.auth_whatsapp_failed()
                : whatsappStatus.status === 'delivered'
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
          name="otp"
          invalid={otpInvalid}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />

        {verify.isError ? (
          <Alert tone="error">
            {describeError(verify.error, { fallback: 'otp_verify_failed', serverMessage: true })}
            {/* A policyholder on the agency login: the way on is the regular login (a full page load). */}
            {errorKeyOf(verify.error) === 'agency_login_not_agency' ? (
              <>
                {' '}
                <a href="/generate-otp" className="font-semibold underline underline-offset-2">
                  {m.agency_login_policyholder_link()}
                </a>
              </>
            ) : null}
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

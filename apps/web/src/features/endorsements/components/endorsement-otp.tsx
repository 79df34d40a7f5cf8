import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { OTP_LENGTH, OTP_MEDIUMS, type OtpMedium } from '@portal/contracts/constants';
import type { EndorsementParams, KeyedEndorsementRow } from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { OtpCodeField, ResendCode } from '../../../components/otp-code.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { useLocale } from '../../../lib/locale.ts';
import { saveVerification } from '../endorsement-verification.ts';
import { useEndorsementOtp } from '../hooks/use-endorsement.ts';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

const MEDIUM_LABEL: Record<OtpMedium, () => string> = {
  sms: () => m.auth_medium_sms(),
  whatsapp: () => m.auth_medium_whatsapp(),
};

interface Sent {
  operationId: string;
  medium: OtpMedium;
  sentAt: number;
}

/**
 * The authorized flow (spec §6): a visitor without a session proves the policy is theirs by the code the
 * broker sends to the policyholder's phone; the resend comes back after the spec's 30 seconds. A wrong code
 * says so and keeps the step; the right one opens the form.
 */
export function EndorsementOtp({
  row,
  params,
  notice,
  onVerified,
}: {
  row: KeyedEndorsementRow;
  params: EndorsementParams;
  /** Why verification is asked again (a spent or expired one). */
  notice: string | null;
  onVerified: (verification: string) => void;
}) {
  const locale = useLocale();
  const ids = useId();
  const { send, resend, verify } = useEndorsementOtp();
  const [medium, setMedium] = useState<OtpMedium>('sms');
  const [sent, setSent] = useState<Sent | null>(null);
  const [resent, setResent] = useState(false);
  const [code, setCode] = useState('');
  // As the login's code: checked on submit, then again as it is corrected (decision record 0059).
  const [checked, setChecked] = useState(false);
  const otpInvalid = checked && !OTP_PATTERN.test(code);
  const policy = params.id ?? '';
  const here = typeof window === 'undefined' ? '/' : window.location.pathname;

  const sendCode = () =>
    send.mutate(
      { key: row.key, params, medium, languageCode: locale },
      { onSuccess: (answer) => setSent({ operationId: answer.operationId, medium, sentAt: Date.now() }) },
    );

  const resendCode = () => {
    if (!sent) return;
    setResent(false);
    resend.mutate(
      { key: row.key, params, operationId: sent.operationId, medium: sent.medium, languageCode: locale },
      {
        onSuccess: (answer) => {
          setSent({ ...sent, operationId: answer.operationId, sentAt: Date.now() });
          setResent(true);
          verify.reset();
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!OTP_PATTERN.test(code)) {
      document.getElementById(`${ids}-otp`)?.focus();
      return;
    }
    if (!sent) return;
    setResent(false);
    verify.mutate(
      { key: row.key, params, operationId: sent.operationId, otp: code },
      {
        onSuccess: (answer) => {
          saveVerification(policy, answer);
          onVerified(answer.verification);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{m.endorse_title()}</h1>
      {notice ? <Alert tone="warning">{notice}</Alert> : null}
      <SectionCard title={m.endorse_otp_heading()} className="max-w-xl">
        <p className="text-slate-700">{m.endorse_otp_intro()}</p>

        {sent === null ? (
          <div className="flex flex-col gap-4">
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-slate-900">{m.endorse_otp_medium()}</legend>
              <RadioGroup
                value={medium}
                onValueChange={(value) => setMedium(value as OtpMedium)}
                layout="row"
              >
                {OTP_MEDIUMS.map((option) => (
                  <div key={option} className="flex items-center gap-2">
                    <RadioGroupItem id={`${ids}-${option}`} value={option} />
                    <Label htmlFor={`${ids}-${option}`}>{MEDIUM_LABEL[option]()}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            {send.isError ? (
              <Alert tone="error">{describeError(send.error, { fallback: 'otp_send_failed' })}</Alert>
            ) : null}
            <Button size="lg" className="self-start" onClick={sendCode} disabled={send.isPending}>
              {send.isPending ? m.endorse_otp_sending() : m.endorse_otp_send()}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-5">
            <Alert tone="success">{resent ? m.endorse_otp_resent() : m.endorse_otp_sent()}</Alert>
            <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
              <OtpCodeField
                id={`${ids}-otp`}
                name="otp"
                invalid={otpInvalid}
                value={code}
                onChange={(event) => setCode(event.target.value)}
              />
              {verify.isError ? (
                <Alert tone="error">{describeError(verify.error, { fallback: 'otp_verify_failed' })}</Alert>
              ) : null}
              {resend.isError ? (
                <Alert tone="error">{describeError(resend.error, { fallback: 'otp_send_failed' })}</Alert>
              ) : null}
              <Button type="submit" size="lg" className="self-start" disabled={verify.isPending}>
                {verify.isPending ? m.auth_verifying() : m.auth_verify_submit()}
              </Button>
            </form>
            <ResendCode sentAt={sent.sentAt} onResend={resendCode} disabled={resend.isPending} />
          </div>
        )}

        <Link
          to="/generate-otp"
          search={{ redirect: here }}
          className="self-start text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {m.endorse_otp_login()}
        </Link>
      </SectionCard>
    </div>
  );
}

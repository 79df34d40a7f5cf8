import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { OTP_LENGTH, type CountryCode } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { CountryCodeSelect } from '../../../components/country-code-select.tsx';
import { OtpCodeField, ResendCode } from '../../../components/otp-code.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { closeOnEscape } from '../../../lib/inline-form-focus.ts';
import { useLocale } from '../../../lib/locale.ts';
import { maskPhone, NATIONAL_PHONE_EXAMPLE, normalizeNationalPhone } from '../../../lib/phone.ts';
import { signOut } from '../../../lib/session-cache.ts';
import { trpc } from '../../../lib/trpc.ts';
import { ServerRefusal } from './server-refusal.tsx';

const NATIONAL_PHONE = /^\d{6,14}$/;
const OTP = new RegExp(`^\\d{${OTP_LENGTH}}$`);

interface SentCode {
  operationId: string;
  /** The new number, international. */
  phone: string;
  sentAt: number;
}

interface PhoneChangeProps {
  countryCode: CountryCode;
  onCancel: () => void;
}

/**
 * A new phone number, confirmed like a login (spec §4): a code goes to the new number, the code confirms it.
 * Success forces sign-out: the gateway has ended the session, so the page forgets the user and goes to login,
 * which says the number changed. Refusals show the broker's text or code (spec §8), with the input kept.
 */
export function PhoneChange({ countryCode: initialCountry, onCancel }: PhoneChangeProps) {
  const locale = useLocale();
  const [countryCode, setCountryCode] = useState<CountryCode>(initialCountry);
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState<SentCode | null>(null);

  const send = useMutation(
    trpc.user.sendPhoneOtp.mutationOptions({
      onSuccess: (result) =>
        setSent({ operationId: result.operationId, phone: result.phone, sentAt: Date.now() }),
    }),
  );

  if (sent) {
    return (
      <ConfirmCode
        sent={sent}
        countryCode={countryCode}
        nationalPhone={normalizeNationalPhone(phone, countryCode)}
        onResent={setSent}
        onOtherNumber={() => {
          send.reset();
          setSent(null);
        }}
        onCancel={onCancel}
      />
    );
  }
  return (
    <NewNumberForm
      countryCode={countryCode}
      onCountryCode={setCountryCode}
      phone={phone}
      onPhone={setPhone}
      sending={send.isPending}
      error={send.isError ? send.error : null}
      onClearError={send.reset}
      onSend={(national) =>
        send.mutate({ countryCode, phone: national, medium: 'sms', languageCode: locale })
      }
      onCancel={onCancel}
    />
  );
}

function NewNumberForm({
  countryCode,
  onCountryCode,
  phone,
  onPhone,
  sending,
  error,
  onClearError,
  onSend,
  onCancel,
}: {
  countryCode: CountryCode;
  onCountryCode: (code: CountryCode) => void;
  phone: string;
  onPhone: (phone: string) => void;
  sending: boolean;
  error: unknown;
  /** A new try: the last refusal, about the number sent before, goes. */
  onClearError: () => void;
  onSend: (nationalPhone: string) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const hintId = `${ids}-hint`;
  const errorId = `${ids}-error`;
  const [problem, setProblem] = useState<'required' | 'invalid' | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onClearError();
    const national = normalizeNationalPhone(phone, countryCode);
    const found = national === '' ? 'required' : NATIONAL_PHONE.test(national) ? null : 'invalid';
    setProblem(found);
    if (found) {
      document.getElementById(phoneId)?.focus();
      return;
    }
    onSend(national);
  }

  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={closeOnEscape(onCancel, !sending)}
      noValidate
      className="flex flex-col gap-3"
    >
      <Alert tone="info">{m.profile_phone_change_intro()}</Alert>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={phoneId}>{m.profile_phone_new_label()}</Label>
        <div className="flex gap-2">
          <CountryCodeSelect
            value={countryCode}
            onChange={onCountryCode}
            label={m.auth_country_code_label()}
            disabled={sending}
          />
          <Input
            id={phoneId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            autoFocus
            placeholder={NATIONAL_PHONE_EXAMPLE}
            value={phone}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onPhone(event.target.value)}
          />
        </div>
        <p id={hintId} className="text-sm text-slate-600">
          {m.auth_phone_hint()}
        </p>
        {problem ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {problem === 'required' ? m.auth_phone_required() : m.auth_phone_invalid()}
          </p>
        ) : null}
      </div>
      {error ? <ServerRefusal error={error} fallback="phone_update_failed" /> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {sending ? m.auth_sending_otp() : m.profile_phone_send_code()}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={sending}>
          {m.upload_cancel()}
        </Button>
      </div>
    </form>
  );
}

function ConfirmCode({
  sent,
  countryCode,
  nationalPhone,
  onResent,
  onOtherNumber,
  onCancel,
}: {
  sent: SentCode;
  countryCode: CountryCode;
  nationalPhone: string;
  onResent: (sent: SentCode) => void;
  onOtherNumber: () => void;
  onCancel: () => void;
}) {
  const locale = useLocale();
  const codeId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [resent, setResent] = useState(false);

  const confirm = useMutation(
    trpc.user.updatePhone.mutationOptions({
      onSuccess: async () => {
        // The gateway ended the session (spec §4): to the login, which says why.
        await signOut(queryClient, () =>
          navigate({ to: '/generate-otp', search: { notice: 'phone-changed' }, replace: true }),
        );
      },
    }),
  );
  const resend = useMutation(
    // The same resend as a login's: the broker's resend_otp for the operation and its number.
    trpc.auth.resendOtp.mutationOptions({
      onSuccess: (result) => {
        onResent({ operationId: result.operationId, phone: result.phone, sentAt: Date.now() });
        setResent(true);
        confirm.reset();
      },
    }),
  );

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setResent(false);
    // The last refusal was about the code sent before: a new try starts without it.
    confirm.reset();
    resend.reset();
    const wrong = !OTP.test(code);
    setInvalid(wrong);
    if (wrong) {
      document.getElementById(codeId)?.focus();
      return;
    }
    confirm.mutate({ countryCode, phone: nationalPhone, operationId: sent.operationId, otp: code });
  }

  const busy = confirm.isPending || confirm.isSuccess;
  return (
    <form
      onSubmit={onSubmit}
      onKeyDown={closeOnEscape(onCancel, !busy)}
      noValidate
      className="flex flex-col gap-3"
    >
      <p className="text-sm text-slate-700">
        {m.profile_phone_code_sent({ phone: maskPhone(sent.phone, countryCode) })}
      </p>
      <OtpCodeField
        id={codeId}
        invalid={invalid}
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      {confirm.isError ? <ServerRefusal error={confirm.error} fallback="phone_update_failed" /> : null}
      {resend.isError ? <ServerRefusal error={resend.error} fallback="otp_send_failed" /> : null}
      {resent ? <Alert tone="success">{m.auth_resend_success()}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? m.auth_verifying() : m.profile_phone_confirm()}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {m.upload_cancel()}
        </Button>
      </div>
      <ResendCode
        sentAt={sent.sentAt}
        disabled={resend.isPending || busy}
        onResend={() => {
          setResent(false);
          resend.mutate({ operationId: sent.operationId, phone: sent.phone, languageCode: locale });
        }}
      >
        <Button variant="link" onClick={onOtherNumber} disabled={busy}>
          {m.profile_phone_other_number()}
        </Button>
      </ResendCode>
    </form>
  );
}

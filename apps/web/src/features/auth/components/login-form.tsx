import { useId, useRef, useState, type FormEvent } from 'react';
import {
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  OTP_MEDIUMS,
  type CountryCode,
  type OtpMedium,
} from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { describeError } from '../../../lib/failure-text.ts';
import { rememberLoginLocale, useLocale } from '../../../lib/locale.ts';
import type { LoginSearch } from '../../../lib/search-params.ts';
import { mutate, type CallInput } from '../login-api.ts';
import { readPendingLogin, savePendingLogin } from '../pending-login.ts';
import { useRetryWait } from '../retry-wait.ts';
import { useCall } from '../use-call.ts';
import { CountryCodeNativeSelect } from './country-code-native-select.tsx';
import { RetryWaitNotice } from './retry-wait-notice.tsx';
import { isCountryCode, NATIONAL_PHONE_EXAMPLE, normalizeNationalPhone } from '../../../lib/phone.ts';

type PhoneProblem = 'required' | 'invalid';

/** The typed number as the gateway takes it, or what is wrong with it. */
export function checkNationalPhone(
  typed: string,
  countryCode: string,
): { phone: string } | { problem: PhoneProblem } {
  const phone = normalizeNationalPhone(typed, countryCode);
  if (phone === '') return { problem: 'required' };
  return /^\d{6,14}$/.test(phone) ? { phone } : { problem: 'invalid' };
}

const sendOtp = (input: CallInput<'auth.sendOtp'>) => mutate('auth.sendOtp', input);

interface LoginFormProps {
  search: LoginSearch;
  onOtpSent: () => void;
  /** The agency login: the code is verified for agency users only. */
  agencyLogin?: boolean;
}

export function LoginForm({ search, onOtpSent, agencyLogin = false }: LoginFormProps) {
  const locale = useLocale();
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const phoneHintId = `${ids}-phone-hint`;
  const phoneErrorId = `${ids}-phone-error`;
  const phoneInput = useRef<HTMLInputElement>(null);

  // Coming back from /verify ("change number") refills what was typed.
  const [previous] = useState(readPendingLogin);
  const [countryCode, setCountryCode] = useState<CountryCode>(
    previous?.countryCode ?? (isCountryCode(DEFAULT_COUNTRY_CODE) ? DEFAULT_COUNTRY_CODE : COUNTRY_CODES[0]),
  );
  const [typedPhone, setTypedPhone] = useState(previous?.nationalPhone ?? '');
  const [medium, setMedium] = useState<OtpMedium>(previous?.medium ?? 'sms');
  // As before: the number is checked on submit, then again as it is corrected.
  const [checked, setChecked] = useState(false);
  const phoneCheck = checkNationalPhone(typedPhone, countryCode);
  const phoneError = checked && 'problem' in phoneCheck ? phoneCheck.problem : null;

  const send = useCall(sendOtp);
  // Too many codes to this number: the gateway says when the next one may go.
  const waitLeft = useRetryWait(send);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if ('problem' in phoneCheck) {
      phoneInput.current?.focus();
      return;
    }
    const phone = phoneCheck.phone;
    send.mutate(
      { countryCode, phone, medium, languageCode: locale },
      {
        onSuccess: (sent) => {
          savePendingLogin({
            operationId: sent.operationId,
            phone: sent.phone,
            countryCode,
            nationalPhone: phone,
            medium: sent.medium,
            sentAt: Date.now(),
            redirect: search.redirect,
            flow: search.flow,
            id: search.id,
            ...(agencyLogin ? { agencyLogin: true as const } : {}),
          });
          rememberLoginLocale(countryCode, locale);
          onOtpSent();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={phoneId}>{m.auth_phone_label()}</Label>
        <div className="flex gap-2">
          <CountryCodeNativeSelect
            value={countryCode}
            onChange={setCountryCode}
            name="countryCode"
            label={m.auth_country_code_label()}
          />
          <Input
            ref={phoneInput}
            id={phoneId}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={NATIONAL_PHONE_EXAMPLE}
            value={typedPhone}
            onChange={(event) => setTypedPhone(event.target.value)}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${phoneHintId} ${phoneErrorId}` : phoneHintId}
          />
        </div>
        <p id={phoneHintId} className="text-sm text-slate-600">
          {m.auth_phone_hint()}
        </p>
        {phoneError ? (
          <p id={phoneErrorId} className="text-sm font-medium text-red-700">
            {phoneError === 'required' ? m.auth_phone_required() : m.auth_phone_invalid()}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{m.auth_medium_legend()}</legend>
        <div className="grid grid-cols-2 gap-2">
          {OTP_MEDIUMS.map((option) => (
            <label
              key={option}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                name="medium"
                value={option}
                checked={medium === option}
                onChange={() => setMedium(option)}
                className="size-4 accent-brand-700"
              />
              {option === 'sms' ? m.auth_medium_sms() : m.auth_medium_whatsapp()}
            </label>
          ))}
        </div>
      </fieldset>

      {send.isError ? (
        <Alert tone="error">
          {describeError(send.error, { fallback: 'otp_send_failed', serverMessage: true })}
        </Alert>
      ) : null}
      {waitLeft !== null ? <RetryWaitNotice secondsLeft={waitLeft} /> : null}

      <Button type="submit" size="lg" disabled={send.isPending || Boolean(waitLeft)}>
        {send.isPending ? m.auth_sending_otp() : m.auth_send_otp()}
      </Button>
    </form>
  );
}

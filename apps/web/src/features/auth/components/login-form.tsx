import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { COUNTRY_CODES, DEFAULT_COUNTRY_CODE, OTP_MEDIUMS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { CountryCodeSelect } from '../../../components/country-code-select.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { describeError } from '../../../lib/errors.ts';
import { rememberLoginLocale, useLocale } from '../../../lib/locale.ts';
import type { LoginSearch } from '../../../lib/search-params.ts';
import { trpc } from '../../../lib/trpc.ts';
import { readPendingLogin, savePendingLogin } from '../pending-login.ts';
import { useRetryWait } from '../retry-wait.ts';
import { RetryWaitNotice } from './retry-wait-notice.tsx';
import { isCountryCode, NATIONAL_PHONE_EXAMPLE, normalizeNationalPhone } from '../../../lib/phone.ts';

const PHONE_REQUIRED = 'required';
const PHONE_INVALID = 'invalid';

const loginFormSchema = z.object({
  countryCode: z.enum(COUNTRY_CODES),
  phone: z.pipe(
    z.pipe(z.string(), z.transform(normalizeNationalPhone)),
    z.string().check(z.minLength(1, PHONE_REQUIRED), z.regex(/^\d{6,14}$/, PHONE_INVALID)),
  ),
  medium: z.enum(OTP_MEDIUMS),
});
type LoginFormInput = z.input<typeof loginFormSchema>;
type LoginFormValues = z.output<typeof loginFormSchema>;

interface LoginFormProps {
  search: LoginSearch;
  onOtpSent: () => void;
}

export function LoginForm({ search, onOtpSent }: LoginFormProps) {
  const locale = useLocale();
  const ids = useId();
  const phoneId = `${ids}-phone`;
  const phoneHintId = `${ids}-phone-hint`;
  const phoneErrorId = `${ids}-phone-error`;

  // Coming back from /verify ("change number") refills what was typed.
  const previous = readPendingLogin();
  const form = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: {
      countryCode:
        previous?.countryCode ?? (isCountryCode(DEFAULT_COUNTRY_CODE) ? DEFAULT_COUNTRY_CODE : '62'),
      phone: previous?.nationalPhone ?? '',
      medium: previous?.medium ?? 'sms',
    },
  });
  const phoneError = form.formState.errors.phone?.message;

  const sendOtp = useMutation(trpc.auth.sendOtp.mutationOptions());
  // Too many codes to this number: the gateway says when the next one may go.
  const waitLeft = useRetryWait(sendOtp);

  const onSubmit = form.handleSubmit((values) => {
    sendOtp.mutate(
      { countryCode: values.countryCode, phone: values.phone, medium: values.medium, languageCode: locale },
      {
        onSuccess: (sent) => {
          savePendingLogin({
            operationId: sent.operationId,
            phone: sent.phone,
            countryCode: values.countryCode,
            nationalPhone: values.phone,
            medium: sent.medium,
            sentAt: Date.now(),
            redirect: search.redirect,
            flow: search.flow,
            id: search.id,
          });
          rememberLoginLocale(values.countryCode, locale);
          onOtpSent();
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={phoneId}>{m.auth_phone_label()}</Label>
        <div className="flex gap-2">
          <Controller
            control={form.control}
            name="countryCode"
            render={({ field }) => (
              <CountryCodeSelect
                value={field.value}
                onChange={field.onChange}
                name={field.name}
                label={m.auth_country_code_label()}
                ref={field.ref}
              />
            )}
          />
          <Input
            id={phoneId}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={NATIONAL_PHONE_EXAMPLE}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={phoneError ? `${phoneHintId} ${phoneErrorId}` : phoneHintId}
            {...form.register('phone')}
          />
        </div>
        <p id={phoneHintId} className="text-sm text-slate-600">
          {m.auth_phone_hint()}
        </p>
        {phoneError ? (
          <p id={phoneErrorId} className="text-sm font-medium text-red-700">
            {phoneError === PHONE_REQUIRED ? m.auth_phone_required() : m.auth_phone_invalid()}
          </p>
        ) : null}
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-800">{m.auth_medium_legend()}</legend>
        <div className="grid grid-cols-2 gap-2">
          {OTP_MEDIUMS.map((medium) => (
            <label
              key={medium}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
            >
              <input
                type="radio"
                value={medium}
                className="size-4 accent-brand-700"
                {...form.register('medium')}
              />
              {medium === 'sms' ? m.auth_medium_sms() : m.auth_medium_whatsapp()}
            </label>
          ))}
        </div>
      </fieldset>

      {sendOtp.isError ? (
        <Alert tone="error">
          {describeError(sendOtp.error, { fallback: 'otp_send_failed', serverMessage: true })}
        </Alert>
      ) : null}
      {waitLeft !== null ? <RetryWaitNotice secondsLeft={waitLeft} /> : null}

      <Button type="submit" size="lg" disabled={sendOtp.isPending || Boolean(waitLeft)}>
        {sendOtp.isPending ? m.auth_sending_otp() : m.auth_send_otp()}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { LoadingStatus } from '../../../components/list-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useReturnFocus } from '../../../lib/inline-form-focus.ts';
import { useUserDetails } from '../hooks/use-profile.ts';
import { SectionError, SectionLoading } from './section-states.tsx';

/**
 * The e-mail editor and the phone change open on a click: their code (the country-code select, the OTP step)
 * is fetched when the user points at or focuses the button that opens them (decision record 0023).
 */
const emailEditor = lazyPart(
  () => import('./email-editor.tsx'),
  (module) => module.EmailEditor,
);
const phoneChange = lazyPart(
  () => import('./phone-change.tsx'),
  (module) => module.PhoneChange,
);

/** Grey rows of an opening editor (a label and a field, the buttons), with a status text. */
function EditorLoading() {
  return (
    <LoadingStatus label={m.common_loading()} className="flex flex-col gap-3">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-10" />
      <Skeleton className="h-10 w-40" />
    </LoadingStatus>
  );
}

/**
 * E-mail and phone from the user details (spec §4: an e-mail change reloads them), each changed in place:
 * the e-mail by the editor, the phone by a code to the new number, after which the user signs in again.
 */
export function ContactDetails() {
  const query = useUserDetails();
  // Each opens on its own, so starting one never throws away what was typed in the other.
  const [editingEmail, setEditingEmail] = useState(false);
  const [editingPhone, setEditingPhone] = useState(false);
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  // A closed editor (saved, cancelled, Escape) gives the focus back to the button that opened it.
  const emailButton = useReturnFocus(editingEmail);
  const phoneButton = useReturnFocus(editingPhone);

  if (query.isPending) return <SectionLoading />;
  if (query.isError) return <SectionError error={query.error} fallback="profile_load_failed" query={query} />;

  const { email, phone, country_code: countryCode } = query.data;
  return (
    <div className="flex flex-col divide-y divide-slate-200">
      <div className="flex flex-col gap-3 pb-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dl className="min-w-0">
            <dt className="text-xs text-slate-600">{m.profile_email()}</dt>
            <dd className="text-sm font-medium break-all text-slate-900">{email ?? m.common_not_set()}</dd>
          </dl>
          {editingEmail ? null : (
            <Button
              ref={emailButton}
              variant="secondary"
              size="sm"
              onPointerEnter={() => void emailEditor.preload()}
              onFocus={() => void emailEditor.preload()}
              onClick={() => {
                setSavedEmail(null);
                setEditingEmail(true);
              }}
            >
              {email === null ? m.profile_email_add() : m.profile_email_change()}
            </Button>
          )}
        </div>
        {editingEmail ? (
          <LoadBoundary loading={<EditorLoading />}>
            <emailEditor.Part
              current={email}
              onDone={(saved) => {
                setSavedEmail(saved);
                setEditingEmail(false);
              }}
              onCancel={() => setEditingEmail(false)}
            />
          </LoadBoundary>
        ) : null}
        {savedEmail ? <Alert tone="success">{m.profile_email_saved({ email: savedEmail })}</Alert> : null}
      </div>
      <div className="flex flex-col gap-3 pt-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <dl className="min-w-0">
            <dt className="text-xs text-slate-600">{m.profile_phone()}</dt>
            <dd className="text-sm font-medium text-slate-900">{`+${countryCode} ${phone}`}</dd>
          </dl>
          {editingPhone ? null : (
            <Button
              ref={phoneButton}
              variant="secondary"
              size="sm"
              onPointerEnter={() => void phoneChange.preload()}
              onFocus={() => void phoneChange.preload()}
              onClick={() => setEditingPhone(true)}
            >
              {m.profile_phone_change()}
            </Button>
          )}
        </div>
        {editingPhone ? (
          <LoadBoundary loading={<EditorLoading />}>
            <phoneChange.Part countryCode={countryCode} onCancel={() => setEditingPhone(false)} />
          </LoadBoundary>
        ) : null}
      </div>
    </div>
  );
}

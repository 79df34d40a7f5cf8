import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import type { LoginSearch } from '../../../lib/search-params.ts';

/**
 * Why the user is at a login page (its `notice`), above the phone form: they signed out, their session ended
 * while they worked (the error catalogue's text, spec §8), their phone number changed, or the broker did not
 * confirm a logout.
 */
export function LoginNotice({ notice }: { notice: LoginSearch['notice'] }) {
  switch (notice) {
    case 'signed-out':
      return <Alert tone="success">{m.auth_signed_out_notice()}</Alert>;
    case 'session-ended':
      return <Alert tone="info">{m.error_session_expired()}</Alert>;
    case 'phone-changed':
      return <Alert tone="success">{m.account_phone_changed_notice()}</Alert>;
    case 'logout-unconfirmed':
      return <Alert tone="warning">{m.auth_logout_broker_unconfirmed()}</Alert>;
    case undefined:
      return null;
  }
}

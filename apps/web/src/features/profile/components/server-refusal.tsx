import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { serverCodeOf } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';

/**
 * Spec §8: a refused phone or e-mail change shows the broker's own text, or else its code; the catalogue
 * text of `fallback` (or of the error's own key) when the broker sent neither.
 */
export function ServerRefusal({ error, fallback }: { error: unknown; fallback: ErrorKey }) {
  const code = serverCodeOf(error);
  return (
    <Alert tone="error">
      {describeError(error, { fallback, serverMessage: true })}
      {code ? <span className="mt-1 block text-xs">{m.profile_error_code({ code })}</span> : null}
    </Alert>
  );
}

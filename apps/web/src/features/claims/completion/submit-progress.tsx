import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/failure-text.ts';

/** The automatic final submit under way, or why it failed with a way to try again (nothing is lost). */
export function SubmitProgress({
  submitting,
  error,
  onRetry,
}: {
  submitting: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (submitting) {
    return (
      <Alert tone="info" aria-busy="true">
        {m.claims_submit_in_progress()}
      </Alert>
    );
  }
  return (
    <Alert tone="error" className="flex flex-col items-start gap-3">
      <p>{describeError(error, { fallback: 'claim_submit_failed', serverMessage: true })}</p>
      <Button onClick={onRetry}>{m.common_retry()}</Button>
    </Alert>
  );
}

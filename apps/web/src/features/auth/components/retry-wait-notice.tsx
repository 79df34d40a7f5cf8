import { m } from '@portal/i18n/messages';
import { formatWait } from '../retry-wait.ts';

/**
 * When the user may try again, counting down. Not a live region: the refusal itself is announced once (its
 * alert); a screen reader finds the time here without hearing every second.
 */
export function RetryWaitNotice({ secondsLeft }: { secondsLeft: number }) {
  return (
    <p className="text-sm font-medium text-slate-800" data-testid="retry-wait">
      {secondsLeft > 0 ? (
        m.auth_retry_countdown({ time: formatWait(secondsLeft) })
      ) : (
        <span role="status">{m.auth_retry_ready()}</span>
      )}
    </p>
  );
}

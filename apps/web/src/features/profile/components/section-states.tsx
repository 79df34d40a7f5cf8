import type { ErrorKey } from '@portal/contracts/errors';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { describeError } from '../../../lib/failure-text.ts';

/** A part of the profile page still loading: grey rows, announced to screen readers. */
export function SectionLoading({ rows = 2 }: { rows?: number }) {
  return (
    <div role="status" className="flex flex-col gap-2">
      <span className="sr-only">{m.common_loading()}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-11" />
      ))}
    </div>
  );
}

/** A part of the profile page that could not load: why (its catalogue text) and a retry. */
export function SectionError({
  error,
  fallback,
  query,
}: {
  error: unknown;
  fallback: ErrorKey;
  query: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3">
      <p className="text-sm font-medium text-red-800">{describeError(error, { fallback })}</p>
      <Button variant="secondary" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        {m.common_retry()}
      </Button>
    </div>
  );
}

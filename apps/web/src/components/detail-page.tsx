import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { isNotFound } from '../lib/error-data.ts';
import { BackLink } from './back-link.tsx';
import { DetailSkeleton } from './detail-states.tsx';
import { buttonVariants } from './ui/button.tsx';
import { ErrorState } from './list-states.tsx';

interface DetailPageProps<T, E> {
  query: UseQueryResult<T, E>;
  backLink: { href: string; label: string };
  /** The page's heading while there is no data to name it (read by screen readers above the error). */
  title: string;
  errorMessage: string;
  /** A failure the page tells in its own way (an empty state, say); null leaves it to the error with a retry. */
  renderError?: (error: E) => ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A detail page under its back link, with its loading and error states: a retry, or, for a thing the broker
 * does not have (an unknown id), what to do instead.
 */
export function DetailPage<T, E>({
  query,
  backLink,
  title,
  errorMessage,
  renderError,
  children,
}: DetailPageProps<T, E>) {
  const ownError = query.isError ? (renderError?.(query.error) ?? null) : null;
  const missing = query.isError && isNotFound(query.error);
  return (
    <div className="flex flex-col gap-4">
      <BackLink href={backLink.href}>{backLink.label}</BackLink>
      {query.isPending ? (
        <DetailSkeleton label={m.common_loading()} />
      ) : ownError !== null ? (
        ownError
      ) : query.isError ? (
        <>
          <h1 className="sr-only">{title}</h1>
          <ErrorState
            message={errorMessage}
            detail={missing ? m.common_detail_not_found() : undefined}
            retryLabel={m.common_retry()}
            onRetry={missing ? null : () => void query.refetch()}
            retrying={query.isFetching}
            action={
              <Link to={backLink.href} className={buttonVariants({ variant: 'secondary' })}>
                {backLink.label}
              </Link>
            }
          />
        </>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/** The heading of a detail page's content: its title over a subtitle, with its status badge beside them. */
export function DetailHeading({
  title,
  subtitle,
  badge,
}: {
  title: string;
  subtitle: string;
  badge: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-slate-700">{subtitle}</p>
      </div>
      {badge}
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Button } from './ui/button.tsx';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** A loading placeholder: grey blocks, announced to screen readers by a status text. */
export function LoadingStatus({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** Grey blocks in place of the four fields of a card. */
export function SkeletonFields({ className }: { className?: string }) {
  return (
    <div className={cn('grid grid-cols-2 gap-3', className)}>
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
      <Skeleton className="h-8" />
    </div>
  );
}

/** Grey cards shaped like the list's cards, with a status text for screen readers. */
export function ListSkeleton({ count = 3, label }: { count?: number; label: string }) {
  return (
    <LoadingStatus label={label} className="flex flex-col gap-3">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className="flex flex-col gap-3 p-4 sm:p-5">
          <div className="flex items-start justify-between gap-3">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton round className="h-5 w-16" />
          </div>
          <Skeleton className="h-4 w-1/3" />
          <SkeletonFields className="sm:grid-cols-4" />
        </Card>
      ))}
    </LoadingStatus>
  );
}

export function EmptyState({
  title,
  body,
  icon,
  action,
}: {
  title: string;
  body: string;
  icon?: ReactNode;
  /** Where to go from here (a page past a list's end: its last page). */
  action?: ReactNode;
}) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      {icon}
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-sm text-slate-600">{body}</p>
      {action ? <div className="mt-1">{action}</div> : null}
    </Card>
  );
}

export function ErrorState({
  message,
  detail,
  retryLabel,
  onRetry,
  retrying,
  action,
}: {
  message: string;
  /** A second line: what to do instead. */
  detail?: string;
  retryLabel: string;
  /** Null: asking again cannot help (the thing does not exist), so no retry is offered. */
  onRetry: (() => void) | null;
  retrying: boolean;
  /** What to do instead of a retry (a link back to the list). */
  action?: ReactNode;
}) {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-10 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      {detail ? <p className="max-w-md text-sm text-slate-700">{detail}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} disabled={retrying}>
          {retryLabel}
        </Button>
      ) : (
        action
      )}
    </Card>
  );
}

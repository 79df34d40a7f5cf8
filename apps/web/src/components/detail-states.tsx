import { LoadingStatus, SkeletonFields } from './list-states.tsx';
import { Card } from './ui/card.tsx';
import { Skeleton } from './ui/skeleton.tsx';

/** Grey blocks shaped like a detail page (title, badge, two cards), with a status text for screen readers. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label} className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1].map((index) => (
          <Card key={index} className="flex flex-col gap-3 p-4 sm:p-5">
            <Skeleton className="h-5 w-1/2" />
            <SkeletonFields />
          </Card>
        ))}
      </div>
    </LoadingStatus>
  );
}

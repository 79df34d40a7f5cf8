import { Button } from './ui/button.tsx';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: { navigation: string; previous: string; next: string; status: string };
}

export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  return (
    <nav aria-label={labels.navigation} className="flex flex-wrap items-center justify-between gap-3 pt-2">
      <Button variant="secondary" size="sm" onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹</span>
        {labels.previous}
      </Button>
      <p className="order-first w-full text-center text-sm text-slate-700 sm:order-none sm:w-auto">
        {labels.status}
      </p>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pageCount}
      >
        {labels.next}
        <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}

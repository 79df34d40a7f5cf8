import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import { pageCount } from '../lib/search-params.ts';
import { EmptyState, ErrorState, ListSkeleton } from './list-states.tsx';
import { Pagination } from './pagination.tsx';
import { Button } from './ui/button.tsx';

export interface Page<T> {
  items: T[];
  total: number;
}

interface PagedListProps<T, E> {
  query: UseQueryResult<Page<T>, E>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: { title: string; body: string };
  errorMessage: string;
}

/** One page of a list with its loading, error (with retry), empty and paging states. */
export function PagedList<T, E>({
  query,
  page,
  pageSize,
  onPageChange,
  itemKey,
  renderItem,
  empty,
  errorMessage,
}: PagedListProps<T, E>) {
  if (query.isPending) return <ListSkeleton label={m.common_loading()} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage}
        retryLabel={m.common_retry()}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { items, total } = query.data;
  const pages = pageCount(total, pageSize);
  // A page past the end (an old or shared link): not "no policies yet", but where the list ends.
  if (page > pages) {
    return (
      <EmptyState
        title={m.common_page_past_end_title({ page })}
        body={m.common_page_past_end_body({ total: pages })}
        action={
          <Button variant="secondary" onClick={() => onPageChange(pages)}>
            {m.common_page_past_end_action({ total: pages })}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      {/* One page has nowhere to go: no paging buttons to press in vain. */}
      {items.length > 0 && pages > 1 ? (
        <Pagination
          page={page}
          pageCount={pages}
          onPageChange={onPageChange}
          labels={{
            navigation: m.common_pagination_label(),
            previous: m.common_previous_page(),
            next: m.common_next_page(),
            status: m.common_page_of({ page, total: pages }),
          }}
        />
      ) : null}
    </div>
  );
}

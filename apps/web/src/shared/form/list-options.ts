import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../lib/trpc.ts';
import type { ExternalFilters } from './external-filters.ts';
import type { FieldOf, ListFilters } from './types.ts';

/** The list call of a choices_external field; idle until its parents are chosen. */
export function useListOptions(field: FieldOf<'choices_external'>, filters: ExternalFilters) {
  const source = field.external_source ?? 'province-list';
  return useQuery({
    ...trpc.lists.options.queryOptions({ source, filters: filters.ready ? filters.filters : {} }),
    enabled: filters.ready && field.external_source !== null,
    // Lists change rarely; a form open for a while should not refetch them.
    staleTime: 10 * 60_000,
  });
}

/** The filters the page fixes for a field's list (e.g. the category of a brand list). */
export const fixedFiltersOf = (field: FieldOf<'choices_external'>, listFilters: ListFilters) =>
  field.external_source ? listFilters[field.external_source] : undefined;

import { CLAIM_FILTER_GROUPS } from '@portal/contracts/entities/claim';
import { isRejected } from '../claims/claim-lifecycle.ts';
import type { HandlerMap } from './handler.ts';
import { pageOf } from './paging.ts';

export const claimHandlers = {
  claimList: ({ query, auth, store }) => {
    const groups = CLAIM_FILTER_GROUPS[query.filter];
    // The store keeps each user's claims newest first, so filtering keeps the list order without a sort.
    const { page, total } = pageOf(
      store.claimsNewestFirst(auth.user.id),
      (record) =>
        groups.includes(record.card.status_group) &&
        (query.partner_id === undefined || record.partner_id === query.partner_id),
      query.offset,
      query.limit,
    );
    return {
      body: {
        // A rejected claim's card carries the reason its details give, where the broker gave one.
        data: page.map((record) =>
          record.rejection_reason && isRejected(record.card.status_group)
            ? { ...record.card, rejection_reason: record.rejection_reason }
            : record.card,
        ),
        meta_data: { offset: query.offset, limit: query.limit, total },
      },
    };
  },
} satisfies HandlerMap;

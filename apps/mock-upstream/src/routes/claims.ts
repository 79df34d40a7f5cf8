import { CLAIM_FILTER_GROUPS } from '@portal/contracts/entities/claim';
import type { ClaimRecord } from '../store/types.ts';
import type { HandlerMap } from './handler.ts';

const newestFirst = (a: ClaimRecord, b: ClaimRecord): number =>
  Date.parse(b.card.created_at) - Date.parse(a.card.created_at);

export const claimHandlers = {
  claimList: ({ query, auth, store }) => {
    const groups = CLAIM_FILTER_GROUPS[query.filter];
    const matching = store
      .claimsOf(auth.user.id)
      .filter((record) => groups.includes(record.card.status_group))
      .filter((record) => query.partner_id === undefined || record.partner_id === query.partner_id)
      .sort(newestFirst);
    return {
      body: {
        data: matching.slice(query.offset, query.offset + query.limit).map((record) => record.card),
        meta_data: { offset: query.offset, limit: query.limit, total: matching.length },
      },
    };
  },
} satisfies HandlerMap;

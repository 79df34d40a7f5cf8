import { DEFAULT_POLICY_STATE_FILTER } from '@portal/contracts/constants';
import type { PolicyCard, PolicyDetail } from '@portal/contracts/entities/policy';
import type { PolicyRecord } from '../store/types.ts';
import type { HandlerMap } from './handler.ts';
import { notFound } from './mock-error.ts';

function toPolicyCard(detail: PolicyDetail): PolicyCard {
  const {
    start_time: _startTime,
    insured_items: _insuredItems,
    benefits: _benefits,
    family_members: _familyMembers,
    total_remaining_coverage: _totalRemainingCoverage,
    ...card
  } = detail;
  return card;
}

const newestFirst = (a: PolicyRecord, b: PolicyRecord): number =>
  Date.parse(b.detail.start_time) - Date.parse(a.detail.start_time);

export const policyHandlers = {
  policyList: ({ query, auth, store }) => {
    const states = (query.policyState ?? DEFAULT_POLICY_STATE_FILTER).split(',');
    const matching = store
      .policiesOf(auth.user.id)
      .filter((record) => states.includes(record.policy_state))
      .filter(
        (record) =>
          query.coverage === undefined ||
          (record.detail.coverage_status === 'ACTIVE') === (query.coverage === 'active'),
      )
      .filter((record) => query.partner === undefined || record.detail.partner === query.partner)
      .sort(newestFirst);
    return {
      body: {
        data: matching
          .slice(query.offset, query.offset + query.limit)
          .map((record) => toPolicyCard(record.detail)),
        meta: { offset: query.offset, limit: query.limit, total: matching.length },
      },
    };
  },

  policyDetails: ({ query, auth, store }) => {
    const record = store.policy(query.id);
    // Someone else's policy looks exactly like a missing one.
    if (!record || record.owner_id !== auth.user.id) throw notFound();
    return { body: record.detail };
  },
} satisfies HandlerMap;

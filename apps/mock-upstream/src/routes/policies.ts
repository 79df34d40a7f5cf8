import { DEFAULT_POLICY_STATE_FILTER } from '@portal/contracts/constants';
import type { PolicyCard, PolicyDetail } from '@portal/contracts/entities/policy';
import type { HandlerMap } from './handler.ts';
import { notFound } from '../http/mock-error.ts';
import { pageOf } from './paging.ts';

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

export const policyHandlers = {
  policyList: ({ query, auth, store }) => {
    const states = (query.policyState ?? DEFAULT_POLICY_STATE_FILTER).split(',');
    // The store keeps each user's policies newest first, so filtering keeps the list order without a sort.
    const { page, total } = pageOf(
      store.policiesNewestFirst(auth.user.id),
      (record) =>
        states.includes(record.policy_state) &&
        (query.coverage === undefined ||
          (record.detail.coverage_status === 'ACTIVE') === (query.coverage === 'active')) &&
        (query.partner === undefined || record.detail.partner === query.partner),
      query.offset,
      query.limit,
    );
    return {
      body: {
        data: page.map((record) => toPolicyCard(record.detail)),
        meta: { offset: query.offset, limit: query.limit, total },
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

import { AppConfig } from '@portal/contracts/entities/config';
import { z } from 'zod';
import { ChatSnapshot } from './chat-store.ts';
import { ClaimFlowSnapshot } from './claim-flow-store.ts';
import { EndorsementSnapshot } from './endorsement-store.ts';
import { FeedbackSnapshot } from './feedback-store.ts';
import {
  AgencyPolicyRecordSchema,
  ClaimRecordSchema,
  PolicyRecordSchema,
  UserRecordSchema,
} from './record-schemas.ts';
import { UserDataSnapshot } from './user-data-store.ts';

type Issue = { path: (string | number)[]; message: string };

/** Ids a record refers to must exist, and ids must be unique: what a hand-edited document gets wrong first. */
function referenceProblems(state: {
  users: { id: string; phone: string }[];
  policies: { owner_id: string; detail: { internal_id: string } }[];
  claims: { owner_id: string; card: { claim_id: string } }[];
  agencyPolicies: { owner_id: string }[];
  ssoAccessTokens: Record<string, string>;
  claimFlow: { agencyClaims: { owner_id: string; card: { claim_id: string } }[] };
}): Issue[] {
  const issues: Issue[] = [];
  const userIds = new Set<string>();
  const phones = new Set<string>();
  state.users.forEach((user, index) => {
    if (userIds.has(user.id))
      issues.push({ path: ['users', index, 'id'], message: `Duplicate user id ${user.id}` });
    if (phones.has(user.phone)) {
      issues.push({ path: ['users', index, 'phone'], message: `Duplicate phone ${user.phone}` });
    }
    userIds.add(user.id);
    phones.add(user.phone);
  });
  const owned = (list: { owner_id: string }[], path: string[]) =>
    list.forEach((record, index) => {
      if (!userIds.has(record.owner_id)) {
        issues.push({ path: [...path, index, 'owner_id'], message: `No user with id ${record.owner_id}` });
      }
    });
  owned(state.policies, ['policies']);
  owned(state.claims, ['claims']);
  owned(state.agencyPolicies, ['agencyPolicies']);
  owned(state.claimFlow.agencyClaims, ['claimFlow', 'agencyClaims']);

  const policyIds = new Set<string>();
  state.policies.forEach(({ detail }, index) => {
    if (policyIds.has(detail.internal_id)) {
      issues.push({
        path: ['policies', index, 'detail', 'internal_id'],
        message: `Duplicate policy ${detail.internal_id}`,
      });
    }
    policyIds.add(detail.internal_id);
  });
  const claimIds = new Set<string>();
  const uniqueClaims = (list: { card: { claim_id: string } }[], path: string[]) =>
    list.forEach(({ card }, index) => {
      if (claimIds.has(card.claim_id)) {
        issues.push({
          path: [...path, index, 'card', 'claim_id'],
          message: `Duplicate claim ${card.claim_id}`,
        });
      }
      claimIds.add(card.claim_id);
    });
  uniqueClaims(state.claims, ['claims']);
  uniqueClaims(state.claimFlow.agencyClaims, ['claimFlow', 'agencyClaims']);

  for (const [token, userId] of Object.entries(state.ssoAccessTokens)) {
    if (!userIds.has(userId))
      issues.push({ path: ['ssoAccessTokens', token], message: `No user with id ${userId}` });
  }
  return issues;
}

/**
 * The whole broker state of a tenant, as the `state` of a scenario document: the seed data (users, policies,
 * claims, agency policies, SSO tokens, app configs, language messages), every sub-store's state and the id
 * counters. Sessions and OTP operations are not part of it: a loaded state starts signed out.
 */
export const StoreState = z
  .object({
    users: z.array(UserRecordSchema),
    policies: z.array(PolicyRecordSchema),
    claims: z
      .array(ClaimRecordSchema)
      .describe('The policyholder claim list (agency claims are in claimFlow)'),
    agencyPolicies: z.array(AgencyPolicyRecordSchema),
    ssoAccessTokens: z.record(z.string(), z.string()).describe('Partner SSO access token → user id'),
    appConfigs: z.array(AppConfig.strict()),
    languageMessages: z
      .record(z.string(), z.record(z.string(), z.string()))
      .describe('Language id → message key → text'),
    claimFlow: ClaimFlowSnapshot,
    userData: UserDataSnapshot,
    chat: ChatSnapshot,
    endorsements: EndorsementSnapshot,
    feedback: FeedbackSnapshot,
    createdUsers: z
      .number()
      .int()
      .min(0)
      .describe('Accounts opened by a first login so far (usr_new_0001, …): the next one counts on'),
  })
  .strict()
  .superRefine((state, context) => {
    for (const issue of referenceProblems(state)) context.addIssue({ code: 'custom', ...issue });
  });

/** The state as written in a document (ISO date strings). */
export type StoreStateJson = z.input<typeof StoreState>;
/** The state as the store takes it (Dates). */
export type StoreStateData = z.output<typeof StoreState>;

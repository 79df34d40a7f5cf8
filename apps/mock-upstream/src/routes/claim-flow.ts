import type { ClaimQuestionAnswer } from '@portal/contracts/entities/claim-creation';
import {
  EXHAUSTED_FAMILY_MEMBERS,
  isMultiBenefitClaimable,
  questionsFor,
  RIDE_HAILING_ORDERS,
  toClaimBenefit,
  type ClaimableBenefit,
} from '../store/claim-catalogue.ts';
import { claimFormTemplates, INCIDENT_FORM_SLUG } from '../store/claim-forms.ts';
import type { MockStore } from '../store/mock-store.ts';
import type { PolicyRecord, UserRecord } from '../store/types.ts';
import {
  agencyBenefits,
  badRequest,
  findBenefit,
  orderBenefits,
  ownClaim,
  ownPolicyByApplicationNo,
  policyBenefits,
} from '../claims/claim-access.ts';
import {
  assertNoOpenClaim,
  claimDetailsView,
  finalSubmit,
  openClaim,
  policyClaimSource,
  registerAttributeValue,
  saveFormValues,
} from '../claims/claim-lifecycle.ts';
import type { HandlerContext, HandlerMap } from './handler.ts';
import type { Catalogue, EndpointId } from '@portal/contracts/catalogue';
import type { BenefitsResponse } from '@portal/contracts/entities/benefit';
import type { z } from 'zod';
import { notFound } from '../http/mock-error.ts';

/** The family member a claim is for, or null for the policyholder (any id that is not a member of the policy). */
function claimantOf(policy: PolicyRecord, userId: string | undefined): string | null {
  return policy.detail.family_members.find((member) => member.user_id === userId)?.user_id ?? null;
}

/** Benefits as the claimant sees them: a member who used up their individual amount has nothing left. */
function benefitsFor(policy: PolicyRecord, claimantUserId: string | null): ClaimableBenefit[] {
  return policyBenefits(policy).map((benefit) =>
    claimantUserId !== null && EXHAUSTED_FAMILY_MEMBERS.has(claimantUserId)
      ? { ...benefit, remaining_coverage: 0, is_claimable: false }
      : benefit,
  );
}

/** Why a benefit cannot be claimed now (400 with a code), checked by validate-claim and again by create. */
export function assertClaimable(
  benefit: ClaimableBenefit,
  active: boolean,
  claimantUserId: string | null,
): void {
  if (!active) throw badRequest('policy_not_active', 'Polis tidak aktif');
  if (claimantUserId !== null && EXHAUSTED_FAMILY_MEMBERS.has(claimantUserId) && !benefit.is_claimable) {
    throw badRequest('individual_limit_exceeded', 'Batas manfaat untuk tertanggung ini telah habis');
  }
  if (!benefit.is_claimable) {
    throw badRequest('coverage_exhausted', 'Sisa manfaat polis tidak mencukupi untuk klaim ini');
  }
}

function checkPolicyClaim(
  store: MockStore,
  user: UserRecord,
  request: { application_no: string; benefit_id: string; user_id?: string | undefined },
) {
  const policy = ownPolicyByApplicationNo(store, user, request.application_no);
  const claimant = claimantOf(policy, request.user_id);
  const benefit = findBenefit(benefitsFor(policy, claimant), request.benefit_id);
  assertClaimable(benefit, policy.detail.coverage_status === 'ACTIVE', claimant);
  assertNoOpenClaim(store, store.claimsOf(user.id), policy.detail.internal_id, benefit.name, claimant);
  return { policy, claimant, benefit };
}

/** Every benefit the user could open a claim form for: policy, agency and ride-hailing benefits. */
function benefitById(store: MockStore, user: UserRecord, benefitId: string): ClaimableBenefit {
  const candidates = [
    ...store.policiesOf(user.id).flatMap(policyBenefits),
    ...store.agencyPoliciesOf(user.id).flatMap((record) => agencyBenefits(record.policy)),
    ...RIDE_HAILING_ORDERS.filter((order) => order.owner_id === user.id).flatMap((order) =>
      orderBenefits(order),
    ),
  ];
  return findBenefit(candidates, benefitId);
}

/** Answers must name questions of the benefit; unanswered questions are allowed (the portal may skip them). */
export function checkAnswers(benefit: ClaimableBenefit, answers: readonly ClaimQuestionAnswer[]): void {
  const known = new Set(questionsFor(benefit.category).map((entry) => entry.id));
  const unknown = answers.filter((answer) => !known.has(answer.question_id));
  if (unknown.length > 0) {
    throw badRequest(
      'unknown_question',
      `Pertanyaan tidak dikenal: ${unknown.map((entry) => entry.question_id).join(', ')}`,
    );
  }
}

// The benefits versions and the two form saves share one implementation; typed by shape, not by endpoint id.
type Context<K extends EndpointId, P extends keyof HandlerContext<Catalogue[K]>> = Pick<
  HandlerContext<Catalogue[K]>,
  P
>;

const benefits = ({
  query,
  auth,
  store,
}: Context<'claimBenefitsV4', 'query' | 'auth' | 'store'>): { body: z.input<typeof BenefitsResponse> } => {
  const policy = ownPolicyByApplicationNo(store, auth.user, query.application_no);
  const list = benefitsFor(policy, claimantOf(policy, query.user_id));
  return {
    body: {
      benefit_list_data: list.map(toClaimBenefit),
      is_multi_benefit_claimable: list.length > 1 && isMultiBenefitClaimable(policy.detail.product_key),
    },
  };
};

const saveClaimForm = ({
  body,
  auth,
  store,
  now,
}: Context<'saveClaimForm', 'body' | 'auth' | 'store' | 'now'>): {
  body: { form_slug: string; is_valid: boolean };
} => ({
  body: saveFormValues(store, ownClaim(store, auth.user, body.claim_id), body, 'claim', now),
});

export const claimFlowHandlers = {
  claimBenefitsV1: benefits,
  claimBenefitsV3: benefits,
  claimBenefitsV4: benefits,
  claimBenefitsV5: benefits,

  claimForm: ({ params, auth, store }) => {
    const benefit = benefitById(store, auth.user, params.id);
    const form = claimFormTemplates(benefit.category).find((entry) => entry.slug === INCIDENT_FORM_SLUG);
    if (!form) throw notFound();
    return {
      body: {
        id: benefit.benefit_id,
        name: `${form.name}: ${benefit.name}`,
        slug: form.slug,
        fields: form.fields,
      },
    };
  },

  getQuestions: ({ body, auth, store }) => {
    const policy = ownPolicyByApplicationNo(store, auth.user, body.application_no);
    const benefit = findBenefit(policyBenefits(policy), body.benefit_id);
    return { body: { data: questionsFor(benefit.category) } };
  },

  validateClaim: ({ body, auth, store }) => {
    checkPolicyClaim(store, auth.user, body);
    return { body: { result: 'success' } };
  },

  createClaim: ({ body, auth, store, now }) => {
    const { policy, claimant, benefit } = checkPolicyClaim(store, auth.user, body);
    checkAnswers(benefit, body.question_data);
    const { detail } = policy;
    const record = openClaim(
      store,
      {
        ...policyClaimSource(auth.user.id, detail),
        benefit,
        claimantUserId: claimant,
        claimantName: detail.family_members.find((member) => member.user_id === claimant)?.name,
        answers: body.question_data,
      },
      now,
    );
    return { status: 201, body: { claim_id: record.card.claim_id } };
  },

  claimDetails: ({ query, auth, store, origin }) => ({
    body: claimDetailsView(store, ownClaim(store, auth.user, query.claim_id), origin),
  }),

  saveClaimForm,
  saveFormAttributes: saveClaimForm,

  savePaymentForm: ({ body, auth, store, now }) => ({
    body: saveFormValues(store, ownClaim(store, auth.user, body.claim_id), body, 'payment', now),
  }),

  salvageSubmitForm: ({ body, auth, store, now }) => ({
    body: saveFormValues(store, ownClaim(store, auth.user, body.claim_id), body, 'salvage', now),
  }),

  saveFormAttribute: ({ body, auth, store, now }) => ({
    body: registerAttributeValue(store, ownClaim(store, auth.user, body.claim_id), body, now),
  }),

  submitClaim: ({ body, auth, store, now }) => {
    const record = ownClaim(store, auth.user, body.claim_id);
    return { body: { claim_id: record.card.claim_id, status_code: finalSubmit(store, record, now) } };
  },

  eligibleUsers: ({ query, auth, store }) => {
    const policy = ownPolicyByApplicationNo(store, auth.user, query.application_no);
    const benefit = findBenefit(policyBenefits(policy), query.benefit_id);
    return {
      body: {
        users: [
          { user_id: auth.user.id, name: policy.detail.policyholder_name, relation: 'Pemegang Polis' },
          ...policy.detail.family_members,
        ],
        benefit_remaining_TSI: benefit.remaining_coverage,
      },
    };
  },

  userFamilyClaims: ({ query, auth, store }) => {
    const policy = ownPolicyByApplicationNo(store, auth.user, query.application_no);
    return {
      body: {
        data: store
          .claimsOf(auth.user.id)
          .filter((record) => record.policy_id === policy.detail.internal_id)
          .map((record) => record.card),
      },
    };
  },
} satisfies HandlerMap;

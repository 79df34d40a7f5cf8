import { AgencyCoverageStatus } from '@portal/contracts/entities/agency';
import { ClaimStatusCode } from '@portal/contracts/entities/claim-status';
import { PolicyBenefit } from '@portal/contracts/entities/policy';
import { z } from 'zod';
import { anyClaim } from '../claims/claim-access.ts';
import { claimFlowOf, setClaimStatus } from '../claims/claim-lifecycle.ts';
import { DOCUMENTS_FORM_SLUG, SALVAGE_FORM_SLUG } from '../store/claim-forms.ts';
import { ENDORSEMENT_TOKEN_STATES } from '../store/endorsement-store.ts';
import type { MockStore } from '../store/mock-store.ts';
import { PolicyRecordSchema } from '../store/record-schemas.ts';
import { agencyPolicy, PACKAGES } from '../store/seed-agency.ts';
import { StoreState, type StoreStateJson } from '../store/store-state.ts';
import type { UserRecord } from '../store/types.ts';

/**
 * Edits: the short way to write a scenario by hand. A file names a seed and lists a few declarative changes
 * applied after it, in order, so it stays readable instead of carrying the whole state. Each edit goes through
 * the same store logic as the admin API and the broker routes (a claim status change is the back office's
 * `setClaimStatus`), and an edit that names something the state does not have is refused with its path.
 */

const Phone = z
  .string()
  .regex(/^\d{8,18}$/, 'International form without +, e.g. 6281200000001')
  .describe("A demo user's phone, international form without +");

const PolicyDetailSchema = PolicyRecordSchema.shape.detail;

const ClaimStatusEdit = z
  .object({
    op: z.literal('claimStatus'),
    claimId: z.string().min(1),
    status: ClaimStatusCode,
    reprocessComment: z
      .string()
      .min(1)
      .optional()
      .describe("document_reprocess only: customer service's comment (default: names the first document)"),
    invalidDocuments: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe(
        'document_reprocess only: attribute names of the claim-documents form to upload again ' +
          '(default: the first required one)',
      ),
  })
  .strict()
  .describe(
    'Moves a claim (policy or agency) to a status as the back office does: group, display name, history and ' +
      'document deadline follow; document_reprocess clears the documents asked for again.',
  )
  .refine(
    (edit) =>
      edit.status === 'document_reprocess' ||
      (edit.reprocessComment === undefined && edit.invalidDocuments === undefined),
    { message: 'reprocessComment and invalidDocuments go with status document_reprocess only' },
  );

const ClearClaimFormEdit = z
  .object({
    op: z.literal('clearClaimForm'),
    claimId: z.string().min(1),
    form: z
      .string()
      .min(1)
      .describe('Form slug: claim-information, claim-documents, bank-transfer, service-center or salvage'),
  })
  .strict()
  .describe("Empties one of a claim's forms, e.g. its payout (bank-transfer) so the claim waits for it");

const PolicyEdit = z
  .object({
    op: z.literal('policy'),
    internalId: z.string().min(1),
    set: PolicyDetailSchema.omit({ internal_id: true })
      .partial()
      .strict()
      .describe(
        'Fields merged into the policy detail (coverage_status, expiry_time, …); total_remaining_coverage ' +
          'follows new benefits unless given',
      ),
    policyState: PolicyRecordSchema.shape.policy_state.optional().describe('The policy list filter state'),
  })
  .strict()
  .describe("Changes a policy's detail (and list state)");

const BenefitEdit = z
  .object({
    op: z.literal('benefit'),
    policyId: z.string().min(1).describe("The policy's internal id"),
    benefitId: z.string().min(1),
    set: PolicyBenefit.omit({ benefit_id: true }).partial().strict(),
  })
  .strict()
  .describe("Changes one benefit of a policy (remaining_coverage 0: used up); the policy's total follows");

const EndorsementTokenEdit = z
  .object({
    op: z.literal('endorsementToken'),
    token: z.string().min(1),
    state: z.enum(ENDORSEMENT_TOKEN_STATES),
  })
  .strict()
  .describe(
    'Makes an endorsement link token used, expired, or live again (as POST /__admin/endorsement-tokens/…)',
  );

const AGENCY_PACKAGES = Object.values(PACKAGES);
const AgencyPackageCode = z.enum(AGENCY_PACKAGES.map((entry) => entry.package_code) as [string, ...string[]]);

const AddAgencyPoliciesEdit = z
  .object({
    op: z.literal('addAgencyPolicies'),
    phone: Phone,
    packageCode: AgencyPackageCode.describe('The package; its product code is the agency list tab'),
    count: z.number().int().min(1).max(500),
    status: AgencyCoverageStatus.default('ACTIVE'),
  })
  .strict()
  .describe('Adds generated agency policies (agp_<n>, "Nasabah Agen <n>") to a user, after their own');

const USER_DATA_PARTS = [
  'policies',
  'claims',
  'agencyPolicies',
  'documents',
  'bankAccounts',
  'locations',
] as const;

const RemoveUserDataEdit = z
  .object({
    op: z.literal('removeUserData'),
    phone: Phone,
    parts: z
      .array(z.enum(USER_DATA_PARTS))
      .min(1)
      .default([...USER_DATA_PARTS])
      .describe('What to remove (default: all of it); the account and its profile stay'),
  })
  .strict()
  .describe(
    "Removes a user's policies (with their endorsement tokens), claims (with their chat and feedback), agency " +
      'policies and agency claims, documents, bank accounts and saved locations',
  );

export const ScenarioEdit = z.discriminatedUnion('op', [
  ClaimStatusEdit,
  ClearClaimFormEdit,
  PolicyEdit,
  BenefitEdit,
  EndorsementTokenEdit,
  AddAgencyPoliciesEdit,
  RemoveUserDataEdit,
]);
export type ScenarioEdit = z.output<typeof ScenarioEdit>;

export const SCENARIO_EDIT_OPS = ScenarioEdit.options.map((option) => option.shape.op.value);

export interface EditIssue {
  path: (string | number)[];
  message: string;
}

/** An edit that does not fit the state; `path` is relative to the edit. */
class EditProblem extends Error {
  constructor(
    readonly path: (string | number)[],
    message: string,
  ) {
    super(message);
  }
}

const listed = (values: readonly string[]): string => values.join(', ') || '(none)';

function claimOf(store: MockStore, claimId: string) {
  const record = anyClaim(store, claimId);
  if (!record) throw new EditProblem(['claimId'], `No claim ${claimId}`);
  return record;
}

function userByPhone(store: MockStore, phone: string): UserRecord {
  const user = store.userByPhone(phone);
  if (!user) throw new EditProblem(['phone'], `No user with phone ${phone}`);
  return user;
}

function policyOf(store: MockStore, internalId: string, path: string) {
  const record = store.policy(internalId);
  if (!record) throw new EditProblem([path], `No policy ${internalId}`);
  return record;
}

const totalRemaining = (benefits: readonly { remaining_coverage: number }[]): number =>
  benefits.reduce((sum, benefit) => sum + benefit.remaining_coverage, 0);

function changeClaimStatus(store: MockStore, edit: z.output<typeof ClaimStatusEdit>, now: Date): void {
  const record = claimOf(store, edit.claimId);
  const documents = claimFlowOf(store, record).forms.find((form) => form.slug === DOCUMENTS_FORM_SLUG);
  const names = documents?.fields.map((field) => field.name) ?? [];
  edit.invalidDocuments?.forEach((name, index) => {
    if (!names.includes(name)) {
      throw new EditProblem(
        ['invalidDocuments', index],
        `The claim's documents are ${listed(names)}, not ${name}`,
      );
    }
  });
  setClaimStatus(store, record, edit.status, now, {
    comment: edit.reprocessComment,
    invalidDocuments: edit.invalidDocuments,
  });
}

function clearClaimForm(store: MockStore, edit: z.output<typeof ClearClaimFormEdit>): void {
  const flow = claimFlowOf(store, claimOf(store, edit.claimId));
  const slugs = [...flow.forms, ...flow.payment_forms].map((form) => form.slug).concat(SALVAGE_FORM_SLUG);
  if (!slugs.includes(edit.form)) {
    throw new EditProblem(['form'], `The claim's forms are ${listed(slugs)}, not ${edit.form}`);
  }
  delete flow.values[edit.form];
}

function changePolicy(store: MockStore, edit: z.output<typeof PolicyEdit>): void {
  const record = policyOf(store, edit.internalId, 'internalId');
  const detail = { ...record.detail, ...edit.set };
  if (edit.set.benefits && edit.set.total_remaining_coverage === undefined) {
    detail.total_remaining_coverage = totalRemaining(detail.benefits);
  }
  record.detail = detail;
  if (edit.policyState) record.policy_state = edit.policyState;
}

function changeBenefit(store: MockStore, edit: z.output<typeof BenefitEdit>): void {
  const { detail } = policyOf(store, edit.policyId, 'policyId');
  const index = detail.benefits.findIndex((benefit) => benefit.benefit_id === edit.benefitId);
  const benefit = detail.benefits[index];
  if (!benefit) {
    const known = detail.benefits.map((entry) => entry.benefit_id);
    throw new EditProblem(['benefitId'], `The policy's benefits are ${listed(known)}, not ${edit.benefitId}`);
  }
  detail.benefits[index] = { ...benefit, ...edit.set };
  detail.total_remaining_coverage = totalRemaining(detail.benefits);
}

function changeEndorsementToken(
  store: MockStore,
  edit: z.output<typeof EndorsementTokenEdit>,
  now: Date,
): void {
  const token = store.endorsements.token(edit.token);
  if (!token) throw new EditProblem(['token'], `No endorsement token ${edit.token}`);
  store.endorsements.setTokenState(token, edit.state, now);
}

/** Fixed dates per status, so a scenario loads the same policies every time. */
const GENERATED_AGENCY_DATES = {
  ACTIVE: { start: '2026-01-05', end: '2027-01-05' },
  INACTIVE: { start: undefined, end: '2027-12-31' },
  EXPIRED: { start: '2024-01-05', end: '2025-01-05' },
} as const;

/**
 * Works on the plain state (the store adds agency policies nowhere else). Numbers count on from the user's own
 * highest (`agp_3024` after Agus's `agp_3023`), skipping any number in use.
 */
function addAgencyPolicies(store: MockStore, edit: z.output<typeof AddAgencyPoliciesEdit>): void {
  const owner = userByPhone(store, edit.phone);
  const pkg = AGENCY_PACKAGES.find((entry) => entry.package_code === edit.packageCode)!;
  const state = store.snapshot();
  const numberOf = (referenceId: string) => Number(/^agp_(\d+)$/.exec(referenceId)?.[1] ?? 0);
  const used = new Set(state.agencyPolicies.map(({ policy }) => numberOf(policy.reference_id)));
  const own = state.agencyPolicies.filter((record) => record.owner_id === owner.id);
  let n = Math.max(
    0,
    ...(own.length > 0 ? own : state.agencyPolicies).map(({ policy }) => numberOf(policy.reference_id)),
  );
  for (let added = 0; added < edit.count; added += 1) {
    do n += 1;
    while (used.has(n));
    used.add(n);
    state.agencyPolicies.push(
      agencyPolicy({
        n,
        owner,
        pkg,
        insuredName: `Nasabah Agen ${n}`,
        status: edit.status,
        ...GENERATED_AGENCY_DATES[edit.status],
      }),
    );
  }
  store.restore(store.seedName, StoreState.parse(state));
}

/** Works on the plain state, so every store's records of the user go the same way. */
function removeUserData(store: MockStore, edit: z.output<typeof RemoveUserDataEdit>): void {
  const userId = userByPhone(store, edit.phone).id;
  const parts = new Set(edit.parts);
  const state: StoreStateJson = store.snapshot();
  const mine = (record: { owner_id: string }) => record.owner_id === userId;
  const notMine = (record: { owner_id: string }) => !mine(record);

  if (parts.has('policies')) {
    const removed = new Set(state.policies.filter(mine).map((record) => record.detail.internal_id));
    state.policies = state.policies.filter(notMine);
    const { endorsements } = state;
    endorsements.tokens = endorsements.tokens.filter((token) => !removed.has(token.internal_id));
    endorsements.authorizations = endorsements.authorizations.filter(
      (entry) => !removed.has(entry.internal_id),
    );
    endorsements.aggregates = endorsements.aggregates.filter(notMine);
    endorsements.values = Object.fromEntries(
      Object.entries(endorsements.values).filter(([internalId]) => !removed.has(internalId)),
    );
  }
  if (parts.has('claims')) {
    const removed = new Set(state.claims.filter(mine).map((record) => record.card.claim_id));
    state.claims = state.claims.filter(notMine);
    dropClaims(state, removed);
    state.feedback.shippingClaims = state.feedback.shippingClaims.filter(notMine);
  }
  if (parts.has('agencyPolicies')) {
    state.agencyPolicies = state.agencyPolicies.filter(notMine);
    const removed = new Set(state.claimFlow.agencyClaims.filter(mine).map((record) => record.card.claim_id));
    state.claimFlow.agencyClaims = state.claimFlow.agencyClaims.filter(notMine);
    dropClaims(state, removed);
  }
  if (parts.has('documents')) state.userData.documents = state.userData.documents.filter(notMine);
  if (parts.has('bankAccounts')) state.userData.bankAccounts = state.userData.bankAccounts.filter(notMine);
  if (parts.has('locations')) delete state.userData.locations[userId];
  store.restore(store.seedName, StoreState.parse(state));
}

/** A removed claim takes its working state, chat and feedback form with it. */
function dropClaims(state: StoreStateJson, claimIds: ReadonlySet<string>): void {
  const kept = ([claimId]: [string, unknown]) => !claimIds.has(claimId);
  state.claimFlow.flows = state.claimFlow.flows.filter((flow) => !claimIds.has(flow.claim_id));
  state.chat.conversations = Object.fromEntries(Object.entries(state.chat.conversations).filter(kept));
  state.chat.solvedTickets = Object.fromEntries(Object.entries(state.chat.solvedTickets).filter(kept));
  const forms = new Set(
    state.feedback.forms.filter((form) => claimIds.has(form.claim_id)).map((form) => form.id),
  );
  state.feedback.forms = state.feedback.forms.filter((form) => !forms.has(form.id));
  state.feedback.submissions = state.feedback.submissions.filter(
    (submission) => !forms.has(submission.feedback_form_id),
  );
}

function applyEdit(store: MockStore, edit: ScenarioEdit, now: Date): void {
  switch (edit.op) {
    case 'claimStatus':
      return changeClaimStatus(store, edit, now);
    case 'clearClaimForm':
      return clearClaimForm(store, edit);
    case 'policy':
      return changePolicy(store, edit);
    case 'benefit':
      return changeBenefit(store, edit);
    case 'endorsementToken':
      return changeEndorsementToken(store, edit, now);
    case 'addAgencyPolicies':
      return addAgencyPolicies(store, edit);
    case 'removeUserData':
      return removeUserData(store, edit);
  }
}

/**
 * Applies the edits in order; stops at the first that does not fit and answers its problem, with a path from
 * the document (`edits.2.claimId`). Status changes are stamped with `now`, like the back office's.
 */
export function applyEdits(
  store: MockStore,
  edits: readonly ScenarioEdit[],
  now: Date,
): EditIssue | undefined {
  for (const [index, edit] of edits.entries()) {
    try {
      applyEdit(store, edit, now);
    } catch (error) {
      if (error instanceof EditProblem)
        return { path: ['edits', index, ...error.path], message: error.message };
      throw error;
    }
  }
  return undefined;
}

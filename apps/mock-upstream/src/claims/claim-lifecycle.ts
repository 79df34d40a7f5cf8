import type { ClaimStatusGroup } from '@portal/contracts/entities/claim';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import type { FormField } from '@portal/contracts/entities/form-field';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import { allowsFinalSubmit, ClaimStatusCode } from '@portal/contracts/entities/claim-status';
import type { z } from 'zod';
import type { ClaimableBenefit } from '../store/claim-catalogue.ts';
import type { ClaimFlow } from '../store/claim-flow-store.ts';
import {
  BANK_FORM_SLUG,
  claimFormTemplates,
  DOCUMENTS_FORM_SLUG,
  INCIDENT_FORM_SLUG,
  isFormValid,
  paymentFormTemplates,
  SALVAGE_FORM,
  SALVAGE_FORM_SLUG,
  SERVICE_CENTER_FORM_SLUG,
  valueProblem,
  type FormTemplate,
  type FormValues,
} from '../store/claim-forms.ts';
import {
  addDays,
  claimStatusView,
  DOCUMENT_DEADLINE_DAYS,
  EDITABLE_STATUS_CODES,
  GROUPS_WITH_DOCUMENT_DEADLINE,
  jakartaDateTime,
  OPEN_STATUS_GROUPS,
} from '../store/claim-status.ts';
import type { MockStore } from '../store/mock-store.ts';
import type { ClaimRecord } from '../store/types.ts';
import { badRequest, benefitOfClaim } from './claim-access.ts';
import { MockHttpError } from '../http/mock-error.ts';
import { seededClaimFileUrl, servedFileUrl } from '../store/seed-files.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';

/**
 * The claim state machine (spec §4): forms and their validity, saving values, the final submit and status
 * changes. Status group and display name always follow the code through the contracts' status map.
 */

/** Rejected claims (both groups of spec §4) can carry the broker's reason. */
export function isRejected(group: ClaimStatusGroup): boolean {
  return group === 'rejected' || group === 'claim_rejected';
}

export function statusCodeOf(record: ClaimRecord): ClaimStatusCode {
  const parsed = ClaimStatusCode.safeParse(record.card.status_code);
  return parsed.success ? parsed.data : 'initiated';
}

export function newClaimFlow(
  claimId: string,
  benefit: ClaimableBenefit,
  claimantUserId: string | null,
): ClaimFlow {
  return {
    claim_id: claimId,
    benefit,
    claimant_user_id: claimantUserId,
    forms: claimFormTemplates(benefit.category),
    payment_forms: paymentFormTemplates(benefit.payment_methods),
    values: {},
    answers: [],
    history: [],
  };
}

const dayBefore = (isoDateTime: string): string => addDays(isoDateTime, -1).slice(0, 10);

/** Values a seeded claim already has, so its details match its card (what a customer would have sent). */
function prefilledValues(
  flow: ClaimFlow,
  record: ClaimRecord,
  holderName: string,
): Record<string, FormValues> {
  const { card } = record;
  const fileUrl = (name: string, index: number) => seededClaimFileUrl(card.claim_id, name, index);
  const incident = flow.forms.find((form) => form.slug === INCIDENT_FORM_SLUG);
  const documents = flow.forms.find((form) => form.slug === DOCUMENTS_FORM_SLUG);
  const values: Record<string, FormValues> = {};
  if (incident) {
    const first = (name: string) =>
      incident.fields.find((entry) => entry.name === name)?.options[0]?.value ?? '';
    const brand = incident.fields.find((entry) => entry.name === 'brand');
    values[INCIDENT_FORM_SLUG] = {
      incident_date: dayBefore(card.created_at),
      incident_type: first('incident_type'),
      incident_description: `Kejadian terkait ${card.benefit.toLowerCase()} pada ${dayBefore(card.created_at)}.`,
      reported_to_police: false,
      affected_items: [first('affected_items')],
      ...(brand?.type === 'choices_external' ? { brand: 'samsung' } : {}),
      declaration: true,
    };
  }
  if (documents) {
    values[DOCUMENTS_FORM_SLUG] = Object.fromEntries(
      documents.fields.map((entry) => [
        entry.name,
        entry.is_list ? [fileUrl(entry.name, 1)] : fileUrl(entry.name, 1),
      ]),
    );
  }
  const payment = flow.payment_forms[0];
  if (payment?.slug === BANK_FORM_SLUG) {
    values[BANK_FORM_SLUG] = {
      bank_code: 'BCA',
      account_holder_name: holderName,
      account_number: '1234567890',
      branch_name: 'KCP Tebet',
    };
  } else if (payment?.slug === SERVICE_CENTER_FORM_SLUG) {
    values[SERVICE_CENTER_FORM_SLUG] = {
      province_code: '31',
      brand_code: 'samsung',
      city_code: '3174',
      postal_code: '12810',
      service_center: 'sc-samsung-jakarta-selatan',
      branch_code: 'SSC-KK-01',
    };
  }
  return values;
}

/** The first required document, which a re-upload request clears. */
function firstRequiredDocument(flow: ClaimFlow): FormField | undefined {
  return flow.forms
    .find((form) => form.slug === DOCUMENTS_FORM_SLUG)
    ?.fields.find((entry) => entry.required && entry.type === 'file');
}

/** Customer service's note when it asks for a document again (reprocess). */
const reprocessComment = (document: FormField): string =>
  `${document.label} tidak terbaca atau tidak sesuai. Mohon unggah ulang dokumen yang jelas dan lengkap.`;

/** What customer service asks for when it sends a claim back; unset parts default to the first document. */
export interface ReprocessRequest {
  comment?: string | undefined;
  invalidDocuments?: string[] | undefined;
}

function clearForReupload(flow: ClaimFlow, reprocess: ReprocessRequest | null): void {
  const documentFields = flow.forms.find((form) => form.slug === DOCUMENTS_FORM_SLUG)?.fields ?? [];
  const first = firstRequiredDocument(flow);
  const named = reprocess?.invalidDocuments
    ?.map((name) => documentFields.find((entry) => entry.name === name))
    .filter((entry): entry is FormField => entry !== undefined);
  const cleared = named?.length ? named : first ? [first] : [];
  const documents = flow.values[DOCUMENTS_FORM_SLUG];
  for (const document of cleared) {
    if (documents) documents[document.name] = document.is_list ? [] : null;
  }
  if (reprocess && cleared[0]) {
    flow.reprocess = {
      comment: reprocess.comment ?? reprocessComment(cleared[0]),
      invalid_documents: cleared.map((document) => document.name),
    };
  }
}

/**
 * The flow of a claim, built on first use. Seed claims start consistent with their status: an initiated claim
 * has empty forms, one waiting for documents lacks its first required document, later ones are complete.
 */
function historyEntry(code: ClaimStatusCode, changedAt: string) {
  return {
    status_code: code,
    display_name: claimStatusView(code).status_display_name,
    changed_at: changedAt,
  };
}

export function claimFlowOf(store: MockStore, record: ClaimRecord): ClaimFlow {
  const existing = store.claimFlow.flow(record.card.claim_id);
  if (existing) return existing;
  const flow = newClaimFlow(record.card.claim_id, benefitOfClaim(store, record), null);
  const code = statusCodeOf(record);
  // A seeded claim was filed at created_at and reached its status at its last update.
  flow.history = [historyEntry('initiated', record.card.created_at)];
  if (code !== 'initiated') flow.history.push(historyEntry(code, record.card.last_updated_date));
  if (code !== 'initiated') {
    flow.values = prefilledValues(flow, record, record.card.policy_holder_name);
    if (code === 'document_pending' || code === 'document_reprocess') {
      clearForReupload(flow, code === 'document_reprocess' ? {} : null);
    }
  }
  store.claimFlow.saveFlow(flow);
  return flow;
}

function isSalvageOpen(record: ClaimRecord, flow: ClaimFlow): boolean {
  return record.card.status_code.startsWith('salvage_') || flow.values[SALVAGE_FORM_SLUG] !== undefined;
}

function claimForms(record: ClaimRecord, flow: ClaimFlow): FormTemplate[] {
  return isSalvageOpen(record, flow) ? [...flow.forms, SALVAGE_FORM] : flow.forms;
}

const valuesOf = (flow: ClaimFlow, slug: string): FormValues => flow.values[slug] ?? {};

/** Spec §4: every form valid, and at least one valid payment form when there are any. */
export function isComplete(flow: ClaimFlow): boolean {
  const formsValid =
    flow.forms.length > 0 && flow.forms.every((form) => isFormValid(form, valuesOf(flow, form.slug)));
  const paymentValid =
    flow.payment_forms.length === 0 ||
    flow.payment_forms.some((form) => isFormValid(form, valuesOf(flow, form.slug)));
  return formsValid && paymentValid;
}

/** A file attribute's value as answered: a seeded file's address points at the sample the mock's bucket serves. */
function servedValue(value: FormValue, origin: string | undefined): FormValue {
  if (origin === undefined) return value;
  if (typeof value === 'string') return servedFileUrl(value, origin, STORAGE_PREFIX);
  return Array.isArray(value) ? value.map((entry) => servedFileUrl(entry, origin, STORAGE_PREFIX)) : value;
}

function formView(flow: ClaimFlow, template: FormTemplate, origin: string | undefined) {
  const values = valuesOf(flow, template.slug);
  const valueOf = (definition: FormField) => {
    const value = values[definition.name] ?? (definition.is_list ? [] : null);
    return definition.type === 'file' && value !== null ? servedValue(value, origin) : value;
  };
  return {
    name: template.name,
    slug: template.slug,
    attributes: template.fields.map((definition) => ({
      name: definition.name,
      value: valueOf(definition),
      label: definition.label,
      type: definition.type,
      required: definition.required,
      is_list: definition.is_list,
      options: definition.options,
      external_source: definition.external_source,
      ocr_category: definition.ocr_category,
    })),
    is_valid: isFormValid(template, values),
  };
}

/**
 * A claim's details as the broker answers them. With the request's origin, seeded files' addresses are the
 * mock's own (what a customer's browser can open); without it (the admin view), as stored.
 */
export function claimDetailsView(
  store: MockStore,
  record: ClaimRecord,
  origin?: string,
): z.input<typeof ClaimDetails> {
  const flow = claimFlowOf(store, record);
  const { card } = record;
  return {
    claim_id: card.claim_id,
    claim_no: card.claim_no,
    product_key: card.product_key,
    product_display_name: card.product_display_name,
    benefit: card.benefit,
    ...(card.claimant_name ? { claimant_name: card.claimant_name } : {}),
    forms: claimForms(record, flow).map((template) => formView(flow, template, origin)),
    payment_forms: flow.payment_forms.map((template) => ({
      ...formView(flow, template, origin),
      ...(template.payment_method ? { payment_method: template.payment_method } : {}),
    })),
    status: {
      status_code: statusCodeOf(record),
      status_group: card.status_group,
      display_name: card.status_display_name,
    },
    maxDocSubmissionDate: card.max_doc_submission_date,
    created_at: card.created_at,
    status_history: flow.history.map((entry) => ({ ...entry })),
    policy_id: record.policy_id,
    benefit_id: flow.benefit.benefit_id,
    ...(statusCodeOf(record) === 'document_reprocess'
      ? {
          reprocess_comment: flow.reprocess?.comment ?? null,
          invalid_documents: [...(flow.reprocess?.invalid_documents ?? [])],
        }
      : {}),
    ...(isRejected(card.status_group) ? { rejection_reason: record.rejection_reason ?? null } : {}),
  };
}

/** Moves a claim to a status as the back office would; a move to document_reprocess asks for a re-upload. */
export function setClaimStatus(
  store: MockStore,
  record: ClaimRecord,
  code: ClaimStatusCode,
  now: Date,
  reprocess: ReprocessRequest = {},
): void {
  const flow = claimFlowOf(store, record);
  const view = claimStatusView(code);
  const { card } = record;
  card.status_code = view.status_code;
  card.status_group = view.status_group;
  card.status_display_name = view.status_display_name;
  card.external_status_display_name = null;
  card.last_updated_date = jakartaDateTime(now);
  card.max_doc_submission_date = GROUPS_WITH_DOCUMENT_DEADLINE.includes(view.status_group)
    ? (card.max_doc_submission_date ?? addDays(jakartaDateTime(now), DOCUMENT_DEADLINE_DAYS))
    : null;
  flow.history.push(historyEntry(code, card.last_updated_date));
  // A reason belongs to the rejection it came with; the caller gives the new one, if any.
  delete record.rejection_reason;
  if (code === 'document_reprocess') clearForReupload(flow, reprocess);
}

export function assertEditable(record: ClaimRecord): void {
  if (!EDITABLE_STATUS_CODES.includes(statusCodeOf(record))) {
    throw badRequest('claim_not_editable', 'Klaim tidak dapat diubah pada status ini');
  }
}

type FormKind = 'claim' | 'payment' | 'salvage' | 'any';

function templateFor(record: ClaimRecord, flow: ClaimFlow, slug: string, kind: FormKind): FormTemplate {
  const candidates =
    kind === 'claim'
      ? flow.forms
      : kind === 'payment'
        ? flow.payment_forms
        : kind === 'salvage'
          ? [SALVAGE_FORM]
          : [...claimForms(record, flow), ...flow.payment_forms];
  const template = candidates.find((form) => form.slug === slug);
  if (!template) throw badRequest('unknown_form', `Formulir ${slug} tidak ada pada klaim ini`);
  return template;
}

const invalidAttributes = (issues: { path: string; message: string }[]): MockHttpError =>
  new MockHttpError(400, {
    error: 'Nilai yang diberikan bukan format yang benar',
    code: 'invalid_attribute',
    issues,
  });

function fieldOf(template: FormTemplate, name: string): FormField {
  const definition = template.fields.find((entry) => entry.name === name);
  if (!definition) {
    throw invalidAttributes([
      { path: `attributes.${name}`, message: `unknown attribute of form ${template.slug}` },
    ]);
  }
  return definition;
}

/** Once a claim waiting for documents has everything, the documents count as received. */
function advanceWhenComplete(store: MockStore, record: ClaimRecord, flow: ClaimFlow, now: Date): void {
  if (statusCodeOf(record) === 'document_pending' && isComplete(flow)) {
    setClaimStatus(store, record, 'document_received', now);
  }
}

/** save-form, save-form-attributes, save-payment-form, salvage submit: the given values replace the stored ones. */
export function saveFormValues(
  store: MockStore,
  record: ClaimRecord,
  request: { form_slug: string; attributes: { name: string; value: FormValue }[] },
  kind: 'claim' | 'payment' | 'salvage',
  now: Date,
): { form_slug: string; is_valid: boolean } {
  const flow = claimFlowOf(store, record);
  if (kind === 'salvage') {
    if (statusCodeOf(record) !== 'salvage_in_progress') {
      throw badRequest('salvage_not_open', 'Formulir pengembalian barang belum dibuka untuk klaim ini');
    }
  } else {
    assertEditable(record);
  }
  const template = templateFor(record, flow, request.form_slug, kind);
  const issues: { path: string; message: string }[] = [];
  const updates: FormValues = {};
  for (const attribute of request.attributes) {
    const definition = template.fields.find((entry) => entry.name === attribute.name);
    if (!definition) {
      issues.push({
        path: `attributes.${attribute.name}`,
        message: `unknown attribute of form ${template.slug}`,
      });
      continue;
    }
    const value =
      definition.is_list && typeof attribute.value === 'string' ? [attribute.value] : attribute.value;
    const problem = valueProblem(definition, value, now.getUTCFullYear());
    if (problem) issues.push({ path: `attributes.${attribute.name}`, message: problem });
    else updates[attribute.name] = value;
  }
  if (issues.length > 0) throw invalidAttributes(issues);
  const values = { ...valuesOf(flow, template.slug), ...updates };
  flow.values[template.slug] = values;
  touch(record, now);
  advanceWhenComplete(store, record, flow, now);
  return { form_slug: template.slug, is_valid: isFormValid(template, values) };
}

/**
 * Registers one value on an attribute (spec §4 upload flow): a list merges without duplicates and loses
 * `replaced_value`; a single value is replaced. A null value with `replaced_value` only removes.
 */
export function registerAttributeValue(
  store: MockStore,
  record: ClaimRecord,
  request: {
    form_slug: string;
    name: string;
    value: FormValue;
    replaced_value?: string | undefined;
  },
  now: Date,
): { name: string; value: FormValue } {
  assertEditable(record);
  const flow = claimFlowOf(store, record);
  const template = templateFor(record, flow, request.form_slug, 'any');
  const definition = fieldOf(template, request.name);
  const values = valuesOf(flow, template.slug);
  const current = values[request.name];
  let next: FormValue;
  if (definition.is_list) {
    const existing = Array.isArray(current)
      ? current
      : typeof current === 'string' && current !== ''
        ? [current]
        : [];
    const kept = existing.filter(
      (entry) => request.replaced_value === undefined || entry !== request.replaced_value,
    );
    if (request.value === null) {
      next = request.replaced_value === undefined ? [] : kept;
    } else {
      const additions = Array.isArray(request.value) ? request.value : [request.value];
      if (additions.some((entry) => typeof entry !== 'string')) {
        throw invalidAttributes([{ path: `value`, message: 'expected text values for a list attribute' }]);
      }
      next = [...new Set([...kept, ...(additions as string[])])];
    }
  } else {
    next = request.value;
  }
  const problem = valueProblem(definition, next, now.getUTCFullYear());
  if (problem) throw invalidAttributes([{ path: 'value', message: problem }]);
  flow.values[template.slug] = { ...values, [request.name]: next };
  touch(record, now);
  advanceWhenComplete(store, record, flow, now);
  return { name: request.name, value: next };
}

function touch(record: ClaimRecord, now: Date): void {
  record.card.last_updated_date = jakartaDateTime(now);
}

/** Final submit (spec §4): only in initiated and document_reprocess, and only with complete forms. */
export function finalSubmit(store: MockStore, record: ClaimRecord, now: Date): ClaimStatusCode {
  const code = statusCodeOf(record);
  if (!allowsFinalSubmit(code)) {
    throw badRequest('final_submit_not_allowed', `Klaim dengan status ${code} tidak dapat dikirim`);
  }
  if (!isComplete(claimFlowOf(store, record))) {
    throw badRequest(
      'claim_incomplete',
      'Lengkapi formulir, dokumen dan metode pembayaran klaim terlebih dahulu',
    );
  }
  setClaimStatus(store, record, 'document_received', now);
  return 'document_received';
}

export interface NewClaim {
  ownerId: string;
  partnerId: string;
  /** Policy internal id, agency reference id or ride-hailing order id. */
  sourceId: string;
  productKey: string;
  productDisplayName: string;
  holderName: string;
  category: string;
  benefit: ClaimableBenefit;
  claimantUserId: string | null;
  /** The family member's name when the claim is not for the holder (shown on the card and the details). */
  claimantName?: string;
  answers?: ClaimFlow['answers'];
  /** Agency claims live in their own list (agency-claim tab); the others in the claim list. */
  channel: 'policy' | 'agency';
}

/** The claim fields a policy gives: owner, partner, product and holder (policy-channel claims). */
export function policyClaimSource(
  ownerId: string,
  detail: PolicyDetail,
): Pick<
  NewClaim,
  | 'ownerId'
  | 'partnerId'
  | 'sourceId'
  | 'productKey'
  | 'productDisplayName'
  | 'holderName'
  | 'category'
  | 'channel'
> {
  return {
    ownerId,
    partnerId: detail.partner,
    sourceId: detail.internal_id,
    productKey: detail.product_key,
    productDisplayName: detail.product_display_name,
    holderName: detail.policyholder_name,
    category: detail.category_code,
    channel: 'policy',
  };
}

/** A new claim starts `initiated`, with empty forms and a document deadline. */
export function openClaim(store: MockStore, claim: NewClaim, now: Date): ClaimRecord {
  const n = store.claimFlow.nextClaimNumber();
  const created = jakartaDateTime(now);
  const view = claimStatusView('initiated');
  const record: ClaimRecord = {
    owner_id: claim.ownerId,
    partner_id: claim.partnerId,
    policy_id: claim.sourceId,
    card: {
      claim_id: `clm_${n}`,
      claim_no: `${claim.channel === 'agency' ? 'AGC' : 'CLM'}-${created.slice(0, 4)}-${String(n).padStart(6, '0')}`,
      product_key: claim.productKey,
      product_display_name: claim.productDisplayName,
      policy_holder_name: claim.holderName,
      benefit: claim.benefit.name,
      status_group: view.status_group,
      status_code: view.status_code,
      status_display_name: view.status_display_name,
      external_status_display_name: null,
      created_at: created,
      max_doc_submission_date: addDays(created, DOCUMENT_DEADLINE_DAYS),
      last_updated_date: created,
      category: claim.category,
      ...(claim.claimantName ? { claimant_name: claim.claimantName } : {}),
    },
  };
  const flow = newClaimFlow(record.card.claim_id, claim.benefit, claim.claimantUserId);
  flow.answers = claim.answers ?? [];
  flow.history = [historyEntry('initiated', created)];
  store.claimFlow.saveFlow(flow);
  if (claim.channel === 'agency') store.claimFlow.addAgencyClaim(record);
  else store.addClaim(record);
  return record;
}

/** A second claim on a benefit is refused while one for the same person is still open. */
export function assertNoOpenClaim(
  store: MockStore,
  records: readonly ClaimRecord[],
  sourceId: string,
  benefitName: string,
  claimantUserId: string | null,
): void {
  const open = records.some(
    (record) =>
      record.policy_id === sourceId &&
      record.card.benefit === benefitName &&
      OPEN_STATUS_GROUPS.includes(record.card.status_group) &&
      (store.claimFlow.flow(record.card.claim_id)?.claimant_user_id ?? null) === claimantUserId,
  );
  if (open) throw badRequest('claim_in_progress', 'Klaim untuk manfaat ini masih dalam proses');
}

/** The attribute an uploaded file is registered on: it must exist and take files (a file or a sketch). */
export function assertFileAttribute(
  store: MockStore,
  record: ClaimRecord,
  formSlug: string,
  name: string,
): void {
  assertEditable(record);
  const flow = claimFlowOf(store, record);
  const definition = fieldOf(templateFor(record, flow, formSlug, 'any'), name);
  if (definition.type !== 'file' && definition.type !== 'sketch') {
    throw badRequest('not_a_file_attribute', `Atribut ${name} tidak menerima file`);
  }
}

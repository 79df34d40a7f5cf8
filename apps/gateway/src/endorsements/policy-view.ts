import {
  ENDORSEMENT_DOCUMENT_FIELD,
  ENDORSEMENT_FIELDS,
  isEndorsementFieldName,
  rowServesPolicy,
  type EndorsementParams,
  type EndorsementRow,
  type FlatDetailCall,
} from '@portal/contracts/endorsement-table';
import type { EndorsablePolicyDetail, EndorsementField } from '@portal/contracts/entities/endorsement';
import type { FormField } from '@portal/contracts/entities/form-field';
import { maskAsterisk, shownFormValue, type FormValue } from '@portal/contracts/entities/form-field-rules';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import type { Context } from '../trpc/context.ts';
import { TRPCError } from '@trpc/server';
import { PortalErrorCause, portalError, toPortalError, type UpstreamFailureMapping } from '../trpc/errors.ts';
import { UpstreamError } from '../upstream/client.ts';
import { withConfidentialItemsMasked } from '../policies/confidential-items.ts';

/**
 * Opening a row's policy (decision record 0018): who is asking (a session, a link's token, the endorsement
 * OTP's authorization), the broker call the row names, and the view every row answers in the same shape:
 * sections of policy, summary and form fields with their current values.
 */

/** How the gateway reaches the policy of a request. */
export type EndorsementTarget =
  | { by: 'session'; internalId: string }
  | { by: 'token'; internalId: string; token: string }
  | { by: 'authorized'; internalId: string; authorization: string }
  | { by: 'aggregate'; aggregateId: string };

/** What the page must do before a row opens: nothing, log in, or verify by the endorsement OTP. */
export type TargetResolution =
  { ready: true; target: EndorsementTarget } | { ready: false; needs: 'login' | 'verification' };

/** A form field with the value the policy has now. */
export type EndorsementFormField = FormField & { value: FormValue };

export interface SummaryItem {
  name: string;
  label: string;
  type: FormField['type'];
  /** As shown: asterisk values masked (decision record 0007). */
  value: string;
}

export interface PolicySection {
  internalId: string;
  productKey: string;
  productName: string;
  packageName: string;
  policyNumber: string | null;
  applicationNo: string;
  holderName: string;
  startTime: string;
  expiryTime: string;
  /** The row's summary fields; for rows without one, the insured items as the policy detail shows them. */
  summary: SummaryItem[];
  fields: EndorsementFormField[];
}

export interface EndorsementView {
  access: EndorsementTarget['by'];
  sections: PolicySection[];
}

type ViewContext = Pick<Context, 'upstream' | 'session' | 'config'>;

const required = (value: string | undefined): string => {
  if (!value) throw portalError('BAD_REQUEST', 'invalid_input');
  return value;
};

/**
 * Who the request is for. A row opened by id takes a session or, without one, the sealed verification of the
 * endorsement OTP; a tokenised row its link's token; lookup and aggregate rows a session.
 */
export function resolveTarget(
  ctx: ViewContext,
  row: EndorsementRow,
  params: EndorsementParams,
  verification: string | undefined,
): TargetResolution {
  switch (row.access) {
    case 'token':
      return {
        ready: true,
        target: { by: 'token', internalId: required(params.id), token: required(params.token) },
      };
    case 'aggregate':
      if (!ctx.session) return { ready: false, needs: 'login' };
      return { ready: true, target: { by: 'aggregate', aggregateId: required(params.aggregateId) } };
    case 'lookup':
      if (!ctx.session) return { ready: false, needs: 'login' };
      return { ready: true, target: { by: 'session', internalId: required(params.id) } };
    case 'id': {
      const internalId = required(params.id);
      if (verification !== undefined) {
        const authorization = ctx.config.endorsementVerifications.open(verification, internalId);
        if (authorization === null) throw portalError('FORBIDDEN', 'endorsement_verification_expired');
        return { ready: true, target: { by: 'authorized', internalId, authorization } };
      }
      if (!ctx.session) return { ready: false, needs: 'verification' };
      return { ready: true, target: { by: 'session', internalId } };
    }
  }
}

/**
 * Maps a failed endorsement call. The broker answers a spent or expired link (or authorization) 410 Gone,
 * which tRPC has no code for: it is refused as forbidden, with its own key.
 */
export function toEndorsementError(error: unknown, mapping: UpstreamFailureMapping): TRPCError {
  const converted = toPortalError(error, mapping);
  const cause = converted.cause;
  if (error instanceof UpstreamError && error.status === 410 && cause instanceof PortalErrorCause) {
    return portalError('FORBIDDEN', cause.errorKey, cause.serverMessage, undefined, cause.serverCode);
  }
  return converted;
}

async function openOrFail<T>(promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toEndorsementError(error, OPEN_FAILURE);
  }
}

/** The broker's endorsement refusals that have their own key, for opening and for sending alike. */
export const ENDORSEMENT_REFUSALS = {
  not_found: 'endorsement_policy_not_found',
  endorsement_product_mismatch: 'endorsement_policy_not_found',
  endorsement_token_invalid: 'endorsement_token_invalid',
  endorsement_token_foreign: 'endorsement_token_foreign',
  endorsement_token_expired: 'endorsement_token_expired',
  endorsement_token_used: 'endorsement_token_used',
  endorsement_authorization_invalid: 'endorsement_verification_expired',
  endorsement_authorization_expired: 'endorsement_verification_expired',
  endorsement_authorization_used: 'endorsement_verification_expired',
} as const satisfies UpstreamFailureMapping['byCode'];

/** Failures of the calls that open a policy for an endorsement. */
const OPEN_FAILURE: UpstreamFailureMapping = {
  errorKey: 'policy_detail_failed',
  byCode: ENDORSEMENT_REFUSALS,
};

/** What the broker says about one field of the policy: its definition where it gives one, and its value. */
interface KnownValue {
  definition: FormField | null;
  value: FormValue;
  editable: boolean;
}
type KnownValues = Map<string, KnownValue>;

const fromBrokerFields = (fields: readonly EndorsementField[]): KnownValues =>
  new Map(
    fields.map(({ value, editable, ...definition }) => [definition.name, { definition, value, editable }]),
  );

/** The partner calls that answer a policy's values as one flat object (typed by the catalogue). */
const FLAT_DETAILS: Record<FlatDetailCall, (ctx: ViewContext, id: string) => Promise<object>> = {
  fullGadgetDetails: (ctx, id) => ctx.upstream.call('fullGadgetDetails', { params: { id } }),
  lazadaCrackScreenDetails: (ctx, id) => ctx.upstream.call('lazadaCrackScreenDetails', { params: { id } }),
  vehicleDetails: (ctx, id) => ctx.upstream.call('vehicleDetails', { params: { id } }),
  hospitalCashPlanDetails: (ctx, id) => ctx.upstream.call('hospitalCashPlanDetails', { params: { id } }),
};

function fromFlat(values: object): KnownValues {
  const known: KnownValues = new Map();
  for (const [name, value] of Object.entries(values)) {
    if (name === 'internal_id') continue;
    known.set(name, { definition: null, value: value as FormValue, editable: true });
  }
  return known;
}

/** A field as the table defines it (the same everywhere), or as the broker does for names the table lacks. */
function definitionOf(name: string, known: KnownValue): FormField | null {
  if (!isEndorsementFieldName(name)) return known.definition;
  const spec: { label: string; type: FormField['type']; list?: FormField['external_source'] } =
    ENDORSEMENT_FIELDS[name];
  return {
    name,
    label: spec.label,
    type: spec.type,
    required: true,
    is_list: false,
    options: [],
    external_source: spec.list ?? null,
    ocr_category: null,
  };
}

const DOCUMENT_FIELD: FormField = {
  ...ENDORSEMENT_DOCUMENT_FIELD,
  required: false,
  is_list: true,
  options: [],
  external_source: null,
  ocr_category: null,
};

/** The form: the row's fields the policy has and may change (all of them for `all`), then documents. */
function formFields(row: EndorsementRow, known: KnownValues, withDocuments: boolean): EndorsementFormField[] {
  const names = row.fields === 'all' ? [...known.keys()] : row.fields.filter((name) => known.has(name));
  const fields: EndorsementFormField[] = [];
  for (const name of names) {
    const entry = known.get(name);
    if (!entry?.editable) continue;
    const definition = definitionOf(name, entry);
    if (definition) fields.push({ ...definition, value: entry.value });
  }
  if (withDocuments && row.document !== null) fields.push({ ...DOCUMENT_FIELD, value: [] });
  return fields;
}

const shownValue = (type: FormField['type'], value: FormValue): string => {
  const text = Array.isArray(value) ? value.join(', ') : value === null ? '' : String(value);
  return type === 'asterisk' ? maskAsterisk(text) : text;
};

function summaryOf(row: EndorsementRow, known: KnownValues, policy: PolicyDetail): SummaryItem[] {
  if (row.summary.length === 0) {
    return withConfidentialItemsMasked(policy).insured_items.map((item) => ({
      name: item.label,
      label: item.label,
      type: 'text',
      value: item.value,
    }));
  }
  return row.summary.flatMap((name) => {
    const entry = known.get(name);
    const definition = entry ? definitionOf(name, entry) : null;
    if (!entry || !definition) return [];
    return [
      {
        name,
        label: definition.label,
        type: definition.type,
        value: shownValue(definition.type, entry.value),
      },
    ];
  });
}

function section(
  row: EndorsementRow,
  policy: PolicyDetail,
  known: KnownValues,
  withDocuments: boolean,
): PolicySection {
  return {
    internalId: policy.internal_id,
    productKey: policy.product_key,
    productName: policy.product_display_name,
    packageName: policy.package_name,
    policyNumber: policy.policy_number,
    applicationNo: policy.application_no,
    holderName: policy.policyholder_name,
    startTime: policy.start_time,
    expiryTime: policy.expiry_time,
    summary: summaryOf(row, known, policy),
    fields: formFields(row, known, withDocuments),
  };
}

/** A row serves only its products' policies, and only a policy in force can change. */
function assertOpenable(row: EndorsementRow, policy: PolicyDetail, productId: string | undefined): void {
  if (!rowServesPolicy(row, policy, productId))
    throw portalError('NOT_FOUND', 'endorsement_policy_not_found');
  if (policy.coverage_status !== 'ACTIVE') throw portalError('CONFLICT', 'endorsement_not_endorsable');
}

async function endorsablePolicy(ctx: ViewContext, internalId: string, token: string) {
  return openOrFail(ctx.upstream.call('tokenPolicyDetails', { query: { id: internalId, token } }));
}

const singleSection = (row: EndorsementRow, policy: EndorsablePolicyDetail, productId?: string) => {
  assertOpenable(row, policy, productId);
  return section(row, policy, fromBrokerFields(policy.endorsement_fields), false);
};

/** The policy (or the aggregate's policies) of a target, as the row shows them, with current values. */
export async function loadView(
  ctx: ViewContext,
  row: EndorsementRow,
  target: EndorsementTarget,
  productId: string | undefined,
): Promise<EndorsementView> {
  switch (target.by) {
    case 'token':
      return {
        access: 'token',
        sections: [
          singleSection(row, await endorsablePolicy(ctx, target.internalId, target.token), productId),
        ],
      };
    case 'authorized':
      return {
        access: 'authorized',
        sections: [
          singleSection(row, await endorsablePolicy(ctx, target.internalId, target.authorization), productId),
        ],
      };
    case 'aggregate': {
      const aggregate = await openOrFail(
        ctx.upstream.call('aggregatePolicyDetails', { query: { id: target.aggregateId } }),
      );
      if (aggregate.policies.length === 0) throw portalError('NOT_FOUND', 'endorsement_policy_not_found');
      for (const policy of aggregate.policies) assertOpenable(row, policy, productId);
      return {
        access: 'aggregate',
        sections: aggregate.policies.map((policy) =>
          section(row, policy, fromBrokerFields(policy.endorsement_fields), false),
        ),
      };
    }
    case 'session': {
      const id = target.internalId;
      const policy = await openOrFail(ctx.upstream.call('policyDetails', { query: { er: 1, id } }));
      assertOpenable(row, policy, productId);
      if (row.access === 'token' || row.access === 'aggregate')
        throw portalError('BAD_REQUEST', 'invalid_input');
      const known =
        row.detail === 'endorsePolicyDetails'
          ? fromBrokerFields(
              (await openOrFail(ctx.upstream.call('endorsePolicyDetails', { params: { id } }))).fields,
            )
          : fromFlat(await openOrFail(FLAT_DETAILS[row.detail](ctx, id)));
      return { access: 'session', sections: [section(row, policy, known, true)] };
    }
  }
}

/**
 * The view as the page gets it: confidential (asterisk) values masked to their last characters, as everywhere
 * once saved (decision record 0007), also on a link that needs no login. The gateway keeps the full values to
 * compare what the page sends back: the masked value unchanged is no change (`checkChanges`).
 */
export function pageView<View extends EndorsementView>(view: View): View {
  return {
    ...view,
    sections: view.sections.map((section) => ({
      ...section,
      fields: section.fields.map((field) => ({ ...field, value: shownFormValue(field.type, field.value) })),
    })),
  };
}

import type {
  EndorsablePolicyDetail,
  EndorsementField,
  EndorsementPolicyDetails,
  EndorsementResult,
} from '@portal/contracts/entities/endorsement';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import {
  applyChanges,
  checkChanges,
  fieldsFor,
  formFieldOf,
  isGadget,
  isHospitalCashPlan,
  isVehicle,
  type FieldIssue,
  type FieldValue,
} from '../store/endorsement-fields.ts';
import type { EndorsementChannel } from '../store/endorsement-store.ts';
import { storeUploadedFile } from '../store/file-vault.ts';
import type { MockStore } from '../store/mock-store.ts';
import { issueOtp, reissueOtp, verifyOtp } from '../store/otp.ts';
import type { PolicyRecord, UserRecord } from '../store/types.ts';
import { assertSmsGatewayUp, otpError } from './auth.ts';
import { STORAGE_PREFIX } from '../store/file-storage.ts';
import type { HandlerMap } from './handler.ts';
import { MockHttpError, notFound } from '../http/mock-error.ts';
import { acceptUpload } from './upload-rules.ts';

/** Only a policy in force can be changed. */
const ENDORSABLE_STATES: readonly string[] = ['COMPLETED', 'PENDING_DOCUMENT'];

const fail = (status: number, error: string, code: string, issues?: FieldIssue[]) =>
  new MockHttpError(status, { error, code, ...(issues && { issues }) });

function assertEndorsable(record: PolicyRecord): void {
  if (!ENDORSABLE_STATES.includes(record.policy_state) || record.detail.coverage_status !== 'ACTIVE') {
    throw fail(409, 'Polis tidak aktif sehingga tidak dapat diubah', 'policy_not_endorsable');
  }
}

/** Someone else's policy looks exactly like a missing one. */
function ownedPolicy(store: MockStore, userId: string, internalId: string): PolicyRecord {
  const record = store.policy(internalId);
  if (!record || record.owner_id !== userId) throw notFound();
  return record;
}

/** Partner and product endpoints only take the policies they are made for. */
function assertProduct(detail: PolicyDetail, fits: (detail: PolicyDetail) => boolean): void {
  if (!fits(detail)) {
    throw fail(400, 'Endorsement ini tidak berlaku untuk produk polis ini', 'endorsement_product_mismatch');
  }
}

const partnerIs =
  (partner: string) =>
  (detail: PolicyDetail): boolean =>
    detail.partner === partner;

/** The fields of a product-specific body that are set, as changes; `document_urls` is not a change. */
function presentFields(body: Record<string, unknown>): [string, unknown][] {
  return Object.entries(body).filter(([key, value]) => key !== 'document_urls' && value !== undefined);
}

interface EndorseMeta {
  endpoint: string;
  channel: EndorsementChannel;
  documentUrls: string[];
  now: Date;
}

/** Checks and applies one policy's changes; records the endorsement. */
function endorse(
  store: MockStore,
  record: PolicyRecord,
  changes: Iterable<[string, unknown]>,
  meta: EndorseMeta,
): EndorsementResult {
  assertEndorsable(record);
  const values = store.endorsements.valuesOf(record.detail);
  const outcome = checkChanges(record.detail, values, changes, meta.now);
  if (!outcome.ok) throw fail(400, 'Perubahan tidak valid', 'endorsement_invalid', outcome.issues);
  if (outcome.changed.size === 0) throw fail(400, 'Tidak ada perubahan', 'endorsement_no_change');
  applyChanges(record.detail, values, outcome.changed);
  const saved = store.endorsements.record({
    endpoint: meta.endpoint,
    channel: meta.channel,
    internal_ids: [record.detail.internal_id],
    changes: { [record.detail.internal_id]: Object.fromEntries(outcome.changed) },
    document_urls: meta.documentUrls,
    created_at: meta.now.toISOString(),
  });
  return { endorsement_id: saved.endorsement_id, status: saved.status };
}

/** A logged-in user's endorsement of one of their own policies (optionally of a given product). */
function endorseOwnPolicy(
  endpoint: string,
  context: {
    params: { id: string };
    body: { document_urls: string[] };
    auth: { user: UserRecord };
    store: MockStore;
    now: Date;
  },
  changes: Iterable<[string, unknown]>,
  fits?: (detail: PolicyDetail) => boolean,
): { status: number; body: EndorsementResult } {
  const record = ownedPolicy(context.store, context.auth.user.id, context.params.id);
  if (fits) assertProduct(record.detail, fits);
  const meta = {
    endpoint,
    channel: 'session' as const,
    documentUrls: context.body.document_urls,
    now: context.now,
  };
  return { status: 201, body: endorse(context.store, record, changes, meta) };
}

/**
 * A tokenised link: the token must be the policy's, unexpired and, when one-time, unspent. A token the
 * broker knows for another policy says so (`endorsement_token_foreign`); an unknown one is just invalid.
 */
function liveToken(store: MockStore, internalId: string, token: string, now: Date) {
  const entry = store.endorsements.token(token);
  const record = store.policy(internalId);
  if (entry && entry.internal_id !== internalId) {
    throw fail(403, 'Tautan endorsement ini untuk polis lain', 'endorsement_token_foreign');
  }
  if (!entry || !record) {
    throw fail(403, 'Tautan endorsement tidak valid', 'endorsement_token_invalid');
  }
  if (now.getTime() > entry.expires_at.getTime()) {
    throw fail(410, 'Tautan endorsement sudah kedaluwarsa', 'endorsement_token_expired');
  }
  if (entry.one_time && entry.used_at !== null) {
    throw fail(410, 'Tautan endorsement sudah digunakan', 'endorsement_token_used');
  }
  return { entry, record };
}

/** The policy an endorsement OTP is about, and its owner, whose phone gets the code. */
function policyOwner(store: MockStore, internalId: string): { record: PolicyRecord; owner: UserRecord } {
  const record = store.policy(internalId);
  const owner = record ? store.userById(record.owner_id) : undefined;
  if (!record || !owner) throw notFound();
  return { record, owner };
}

/** An OTP operation started for this policy; a login operation or another policy's is unknown here. */
function assertOtpOperationFor(store: MockStore, operationId: string, internalId: string): void {
  if (store.endorsements.otpOperationPolicy(operationId) !== internalId) throw otpError('unknown_operation');
}

/** What an endorsement may change on the policy, with the current values. */
function endorsementFields(store: MockStore, detail: PolicyDetail): EndorsementField[] {
  const values = store.endorsements.valuesOf(detail);
  return fieldsFor(detail).map((spec) => ({
    ...formFieldOf(spec),
    value: values.get(spec.name) ?? null,
    editable: spec.editable,
  }));
}

function endorsementDetails(store: MockStore, detail: PolicyDetail): EndorsementPolicyDetails {
  return {
    internal_id: detail.internal_id,
    product_key: detail.product_key,
    policy_number: detail.policy_number,
    policyholder_name: detail.policyholder_name,
    fields: endorsementFields(store, detail),
  };
}

/** The policy as token-policy-details and aggregate-policy-details show it: its detail plus its fields. */
const endorsable = (store: MockStore, detail: PolicyDetail): EndorsablePolicyDetail => ({
  ...detail,
  endorsement_fields: endorsementFields(store, detail),
});

/** The authorization the endorsement OTP granted: the policy's, unexpired and unspent. */
function liveAuthorization(store: MockStore, internalId: string, token: string, now: Date) {
  const authorization = store.endorsements.authorization(token);
  const record = store.policy(internalId);
  if (!authorization || authorization.internal_id !== internalId || !record) {
    throw fail(403, 'Otorisasi endorsement tidak valid', 'endorsement_authorization_invalid');
  }
  if (now.getTime() > authorization.expires_at.getTime()) {
    throw fail(410, 'Otorisasi endorsement sudah kedaluwarsa', 'endorsement_authorization_expired');
  }
  if (authorization.used) {
    throw fail(410, 'Otorisasi endorsement sudah digunakan', 'endorsement_authorization_used');
  }
  return { authorization, record };
}

const text = (values: ReadonlyMap<string, FieldValue>, name: string): string =>
  String(values.get(name) ?? '');
const amount = (values: ReadonlyMap<string, FieldValue>, name: string): number =>
  Number(values.get(name) ?? 0);

function gadgetDetails(store: MockStore, detail: PolicyDetail) {
  assertProduct(detail, isGadget);
  const values = store.endorsements.valuesOf(detail);
  return {
    internal_id: detail.internal_id,
    imei: text(values, 'imei'),
    brand: text(values, 'brand'),
    model: text(values, 'model'),
    purchase_date: text(values, 'purchase_date'),
    device_price: amount(values, 'device_price'),
  };
}

export const endorsementHandlers = {
  // Tokenised link (anonymous)

  /** A link's token, or the authorization of the endorsement OTP (the authorized flow reads the policy so). */
  tokenPolicyDetails: ({ query, store, now }) => {
    const { record } = store.endorsements.authorization(query.token)
      ? liveAuthorization(store, query.id, query.token, now)
      : liveToken(store, query.id, query.token, now);
    return { body: endorsable(store, record.detail) };
  },

  tokenEndorse: ({ params, body, store, now }) => {
    const { entry, record } = liveToken(store, params.internal_id, body.token, now);
    const result = endorse(store, record, Object.entries(body.changes), {
      endpoint: 'tokenEndorse',
      channel: 'token',
      documentUrls: body.document_urls,
      now,
    });
    if (entry.one_time) entry.used_at = now;
    return { status: 201, body: result };
  },

  // Authorized link: an OTP to the policyholder's phone grants a one-time authorization (anonymous)

  endorsementSendOtp: ({ body, store, now, devMode }) => {
    const { record, owner } = policyOwner(store, body.internal_id);
    assertEndorsable(record);
    assertSmsGatewayUp(store, owner.phone);
    const operation = issueOtp(store, { phone: owner.phone, medium: body.medium }, { devMode, now });
    store.endorsements.bindOtpOperation(operation.id, body.internal_id);
    return { body: { result: true, operation_id: operation.id } };
  },

  endorsementResendOtp: ({ body, store, now, devMode }) => {
    assertOtpOperationFor(store, body.operation_id, body.internal_id);
    const { owner } = policyOwner(store, body.internal_id);
    assertSmsGatewayUp(store, owner.phone);
    const outcome = reissueOtp(
      store,
      { operationId: body.operation_id, phone: owner.phone, medium: body.medium },
      { devMode, now },
    );
    if (!outcome.ok) throw otpError(outcome.failure);
    return { body: { result: true, operation_id: outcome.value.id } };
  },

  endorsementVerifyOtp: ({ body, store, now }) => {
    assertOtpOperationFor(store, body.operation_id, body.internal_id);
    const { owner } = policyOwner(store, body.internal_id);
    const outcome = verifyOtp(
      store,
      { operationId: body.operation_id, phone: owner.phone, code: body.otp },
      now,
    );
    if (!outcome.ok) throw otpError(outcome.failure);
    return { body: { authorization_token: store.endorsements.authorize(body.internal_id, now).token } };
  },

  authorizedEndorsePolicy: ({ params, body, store, now }) => {
    const { authorization, record } = liveAuthorization(
      store,
      params.internal_id,
      body.authorization_token,
      now,
    );
    const result = endorse(store, record, Object.entries(body.changes), {
      endpoint: 'authorizedEndorsePolicy',
      channel: 'authorized',
      documentUrls: body.document_urls,
      now,
    });
    authorization.used = true;
    return { status: 201, body: result };
  },

  // Logged-in partner forms

  endorsePolicyDetails: ({ params, auth, store }) => ({
    body: endorsementDetails(store, ownedPolicy(store, auth.user.id, params.id).detail),
  }),

  endorsePolicy: (context) =>
    endorseOwnPolicy('endorsePolicy', context, Object.entries(context.body.changes)),

  endorsePolicyLazada: (context) =>
    endorseOwnPolicy(
      'endorsePolicyLazada',
      context,
      Object.entries(context.body.changes),
      partnerIs('lazada'),
    ),

  gosureEndorsement: (context) =>
    endorseOwnPolicy('gosureEndorsement', context, Object.entries(context.body.changes), partnerIs('gosure')),

  crackScreenEndorsePolicy: (context) =>
    endorseOwnPolicy('crackScreenEndorsePolicy', context, presentFields(context.body), isGadget),

  lazadaCrackScreenDetails: ({ params, auth, store }) => ({
    body: gadgetDetails(store, ownedPolicy(store, auth.user.id, params.id).detail),
  }),

  lazadaCrackScreenEndorsePolicy: (context) =>
    endorseOwnPolicy('lazadaCrackScreenEndorsePolicy', context, presentFields(context.body), isGadget),

  fullGadgetDetails: ({ params, auth, store }) => ({
    body: gadgetDetails(store, ownedPolicy(store, auth.user.id, params.id).detail),
  }),

  vehicleDetails: ({ params, auth, store }) => {
    const { detail } = ownedPolicy(store, auth.user.id, params.id);
    assertProduct(detail, isVehicle);
    const values = store.endorsements.valuesOf(detail);
    return {
      body: {
        internal_id: detail.internal_id,
        plate_number: text(values, 'plate_number'),
        chassis_number: text(values, 'chassis_number'),
        engine_number: text(values, 'engine_number'),
        brand_code: text(values, 'brand_code'),
        model_code: text(values, 'model_code'),
        year: amount(values, 'year'),
      },
    };
  },

  hospitalCashPlanDetails: ({ params, auth, store }) => {
    const { detail } = ownedPolicy(store, auth.user.id, params.id);
    assertProduct(detail, isHospitalCashPlan);
    const values = store.endorsements.valuesOf(detail);
    return {
      body: {
        internal_id: detail.internal_id,
        insured_name: text(values, 'insured_name'),
        id_number: text(values, 'id_number'),
        date_of_birth: text(values, 'date_of_birth'),
        nationality_code: text(values, 'nationality_code'),
        province_code: text(values, 'province_code'),
        city_code: text(values, 'city_code'),
      },
    };
  },

  hospitalCashPlanEndorsePolicy: (context) =>
    endorseOwnPolicy(
      'hospitalCashPlanEndorsePolicy',
      context,
      presentFields(context.body),
      isHospitalCashPlan,
    ),

  // Aggregates: several policies changed in one request

  aggregatePolicyDetails: ({ query, auth, store }) => {
    const aggregate = store.endorsements.aggregate(query.id);
    if (!aggregate || aggregate.owner_id !== auth.user.id) throw notFound();
    const policies = aggregate.policy_ids.flatMap((id) => {
      const detail = store.policy(id)?.detail;
      return detail ? [endorsable(store, detail)] : [];
    });
    return { body: { aggregate_id: aggregate.aggregate_id, policies } };
  },

  aggregateEndorse: ({ params, body, auth, store, now }) => {
    const aggregate = store.endorsements.aggregate(params.id);
    if (!aggregate || aggregate.owner_id !== auth.user.id) throw notFound();
    const issues: FieldIssue[] = [];
    const accepted: { record: PolicyRecord; changed: ReadonlyMap<string, FieldValue> }[] = [];
    const seen = new Set<string>();
    body.policies.forEach((entry, index) => {
      const path = `body.policies.${index}`;
      const record = aggregate.policy_ids.includes(entry.internal_id)
        ? store.policy(entry.internal_id)
        : undefined;
      if (!record)
        return issues.push({ path: `${path}.internal_id`, message: 'Polis bukan bagian dari agregat ini' });
      if (seen.has(entry.internal_id))
        return issues.push({ path: `${path}.internal_id`, message: 'Polis disebut dua kali' });
      seen.add(entry.internal_id);
      assertEndorsable(record);
      const values = store.endorsements.valuesOf(record.detail);
      const outcome = checkChanges(
        record.detail,
        values,
        Object.entries(entry.changes),
        now,
        `${path}.changes`,
      );
      if (!outcome.ok) return issues.push(...outcome.issues);
      accepted.push({ record, changed: outcome.changed });
    });
    if (issues.length > 0) throw fail(400, 'Perubahan tidak valid', 'endorsement_invalid', issues);
    const changing = accepted.filter((entry) => entry.changed.size > 0);
    if (changing.length === 0) throw fail(400, 'Tidak ada perubahan', 'endorsement_no_change');
    for (const { record, changed } of changing) {
      applyChanges(record.detail, store.endorsements.valuesOf(record.detail), changed);
    }
    const saved = store.endorsements.record({
      endpoint: 'aggregateEndorse',
      channel: 'session',
      internal_ids: changing.map(({ record }) => record.detail.internal_id),
      changes: Object.fromEntries(
        changing.map(({ record, changed }) => [record.detail.internal_id, Object.fromEntries(changed)]),
      ),
      document_urls: body.document_urls,
      created_at: now.toISOString(),
    });
    return { status: 201, body: { endorsement_id: saved.endorsement_id, status: saved.status } };
  },

  /** A supporting document for an endorsement, kept with the policy. */
  policyUpload: ({ body, files, auth, store, now, origin }) => {
    ownedPolicy(store, auth.user.id, body.internal_id);
    const { file, extension } = acceptUpload(files);
    const id = store.endorsements.newId('pfile');
    const storageKey = storeUploadedFile(store.files, {
      area: 'policy-files',
      ownerId: auth.user.id,
      id,
      extension,
      data: file.data,
    });
    const fileUrl = `${origin}${STORAGE_PREFIX}${storageKey}`;
    store.endorsements.recordUpload({
      internal_id: body.internal_id,
      document_type: body.document_type,
      file: {
        id,
        owner_id: auth.user.id,
        purpose: `policy:${body.internal_id}`,
        original_name: file.filename,
        extension,
        mimetype: file.mimetype,
        size: file.data.length,
        file_url: fileUrl,
        storage_key: storageKey,
        uploaded_at: now.toISOString(),
      },
    });
    return { status: 201, body: { file_url: fileUrl } };
  },
} satisfies HandlerMap;

import {
  ENDORSEMENT_DOCUMENT_FIELD,
  FLAT_ENDORSE_CALLS,
  type ChangesEndorseCall,
  type EndorsementRow,
  type FlatEndorseCall,
} from '@portal/contracts/endorsement-table';
import type { EndorsementResult } from '@portal/contracts/entities/endorsement';
import {
  fieldValueProblem,
  isFieldFilled,
  isFileField,
  shownFormValue,
  type FormValue,
} from '@portal/contracts/entities/form-field-rules';
import { catalogue } from '@portal/contracts/catalogue';
import { UPLOAD_MAX_BYTES } from '@portal/contracts/constants';
import type { SessionData } from '../session.ts';
import type { Context } from '../trpc/context.ts';
import { portalError, toPortalError, type UpstreamFailureMapping } from '../trpc/errors.ts';
import { fileUrlOf, isUnchangedMaskedValue } from '../claims/claim-files.ts';
import { UpstreamError } from '../upstream/client.ts';
import {
  ENDORSEMENT_REFUSALS,
  toEndorsementError,
  type EndorsementFormField,
  type EndorsementTarget,
  type EndorsementView,
} from './policy-view.ts';

/**
 * Sending an endorsement (decision record 0018): the values the page sent are checked against the fields the
 * policy has now (the one value rule of decision 0007), only real changes go on, supporting documents are
 * filed with the policy through the policy upload call, and the row's endorse call (or the token's, the
 * authorization's, the aggregate's) takes the change.
 */

/** One policy's values as the form sent them. */
export interface PolicyValues {
  internalId: string;
  values: Record<string, FormValue>;
}

/** One changed value, for the confirmation. */
export interface ChangedValue {
  internalId: string;
  productName: string;
  name: string;
  label: string;
  type: EndorsementFormField['type'];
  before: FormValue;
  after: FormValue;
}

export interface EndorsementOutcome {
  endorsementId: string;
  status: EndorsementResult['status'];
  changes: ChangedValue[];
  documents: number;
}

type SubmitContext = Pick<Context, 'upstream' | 'config'> & { session: SessionData | null };

/** How a value compares: list codes, numbers typed as text and trimmed text are the same value. */
const comparable = (value: FormValue | undefined): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join('\n') : String(value).trim();

/** Numbers and years travel as numbers, the rest as text. */
function upstreamValue(field: EndorsementFormField, value: FormValue): string | number | boolean | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.join(',');
  const text = value.trim();
  return (field.type === 'number' || field.type === 'year') && text !== '' ? Number(text) : text;
}

/** The page names a field by its name, or by `<internal id>:<name>` when the view has several policies. */
export const problemKey = (view: EndorsementView, internalId: string, name: string): string =>
  view.sections.length > 1 ? `${internalId}:${name}` : name;

interface CheckedChanges {
  changes: ChangedValue[];
  upstream: { internalId: string; changes: Record<string, string | number | boolean | null> }[];
  documentRefs: string[];
}

/** Checks the sent values against the view; refused values come back per field, nothing is sent then. */
export function checkChanges(view: EndorsementView, sent: readonly PolicyValues[]): CheckedChanges {
  const problems: Record<string, string> = {};
  const result: CheckedChanges = { changes: [], upstream: [], documentRefs: [] };
  const year = new Date().getUTCFullYear();
  for (const entry of sent) {
    const section = view.sections.find((candidate) => candidate.internalId === entry.internalId);
    if (!section) throw portalError('BAD_REQUEST', 'invalid_input');
    const upstream: Record<string, string | number | boolean | null> = {};
    for (const [name, value] of Object.entries(entry.values)) {
      const key = problemKey(view, entry.internalId, name);
      const field = section.fields.find((candidate) => candidate.name === name);
      if (!field) {
        problems[key] = 'unknown field';
        continue;
      }
      if (isFileField(field)) {
        const refs = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
        result.documentRefs.push(...refs);
        continue;
      }
      // The masked value the page was given, left as it was: the policy keeps its full value.
      if (isUnchangedMaskedValue(field, value, field.value)) continue;
      const problem = fieldValueProblem(field, value, year);
      if (problem) problems[key] = problem;
      else if (field.required && !isFieldFilled(field, value)) problems[key] = 'required';
      else if (comparable(value) !== comparable(field.value)) {
        upstream[name] = upstreamValue(field, value);
        result.changes.push({
          internalId: section.internalId,
          productName: section.productName,
          name,
          label: field.label,
          type: field.type,
          before: field.value,
          after: value,
        });
      }
    }
    if (Object.keys(upstream).length > 0)
      result.upstream.push({ internalId: entry.internalId, changes: upstream });
  }
  if (Object.keys(problems).length > 0)
    throw portalError('BAD_REQUEST', 'invalid_input', undefined, problems);
  if (result.changes.length === 0) throw portalError('BAD_REQUEST', 'endorsement_no_change');
  return result;
}

const EXTENSION_OF_TYPE: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};

/**
 * Files a supporting document with the policy (spec §7 policy/upload/): the page's ref opens to the file the
 * upload pipeline stored, whose bytes go to the broker as the upload's file part. Answers the broker's URL.
 */
async function fileWithPolicy(
  ctx: SubmitContext & { session: SessionData },
  internalId: string,
  documentType: string,
  ref: string,
): Promise<string> {
  const url = fileUrlOf(ctx, ref);
  const failed = () => portalError('BAD_GATEWAY', 'file_upload_failed');
  let stored;
  try {
    stored = await ctx.upstream.openFile(url);
  } catch {
    throw failed();
  }
  if (stored.statusCode !== 200) {
    await stored.body.dump();
    throw failed();
  }
  const data = new Uint8Array(await stored.body.arrayBuffer());
  if (data.length > UPLOAD_MAX_BYTES) throw portalError('BAD_REQUEST', 'file_too_large');
  const contentType =
    String(stored.headers['content-type'] ?? '')
      .split(';')[0]
      ?.trim()
      .toLowerCase() ?? '';
  const extension =
    EXTENSION_OF_TYPE[contentType] ??
    /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase() ??
    'pdf';
  try {
    const uploaded = await ctx.upstream.call(
      'policyUpload',
      { body: { internal_id: internalId, document_type: documentType } },
      {
        files: [
          {
            field: 'file',
            fileName: `${documentType}.${extension}`,
            contentType: contentType || 'application/octet-stream',
            data,
          },
        ],
      },
    );
    return uploaded.file_url;
  } catch (error) {
    throw toPortalError(error, { errorKey: 'file_upload_failed' });
  }
}

/** Failures of the endorse calls; refused values are turned into field problems before this applies. */
const ENDORSE_FAILURE: UpstreamFailureMapping = {
  errorKey: 'something_wrong',
  byCode: {
    ...ENDORSEMENT_REFUSALS,
    policy_not_endorsable: 'endorsement_not_endorsable',
    endorsement_no_change: 'endorsement_no_change',
  },
};

/** The broker's per-field refusals (`body.changes.<name>`, `body.policies.<i>.changes.<name>`, `body.<name>`). */
function upstreamProblems(
  error: unknown,
  view: EndorsementView,
  order: readonly string[],
): Record<string, string> | undefined {
  if (!(error instanceof UpstreamError) || !error.body.issues?.length) return undefined;
  const problems: Record<string, string> = {};
  for (const issue of error.body.issues) {
    const aggregate = /^body\.policies\.(\d+)\.(?:changes\.)?([^.]+)$/.exec(issue.path);
    const single = /^body\.(?:changes\.)?([^.]+)$/.exec(issue.path);
    const internalId = aggregate ? order[Number(aggregate[1])] : view.sections[0]?.internalId;
    const name = aggregate ? aggregate[2] : single?.[1];
    if (internalId && name) problems[problemKey(view, internalId, name)] = issue.message;
  }
  return Object.keys(problems).length > 0 ? problems : undefined;
}

type Changes = Record<string, string | number | boolean | null>;
type ChangesBody = { changes: Changes; document_urls: string[] };

/** The session endorse calls, each with its body: a change list, or the changed values flat. */
const SESSION_ENDORSE: Record<
  ChangesEndorseCall | FlatEndorseCall,
  (ctx: SubmitContext, id: string, body: ChangesBody, key: string) => Promise<EndorsementResult>
> = {
  endorsePolicy: (ctx, id, body, key) =>
    ctx.upstream.call('endorsePolicy', { params: { id }, body }, header(key)),
  endorsePolicyLazada: (ctx, id, body, key) =>
    ctx.upstream.call('endorsePolicyLazada', { params: { id }, body }, header(key)),
  gosureEndorsement: (ctx, id, body, key) =>
    ctx.upstream.call('gosureEndorsement', { params: { id }, body }, header(key)),
  crackScreenEndorsePolicy: (ctx, id, body, key) =>
    ctx.upstream.call('crackScreenEndorsePolicy', { params: { id }, body: flat(body) }, header(key)),
  lazadaCrackScreenEndorsePolicy: (ctx, id, body, key) =>
    ctx.upstream.call('lazadaCrackScreenEndorsePolicy', { params: { id }, body: flat(body) }, header(key)),
  hospitalCashPlanEndorsePolicy: (ctx, id, body, key) =>
    ctx.upstream.call('hospitalCashPlanEndorsePolicy', { params: { id }, body: flat(body) }, header(key)),
};

const header = (key: string) => ({ headers: { 'idempotency-key': key } });
/**
 * A flat body: the changed values as the call's own keys. The table's types tie a row's field names to its
 * call; the values are checked against the call's schema by `flatBodyProblems` before anything is sent.
 */
const flat = (body: ChangesBody) => ({ ...body.changes, document_urls: body.document_urls }) as never;

/** Values a flat call's schema refuses (an IMEI of 14 digits), per field, before the broker sees them. */
function flatBodyProblems(call: FlatEndorseCall, body: ChangesBody): Record<string, string> | undefined {
  const parsed = catalogue[call].body.safeParse(flat(body));
  if (parsed.success) return undefined;
  return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? ''), issue.message]));
}
const isFlatCall = (call: ChangesEndorseCall | FlatEndorseCall): call is FlatEndorseCall =>
  (FLAT_ENDORSE_CALLS as readonly string[]).includes(call);

/** Sends the checked change through the call the target and the row name. */
export async function sendEndorsement(
  ctx: SubmitContext,
  row: EndorsementRow,
  target: EndorsementTarget,
  view: EndorsementView,
  checked: CheckedChanges,
  idempotencyKey: string,
): Promise<EndorsementOutcome> {
  const order = checked.upstream.map((entry) => entry.internalId);
  const first = checked.upstream[0];
  if (!first) throw portalError('BAD_REQUEST', 'endorsement_no_change');
  if (target.by === 'session' && row.access !== 'token' && row.access !== 'aggregate') {
    if (isFlatCall(row.endorse)) {
      const problems = flatBodyProblems(row.endorse, { changes: first.changes, document_urls: [] });
      if (problems) throw portalError('BAD_REQUEST', 'invalid_input', undefined, problems);
    }
  }
  const documentUrls: string[] = [];
  if (checked.documentRefs.length > 0) {
    const { session } = ctx;
    if (!session || target.by !== 'session' || row.document === null) {
      throw portalError('BAD_REQUEST', 'invalid_input', undefined, {
        [ENDORSEMENT_DOCUMENT_FIELD.name]: 'documents need a session',
      });
    }
    for (const ref of checked.documentRefs) {
      documentUrls.push(await fileWithPolicy({ ...ctx, session }, target.internalId, row.document, ref));
    }
  }
  const body: ChangesBody = { changes: first.changes, document_urls: documentUrls };
  try {
    let result: EndorsementResult;
    switch (target.by) {
      case 'token':
        result = await ctx.upstream.call(
          'tokenEndorse',
          { params: { internal_id: target.internalId }, body: { ...body, token: target.token } },
          header(idempotencyKey),
        );
        break;
      case 'authorized':
        result = await ctx.upstream.call(
          'authorizedEndorsePolicy',
          {
            params: { internal_id: target.internalId },
            body: { ...body, authorization_token: target.authorization },
          },
          header(idempotencyKey),
        );
        break;
      case 'aggregate':
        result = await ctx.upstream.call(
          'aggregateEndorse',
          {
            params: { id: target.aggregateId },
            body: {
              policies: checked.upstream.map((entry) => ({
                internal_id: entry.internalId,
                changes: entry.changes,
              })),
              document_urls: documentUrls,
            },
          },
          header(idempotencyKey),
        );
        break;
      case 'session':
        if (row.access !== 'id' && row.access !== 'lookup') throw portalError('BAD_REQUEST', 'invalid_input');
        result = await SESSION_ENDORSE[row.endorse](ctx, target.internalId, body, idempotencyKey);
        break;
    }
    return {
      endorsementId: result.endorsement_id,
      status: result.status,
      // What was and what is now of a confidential value reach the page masked, like the value itself.
      changes: checked.changes.map((change) => ({
        ...change,
        before: shownFormValue(change.type, change.before),
        after: shownFormValue(change.type, change.after),
      })),
      documents: documentUrls.length,
    };
  } catch (error) {
    const problems = upstreamProblems(error, view, order);
    if (problems) throw portalError('BAD_REQUEST', 'invalid_input', undefined, problems);
    throw toEndorsementError(error, ENDORSE_FAILURE);
  }
}

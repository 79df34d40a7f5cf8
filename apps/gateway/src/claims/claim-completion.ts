import { z } from 'zod';
import { isClaimStatusCode } from '@portal/contracts/claim-constants';
import { allowsCustomerEdit, allowsFinalSubmit } from '@portal/contracts/entities/claim-status';
import { shouldAutoFinalSubmit, type ClaimDetails } from '@portal/contracts/entities/claim-form';
import { FormValue } from '@portal/contracts/entities/form-field';
import {
  fieldValueProblem,
  isFileField,
  type FormValue as FormValueType,
} from '@portal/contracts/entities/form-field-rules';
import { ImageVerification } from '@portal/contracts/entities/image-verification';
import { sessionOwner } from '../files/file-refs.ts';
import type { Context } from '../trpc/context.ts';
import { protectedProcedure } from '../trpc/init.ts';
import { orFail, portalError, toPortalError } from '../trpc/errors.ts';
import { UpstreamError } from '../upstream/client.ts';
import {
  fieldOf,
  fileUrlOf,
  isUnchangedMaskedValue,
  pageValueOf,
  sealFileValue,
  unsealFileValue,
} from './claim-files.ts';
import {
  afterClaimWrite,
  claimDetailsOf,
  claimViewOf,
  forgetClaimDetails,
  formValidity,
  setFormValues,
} from './claim-reads.ts';
import { benefitNames, claimStatusNames } from './reader-names.ts';

/**
 * Claim completion (spec §4): one view of everything the completion screens need, saving forms, attaching and
 * removing files, image verification, and the final submit, sent once.
 */

const Id = z.string().min(1).max(64);
const Slug = z.string().min(1).max(64);
const FileRef = z.string().min(1).max(2048);

/** The final submit's outcome is remembered this long (double clicks, retries after a timeout, two tabs). */
export const SUBMIT_REMEMBER_MS = 5 * 60_000;

type ProtectedContext = Context & { session: NonNullable<Context['session']> };

/**
 * Which submission of a claim a submit belongs to: when the claim last entered a status that allows the final
 * submit (created as initiated, or sent back as document_reprocess). The same round before and after its
 * submit, so a second tab or a late retry gets the remembered answer; a new round after customer service
 * sends the claim back, so the re-upload is submitted (and the broker's Idempotency-Key differs too).
 */
export function submissionRound(details: Pick<ClaimDetails, 'status_history' | 'created_at'>): string {
  const opened = details.status_history.findLast(
    (change) => isClaimStatusCode(change.status_code) && allowsFinalSubmit(change.status_code),
  );
  return opened?.changed_at ?? details.created_at ?? 'first';
}

function claimDetails(ctx: ProtectedContext, claimId: string) {
  return claimDetailsOf(ctx, claimId, { errorKey: 'claim_detail_failed' });
}

type DetailsForm = ClaimDetails['forms'][number];
type FormKind = 'form' | 'documents' | 'payment';

const kindOf = (form: DetailsForm, payment: boolean): FormKind =>
  payment
    ? 'payment'
    : form.attributes.length > 0 && form.attributes.every((attribute) => attribute.type === 'file')
      ? 'documents'
      : 'form';

const KIND_ORDER: Record<FormKind, number> = { form: 0, documents: 1, payment: 2 };

function completionView(ctx: ProtectedContext, details: ClaimDetails) {
  const forms = [
    ...details.forms.map((form) => ({ form, kind: kindOf(form, false), paymentMethod: null })),
    ...details.payment_forms.map((form) => ({
      form,
      kind: 'payment' as const,
      paymentMethod: form.payment_method ?? null,
    })),
  ]
    // Stable sort: incident form(s), the documents form, then the payment forms.
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind])
    .map(({ form, kind, paymentMethod }) => {
      const fields = form.attributes.map(fieldOf);
      return {
        slug: form.slug,
        name: form.name,
        kind,
        paymentMethod,
        isValid: form.is_valid,
        fields,
        values: Object.fromEntries(
          form.attributes.map((attribute, index) => [
            attribute.name,
            pageValueOf(ctx, fields[index] ?? fieldOf(attribute), attribute.value),
          ]),
        ) as Record<string, FormValueType>,
      };
    });
  const statusCode = details.status.status_code;
  return {
    claimId: details.claim_id,
    claimNo: details.claim_no ?? details.claim_id,
    policyId: details.policy_id ?? null,
    benefitId: details.benefit_id ?? null,
    benefitName: details.benefit ?? '',
    /** The benefit as the pages name it, in each language (reader-names.ts). */
    benefitNames: benefitNames(details.benefit ?? ''),
    productName: details.product_display_name ?? null,
    /** The family member the claim is for, when not the policyholder. */
    claimantName: details.claimant_name ?? null,
    statusCode,
    statusGroup: details.status.status_group ?? null,
    /** The status as the page names it, in each language (reader-names.ts). */
    statusNames: claimStatusNames(statusCode, details.status.display_name ?? statusCode),
    canEdit: allowsCustomerEdit(statusCode),
    deadline: details.maxDocSubmissionDate,
    reprocess:
      statusCode === 'document_reprocess'
        ? {
            comment: details.reprocess_comment ?? null,
            invalidDocuments: details.invalid_documents ?? [],
          }
        : null,
    forms,
    autoSubmit: shouldAutoFinalSubmit(details),
  };
}

/** Per-field problems of a save the broker refused (its issues name `attributes.<name>`). */
function upstreamFieldProblems(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof UpstreamError) || !error.body.issues?.length) return undefined;
  return Object.fromEntries(
    error.body.issues.map((issue) => [issue.path.replace(/^(body\.)?attributes\./, ''), issue.message]),
  );
}

function imageCheck(result: ImageVerification) {
  return {
    requestId: result.request_id,
    status: result.status,
    requiredFields: result.required_fields,
    receivedFields: result.received_fields,
  };
}

const FileAttribute = z.object({
  claimId: Id,
  formSlug: Slug,
  name: z.string().min(1).max(100),
  fileRef: FileRef,
});

/** save-form-attribute with a file: `value` added (null: nothing added), `replacedRef`'s file taken off. */
async function saveFileAttribute(
  ctx: ProtectedContext,
  target: { claimId: string; formSlug: string; name: string },
  value: string | null,
  replacedRef: string | undefined,
  errorKey: 'file_upload_failed' | 'form_save_failed',
) {
  const saved = await orFail(
    ctx.upstream.call('saveFormAttribute', {
      body: {
        claim_id: target.claimId,
        form_slug: target.formSlug,
        name: target.name,
        value,
        ...(replacedRef ? { replaced_value: fileUrlOf(ctx, replacedRef) } : {}),
      },
    }),
    { errorKey },
  ).catch(async (error: unknown) => {
    // Refused or unknown: what the broker holds now is read anew.
    await forgetClaimDetails(ctx.config.stores.cache, claimViewOf(ctx, target.claimId));
    throw error;
  });
  await afterClaimWrite(ctx, target.claimId, target.formSlug, (kept) => {
    setFormValues(kept, { [target.name]: saved.value });
    return formValidity(kept);
  });
  return { value: sealFileValue(ctx, saved.value) };
}

export const claimCompletionProcedures = {
  /** Everything the completion screens show, file values as refs. */
  completion: protectedProcedure
    .input(z.object({ claimId: Id }))
    .query(async ({ ctx, input }) => completionView(ctx, await claimDetails(ctx, input.claimId))),

  /**
   * Saves one form: values checked with the one value rule first (refused with per-field problems), file refs
   * unsealed, then save-payment-form or save-form.
   */
  saveForm: protectedProcedure
    .input(z.object({ claimId: Id, formSlug: Slug, values: z.record(z.string().min(1).max(100), FormValue) }))
    .mutation(async ({ ctx, input }) => {
      const details = await claimDetails(ctx, input.claimId);
      const paymentForm = details.payment_forms.find((form) => form.slug === input.formSlug);
      const form = paymentForm ?? details.forms.find((form) => form.slug === input.formSlug);
      if (!form) throw portalError('NOT_FOUND', 'form_save_failed');
      const year = new Date().getUTCFullYear();
      const problems: Record<string, string> = {};
      const attributes: { name: string; value: FormValueType }[] = [];
      for (const [name, value] of Object.entries(input.values)) {
        const attribute = form.attributes.find((entry) => entry.name === name);
        if (!attribute) {
          problems[name] = 'unknown field';
          continue;
        }
        const field = fieldOf(attribute);
        if (isUnchangedMaskedValue(field, value, attribute.value)) continue;
        const problem = fieldValueProblem(field, value, year);
        if (problem) {
          problems[name] = problem;
          continue;
        }
        const upstreamValue = isFileField(field) ? unsealFileValue(ctx, value) : value;
        if (upstreamValue === undefined) problems[name] = 'unknown file';
        else attributes.push({ name, value: upstreamValue });
      }
      if (Object.keys(problems).length > 0) {
        throw portalError('BAD_REQUEST', 'invalid_input', undefined, problems);
      }
      const body = { claim_id: input.claimId, form_slug: input.formSlug, attributes };
      try {
        const saved = await ctx.upstream.call(paymentForm ? 'savePaymentForm' : 'saveClaimForm', { body });
        await afterClaimWrite(ctx, input.claimId, input.formSlug, (kept) => {
          setFormValues(kept, Object.fromEntries(attributes.map(({ name, value }) => [name, value])));
          return saved.is_valid;
        });
        return { isValid: saved.is_valid };
      } catch (error) {
        // A timeout may have saved all the same: what the broker holds is read anew.
        await forgetClaimDetails(ctx.config.stores.cache, claimViewOf(ctx, input.claimId));
        const fieldProblems = upstreamFieldProblems(error);
        if (fieldProblems) throw portalError('BAD_REQUEST', 'invalid_input', undefined, fieldProblems);
        throw toPortalError(error, { errorKey: 'form_save_failed' });
      }
    }),

  /**
   * The final submit, sent once: concurrent and repeated calls for a claim share one upstream call and its
   * result (decision record 0008); the broker gets an Idempotency-Key as well.
   */
  submit: protectedProcedure.input(z.object({ claimId: Id })).mutation(async ({ ctx, input }) => {
    const owner = sessionOwner(ctx.session);
    // Whether to submit follows from the status the broker has now, never from a kept copy.
    const details = await claimDetailsOf(ctx, input.claimId, {
      errorKey: 'claim_submit_failed',
      fresh: true,
    });
    const key = `claim-submit:${input.claimId}:${submissionRound(details)}`;
    const store = ctx.config.stores.idempotency;
    return store.run(`${owner}:${key}`, SUBMIT_REMEMBER_MS, async () => {
      let firstAttempt = false;
      await store.run(`${owner}:${key}:attempted`, SUBMIT_REMEMBER_MS, async () => {
        firstAttempt = true;
        return true;
      });
      // An earlier attempt of this round ended without an answer (timeout, 5xx) and the claim has left the
      // submittable status since: that attempt went through. Answer it instead of submitting again (0021).
      const statusCode = details.status.status_code;
      if (!firstAttempt && !allowsFinalSubmit(statusCode)) return { statusCode };
      const submitted = await orFail(
        ctx.upstream.call(
          'submitClaim',
          { body: { claim_id: input.claimId } },
          { headers: { 'idempotency-key': key } },
        ),
        { errorKey: 'claim_submit_failed' },
      ).finally(() => forgetClaimDetails(ctx.config.stores.cache, claimViewOf(ctx, input.claimId)));
      return { statusCode: submitted.status_code };
    });
  }),

  /** Registers an uploaded file on an attribute (lists merge, a replaced file goes). Answers the new value. */
  attachFile: protectedProcedure
    .input(FileAttribute.extend({ replacedRef: FileRef.optional() }))
    .mutation(({ ctx, input }) =>
      saveFileAttribute(ctx, input, fileUrlOf(ctx, input.fileRef), input.replacedRef, 'file_upload_failed'),
    ),

  /** Takes one file off an attribute. */
  removeFile: protectedProcedure
    .input(FileAttribute)
    .mutation(({ ctx, input }) => saveFileAttribute(ctx, input, null, input.fileRef, 'form_save_failed')),

  /** Starts image verification (extract-info) of an uploaded photo. */
  verifyImage: protectedProcedure
    .input(z.object({ claimId: Id, fileRef: FileRef, category: z.string().min(1).max(64) }))
    .mutation(async ({ ctx, input }) =>
      imageCheck(
        await orFail(
          ctx.upstream.call('extractImageInfo', {
            params: { category: input.category },
            body: { gcp_url: fileUrlOf(ctx, input.fileRef), reference_id: input.claimId },
          }),
          { errorKey: 'image_verification_failed' },
        ),
      ),
    ),

  /** One poll of an image verification. */
  imageStatus: protectedProcedure
    .input(z.object({ requestId: Id }))
    .query(async ({ ctx, input }) =>
      imageCheck(
        await orFail(
          ctx.upstream.call('imageVerificationStatus', { params: { requestId: input.requestId } }),
          { errorKey: 'image_status_failed' },
        ),
      ),
    ),
};

import type { ClaimCard } from '@portal/contracts/entities/claim';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import type { FormValue } from '@portal/contracts/entities/form-field';
import { areRequiredFieldsFilled } from '@portal/contracts/entities/form-field-rules';
import type { PolicyDetail } from '@portal/contracts/entities/policy';
import type { ErrorKey } from '@portal/contracts/errors';
import { watchKeyId, type WatchKey } from '../chat/claim-watchers.ts';
import { sessionOwner } from '../files/file-refs.ts';
import type { SharedCache } from '../stores/types.ts';
import type { Context } from '../trpc/context.ts';
import { orFail } from '../trpc/errors.ts';

/**
 * Reads of a claim and a policy the gateway reuses (decision record 0040), per user and claim (and mock tenant),
 * in the shared cache so every gateway instance sees the same copy and the same invalidations.
 *
 * A claim's details are kept for `CLAIM_DETAILS_REUSE_MS`. The gateway's own writes to the claim update the copy
 * from the broker's answer while the claim is `initiated` (nothing but the final submit moves such a claim on),
 * and drop it otherwise (a document_pending claim moves on by itself once complete). A newer read anywhere (the
 * chat watcher's poll, a fresh read) replaces it, and a claim list showing another status drops it. The steps
 * whose outcome follows from the status the broker has now (the final submit) read it fresh.
 */

export const CLAIM_DETAILS_REUSE_MS = 60_000;
/** A policy's numbers (application number, internal id) do not change while a claim is being filed. */
export const POLICY_DETAILS_REUSE_MS = 5 * 60_000;

type AuthedContext = Pick<Context, 'upstream' | 'config' | 'mockTenant'> & {
  session: NonNullable<Context['session']>;
};

/** This user's view of a claim in the request's mock tenant (the chat hub keys by the same). */
export function claimViewOf(ctx: AuthedContext, claimId: string): WatchKey {
  return { tenant: ctx.mockTenant ?? null, owner: sessionOwner(ctx.session), claimId };
}

const detailsKey = (view: WatchKey) => `claim-details:${watchKeyId(view)}`;
const policyKey = (view: WatchKey) => `policy-details:${watchKeyId(view)}`;

/** Keeps details just read from the broker (the chat watcher's reads come here too). */
export function keepClaimDetails(cache: SharedCache, view: WatchKey, details: ClaimDetails): Promise<void> {
  return cache.set(detailsKey(view), details, CLAIM_DETAILS_REUSE_MS);
}

export function forgetClaimDetails(cache: SharedCache, view: WatchKey): Promise<void> {
  return cache.delete(detailsKey(view));
}

/**
 * The claim's details: the kept copy, or the broker's (then kept). `fresh`: always the broker's, for a step that
 * depends on the status the broker has now.
 */
export async function claimDetailsOf(
  ctx: AuthedContext,
  claimId: string,
  options: { errorKey: ErrorKey; fresh?: boolean },
): Promise<ClaimDetails> {
  const view = claimViewOf(ctx, claimId);
  const cache = ctx.config.stores.cache;
  if (!options.fresh) {
    const kept = (await cache.get(detailsKey(view))) as ClaimDetails | undefined;
    if (kept) return kept;
  }
  const details = await orFail(ctx.upstream.call('claimDetails', { query: { claim_id: claimId } }), {
    errorKey: options.errorKey,
  });
  await keepClaimDetails(cache, view, details);
  return details;
}

type DetailsForm = ClaimDetails['forms'][number];

/**
 * After the gateway wrote to a claim: the kept copy with the write applied (`apply` changes one form's values
 * and answers its validity, or null when it cannot tell), or no copy when the claim could have moved on.
 */
export async function afterClaimWrite(
  ctx: AuthedContext,
  claimId: string,
  formSlug: string,
  apply: (form: DetailsForm) => boolean | null,
): Promise<void> {
  const view = claimViewOf(ctx, claimId);
  const cache = ctx.config.stores.cache;
  const kept = (await cache.get(detailsKey(view))) as ClaimDetails | undefined;
  const form = [...(kept?.forms ?? []), ...(kept?.payment_forms ?? [])].find(
    (entry) => entry.slug === formSlug,
  );
  const isValid = kept && form && kept.status.status_code === 'initiated' ? apply(form) : null;
  if (!kept || !form || isValid === null) return forgetClaimDetails(cache, view);
  form.is_valid = isValid;
  return keepClaimDetails(cache, view, kept);
}

/** Sets attribute values on a kept form (values as the broker holds them). */
export function setFormValues(form: DetailsForm, values: Record<string, FormValue>): void {
  for (const attribute of form.attributes) {
    if (Object.hasOwn(values, attribute.name)) attribute.value = values[attribute.name] as FormValue;
  }
}

/** A form's validity as the broker decides it (the contracts' rule: every required attribute given). */
export function formValidity(form: DetailsForm): boolean {
  const fields = form.attributes.map((attribute) => ({
    name: attribute.name,
    type: attribute.type ?? 'text',
    required: attribute.required ?? false,
  }));
  return areRequiredFieldsFilled(
    fields,
    Object.fromEntries(form.attributes.map((attribute) => [attribute.name, attribute.value])),
  );
}

/** A claim list shows each claim's status as the broker has it now: a kept copy with another one goes. */
export async function dropChangedClaims(ctx: AuthedContext, cards: readonly ClaimCard[]): Promise<void> {
  const cache = ctx.config.stores.cache;
  const views = cards.map((card) => claimViewOf(ctx, card.claim_id));
  const kept = (await cache.getMany(views.map(detailsKey))) as (ClaimDetails | undefined)[];
  await Promise.all(
    cards.map((card, index) => {
      const copy = kept[index];
      const view = views[index];
      return copy && view && copy.status.status_code !== card.status_code
        ? forgetClaimDetails(cache, view)
        : undefined;
    }),
  );
}

/** A policy's details: the kept copy or the broker's (then kept); `fresh` for the policy page itself. */
export async function policyDetailsOf(
  ctx: AuthedContext,
  policyId: string,
  options: { fresh?: boolean } = {},
): Promise<PolicyDetail> {
  const view = claimViewOf(ctx, policyId);
  const cache = ctx.config.stores.cache;
  if (!options.fresh) {
    const kept = (await cache.get(policyKey(view))) as PolicyDetail | undefined;
    if (kept) return kept;
  }
  const policy = await orFail(ctx.upstream.call('policyDetails', { query: { er: 1, id: policyId } }), {
    errorKey: 'policy_detail_failed',
  });
  await cache.set(policyKey(view), policy, POLICY_DETAILS_REUSE_MS);
  return policy;
}

import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { ErrorKey } from '@portal/contracts/errors';
import { UnsafeUrlValueError } from '@portal/contracts/endpoint';
import { UpstreamError } from '../upstream/client.ts';

/** Carried as the `cause` of a TRPCError; the error formatter copies it to `error.data`. */
export class PortalErrorCause extends Error {
  constructor(
    readonly errorKey: ErrorKey,
    readonly serverMessage?: string,
    /** Field name → why its value was refused (form saves). */
    readonly fieldProblems?: Record<string, string>,
    /** The broker's own error code, passed on with its text (spec §8: validate-claim stores error and code). */
    readonly serverCode?: string,
  ) {
    super(errorKey);
    this.name = 'PortalErrorCause';
  }
}

export function portalError(
  code: TRPC_ERROR_CODE_KEY,
  errorKey: ErrorKey,
  serverMessage?: string,
  fieldProblems?: Record<string, string>,
  serverCode?: string,
): TRPCError {
  return new TRPCError({
    code,
    message: errorKey,
    cause: new PortalErrorCause(errorKey, serverMessage, fieldProblems, serverCode),
  });
}

/**
 * The broker's status as the gateway's own: refusals keep their meaning; a broker that failed (5xx), timed out
 * or could not be reached is a 502 of the gateway, never a 500 (that would say the gateway itself is broken).
 */
function codeForStatus(status: number): TRPC_ERROR_CODE_KEY {
  if (status === 400 || status === 422) return 'BAD_REQUEST';
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404 || status === 410) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status >= 400 && status < 500) return 'BAD_REQUEST';
  return 'BAD_GATEWAY';
}

export interface UpstreamFailureMapping {
  /** Catalogue key shown to the user when this call fails. */
  errorKey: ErrorKey;
  /** Pass the broker's own text on (spec §8 says so for OTP, claim creation, phone and e-mail updates). */
  passServerMessage?: boolean;
  /** Upstream error codes that deserve their own key (e.g. otp_expired). */
  byCode?: Partial<Record<string, ErrorKey>>;
  /**
   * A code matched in `byCode` is told with the catalogue's text alone, not the broker's: the key says more, in
   * the user's language, than a generic broker text such as "Not found" (partner orders, shipments).
   */
  byCodeWithOwnText?: boolean;
  /** With `byCodeWithOwnText`: the broker's code still goes with the catalogue's text (spec §8 shows it). */
  ownTextKeepsCode?: boolean;
  /** Upstream statuses that deserve their own key when no code said more (e.g. a 404 as document_not_found). */
  byStatus?: Partial<Record<number, ErrorKey>>;
  /**
   * The key when the broker failed rather than refused (a 5xx, or no answer), where `errorKey` names a refusal
   * (a service centre not available is not what a passing failure should say).
   */
  onBrokerFailure?: ErrorKey;
  /** For login calls: an upstream 401 means the credential was refused, not that a session expired. */
  credentialCall?: boolean;
}

/** Turns any failure of an upstream call into a typed TRPCError carrying a catalogue key. */
export function toPortalError(error: unknown, mapping: UpstreamFailureMapping): TRPCError {
  if (error instanceof TRPCError) return error;
  // An id that cannot stand in a broker URL as it is never reaches the broker (contracts' buildPath).
  if (error instanceof UnsafeUrlValueError) return portalError('BAD_REQUEST', 'invalid_input');
  if (!(error instanceof UpstreamError)) {
    return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'default_error', cause: error });
  }
  if (error.status === 401) {
    return mapping.credentialCall
      ? portalError('BAD_REQUEST', mapping.errorKey)
      : portalError('UNAUTHORIZED', 'unauthorized');
  }
  const codeKey = error.body.code ? mapping.byCode?.[error.body.code] : undefined;
  // A refusal (4xx) is the broker telling the user something; a failure (5xx, no answer) is not meant for them:
  // its text ("Service Unavailable") and code ("upstream_unreachable") are never passed on.
  const brokerFailed = error.status === 0 || error.status >= 500;
  const specificKey =
    codeKey ?? mapping.byStatus?.[error.status] ?? (brokerFailed ? mapping.onBrokerFailure : undefined);
  const ownText = Boolean(codeKey && mapping.byCodeWithOwnText);
  const passOn = mapping.passServerMessage && !brokerFailed;
  const serverMessage = passOn && !ownText ? error.serverMessage : undefined;
  const serverCode = passOn && (!ownText || mapping.ownTextKeepsCode) ? error.body.code : undefined;
  return portalError(
    codeForStatus(error.status),
    specificKey ?? mapping.errorKey,
    serverMessage,
    undefined,
    serverCode,
  );
}

/**
 * Why the broker refuses to open a claim, by its code (validate-claim and create, the agency's, the partner
 * and shipping claims): told in the user's language and with what to do, not in the broker's Indonesian.
 */
const CLAIM_REFUSALS = {
  policy_not_active: 'policy_not_active',
  claim_in_progress: 'claim_in_progress',
  coverage_exhausted: 'coverage_exhausted',
  individual_limit_exceeded: 'individual_limit_exceeded',
  claim_window_closed: 'claim_window_closed',
} as const satisfies Partial<Record<string, ErrorKey>>;

/**
 * A claim that cannot be opened: a known refusal in the portal's words with the broker's code (spec §8 shows
 * it; customer service reads it), any other with the broker's text and code (decision record 0030).
 */
export function claimFailure(byCode: Partial<Record<string, ErrorKey>> = {}): UpstreamFailureMapping {
  return {
    errorKey: 'something_wrong',
    passServerMessage: true,
    byCode: { ...CLAIM_REFUSALS, ...byCode },
    byCodeWithOwnText: true,
    ownTextKeepsCode: true,
  };
}

/** The broker's code of a refusal (a 4xx with a code), or null for an answer, a failure or a refusal without one. */
export async function refusalCodeOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (!(error instanceof UpstreamError) || error.status < 400 || error.status >= 500) return null;
    return error.body.code ?? null;
  }
}

/** Calls upstream and maps its failure. */
export async function orFail<T>(promise: Promise<T>, mapping: UpstreamFailureMapping): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw toPortalError(error, mapping);
  }
}

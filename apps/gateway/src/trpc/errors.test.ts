import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { UpstreamError } from '../upstream/client.ts';
import { claimFailure, PortalErrorCause, toPortalError } from './errors.ts';

function keyOf(error: TRPCError) {
  const cause = error.cause;
  return cause instanceof PortalErrorCause ? { key: cause.errorKey, server: cause.serverMessage } : null;
}

describe('upstream failure mapping', () => {
  it('maps a 401 to UNAUTHORIZED whatever the call', () => {
    const error = toPortalError(new UpstreamError('policyList', 401, {}), { errorKey: 'policy_list_failed' });
    expect(error.code).toBe('UNAUTHORIZED');
    expect(keyOf(error)?.key).toBe('unauthorized');
  });

  it('treats a 401 from a login call as a refused credential', () => {
    const error = toPortalError(new UpstreamError('verifySsoToken', 401, { code: 'sso_invalid' }), {
      errorKey: 'login_failed',
      credentialCall: true,
    });
    expect([error.code, keyOf(error)?.key]).toEqual(['BAD_REQUEST', 'login_failed']);
  });

  it('uses the call key, and a code-specific key where one is given', () => {
    const mapping = {
      errorKey: 'otp_verify_failed' as const,
      byCode: { otp_expired: 'otp_expired' as const },
    };
    const wrong = toPortalError(new UpstreamError('verify', 400, { code: 'otp_invalid' }), mapping);
    const expired = toPortalError(new UpstreamError('verify', 400, { code: 'otp_expired' }), mapping);
    expect([wrong.code, keyOf(wrong)?.key]).toEqual(['BAD_REQUEST', 'otp_verify_failed']);
    expect(keyOf(expired)?.key).toBe('otp_expired');
  });

  it('uses a status-specific key where the code says nothing more', () => {
    const mapping = {
      errorKey: 'document_delete_failed' as const,
      byStatus: { 404: 'document_not_found' as const },
    };
    const missing = toPortalError(new UpstreamError('deleteDocument', 404, { code: 'not_found' }), mapping);
    const failed = toPortalError(new UpstreamError('deleteDocument', 500, {}), mapping);
    expect([missing.code, keyOf(missing)?.key]).toEqual(['NOT_FOUND', 'document_not_found']);
    expect(keyOf(failed)?.key).toBe('document_delete_failed');
  });

  it("passes on no text or code of the broker's failure (5xx, no answer), and names it where asked", () => {
    const mapping = {
      errorKey: 'service_centre_unavailable' as const,
      passServerMessage: true,
      onBrokerFailure: 'service_centre_save_failed' as const,
    };
    const down = toPortalError(new UpstreamError('x', 503, { error: 'Service Unavailable' }), mapping);
    const gone = toPortalError(new UpstreamError('x', 0, { code: 'upstream_unreachable' }), mapping);
    const refused = toPortalError(new UpstreamError('x', 409, { error: 'Tutup', code: 'closed' }), mapping);
    expect(keyOf(down)).toEqual({ key: 'service_centre_save_failed', server: undefined });
    expect(keyOf(gone)).toEqual({ key: 'service_centre_save_failed', server: undefined });
    expect(keyOf(refused)).toEqual({ key: 'service_centre_unavailable', server: 'Tutup' });
    const email = toPortalError(
      new UpstreamError('x', 500, { error: 'Injected fault', code: 'injected_fault' }),
      {
        errorKey: 'email_update_failed',
        passServerMessage: true,
      },
    );
    expect(keyOf(email)).toEqual({ key: 'email_update_failed', server: undefined });
  });

  it("tells a known claim refusal in the portal's words, with the broker's code", () => {
    const mapping = claimFailure({ not_found: 'order_not_found' });
    const busy = toPortalError(
      new UpstreamError('validateClaim', 400, { error: 'Klaim masih diproses', code: 'claim_in_progress' }),
      mapping,
    );
    expect(keyOf(busy)).toEqual({ key: 'claim_in_progress', server: undefined });
    expect((busy.cause as PortalErrorCause).serverCode).toBe('claim_in_progress');
    const other = toPortalError(
      new UpstreamError('createClaim', 400, { error: 'Data tidak lengkap', code: 'incomplete' }),
      mapping,
    );
    expect(keyOf(other)).toEqual({ key: 'something_wrong', server: 'Data tidak lengkap' });
    expect((other.cause as PortalErrorCause).serverCode).toBe('incomplete');
  });

  it('passes the broker text on only when asked', () => {
    const upstream = new UpstreamError('createClaim', 400, { error: 'Polis tidak aktif' });
    expect(keyOf(toPortalError(upstream, { errorKey: 'something_wrong' }))?.server).toBeUndefined();
    expect(
      keyOf(toPortalError(upstream, { errorKey: 'something_wrong', passServerMessage: true }))?.server,
    ).toBe('Polis tidak aktif');
  });

  it('passes the broker code on with its text (validate-claim error and code)', () => {
    const upstream = new UpstreamError('validateClaim', 400, {
      error: 'Klaim masih diproses',
      code: 'claim_in_progress',
    });
    const passed = toPortalError(upstream, { errorKey: 'something_wrong', passServerMessage: true });
    const kept = toPortalError(upstream, { errorKey: 'something_wrong' });
    expect((passed.cause as PortalErrorCause).serverCode).toBe('claim_in_progress');
    expect((kept.cause as PortalErrorCause).serverCode).toBeUndefined();
  });

  it('treats an unreachable broker as BAD_GATEWAY', () => {
    const error = toPortalError(new UpstreamError('policyList', 0, {}), { errorKey: 'policy_list_failed' });
    expect(error.code).toBe('BAD_GATEWAY');
    expect(keyOf(error)?.key).toBe('policy_list_failed');
  });

  it('reports a broker 5xx as the gateway’s typed 502, never its own 500', () => {
    for (const status of [500, 501, 502, 503, 504, 599]) {
      const error = toPortalError(new UpstreamError('claimList', status, {}), {
        errorKey: 'claim_list_failed',
      });
      expect([status, error.code, keyOf(error)?.key]).toEqual([status, 'BAD_GATEWAY', 'claim_list_failed']);
    }
  });

  it('keeps an unexpected 4xx a refusal of the request', () => {
    const error = toPortalError(new UpstreamError('claimList', 418, {}), { errorKey: 'claim_list_failed' });
    expect(error.code).toBe('BAD_REQUEST');
  });
});

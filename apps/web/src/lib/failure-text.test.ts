import { afterEach, describe, expect, it, vi } from 'vitest';
import { m } from '@portal/i18n/messages';

const { trpcClient } = await import('./trpc.ts');
const { describeError, withErrorTexts } = await import('./failure-text.ts');

/** The gateway's answer to a batched call that failed with a catalogue key (its error formatter's shape). */
function refusal(errorKey: string, serverMessage?: string): Response {
  const error = {
    message: 'refused',
    code: -32004,
    data: { code: 'NOT_FOUND', httpStatus: 404, path: 'claims.detail', errorKey, serverMessage },
  };
  return new Response(JSON.stringify([{ error }]), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the error catalogue fetched when a call fails', () => {
  it('is there when a failed tRPC call reaches its caller, so the failure reads in the catalogue text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal('claim_detail_failed')),
    );
    const failure = await trpcClient.claims.detail.query({ id: 'c-1' }).catch((error: unknown) => error);
    expect(describeError(failure)).toBe(m.error_claim_detail_failed());
    expect(describeError(failure, { fallback: 'something_wrong' })).toBe(m.error_claim_detail_failed());
    expect(describeError(new Error('offline'), { fallback: 'claim_submit_failed' })).toBe(
      m.error_claim_submit_failed(),
    );
  });

  it("keeps the broker's own words where asked", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => refusal('otp_verify_failed', 'Kode OTP salah')),
    );
    const failure = await trpcClient.claims.detail.query({ id: 'c-1' }).catch((error: unknown) => error);
    expect(describeError(failure, { serverMessage: true })).toBe('Kode OTP salah');
    expect(describeError(failure)).toBe(m.error_otp_verify_failed());
  });

  it('passes on the failure of work that is more than a tRPC call, unchanged', async () => {
    const refused = new Error('upload refused');
    const work = withErrorTexts(async (name: string) => {
      if (name === 'bad') throw refused;
      return `${name} sent`;
    });
    await expect(work('good')).resolves.toBe('good sent');
    await expect(work('bad')).rejects.toBe(refused);
    expect(describeError(refused, { fallback: 'file_upload_failed' })).toBe(m.error_file_upload_failed());
  });
});

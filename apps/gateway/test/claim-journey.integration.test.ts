import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { pngImage } from './fixtures.ts';
import { claimCalls, fileGadgetClaim, JOURNEY_BENEFIT, JOURNEY_POLICY, sum } from './claim-journey.ts';
import { completeGadgetClaim } from './gadget-claim.ts';
import { login, stackPerTest, uploadPhoto } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

/**
 * How many broker calls a claim costs (decision record 0040). The number of calls is behaviour, not speed: the
 * budget is asserted so that it cannot creep back; `npm run bench:claim` prints the same journey's figures.
 */

// A new mock numbers its claims from the start again: each test gets its own gateway, with nothing kept.
const stacks = stackPerTest();
let stack: Awaited<ReturnType<typeof stacks.start>>;
beforeEach(async () => {
  stack = await stacks.start();
});

/** What customer service does in the broker's back office: moves the claim to another status. */
async function brokerMoves(claimId: string, statusCode: string) {
  const moved = await fetch(`${stack.mockUrl}/__admin/claims/${claimId}/transition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status_code: statusCode }),
  });
  expect(moved.status).toBe(200);
}

/** The demo policyholder, logged in, with a new gadget claim. */
async function newGadgetClaim() {
  const { client } = await login(stack.baseUrl, createTrpcHttp(stack.baseUrl));
  const created = await client.mutate('claims.create', {
    policyId: JOURNEY_POLICY,
    benefitId: JOURNEY_BENEFIT,
    idempotencyKey: randomUUID(),
  });
  expect(created.status).toBe(200);
  return { client, claimId: (created.data as { claimId: string }).claimId };
}

const journeyStep = (figures: Awaited<ReturnType<typeof fileGadgetClaim>>, name: string) =>
  figures.steps.find((step) => step.step === name);

describe('broker calls of a gadget claim, filed as the page files it', () => {
  it('costs at most 25 broker calls from the policy page to the finish page, the details read 3 times', async () => {
    const figures = await fileGadgetClaim({ baseUrl: stack.baseUrl, mockUrl: stack.mockUrl });
    const calls = claimCalls(figures);
    expect(sum(calls), JSON.stringify(calls)).toBeLessThanOrEqual(25);
    // Opened once, read fresh for the submit, read once after it.
    expect(calls.claimDetails).toBe(3);
    expect(calls.policyDetails).toBe(1);
    // Every write the page made reached the broker once.
    expect(calls).toMatchObject({
      createClaim: 1,
      saveClaimForm: 2,
      saveFormAttribute: 3,
      savePaymentForm: 1,
      submitClaim: 1,
    });
    // A warm visit of the claim list: the list and at most one thread, however many cards it shows.
    const again = journeyStep(figures, 'claim list again');
    expect(sum(again?.calls ?? {}), JSON.stringify(again?.calls)).toBeLessThanOrEqual(2);
  });
});

describe('a status the broker changed between two steps', () => {
  it('is what the submit goes by: the page is told the claim was not sent, and then sees the status', async () => {
    const { client, claimId } = await newGadgetClaim();
    await completeGadgetClaim(client, claimId, await uploadPhoto(stack.baseUrl, client, pngImage()));
    const ready = (await client.query('claims.completion', { claimId })).data as { autoSubmit: boolean };
    expect(ready.autoSubmit).toBe(true);

    // Customer service rejects the claim while the summary is open.
    await brokerMoves(claimId, 'rejected');
    const submitted = await client.mutate('claims.submit', { claimId });
    expect(submitted.status).toBe(400);
    const after = (await client.query('claims.completion', { claimId })).data as {
      statusCode: string;
      canEdit: boolean;
      autoSubmit: boolean;
    };
    expect(after).toMatchObject({ statusCode: 'rejected', canEdit: false, autoSubmit: false });
  });

  it('shows on the completion and the claim detail once the claim list showed it', async () => {
    const { client, claimId } = await newGadgetClaim();
    const statusOf = async () =>
      ((await client.query('claims.completion', { claimId })).data as { statusCode: string }).statusCode;
    expect(await statusOf()).toBe('initiated');

    await brokerMoves(claimId, 'document_pending');
    const list = await client.query('claims.list', { filter: 'all', offset: 0, limit: 10 });
    const card = (list.data as { data: { claim_id: string; status_code: string }[] }).data.find(
      (entry) => entry.claim_id === claimId,
    );
    expect(card?.status_code).toBe('document_pending');
    expect(await statusOf()).toBe('document_pending');
    expect(
      ((await client.query('claims.detail', { id: claimId })).data as { status: { status_code: string } })
        .status.status_code,
    ).toBe('document_pending');
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackPerFile } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

const stack = stackPerFile();
const { login, journalCount } = stack;
type Client = ReturnType<typeof createTrpcHttp>;

interface Started {
  orderId: string;
  applicationNo: string;
  benefits: { benefit_id: string; name: string; is_claimable: boolean }[];
}

async function start(client: Client, input: Record<string, unknown>) {
  const result = await client.mutate('partnerClaims.start', input);
  return { ...result, started: result.data as Started };
}

/** Starts the product's order and files a claim on one of its benefits. */
async function fileClaim(client: Client, product: string, orderId: string, benefitIndex = 0) {
  const { started } = await start(client, { product, orderId });
  return client.mutate('partnerClaims.create', {
    product,
    orderId: started.orderId,
    benefitId: started.benefits[benefitIndex]!.benefit_id,
    idempotencyKey: randomUUID(),
  });
}

const errorData = (result: { error?: { data: unknown } }) =>
  result.error?.data as { errorKey: string; serverMessage: string | null; serverCode?: string | null };

describe('partnerClaims.start', () => {
  it('registers a passenger order and lists its benefits', async () => {
    const client = await login();
    const { status, started } = await start(client, { product: 'gojek-passenger', orderId: 'RB-739201845' });
    expect(status).toBe(200);
    expect(started).toMatchObject({ orderId: 'RB-739201845', applicationNo: 'GJK-PSG-2026-000101' });
    expect(started.benefits.map((benefit) => benefit.name)).toEqual([
      'Santunan Kecelakaan Penumpang',
      'Biaya Perawatan Medis',
    ]);
    expect(started.benefits.every((benefit) => benefit.is_claimable)).toBe(true);
  });

  it('says when an order is out of its claim window, which the benefits list alone does not', async () => {
    const client = await login();
    const closed = await start(client, { product: 'gojek-passenger', orderId: 'RB-701552230' });
    expect(closed.status, JSON.stringify(closed.error)).toBe(200);
    expect(closed.data).toMatchObject({ outsideClaimWindow: true });
    const open = await start(client, { product: 'gojek-passenger', orderId: 'RB-739201845' });
    expect(open.data).toMatchObject({ outsideClaimWindow: false });
  });

  it('accepts the trip date of the order and refuses another one with the broker text', async () => {
    const client = await login();
    expect(
      (await start(client, { product: 'go-driver', orderId: 'GD-550019921', tripDate: '2026-11-15' })).status,
    ).toBe(200);
    const wrong = await start(client, {
      product: 'go-driver',
      orderId: 'GD-550019921',
      tripDate: '2026-11-14',
    });
    expect(wrong.status).toBe(400);
    expect(errorData(wrong)).toMatchObject({
      errorKey: 'something_wrong',
      serverMessage: 'Tanggal perjalanan tidak sesuai dengan pesanan',
      serverCode: 'trip_date_mismatch',
    });
  });

  it('an order of another product or another user is not found', async () => {
    const client = await login();
    for (const input of [
      { product: 'gojek-passenger', orderId: 'GD-550019921' },
      { product: 'gojek-passenger', orderId: 'RB-812340091' },
      { product: 'go-life', orderId: 'NOPE-1' },
    ]) {
      const result = await start(client, input);
      expect(result.status).toBe(404);
      // The catalogue's own text tells it, in the user's language: not the broker's generic "Not found".
      expect(errorData(result)).toMatchObject({
        errorKey: 'order_not_found',
        serverMessage: null,
        serverCode: null,
      });
    }
  });

  it('refuses a malformed request before calling the broker', async () => {
    const client = await login();
    expect((await start(client, { product: 'tokopedia', orderId: 'RB-739201845' })).status).toBe(400);
    expect((await start(client, { product: 'go-life', orderId: '  ' })).status).toBe(400);
    expect((await start(client, { product: 'go-life', orderId: 'X', tripDate: '18/11/2026' })).status).toBe(
      400,
    );
  });

  it('needs a session', async () => {
    const result = await start(createTrpcHttp(stack.baseUrl), {
      product: 'go-life',
      orderId: 'GL-2026-000311',
    });
    expect(result.status).toBe(401);
  });
});

describe('partnerClaims.create', () => {
  it('validates and creates a passenger claim that then completes like any claim and is in the list', async () => {
    const client = await login();
    const { started } = await start(client, { product: 'gojek-passenger', orderId: 'RB-739201845' });
    const benefitId = started.benefits[0]!.benefit_id;
    const created = await client.mutate('partnerClaims.create', {
      product: 'gojek-passenger',
      orderId: started.orderId,
      benefitId,
      idempotencyKey: randomUUID(),
    });
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const { claimId } = created.data as { claimId: string };
    expect(await journalCount('/api/v1/gojek-passenger/validate-claim/')).toBe(1);

    const completion = await client.query('claims.completion', { claimId });
    expect(completion.status, JSON.stringify(completion.error)).toBe(200);
    expect(completion.data).toMatchObject({ claimId, statusCode: 'initiated', canEdit: true });

    const list = await client.query('claims.list', { filter: 'all', limit: 50 });
    const cards = (list.data as { data: { claim_id: string }[] }).data;
    expect(cards.map((card) => card.claim_id)).toContain(claimId);
  });

  it('a driver claim sent twice with one key is created once', async () => {
    const client = await login();
    const { started } = await start(client, { product: 'go-driver', orderId: 'GD-550019921' });
    const input = {
      product: 'go-driver',
      orderId: started.orderId,
      benefitId: started.benefits[2]!.benefit_id,
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      client.mutate('partnerClaims.create', input),
      client.mutate('partnerClaims.create', input),
    ]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await journalCount('/api/v1/go-driver/create-claim/')).toBe(1);
  });

  it('tells a validate-claim refusal it knows in its own words with the broker’s code, and creates nothing', async () => {
    const client = await login();
    const refused = await fileClaim(client, 'gojek-passenger', 'RB-701552230');
    expect(refused.status).toBe(400);
    expect(errorData(refused)).toMatchObject({
      errorKey: 'claim_window_closed',
      serverCode: 'claim_window_closed',
    });
    expect(errorData(refused).serverMessage ?? null).toBeNull();
    expect(await journalCount('/api/v1/gojek-passenger/create-claim/')).toBe(0);
  });

  it('go-life has no validate-claim: it creates straight away', async () => {
    const client = await login();
    const created = await fileClaim(client, 'go-life', 'GL-2026-000311');
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    expect(created.data).toEqual({ claimId: expect.any(String) });
    expect(await journalCount('/api/v1/go-life/create-claim/')).toBe(1);
  });

  it('a second claim on the same benefit is refused with the broker’s code', async () => {
    const client = await login();
    expect((await fileClaim(client, 'go-life', 'GL-2026-000311')).status).toBe(200);
    const again = await fileClaim(client, 'go-life', 'GL-2026-000311');
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(errorData(again).serverCode).toMatch(/\S/);
  });
});

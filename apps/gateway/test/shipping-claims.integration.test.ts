import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pngImage } from './fixtures.ts';
import { DEMO, stackPerFile } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

const stack = stackPerFile();
const { login, journalCount, uploadPhoto } = stack;
type Client = ReturnType<typeof createTrpcHttp>;

const INVOICE = 'INV/20260330/MPL/3819203';
const RIZKY = { ...DEMO, phone: '81200000005' };

const errorData = (result: { error?: { data: unknown } }) =>
  result.error?.data as { errorKey: string; serverMessage: string | null; serverCode?: string | null };

async function fileShippingClaim(client: Client, overrides: Record<string, unknown> = {}) {
  const photo = await uploadPhoto(client, pngImage());
  return client.mutate('shippingClaims.create', {
    claimType: 'shipping',
    orderId: INVOICE,
    airwayBillNo: 'jp1234567890',
    description: 'Paket diterima dengan layar monitor retak di pojok kiri.',
    documentRefs: [photo],
    idempotencyKey: randomUUID(),
    ...overrides,
  });
}

interface ShippingRecord {
  claim_id: string;
  airway_bill_no: string;
  document_urls: string[];
}

describe('shippingClaims.create', () => {
  it('files a shipping claim with its photo; the claim is in the list and completes like any claim', async () => {
    const client = await login();
    const created = await fileShippingClaim(client);
    expect(created.status, JSON.stringify(created.error)).toBe(200);
    const { claimId, claimNo } = created.data as { claimId: string; claimNo: string | null };
    expect(claimNo).toEqual(expect.any(String));

    const list = await client.query('claims.list', { filter: 'all', limit: 50 });
    const card = (list.data as { data: { claim_id: string; product_key?: string }[] }).data.find(
      (entry) => entry.claim_id === claimId,
    );
    expect(card).toBeDefined();

    const completion = await client.query('claims.completion', { claimId });
    expect(completion.status, JSON.stringify(completion.error)).toBe(200);
    expect(completion.data).toMatchObject({ claimId, claimNo, statusCode: 'initiated' });
    const forms = (completion.data as { forms: { kind: string; values: Record<string, unknown> }[] }).forms;
    expect(forms.map((form) => form.kind)).toContain('payment');
    // The photo sent with the claim is its item photo, as a ref the page can show.
    const documents = forms.find((form) => form.kind === 'documents');
    expect(documents?.values.item_photos).toEqual([expect.stringMatching(/^\/files\//)]);
  });

  it('sends the broker the file URLs behind the refs and the airway bill in capitals', async () => {
    const client = await login();
    await fileShippingClaim(client);
    const journal = await fetch(
      `${stack.mockUrl}/__admin/journal?path=${encodeURIComponent('/api/v1/claim/create-shipping-claim/')}`,
    );
    const entries = ((await journal.json()) as { entries: { body: ShippingRecord }[] }).entries;
    const body = entries.at(-1)?.body;
    expect(body?.airway_bill_no).toBe('JP1234567890');
    expect(body?.document_urls).toHaveLength(1);
    expect(body?.document_urls[0]).not.toMatch(/^\/files\//);
  });

  it('a return claim for the same order is its own claim; a second one of a kind is refused', async () => {
    const client = await login();
    expect((await fileShippingClaim(client)).status).toBe(200);
    const returned = await fileShippingClaim(client, { claimType: 'return' });
    expect(returned.status, JSON.stringify(returned.error)).toBe(200);
    const again = await fileShippingClaim(client, { claimType: 'return' });
    expect(again.status).toBe(409);
    expect(errorData(again)).toMatchObject({
      errorKey: 'shipping_claim_exists',
      serverCode: 'shipping_claim_exists',
    });
  });

  it('the same idempotency key creates once', async () => {
    const client = await login();
    const photo = await uploadPhoto(client, pngImage());
    const input = {
      claimType: 'shipping',
      orderId: INVOICE,
      airwayBillNo: 'JP1234567890',
      description: 'Barang tidak sampai walaupun status sudah diterima.',
      documentRefs: [photo],
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      client.mutate('shippingClaims.create', input),
      client.mutate('shippingClaims.create', input),
    ]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await journalCount('/api/v1/claim/create-shipping-claim/')).toBe(1);
  });

  it('an unknown order, or one whose policy expired, is refused with its own message', async () => {
    const client = await login();
    const unknown = await fileShippingClaim(client, { orderId: 'INV/20990101/MPL/1' });
    expect(unknown.status).toBe(404);
    expect(errorData(unknown).errorKey).toBe('order_not_found');

    const rizky = await login(RIZKY);
    const expired = await fileShippingClaim(rizky, { orderId: 'INV/20250109/MPL/1177420' });
    expect(expired.status).toBe(409);
    expect(errorData(expired)).toMatchObject({ serverCode: 'policy_not_active' });
  });

  it('refuses bad input before calling the broker: airway bill, short description, no photo, a foreign ref', async () => {
    const client = await login();
    const other = await login(RIZKY);
    const foreignRef = await uploadPhoto(other, pngImage());
    for (const overrides of [
      { airwayBillNo: 'JP-12' },
      { description: 'rusak' },
      { documentRefs: [] },
      { documentRefs: [foreignRef] },
      { documentRefs: ['/files/not-a-ref'] },
    ]) {
      const refused = await fileShippingClaim(client, overrides);
      expect(refused.status, JSON.stringify(overrides)).toBe(400);
    }
    expect(await journalCount('/api/v1/claim/create-shipping-claim/')).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENDORSEMENT_KEYS, endorsementRow, type EndorsementKey } from '@portal/contracts/endorsement-table';
import { maskAsterisk } from '@portal/contracts/entities/form-field-rules';
import { pngImage } from './fixtures.ts';
import { DEMO, stackPerFile } from './stack.ts';
import { createTrpcHttp, type TrpcResult } from './trpc-http.ts';

const stack = stackPerFile();
type Client = ReturnType<typeof createTrpcHttp>;

/** Endah Kusuma holds a policy of every partner endorsement route (mock seed-endorsement-policies.ts). */
const ENDAH = { ...DEMO, phone: '81200000010' };
const loginEndah = () => stack.login(ENDAH);
const anonymous = () => createTrpcHttp(stack.baseUrl);

interface Field {
  name: string;
  type: string;
  value: unknown;
  external_source: string | null;
}
interface Section {
  internalId: string;
  productKey: string;
  productName: string;
  policyNumber: string | null;
  summary: { name: string; label: string; value: string }[];
  fields: Field[];
}
interface View {
  status: 'ready' | 'needs';
  needs?: 'login' | 'verification';
  access?: string;
  sections: Section[];
}
interface Outcome {
  endorsementId: string;
  status: string;
  documents: number;
  changes: { internalId: string; name: string; label: string; before: unknown; after: unknown }[];
}

const errorOf = (result: TrpcResult) =>
  result.error?.data as { errorKey: string; fieldProblems: Record<string, string> | null } | undefined;

const view = (client: Client, key: EndorsementKey, params: Record<string, string>, verification?: string) =>
  client.query('endorsements.view', { key, params, ...(verification && { verification }) });

const submit = (
  client: Client,
  key: EndorsementKey,
  params: Record<string, string>,
  changes: { internalId: string; values: Record<string, unknown> }[],
  extra: { verification?: string; idempotencyKey?: string } = {},
) =>
  client.mutate('endorsements.submit', {
    key,
    params,
    changes,
    idempotencyKey: extra.idempotencyKey ?? randomUUID(),
    ...(extra.verification && { verification: extra.verification }),
  });

async function readyView(client: Client, key: EndorsementKey, params: Record<string, string>) {
  const result = await view(client, key, params);
  expect(result.status, JSON.stringify(result.error)).toBe(200);
  const data = result.data as View;
  expect(data.status).toBe('ready');
  return data;
}

/** A policy's insured items as the logged-in policy detail shows them. */
async function itemsOf(client: Client, internalId: string) {
  const detail = await client.query('policies.detail', { id: internalId });
  expect(detail.status).toBe(200);
  const policy = detail.data as {
    policyholder_name: string;
    insured_items: { label: string; value: string }[];
  };
  return Object.fromEntries(policy.insured_items.map((item) => [item.label, item.value]));
}

interface RowCase {
  /** Route parameters; lookup rows find their policy by `lookup` first. */
  params: Record<string, string>;
  policy: string;
  lookup?: string;
  anonymous?: boolean;
  change: Record<string, string | number>;
  /** What the policy detail shows afterwards (insured item → value). */
  shows: Record<string, string>;
}

/** One case per row of the partner endorsement table: the form opens with current values and a change lands. */
const CASES: Record<EndorsementKey, RowCase> = {
  'lazada-hospital-cash-plan': {
    params: { id: 'pol_7001' },
    policy: 'pol_7001',
    change: { insured_name: 'Endah K. Putri', province_code: '32', city_code: '3273' },
    shows: { Tertanggung: 'Endah K. Putri', Provinsi: 'Jawa Barat', Kota: 'Kota Bandung' },
  },
  'lazada-full-gadget-protection': {
    params: { id: 'pol_7002' },
    policy: 'pol_7002',
    change: { imei: '357881104523999' },
    shows: { IMEI: '357881104523999' },
  },
  'goviet-hotel-stay-protection': {
    params: { id: 'pol_7003' },
    policy: 'pol_7003',
    change: { nationality_code: 'VN' },
    shows: { Kewarganegaraan: 'Vietnam' },
  },
  'shopee-full-gadget': {
    params: { id: 'pol_7004' },
    policy: 'pol_7004',
    change: { model: 'iPhone 14 Plus' },
    shows: { 'Model Perangkat': 'iPhone 14 Plus' },
  },
  'shopeevn-full-gadget': {
    params: { id: 'pol_7005' },
    policy: 'pol_7005',
    change: { imei: '862011053344999' },
    shows: { IMEI: '862011053344999' },
  },
  'shopeevn-mobile-insurance': {
    params: { id: 'pol_7006' },
    policy: 'pol_7006',
    change: { model: 'Y36 5G' },
    shows: { 'Model Perangkat': 'Y36 5G' },
  },
  'shopeethai-electronics': {
    params: { id: 'pol_7007' },
    policy: 'pol_7007',
    change: { serial_number: 'SNY55X90L9999' },
    shows: { 'Nomor Seri': 'SNY55X90L9999' },
  },
  'shopee-crack-screen-protection': {
    params: { id: 'pol_7008' },
    policy: 'pol_7008',
    change: { device_price: 3_500_000 },
    shows: { 'Harga Perangkat': 'Rp 3.500.000' },
  },
  'xiaomi-gadget-insurance': {
    params: { id: 'pol_7009' },
    policy: 'pol_7009',
    change: { purchase_date: '2026-10-01' },
    shows: { 'Tanggal Pembelian': '01-10-2026' },
  },
  'gosure-gamer-insurance': {
    params: { id: 'pol_7010' },
    policy: 'pol_7010',
    change: { beneficiary: 'Sari Kusuma (Ibu)' },
    shows: { 'Ahli Waris': 'Sari Kusuma (Ibu)' },
  },
  'gosure-personal-accident-insurance': {
    params: { id: 'pol_7011' },
    policy: 'pol_7011',
    change: { occupation: 'Arsitek' },
    shows: { Pekerjaan: 'Arsitek' },
  },
  'gosure-sharia-insurance': {
    params: { id: 'pol_7012' },
    policy: 'pol_7012',
    change: { date_of_birth: '1992-06-15' },
    shows: { 'Tanggal Lahir': '15-06-1992' },
  },
  'gosure-cancer-insurance': {
    params: { id: 'pol_7013' },
    policy: 'pol_7013',
    change: { insured_name: 'Endah Kusumawati' },
    shows: { Tertanggung: 'Endah Kusumawati' },
  },
  'gosure-corona': {
    params: { id: 'pol_7014' },
    policy: 'pol_7014',
    change: { id_number: '3174054506920099' },
    // The policy detail shows the new KTP number as the change form promises: its last 4 characters only.
    shows: { 'Nomor KTP': '************0099' },
  },
  'rukita-vehicle-insurance': {
    params: { id: 'pol_7015' },
    policy: 'pol_7015',
    change: { brand_code: 'yamaha', model_code: 'yamaha-nmax-155' },
    shows: { 'Merek Kendaraan': 'Yamaha', 'Model Kendaraan': 'NMAX 155' },
  },
  'lazada-crack-screen': {
    params: { id: 'pol_7016' },
    policy: 'pol_7016',
    change: { imei: '866512047788999' },
    shows: { IMEI: '866512047788999' },
  },
  'lazada-vehicle-protection': {
    params: { id: 'pol_7017' },
    policy: 'pol_7017',
    change: { plate_number: 'B 3310 EKV' },
    shows: { 'Nomor Polisi': 'B 3310 EKV' },
  },
  'tokopedia-crackscreen': {
    params: {},
    lookup: 'inv/20260815/tkp/7019002',
    policy: 'pol_7019',
    change: { model: 'iPhone 15 Pro Max' },
    shows: { 'Model Perangkat': 'iPhone 15 Pro Max' },
  },
  tokopedia: {
    params: {},
    lookup: 'INV/20260715/TKP/7018001',
    policy: 'pol_7018',
    change: { imei: '352418106677999' },
    shows: { IMEI: '352418106677999' },
  },
  firstmedia: {
    params: {},
    lookup: 'FM-0007020-31',
    policy: 'pol_7020',
    change: { district_code: '317402', town_code: '3174021001' },
    shows: { Kecamatan: 'Setiabudi', Kelurahan: 'Kuningan Timur' },
  },
  'moladin-credit-insurance': {
    params: { id: 'pol_7021', token: 'etk-7021-once' },
    policy: 'pol_7021',
    anonymous: true,
    change: { plate_number: 'B 6610 EKN' },
    shows: { 'Nomor Polisi': 'B 6610 EKN' },
  },
  'lazada-product-liability': {
    params: { id: 'pol_7022', token: 'etk-7022-once' },
    policy: 'pol_7022',
    anonymous: true,
    change: { shop_name: 'Endah Craft & Co' },
    shows: { 'Nama Toko': 'Endah Craft & Co' },
  },
  gosure: {
    params: { id: 'pol_7012' },
    policy: 'pol_7012',
    change: { beneficiary: 'Rudi Kusuma' },
    shows: { 'Ahli Waris': 'Rudi Kusuma' },
  },
  aggregate: {
    params: { productId: 'shopee-full-gadget', aggregateId: 'agg_7001' },
    policy: 'pol_7023',
    change: { model: 'Galaxy Watch 6 Classic' },
    shows: { 'Model Perangkat': 'Galaxy Watch 6 Classic' },
  },
  product: {
    params: { productId: 'travel-protection', id: 'pol_7024' },
    policy: 'pol_7024',
    change: { airline: 'Garuda Indonesia' },
    shows: { Maskapai: 'Garuda Indonesia' },
  },
};

describe('every row of the partner endorsement table', () => {
  it('has a case here', () => {
    expect(Object.keys(CASES).sort()).toEqual([...ENDORSEMENT_KEYS].sort());
  });

  it.each(ENDORSEMENT_KEYS)(
    '%s: shows the policy and its current values, takes a change, the policy shows it',
    async (key) => {
      const row = endorsementRow(key);
      const testCase = CASES[key];
      const endah = await loginEndah();
      const client = testCase.anonymous ? anonymous() : endah;
      const params = { ...testCase.params };
      if (testCase.lookup) {
        const found = await client.mutate('endorsements.lookup', { key, number: testCase.lookup });
        expect(found.status, JSON.stringify(found.error)).toBe(200);
        expect(found.data).toEqual({ internalId: testCase.policy });
        params.id = testCase.policy;
      }

      const before = await readyView(client, key, params);
      const section = before.sections.find((entry) => entry.internalId === testCase.policy);
      expect(section, 'the policy is shown').toBeDefined();
      expect(section!.productName).not.toBe('');
      const fieldNames = section!.fields.map((field) => field.name);
      if (row.fields !== 'all') {
        // The form offers exactly the row's fields (and its supporting documents where the row has them).
        expect(fieldNames.filter((name) => name !== 'supporting_documents')).toEqual([...row.fields]);
        expect(fieldNames.includes('supporting_documents')).toBe(
          row.document !== null && !testCase.anonymous,
        );
      }
      for (const name of Object.keys(testCase.change)) expect(fieldNames).toContain(name);
      for (const field of section!.fields) {
        if (field.type !== 'file') expect(field.value, field.name).not.toBeNull();
      }
      if (row.summary.length > 0) expect(section!.summary.map((item) => item.name)).toEqual([...row.summary]);
      else expect(section!.summary.length).toBeGreaterThan(0);

      const sent = await submit(client, key, params, [
        { internalId: testCase.policy, values: testCase.change },
      ]);
      expect(sent.status, JSON.stringify(sent.error)).toBe(200);
      const outcome = sent.data as Outcome;
      expect(outcome.status).toBe('approved');
      expect(outcome.changes.map((change) => change.name).sort()).toEqual(
        Object.keys(testCase.change).sort(),
      );

      expect(await itemsOf(endah, testCase.policy)).toMatchObject(testCase.shows);
      if (!testCase.anonymous) {
        const after = await readyView(client, key, params);
        const fields = after.sections.find((entry) => entry.internalId === testCase.policy)!.fields;
        for (const [name, value] of Object.entries(testCase.change)) {
          const field = fields.find((entry) => entry.name === name);
          // A confidential value comes back masked, as everywhere once saved.
          expect(field?.value, name).toEqual(
            field?.type === 'asterisk' ? maskAsterisk(String(value)) : value,
          );
        }
      }
    },
  );
});

describe('tokenised links', () => {
  const params = { id: 'pol_7021', token: 'etk-7021-once' };
  const changeToken = (token: string, body: Record<string, unknown>) =>
    fetch(`${stack.mockUrl}/__admin/endorsement-tokens/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('a confidential value reaches the link masked; sent back as it was, it is no change and the policy keeps it', async () => {
    const client = anonymous();
    const ready = await readyView(client, 'moladin-credit-insurance', params);
    const ktp = ready.sections[0]!.fields.find((field) => field.type === 'asterisk')!;
    expect(ktp.value).toBe('************0004');
    expect(JSON.stringify(ready)).not.toContain('3174054506920004');

    const unchanged = await submit(client, 'moladin-credit-insurance', params, [
      { internalId: 'pol_7021', values: { [ktp.name]: ktp.value } },
    ]);
    expect(errorOf(unchanged)?.errorKey).toBe('endorsement_no_change');

    const sent = await submit(client, 'moladin-credit-insurance', params, [
      { internalId: 'pol_7021', values: { [ktp.name]: ktp.value, plate_number: 'B 1234 XYZ' } },
    ]);
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect((sent.data as Outcome).changes.map((change) => change.name)).toEqual(['plate_number']);
    expect(await itemsOf(await loginEndah(), 'pol_7021')).toMatchObject({
      'Nomor KTP': '************0004',
      'Nomor Polisi': 'B 1234 XYZ',
    });
  });

  it('a one-time link is spent by its change: the form and a second change are refused as used', async () => {
    const client = anonymous();
    const sent = await submit(client, 'moladin-credit-insurance', params, [
      { internalId: 'pol_7021', values: { insured_name: 'Endah Kusuma Wardani' } },
    ]);
    expect(sent.status).toBe(200);
    const again = await view(client, 'moladin-credit-insurance', params);
    expect(again.status).toBe(403);
    expect(errorOf(again)?.errorKey).toBe('endorsement_token_used');
    const resent = await submit(client, 'moladin-credit-insurance', params, [
      { internalId: 'pol_7021', values: { insured_name: 'Endah' } },
    ]);
    expect(errorOf(resent)?.errorKey).toBe('endorsement_token_used');
  });

  it('an expired link, a link for another policy and an unknown one each say why', async () => {
    const client = anonymous();
    expect((await changeToken('etk-7021-once', { state: 'expired' })).status).toBe(200);
    const expired = await view(client, 'moladin-credit-insurance', params);
    expect([expired.status, errorOf(expired)?.errorKey]).toEqual([403, 'endorsement_token_expired']);

    // The Lazada link opened with the Moladin policy's id.
    const foreign = await view(client, 'moladin-credit-insurance', {
      id: 'pol_7021',
      token: 'etk-7022-once',
    });
    expect([foreign.status, errorOf(foreign)?.errorKey]).toEqual([403, 'endorsement_token_foreign']);
    expect((await changeToken('etk-7022-once', { internal_id: 'pol_7004' })).status).toBe(200);
    const moved = await view(client, 'lazada-product-liability', { id: 'pol_7022', token: 'etk-7022-once' });
    expect(errorOf(moved)?.errorKey).toBe('endorsement_token_foreign');

    const unknown = await view(client, 'moladin-credit-insurance', { id: 'pol_7021', token: 'etk-nope' });
    expect([unknown.status, errorOf(unknown)?.errorKey]).toEqual([403, 'endorsement_token_invalid']);
  });

  it("a link of another product's policy does not open this route's form", async () => {
    const client = anonymous();
    const wrongRoute = await view(client, 'lazada-product-liability', params);
    expect([wrongRoute.status, errorOf(wrongRoute)?.errorKey]).toEqual([404, 'endorsement_policy_not_found']);
  });

  it('reads its lists without a session; a claim list still needs one', async () => {
    const client = anonymous();
    const models = await client.query('lists.options', {
      source: 'bike_model_list',
      filters: { brand_code: 'vespa' },
    });
    expect(models.status).toBe(200);
    expect(models.data).toEqual([
      { value: 'vespa-sprint-150', label: 'Sprint 150' },
      { value: 'vespa-primavera-150', label: 'Primavera 150' },
    ]);
    const towns = await client.query('lists.options', {
      source: 'town_data',
      filters: { district_code: '317401' },
    });
    expect((towns.data as { label: string }[]).map((town) => town.label)).toEqual([
      'Tebet Barat',
      'Tebet Timur',
      'Kebon Baru',
    ]);
    const cities = await client.query('lists.options', {
      source: 'city_data',
      filters: { province_code: '32' },
    });
    expect((cities.data as { value: string }[]).map((city) => city.value)).toEqual(['3273', '3275', '3276']);
    expect((await client.query('lists.options', { source: 'get-bank-list' })).status).toBe(401);
  });
});

describe('the authorized flow: the endorsement OTP instead of a login', () => {
  const key = 'gosure-cancer-insurance';
  const params = { id: 'pol_7013' };

  it('asks for verification, refuses a wrong code, opens and takes the change after the right one, once', async () => {
    const client = anonymous();
    expect((await view(client, key, params)).data).toEqual({ status: 'needs', needs: 'verification' });
    // A submit with neither comes from a form opened in a session that has ended: sign in again, not an OTP.
    const sessionGone = await submit(client, key, params, [
      { internalId: 'pol_7013', values: { insured_name: 'Endah K.' } },
    ]);
    expect([sessionGone.status, errorOf(sessionGone)?.errorKey]).toEqual([401, 'session_expired']);

    const sent = await client.mutate('endorsements.sendOtp', {
      key,
      params,
      medium: 'sms',
      languageCode: 'id',
    });
    expect(sent.status).toBe(200);
    const { operationId, resendAfterSeconds } = sent.data as {
      operationId: string;
      resendAfterSeconds: number;
    };
    expect(resendAfterSeconds).toBe(30);

    const wrong = await client.mutate('endorsements.verifyOtp', { key, params, operationId, otp: '000000' });
    expect([wrong.status, errorOf(wrong)?.errorKey]).toEqual([400, 'otp_verify_failed']);

    const resent = await client.mutate('endorsements.resendOtp', {
      key,
      params,
      operationId,
      languageCode: 'id',
    });
    expect(resent.status).toBe(200);
    expect(resent.data).toEqual({ operationId, resendAfterSeconds: 30 });

    const right = await client.mutate('endorsements.verifyOtp', { key, params, operationId, otp: '123456' });
    expect(right.status).toBe(200);
    const { verification } = right.data as { verification: string };
    // Sealed: the broker's authorization does not show through.
    expect(verification).not.toMatch(/eauth_/);

    const opened = await view(client, key, params, verification);
    expect(opened.data).toMatchObject({ status: 'ready', access: 'authorized' });
    const fields = (opened.data as View).sections[0]!.fields;
    expect(fields.map((field) => [field.name, field.value])).toEqual([
      ['insured_name', 'Endah Kusuma'],
      ['date_of_birth', '1992-06-05'],
    ]);
    // No session: supporting documents cannot be uploaded, so the form does not offer them.
    expect(fields.some((field) => field.type === 'file')).toBe(false);

    const changed = await submit(
      client,
      key,
      params,
      [{ internalId: 'pol_7013', values: { insured_name: 'Endah K.' } }],
      {
        verification,
      },
    );
    expect(changed.status, JSON.stringify(changed.error)).toBe(200);
    expect(await itemsOf(await loginEndah(), 'pol_7013')).toMatchObject({ Tertanggung: 'Endah K.' });

    // The authorization is spent; the page asks to verify again.
    const again = await view(client, key, params, verification);
    expect(errorOf(again)?.errorKey).toBe('endorsement_verification_expired');
    const otherPolicy = await view(client, key, { id: 'pol_7012' }, verification);
    expect([otherPolicy.status, errorOf(otherPolicy)?.errorKey]).toEqual([
      403,
      'endorsement_verification_expired',
    ]);
  });

  it('a policy that does not exist or is not in force gets no code', async () => {
    const client = anonymous();
    const send = (id: string) =>
      client.mutate('endorsements.sendOtp', {
        key: 'product',
        params: { productId: 'x', id },
        medium: 'sms',
        languageCode: 'id',
      });
    expect(errorOf(await send('pol_9999'))?.errorKey).toBe('endorsement_policy_not_found');
    expect(errorOf(await send('pol_1011'))?.errorKey).toBe('endorsement_not_endorsable');
  });

  it('lookup and aggregate routes need a login', async () => {
    const client = anonymous();
    expect((await view(client, 'firstmedia', { id: 'pol_7020' })).data).toEqual({
      status: 'needs',
      needs: 'login',
    });
    expect(
      (await view(client, 'aggregate', { productId: 'shopee-full-gadget', aggregateId: 'agg_7001' })).data,
    ).toEqual({ status: 'needs', needs: 'login' });
    expect(
      (await client.mutate('endorsements.lookup', { key: 'firstmedia', number: 'FM-0007020-31' })).status,
    ).toBe(401);
  });
});

describe('submitting', () => {
  it('is sent once per idempotency key: a repeat gets the same endorsement', async () => {
    const client = await loginEndah();
    const params = { id: 'pol_7017' };
    const changes = [{ internalId: 'pol_7017', values: { plate_number: 'B 3310 EKZ' } }];
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([
      submit(client, 'lazada-vehicle-protection', params, changes, { idempotencyKey }),
      submit(client, 'lazada-vehicle-protection', params, changes, { idempotencyKey }),
    ]);
    expect(first.status).toBe(200);
    expect(second.data).toEqual(first.data);
    const third = await submit(client, 'lazada-vehicle-protection', params, changes, { idempotencyKey });
    expect(third.data).toEqual(first.data);
    expect(await stack.journalCount('/api/v1/policy/pol_7017/endorse-policy-lazada/')).toBe(1);
    // A new key is a new intention: nothing changed any more.
    const fresh = await submit(client, 'lazada-vehicle-protection', params, changes);
    expect(errorOf(fresh)?.errorKey).toBe('endorsement_no_change');
  });

  it('an aggregate changes several policies in one request and lists every change', async () => {
    const client = await loginEndah();
    const params = { productId: 'shopee-full-gadget', aggregateId: 'agg_7001' };
    const shown = await readyView(client, 'aggregate', params);
    expect(shown.sections.map((section) => section.internalId)).toEqual(['pol_7004', 'pol_7023']);
    const sent = await submit(client, 'aggregate', params, [
      { internalId: 'pol_7004', values: { policyholder_name: 'Endah Kusuma Wardani' } },
      {
        internalId: 'pol_7023',
        values: { policyholder_name: 'Endah Kusuma Wardani', model: 'Galaxy Watch 7' },
      },
    ]);
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect((sent.data as Outcome).changes.map((change) => [change.internalId, change.name])).toEqual([
      ['pol_7004', 'policyholder_name'],
      ['pol_7023', 'policyholder_name'],
      ['pol_7023', 'model'],
    ]);
    expect(await stack.journalCount('/api/v1/policy/agg_7001/aggregate_endorse/')).toBe(1);
    const policy = (await client.query('policies.detail', { id: 'pol_7004' })).data as {
      policyholder_name: string;
    };
    expect(policy.policyholder_name).toBe('Endah Kusuma Wardani');

    const bad = await submit(client, 'aggregate', params, [
      { internalId: 'pol_7023', values: { imei: '12' } },
    ]);
    expect(errorOf(bad)).toMatchObject({
      errorKey: 'invalid_input',
      fieldProblems: { 'pol_7023:imei': expect.any(String) },
    });
    const otherProduct = await view(client, 'aggregate', {
      productId: 'lazada-crack-screen',
      aggregateId: 'agg_7001',
    });
    expect(errorOf(otherProduct)?.errorKey).toBe('endorsement_policy_not_found');
  });

  it('refuses bad values per field, before the broker where the rule is known, and keeps nothing', async () => {
    const client = await loginEndah();
    // A flat call's schema knows the IMEI has 15 digits: the broker is not asked.
    const flat = await submit(client, 'shopee-crack-screen-protection', { id: 'pol_7008' }, [
      { internalId: 'pol_7008', values: { imei: '12345', purchase_date: '2026-02-30' } },
    ]);
    expect(errorOf(flat)).toMatchObject({
      errorKey: 'invalid_input',
      fieldProblems: { purchase_date: expect.any(String) },
    });
    const flatImei = await submit(client, 'shopee-crack-screen-protection', { id: 'pol_7008' }, [
      { internalId: 'pol_7008', values: { imei: '12345' } },
    ]);
    expect(errorOf(flatImei)?.fieldProblems).toEqual({ imei: expect.any(String) });
    expect(await stack.journalCount('/api/v1/policy/pol_7008/crack-screen-endorse-policy/')).toBe(0);

    // A change-list call: the broker's own refusal comes back on the field.
    const broker = await submit(client, 'shopee-full-gadget', { id: 'pol_7004' }, [
      { internalId: 'pol_7004', values: { imei: '12345', unknown: 'x' } },
    ]);
    expect(errorOf(broker)?.fieldProblems).toEqual({ unknown: 'unknown field' });
    const brokerImei = await submit(client, 'shopee-full-gadget', { id: 'pol_7004' }, [
      { internalId: 'pol_7004', values: { imei: '12345', insured_name: 'x' } },
    ]);
    expect(errorOf(brokerImei)?.errorKey).toBe('invalid_input');
    const onlyImei = await submit(client, 'shopee-full-gadget', { id: 'pol_7004' }, [
      { internalId: 'pol_7004', values: { imei: '12345' } },
    ]);
    expect(errorOf(onlyImei)?.fieldProblems).toEqual({ imei: 'IMEI harus 15 digit angka' });
    const cleared = await submit(client, 'shopee-full-gadget', { id: 'pol_7004' }, [
      { internalId: 'pol_7004', values: { model: '  ' } },
    ]);
    expect(errorOf(cleared)?.fieldProblems).toEqual({ model: 'required' });
    const same = await submit(client, 'shopee-full-gadget', { id: 'pol_7004' }, [
      { internalId: 'pol_7004', values: { model: 'iPhone 14' } },
    ]);
    expect(errorOf(same)?.errorKey).toBe('endorsement_no_change');
    expect(await itemsOf(client, 'pol_7004')).toMatchObject({
      IMEI: '353924108812345',
      'Model Perangkat': 'iPhone 14',
    });
  });

  it('files supporting documents with the policy through the policy upload call', async () => {
    const client = await loginEndah();
    const fileRef = await stack.uploadPhoto(client, pngImage());
    const sent = await submit(client, 'lazada-vehicle-protection', { id: 'pol_7017' }, [
      { internalId: 'pol_7017', values: { plate_number: 'B 3310 EKW', supporting_documents: [fileRef] } },
    ]);
    expect(sent.status, JSON.stringify(sent.error)).toBe(200);
    expect((sent.data as Outcome).documents).toBe(1);
    expect(await stack.journalCount('/api/v1/policy/upload/')).toBe(1);
    const recorded = (await (
      await fetch(`${stack.mockUrl}/__admin/endorsements?internal_id=pol_7017`)
    ).json()) as {
      endorsements: { document_urls: string[] }[];
    };
    expect(recorded.endorsements[0]!.document_urls).toEqual([
      expect.stringMatching(/\/policy-files\/usr_0010\/pfile_\d+\.png$/),
    ]);

    const forged = await submit(client, 'lazada-vehicle-protection', { id: 'pol_7017' }, [
      {
        internalId: 'pol_7017',
        values: { plate_number: 'B 3310 EKX', supporting_documents: ['/files/forged'] },
      },
    ]);
    expect(errorOf(forged)?.errorKey).toBe('invalid_input');
  });
});

describe('who may open which policy', () => {
  it("another user's policy, another product's route and a policy not in force are refused", async () => {
    const endah = await loginEndah();
    const notHers = await view(endah, 'gosure-cancer-insurance', { id: 'pol_1006' });
    expect([notHers.status, errorOf(notHers)?.errorKey]).toEqual([404, 'endorsement_policy_not_found']);
    const wrongRoute = await view(endah, 'shopee-full-gadget', { id: 'pol_7002' });
    expect([wrongRoute.status, errorOf(wrongRoute)?.errorKey]).toEqual([404, 'endorsement_policy_not_found']);
    const wrongProduct = await view(endah, 'product', { productId: 'shopee-full-gadget', id: 'pol_7024' });
    expect(errorOf(wrongProduct)?.errorKey).toBe('endorsement_policy_not_found');

    const budi = await stack.login();
    const expired = await view(budi, 'product', { productId: 'tokopedia-crack-screen', id: 'pol_1011' });
    expect([expired.status, errorOf(expired)?.errorKey]).toEqual([409, 'endorsement_not_endorsable']);
  });

  it('a lookup lists the candidates and finds by policy number too; an unknown number is not found', async () => {
    const client = await loginEndah();
    const candidates = await client.query('endorsements.candidates', { key: 'tokopedia-crackscreen' });
    expect(
      (candidates.data as { policies: { internalId: string }[] }).policies.map((policy) => policy.internalId),
    ).toEqual(['pol_7019']);
    const byPolicyNumber = await client.mutate('endorsements.lookup', {
      key: 'tokopedia-crackscreen',
      number: 'TKP/2026/0007019',
    });
    expect(byPolicyNumber.data).toEqual({ internalId: 'pol_7019' });
    const unknown = await client.mutate('endorsements.lookup', {
      key: 'tokopedia-crackscreen',
      number: 'INV/20260715/TKP/7018001',
    });
    expect([unknown.status, errorOf(unknown)?.errorKey]).toEqual([404, 'endorsement_policy_not_found']);
  });
});

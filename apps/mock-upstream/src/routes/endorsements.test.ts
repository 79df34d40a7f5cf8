import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OTP_TTL_MS } from '../store/otp.ts';
import { DEMO_USERS, DEV_OTP_CODE } from '../store/seed-users.ts';
import {
  call,
  createTestApp,
  createTestClock,
  login,
  readError,
  readResponse,
  sendOtp,
} from '../testing/harness.ts';

const { budi, siti } = DEMO_USERS;
const TOKEN_DETAILS = '/api/v1/policy/token-policy-details/';
const tokenEndorseUrl = (internalId: string) => `/api/v1/policy/token-endorse/${internalId}/`;
const POLICY_DETAILS = '/api/v1/policy/policy-details/';

let app: FastifyInstance;
let clock: ReturnType<typeof createTestClock>;

beforeEach(() => {
  clock = createTestClock();
  app = createTestApp({ now: clock.now });
});
afterEach(() => app.close());

const itemValue = (items: { label: string; value: string }[], label: string) =>
  items.find((item) => item.label === label)?.value;

async function ownerDetails(internalId: string, phone: string = budi.phone) {
  const token = await login(app, phone);
  return readResponse(
    'policyDetails',
    await call(app, 'GET', `${POLICY_DETAILS}?id=${internalId}`, { token }),
  );
}

describe('tokenised endorsement', () => {
  const tokenEndorse = (internalId: string, token: string, changes: Record<string, unknown>) =>
    call(app, 'POST', tokenEndorseUrl(internalId), { payload: { token, changes } });

  it('shows the policy to the right token, without a session', async () => {
    const response = await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1001&token=etk-1001-once`);
    expect(readResponse('tokenPolicyDetails', response)).toMatchObject({ internal_id: 'pol_1001' });
  });

  it("refuses an unknown token and another policy's token with 403, an expired one with 410", async () => {
    expect(readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1001&token=nope`), 403).code).toBe(
      'endorsement_token_invalid',
    );
    for (const query of ['id=pol_1001&token=etk-1003-once', 'id=pol_9999&token=etk-1001-once']) {
      expect(readError(await call(app, 'GET', `${TOKEN_DETAILS}?${query}`), 403).code, query).toBe(
        'endorsement_token_foreign',
      );
    }
    expect(
      readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1002&token=etk-1002-expired`), 410).code,
    ).toBe('endorsement_token_expired');
    expect(
      readError(await tokenEndorse('pol_1002', 'etk-1002-expired', { imei: '353912110847999' }), 410).code,
    ).toBe('endorsement_token_expired');
    expect(
      readError(await tokenEndorse('pol_1003', 'etk-1001-once', { plate_number: 'B 1 A' }), 403).code,
    ).toBe('endorsement_token_foreign');
  });

  it('answers the fields an endorsement may change with the policy, values included', async () => {
    const details = readResponse(
      'tokenPolicyDetails',
      await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_7021&token=etk-7021-once`),
    );
    expect(details).toMatchObject({ internal_id: 'pol_7021', product_key: 'moladin-credit-insurance' });
    const byName = Object.fromEntries(details.endorsement_fields.map((field) => [field.name, field]));
    expect(byName.plate_number).toMatchObject({ value: 'B 6610 EKM', editable: true, type: 'text' });
    expect(byName.id_number).toMatchObject({ value: '3174054506920004', type: 'asterisk' });
    expect(byName.contract_no).toMatchObject({ value: 'MLD/2026/0007021', editable: false });
  });

  it('QA turns a token used, expired, foreign or live again', async () => {
    const change = (token: string, payload: Record<string, unknown>) =>
      call(app, 'POST', `/__admin/endorsement-tokens/${token}`, { payload });
    const details = (id: string, token: string) =>
      call(app, 'GET', `${TOKEN_DETAILS}?id=${id}&token=${token}`);
    expect((await change('etk-7022-once', { state: 'used' })).statusCode).toBe(200);
    expect(readError(await details('pol_7022', 'etk-7022-once'), 410).code).toBe('endorsement_token_used');
    await change('etk-7022-once', { state: 'expired' });
    expect(readError(await details('pol_7022', 'etk-7022-once'), 410).code).toBe('endorsement_token_expired');
    await change('etk-7022-once', { state: 'live', internal_id: 'pol_7021' });
    expect(readError(await details('pol_7022', 'etk-7022-once'), 403).code).toBe('endorsement_token_foreign');
    expect((await details('pol_7021', 'etk-7022-once')).statusCode).toBe(200);
    expect((await change('nope', { state: 'used' })).statusCode).toBe(404);
    expect((await change('etk-7022-once', { internal_id: 'pol_9999' })).statusCode).toBe(404);
    expect((await change('etk-7022-once', { state: 'gone' })).statusCode).toBe(400);
  });

  it('accepts the change, shows it in the policy detail, then refuses the spent one-time token', async () => {
    const result = readResponse(
      'tokenEndorse',
      await tokenEndorse('pol_1001', 'etk-1001-once', { imei: '356789104522999' }),
    );
    expect(result).toEqual({ endorsement_id: expect.stringMatching(/^end_/), status: 'approved' });
    expect(itemValue((await ownerDetails('pol_1001')).insured_items, 'IMEI')).toBe('356789104522999');

    expect(
      readError(await tokenEndorse('pol_1001', 'etk-1001-once', { imei: '356789104522111' }), 410).code,
    ).toBe('endorsement_token_used');
    expect(
      readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1001&token=etk-1001-once`), 410).code,
    ).toBe('endorsement_token_used');
    const recorded = (await call(app, 'GET', '/__admin/endorsements?internal_id=pol_1001')).json();
    expect(recorded.endorsements).toEqual([
      expect.objectContaining({ channel: 'token', changes: { pol_1001: { imei: '356789104522999' } } }),
    ]);
  });

  it('lets a multi-use token endorse again, and accepts an insured-item label as the key', async () => {
    expect(
      (await tokenEndorse('pol_1004', 'etk-1004-multi', { Tertanggung: 'Budi Santosa' })).statusCode,
    ).toBe(201);
    expect(
      (await tokenEndorse('pol_1004', 'etk-1004-multi', { insured_name: 'Budi Santoso' })).statusCode,
    ).toBe(201);
    expect(itemValue((await ownerDetails('pol_1004')).insured_items, 'Tertanggung')).toBe('Budi Santoso');
  });

  it('refuses bad changes with the fields named, and does not spend the token', async () => {
    const bad = readError(
      await tokenEndorse('pol_1001', 'etk-1001-once', {
        imei: '12',
        unknown_field: 'x',
        policyholder_name: '',
      }),
      400,
    );
    expect(bad.code).toBe('endorsement_invalid');
    expect(bad.issues?.map((issue) => issue.path).sort()).toEqual([
      'body.changes.imei',
      'body.changes.policyholder_name',
      'body.changes.unknown_field',
    ]);
    expect(readError(await tokenEndorse('pol_1001', 'etk-1001-once', {}), 400).code).toBe(
      'endorsement_no_change',
    );
    expect(
      readError(await tokenEndorse('pol_1001', 'etk-1001-once', { imei: '356789104522318' }), 400).code,
    ).toBe('endorsement_no_change');
    expect((await tokenEndorse('pol_1001', 'etk-1001-once', { imei: '356789104522999' })).statusCode).toBe(
      201,
    );
  });

  it('expires a token minted by QA once the clock passes its expiry', async () => {
    const minted = await call(app, 'POST', '/__admin/endorsement-tokens', {
      payload: { internal_id: 'pol_1003', expires_in_minutes: 10 },
    });
    expect(minted.statusCode).toBe(201);
    const { token } = minted.json() as { token: string };
    expect((await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1003&token=${token}`)).statusCode).toBe(200);
    clock.advance(11 * 60 * 1000);
    expect(readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_1003&token=${token}`), 410).code).toBe(
      'endorsement_token_expired',
    );
  });
});

describe('authorized endorsement (OTP)', () => {
  const send = (internalId: string) =>
    call(app, 'POST', '/api/v1/policy/endorsement/send_otp/', {
      payload: { internal_id: internalId, medium: 'sms', language_code: 'id' },
    });
  const verify = (internalId: string, operationId: string, otp: string) =>
    call(app, 'POST', '/api/v1/policy/endorsement/verify_otp/', {
      payload: { internal_id: internalId, operation_id: operationId, otp },
    });
  const endorse = (internalId: string, authorization: string, changes: Record<string, unknown>) =>
    call(app, 'POST', `/api/v1/policy/authorized-endorse-policy/${internalId}/`, {
      payload: { authorization_token: authorization, changes },
    });

  it("sends the code to the policyholder's phone; the verified code authorizes one endorsement", async () => {
    const { operation_id } = readResponse('endorsementSendOtp', await send('pol_2001'));
    const sent = (await call(app, 'GET', `/__admin/otp/${siti.phone}`)).json();
    expect(sent).toMatchObject({ operation_id, code: DEV_OTP_CODE });

    expect(readError(await verify('pol_2001', operation_id, '000000'), 400).code).toBe('otp_invalid');
    const { authorization_token } = readResponse(
      'endorsementVerifyOtp',
      await verify('pol_2001', operation_id, DEV_OTP_CODE),
    );
    // The code is single use, like the login code.
    expect(readError(await verify('pol_2001', operation_id, DEV_OTP_CODE), 400).code).toBe(
      'otp_operation_unknown',
    );

    expect(readError(await endorse('pol_2003', authorization_token, { brand: 'Apple' }), 403).code).toBe(
      'endorsement_authorization_invalid',
    );
    // The authorization opens the policy through token-policy-details, as a link's token does.
    const shown = readResponse(
      'tokenPolicyDetails',
      await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_2001&token=${authorization_token}`),
    );
    expect(shown.endorsement_fields.map((field) => field.name)).toContain('date_of_birth');
    expect(
      readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_2003&token=${authorization_token}`), 403)
        .code,
    ).toBe('endorsement_authorization_invalid');
    const result = readResponse(
      'authorizedEndorsePolicy',
      await endorse('pol_2001', authorization_token, { date_of_birth: '1990-07-14' }),
    );
    expect(result.status).toBe('approved');
    expect(itemValue((await ownerDetails('pol_2001', siti.phone)).insured_items, 'Tanggal Lahir')).toBe(
      '14-07-1990',
    );
    expect(
      readError(await endorse('pol_2001', authorization_token, { date_of_birth: '1990-07-15' }), 410).code,
    ).toBe('endorsement_authorization_used');
    expect(
      readError(await call(app, 'GET', `${TOKEN_DETAILS}?id=pol_2001&token=${authorization_token}`), 410)
        .code,
    ).toBe('endorsement_authorization_used');
  });

  it('follows the OTP rules: expiry, resend, lock after five wrong codes; a login operation is unknown here', async () => {
    const { operation_id } = readResponse('endorsementSendOtp', await send('pol_1001'));
    clock.advance(OTP_TTL_MS + 1000);
    expect(readError(await verify('pol_1001', operation_id, DEV_OTP_CODE), 400).code).toBe('otp_expired');

    const resent = await call(app, 'POST', '/api/v1/policy/endorsement/resend_otp/', {
      payload: { internal_id: 'pol_1001', operation_id, language_code: 'id' },
    });
    expect(readResponse('endorsementResendOtp', resent).operation_id).toBe(operation_id);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(readError(await verify('pol_1001', operation_id, '000000'), 400).code).toBe('otp_invalid');
    }
    expect(readError(await verify('pol_1001', operation_id, DEV_OTP_CODE), 429).code).toBe('otp_locked');

    const loginOperation = await sendOtp(app, budi.phone);
    expect(readError(await verify('pol_1001', loginOperation, DEV_OTP_CODE), 400).code).toBe(
      'otp_operation_unknown',
    );
    const { operation_id: other } = readResponse('endorsementSendOtp', await send('pol_1003'));
    expect(readError(await verify('pol_1001', other, DEV_OTP_CODE), 400).code).toBe('otp_operation_unknown');
  });

  it('refuses an expired authorization, an unknown policy and a policy not in force', async () => {
    const { operation_id } = readResponse('endorsementSendOtp', await send('pol_1003'));
    const { authorization_token } = readResponse(
      'endorsementVerifyOtp',
      await verify('pol_1003', operation_id, DEV_OTP_CODE),
    );
    clock.advance(16 * 60 * 1000);
    expect(
      readError(await endorse('pol_1003', authorization_token, { plate_number: 'B 77 XY' }), 410).code,
    ).toBe('endorsement_authorization_expired');
    expect(readError(await send('pol_9999'), 404).code).toBe('not_found');
    expect(readError(await send('pol_1011'), 409).code).toBe('policy_not_endorsable');
  });
});

describe('logged-in partner endorsements', () => {
  let token: string;
  beforeEach(async () => {
    token = await login(app, budi.phone);
  });

  it('lists the fields of a policy with their values and which can change', async () => {
    const details = readResponse(
      'endorsePolicyDetails',
      await call(app, 'GET', '/api/v1/policy/pol_1003/endorse-policy/', { token }),
    );
    const byName = Object.fromEntries(details.fields.map((field) => [field.name, field]));
    expect(byName.plate_number).toMatchObject({ value: 'B 1234 KJT', editable: true });
    expect(byName.vehicle_brand).toMatchObject({ value: 'Honda', editable: false });
    expect(byName.model_code).toMatchObject({ value: 'honda-vario-160', editable: true });
    // Every field carries its kind in the shared field model: a list call (by name) or a plain text, typed.
    expect(byName.model_code).toMatchObject({
      type: 'choices_external',
      external_source: 'bike_model_list',
      required: true,
    });
    expect(byName.brand_code).toMatchObject({ external_source: 'bike_brand_list' });
    expect(byName.plate_number).toMatchObject({ type: 'text', external_source: null, ocr_category: null });
    expect(byName.year).toMatchObject({ type: 'year' });
  });

  it('changes a vehicle through the generic endorse call; the codes rename the insured items', async () => {
    const response = await call(app, 'POST', '/api/v1/policy/pol_1003/endorse-policy/', {
      token,
      payload: { changes: { plate_number: 'b1234xyz', brand_code: 'yamaha', model_code: 'yamaha-nmax-155' } },
    });
    expect(readResponse('endorsePolicy', response).status).toBe('approved');
    const vehicle = readResponse(
      'vehicleDetails',
      await call(app, 'GET', '/api/v1/policy/pol_1003/vehicle-details/', { token }),
    );
    expect(vehicle).toMatchObject({
      plate_number: 'B 1234 XYZ',
      brand_code: 'yamaha',
      model_code: 'yamaha-nmax-155',
    });
    const items = (await ownerDetails('pol_1003')).insured_items;
    expect([itemValue(items, 'Merek Kendaraan'), itemValue(items, 'Model Kendaraan')]).toEqual([
      'Yamaha',
      'NMAX 155',
    ]);
    // Codes the detail did not show become items the policy detail shows once changed.
    expect(itemValue(items, 'Nomor Rangka')).toBeUndefined();
    await call(app, 'POST', '/api/v1/policy/pol_1003/endorse-policy/', {
      token,
      payload: { changes: { chassis_number: 'MH1JM9999999', year: 2024 } },
    });
    const after = (await ownerDetails('pol_1003')).insured_items;
    expect([itemValue(after, 'Nomor Rangka'), itemValue(after, 'Tahun Kendaraan')]).toEqual([
      'MH1JM9999999',
      '2024',
    ]);

    const mismatch = await call(app, 'POST', '/api/v1/policy/pol_1003/endorse-policy/', {
      token,
      payload: { changes: { model_code: 'honda-beat' } },
    });
    expect(readError(mismatch, 400).issues).toEqual([
      { path: 'body.changes.model_code', message: expect.any(String) },
    ]);
  });

  it('crack-screen endorsement changes the gadget details', async () => {
    const response = await call(app, 'POST', '/api/v1/policy/pol_1001/crack-screen-endorse-policy/', {
      token,
      payload: { imei: '356789104522000', device_price: 6_500_000 },
    });
    expect(readResponse('crackScreenEndorsePolicy', response).status).toBe('approved');
    const gadget = readResponse(
      'fullGadgetDetails',
      await call(app, 'GET', '/api/v1/policy/pol_1001/full-gadget-details/', { token }),
    );
    expect(gadget).toMatchObject({ imei: '356789104522000', brand: 'Samsung', device_price: 6_500_000 });
  });

  it('hospital cash plan details come from the KTP; the city must lie in the province', async () => {
    const url = '/api/v1/policy/pol_1004/hospital-cash-plan-details/';
    const details = readResponse('hospitalCashPlanDetails', await call(app, 'GET', url, { token }));
    expect(details).toMatchObject({
      date_of_birth: '1985-03-12',
      province_code: '31',
      city_code: '3174',
      nationality_code: 'ID',
    });
    const endorseUrl = '/api/v1/policy/pol_1004/hospital-cash-plan-endorse-policy/';
    const wrong = await call(app, 'POST', endorseUrl, { token, payload: { city_code: '3273' } });
    expect(readError(wrong, 400).code).toBe('endorsement_invalid');
    expect(
      (await call(app, 'POST', endorseUrl, { token, payload: { province_code: '32', city_code: '3273' } }))
        .statusCode,
    ).toBe(201);
    expect(readResponse('hospitalCashPlanDetails', await call(app, 'GET', url, { token })).city_code).toBe(
      '3273',
    );
  });

  it('a home address: the town must lie in the district and the district in the city; names show', async () => {
    const endah = await login(app, DEMO_USERS.endah.phone);
    const url = '/api/v1/policy/pol_7020/endorse-policy/';
    const fields = readResponse('endorsePolicyDetails', await call(app, 'GET', url, { token: endah })).fields;
    expect(fields.filter((field) => field.external_source).map((field) => [field.name, field.value])).toEqual(
      [
        ['city_code', '3174'],
        ['district_code', '317401'],
        ['town_code', '3174011001'],
      ],
    );
    const wrongTown = await call(app, 'POST', url, {
      token: endah,
      payload: { changes: { district_code: '317402', town_code: '3174011002' } },
    });
    expect(readError(wrongTown, 400).issues).toEqual([
      { path: 'body.changes.town_code', message: 'Kelurahan tidak berada di kecamatan yang dipilih' },
    ]);
    const moved = await call(app, 'POST', url, {
      token: endah,
      payload: { changes: { district_code: '317402', town_code: '3174021002' } },
    });
    expect(moved.statusCode).toBe(201);
    const items = (await ownerDetails('pol_7020', DEMO_USERS.endah.phone)).insured_items;
    expect([itemValue(items, 'Kecamatan'), itemValue(items, 'Kelurahan')]).toEqual([
      'Setiabudi',
      'Karet Kuningan',
    ]);
  });

  it('partner and product endpoints refuse other products', async () => {
    const lazadaOnGosure = await call(app, 'POST', '/api/v1/policy/pol_1006/endorse-policy-lazada/', {
      token,
      payload: { changes: { insured_name: 'Budi' } },
    });
    expect(readError(lazadaOnGosure, 400).code).toBe('endorsement_product_mismatch');
    expect(
      readError(await call(app, 'GET', '/api/v1/policy/pol_1001/vehicle-details/', { token }), 400).code,
    ).toBe('endorsement_product_mismatch');
    const gosure = await call(app, 'POST', '/api/v1/policy/pol_1006/gosure_endorsement/', {
      token,
      payload: { changes: { insured_name: 'Budi Santoso Jr' } },
    });
    expect(gosure.statusCode).toBe(201);
  });

  it("answers 404 for another user's policy and 409 for a policy not in force", async () => {
    expect(
      readError(await call(app, 'GET', '/api/v1/policy/pol_2001/endorse-policy/', { token }), 404).code,
    ).toBe('not_found');
    const other = await call(app, 'POST', '/api/v1/policy/pol_2001/endorse-policy/', {
      token,
      payload: { changes: { insured_name: 'X' } },
    });
    expect(readError(other, 404).code).toBe('not_found');
    const expired = await call(app, 'POST', '/api/v1/policy/pol_1011/endorse-policy/', {
      token,
      payload: { changes: { brand: 'OPPO X' } },
    });
    expect(readError(expired, 409).code).toBe('policy_not_endorsable');
  });

  it('aggregate: shows and changes several policies at once, all or nothing', async () => {
    const aggregate = readResponse(
      'aggregatePolicyDetails',
      await call(app, 'GET', '/api/v1/policy/aggregate-policy-details/?id=agg_1001', { token }),
    );
    expect(aggregate.policies.map((policy) => policy.internal_id)).toEqual([
      'pol_1001',
      'pol_1002',
      'pol_1008',
    ]);

    const url = '/api/v1/policy/agg_1001/aggregate_endorse/';
    const partlyBad = await call(app, 'POST', url, {
      token,
      payload: {
        policies: [
          { internal_id: 'pol_1001', changes: { brand: 'Samsung Korea' } },
          { internal_id: 'pol_1003', changes: {} },
        ],
      },
    });
    expect(readError(partlyBad, 400).issues).toEqual([
      { path: 'body.policies.1.internal_id', message: expect.any(String) },
    ]);
    expect(itemValue((await ownerDetails('pol_1001')).insured_items, 'Merek Perangkat')).toBe('Samsung');

    const ok = await call(app, 'POST', url, {
      token,
      payload: {
        policies: [
          { internal_id: 'pol_1001', changes: { policyholder_name: 'Budi S.' } },
          { internal_id: 'pol_1002', changes: { policyholder_name: 'Budi S.' } },
        ],
      },
    });
    expect(readResponse('aggregateEndorse', ok).status).toBe('approved');
    expect((await ownerDetails('pol_1002')).policyholder_name).toBe('Budi S.');

    const sitiToken = await login(app, siti.phone);
    expect(
      readError(
        await call(app, 'POST', url, {
          token: sitiToken,
          payload: { policies: [{ internal_id: 'pol_1001', changes: {} }] },
        }),
        404,
      ).code,
    ).toBe('not_found');
  });

  it('policy upload stores a supporting file for an own policy only', async () => {
    const form = () => {
      const data = new FormData();
      data.append('internal_id', 'pol_1001');
      data.append('document_type', 'invoice');
      data.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'nota.png');
      return data;
    };
    const uploaded = readResponse(
      'policyUpload',
      await call(app, 'POST', '/api/v1/policy/upload/', { token, payload: form() }),
    );
    expect(uploaded.file_url).toMatch(/\/__storage\/policy-files\/usr_0001\/pfile_\d+\.png$/);
    const sitiToken = await login(app, siti.phone);
    expect(
      readError(await call(app, 'POST', '/api/v1/policy/upload/', { token: sitiToken, payload: form() }), 404)
        .code,
    ).toBe('not_found');
  });
});

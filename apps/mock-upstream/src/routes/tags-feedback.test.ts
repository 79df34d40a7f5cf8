import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

let app: FastifyInstance;
beforeEach(() => {
  app = createTestApp();
});
afterEach(() => app.close());

describe('reference lists (tags), without a session', () => {
  it('district and town data follow their query parameter', async () => {
    const districts = readResponse(
      'districtData',
      await call(app, 'GET', '/api/v1/tags/district_data/?city_code=3174'),
    );
    expect(districts.data.map((district) => district.name)).toContain('Tebet');
    expect(districts.data.every((district) => district.parent_code === '3174')).toBe(true);

    const towns = readResponse(
      'townData',
      await call(app, 'GET', '/api/v1/tags/town_data/?district_code=317401'),
    );
    expect(towns.data.map((town) => town.name)).toEqual(['Tebet Barat', 'Tebet Timur', 'Kebon Baru']);

    const none = readResponse(
      'districtData',
      await call(app, 'GET', '/api/v1/tags/district_data/?city_code=0000'),
    );
    expect(none.data).toEqual([]);
  });

  it('district and town data need their parameter', async () => {
    expect(readError(await call(app, 'GET', '/api/v1/tags/district_data/'), 400).issues?.[0]?.path).toBe(
      'query.city_code',
    );
    expect(readError(await call(app, 'GET', '/api/v1/tags/town_data/?city_code=3174'), 400).code).toBe(
      'invalid_request',
    );
  });

  it('bike models carry their brand; cities their province; every model has a listed brand', async () => {
    const brands = readResponse(
      'bikeBrandList',
      await call(app, 'GET', '/api/v1/tags/bike_brand_list/'),
    ).data;
    const models = readResponse(
      'bikeModelList',
      await call(app, 'GET', '/api/v1/tags/bike_model_list/'),
    ).data;
    const brandCodes = brands.map((brand) => brand.code);
    expect(models.filter((model) => model.brand_code === 'honda').map((model) => model.name)).toContain(
      'Vario 160',
    );
    expect(models.every((model) => brandCodes.includes(model.brand_code))).toBe(true);

    const cities = readResponse('cityData', await call(app, 'GET', '/api/v1/tags/city_data/')).data;
    const provinces = readResponse(
      'provinceDetails',
      await call(app, 'GET', '/api/v1/policy/province-details/'),
    ).data;
    const jakarta = provinces.find((province) => province.code === '31');
    expect(jakarta?.cities.map((city) => city.code)).toEqual(
      cities.filter((city) => city.parent_code === '31').map((city) => city.code),
    );
    const nationalities = readResponse(
      'nationalityData',
      await call(app, 'GET', '/api/v1/tags/nationality_data/'),
    ).data;
    expect(nationalities[0]).toEqual({ code: 'ID', name: 'Indonesia' });
  });
});

describe('feedback', () => {
  const give = (payload: object) => call(app, 'POST', '/api/v1/claim/give_feedback/', { payload });

  it('asks what went wrong on a low rating and what went well on a high one', async () => {
    const low = readResponse(
      'feedbackForm',
      await call(app, 'GET', '/api/v1/claim/feedback_forms/fb_1106/?rating=2'),
    );
    expect(low.questions.map((question) => question.id)).toEqual(['what_went_wrong', 'suggestion']);
    const high = readResponse(
      'feedbackForm',
      await call(app, 'GET', '/api/v1/claim/feedback_forms/fb_1106/?rating=5'),
    );
    expect(high.questions.map((question) => question.id)).toEqual(['what_went_well', 'suggestion']);
    expect(
      readError(await call(app, 'GET', '/api/v1/claim/feedback_forms/fb_1106/?rating=6'), 400).code,
    ).toBe('invalid_request');
    expect(readError(await call(app, 'GET', '/api/v1/claim/feedback_forms/fb_nope/'), 404).code).toBe(
      'not_found',
    );
  });

  it('stores one answer per form: the second submit is refused', async () => {
    const payload = {
      feedback_form_id: 'fb_1106',
      rating: 5,
      answers: [
        { question_id: 'what_went_well', answer: 'Proses klaim cepat' },
        { question_id: 'suggestion', answer: 'Pertahankan!' },
      ],
    };
    expect(readResponse('giveFeedback', await give(payload))).toEqual({ result: true });
    expect(readError(await give({ ...payload, rating: 1, answers: [] }), 409).code).toBe(
      'feedback_already_given',
    );
  });

  it('refuses a rating outside 1–5, unknown questions and choices, and an unknown form', async () => {
    for (const rating of [0, 6, 2.5]) {
      expect(readError(await give({ feedback_form_id: 'fb_2105', rating }), 400).code).toBe(
        'invalid_request',
      );
    }
    const wrongQuestion = await give({
      feedback_form_id: 'fb_2105',
      rating: 1,
      answers: [{ question_id: 'what_went_well', answer: 'Proses klaim cepat' }],
    });
    expect(readError(wrongQuestion, 400).code).toBe('feedback_answer_invalid');
    const wrongChoice = await give({
      feedback_form_id: 'fb_2105',
      rating: 1,
      answers: [{ question_id: 'what_went_wrong', answer: 'Semua' }],
    });
    expect(readError(wrongChoice, 400).issues).toEqual([
      { path: 'body.answers.0.answer', message: expect.any(String) },
    ]);
    expect(readError(await give({ feedback_form_id: 'fb_nope', rating: 3 }), 404).code).toBe('not_found');
    // Nothing was stored by the refused attempts.
    expect((await give({ feedback_form_id: 'fb_2105', rating: 3 })).statusCode).toBe(201);
  });
});

describe('shipping claim', () => {
  const claim = {
    claim_type: 'shipping',
    order_id: 'INV/20260330/MPL/3819203',
    airway_bill_no: 'JNE0123456789',
    description: 'Paket diterima dalam keadaan rusak',
    document_urls: ['https://files.test/foto-paket.jpg'],
  };

  it('opens a claim (201) that shows in the claim list; one per order and type', async () => {
    const token = await login(app, DEMO_USERS.budi.phone);
    const post = (payload: object) =>
      call(app, 'POST', '/api/v1/claim/create-shipping-claim/', { token, payload });
    const created = await post(claim);
    expect(created.statusCode).toBe(201);
    const { claim_id } = readResponse('createShippingClaim', created);

    const list = readResponse(
      'claimList',
      await call(app, 'GET', '/api/v1/claim/list/?limit=100', { token }),
    );
    expect(list.data.find((card) => card.claim_id === claim_id)).toMatchObject({
      product_key: 'tokopedia-shipping',
      status_group: 'initiated',
    });
    // What the buyer wrote and the photos are the claim's: its completion does not ask for them again.
    const details = readResponse(
      'claimDetails',
      await call(app, 'GET', `/api/v3/claims/details/?claim_id=${claim_id}`, { token }),
    );
    const attributes = details.forms.flatMap((form) => form.attributes);
    expect(attributes.find((attribute) => attribute.name === 'incident_description')?.value).toBe(
      claim.description,
    );
    expect(attributes.find((attribute) => attribute.type === 'file')?.value).toEqual(claim.document_urls);
    expect(readError(await post(claim), 409).code).toBe('shipping_claim_exists');
    expect((await post({ ...claim, claim_type: 'return' })).statusCode).toBe(201);
  });

  it("refuses an order that is not on the caller's shipping policies, or whose policy expired", async () => {
    const budi = await login(app, DEMO_USERS.budi.phone);
    const unknown = await call(app, 'POST', '/api/v1/claim/create-shipping-claim/', {
      token: budi,
      payload: { ...claim, order_id: 'INV/20250109/MPL/1177420' },
    });
    expect(readError(unknown, 404).code).toBe('shipping_order_not_found');
    const rizky = await login(app, DEMO_USERS.rizky.phone);
    const expired = await call(app, 'POST', '/api/v1/claim/create-shipping-claim/', {
      token: rizky,
      payload: { ...claim, order_id: 'INV/20250109/MPL/1177420' },
    });
    expect(readError(expired, 409).code).toBe('policy_not_active');
    const noDocuments = await call(app, 'POST', '/api/v1/claim/create-shipping-claim/', {
      token: budi,
      payload: { ...claim, document_urls: [] },
    });
    expect(readError(noDocuments, 400).code).toBe('invalid_request');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, createTestClock, login, readError, readResponse } from '../testing/harness.ts';

describe('ride-hailing and life claims', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeEach(async () => {
    // 2026-11-22 10:00 Jakarta: RB-739201845 (18 Nov) is within the 30-day window, RB-701552230 (1 Aug) is not.
    app = createTestApp({ now: createTestClock().now });
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(() => app.close());

  const post = (url: string, payload: object, token = budi) => call(app, 'POST', url, { token, payload });

  it('passenger: order → benefits → validate → claim, which then shows in the claim list', async () => {
    const created = await post('/api/v1/gojek-passenger/create-order/', { order_id: 'RB-739201845' });
    expect(created.statusCode).toBe(201);
    expect(readResponse('gojekPassengerCreateOrder', created)).toEqual({
      order_id: 'RB-739201845',
      application_no: 'GJK-PSG-2026-000101',
    });
    expect(
      (await post('/api/v1/gojek-passenger/create-order/', { order_id: 'RB-739201845' })).statusCode,
    ).toBe(200);

    const benefits = readResponse(
      'gojekPassengerBenefits',
      await call(app, 'GET', '/api/v1/gojek-passenger/benefits/?order_id=RB-739201845', { token: budi }),
    );
    expect(benefits.is_multi_benefit_claimable).toBe(true);
    const benefitId = benefits.benefit_list_data[0]!.benefit_id;

    const validation = await post('/api/v1/gojek-passenger/validate-claim/', {
      order_id: 'RB-739201845',
      benefit_id: benefitId,
    });
    expect(readResponse('gojekPassengerValidateClaim', validation)).toEqual({ result: 'success' });
    const claim = await post('/api/v1/gojek-passenger/create-claim/', {
      order_id: 'RB-739201845',
      benefit_id: benefitId,
    });
    const { claim_id } = readResponse('gojekPassengerCreateClaim', claim);

    const list = readResponse(
      'claimList',
      await call(app, 'GET', '/api/v1/claim/list/?limit=100', { token: budi }),
    );
    expect(list.data.find((card) => card.claim_id === claim_id)).toMatchObject({
      product_key: 'gojek-passenger',
      status_group: 'initiated',
      policy_holder_name: 'Budi Santoso',
    });
    const details = readResponse(
      'claimDetails',
      await call(app, 'GET', `/api/v3/claims/details/?claim_id=${claim_id}`, { token: budi }),
    );
    expect(details.status.status_code).toBe('initiated');

    const again = await post('/api/v1/gojek-passenger/validate-claim/', {
      order_id: 'RB-739201845',
      benefit_id: benefitId,
    });
    expect(readError(again, 400).code).toBe('claim_in_progress');
  });

  it('a trip older than the claim window cannot be claimed', async () => {
    const benefits = readResponse(
      'gojekPassengerBenefits',
      await call(app, 'GET', '/api/v1/gojek-passenger/benefits/?order_id=RB-701552230', { token: budi }),
    );
    expect(benefits.benefit_list_data.every((benefit) => !benefit.is_claimable)).toBe(true);
    const response = await post('/api/v1/gojek-passenger/validate-claim/', {
      order_id: 'RB-701552230',
      benefit_id: 'rhb_RB-701552230_1',
    });
    expect(readError(response, 400).code).toBe('claim_window_closed');
  });

  it('driver and life use their own orders and products', async () => {
    const driver = await post('/api/v1/go-driver/create-order/', { order_id: 'GD-550019921' });
    expect(readResponse('goDriverCreateOrder', driver).application_no).toBe('GJK-DRV-2026-000111');
    const driverClaim = await post('/api/v1/go-driver/create-claim/', {
      order_id: 'GD-550019921',
      benefit_id: 'rhb_GD-550019921_3',
    });
    expect(driverClaim.statusCode).toBe(201);

    const life = readResponse(
      'goLifeBenefits',
      await call(app, 'GET', '/api/v1/go-life/benefits/?order_id=GL-2026-000311', { token: budi }),
    );
    expect(life.benefit_list_data.map((benefit) => benefit.max_claim_payment)).toEqual([
      50_000_000, 25_000_000,
    ]);
    expect(life.is_multi_benefit_claimable).toBe(false);
    const lifeClaim = await post('/api/v1/go-life/create-claim/', {
      order_id: 'GL-2026-000311',
      benefit_id: 'rhb_GL-2026-000311_1',
    });
    expect(readResponse('goLifeCreateClaim', lifeClaim).claim_id).toMatch(/^clm_9\d{3}$/);
  });

  it('an order of another flow or another user answers 404', async () => {
    // A driver order is not a passenger order.
    expect(
      readError(await post('/api/v1/gojek-passenger/create-order/', { order_id: 'GD-550019921' }), 404).code,
    ).toBe('not_found');
    // Siti's passenger order.
    expect(
      readError(await post('/api/v1/gojek-passenger/create-order/', { order_id: 'RB-812340091' }), 404).code,
    ).toBe('not_found');
    const response = await post('/api/v1/go-driver/create-claim/', {
      order_id: 'GD-550012873',
      benefit_id: 'rhb_GD-550012873_1',
    });
    expect(readError(response, 404).code).toBe('not_found');
  });

  it('refuses a trip date that does not match the order', async () => {
    const response = await post('/api/v1/gojek-passenger/create-order/', {
      order_id: 'RB-739201845',
      trip_date: '2026-11-01',
    });
    expect(readError(response, 400).code).toBe('trip_date_mismatch');
  });
});

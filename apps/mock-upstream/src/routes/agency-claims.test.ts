import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

describe('agency claims', () => {
  let app: FastifyInstance;
  let agus: string;
  let dewi: string;

  beforeEach(async () => {
    app = createTestApp();
    agus = await login(app, DEMO_USERS.agus.phone);
    dewi = await login(app, DEMO_USERS.dewi.phone);
  });
  afterEach(() => app.close());

  const get = (url: string, token = agus) => call(app, 'GET', url, { token });
  const validate = (internalId: string, benefitId: string, token = agus) =>
    get(`/api/v1/agency/validate-claim/?internal_id=${internalId}&benefit_id=${benefitId}`, token);

  it('policy details carry the package benefits', async () => {
    const detail = readResponse(
      'agencyPolicyDetails',
      await get('/api/v1/agency/policy-details/?er=1&id=agp_3001'),
    );
    expect(detail.reference_id).toBe('agp_3001');
    expect(detail.benefits.map((benefit) => benefit.benefit_id)).toEqual([
      'agb_garda-oto-comprehensive_1',
      'agb_garda-oto-comprehensive_2',
      'agb_garda-oto-comprehensive_3',
    ]);
    expect(readError(await get('/api/v1/agency/policy-details/?id=agp_3001', dewi), 404).code).toBe(
      'not_found',
    );
  });

  it('benefit list by package, product and provider; an unknown combination is empty', async () => {
    const query =
      'package_code=zurich-travel-asia&product_key=travel-protection&insurance_provider=zurich-indonesia';
    const travel = readResponse('agencyBenefitList', await get(`/api/v1/agency/benefit-list/?${query}`));
    expect(travel.benefit_list_data).toHaveLength(3);
    expect(travel.is_multi_benefit_claimable).toBe(true);
    const wrong =
      'package_code=zurich-travel-asia&product_key=car-protection&insurance_provider=zurich-indonesia';
    expect(
      readResponse('agencyBenefitList', await get(`/api/v1/agency/benefit-list/?${wrong}`)).benefit_list_data,
    ).toEqual([]);
  });

  it('validate answers success, or an error and a code', async () => {
    expect(
      readResponse('agencyValidateClaim', await validate('agp_3003', 'agb_garda-oto-comprehensive_1')),
    ).toEqual({
      result: 'success',
    });
    expect(readError(await validate('agp_3006', 'agb_simas-mobil-tlo_1'), 400)).toEqual({
      error: 'Polis tidak aktif',
      code: 'policy_not_active',
    });
    expect(readError(await validate('agp_3001', 'agb_garda-oto-comprehensive_1'), 400).code).toBe(
      'claim_in_progress',
    );
    expect(readError(await validate('agp_3001', 'agb_zurich-travel-asia_1'), 404).code).toBe('not_found');
    expect(readError(await validate('agp_4001', 'agb_garda-oto-comprehensive_1'), 404).code).toBe(
      'not_found',
    );
  });

  it('create answers 201 with the claim id; the claim shows first in the agency claim list', async () => {
    const response = await call(app, 'POST', '/api/v1/agency/create-claim/', {
      token: agus,
      payload: {
        internal_id: 'agp_3003',
        benefit_id: 'agb_garda-oto-comprehensive_2',
        source: 'agency-portal',
        user_id: 'usr_0003',
      },
    });
    expect(response.statusCode).toBe(201);
    const { claim_id } = readResponse('agencyCreateClaim', response);
    const list = readResponse('agencyClaimList', await get('/api/v1/agency/claim-list/?filter=initiated'));
    expect(list.data[0]).toMatchObject({
      claim_id,
      product_key: 'car-protection',
      policy_holder_name: 'Fajar Nugroho',
      benefit: 'Kehilangan Total',
      status_group: 'initiated',
    });
    const details = readResponse('claimDetails', await get(`/api/v3/claims/details/?claim_id=${claim_id}`));
    expect(details.forms.map((form) => form.slug)).toEqual(['claim-information', 'claim-documents']);
    expect(readError(await validate('agp_3003', 'agb_garda-oto-comprehensive_2'), 400).code).toBe(
      'claim_in_progress',
    );
    // Agency claims stay out of the policyholder claim list.
    const policyList = readResponse('claimList', await get('/api/v1/claim/list/?limit=100'));
    expect(policyList.data.map((card) => card.claim_id)).not.toContain(claim_id);
  });

  it('lists agency claims with page-number paging, per user, and refuses users without an agency role', async () => {
    const page = readResponse('agencyClaimList', await get('/api/v1/agency/claim-list/?page=1&page_size=3'));
    expect(page).toMatchObject({ page: 1, page_size: 3, total: 4 });
    expect(page.data).toHaveLength(3);
    const second = readResponse(
      'agencyClaimList',
      await get('/api/v1/agency/claim-list/?page=2&page_size=3'),
    );
    expect(second.data).toHaveLength(1);
    const dewiList = readResponse('agencyClaimList', await get('/api/v1/agency/claim-list/', dewi));
    expect(dewiList.data.map((card) => card.status_group)).toEqual(['document_reprocess']);
    const budi = await login(app, DEMO_USERS.budi.phone);
    expect(readError(await get('/api/v1/agency/claim-list/', budi), 403).code).toBe('forbidden');
  });

  it('the empty seed has no agency claims to list or open', async () => {
    await app.close();
    app = createTestApp({ seed: 'empty' });
    const token = await login(app, DEMO_USERS.agus.phone);
    expect(readResponse('agencyClaimList', await get('/api/v1/agency/claim-list/', token)).total).toBe(0);
    expect(readError(await get('/api/v3/claims/details/?claim_id=clm_7001', token), 404).code).toBe(
      'not_found',
    );
  });
});

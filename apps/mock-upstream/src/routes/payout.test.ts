import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

describe('payout', () => {
  let app: FastifyInstance;
  let budi: string;

  beforeEach(async () => {
    app = createTestApp();
    budi = await login(app, DEMO_USERS.budi.phone);
  });
  afterEach(() => app.close());

  const get = (url: string, token = budi) => call(app, 'GET', url, { token });
  const post = (url: string, payload: object, token = budi) => call(app, 'POST', url, { token, payload });

  describe('bank account verification', () => {
    const account = {
      account_holder_name: 'Budi Santoso',
      account_number: '1234567890',
      bank_code: 'BCA',
      claim_no: 'CLM-2026-001101',
    };
    const verify = (payload: object = account, token = budi) =>
      post('/api/v1/claim/verify-bank-account/', payload, token);

    it('lists the banks', async () => {
      const banks = readResponse('getBankList', await get('/api/v1/claim/get-bank-list/')).data;
      expect(banks.map((bank) => bank.bank_code)).toContain('BCA');
    });

    it('succeeds by default with the holder name on record', async () => {
      expect(readResponse('verifyBankAccount', await verify())).toEqual({
        is_valid: true,
        account_holder_name: 'BUDI SANTOSO',
      });
    });

    it('holder_name_mismatch: the bank knows the account under another name', async () => {
      await call(app, 'PUT', '/__admin/scenarios/bank-verification', {
        payload: { scenario: 'holder_name_mismatch' },
      });
      expect(readResponse('verifyBankAccount', await verify())).toEqual({
        is_valid: false,
        account_holder_name: 'ANDI WIJAYA',
      });
    });

    it('account_not_found: no holder name at all', async () => {
      await call(app, 'PUT', '/__admin/scenarios/bank-verification', {
        payload: { scenario: 'account_not_found' },
      });
      expect(readResponse('verifyBankAccount', await verify())).toEqual({
        is_valid: false,
        account_holder_name: null,
      });
    });

    it("refuses an unknown bank, and answers 404 for another user's claim", async () => {
      expect(readError(await verify({ ...account, bank_code: 'NOPE' }), 400).code).toBe('bank_unknown');
      const siti = await login(app, DEMO_USERS.siti.phone);
      expect(readError(await verify(account, siti), 404).code).toBe('not_found');
    });
  });

  describe('service-centre cascade', () => {
    it('province → brand → city → postal code → service centre → branch', async () => {
      const provinces = readResponse('provinceList', await get('/api/v1/claim/province-list/')).data;
      expect(provinces.map((province) => province.code)).toContain('31');
      const brands = readResponse('brandList', await get('/api/v1/claim/brand-list/?category=gadget')).data;
      expect(brands.map((brand) => brand.code)).toEqual([
        'samsung',
        'apple',
        'xiaomi',
        'oppo',
        'vivo',
        'infinix',
      ]);
      const cities = readResponse('cities', await get('/api/v1/claim/cities/?province_code=31')).data;
      expect(cities.every((city) => city.parent_code === '31')).toBe(true);
      expect(cities.map((city) => city.code)).toContain('3174');
      const postalCodes = readResponse(
        'postalCodes',
        await get('/api/v1/claim/postal-codes/?city_code=3174'),
      ).data;
      expect(postalCodes).toContainEqual({ postal_code: '12810', area: 'Tebet' });
      const centres = readResponse(
        'listServiceCenter',
        await get(
          '/api/v1/claim/list-service-center/?brand_code=samsung&province_code=31&city_code=3174&postal_code=12810',
        ),
      ).data;
      expect(centres).toEqual([
        { value: 'sc-samsung-jakarta-selatan', display_name: 'Samsung Service Center Kota Kasablanka' },
      ]);
      const branches = readResponse(
        'serviceBranchList',
        await get('/api/v1/claim/service-branch-list/?service_center=sc-samsung-jakarta-selatan'),
      ).data;
      expect(branches.map((branch) => branch.branch_code)).toEqual(['SSC-KK-01', 'SSC-PM-02']);
      expect(branches[0]).toMatchObject({
        name: expect.any(String),
        address: expect.any(String),
        specializing: expect.any(String),
      });
    });

    it('Infinix has no service centre anywhere', async () => {
      const everywhere = readResponse(
        'listServiceCenter',
        await get('/api/v1/claim/list-service-center/?brand_code=infinix'),
      ).data;
      expect(everywhere).toEqual([]);
    });

    it('narrows by province and postal code', async () => {
      const bali = readResponse(
        'listServiceCenter',
        await get('/api/v1/claim/list-service-center/?brand_code=samsung&province_code=51'),
      ).data;
      expect(bali).toEqual([]);
      const gubeng = readResponse(
        'listServiceCenter',
        await get('/api/v1/claim/list-service-center/?brand_code=samsung&postal_code=60281'),
      ).data;
      expect(gubeng.map((centre) => centre.value)).toEqual(['sc-samsung-surabaya']);
    });

    it('answers empty lists for unknown codes', async () => {
      expect(readResponse('cities', await get('/api/v1/claim/cities/?province_code=99')).data).toEqual([]);
      expect(
        readResponse('serviceBranchList', await get('/api/v1/claim/service-branch-list/?service_center=nope'))
          .data,
      ).toEqual([]);
    });

    it('selecting a centre and branch makes the service-centre payment form valid', async () => {
      // clm_1101 (Tokopedia crack screen, initiated) is paid through a service centre.
      const select = (payload: object, token = budi) =>
        post('/api/v1/claim/select-service-center/', payload, token);
      expect(
        readError(
          await select({
            claim_id: 'clm_1101',
            service_center: 'sc-samsung-jakarta-selatan',
            branch_code: 'XMI-KM-01',
          }),
          400,
        ).code,
      ).toBe('branch_unknown');
      expect(
        readError(
          await select({ claim_id: 'clm_1101', service_center: 'nope', branch_code: 'SSC-KK-01' }),
          400,
        ).code,
      ).toBe('service_center_unknown');
      const chosen = {
        claim_id: 'clm_1101',
        service_center: 'sc-samsung-jakarta-selatan',
        branch_code: 'SSC-PM-02',
      };
      expect(readResponse('selectServiceCenter', await select(chosen))).toEqual({ result: true });
      const details = readResponse('claimDetails', await get('/api/v3/claims/details/?claim_id=clm_1101'));
      expect(details.payment_forms).toMatchObject([
        { slug: 'service-center', payment_method: 'service_center', is_valid: true },
      ]);
      const siti = await login(app, DEMO_USERS.siti.phone);
      expect(readError(await select(chosen, siti), 404).code).toBe('not_found');
    });

    it('a claim paid by bank transfer offers no service centre', async () => {
      const response = await post('/api/v1/claim/select-service-center/', {
        claim_id: 'clm_1105',
        service_center: 'sc-samsung-jakarta-selatan',
        branch_code: 'SSC-KK-01',
      });
      expect(readError(response, 400).code).toBe('service_center_not_offered');
    });
  });

  it('the diagnosis list filters by name or code', async () => {
    const all = readResponse('getDiagnosticList', await get('/api/v1/claim/get-diagnostic-list/')).data;
    expect(all.length).toBeGreaterThan(5);
    const dengue = readResponse(
      'getDiagnosticList',
      await get('/api/v1/claim/get-diagnostic-list/?search=dengue'),
    ).data;
    expect(dengue).toEqual([{ code: 'A90', name: 'Demam berdarah dengue' }]);
  });
});

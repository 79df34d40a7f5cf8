import { IMAGE_VERIFICATION_POLL_RETRIES } from '@portal/contracts/constants';
import {
  imageVerificationOutcome,
  type ImageVerification,
} from '@portal/contracts/entities/image-verification';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

/**
 * Every scenario file shipped in apps/mock-upstream/scenarios, loaded into a tenant of its own through the admin
 * API and looked at through the broker API, the way the portal sees it.
 */

const CLAIM_LIST = '/api/v1/claim/list/?filter=all&offset=0&limit=50';
const POLICY_LIST = '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=50';

let app: FastifyInstance;
beforeAll(() => {
  app = createTestApp();
});
afterAll(() => app.close());

interface Opened {
  /** A broker call in the scenario's tenant, as the logged-in user when one was named. */
  broker: (method: InjectOptions['method'], url: string, payload?: object) => ReturnType<typeof call>;
}

/** Creates a tenant from the scenario file (as `PUT /__admin/tenants/:name {scenario}`) and logs the user in. */
async function open(scenario: string, phone?: string): Promise<Opened> {
  const tenant = scenario;
  const created = await call(app, 'PUT', `/__admin/tenants/${tenant}`, { payload: { scenario } });
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json()).toMatchObject({ origin: { scenario } });
  const token = phone === undefined ? undefined : await login(app, phone, tenant);
  return {
    broker: (method, url, payload) =>
      call(app, method, url, { tenant, ...(token && { token }), ...(payload && { payload }) }),
  };
}

async function claimDetails({ broker }: Opened, claimId: string) {
  return readResponse('claimDetails', await broker('GET', `/api/v3/claims/details/?claim_id=${claimId}`));
}

const formOf = (details: Awaited<ReturnType<typeof claimDetails>>, slug: string) =>
  [...details.forms, ...details.payment_forms].find((form) => form.slug === slug)!;
const valueOf = (form: ReturnType<typeof formOf>, name: string) =>
  form.attributes.find((attribute) => attribute.name === name)?.value;

describe('shipped scenario files', () => {
  it('are at least ten, every one loads and says what it shows', async () => {
    const listed = (await call(app, 'GET', '/__admin/scenarios/files')).json() as {
      scenarios: { name: string; description: string | null; problem?: string }[];
    };
    expect(listed.scenarios.length).toBeGreaterThanOrEqual(10);
    for (const file of listed.scenarios) {
      expect(file.problem, file.name).toBeUndefined();
      expect(file.description, file.name).toMatch(/.{40,}/);
      expect(file.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const reset = await call(app, 'POST', '/__admin/reset', {
        tenant: 'every-file',
        payload: { scenario: file.name },
      });
      expect(reset.statusCode, `${file.name}: ${reset.body}`).toBe(204);
    }
  });

  it('claims-awaiting-action: Budi has a claim in every status that waits for him', async () => {
    const opened = await open('claims-awaiting-action', DEMO_USERS.budi.phone);
    const cards = readResponse('claimList', await opened.broker('GET', CLAIM_LIST)).data;
    const statusOf = (claimId: string) => cards.find((card) => card.claim_id === claimId)?.status_code;
    expect(['clm_1101', 'clm_1102', 'clm_1103', 'clm_1104', 'clm_1105'].map(statusOf)).toEqual([
      'initiated',
      'document_pending',
      'document_reprocess',
      'document_pending',
      'document_reprocess',
    ]);
    expect(cards.find((card) => card.claim_id === 'clm_1104')?.max_doc_submission_date).not.toBeNull();

    const sentBack = await claimDetails(opened, 'clm_1103');
    expect(sentBack.reprocess_comment).toBe(
      'Foto kerusakan dan bukti pembelian tidak terbaca. Mohon unggah ulang foto yang jelas dan lengkap.',
    );
    expect(sentBack.invalid_documents).toEqual(['damage_photos', 'purchase_receipt']);
    const documents = formOf(sentBack, 'claim-documents');
    expect(valueOf(documents, 'damage_photos')).toEqual([]);
    expect(valueOf(documents, 'imei_photo')).toEqual(expect.any(String));

    // Everything but the payout is there.
    const payout = await claimDetails(opened, 'clm_1104');
    expect(payout.forms.map((form) => form.is_valid)).toEqual([true, true]);
    expect(payout.payment_forms.map((form) => [form.slug, form.is_valid])).toEqual([
      ['bank-transfer', false],
    ]);
  });

  describe.each([
    ['ocr-mismatch', 'OCR_SUCCESSFUL'],
    ['ocr-document-invalid', 'DOCUMENT_INVALID'],
    ['ocr-unsuccessful', 'OCR_UNSUCCESSFUL'],
    ['ocr-never-finishes', 'IN_PROGRESS'],
  ] as const)('%s', (scenario, finalStatus) => {
    it(`clm_1103 waits for its IMEI photo, and the image check ends ${finalStatus}`, async () => {
      const opened = await open(scenario, DEMO_USERS.budi.phone);
      const details = await claimDetails(opened, 'clm_1103');
      expect(details.status.status_code).toBe('document_reprocess');
      expect(details.invalid_documents).toEqual(['imei_photo']);
      expect(valueOf(formOf(details, 'claim-documents'), 'imei_photo')).toBeNull();

      const started = readResponse(
        'extractImageInfo',
        await opened.broker('POST', '/api/v1/image-processor/imei/extract-info/', {
          gcp_url: 'http://mock.test/__storage/claims/usr_0001/imei.jpg',
          reference_id: 'clm_1103',
        }),
      );
      // Polled like the portal: up to its retries, stopping at a final status.
      let last: ImageVerification | undefined;
      for (let poll = 0; poll < IMAGE_VERIFICATION_POLL_RETRIES; poll += 1) {
        last = readResponse(
          'imageVerificationStatus',
          await opened.broker('GET', `/api/v1/image-processor/${started.request_id}/status/`),
        );
        if (imageVerificationOutcome(last.status) !== 'pending') break;
      }
      expect(last?.status).toBe(finalStatus);
      if (scenario === 'ocr-mismatch') {
        const policyImei = last!.required_fields.find((field) => field.label === 'IMEI')!.original_value;
        expect(policyImei).toBe('353912110847265');
        expect(last!.received_fields.find((field) => field.label === 'IMEI')!.value).not.toBe(policyImei);
      }
    });
  });

  it('bank-holder-name-mismatch: clm_1104 waits for its payout, and the bank knows another holder', async () => {
    const opened = await open('bank-holder-name-mismatch', DEMO_USERS.budi.phone);
    const details = await claimDetails(opened, 'clm_1104');
    expect(details.status.status_code).toBe('document_pending');
    expect(details.payment_forms.map((form) => form.is_valid)).toEqual([false]);
    const verified = readResponse(
      'verifyBankAccount',
      await opened.broker('POST', '/api/v1/claim/verify-bank-account/', {
        account_holder_name: 'Budi Santoso',
        account_number: '8800123456',
        bank_code: 'BNI',
        claim_no: details.claim_no,
      }),
    );
    expect(verified).toEqual({ is_valid: false, account_holder_name: 'ANDI WIJAYA' });
  });

  it('claims-service-down: every claim call answers 503, everything else as usual', async () => {
    const opened = await open('claims-service-down', DEMO_USERS.budi.phone);
    for (const url of [
      CLAIM_LIST,
      '/api/v3/claims/details/?claim_id=clm_1101',
      '/api/v4/claim/benefits/?application_no=APP-2026-001010',
      '/api/v1/agency/claim-list/?filter=all&page=1&page_size=10',
    ]) {
      expect(readError(await opened.broker('GET', url), 503).code, url).toBe('service_unavailable');
    }
    const filing = await opened.broker('POST', '/api/v4/claim/create/', {
      application_no: 'APP-2026-001010',
      benefit_id: 'ben_1010_1',
      source: 'portal',
      user_id: 'me',
    });
    expect(filing.statusCode).toBe(503);
    expect(readResponse('policyList', await opened.broker('GET', POLICY_LIST)).meta.total).toBe(15);
    readResponse('userProfile', await opened.broker('GET', '/api/v1/user/profile/'));
    readResponse('comments', await opened.broker('GET', '/api/v1/tanya/comments/?entity_ref_id=clm_1102'));
  });

  it('slow-broker: a broker call waits 1.5 s, then answers as usual', async () => {
    const opened = await open('slow-broker');
    const started = performance.now();
    const brands = readResponse('bikeBrandList', await opened.broker('GET', '/api/v1/tags/bike_brand_list/'));
    expect(performance.now() - started).toBeGreaterThanOrEqual(1490);
    expect(brands.data.length).toBeGreaterThan(0);
    // The admin API is not slowed down.
    const adminStarted = performance.now();
    await call(app, 'GET', '/__admin/faults', { tenant: 'slow-broker' });
    expect(performance.now() - adminStarted).toBeLessThan(1000);
  });

  it('expired-policy: pol_1010 shows as expired, nothing on it is claimable and filing is refused', async () => {
    const opened = await open('expired-policy', DEMO_USERS.budi.phone);
    const detail = readResponse(
      'policyDetails',
      await opened.broker('GET', '/api/v1/policy/policy-details/?id=pol_1010'),
    );
    expect(detail).toMatchObject({ coverage_status: 'EXPIRED', expiry_time: '2026-11-01T00:00:00+07:00' });
    const expired = readResponse(
      'policyList',
      await opened.broker('GET', `${POLICY_LIST}&coverage=expired`),
    ).data;
    expect(expired.map((card) => card.internal_id)).toContain('pol_1010');
    const benefits = readResponse(
      'claimBenefitsV4',
      await opened.broker('GET', '/api/v4/claim/benefits/?application_no=APP-2026-001010'),
    ).benefit_list_data;
    expect(benefits.length).toBeGreaterThan(0);
    expect(benefits.every((benefit) => !benefit.is_claimable)).toBe(true);
    const validation = await opened.broker('POST', '/api/v4/claim/validate-claim/', {
      application_no: 'APP-2026-001010',
      benefit_id: 'ben_1010_1',
    });
    expect(readError(validation, 400).code).toBe('policy_not_active');
  });

  it('family-benefit-exhausted: pol_1004 has no remaining coverage, for the holder and every member', async () => {
    const opened = await open('family-benefit-exhausted', DEMO_USERS.budi.phone);
    const detail = readResponse(
      'policyDetails',
      await opened.broker('GET', '/api/v1/policy/policy-details/?id=pol_1004'),
    );
    expect(detail.benefits.map((benefit) => benefit.remaining_coverage)).toEqual([0, 0]);
    expect(detail.total_remaining_coverage).toBe(0);
    const benefits = readResponse(
      'claimBenefitsV4',
      await opened.broker('GET', '/api/v4/claim/benefits/?application_no=APP-2026-001004'),
    ).benefit_list_data;
    expect(benefits.map((benefit) => [benefit.remaining_coverage, benefit.is_claimable])).toEqual([
      [0, false],
      [0, false],
    ]);
    const eligible = readResponse(
      'eligibleUsers',
      await opened.broker(
        'GET',
        '/api/v1/claim/eligible-users/?application_no=APP-2026-001004&benefit_id=ben_1004_2',
      ),
    );
    expect(eligible.benefit_remaining_TSI).toBe(0);
    for (const userId of ['me', 'fam_1004_1']) {
      const validation = await opened.broker('POST', '/api/v4/claim/validate-claim/', {
        application_no: 'APP-2026-001004',
        benefit_id: 'ben_1004_2',
        user_id: userId,
      });
      expect(readError(validation, 400).code, userId).toBe('coverage_exhausted');
    }
  });

  it('endorsement-link-used: the Moladin and Lazada one-time links answer used; other links still open', async () => {
    const opened = await open('endorsement-link-used');
    const details = (policy: string, token: string) =>
      opened.broker('GET', `/api/v1/policy/token-policy-details/?id=${policy}&token=${token}`);
    expect(readError(await details('pol_7021', 'etk-7021-once'), 410).code).toBe('endorsement_token_used');
    expect(readError(await details('pol_7022', 'etk-7022-once'), 410).code).toBe('endorsement_token_used');
    readResponse('tokenPolicyDetails', await details('pol_1001', 'etk-1001-once'));
  });

  it('agency-two-pages: Agus has 15 car-protection policies, two pages of 10', async () => {
    const opened = await open('agency-two-pages', DEMO_USERS.agus.phone);
    const page = async (n: number) =>
      readResponse(
        'agencyPolicyList',
        await opened.broker(
          'GET',
          `/api/v1/agency/policy-list/?product_code=car-protection&page=${n}&page_size=10`,
        ),
      );
    const first = await page(1);
    expect(first.total).toBe(15);
    expect(first.data).toHaveLength(10);
    const second = await page(2);
    expect(second.data.map((policy) => policy.reference_id)).toEqual([
      'agp_3028',
      'agp_3029',
      'agp_3030',
      'agp_3031',
      'agp_3032',
    ]);
    expect(second.data.every((policy) => policy.coverage_period.status === 'ACTIVE')).toBe(true);
    expect((await page(3)).data).toEqual([]);
  });

  it('user-with-nothing: every list of Siti is empty; the other users keep theirs', async () => {
    const opened = await open('user-with-nothing', DEMO_USERS.siti.phone);
    expect(readResponse('policyList', await opened.broker('GET', POLICY_LIST)).meta.total).toBe(0);
    expect(readResponse('claimList', await opened.broker('GET', CLAIM_LIST)).data).toEqual([]);
    expect(readResponse('documents', await opened.broker('GET', '/api/v1/user/documents/')).data).toEqual([]);
    expect(
      readResponse('bankAccounts', await opened.broker('GET', '/api/v1/user/bank-account/')).data,
    ).toEqual([]);
    expect(readResponse('userLocations', await opened.broker('GET', '/api/v1/user/locations/')).data).toEqual(
      [],
    );
    expect(readResponse('userProfile', await opened.broker('GET', '/api/v1/user/profile/')).name).toBe(
      DEMO_USERS.siti.name,
    );

    const budi = await login(app, DEMO_USERS.budi.phone, 'user-with-nothing');
    const budiPolicies = await call(app, 'GET', POLICY_LIST, { tenant: 'user-with-nothing', token: budi });
    expect(readResponse('policyList', budiPolicies).meta.total).toBe(15);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogue, type Catalogue, type EndpointId } from '@portal/contracts/catalogue';
import {
  buildPath,
  type EndpointBody,
  type EndpointDefinition,
  type EndpointParams,
  type EndpointQuery,
} from '@portal/contracts/endpoint';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS, DEV_OTP_CODE, SSO_DEMO_TOKEN, type DemoUserKey } from '../store/seed-users.ts';
import { call, createTestApp, createTestClock, login, readResponse, sendOtp } from '../testing/harness.ts';

/**
 * One valid call per catalogue endpoint against the default seed: it must answer one of the endpoint's success
 * statuses with a body its response schema reads. The samples are typed by the contract, and the table must
 * name every endpoint id, so a new endpoint without a sample does not compile.
 */

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface SampleCall<K extends EndpointId> {
  params?: EndpointParams<Catalogue[K]>;
  query?: EndpointQuery<Catalogue[K]>;
  /** JSON body, or the text fields of a multipart body. */
  body?: EndpointBody<Catalogue[K]>;
  /** Multipart endpoints: attach the PNG as the `file` part under this name. */
  fileName?: string;
}

interface Context {
  app: FastifyInstance;
  /** The caller's session; undefined for anonymous samples. */
  token: string | undefined;
}

interface Sample<K extends EndpointId> {
  /** A seeded user (logged in with the dev OTP), or nobody for the public calls. */
  as: DemoUserKey | 'anonymous';
  /** State the call needs first (an OTP sent, an extraction started); its result feeds `call`. */
  prepare?: (context: Context) => Promise<string>;
  call: SampleCall<K> | ((prepared: string) => SampleCall<K>);
}

type Samples = { [K in EndpointId]: Sample<K> };

const budi = DEMO_USERS.budi.phone;

/** Starts an endorsement OTP for a policy and returns its operation id. */
async function endorsementOtp(app: FastifyInstance, internalId: string): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/policy/endorsement/send_otp/', {
    payload: { internal_id: internalId, medium: 'sms', language_code: 'id' },
  });
  return readResponse('endorsementSendOtp', response).operation_id;
}

/** Sends a phone-change code to a new number and returns its operation id and the code, space-separated. */
async function phoneChangeOtp(
  app: FastifyInstance,
  token: string | undefined,
  phone: string,
): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/user/update-phone/send_otp/', {
    token,
    payload: { country_code: '62', phone, medium: 'sms', language_code: 'id' },
  });
  const operationId = readResponse('sendPhoneChangeOtp', response).operation_id;
  const international = `62${phone.replace(/^0+/, '')}`;
  const code = (await call(app, 'GET', `/__admin/otp/${international}`)).json().code as string;
  return `${operationId} ${code}`;
}

const bankAccount = { holder_name: 'Budi Santoso', account_no: '8880012345', bank_code: 'BNI' };
const rideHailing = (orderId: string, benefit = 1) => ({
  order_id: orderId,
  benefit_id: `rhb_${orderId}_${benefit}`,
});

const samples: Samples = {
  // Auth and app
  sendOtp: { as: 'anonymous', call: { body: { phone: budi, medium: 'sms', language_code: 'id' } } },
  verifyOtpAndGetSession: {
    as: 'anonymous',
    prepare: ({ app }) => sendOtp(app, budi),
    call: (operationId) => ({ body: { phone: budi, operation_id: operationId, otp: DEV_OTP_CODE } }),
  },
  resendOtp: {
    as: 'anonymous',
    prepare: ({ app }) => sendOtp(app, budi),
    call: (operationId) => ({ body: { mobile_no: budi, operation_id: operationId, language_code: 'id' } }),
  },
  checkWhatsappStatus: {
    as: 'anonymous',
    prepare: ({ app }) => sendOtp(app, budi),
    call: (operationId) => ({ query: { operation_id: operationId } }),
  },
  editUser: { as: 'budi', call: { body: { name: 'Budi S.' } } },
  logout: { as: 'budi', call: {} },
  verifySession: { as: 'budi', call: {} },
  verifySsoToken: { as: 'anonymous', call: { body: { access_token: SSO_DEMO_TOKEN } } },
  languageMessages: { as: 'anonymous', call: { params: { id: 'ind' } } },
  appPre: { as: 'anonymous', call: {} },

  // Policies and reference lists
  policyList: {
    as: 'budi',
    call: { query: { policyState: 'COMPLETED,PENDING_DOCUMENT', offset: 0, limit: 10 } },
  },
  policyDetails: { as: 'budi', call: { query: { er: 1, id: 'pol_1002' } } },
  claimList: { as: 'budi', call: { query: { filter: 'all', offset: 0, limit: 10 } } },
  aggregatePolicyDetails: { as: 'budi', call: { query: { id: 'agg_1001' } } },
  tokenPolicyDetails: { as: 'anonymous', call: { query: { id: 'pol_1001', token: 'etk-1001-once' } } },
  bikeBrandList: { as: 'anonymous', call: {} },
  bikeModelList: { as: 'anonymous', call: {} },
  nationalityData: { as: 'anonymous', call: {} },
  cityData: { as: 'anonymous', call: {} },
  districtData: { as: 'anonymous', call: { query: { city_code: '3174' } } },
  townData: { as: 'anonymous', call: { query: { district_code: '317401' } } },

  // Agency (Agus, an agency agent)
  agencyPolicyList: {
    as: 'agus',
    call: { query: { product_code: 'car-protection', page: 1, page_size: 5 } },
  },
  agencyPolicyDetails: { as: 'agus', call: { query: { er: 1, id: 'agp_3001' } } },
  agencyValidateClaim: {
    as: 'agus',
    call: { query: { internal_id: 'agp_3003', benefit_id: 'agb_garda-oto-comprehensive_1' } },
  },
  agencyCreateClaim: {
    as: 'agus',
    call: {
      body: {
        internal_id: 'agp_3003',
        benefit_id: 'agb_garda-oto-comprehensive_2',
        source: 'agency-portal',
        user_id: DEMO_USERS.agus.id,
      },
    },
  },
  agencyBenefitList: {
    as: 'agus',
    call: {
      query: {
        package_code: 'zurich-travel-asia',
        product_key: 'travel-protection',
        insurance_provider: 'zurich-indonesia',
      },
    },
  },
  agencyClaimList: { as: 'agus', call: { query: { filter: 'all', page: 1, page_size: 3 } } },

  // Claims
  claimBenefitsV1: { as: 'budi', call: { query: { application_no: 'APP-2026-001002' } } },
  claimBenefitsV3: { as: 'budi', call: { query: { application_no: 'APP-2026-001002' } } },
  claimBenefitsV4: { as: 'budi', call: { query: { application_no: 'APP-2026-001002' } } },
  claimBenefitsV5: { as: 'budi', call: { query: { application_no: 'APP-2026-001002' } } },
  claimForm: { as: 'budi', call: { params: { id: 'ben_1001_1' } } },
  createClaim: {
    as: 'budi',
    call: {
      body: {
        application_no: 'APP-2026-001010',
        benefit_id: 'ben_1010_1',
        source: 'portal',
        user_id: DEMO_USERS.budi.id,
      },
    },
  },
  claimDetails: { as: 'budi', call: { query: { claim_id: 'clm_1101' } } },
  saveClaimForm: {
    as: 'budi',
    call: {
      body: {
        claim_id: 'clm_1101',
        form_slug: 'claim-information',
        attributes: [{ name: 'incident_date', value: '2026-11-20' }],
      },
    },
  },
  submitClaim: {
    as: 'budi',
    // clm_1105 waits for a re-upload: register the missing document, then the final submit is allowed.
    prepare: async ({ app, token }) => {
      const claimId = 'clm_1105';
      const details = readResponse(
        'claimDetails',
        await call(app, 'GET', `/api/v3/claims/details/?claim_id=${claimId}`, { token }),
      );
      for (const form of details.forms.filter((entry) => !entry.is_valid)) {
        for (const attribute of form.attributes.filter((entry) => entry.required && entry.type === 'file')) {
          const payload = {
            claim_id: claimId,
            form_slug: form.slug,
            name: attribute.name,
            value: 'https://files.test/dokumen-ulang.pdf',
          };
          const saved = await call(app, 'POST', '/api/v2/claim/save-form-attribute/', { token, payload });
          readResponse('saveFormAttribute', saved);
        }
      }
      return claimId;
    },
    call: (claimId) => ({ body: { claim_id: claimId } }),
  },
  saveFormAttributes: {
    as: 'budi',
    call: {
      body: {
        claim_id: 'clm_1101',
        form_slug: 'claim-documents',
        attributes: [{ name: 'damage_photos', value: ['https://files.test/retak.jpg'] }],
      },
    },
  },
  savePaymentForm: {
    as: 'budi',
    call: {
      body: {
        claim_id: 'clm_1105',
        form_slug: 'bank-transfer',
        attributes: [
          { name: 'bank_code', value: 'BCA' },
          { name: 'account_holder_name', value: 'Budi Santoso' },
          { name: 'account_number', value: '1234567890' },
        ],
      },
    },
  },
  salvageSubmitForm: {
    as: 'budi',
    // The salvage form opens only while salvage is in progress: the back office moves clm_1103 there first.
    prepare: async ({ app }) => {
      const moved = await call(app, 'POST', '/__admin/claims/clm_1103/transition', {
        payload: { status_code: 'salvage_in_progress' },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      return 'clm_1103';
    },
    call: (claimId) => ({
      body: {
        claim_id: claimId,
        form_slug: 'salvage',
        attributes: [
          { name: 'courier', value: 'jne' },
          { name: 'airway_bill_no', value: 'JNE123456789' },
          { name: 'pickup_date', value: '2026-11-25' },
        ],
      },
    }),
  },
  saveFormAttribute: {
    as: 'budi',
    call: {
      body: {
        claim_id: 'clm_1101',
        form_slug: 'claim-documents',
        name: 'damage_photos',
        value: 'https://files.test/retak.jpg',
      },
    },
  },
  validateClaim: {
    as: 'budi',
    call: { body: { application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1' } },
  },
  verifyBankAccount: {
    as: 'budi',
    call: {
      body: {
        account_holder_name: 'Budi Santoso',
        account_number: '1234567890',
        bank_code: 'BCA',
        claim_no: 'CLM-2026-001101',
      },
    },
  },
  listServiceCenter: {
    as: 'budi',
    call: { query: { brand_code: 'samsung', province_code: '31', city_code: '3174', postal_code: '12810' } },
  },
  selectServiceCenter: {
    as: 'budi',
    call: {
      body: { claim_id: 'clm_1101', service_center: 'sc-samsung-jakarta-selatan', branch_code: 'SSC-PM-02' },
    },
  },
  serviceBranchList: { as: 'budi', call: { query: { service_center: 'sc-samsung-jakarta-selatan' } } },
  postalCodes: { as: 'budi', call: { query: { city_code: '3174' } } },
  provinceList: { as: 'budi', call: {} },
  cities: { as: 'budi', call: { query: { province_code: '31' } } },
  brandList: { as: 'budi', call: { query: { category: 'gadget' } } },
  getQuestions: {
    as: 'budi',
    call: { body: { application_no: 'APP-2026-001008', benefit_id: 'ben_1008_1' } },
  },
  eligibleUsers: {
    as: 'budi',
    call: { query: { application_no: 'APP-2026-001004', benefit_id: 'ben_1004_2' } },
  },
  userFamilyClaims: { as: 'budi', call: { query: { application_no: 'APP-2026-001004' } } },
  getBankList: { as: 'budi', call: {} },
  getDiagnosticList: { as: 'budi', call: { query: { search: 'dengue' } } },
  generateSignedUrl: {
    as: 'budi',
    call: { body: { file_name: 'layar.png', content_type: 'image/png', size: PNG.length, extension: 'png' } },
  },
  extractImageInfo: {
    as: 'budi',
    call: {
      params: { category: 'imei' },
      body: { gcp_url: 'http://mock.test/__storage/claims/usr_0001/imei.png', reference_id: 'clm_1101' },
    },
  },
  imageVerificationStatus: {
    as: 'budi',
    prepare: async ({ app, token }) => {
      const started = await call(app, 'POST', '/api/v1/image-processor/imei/extract-info/', {
        token,
        payload: { gcp_url: 'http://mock.test/__storage/claims/usr_0001/imei.png', reference_id: 'clm_1101' },
      });
      return readResponse('extractImageInfo', started).request_id;
    },
    call: (requestId) => ({ params: { requestId } }),
  },
  claimUploadFile: {
    as: 'budi',
    call: {
      body: { claim_id: 'clm_1101', form_slug: 'claim-documents', attribute_name: 'damage_photos' },
      fileName: 'retak.png',
    },
  },
  createShippingClaim: {
    as: 'budi',
    call: {
      body: {
        claim_type: 'shipping',
        order_id: 'INV/20260330/MPL/3819203',
        airway_bill_no: 'JNE0123456789',
        description: 'Paket diterima dalam keadaan rusak',
        document_urls: ['https://files.test/foto-paket.jpg'],
      },
    },
  },

  // Chat
  comments: { as: 'budi', call: { query: { entity_ref_id: 'clm_1102' } } },
  addComments: {
    as: 'budi',
    call: { body: { entity_ref_id: 'clm_1101', message: 'Kapan klaim saya diproses?' } },
  },
  allSolvedTickets: { as: 'budi', call: { query: { entity_ref_id: 'clm_1106' } } },

  // Ride-hailing and life (the test clock puts RB-739201845 inside the 30-day window)
  gojekPassengerCreateOrder: { as: 'budi', call: { body: { order_id: 'RB-739201845' } } },
  gojekPassengerBenefits: { as: 'budi', call: { query: { order_id: 'RB-739201845' } } },
  gojekPassengerCreateClaim: { as: 'budi', call: { body: rideHailing('RB-739201845') } },
  gojekPassengerValidateClaim: { as: 'budi', call: { body: rideHailing('RB-739201845') } },
  goDriverCreateOrder: { as: 'budi', call: { body: { order_id: 'GD-550019921' } } },
  goDriverBenefits: { as: 'budi', call: { query: { order_id: 'GD-550019921' } } },
  goDriverCreateClaim: { as: 'budi', call: { body: rideHailing('GD-550019921', 3) } },
  goDriverValidateClaim: { as: 'budi', call: { body: rideHailing('GD-550019921', 3) } },
  goLifeCreateOrder: { as: 'budi', call: { body: { order_id: 'GL-2026-000311' } } },
  goLifeBenefits: { as: 'budi', call: { query: { order_id: 'GL-2026-000311' } } },
  goLifeCreateClaim: { as: 'budi', call: { body: rideHailing('GL-2026-000311') } },

  // User
  userProfile: { as: 'budi', call: {} },
  updateUserProfile: { as: 'budi', call: { body: { name: 'Budi S. Wibowo', date_of_birth: '1985-04-01' } } },
  userDetails: { as: 'budi', call: {} },
  userLocations: { as: 'budi', call: {} },
  sendPhoneChangeOtp: {
    as: 'budi',
    call: { body: { country_code: '62', phone: '081299990077', medium: 'sms', language_code: 'id' } },
  },
  updatePhone: {
    as: 'budi',
    prepare: ({ app, token }) => phoneChangeOtp(app, token, '081299990077'),
    call: (prepared) => {
      const [operationId = '', otp = ''] = prepared.split(' ');
      return { body: { country_code: '62', phone: '081299990077', operation_id: operationId, otp } };
    },
  },
  updateEmail: { as: 'budi', call: { body: { email: 'budi.baru@example.com' } } },
  // Rizky is the seeded user without an e-mail address.
  addEmail: { as: 'rizky', call: { body: { email: 'rizky@example.com' } } },
  fileUpload: { as: 'budi', call: { body: { purpose: 'document' }, fileName: 'ktp.png' } },
  documents: { as: 'budi', call: {} },
  addDocument: {
    as: 'budi',
    call: {
      body: { document_type: 'passport', name: 'Paspor', file_url: 'https://files.test/passport.pdf' },
    },
  },
  updateDocument: {
    as: 'budi',
    call: {
      params: { id: 'doc_0001' },
      body: { document_type: 'ktp', name: 'KTP baru', file_url: 'https://files.test/ktp-2.pdf' },
    },
  },
  deleteDocument: { as: 'budi', call: { params: { id: 'doc_0003' } } },
  bankAccounts: { as: 'budi', call: {} },
  addBankAccount: { as: 'budi', call: { body: bankAccount } },
  updateBankAccount: {
    as: 'budi',
    call: { params: { id: 'bank_0002' }, body: { ...bankAccount, is_preferred: true } },
  },
  deleteBankAccount: { as: 'budi', call: { params: { id: 'bank_0002' } } },
  masterDataBanks: { as: 'budi', call: {} },

  // Endorsements
  tokenEndorse: {
    as: 'anonymous',
    call: {
      params: { internal_id: 'pol_1001' },
      body: { token: 'etk-1001-once', changes: { imei: '356789104522999' } },
    },
  },
  authorizedEndorsePolicy: {
    as: 'anonymous',
    prepare: async ({ app }) => {
      const operationId = await endorsementOtp(app, 'pol_1003');
      const verified = await call(app, 'POST', '/api/v1/policy/endorsement/verify_otp/', {
        payload: { internal_id: 'pol_1003', operation_id: operationId, otp: DEV_OTP_CODE },
      });
      return readResponse('endorsementVerifyOtp', verified).authorization_token;
    },
    call: (authorizationToken) => ({
      params: { internal_id: 'pol_1003' },
      body: { authorization_token: authorizationToken, changes: { plate_number: 'B 77 XY' } },
    }),
  },
  endorsementSendOtp: {
    as: 'anonymous',
    call: { body: { internal_id: 'pol_1001', medium: 'sms', language_code: 'id' } },
  },
  endorsementVerifyOtp: {
    as: 'anonymous',
    prepare: ({ app }) => endorsementOtp(app, 'pol_1001'),
    call: (operationId) => ({
      body: { internal_id: 'pol_1001', operation_id: operationId, otp: DEV_OTP_CODE },
    }),
  },
  endorsementResendOtp: {
    as: 'anonymous',
    prepare: ({ app }) => endorsementOtp(app, 'pol_1001'),
    call: (operationId) => ({
      body: { internal_id: 'pol_1001', operation_id: operationId, language_code: 'id' },
    }),
  },
  endorsePolicyDetails: { as: 'budi', call: { params: { id: 'pol_1003' } } },
  endorsePolicy: {
    as: 'budi',
    call: { params: { id: 'pol_1003' }, body: { changes: { plate_number: 'B 1234 XYZ' } } },
  },
  crackScreenEndorsePolicy: {
    as: 'budi',
    call: { params: { id: 'pol_1001' }, body: { imei: '356789104522000', device_price: 6_500_000 } },
  },
  endorsePolicyLazada: {
    as: 'budi',
    call: { params: { id: 'pol_1003' }, body: { changes: { plate_number: 'B 1234 XYZ' } } },
  },
  hospitalCashPlanEndorsePolicy: {
    as: 'budi',
    call: { params: { id: 'pol_1004' }, body: { province_code: '32', city_code: '3273' } },
  },
  lazadaCrackScreenDetails: { as: 'budi', call: { params: { id: 'pol_1001' } } },
  lazadaCrackScreenEndorsePolicy: {
    as: 'budi',
    call: { params: { id: 'pol_1001' }, body: { device_price: 6_500_000 } },
  },
  provinceDetails: { as: 'anonymous', call: {} },
  vehicleDetails: { as: 'budi', call: { params: { id: 'pol_1003' } } },
  fullGadgetDetails: { as: 'budi', call: { params: { id: 'pol_1002' } } },
  hospitalCashPlanDetails: { as: 'budi', call: { params: { id: 'pol_1004' } } },
  gosureEndorsement: {
    as: 'budi',
    call: { params: { id: 'pol_1006' }, body: { changes: { insured_name: 'Budi Santoso Jr' } } },
  },
  aggregateEndorse: {
    as: 'budi',
    call: {
      params: { id: 'agg_1001' },
      body: {
        policies: [
          { internal_id: 'pol_1001', changes: { policyholder_name: 'Budi S.' } },
          { internal_id: 'pol_1002', changes: { policyholder_name: 'Budi S.' } },
        ],
      },
    },
  },
  policyUpload: {
    as: 'budi',
    call: { body: { internal_id: 'pol_1001', document_type: 'invoice' }, fileName: 'nota.png' },
  },
  // Feedback (open to anonymous visitors)
  feedbackForm: { as: 'anonymous', call: { params: { id: 'fb_1106' }, query: { rating: 5 } } },
  giveFeedback: {
    as: 'anonymous',
    call: {
      body: {
        feedback_form_id: 'fb_1106',
        rating: 5,
        answers: [
          { question_id: 'what_went_well', answer: 'Proses klaim cepat' },
          { question_id: 'suggestion', answer: 'Pertahankan!' },
        ],
      },
    },
  },
};

/** The sample's call as the wire sees it: URL from the endpoint's own path, JSON or multipart body. */
function toRequest(endpoint: EndpointDefinition, sample: SampleCall<EndpointId>) {
  const text = (value: unknown) => String(value);
  const params = sample.params as Record<string, string> | undefined;
  const query = new URLSearchParams(
    Object.entries((sample.query ?? {}) as Record<string, unknown>).map(([key, value]): [string, string] => [
      key,
      text(value),
    ]),
  ).toString();
  const url = buildPath(endpoint.path, params) + (query ? `?${query}` : '');
  if (endpoint.bodyEncoding !== 'multipart') return { url, payload: sample.body as object | undefined };
  const form = new FormData();
  for (const [name, value] of Object.entries((sample.body ?? {}) as Record<string, unknown>)) {
    form.append(name, text(value));
  }
  if (sample.fileName)
    form.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), sample.fileName);
  return { url, payload: form };
}

describe('every catalogue endpoint answers its contract (default seed)', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-contract-test-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the table has exactly one sample per endpoint id', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(catalogue).sort());
  });

  it.each(Object.keys(catalogue) as EndpointId[])('%s', async (id) => {
    const endpoint: EndpointDefinition = catalogue[id];
    // Each sample is typed against its own endpoint; the loop only needs the shared shape.
    const sample = samples[id] as Sample<EndpointId>;
    expect(
      sample.as === 'anonymous',
      `${id}: public endpoints are called anonymously, the others as a user`,
    ).toBe(!endpoint.auth);
    // A fresh app per row: no row sees another's changes.
    const app = createTestApp({ now: createTestClock().now, dataDir });
    try {
      const token = sample.as === 'anonymous' ? undefined : await login(app, DEMO_USERS[sample.as].phone);
      const prepared = sample.prepare ? await sample.prepare({ app, token }) : '';
      const { url, payload } = toRequest(
        endpoint,
        typeof sample.call === 'function' ? sample.call(prepared) : sample.call,
      );
      const response = await call(app, endpoint.method, url, { token, payload });
      // Asserts one of the endpoint's success statuses, then parses with its response schema.
      readResponse(id, response);
    } finally {
      await app.close();
    }
  });
});

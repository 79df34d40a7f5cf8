import type { Catalogue, EndpointId } from '@portal/contracts/catalogue';
import {
  AGENCY_SERVICES,
  DEFAULT_LOCALE,
  LOCALES,
  POLICY_SERVICES,
  type Service,
} from '@portal/contracts/constants';
import { endorsementLinkFor } from '@portal/contracts/endorsement-table';
import { AgencyProductCode } from '@portal/contracts/entities/agency';
import type { CallInput } from './broker.ts';

/** Catalogue ids by what they do at the broker (the catalogue's `effect`). */
export type ReadEndpointId = {
  [K in EndpointId]: Catalogue[K]['effect'] extends 'read' ? K : never;
}[EndpointId];
export type WriteEndpointId = Exclude<EndpointId, ReadEndpointId>;

interface PolicyFact {
  internal_id: string;
  application_no: string;
  product_key: string;
  partner: string;
  is_family: boolean;
}

/** What earlier answers named, for the calls that need an id. Read leniently: a drifted answer still names ids. */
export interface Facts {
  services: Service[] | null;
  userId: string | null;
  operationId: string | null;
  policies: PolicyFact[];
  benefits: { application_no: string; benefit_id: string; is_family: boolean }[];
  claims: string[];
  agencyPolicies: { reference_id: string; package_code: string; product_key: string; provider: string }[];
  agencyBenefits: { internal_id: string; benefit_id: string }[];
  tagCities: string[];
  districts: string[];
  provinces: string[];
  cities: string[];
  brands: string[];
  serviceCentres: string[];
}

export function emptyFacts(): Facts {
  return {
    services: null,
    userId: null,
    operationId: null,
    policies: [],
    benefits: [],
    claims: [],
    agencyPolicies: [],
    agencyBenefits: [],
    tagCities: [],
    districts: [],
    provinces: [],
    cities: [],
    brands: [],
    serviceCentres: [],
  };
}

/** The calls to make, or why the endpoint cannot be reached from this account. */
export type StepPlan = { inputs: CallInput[] } | { notReached: string };

export interface ProbeStep {
  /** Services (spec §6) whose screens make this call; absent: any account, or none. */
  roles?: readonly Service[];
  plan: (facts: Facts, maxDetails: number) => StepPlan;
  /** Takes what the answer names for later steps. */
  learn?: (body: unknown, input: CallInput, facts: Facts) => void;
}

type Json = Record<string, unknown>;

function records(value: unknown): Json[] {
  return Array.isArray(value)
    ? value.filter((item): item is Json => typeof item === 'object' && item !== null)
    : [];
}
function dataOf(body: unknown): Json[] {
  return typeof body === 'object' && body !== null ? records((body as Json).data) : [];
}
function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}
function at(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Json)[key];
  }
  return current;
}
function addUnique(list: string[], ...values: (string | null)[]): void {
  for (const value of values) if (value !== null && !list.includes(value)) list.push(value);
}

const once: StepPlan = { inputs: [{}] };
const never = (reason: string) => (): StepPlan => ({ notReached: reason });

/** One call per item an earlier answer named, at most `maxDetails` of them. */
function each<T>(items: readonly T[], whenNone: string, toInput: (item: T) => CallInput) {
  return (maxDetails: number): StepPlan =>
    items.length === 0 ? { notReached: whenNone } : { inputs: items.slice(0, maxDetails).map(toInput) };
}

export function learnServices(profile: unknown, facts: Facts): void {
  const services = at(profile, 'services');
  if (Array.isArray(services)) facts.services = services.filter((s): s is Service => typeof s === 'string');
  facts.userId ??= text(at(profile, 'id'));
}

const NO_POLICY = 'the policy list named no policy';
const NO_BENEFIT = 'no benefits call named a benefit';
const NO_CLAIM = 'the claim list named no claim';
const NO_AGENCY_POLICY = 'the agency policy list named no policy';
const policyQuery = (policy: PolicyFact): CallInput => ({ query: { er: 1, id: policy.internal_id } });
const benefitsQuery = (policy: PolicyFact): CallInput => ({
  query: { application_no: policy.application_no },
});
const learnBenefits = (body: unknown, input: CallInput, facts: Facts) => {
  const application_no = String(input.query?.application_no);
  const policy = facts.policies.find((item) => item.application_no === application_no);
  for (const benefit of records(at(body, 'benefit_list_data'))) {
    const benefit_id = text(benefit.benefit_id);
    if (benefit_id && !facts.benefits.some((item) => item.benefit_id === benefit_id)) {
      facts.benefits.push({ application_no, benefit_id, is_family: policy?.is_family ?? false });
    }
  }
};
/** The first policies of the list, with a family policy among them when there is one (its benefits open the family calls). */
function withFamilyPolicy(policies: readonly PolicyFact[], max: number): PolicyFact[] {
  const family = policies.find((policy) => policy.is_family);
  const first = policies.slice(0, max);
  if (!family || first.includes(family)) return first;
  return [...first.slice(0, Math.max(0, max - 1)), family];
}
const benefitsStep: ProbeStep = {
  roles: POLICY_SERVICES,
  plan: (facts, max) => each(withFamilyPolicy(facts.policies, max), NO_POLICY, benefitsQuery)(max),
  learn: learnBenefits,
};
/** The checking POSTs that take a policy's application number and one of its benefits. */
const benefitBodyStep: ProbeStep = {
  roles: POLICY_SERVICES,
  plan: (facts, max) =>
    each(facts.benefits, NO_BENEFIT, ({ application_no, benefit_id }) => ({
      body: { application_no, benefit_id },
    }))(max),
};
/** Policies of the list whose endorsement page opens with this detail call (the partner endorsement table). */
function endorsementDetailStep(detail: string): ProbeStep {
  return {
    roles: POLICY_SERVICES,
    plan: (facts, max) =>
      each(
        facts.policies.filter((policy) => endorsementLinkFor(policy)?.row.detail === detail),
        'the policy list named no policy whose endorsement page opens with this call',
        (policy) => ({ params: { id: policy.internal_id } }),
      )(max),
  };
}
type CodeList = 'tagCities' | 'districts' | 'provinces' | 'cities' | 'brands' | 'serviceCentres';
/** The reference-data cascades: one call per code the previous list named, as the query parameter `param`. */
function byCode(list: CodeList, param: string, whenNone: string): ProbeStep['plan'] {
  return (facts, max) => each(facts[list], whenNone, (code) => ({ query: { [param]: code } }))(max);
}
const byClaim = (facts: Facts, max: number) =>
  each(facts.claims, NO_CLAIM, (claim_id) => ({ query: { entity_ref_id: claim_id } }))(max);
const ORDER_FROM_PARTNER = 'needs an order id from the ride-hailing partner app; no list names one';

/**
 * Every read-only call of the catalogue, in the order the probe makes them: the account, reference data, the
 * lists, then the details of what the lists named. The type makes a new read endpoint a compile error here.
 */
export const READ_STEPS = {
  verifySession: {
    plan: () => once,
    learn: (body, _input, facts) => learnServices(at(body, 'profile'), facts),
  },
  userProfile: { plan: () => once },
  userDetails: { plan: () => once },
  userLocations: { plan: () => once },
  documents: { plan: () => once },
  bankAccounts: { plan: () => once },
  masterDataBanks: { plan: () => once },
  appPre: { plan: () => once },
  // spec §4: the base language ships with the portal and is never fetched
  languageMessages: {
    plan: () => ({
      inputs: LOCALES.filter((id) => id !== DEFAULT_LOCALE).map((id) => ({ params: { id } })),
    }),
  },
  // made during an OTP login, between the send and the verify, while the operation is open
  checkWhatsappStatus: {
    plan: (facts) =>
      facts.operationId
        ? { inputs: [{ query: { operation_id: facts.operationId } }] }
        : { notReached: 'needs the operation id of an OTP send; signed in with a token, there is none' },
  },
  bikeBrandList: { plan: () => once },
  bikeModelList: { plan: () => once },
  nationalityData: { plan: () => once },
  cityData: {
    plan: () => once,
    learn: (body, _input, facts) =>
      addUnique(facts.tagCities, ...dataOf(body).map((city) => text(city.code))),
  },
  provinceDetails: { plan: () => once },
  provinceList: {
    plan: () => once,
    learn: (body, _input, facts) => addUnique(facts.provinces, ...dataOf(body).map((p) => text(p.code))),
  },
  getBankList: { plan: () => once },
  brandList: {
    plan: () => once,
    learn: (body, _input, facts) => addUnique(facts.brands, ...dataOf(body).map((brand) => text(brand.code))),
  },
  getDiagnosticList: { plan: () => once },
  policyList: {
    roles: POLICY_SERVICES,
    plan: () => once,
    learn: (body, _input, facts) => {
      for (const card of dataOf(body)) {
        const internal_id = text(card.internal_id);
        const application_no = text(card.application_no);
        if (!internal_id || !application_no) continue;
        facts.policies.push({
          internal_id,
          application_no,
          product_key: text(card.product_key) ?? '',
          partner: text(card.partner) ?? '',
          is_family: at(card, 'request', 'is_family') === true,
        });
      }
    },
  },
  claimList: {
    roles: POLICY_SERVICES,
    plan: () => once,
    learn: (body, _input, facts) => addUnique(facts.claims, ...dataOf(body).map((c) => text(c.claim_id))),
  },
  agencyPolicyList: {
    roles: AGENCY_SERVICES,
    plan: () => ({ inputs: AgencyProductCode.options.map((product_code) => ({ query: { product_code } })) }),
    learn: (body, _input, facts) => {
      for (const policy of dataOf(body)) {
        const reference_id = text(policy.reference_id);
        if (!reference_id) continue;
        facts.agencyPolicies.push({
          reference_id,
          package_code: text(at(policy, 'provider_package', 'package', 'code')) ?? '',
          product_key: text(at(policy, 'provider_package', 'package', 'product', 'code')) ?? '',
          provider: text(at(policy, 'provider_package', 'provider', 'code')) ?? '',
        });
      }
    },
  },
  agencyClaimList: { roles: AGENCY_SERVICES, plan: () => once },
  policyDetails: {
    roles: POLICY_SERVICES,
    plan: (facts, max) => each(facts.policies, NO_POLICY, policyQuery)(max),
  },
  claimBenefitsV4: benefitsStep,
  claimBenefitsV1: benefitsStep,
  claimBenefitsV3: benefitsStep,
  claimBenefitsV5: benefitsStep,
  claimForm: {
    roles: POLICY_SERVICES,
    plan: (facts, max) => each(facts.benefits, NO_BENEFIT, (b) => ({ params: { id: b.benefit_id } }))(max),
  },
  validateClaim: benefitBodyStep,
  getQuestions: benefitBodyStep,
  eligibleUsers: {
    roles: POLICY_SERVICES,
    plan: (facts, max) =>
      each(
        facts.benefits.filter((benefit) => benefit.is_family),
        'no benefit of a family policy was named',
        ({ application_no, benefit_id }) => ({ query: { application_no, benefit_id } }),
      )(max),
  },
  userFamilyClaims: {
    roles: POLICY_SERVICES,
    plan: (facts, max) =>
      each(
        facts.policies.filter((policy) => policy.is_family),
        'the policy list named no family policy',
        (policy) => ({ query: { application_no: policy.application_no } }),
      )(max),
  },
  claimDetails: {
    roles: POLICY_SERVICES,
    plan: (facts, max) => each(facts.claims, NO_CLAIM, (claim_id) => ({ query: { claim_id } }))(max),
  },
  comments: { roles: POLICY_SERVICES, plan: byClaim },
  allSolvedTickets: { roles: POLICY_SERVICES, plan: byClaim },
  endorsePolicyDetails: endorsementDetailStep('endorsePolicyDetails'),
  vehicleDetails: endorsementDetailStep('vehicleDetails'),
  fullGadgetDetails: endorsementDetailStep('fullGadgetDetails'),
  hospitalCashPlanDetails: endorsementDetailStep('hospitalCashPlanDetails'),
  lazadaCrackScreenDetails: endorsementDetailStep('lazadaCrackScreenDetails'),
  agencyPolicyDetails: {
    roles: AGENCY_SERVICES,
    plan: (facts, max) =>
      each(facts.agencyPolicies, NO_AGENCY_POLICY, (p) => ({ query: { er: 1, id: p.reference_id } }))(max),
  },
  agencyBenefitList: {
    roles: AGENCY_SERVICES,
    plan: (facts, max) =>
      each(facts.agencyPolicies, NO_AGENCY_POLICY, (p) => ({
        query: { package_code: p.package_code, product_key: p.product_key, insurance_provider: p.provider },
      }))(max),
    learn: (body, input, facts) => {
      const policy = facts.agencyPolicies.find((p) => p.package_code === input.query?.package_code);
      if (!policy) return;
      for (const benefit of records(at(body, 'benefit_list_data'))) {
        const benefit_id = text(benefit.benefit_id);
        if (benefit_id) facts.agencyBenefits.push({ internal_id: policy.reference_id, benefit_id });
      }
    },
  },
  agencyValidateClaim: {
    roles: AGENCY_SERVICES,
    plan: (facts, max) =>
      each(facts.agencyBenefits, 'no agency benefit list named a benefit', (b) => ({ query: b }))(max),
  },
  districtData: {
    plan: byCode('tagCities', 'city_code', 'the city list named no city'),
    learn: (body, _input, facts) => addUnique(facts.districts, ...dataOf(body).map((d) => text(d.code))),
  },
  townData: {
    plan: byCode('districts', 'district_code', 'no district list named a district'),
  },
  cities: {
    plan: byCode('provinces', 'province_code', 'the province list named no province'),
    learn: (body, _input, facts) => addUnique(facts.cities, ...dataOf(body).map((city) => text(city.code))),
  },
  postalCodes: {
    plan: byCode('cities', 'city_code', 'no city list named a city'),
  },
  listServiceCenter: {
    plan: byCode('brands', 'brand_code', 'the brand list named no brand'),
    learn: (body, _input, facts) =>
      addUnique(facts.serviceCentres, ...dataOf(body).map((centre) => text(centre.value))),
  },
  serviceBranchList: {
    plan: byCode('serviceCentres', 'service_center', 'no service-centre list named a centre'),
  },
  aggregatePolicyDetails: {
    plan: never('needs an aggregate id, which only a partner link names; no list gives one'),
  },
  tokenPolicyDetails: { plan: never('needs a tokenised endorsement link (or its OTP authorization)') },
  imageVerificationStatus: {
    plan: never('needs the request id of an image check, which only extract-info (a write) opens'),
  },
  feedbackForm: { plan: never('needs the feedback link the broker sends after a claim closes') },
  gojekPassengerBenefits: { plan: never(ORDER_FROM_PARTNER) },
  gojekPassengerValidateClaim: { plan: never(ORDER_FROM_PARTNER) },
  goDriverBenefits: { plan: never(ORDER_FROM_PARTNER) },
  goDriverValidateClaim: { plan: never(ORDER_FROM_PARTNER) },
  goLifeBenefits: { plan: never(ORDER_FROM_PARTNER) },
} satisfies Record<ReadEndpointId, ProbeStep>;

const PROBE_MESSAGE = 'Contract probe: please ignore this message.';
/** The `source` of a claim the probe files, so the broker's back office can tell it from a customer's. */
const PROBE_CLAIM_SOURCE = 'contract-probe';

/**
 * The state-changing calls the probe knows an input for, made only when the operator names them
 * (`--allow-writes`), after every read. Logout, when allowed, goes last of all.
 */
export const WRITE_STEPS: Partial<Record<WriteEndpointId, ProbeStep>> = {
  addComments: {
    roles: POLICY_SERVICES,
    plan: (facts) =>
      each(facts.claims, NO_CLAIM, (entity_ref_id) => ({ body: { entity_ref_id, message: PROBE_MESSAGE } }))(
        1,
      ),
  },
  createClaim: {
    roles: POLICY_SERVICES,
    plan: (facts) =>
      facts.userId === null
        ? { notReached: 'the session named no user id to file the claim for' }
        : each(facts.benefits, NO_BENEFIT, ({ application_no, benefit_id }) => ({
            body: { application_no, benefit_id, source: PROBE_CLAIM_SOURCE, user_id: facts.userId },
          }))(1),
  },
  agencyCreateClaim: {
    roles: AGENCY_SERVICES,
    plan: (facts) =>
      facts.userId === null
        ? { notReached: 'the session named no user id to file the claim for' }
        : each(facts.agencyBenefits, 'no agency benefit list named a benefit', (benefit) => ({
            body: { ...benefit, source: PROBE_CLAIM_SOURCE, user_id: facts.userId },
          }))(1),
  },
  logout: { plan: () => once },
};

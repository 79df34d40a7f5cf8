import { diagnosesMatching } from '../store/claim-catalogue.ts';
import { SERVICE_CENTER_FORM_SLUG } from '../store/claim-forms.ts';
import { BANKS, childrenOf, CITIES, isKnownBank, PROVINCES } from '../store/reference-data.ts';
import {
  branchesOf,
  brandsFor,
  isBranchOf,
  isKnownServiceCentre,
  postalCodesOf,
  serviceCentresFor,
} from '../store/service-centres.ts';
import { badRequest, claimsVisibleTo, ownClaim } from '../claims/claim-access.ts';
import { claimFlowOf, saveFormValues } from '../claims/claim-lifecycle.ts';
import type { HandlerMap } from './handler.ts';
import { notFound } from '../http/mock-error.ts';

/** The name the bank has on record when the holder name does not match (bank-verification scenario). */
const OTHER_HOLDER = 'ANDI WIJAYA';

/** Payout: bank list and account verification, and the service-centre cascade of spec §2. */
export const payoutHandlers = {
  getBankList: () => ({ body: { data: [...BANKS] } }),

  verifyBankAccount: ({ body, auth, store }) => {
    if (!claimsVisibleTo(store, auth.user).some((record) => record.card.claim_no === body.claim_no)) {
      throw notFound();
    }
    if (!isKnownBank(body.bank_code)) throw badRequest('bank_unknown', 'Bank tidak dikenal');
    const given = body.account_holder_name.trim().toUpperCase();
    switch (store.claimFlow.bankVerificationScenarios.current()) {
      case 'success':
        return { body: { is_valid: true, account_holder_name: given } };
      case 'holder_name_mismatch':
        return {
          body: {
            is_valid: false,
            account_holder_name: given === OTHER_HOLDER ? 'SITI AMINAH' : OTHER_HOLDER,
          },
        };
      case 'account_not_found':
        return { body: { is_valid: false, account_holder_name: null } };
    }
  },

  provinceList: () => ({ body: { data: [...PROVINCES] } }),

  cities: ({ query }) => ({ body: { data: childrenOf(CITIES, query.province_code) } }),

  postalCodes: ({ query }) => ({ body: { data: postalCodesOf(query.city_code) } }),

  brandList: ({ query }) => ({ body: { data: brandsFor(query.category) } }),

  listServiceCenter: ({ query }) => ({ body: { data: serviceCentresFor(query) } }),

  serviceBranchList: ({ query }) => ({ body: { data: branchesOf(query.service_center, query.city_code) } }),

  selectServiceCenter: ({ body, auth, store, now }) => {
    const record = ownClaim(store, auth.user, body.claim_id);
    if (!claimFlowOf(store, record).payment_forms.some((form) => form.slug === SERVICE_CENTER_FORM_SLUG)) {
      throw badRequest('service_center_not_offered', 'Klaim ini tidak dibayarkan melalui service center');
    }
    if (!isKnownServiceCentre(body.service_center)) {
      throw badRequest('service_center_unknown', 'Service center tidak ditemukan');
    }
    if (!isBranchOf(body.service_center, body.branch_code)) {
      throw badRequest('branch_unknown', 'Cabang service center tidak ditemukan');
    }
    saveFormValues(
      store,
      record,
      {
        form_slug: SERVICE_CENTER_FORM_SLUG,
        attributes: [
          { name: 'service_center', value: body.service_center },
          { name: 'branch_code', value: body.branch_code },
        ],
      },
      'payment',
      now,
    );
    return { body: { result: true } };
  },

  getDiagnosticList: ({ query }) => ({ body: { data: diagnosesMatching(query.search) } }),
} satisfies HandlerMap;

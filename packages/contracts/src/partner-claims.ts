import type { EndpointId } from './catalogue.ts';
import type { PartnerClaimProduct } from './constants.ts';

/** A partner claim product's broker calls (spec §7 "Ride-hailing and life"). */
export interface PartnerClaimCalls {
  createOrder: EndpointId;
  benefits: EndpointId;
  /** Products without a validate-claim call go straight to create-claim. */
  validate: EndpointId | null;
  create: EndpointId;
}

/** One partner claim product: what the gateway calls for it and how the pages file it. */
export interface PartnerClaimProductRow {
  key: PartnerClaimProduct;
  calls: PartnerClaimCalls;
  /**
   * Whether its claim is completed in the flow (`/{product}/claim-form`). GoLife has no such page in spec §2: its
   * documents follow from the claim detail.
   */
  hasClaimForm: boolean;
}

/**
 * The partner claim products of spec §2 and §7 as data (habit 12), read by the gateway (the calls) and the web
 * app (the pages under `/{product}/…`). Adding a product is a row here and its key in PARTNER_CLAIM_PRODUCTS;
 * its names and texts are messages of the web app (they ship per language with the partner pages). The calls
 * keep their literal ids, so each answer is typed by its endpoint.
 */
export const PARTNER_CLAIM_TABLE = {
  'gojek-passenger': {
    key: 'gojek-passenger',
    calls: {
      createOrder: 'gojekPassengerCreateOrder',
      benefits: 'gojekPassengerBenefits',
      validate: 'gojekPassengerValidateClaim',
      create: 'gojekPassengerCreateClaim',
    },
    hasClaimForm: true,
  },
  'go-driver': {
    key: 'go-driver',
    calls: {
      createOrder: 'goDriverCreateOrder',
      benefits: 'goDriverBenefits',
      validate: 'goDriverValidateClaim',
      create: 'goDriverCreateClaim',
    },
    hasClaimForm: true,
  },
  'go-life': {
    key: 'go-life',
    calls: {
      createOrder: 'goLifeCreateOrder',
      benefits: 'goLifeBenefits',
      validate: null,
      create: 'goLifeCreateClaim',
    },
    hasClaimForm: false,
  },
} as const satisfies { readonly [K in PartnerClaimProduct]: PartnerClaimProductRow & { key: K } };

import type { EndpointDefinition } from './endpoint.ts';
import { authEndpoints } from './catalogue/auth.ts';
import { policyEndpoints } from './catalogue/policies.ts';
import { agencyEndpoints } from './catalogue/agency.ts';
import { claimEndpoints } from './catalogue/claims.ts';
import { commentEndpoints } from './catalogue/comments.ts';
import { rideHailingEndpoints } from './catalogue/ride-hailing.ts';
import { userEndpoints } from './catalogue/user.ts';
import { endorsementEndpoints } from './catalogue/endorsements.ts';
import { feedbackEndpoints } from './catalogue/feedback.ts';

/**
 * Every call of spec §7, declared once. The mock registers its routes from this and the gateway's
 * upstream client calls through it.
 */
export const catalogue = {
  ...authEndpoints,
  ...policyEndpoints,
  ...agencyEndpoints,
  ...claimEndpoints,
  ...commentEndpoints,
  ...rideHailingEndpoints,
  ...userEndpoints,
  ...endorsementEndpoints,
  ...feedbackEndpoints,
} satisfies Record<string, EndpointDefinition>;

export type Catalogue = typeof catalogue;
export type EndpointId = keyof Catalogue;

export const allEndpoints: readonly EndpointDefinition[] = Object.values(catalogue);

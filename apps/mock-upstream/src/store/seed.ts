import { seedAgencyPolicies } from './seed-agency.ts';
import { seedClaims } from './seed-claims.ts';
import { seedAppConfigs, seedLanguageMessages } from './seed-config.ts';
import { seedEndorsementPolicies } from './seed-endorsement-policies.ts';
import { seedPolicies } from './seed-policies.ts';
import { DEMO_USERS, SSO_DEMO_TOKEN, SSO_PARTNER_TOKEN, seedUsers } from './seed-users.ts';
import type { SeedData } from './types.ts';

/**
 * The state the mock starts from and returns to on `POST /__admin/reset`. Deterministic: fixed ids and
 * dates, no randomness, fresh objects on every call so a reset never sees earlier mutations.
 */
export function createSeed(): SeedData {
  const policies = [...seedPolicies(), ...seedEndorsementPolicies()];
  return {
    users: seedUsers(),
    policies,
    claims: seedClaims(policies),
    agencyPolicies: seedAgencyPolicies(),
    ssoAccessTokens: { [SSO_DEMO_TOKEN]: DEMO_USERS.putri.id, [SSO_PARTNER_TOKEN]: DEMO_USERS.siti.id },
    appConfigs: seedAppConfigs(),
    languageMessages: seedLanguageMessages(),
  };
}

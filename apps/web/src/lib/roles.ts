import { AGENCY_SERVICES, POLICY_SERVICES, type Service } from '@portal/contracts/constants';
import type { ListSource } from './search-params.ts';

/** Spec §6: b2b2c_user and tapinsurance_user get the policy and claim lists. */
export function hasPolicyRole(services: readonly Service[]): boolean {
  return services.some((service) => POLICY_SERVICES.includes(service));
}

/** Spec §6: agency_agent and agency_customer get the agency policy and agency claim lists. */
export function hasAgencyRole(services: readonly Service[]): boolean {
  return services.some((service) => AGENCY_SERVICES.includes(service));
}

/** An agency user without a policyholder's role: their login, lists and claim pages are the agency's. */
export function isAgencyOnly(services: readonly Service[]): boolean {
  return hasAgencyRole(services) && !hasPolicyRole(services);
}

/**
 * The lists of `/` a user may open, in navigation order. A user with no known role still gets the policy
 * lists: they are what every policyholder has, and they simply come back empty.
 */
export function listSourcesFor(services: readonly Service[]): ListSource[] {
  const sources: ListSource[] = [];
  if (hasPolicyRole(services) || !hasAgencyRole(services)) sources.push('polis', 'claim');
  if (hasAgencyRole(services)) sources.push('agency-policy', 'agency-claim');
  return sources;
}

/** Where `/` opens for this user when the asked-for list is not theirs. */
export function homeSourceFor(services: readonly Service[]): ListSource {
  return listSourcesFor(services)[0] ?? 'polis';
}

/**
 * A path of the policyholder's pages as an agency-only user has it. The claim pages are shared, and their back
 * targets and "back to the list" links name the policyholder's claim list and policy detail: an agent's are the
 * agency claim list and the agency policy detail (the policyholder's would be another role's list, or not found).
 */
export function pathForRole(path: string, services: readonly Service[]): string {
  return !isAgencyOnly(services)
    ? path
    : path.replace(/^\/(\?source=)?(?=claim$|policydetail\/)/, (_, search?: string) =>
        search ? '/?source=agency-' : '/agency/',
      );
}

import type { PolicyCard } from '@portal/contracts/entities/policy';

/** Spec §4: a policy is active when its coverage status is active; otherwise it shows as expired. */
export function isPolicyActive(policy: Pick<PolicyCard, 'coverage_status'>): boolean {
  return policy.coverage_status === 'ACTIVE';
}

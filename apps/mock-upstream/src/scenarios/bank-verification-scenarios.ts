/**
 * What the bank answers to verify-bank-account; QA sets it with `PUT /__admin/scenarios/bank-verification`.
 * success: the account exists under the given holder name; holder_name_mismatch: it exists under another
 * name; account_not_found: the bank knows no such account.
 */
export const BANK_VERIFICATION_SCENARIOS = ['success', 'holder_name_mismatch', 'account_not_found'] as const;
export type BankVerificationScenario = (typeof BANK_VERIFICATION_SCENARIOS)[number];

export interface BankVerificationScenarioSnapshot {
  scenario: BankVerificationScenario;
}

export class BankVerificationScenarios {
  private scenario: BankVerificationScenario = 'success';

  reset(): void {
    this.scenario = 'success';
  }

  set(scenario: BankVerificationScenario): void {
    this.scenario = scenario;
  }

  current(): BankVerificationScenario {
    return this.scenario;
  }

  snapshot(): BankVerificationScenarioSnapshot {
    return { scenario: this.scenario };
  }
}

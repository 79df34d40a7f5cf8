import { RESERVED_PHONES } from '../store/seed-users.ts';

/** What the SMS/WhatsApp side does for a phone; QA sets it with `PUT /__admin/scenarios/otp`. */
export const OTP_SCENARIOS = ['normal', 'send_fails', 'verify_fails', 'whatsapp_unreachable'] as const;
export type OtpScenario = (typeof OTP_SCENARIOS)[number];

/** The reserved phones are ordinary per-phone scenarios that a reset puts back. */
const RESERVED: ReadonlyMap<string, OtpScenario> = new Map([
  [RESERVED_PHONES.sendFails, 'send_fails'],
  [RESERVED_PHONES.verifyFails, 'verify_fails'],
  [RESERVED_PHONES.whatsappUnreachable, 'whatsapp_unreachable'],
]);

export interface OtpScenarioSnapshot {
  /** Applies to every phone without its own entry. */
  everyPhone: OtpScenario;
  phones: Record<string, OtpScenario>;
}

export class OtpScenarios {
  private everyPhone: OtpScenario = 'normal';
  private readonly byPhone = new Map<string, OtpScenario>(RESERVED);

  reset(): void {
    this.everyPhone = 'normal';
    this.byPhone.clear();
    for (const [phone, scenario] of RESERVED) this.byPhone.set(phone, scenario);
  }

  /**
   * Without a phone, sets the scenario of every phone that has none of its own. A phone set to 'normal' keeps
   * that entry, so it works even while every other phone fails (and a reserved phone can be made normal).
   */
  set(scenario: OtpScenario, phone?: string): void {
    if (phone === undefined) this.everyPhone = scenario;
    else this.byPhone.set(phone, scenario);
  }

  /** Back to the reserved phones, then the snapshot over them (a hand-written one need not list them). */
  restore(snapshot: OtpScenarioSnapshot): void {
    this.reset();
    this.everyPhone = snapshot.everyPhone;
    for (const [phone, scenario] of Object.entries(snapshot.phones)) this.byPhone.set(phone, scenario);
  }

  forPhone(phone: string): OtpScenario {
    return this.byPhone.get(phone) ?? this.everyPhone;
  }

  snapshot(): OtpScenarioSnapshot {
    return { everyPhone: this.everyPhone, phones: Object.fromEntries(this.byPhone) };
  }
}

/**
 * Gateway budgets for test stacks that log the demo users in many times: limits no test of another subject
 * reaches. The budgets' own tests (auth-security, the browser suite's login-limits) run on the real defaults.
 * Shared by the gateway's tests and the browser suite's gateways; plain values, so either runner can load it.
 */
export const GENEROUS_LIMITS = {
  RATE_LIMIT_PER_MINUTE: '100000',
  OTP_RATE_LIMIT_PER_MINUTE: '100000',
  OTP_PHONE_SENDS_PER_10_MIN: '100000',
  OTP_PHONE_SENDS_PER_DAY: '100000',
  OTP_VERIFY_MAX_FAILURES: '100000',
  OTP_VERIFY_MAX_FAILURES_PER_DAY: '100000',
} as const;

import { expect } from 'vitest';
import { sentCode } from './stack.ts';
import type { createTrpcHttp } from './trpc-http.ts';

/**
 * A completed phone change of `client`'s user through the gateway (spec §4): a code to the new number, read
 * from the mock's QA controls, confirms it. Answers the `user.updatePhone` result.
 */
export async function changePhone(
  client: ReturnType<typeof createTrpcHttp>,
  mockUrl: string,
  to = { countryCode: '62', phone: '81299990077' },
) {
  const sent = await client.mutate('user.sendPhoneOtp', { ...to, medium: 'sms', languageCode: 'id' });
  expect(sent.status, JSON.stringify(sent.error)).toBe(200);
  const { operationId, phone } = sent.data as { operationId: string; phone: string };
  return client.mutate('user.updatePhone', { ...to, operationId, otp: await sentCode(mockUrl, phone) });
}

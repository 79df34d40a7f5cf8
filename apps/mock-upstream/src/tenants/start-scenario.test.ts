import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError } from '../testing/harness.ts';

const CLAIM_LIST = '/api/v1/claim/list/?filter=all&offset=0&limit=10';
const POLICY_LIST = '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10';

describe('MOCK_SCENARIO: the default tenant starts from a scenario file', () => {
  it('answers calls without a tenant header as the scenario says, and names it as the origin', async () => {
    const app = createTestApp({ scenario: 'claims-service-down' });
    try {
      const token = await login(app, DEMO_USERS.budi.phone);
      expect(readError(await call(app, 'GET', CLAIM_LIST, { token }), 503));
      expect((await call(app, 'GET', POLICY_LIST, { token })).statusCode).toBe(200);
      const state = (await call(app, 'GET', '/__admin/state')).json() as { origin: unknown };
      expect(state.origin).toEqual({ scenario: 'claims-service-down' });
      // Other tenants start from the seed as usual.
      const elsewhere = await login(app, DEMO_USERS.budi.phone, 'other');
      expect((await call(app, 'GET', CLAIM_LIST, { token: elsewhere, tenant: 'other' })).statusCode).toBe(
        200,
      );
    } finally {
      await app.close();
    }
  });

  it('stops the start with one readable line when the file is unknown', async () => {
    const app = createTestApp({ scenario: 'no-such-scenario' });
    await expect(app.ready()).rejects.toThrow(
      /^MOCK_SCENARIO=no-such-scenario: No scenario file "no-such-scenario" in .*; known scenarios: .*slow-broker/,
    );
    await app.close().catch(() => undefined);
  });
});

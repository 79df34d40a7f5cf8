import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, createTestClock, login, readError, readResponse } from '../testing/harness.ts';

const POLICY_LIST = '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10';
const CLAIM_LIST = '/api/v1/claim/list/?filter=all&offset=0&limit=10';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('tenants (X-Mock-Tenant)', () => {
  let app: FastifyInstance;
  let dataDir: string | undefined;
  afterEach(async () => {
    await app.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    dataDir = undefined;
  });

  it('keeps sessions, faults, switches, state and journal apart; no header is the default tenant', async () => {
    app = createTestApp();
    const inA = await login(app, DEMO_USERS.budi.phone, 'suite-a');
    const inB = await login(app, DEMO_USERS.budi.phone, 'suite-b');

    // A session belongs to the tenant that opened it.
    expect((await call(app, 'GET', POLICY_LIST, { token: inA, tenant: 'suite-a' })).statusCode).toBe(200);
    expect(readError(await call(app, 'GET', POLICY_LIST, { token: inA, tenant: 'suite-b' }), 401));
    expect(readError(await call(app, 'GET', POLICY_LIST, { token: inA }), 401));

    // A fault in one tenant leaves the others alone.
    const fault = await call(app, 'POST', '/__admin/faults', {
      tenant: 'suite-a',
      payload: { path: '/api/v1/claim/list/', status: 503 },
    });
    expect(fault.statusCode).toBe(201);
    expect((await call(app, 'GET', CLAIM_LIST, { token: inA, tenant: 'suite-a' })).statusCode).toBe(503);
    expect((await call(app, 'GET', CLAIM_LIST, { token: inB, tenant: 'suite-b' })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/__admin/faults', { tenant: 'suite-b' })).json()).toEqual({ faults: [] });

    // A change of state (a claim moved by the back office) is seen only where it was made.
    const moved = await call(app, 'POST', '/__admin/claims/clm_1101/transition', {
      tenant: 'suite-b',
      payload: { status_code: 'rejected' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const statusIn = async (tenant: string, token: string) =>
      readResponse('claimList', await call(app, 'GET', CLAIM_LIST, { token, tenant })).data.find(
        (card) => card.claim_id === 'clm_1101',
      )?.status_code;
    await call(app, 'DELETE', '/__admin/faults', { tenant: 'suite-a' });
    expect(await statusIn('suite-b', inB)).toBe('rejected');
    expect(await statusIn('suite-a', inA)).not.toBe('rejected');

    // Switches too.
    await call(app, 'PUT', '/__admin/scenarios/ocr', {
      tenant: 'suite-a',
      payload: { scenario: 'mismatch' },
    });
    const scenarios = async (tenant?: string) =>
      (
        (await call(app, 'GET', '/__admin/scenarios', tenant === undefined ? {} : { tenant })).json() as {
          ocr: { scenario: string };
        }
      ).ocr.scenario;
    expect(await scenarios('suite-a')).toBe('mismatch');
    expect(await scenarios('suite-b')).toBe('success');
    expect(await scenarios()).toBe('success');

    // The journal of each tenant holds its own calls only.
    const journal = async (tenant?: string) =>
      (
        (
          await call(app, 'GET', '/__admin/journal?limit=1000', tenant === undefined ? {} : { tenant })
        ).json() as {
          total: number;
        }
      ).total;
    expect(await journal('suite-a')).toBe(5);
    expect(await journal('suite-b')).toBe(5);
    expect(await journal()).toBe(1);

    // The OTP QA read is per tenant as well.
    expect(
      (await call(app, 'GET', `/__admin/otp/${DEMO_USERS.budi.phone}`, { tenant: 'suite-a' })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', `/__admin/otp/${DEMO_USERS.budi.phone}`)).statusCode).toBe(404);
  });

  it('refuses a malformed name with 400 invalid_tenant, on broker and admin calls', async () => {
    app = createTestApp();
    for (const bad of ['Suite', 'a'.repeat(41), 'x_y', '']) {
      expect(readError(await call(app, 'GET', '/api/v1/app/pre/', { tenant: bad }), 400).code).toBe(
        'invalid_tenant',
      );
      expect(readError(await call(app, 'GET', '/__admin/state', { tenant: bad }), 400).code).toBe(
        'invalid_tenant',
      );
    }
  });

  it('creates, lists, resets and ends tenants through /__admin/tenants', async () => {
    app = createTestApp();
    const created = await call(app, 'PUT', '/__admin/tenants/empty-one', { payload: { seed: 'empty' } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ name: 'empty-one', origin: { seed: 'empty' } });
    const token = await login(app, DEMO_USERS.budi.phone, 'empty-one');
    const policies = await call(app, 'GET', POLICY_LIST, { token, tenant: 'empty-one' });
    expect(readResponse('policyList', policies).data).toEqual([]);

    // Named again: reset to the seed it names, which also ends its sessions.
    const again = await call(app, 'PUT', '/__admin/tenants/empty-one', { payload: { seed: 'default' } });
    expect(again.statusCode).toBe(200);
    expect(readError(await call(app, 'GET', POLICY_LIST, { token, tenant: 'empty-one' }), 401));

    const listed = (await call(app, 'GET', '/__admin/tenants')).json() as {
      limit: number;
      tenants: { name: string; idleEndsAt: string | null }[];
    };
    expect(listed.tenants.map((tenant) => tenant.name).sort()).toEqual(['default', 'empty-one']);
    expect(listed.tenants.find((tenant) => tenant.name === 'default')?.idleEndsAt).toBeNull();

    expect((await call(app, 'DELETE', '/__admin/tenants/empty-one')).statusCode).toBe(204);
    expect((await call(app, 'GET', '/__admin/tenants/empty-one')).statusCode).toBe(404);
    expect((await call(app, 'DELETE', '/__admin/tenants/empty-one')).statusCode).toBe(404);
    expect(readError(await call(app, 'PUT', '/__admin/tenants/Bad_Name'), 400).code).toBe('invalid_request');
  });

  it('resets only the caller’s tenant', async () => {
    app = createTestApp();
    const inA = await login(app, DEMO_USERS.budi.phone, 'a');
    const inDefault = await login(app, DEMO_USERS.budi.phone);
    expect((await call(app, 'POST', '/__admin/reset', { tenant: 'a' })).statusCode).toBe(204);
    expect(readError(await call(app, 'GET', POLICY_LIST, { token: inA, tenant: 'a' }), 401));
    expect((await call(app, 'GET', POLICY_LIST, { token: inDefault })).statusCode).toBe(200);
  });

  it('ends idle tenants and caps how many live at once', async () => {
    const clock = createTestClock();
    app = createTestApp({ now: clock.now, tenantLimit: 3, tenantIdleMs: 60_000 });
    await call(app, 'GET', '/api/v1/app/pre/', { tenant: 'one' });
    await call(app, 'GET', '/api/v1/app/pre/', { tenant: 'two' });
    const full = await call(app, 'GET', '/api/v1/app/pre/', { tenant: 'three' });
    const refusal = readError(full, 429);
    expect(refusal.code).toBe('tenant_limit');
    expect(refusal.error).toMatch(/3 are alive/);

    // 'one' is used again; 'two' goes idle and is ended when room is needed.
    clock.advance(45_000);
    await call(app, 'GET', '/api/v1/app/pre/', { tenant: 'one' });
    clock.advance(30_000);
    expect((await call(app, 'GET', '/api/v1/app/pre/', { tenant: 'three' })).statusCode).toBe(200);
    const names = (
      (await call(app, 'GET', '/__admin/tenants')).json() as { tenants: { name: string }[] }
    ).tenants
      .map((tenant) => tenant.name)
      .sort();
    expect(names).toEqual(['default', 'one', 'three']);
  });

  it('stores a tenant’s uploads apart, reachable by its signed URL alone, and removes them when it ends', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mock-tenant-files-'));
    app = createTestApp({ dataDir });
    const token = await login(app, DEMO_USERS.budi.phone, 'uploads');
    const boundary = '----tenant-test';
    const fields = {
      file_name: 'a.jpg',
      content_type: 'image/jpeg',
      size: String(JPEG.length),
      extension: 'jpg',
    };
    const payload = Buffer.from(
      Object.entries(fields)
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`,
    );
    const signed = readResponse(
      'generateSignedUrl',
      await app.inject({
        method: 'POST',
        url: '/api/v1/file/generate-signed-url/',
        headers: {
          authorization: `Bearer ${token}`,
          'x-mock-tenant': 'uploads',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload,
      }),
    );
    expect(signed.signed_url).toMatch(/[?&]tenant=uploads(&|$)/);
    const path = (url: string) => url.slice(url.indexOf('/__storage/'));

    // A client PUTs to the signed URL as it is, without the header.
    const put = await app.inject({
      method: 'PUT',
      url: path(signed.signed_url),
      headers: { 'content-type': 'image/jpeg' },
      payload: JPEG,
    });
    expect(put.statusCode, put.body).toBe(200);
    const key = new URL(signed.gcp_url).pathname.replace('/__storage/', '');
    const onDisk = join(dataDir, 'tenants', 'uploads', 'storage', key);
    expect(existsSync(onDisk)).toBe(true);
    expect(existsSync(join(dataDir, 'storage', key))).toBe(false);

    const read = (tenant?: string) =>
      app.inject({
        method: 'GET',
        url: path(signed.gcp_url),
        headers: tenant ? { 'x-mock-tenant': tenant } : {},
      });
    expect((await read('uploads')).rawPayload).toEqual(JPEG);
    expect((await read()).statusCode).toBe(404);

    expect((await call(app, 'DELETE', '/__admin/tenants/uploads')).statusCode).toBe(204);
    expect(existsSync(onDisk)).toBe(false);
  });
});

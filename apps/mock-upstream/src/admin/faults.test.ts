import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, login, readError, readResponse } from '../testing/harness.ts';

const POLICY_LIST = '/api/v1/policy/policies/?offset=0&limit=10';
const APP_CONFIG = '/api/v1/app/pre/';

async function addFault(app: FastifyInstance, fault: Record<string, unknown>): Promise<string> {
  const response = await call(app, 'POST', '/__admin/faults', { payload: fault });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const statuses = async (app: FastifyInstance, url: string, count: number): Promise<number[]> => {
  const seen: number[] = [];
  for (let index = 0; index < count; index += 1) seen.push((await call(app, 'GET', url)).statusCode);
  return seen;
};

describe('fault injection (/__admin/faults)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers the given status and body on matching calls only, with the fault id in a header', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone);
    const id = await addFault(app, {
      method: 'get',
      path: '/api/v1/policy/*',
      status: 503,
      body: { error: 'Maintenance', code: 'maintenance' },
    });

    const faulted = await call(app, 'GET', POLICY_LIST, { token });
    expect(readError(faulted, 503)).toEqual({ error: 'Maintenance', code: 'maintenance' });
    expect(faulted.headers['x-mock-fault']).toBe(id);

    // Another path, and the admin API itself, are untouched.
    expect(
      (await call(app, 'GET', '/api/v1/claim/list/?filter=all&offset=0&limit=10', { token })).statusCode,
    ).toBe(200);
    expect((await call(app, 'GET', '/__admin/faults')).statusCode).toBe(200);
  });

  it('only matches the given method', async () => {
    app = createTestApp();
    await addFault(app, { method: 'POST', path: '/api/v1/app/pre/', status: 500 });
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(200);
  });

  it('sends the broker error body when only a status is given, and 500 when only a body is', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, status: 502, times: 1 });
    expect(readError(await call(app, 'GET', APP_CONFIG), 502)).toEqual({
      error: 'Injected fault',
      code: 'injected_fault',
    });
    await addFault(app, { path: APP_CONFIG, body: { message: 'boom' }, times: 1 });
    expect(readError(await call(app, 'GET', APP_CONFIG), 500)).toEqual({ message: 'boom' });
  });

  it('applies to the next N calls with times, then retires', async () => {
    app = createTestApp();
    const id = await addFault(app, { path: APP_CONFIG, status: 500, times: 2 });
    expect((await call(app, 'GET', '/__admin/faults')).json()).toMatchObject({
      faults: [{ id, remaining: 2, applied: 0 }],
    });
    expect(await statuses(app, APP_CONFIG, 3)).toEqual([500, 500, 200]);
    expect((await call(app, 'GET', '/__admin/faults')).json()).toEqual({ faults: [] });
  });

  it('fires on a repeatable share of calls with percentage', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, status: 500, percentage: 50 });
    const first = await statuses(app, APP_CONFIG, 40);
    const failures = first.filter((status) => status === 500).length;
    expect(failures).toBeGreaterThan(8);
    expect(failures).toBeLessThan(32);
    expect((await call(app, 'GET', '/__admin/faults')).json()).toMatchObject({
      faults: [{ matched: 40, applied: failures }],
    });

    // Same fault on a fresh mock: the same calls fail.
    await app.close();
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, status: 500, percentage: 50 });
    expect(await statuses(app, APP_CONFIG, 40)).toEqual(first);
  });

  it('never fires at 0 % and always at 100 %', async () => {
    app = createTestApp();
    const never = await addFault(app, { path: APP_CONFIG, status: 500, percentage: 0 });
    expect(await statuses(app, APP_CONFIG, 5)).toEqual([200, 200, 200, 200, 200]);
    await call(app, 'DELETE', `/__admin/faults/${never}`);
    await addFault(app, { path: APP_CONFIG, status: 500, percentage: 100 });
    expect(await statuses(app, APP_CONFIG, 5)).toEqual([500, 500, 500, 500, 500]);
  });

  it('adds latency and then answers normally when only delayMs is given', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, delayMs: 60 });
    const started = performance.now();
    const response = await call(app, 'GET', APP_CONFIG);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(readResponse('appPre', response).configs.length).toBeGreaterThan(0);
    expect(response.headers['x-mock-fault']).toBe('flt_1');
  });

  it('delays before a status fault too', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, delayMs: 40, status: 504 });
    const started = performance.now();
    readError(await call(app, 'GET', APP_CONFIG), 504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
  });

  it('drops the connection without an answer', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, dropConnection: true, times: 1 });
    await expect(call(app, 'GET', APP_CONFIG)).rejects.toThrow();
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(200);
  });

  it('drops a real socket: the HTTP client sees a network error', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, dropConnection: true, times: 1 });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    await expect(fetch(`${address}${APP_CONFIG}`)).rejects.toThrow(TypeError);
    expect((await fetch(`${address}${APP_CONFIG}`)).status).toBe(200);
  });

  it('matches paths by regular expression when the pattern starts with ^', async () => {
    app = createTestApp();
    await addFault(app, { path: '^/api/v1/app/pre/?$', status: 418 });
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(418);
  });

  it('matches any depth with **', async () => {
    app = createTestApp();
    await addFault(app, { path: '/api/**', status: 500 });
    expect((await call(app, 'GET', '/api/v1/language/en/messages/')).statusCode).toBe(500);
  });

  it('tries the newest fault first', async () => {
    app = createTestApp();
    await addFault(app, { path: '/api/**', status: 500 });
    await addFault(app, { path: APP_CONFIG, status: 429 });
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(429);
  });

  it('lists, removes one and removes all', async () => {
    app = createTestApp();
    const first = await addFault(app, { path: APP_CONFIG, status: 500 });
    const second = await addFault(app, { path: '/api/**', delayMs: 1 });
    const listed = (await call(app, 'GET', '/__admin/faults')).json() as { faults: { id: string }[] };
    expect(listed.faults.map((fault) => fault.id)).toEqual([second, first]);

    expect((await call(app, 'DELETE', `/__admin/faults/${first}`)).statusCode).toBe(204);
    expect(readError(await call(app, 'DELETE', `/__admin/faults/${first}`), 404).code).toBe('not_found');
    expect((await call(app, 'DELETE', '/__admin/faults')).statusCode).toBe(204);
    expect((await call(app, 'GET', '/__admin/faults')).json()).toEqual({ faults: [] });
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(200);
  });

  it('refuses a fault that does nothing, a bad pattern, a bad status or an unknown field', async () => {
    app = createTestApp();
    for (const payload of [
      { path: APP_CONFIG },
      { path: '^(unclosed', status: 500 },
      { path: APP_CONFIG, status: 99 },
      { path: APP_CONFIG, status: 500, percentage: 101 },
      { path: APP_CONFIG, status: 500, method: 'FETCH' },
      { path: APP_CONFIG, status: 500, delay: 10 },
    ]) {
      const error = readError(await call(app, 'POST', '/__admin/faults', { payload }), 400);
      expect(error.code, JSON.stringify(payload)).toBe('invalid_request');
    }
  });

  it('is cleared by a reset', async () => {
    app = createTestApp();
    await addFault(app, { path: APP_CONFIG, status: 500 });
    await call(app, 'POST', '/__admin/reset');
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(200);
    // Numbering starts over, so fault ids (and default percentage seeds) repeat from run to run.
    expect(await addFault(app, { path: APP_CONFIG, status: 500 })).toBe('flt_1');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, createTestClock, login, readError, readResponse } from '../testing/harness.ts';
import { compilePathPattern } from './path-pattern.ts';
import { jsonContains } from './stubs.ts';

const APP_CONFIG = '/api/v1/app/pre/';
const DOCUMENT = '/api/v1/user/documents/:id/';
const SIGNED_URL = '/api/v1/file/generate-signed-url/';
const BOUNDARY = '----stub-test';

type StubView = { id: string; matched: number; applied: number; remaining?: number };

async function addStub(
  app: FastifyInstance,
  stub: Record<string, unknown>,
  tenant?: string,
): Promise<string> {
  const response = await call(app, 'POST', '/__admin/stubs', {
    payload: stub,
    ...(tenant !== undefined && { tenant }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function listStubs(app: FastifyInstance, tenant?: string): Promise<StubView[]> {
  const response = await call(app, 'GET', '/__admin/stubs', { ...(tenant !== undefined && { tenant }) });
  return (response.json() as { stubs: StubView[] }).stubs;
}

function multipart(fields: Record<string, string>) {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${BOUNDARY}--\r\n`),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

describe('run-time stubs (/__admin/stubs)', () => {
  let app: FastifyInstance;
  afterEach(() => app.close());

  it('answers instead of the handler, filling the template from path, query and body, without a token', async () => {
    const clock = createTestClock();
    app = createTestApp({ now: clock.now });
    const id = await addStub(app, {
      method: 'put',
      path: DOCUMENT,
      status: 202,
      headers: { 'x-trace': 'stubbed' },
      body: {
        id: '{{path.id}}',
        label: 'Document {{path.id}} of {{body.owner.name}} ({{body.owner.age}})',
        owner: '{{body.owner}}',
        age: '{{body.owner.age}}',
        firstTag: '{{body.tags.0}}',
        lang: '{{query.lang}}',
        missing: '{{body.nothing.here}}',
        missingInside: '[{{query.nothing}}]',
        method: '{{method}}',
        tenant: '{{tenant}}',
        at: '{{now}}',
        ids: ['{{uuid}}', '{{ uuid }}'],
      },
    });

    const response = await call(app, 'PUT', '/api/v1/user/documents/doc%20one/?lang=en', {
      payload: { owner: { name: 'Budi', age: 41 }, tags: ['ktp', 'kk'] },
    });
    expect(response.statusCode, response.body).toBe(202);
    expect(response.headers['x-mock-stub']).toBe(id);
    expect(response.headers['x-trace']).toBe('stubbed');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json() as Record<string, unknown> & { ids: string[] };
    expect(body).toEqual({
      id: 'doc one',
      label: 'Document doc one of Budi (41)',
      owner: { name: 'Budi', age: 41 },
      age: 41,
      firstTag: 'ktp',
      lang: 'en',
      missing: null,
      missingInside: '[]',
      method: 'PUT',
      tenant: 'default',
      at: '2026-11-22T03:00:00.000Z',
      ids: [expect.stringMatching(/^[0-9a-f-]{36}$/), expect.any(String)],
    });
    // One uuid per answer, a new one on the next.
    expect(body.ids[1]).toBe(body.ids[0]);
    const next = (await call(app, 'PUT', '/api/v1/user/documents/x/', { payload: {} })).json() as typeof body;
    expect(next.ids[0]).not.toBe(body.ids[0]);
  });

  it('fills {{path.…}} from the catalogue route’s own parameters too, and from regular expression groups', async () => {
    app = createTestApp();
    await addStub(app, { path: '/api/v1/user/documents/*/', body: { route: '{{path.id}}' } });
    await addStub(app, { path: '^/api/v1/language/(?<lang>[a-z]+)/', body: { lang: '{{path.lang}}' } });
    expect((await call(app, 'DELETE', '/api/v1/user/documents/doc_7/')).json()).toEqual({ route: 'doc_7' });
    expect((await call(app, 'GET', '/api/v1/language/en/messages/')).json()).toEqual({ lang: 'en' });
  });

  it('sends a string body as it is, and no body when none is given', async () => {
    app = createTestApp();
    await addStub(app, { method: 'GET', path: APP_CONFIG, query: { as: 'text' }, body: 'hello {{method}}' });
    await addStub(app, { method: 'GET', path: APP_CONFIG, query: { as: 'none' }, status: 204 });
    const text = await call(app, 'GET', `${APP_CONFIG}?as=text`);
    expect(text.body).toBe('hello GET');
    expect(text.headers['content-type']).toMatch(/^text\/plain/);
    const empty = await call(app, 'GET', `${APP_CONFIG}?as=none`);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
  });

  it('matches the query: every parameter given, with exactly its value', async () => {
    app = createTestApp();
    const id = await addStub(app, {
      method: 'GET',
      path: APP_CONFIG,
      query: { platform: 'ios', version: '2' },
      body: { stubbed: true },
    });
    expect((await call(app, 'GET', `${APP_CONFIG}?platform=ios&version=2&extra=1`)).json()).toEqual({
      stubbed: true,
    });
    for (const url of [APP_CONFIG, `${APP_CONFIG}?platform=ios`, `${APP_CONFIG}?platform=ios&version=20`]) {
      const response = await call(app, 'GET', url);
      expect(response.headers['x-mock-stub'], url).toBeUndefined();
      expect(readResponse('appPre', response).configs.length).toBeGreaterThan(0);
    }
    // Four calls matched the method and path; one was answered.
    expect(await listStubs(app)).toMatchObject([{ id, matched: 4, applied: 1 }]);
  });

  it('matches a JSON body that contains bodyMatch, extra fields allowed', async () => {
    app = createTestApp();
    await addStub(app, {
      method: 'PUT',
      path: DOCUMENT,
      bodyMatch: { document_type: 'ktp', meta: { tags: ['a', { k: 1 }] } },
      body: { matched: true },
    });
    const put = (payload: object) => call(app, 'PUT', '/api/v1/user/documents/doc_1/', { payload });
    const hit = await put({
      document_type: 'ktp',
      name: 'x',
      meta: { tags: ['a', { k: 1, j: 2 }], more: 1 },
    });
    expect(hit.json()).toEqual({ matched: true });
    for (const payload of [
      { document_type: 'npwp', meta: { tags: ['a', { k: 1 }] } },
      { document_type: 'ktp', meta: { tags: ['a', { k: 1 }, 'c'] } },
      { document_type: 'ktp', meta: { tags: [{ k: 1 }, 'a'] } },
      { document_type: 'ktp' },
    ]) {
      // Not stubbed: the handler answers, and wants a token.
      expect(readError(await put(payload), 401).code, JSON.stringify(payload)).toBe('unauthorized');
    }
  });

  it('matches the text fields of a multipart body, and the handler still reads the parts when it does not', async () => {
    app = createTestApp();
    const token = await login(app, DEMO_USERS.budi.phone);
    await addStub(app, {
      method: 'POST',
      path: SIGNED_URL,
      bodyMatch: { extension: 'pdf' },
      body: { signed_url: 'https://bucket.test/{{body.file_name}}', size: '{{body.size}}' },
    });
    const upload = (fields: Record<string, string>) => {
      const { payload, contentType } = multipart(fields);
      return app.inject({
        method: 'POST',
        url: SIGNED_URL,
        headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
        payload,
      });
    };
    const fields = {
      file_name: 'polis.pdf',
      content_type: 'application/pdf',
      size: '2048',
      extension: 'pdf',
    };
    expect((await upload(fields)).json()).toEqual({
      signed_url: 'https://bucket.test/polis.pdf',
      size: '2048',
    });
    const handled = await upload({
      ...fields,
      file_name: 'layar.jpg',
      content_type: 'image/jpeg',
      extension: 'jpg',
    });
    expect(handled.headers['x-mock-stub']).toBeUndefined();
    expect(readResponse('generateSignedUrl', handled).signed_url).toContain('/__storage/');
  });

  it('answers the next N calls with times, then retires', async () => {
    app = createTestApp();
    const id = await addStub(app, { path: APP_CONFIG, status: 503, body: { down: true }, times: 2 });
    expect(await listStubs(app)).toMatchObject([{ id, remaining: 2, applied: 0 }]);
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await call(app, 'GET', APP_CONFIG)).statusCode);
    expect(statuses).toEqual([503, 503, 200]);
    expect(await listStubs(app)).toEqual([]);
    expect(readError(await call(app, 'GET', `/__admin/stubs/${id}`), 404).code).toBe('not_found');
  });

  it('tries the newest stub first', async () => {
    app = createTestApp();
    await addStub(app, { path: '/api/**', body: { which: 'older' } });
    const newer = await addStub(app, { path: APP_CONFIG, body: { which: 'newer' } });
    const response = await call(app, 'GET', APP_CONFIG);
    expect(response.json()).toEqual({ which: 'newer' });
    expect(response.headers['x-mock-stub']).toBe(newer);
    expect((await call(app, 'GET', '/api/v1/language/en/messages/')).json()).toEqual({ which: 'older' });
  });

  it('waits delayMs before answering', async () => {
    app = createTestApp();
    await addStub(app, { path: APP_CONFIG, delayMs: 60, body: {} });
    const started = performance.now();
    expect((await call(app, 'GET', APP_CONFIG)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('comes after faults: a fault that answers keeps the call from the stub; latency alone does not', async () => {
    app = createTestApp();
    const stub = await addStub(app, { path: APP_CONFIG, body: { stubbed: true } });
    const fault = await call(app, 'POST', '/__admin/faults', {
      payload: { path: APP_CONFIG, status: 500, times: 1 },
    });
    expect(fault.statusCode).toBe(201);
    const faulted = await call(app, 'GET', APP_CONFIG);
    expect(faulted.statusCode).toBe(500);
    expect(faulted.headers['x-mock-stub']).toBeUndefined();
    expect(await listStubs(app)).toMatchObject([{ id: stub, matched: 0 }]);

    await call(app, 'POST', '/__admin/faults', { payload: { path: APP_CONFIG, delayMs: 1, times: 1 } });
    const delayed = await call(app, 'GET', APP_CONFIG);
    expect(delayed.json()).toEqual({ stubbed: true });
    expect(delayed.headers['x-mock-fault']).toBe('flt_2');
    expect(delayed.headers['x-mock-stub']).toBe(stub);
  });

  it('belongs to its tenant: no other tenant, the default one included, sees it', async () => {
    app = createTestApp();
    await addStub(app, { path: APP_CONFIG, body: { tenant: '{{tenant}}' } }, 'suite-a');
    expect((await call(app, 'GET', APP_CONFIG, { tenant: 'suite-a' })).json()).toEqual({ tenant: 'suite-a' });
    for (const tenant of ['suite-b', undefined]) {
      const response = await call(app, 'GET', APP_CONFIG, { ...(tenant !== undefined && { tenant }) });
      expect(response.headers['x-mock-stub'], tenant).toBeUndefined();
    }
    expect(await listStubs(app)).toEqual([]);
    expect(await listStubs(app, 'suite-a')).toHaveLength(1);
    const tenant = (await call(app, 'GET', '/__admin/tenants/suite-a')).json() as {
      counts: { stubs: number };
    };
    expect(tenant.counts.stubs).toBe(1);
    // Ids are numbered per tenant.
    expect(await addStub(app, { path: APP_CONFIG }, 'suite-b')).toBe('stb_1');
  });

  it('is cleared by a reset of its tenant, and numbering starts over', async () => {
    app = createTestApp();
    await addStub(app, { path: APP_CONFIG, body: { stubbed: true } }, 'suite-a');
    await addStub(app, { path: APP_CONFIG, body: { stubbed: true } }, 'suite-a');
    await call(app, 'POST', '/__admin/reset', { tenant: 'suite-a' });
    expect(
      (await call(app, 'GET', APP_CONFIG, { tenant: 'suite-a' })).headers['x-mock-stub'],
    ).toBeUndefined();
    expect(await addStub(app, { path: APP_CONFIG }, 'suite-a')).toBe('stb_1');
  });

  it('refuses an invalid stub, naming the field', async () => {
    app = createTestApp();
    const cases: [Record<string, unknown>, string][] = [
      [{ path: '^(unclosed' }, 'body.path'],
      [{ path: '/a/:id/:id' }, 'body.path'],
      [{ path: '' }, 'body.path'],
      [{ path: APP_CONFIG, status: 99 }, 'body.status'],
      [{ path: APP_CONFIG, status: 700 }, 'body.status'],
      [{ path: APP_CONFIG, method: 'FETCH' }, 'body.method'],
      [{ path: APP_CONFIG, body: { greeting: 'hello {{path.name' } }, 'body.body.greeting'],
      [{ path: APP_CONFIG, body: { items: [{ x: '{{foo.x}}' }] } }, 'body.body.items.0.x'],
      [{ path: APP_CONFIG, body: '{{now.year}}' }, 'body.body'],
      [{ path: APP_CONFIG, body: '{{body..x}}' }, 'body.body'],
      [{ path: APP_CONFIG, body: '{{}}' }, 'body.body'],
      [{ path: APP_CONFIG, status: 204, body: {} }, 'body.body'],
      [{ path: APP_CONFIG, headers: { 'bad header': 'x' } }, 'body.headers.bad header'],
      [{ path: APP_CONFIG, headers: { 'Content-Length': '3' } }, 'body.headers.Content-Length'],
      [{ path: APP_CONFIG, headers: { 'x-a': 'one\r\ntwo' } }, 'body.headers.x-a'],
      [{ path: APP_CONFIG, query: { a: 1 } }, 'body.query.a'],
      [{ path: APP_CONFIG, bodyMatch: ['a'] }, 'body.bodyMatch'],
      [{ path: APP_CONFIG, delayMs: 60_001 }, 'body.delayMs'],
      [{ path: APP_CONFIG, times: 0 }, 'body.times'],
      [{ path: APP_CONFIG, response: {} }, 'body'],
    ];
    for (const [payload, field] of cases) {
      const error = readError(await call(app, 'POST', '/__admin/stubs', { payload }), 400);
      expect(error.code, JSON.stringify(payload)).toBe('invalid_request');
      expect(
        error.issues?.map((issue) => issue.path),
        JSON.stringify(payload),
      ).toContain(field);
    }
    const unknownRoot = readError(
      await call(app, 'POST', '/__admin/stubs', { payload: { path: APP_CONFIG, body: '{{foo.x}}' } }),
      400,
    );
    expect(unknownRoot.issues?.[0]?.message).toMatch(/Unknown placeholder root "foo"/);
    expect(await listStubs(app)).toEqual([]);
  });

  it('gets, lists newest first, removes one and removes all', async () => {
    app = createTestApp();
    const first = await addStub(app, { method: 'GET', path: APP_CONFIG, body: { n: 1 } });
    const second = await addStub(app, { path: '/api/v1/policy/*', status: 418 });
    expect((await call(app, 'GET', `/__admin/stubs/${first}`)).json()).toEqual({
      id: first,
      method: 'GET',
      path: APP_CONFIG,
      status: 200,
      body: { n: 1 },
      matched: 0,
      applied: 0,
    });
    expect((await listStubs(app)).map((stub) => stub.id)).toEqual([second, first]);
    expect(readError(await call(app, 'GET', '/__admin/stubs/stb_99'), 404).code).toBe('not_found');

    expect((await call(app, 'DELETE', `/__admin/stubs/${first}`)).statusCode).toBe(204);
    expect(readError(await call(app, 'DELETE', `/__admin/stubs/${first}`), 404).code).toBe('not_found');
    expect((await call(app, 'GET', APP_CONFIG)).headers['x-mock-stub']).toBeUndefined();
    expect((await call(app, 'DELETE', '/__admin/stubs')).statusCode).toBe(204);
    expect(await listStubs(app)).toEqual([]);
  });

  it('is named by the journal entry of the call it answered, with the answer it sent', async () => {
    app = createTestApp();
    const id = await addStub(app, {
      method: 'GET',
      path: APP_CONFIG,
      status: 418,
      body: { tea: '{{method}}' },
    });
    await call(app, 'GET', APP_CONFIG);
    const journal = (
      await call(app, 'GET', `/__admin/journal?path=${encodeURIComponent(APP_CONFIG)}`)
    ).json() as {
      entries: {
        stubId: string | null;
        faultId: string | null;
        status: number;
        response: { body: unknown };
      }[];
    };
    expect(journal.entries).toHaveLength(1);
    expect(journal.entries[0]).toMatchObject({
      stubId: id,
      faultId: null,
      status: 418,
      response: { body: { tea: 'GET' } },
    });
  });

  it('only answers catalogue routes', async () => {
    app = createTestApp();
    await addStub(app, { path: '/**', body: { stubbed: true } });
    expect(readError(await call(app, 'GET', '/api/v1/no-such-route/'), 404).code).toBe('route_not_found');
    expect((await call(app, 'GET', '/__admin/stubs')).json()).toMatchObject({ stubs: [{ id: 'stb_1' }] });
    expect((await call(app, 'GET', APP_CONFIG)).json()).toEqual({ stubbed: true });
  });
});

describe('stub matching rules', () => {
  it(':name segments capture one segment; globs and the trailing slash work as in faults', () => {
    const pattern = compilePathPattern('/api/v1/policy/:id/**', { params: true });
    expect(pattern.exec('/api/v1/policy/pol_1001/endorse-policy/')?.groups).toEqual({ id: 'pol_1001' });
    expect(pattern.test('/api/v1/policy//endorse-policy/')).toBe(false);
    const document = compilePathPattern('/api/v1/user/documents/:id/', { params: true });
    expect(document.exec('/api/v1/user/documents/doc_1')?.groups).toEqual({ id: 'doc_1' });
    expect(document.test('/api/v1/user/documents/doc_1/extra/')).toBe(false);
    // Without params (faults, journal filters) `:id` is literal.
    expect(compilePathPattern('/a/:id').test('/a/1')).toBe(false);
    expect(compilePathPattern('/a/:id/x*', { params: true }).exec('/a/1/xyz')?.groups).toEqual({ id: '1' });
  });

  it('a body contains an object partially, arrays element by element, values equal', () => {
    expect(jsonContains({ a: 1, b: { c: 'x', d: [1, 2] } }, { b: { d: [1, 2] } })).toBe(true);
    expect(jsonContains({ a: 1 }, { a: '1' })).toBe(false);
    expect(jsonContains({ a: null }, { a: null })).toBe(true);
    expect(jsonContains({}, { a: null })).toBe(false);
    expect(jsonContains({ a: [1, 2] }, { a: [1] })).toBe(false);
    expect(jsonContains({ a: [{ x: 1, y: 2 }] }, { a: [{ x: 1 }] })).toBe(true);
    expect(jsonContains(undefined, {})).toBe(false);
    expect(jsonContains([], {})).toBe(false);
  });
});

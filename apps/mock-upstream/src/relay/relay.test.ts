import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { allEndpoints, catalogue } from '@portal/contracts/catalogue';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeRgbPng } from '../store/png.ts';
import { DEMO_USERS, DEV_OTP_CODE } from '../store/seed-users.ts';
import { createTestApp, signedUrlForm } from '../testing/harness.ts';
import { standInFile } from './stand-in-files.ts';

/** Real HTTP between two mocks on ephemeral ports: A plays the broker, B proxies, records and replays. */

const BUDI = DEMO_USERS.budi.phone;
const POLICY_LIST = '/api/v1/policy/policies/?policyState=COMPLETED,PENDING_DOCUMENT&offset=0&limit=10';
const PHOTO = encodeRgbPng(2, 1, [Buffer.from([0, 255, 0, 0, 0, 255, 0])]);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ app: FastifyInstance; url: string }> {
  const app = createTestApp(options);
  apps.push(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

interface Sent {
  token?: string;
  json?: unknown;
  form?: FormData;
  bytes?: Buffer;
  headers?: Record<string, string>;
}

async function send(method: string, url: string, sent: Sent = {}) {
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.token) headers.authorization = `Bearer ${sent.token}`;
  if (sent.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers,
    body: sent.json !== undefined ? JSON.stringify(sent.json) : (sent.form ?? sent.bytes),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    /** The JSON answer; empty for any other. */
    body: type.includes('json') ? (JSON.parse(bytes.toString()) as Record<string, unknown>) : {},
  };
}

async function admin(base: string, method: string, path: string, json?: unknown) {
  return send(method, `${base}/__admin${path}`, json === undefined ? {} : { json });
}

async function login(base: string, headers: Record<string, string> = {}) {
  const sent = await send('POST', `${base}/api/v1/user/send_otp/`, {
    json: { phone: BUDI, medium: 'sms', language_code: 'id' },
    headers,
  });
  const verified = await send('POST', `${base}/api/v1/auth/verify-otp-and-get-session/`, {
    json: { phone: BUDI, operation_id: sent.body.operation_id as string, otp: DEV_OTP_CODE },
    headers,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { token: verified.body.token as string, verified };
}

/**
 * The journey a tester runs through the portal: log in, read the policies, file a claim with a photo through a
 * signed URL, read the photo back, add a payout account, chat about the claim (polling the chat). Answers what
 * the caller saw at each step.
 */
async function journey(base: string, chatPolls: number) {
  const seen: { step: string; status: number; body: unknown }[] = [];
  const note = (step: string, answer: { status: number; body: unknown }) => {
    seen.push({ step, status: answer.status, body: answer.body });
    return answer;
  };
  const { token, verified } = await login(base, { 'idempotency-key': `key-${Math.random()}` });
  note('verify', verified);
  note('policies', await send('GET', `${base}${POLICY_LIST}`, { token }));
  const created = note(
    'create claim',
    await send('POST', `${base}/api/v4/claim/create/`, {
      token,
      json: { application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1', source: 'portal', user_id: 'me' },
      headers: { 'idempotency-key': `key-${Math.random()}` },
    }),
  );
  const claimId = (created.body as { claim_id: string }).claim_id;
  const form = signedUrlForm('ktp.png', 'image/png', PHOTO);
  const signed = note(
    'signed url',
    await send('POST', `${base}/api/v1/file/generate-signed-url/`, { token, form }),
  );
  const { signed_url: signedUrl, gcp_url: fileUrl } = signed.body as { signed_url: string; gcp_url: string };
  note('upload', await send('PUT', signedUrl, { bytes: PHOTO, headers: { 'content-type': 'image/png' } }));
  note(
    'register',
    await send('POST', `${base}/api/v2/claim/save-form-attribute/`, {
      token,
      json: { claim_id: claimId, form_slug: 'claim-documents', name: 'identity_card', value: fileUrl },
    }),
  );
  const photo = await send('GET', fileUrl);
  note('photo', { status: photo.status, body: photo.headers.get('content-type') });
  note(
    'bank account',
    await send('POST', `${base}/api/v1/user/bank-account/`, {
      token,
      json: { holder_name: 'Budi Santoso', account_no: '1234567890', bank_code: 'BNI' },
    }),
  );
  const chat = `${base}/api/v1/tanya/comments/?entity_ref_id=${claimId}`;
  for (let poll = 0; poll < chatPolls; poll += 1) note('chat before', await send('GET', chat, { token }));
  note(
    'message',
    await send('POST', `${base}/api/v1/tanya/add-comments/`, {
      token,
      json: { entity_ref_id: claimId, message: 'Foto KTP sudah saya unggah.' },
    }),
  );
  for (let poll = 0; poll < chatPolls; poll += 1) note('chat after', await send('GET', chat, { token }));
  return { seen, signedUrl, fileUrl, photo, token };
}

/** Steps as a caller compares them: each step once, with its answer (polls collapse). */
const steps = (seen: { step: string; status: number; body: unknown }[]) => [
  ...new Map(seen.map((entry) => [entry.step, entry])).values(),
];

describe('proxy mode', () => {
  it('forwards every catalogue call to the broker, and answers again itself once turned off', async () => {
    const broker = await start();
    const mock = await start();
    const set = await admin(mock.url, 'PUT', '/proxy', { url: `${broker.url}/` });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ mode: 'proxy', url: broker.url, paths: null, record: false });

    // A claim filed through the proxy exists on the broker, not in the mock.
    const { token } = await login(mock.url);
    const created = await send('POST', `${mock.url}/api/v4/claim/create/`, {
      token,
      json: { application_no: 'APP-2026-001010', benefit_id: 'ben_1010_1', source: 'portal', user_id: 'me' },
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('x-mock-proxy')).toBe(broker.url);
    const claimId = (created.body as { claim_id: string }).claim_id;
    expect((await admin(broker.url, 'GET', `/claims/${claimId}`)).status).toBe(200);
    expect((await admin(mock.url, 'GET', `/claims/${claimId}`)).status).toBe(404);
    expect((await admin(mock.url, 'GET', '/proxy')).body).toMatchObject({ mode: 'proxy', forwarded: 3 });

    expect((await admin(mock.url, 'DELETE', '/proxy')).status).toBe(204);
    expect((await admin(mock.url, 'GET', '/proxy')).body).toEqual({ mode: 'off', recording: null });
    // The broker's session means nothing to the mock.
    expect((await send('GET', `${mock.url}${POLICY_LIST}`, { token })).status).toBe(401);
  });

  it('forwards only the listed paths; the mock answers the rest', async () => {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/proxy', {
      url: broker.url,
      paths: ['/api/v1/user/send_otp/', '/api/v1/auth/**'],
    });
    const { token } = await login(mock.url);
    // The session was opened on the broker, so the mock's own policy list does not know it.
    expect((await send('GET', `${mock.url}${POLICY_LIST}`, { token })).status).toBe(401);
    await admin(mock.url, 'PUT', '/proxy', {
      url: broker.url,
      paths: ['/api/v1/user/send_otp/', '/api/v1/auth/**', '/api/v1/policy/**'],
    });
    const policies = await send('GET', `${mock.url}${POLICY_LIST}`, { token });
    expect(policies.status).toBe(200);
    expect(catalogue.policyList.response.parse(policies.body).data.length).toBeGreaterThan(0);
  });

  it('refuses a bad configuration with the field named', async () => {
    const mock = await start();
    const refused = await admin(mock.url, 'PUT', '/proxy', { url: 'ftp://broker', paths: ['^('] });
    expect(refused.status).toBe(400);
    expect((refused.body.issues as { path: string }[]).map((issue) => issue.path)).toEqual([
      'body.url',
      'body.paths.0',
    ]);
  });

  it('answers 502 proxy_unreachable when the broker cannot be reached', async () => {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/proxy', { url: broker.url });
    await broker.app.close();
    const answer = await send('POST', `${mock.url}/api/v1/user/send_otp/`, {
      json: { phone: BUDI, medium: 'sms', language_code: 'id' },
    });
    expect(answer.status).toBe(502);
    expect(answer.body).toMatchObject({ code: 'proxy_unreachable' });
    expect(answer.body.error).toContain(
      `The broker at ${broker.url} cannot be reached (POST /api/v1/user/send_otp/)`,
    );
    expect((await admin(mock.url, 'GET', '/proxy')).body).toMatchObject({ unreachable: 1 });
  });

  it('says so when the recording file cannot be written, and keeps the call in the recording', async () => {
    const broker = await start();
    const file = join(tmpdir(), 'no-such-folder-for-recordings', 'run.json');
    const mock = await start({ proxy: { url: broker.url, paths: null, record: true, recordFile: file } });
    const answer = await send('POST', `${mock.url}/api/v1/user/send_otp/`, {
      json: { phone: BUDI, medium: 'sms', language_code: 'id' },
    });
    expect(answer.status).toBe(500);
    expect(answer.body).toMatchObject({ code: 'recording_file_failed' });
    expect(answer.body.error).toContain(file);
    expect((await admin(mock.url, 'GET', '/proxy')).body).toMatchObject({
      recording: { exchanges: 1, file },
    });
  });

  it('rewrites the broker’s signed URLs to the mock, so an upload and its read go through the proxy', async () => {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/tenants/suite-a');
    await send('PUT', `${mock.url}/__admin/proxy`, {
      json: { url: broker.url },
      headers: { 'x-mock-tenant': 'suite-a' },
    });
    const { token } = await login(mock.url, { 'x-mock-tenant': 'suite-a' });
    const form = signedUrlForm('ktp.png', 'image/png', PHOTO);
    const signed = await send('POST', `${mock.url}/api/v1/file/generate-signed-url/`, {
      token,
      form,
      headers: { 'x-mock-tenant': 'suite-a' },
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const { signed_url: signedUrl, gcp_url: fileUrl } = signed.body as {
      signed_url: string;
      gcp_url: string;
    };
    expect(signedUrl.startsWith(`${mock.url}/__storage/claims/`)).toBe(true);
    expect(signedUrl).toMatch(/[?&]tenant=suite-a$/);
    expect(fileUrl.startsWith(`${mock.url}/__storage/`)).toBe(true);

    // As a browser does: the signed URL as it is, without the tenant header.
    expect(
      (await send('PUT', signedUrl, { bytes: PHOTO, headers: { 'content-type': 'image/png' } })).status,
    ).toBe(200);
    const read = await send('GET', fileUrl, { headers: { 'x-mock-tenant': 'suite-a' } });
    expect(read.status).toBe(200);
    expect(read.bytes.equals(PHOTO)).toBe(true);
    // The bytes went to the broker's bucket.
    const onBroker = await send('GET', fileUrl.replace(mock.url, broker.url));
    expect(onBroker.bytes.equals(PHOTO)).toBe(true);
  });
});

describe('record and replay', () => {
  it('replays a recorded journey with the broker closed, answering what the broker answered', async () => {
    const broker = await start();
    const folder = mkdtempSync(join(tmpdir(), 'recording-'));
    const file = join(folder, 'run.json');
    const mock = await start({ proxy: { url: broker.url, paths: null, record: true, recordFile: file } });

    const recorded = await journey(mock.url, 3);
    expect(recorded.signedUrl.startsWith(`${mock.url}/__storage/`)).toBe(true);
    const document = (await admin(mock.url, 'GET', '/recording')).body as {
      format: string;
      recording: { exchanges: { seq: number; method: string; path: string }[] };
    };
    expect(document.format).toBe('mock-scenario/1');
    // Every step the caller saw, and the OTP send before them.
    expect(document.recording.exchanges.length).toBe(recorded.seen.length + 1);
    // The file holds the same document as the recording grows.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(document);

    await broker.app.close();
    const imported = await admin(mock.url, 'PUT', '/import', document);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await admin(mock.url, 'GET', '/proxy')).body).toEqual({
      mode: 'replay',
      recording: { exchanges: document.recording.exchanges.length, used: 0, unmatched: 0 },
    });

    // The chat is polled more often than when recording: it shows the message only after it was sent.
    const replayed = await journey(mock.url, 5);
    const masked = (step: string) => recorded.seen.find((entry) => entry.step === step);
    expect(steps(replayed.seen).map(({ step, status }) => [step, status])).toEqual(
      steps(recorded.seen).map(({ step, status }) => [step, status]),
    );
    const chatBefore = replayed.seen.filter((entry) => entry.step === 'chat before');
    const chatAfter = replayed.seen.filter((entry) => entry.step === 'chat after');
    for (const poll of chatBefore) expect((poll.body as { comments: unknown[] }).comments).toEqual([]);
    for (const poll of chatAfter) {
      expect(
        (poll.body as { comments: { message: string }[] }).comments.map((comment) => comment.message),
      ).toEqual(['Foto KTP sudah saya unggah.']);
    }
    // Same claim, same file address, a photo of the same type; masked answers still pass the contracts.
    expect(replayed.fileUrl).toBe(recorded.fileUrl);
    expect(replayed.photo.headers.get('content-type')).toBe('image/png');
    expect(replayed.photo.bytes.equals(standInFile('image/png'))).toBe(true);
    expect(masked('create claim')?.body).toEqual(
      replayed.seen.find((entry) => entry.step === 'create claim')?.body,
    );
    const session = catalogue.verifyOtpAndGetSession.response.parse(replayed.seen[0]!.body);
    expect(session.token).not.toBe(recorded.token);
    catalogue.addBankAccount.response.parse(
      replayed.seen.find((entry) => entry.step === 'bank account')!.body,
    );

    const progress = (await admin(mock.url, 'GET', '/recording')).body as {
      recording: { exchanges: { replayed: number }[] };
    };
    expect(progress.recording.exchanges.every((exchange) => exchange.replayed > 0)).toBe(true);
    // The journal shows replayed answers like any other.
    const journal = (await admin(mock.url, 'GET', '/journal?endpoint=createClaim')).body as {
      entries: { status: number }[];
    };
    expect(journal.entries.map((entry) => entry.status)).toEqual([201]);
  });

  it('masks tokens, codes, phones, names, e-mails, account numbers and images the same way everywhere', async () => {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/proxy', { url: broker.url, record: true });
    const run = await journey(mock.url, 1);
    const profile = await send('GET', `${mock.url}/api/v1/user/details/`, { token: run.token });
    const document = (await admin(mock.url, 'GET', '/recording')).body as {
      recording: {
        exchanges: {
          path: string;
          method: string;
          request: {
            body: { kind: string; value?: Record<string, unknown>; base64?: string };
            masked: string[];
          };
          response: {
            status: number;
            body: { kind: string; value?: Record<string, unknown>; base64?: string };
          };
        }[];
      };
    };
    const text = JSON.stringify(document);
    const details = profile.body as { email: string; phone: string; name: string };
    for (const secret of [
      BUDI,
      details.phone,
      details.email,
      details.name,
      'Budi Santoso',
      run.token,
      '1234567890',
      PHOTO.toString('base64'),
    ]) {
      expect(text).not.toContain(secret);
    }
    const exchange = (method: string, path: string) =>
      document.recording.exchanges.find((entry) => entry.method === method && entry.path.startsWith(path))!;
    const sendOtp = exchange('POST', '/api/v1/user/send_otp/');
    const verify = exchange('POST', '/api/v1/auth/verify-otp-and-get-session/');
    const phone = sendOtp.request.body.value!.phone as string;
    expect(phone).toMatch(/^62\d{11}$/);
    expect(verify.request.body.value!.phone).toBe(phone);
    expect(verify.request.body.value!.otp).toMatch(/^\d{6}$/);
    expect(verify.request.body.value!.otp).not.toBe(DEV_OTP_CODE);
    expect(verify.request.masked).toEqual(expect.arrayContaining(['$.body.phone', '$.body.otp']));
    const grant = catalogue.verifyOtpAndGetSession.response.parse(verify.response.body.value);
    expect(grant.token).toMatch(/^masked-token-\d+$/);

    // The account number sent and the one answered get one stand-in; the holder's name too.
    const account = exchange('POST', '/api/v1/user/bank-account/');
    const answered = catalogue.addBankAccount.response.parse(account.response.body.value);
    expect(answered.account_no).toBe(account.request.body.value!.account_no);
    expect(answered.account_no).toMatch(/^\d{10}$/);
    expect(answered.holder_name).toBe(account.request.body.value!.holder_name);
    const detailsAnswer = catalogue.userDetails.response.parse(
      exchange('GET', '/api/v1/user/details/').response.body.value,
    );
    expect(detailsAnswer.name).toBe(answered.holder_name);
    expect(detailsAnswer.phone).toMatch(new RegExp(`^\\d{${details.phone.length}}$`));

    // Every masked answer still passes its endpoint's contract.
    let checked = 0;
    for (const { method, path, response } of document.recording.exchanges) {
      const endpoint = allEndpoints.find(
        (candidate) =>
          candidate.method === method &&
          new RegExp(`^${candidate.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
      );
      if (!endpoint?.successStatus.includes(response.status) || response.body.kind !== 'json') continue;
      endpoint.response.parse(response.body.value);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(10);

    // The photo sent and the photo read back are a stand-in of the same type.
    const upload = exchange('PUT', '/__storage/');
    expect(upload.request.body).toEqual({
      kind: 'bytes',
      base64: standInFile('image/png').toString('base64'),
    });
    expect(exchange('GET', '/__storage/').response.body.base64).toBe(
      standInFile('image/png').toString('base64'),
    );
  });

  it('repeats a used-up key’s last answer, and names the closest recording for a call it has not seen', async () => {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/proxy', { url: broker.url, record: true });
    const { token } = await login(mock.url);
    await send('GET', `${mock.url}${POLICY_LIST}`, { token });
    const document = (await admin(mock.url, 'GET', '/recording')).body;
    await broker.app.close();
    await admin(mock.url, 'PUT', '/import', document);

    await login(mock.url);
    const first = await send('GET', `${mock.url}${POLICY_LIST}`, { token });
    const again = await send('GET', `${mock.url}${POLICY_LIST}`, { token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('x-mock-replay')).toBe('3');

    const otherPage = await send('GET', `${mock.url}${POLICY_LIST.replace('offset=0', 'offset=10')}`, {
      token,
    });
    expect(otherPage.status).toBe(502);
    expect(otherPage.body).toEqual({
      code: 'replay_unmatched',
      error:
        'No recorded answer for GET /api/v1/policy/policies/; closest recording: #3 GET /api/v1/policy/policies/ ' +
        '(query differs at $.offset)',
    });
    const otherBody = await send('POST', `${mock.url}/api/v1/user/send_otp/`, {
      json: { phone: BUDI, medium: 'whatsapp', language_code: 'id' },
    });
    expect(otherBody.body.error).toBe(
      'No recorded answer for POST /api/v1/user/send_otp/; closest recording: #1 POST /api/v1/user/send_otp/ ' +
        '(body differs at $.medium)',
    );
    const otherPath = await send('GET', `${mock.url}/api/v1/policy/policy-details/?id=pol_1001`, { token });
    expect(otherPath.body.error).toMatch(
      /^No recorded answer for GET \/api\/v1\/policy\/policy-details\/; closest recording: #3 GET \/api\/v1\/policy\/policies\/ \(path differs\)$/,
    );
    expect((await admin(mock.url, 'GET', '/proxy')).body).toMatchObject({ recording: { unmatched: 3 } });

    expect((await admin(mock.url, 'DELETE', '/recording')).status).toBe(204);
    expect((await admin(mock.url, 'GET', '/proxy')).body).toEqual({ mode: 'off', recording: null });
    expect((await admin(mock.url, 'GET', '/recording')).status).toBe(404);
  });

  /**
   * Records polls of a claim's chat around one message (`pollsBefore`, then the message, then `pollsAfter`),
   * closes the broker and replays: answers the replaying mock, how to count the messages and how to send one.
   */
  async function replayedChat(pollsBefore: number, pollsAfter: number) {
    const broker = await start();
    const mock = await start();
    await admin(mock.url, 'PUT', '/proxy', { url: broker.url, record: true });
    const { token } = await login(mock.url);
    const chat = `${mock.url}/api/v1/tanya/comments/?entity_ref_id=clm_1101`;
    const sendMessage = () =>
      send('POST', `${mock.url}/api/v1/tanya/add-comments/`, {
        token,
        json: { entity_ref_id: 'clm_1101', message: 'Halo' },
      });
    for (let poll = 0; poll < pollsBefore; poll += 1) await send('GET', chat, { token });
    await sendMessage();
    for (let poll = 0; poll < pollsAfter; poll += 1) await send('GET', chat, { token });
    const document = (await admin(mock.url, 'GET', '/recording')).body;
    await broker.app.close();
    await admin(mock.url, 'PUT', '/import', document);
    const count = async () =>
      ((await send('GET', chat, { token })).body as { comments: unknown[] }).comments.length;
    return { count, sendMessage };
  }

  it('a read does not jump over a recorded write that has not been replayed', async () => {
    const { count, sendMessage } = await replayedChat(3, 3);
    const before = await count();
    for (let poll = 0; poll < 4; poll += 1) expect(await count()).toBe(before);
    expect((await sendMessage()).status).toBe(201);
    expect(await count()).toBe(before + 1);
    expect(await count()).toBe(before + 1);
  });

  it('a read after a replayed write shows the state after it, with fewer polls than recorded before', async () => {
    const { count, sendMessage } = await replayedChat(3, 1);
    const before = await count();
    await sendMessage();
    expect(await count()).toBe(before + 1);
  });

  it('loads a recording through a scenario file and MOCK_REPLAY_FILE as it is', async () => {
    const broker = await start();
    const recorder = await start();
    await admin(recorder.url, 'PUT', '/proxy', { url: broker.url, record: true });
    await login(recorder.url);
    const document = (await admin(recorder.url, 'GET', '/recording')).body;
    await broker.app.close();
    const folder = mkdtempSync(join(tmpdir(), 'scenarios-'));
    writeFileSync(join(folder, 'budi-login.json'), JSON.stringify(document));

    const fromFile = await start({ scenarioDir: folder });
    expect((await admin(fromFile.url, 'POST', '/reset', { scenario: 'budi-login' })).status).toBe(204);
    expect((await login(fromFile.url)).verified.headers.get('x-mock-replay')).toBe('2');

    const fromEnv = await start({ replayFile: join(folder, 'budi-login.json') });
    expect((await login(fromEnv.url)).token).toMatch(/^masked-token-\d+$/);
    expect((await admin(fromEnv.url, 'GET', '/state')).body.origin).toEqual({
      replayFile: join(folder, 'budi-login.json'),
    });
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../store/seed-users.ts';
import { call, createTestApp, createTestClock, login, readError, readResponse } from '../testing/harness.ts';

const COMMENTS = '/api/v1/tanya/comments/';
const ADD = '/api/v1/tanya/add-comments/';
const SOLVED = '/api/v1/tanya/all-solved-tickets/';
const { budi, siti } = DEMO_USERS;

describe('chat with customer service', () => {
  let app: FastifyInstance;
  let token: string;

  beforeEach(async () => {
    app = createTestApp({ now: createTestClock().now });
    token = await login(app, budi.phone);
  });
  afterEach(() => app.close());

  const comments = async (claimId: string, as = token) =>
    readResponse('comments', await call(app, 'GET', `${COMMENTS}?entity_ref_id=${claimId}`, { token: as }));

  it("lists a claim's conversation", async () => {
    const list = await comments('clm_1102');
    expect(list.entity_ref_id).toBe('clm_1102');
    expect(list.comments.map((comment) => comment.sender_type)).toEqual(['agent', 'user']);
    expect((await comments('clm_1101')).comments).toEqual([]);
  });

  it("appends the user's message, then a customer-service reply injected by QA", async () => {
    const sent = await call(app, 'POST', ADD, {
      token,
      payload: { entity_ref_id: 'clm_1101', message: '  Kapan klaim saya diproses?  ' },
    });
    expect(readResponse('addComments', sent)).toMatchObject({
      entity_ref_id: 'clm_1101',
      message: 'Kapan klaim saya diproses?',
      sender_type: 'user',
      sender_name: 'Budi Santoso',
      attachment_url: null,
      created_at: '2026-11-22T03:00:00.000Z',
    });

    const reply = await call(app, 'POST', '/__admin/comments/clm_1101/reply', {
      payload: { message: 'Klaim Anda sedang kami verifikasi.', author: 'Rani' },
    });
    expect(reply.statusCode).toBe(201);

    const list = await comments('clm_1101');
    expect(
      list.comments.map((comment) => [comment.sender_type, comment.sender_name, comment.message]),
    ).toEqual([
      ['user', 'Budi Santoso', 'Kapan klaim saya diproses?'],
      ['agent', 'Rani', 'Klaim Anda sedang kami verifikasi.'],
    ]);
    expect(new Set(list.comments.map((comment) => comment.id)).size).toBe(2);
  });

  it('refuses an empty or too long message', async () => {
    for (const message of ['', '   ', 'x'.repeat(2001)]) {
      const response = await call(app, 'POST', ADD, {
        token,
        payload: { entity_ref_id: 'clm_1101', message },
      });
      expect(readError(response, 400).code).toBe('invalid_request');
    }
    expect((await comments('clm_1101')).comments).toEqual([]);
  });

  it("answers 404 for another user's claim and never shows or changes its chat", async () => {
    const sitiToken = await login(app, siti.phone);
    expect(
      readError(await call(app, 'GET', `${COMMENTS}?entity_ref_id=clm_1102`, { token: sitiToken }), 404).code,
    ).toBe('not_found');
    const post = await call(app, 'POST', ADD, {
      token: sitiToken,
      payload: { entity_ref_id: 'clm_1102', message: 'Halo' },
    });
    expect(readError(post, 404).code).toBe('not_found');
    expect(
      readError(await call(app, 'GET', `${SOLVED}?entity_ref_id=clm_1106`, { token: sitiToken }), 404).code,
    ).toBe('not_found');
    expect((await comments('clm_1102')).comments).toHaveLength(2);
    expect(readError(await call(app, 'GET', `${COMMENTS}?entity_ref_id=clm_nope`, { token }), 404).code).toBe(
      'not_found',
    );
  });

  it('lists solved tickets; QA can close the open chat as a new solved ticket', async () => {
    const seeded = readResponse(
      'allSolvedTickets',
      await call(app, 'GET', `${SOLVED}?entity_ref_id=clm_1106`, { token }),
    );
    expect(seeded.data).toEqual([
      expect.objectContaining({ ticket_id: 'tkt_0001', entity_ref_id: 'clm_1106' }),
    ]);

    const solve = await call(app, 'POST', '/__admin/comments/clm_1102/solve');
    expect(solve.statusCode).toBe(201);
    expect((await comments('clm_1102')).comments).toEqual([]);
    const solved = readResponse(
      'allSolvedTickets',
      await call(app, 'GET', `${SOLVED}?entity_ref_id=clm_1102`, { token }),
    );
    expect(solved.data).toHaveLength(1);
    expect(solved.data[0]?.comments).toHaveLength(2);
    expect(solved.data[0]?.subject).toMatch(/^Halo Pak Budi/);
    expect(readError(await call(app, 'POST', '/__admin/comments/clm_1102/solve'), 409).code).toBe(
      'nothing_to_solve',
    );
  });

  it('QA reply: 404 for an unknown claim, 400 for an empty message, default author', async () => {
    expect(
      readError(
        await call(app, 'POST', '/__admin/comments/clm_nope/reply', { payload: { message: 'x' } }),
        404,
      ).code,
    ).toBe('not_found');
    expect(
      readError(
        await call(app, 'POST', '/__admin/comments/clm_1101/reply', { payload: { message: ' ' } }),
        400,
      ).code,
    ).toBe('invalid_request');
    const reply = await call(app, 'POST', '/__admin/comments/clm_1101/reply', {
      payload: { message: 'Halo' },
    });
    expect(reply.json()).toMatchObject({ sender_type: 'agent', sender_name: 'Customer Service' });
  });

  it('the reply control is not mounted without the admin API', async () => {
    const noAdmin = createTestApp({ adminEnabled: false });
    const response = await call(noAdmin, 'POST', '/__admin/comments/clm_1101/reply', {
      payload: { message: 'x' },
    });
    expect(response.statusCode).toBe(404);
    await noAdmin.close();
  });
});

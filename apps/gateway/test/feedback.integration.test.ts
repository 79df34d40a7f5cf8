import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stackPerFile } from './stack.ts';
import { createTrpcHttp } from './trpc-http.ts';

const stack = stackPerFile();
const GIVE_PATH = '/api/v1/claim/give_feedback/';

const errorKey = (result: { error?: { data: unknown } }) =>
  (result.error?.data as { errorKey?: string } | undefined)?.errorKey;

describe('feedback (anonymous visitor)', () => {
  it('shows the questions the rating asks, without a session', async () => {
    const client = createTrpcHttp(stack.baseUrl);
    const low = await client.query('feedback.form', { id: 'fb_1106', rating: 2 });
    expect(low.status, JSON.stringify(low.error)).toBe(200);
    const lowIds = (low.data as { questions: { id: string }[] }).questions.map((question) => question.id);
    expect(lowIds).toEqual(['what_went_wrong', 'suggestion']);
    const high = await client.query('feedback.form', { id: 'fb_1106', rating: 5 });
    expect((high.data as { questions: { id: string }[] }).questions[0]?.id).toBe('what_went_well');
  });

  it('an unknown link is feedback_not_found', async () => {
    const client = createTrpcHttp(stack.baseUrl);
    const form = await client.query('feedback.form', { id: 'fb_9999', rating: 4 });
    expect(form.status).toBe(404);
    expect(errorKey(form)).toBe('feedback_not_found');
    const given = await client.mutate('feedback.give', {
      id: 'fb_9999',
      rating: 4,
      answers: [],
      idempotencyKey: randomUUID(),
    });
    expect(errorKey(given)).toBe('feedback_not_found');
  });

  it('sends once: a double click with the page key is one send; another page gets feedback_already_given', async () => {
    const client = createTrpcHttp(stack.baseUrl);
    const input = {
      id: 'fb_1107',
      rating: 5,
      answers: [{ questionId: 'what_went_well', answer: 'Mudah digunakan' }],
      comment: '  Terima kasih  ',
      idempotencyKey: randomUUID(),
    };
    const [first, second] = await Promise.all([
      client.mutate('feedback.give', input),
      client.mutate('feedback.give', input),
    ]);
    expect(first.status, JSON.stringify(first.error)).toBe(200);
    expect(second.data).toEqual(first.data);
    expect(await stack.journalCount(GIVE_PATH)).toBe(1);

    const journal = await fetch(`${stack.mockUrl}/__admin/journal?path=${encodeURIComponent(GIVE_PATH)}`);
    const { entries } = (await journal.json()) as { entries: { body: Record<string, unknown> }[] };
    expect(entries[0]?.body).toMatchObject({
      feedback_form_id: 'fb_1107',
      rating: 5,
      answers: [{ question_id: 'what_went_well', answer: 'Mudah digunakan' }],
      comment: 'Terima kasih',
    });

    const again = await client.mutate('feedback.give', { ...input, idempotencyKey: randomUUID() });
    expect(again.status).toBe(409);
    expect(errorKey(again)).toBe('feedback_already_given');
  });

  it('names the claim being rated, and a used link is feedback_already_given as it opens', async () => {
    const client = createTrpcHttp(stack.baseUrl);
    const form = await client.query('feedback.form', { id: 'fb_2105', rating: 5 });
    expect(form.status, JSON.stringify(form.error)).toBe(200);
    expect(form.data).toMatchObject({
      claim: { claim_no: expect.stringMatching(/^CLM-/), benefit: expect.any(String) },
    });
    const given = await client.mutate('feedback.give', {
      id: 'fb_2105',
      rating: 5,
      answers: [],
      idempotencyKey: randomUUID(),
    });
    expect(given.status, JSON.stringify(given.error)).toBe(200);
    const used = await client.query('feedback.form', { id: 'fb_2105', rating: 5 });
    expect(used.status).toBe(409);
    expect(errorKey(used)).toBe('feedback_already_given');
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContractDrift } from './contract-drift.ts';

const log = pino({ level: 'silent' });

/** A contract whose check counts how often it ran, so a test sees whether an answer was checked again. */
function countedContract() {
  const runs = { count: 0 };
  const schema = z.object({
    data: z.array(z.object({ id: z.string(), premium: z.number() })),
    total: z.number().refine(() => ++runs.count > 0),
  });
  return { schema, runs };
}

/** What was asked: the read's path and the caller's credentials. */
const READ = '/api/v1/policy/policies/?offset=0&limit=10 token-of-user-a';

const answer = JSON.stringify({ data: [{ id: 'P-1', premium: 125_000 }], total: 1 });

describe('broker answers read by their text', () => {
  it('checks an answer once and serves the same text again as it was read', () => {
    const { schema, runs } = countedContract();
    const drift = createContractDrift();
    const first = drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    const again = drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(first).toEqual({ ok: true, data: { data: [{ id: 'P-1', premium: 125_000 }], total: 1 } });
    expect(again).toEqual(first);
    expect(runs.count).toBe(1);
  });

  it('checks a changed answer anew, and refuses it when it breaks the contract', () => {
    const { schema, runs } = countedContract();
    const drift = createContractDrift();
    expect(drift.readText('policyList', schema, answer, log, { rememberAs: READ }).ok).toBe(true);
    const changed = JSON.stringify({ data: [{ id: 'P-1', premium: 125_001 }], total: 1 });
    expect(drift.readText('policyList', schema, changed, log, { rememberAs: READ })).toEqual({
      ok: true,
      data: { data: [{ id: 'P-1', premium: 125_001 }], total: 1 },
    });
    expect(runs.count).toBe(2);
    const broken = JSON.stringify({ data: [{ id: 'P-1', premium: 'a lot' }], total: 1 });
    expect(drift.readText('policyList', schema, broken, log, { rememberAs: READ }).ok).toBe(false);
    // Refused answers are not remembered: the same broken text is refused each time.
    expect(drift.readText('policyList', schema, broken, log, { rememberAs: READ }).ok).toBe(false);
  });

  it('gives each read its own answer: another user asking the same path is checked on their own text', () => {
    const { schema } = countedContract();
    const drift = createContractDrift();
    const otherRead = READ.replace('user-a', 'user-b');
    const theirs = JSON.stringify({ data: [{ id: 'P-9', premium: 99 }], total: 1 });
    drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(drift.readText('policyList', schema, theirs, log, { rememberAs: otherRead })).toEqual({
      ok: true,
      data: { data: [{ id: 'P-9', premium: 99 }], total: 1 },
    });
    expect(drift.readText('policyList', schema, answer, log, { rememberAs: READ })).toEqual({
      ok: true,
      data: { data: [{ id: 'P-1', premium: 125_000 }], total: 1 },
    });
  });

  it('refuses text that is not JSON, and checks a text against the contract it is read by', () => {
    const { schema } = countedContract();
    const drift = createContractDrift();
    expect(
      drift.readText('policyList', schema, '<html>Bad gateway</html>', log, { rememberAs: READ }).ok,
    ).toBe(false);
    expect(drift.readText('policyList', schema, answer, log, { rememberAs: READ }).ok).toBe(true);
    const other = z.object({ items: z.array(z.string()) });
    expect(drift.readText('policyList', other, answer, log, { rememberAs: READ }).ok).toBe(false);
  });

  it('counts a drifted answer every time it is served (it is not remembered)', () => {
    const { schema, runs } = countedContract();
    const counted: string[] = [];
    const drift = createContractDrift({
      onDrift: (endpoint, kind, outcome) => counted.push(`${kind} ${outcome}`),
    });
    const drifted = JSON.stringify({ data: [{ id: 'P-1', premium: 1, colour: 'red' }], total: 1 });
    for (let read = 0; read < 3; read++) {
      expect(drift.readText('policyList', schema, drifted, log, { rememberAs: READ })).toEqual({
        ok: true,
        data: { data: [{ id: 'P-1', premium: 1 }], total: 1 },
      });
    }
    expect(counted).toEqual(['extra_field tolerated', 'extra_field tolerated', 'extra_field tolerated']);
    expect(runs.count).toBe(3);
  });

  it('hands out a remembered answer that no request can change for another', () => {
    const { schema } = countedContract();
    const drift = createContractDrift();
    const first = drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    if (!first.ok) throw new Error('the answer keeps its contract');
    const data = first.data as { data: { premium: number }[] };
    expect(() => {
      data.data[0]!.premium = 0;
    }).toThrow(TypeError);
    expect(() => data.data.push({ premium: 0 })).toThrow(TypeError);
    const again = drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(again).toEqual({ ok: true, data: { data: [{ id: 'P-1', premium: 125_000 }], total: 1 } });
  });

  it('checks every answer of a write, and every answer when nothing is remembered', () => {
    const { schema, runs } = countedContract();
    const drift = createContractDrift();
    drift.readText('policyList', schema, answer, log, {});
    drift.readText('policyList', schema, answer, log, {});
    expect(runs.count).toBe(2);
    const forgetful = createContractDrift({ checkedAnswers: null });
    forgetful.readText('policyList', schema, answer, log, { rememberAs: READ });
    forgetful.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(runs.count).toBe(4);
  });

  it('remembers at most its number of reads, letting the oldest go first', () => {
    const { schema, runs } = countedContract();
    const drift = createContractDrift({
      checkedAnswers: { maxEntries: 2, maxTextChars: 100_000, ttlMs: 60_000 },
    });
    const reads = ['offset=0', 'offset=10', 'offset=20'].map((page) => `${READ} ${page}`);
    for (const read of reads) drift.readText('policyList', schema, answer, log, { rememberAs: read });
    expect(runs.count).toBe(3);
    // The newest two are remembered, the oldest was let go.
    drift.readText('policyList', schema, answer, log, { rememberAs: reads[2]! });
    drift.readText('policyList', schema, answer, log, { rememberAs: reads[1]! });
    expect(runs.count).toBe(3);
    drift.readText('policyList', schema, answer, log, { rememberAs: reads[0]! });
    expect(runs.count).toBe(4);
  });

  it('forgets an answer a minute after it was checked', () => {
    const { schema, runs } = countedContract();
    let now = 1_000;
    const drift = createContractDrift({ now: () => now });
    drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    now += 59_000;
    drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(runs.count).toBe(1);
    now += 2_000;
    drift.readText('policyList', schema, answer, log, { rememberAs: READ });
    expect(runs.count).toBe(2);
  });
});

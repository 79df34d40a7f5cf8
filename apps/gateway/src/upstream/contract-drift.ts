import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import { deepFreeze } from '../deep-freeze.ts';
import {
  findDrifts,
  findExtraFields,
  judgeDrifts,
  pathPattern,
  tolerantSchema,
  type DriftKind,
  type DriftVerdict,
} from '@portal/contracts/drift';

/** Whether an answer that drifted was served (`tolerated`) or failed the call (`refused`). */
export type DriftOutcome = 'tolerated' | 'refused';

export type ReadAnswer = { ok: true; data: unknown } | { ok: false; drifts: DriftVerdict[] };

/**
 * How the gateway reads a broker answer against its contract (decision record 0035): an answer that keeps it is
 * served as parsed; one whose drifts the page cannot notice (a field the contract does not name, a field the
 * portal never reads) is served too, read with the unread fields forgiven; any other drift fails the call.
 * Every drift is counted, and each new one (endpoint, kind and spot) is logged once.
 */
export interface ContractDrift {
  /**
   * An answer as the broker sent it (its text, read by `answerOfText`). With `rememberAs` (what was asked: the
   * read's path and credentials), an answer that kept its contract exactly is remembered under it, and
   * the same text answered to the same read again is served from there without being parsed and checked again
   * (see `CheckedAnswersLimits`).
   */
  readText(
    endpointId: string,
    schema: z.ZodType,
    text: string,
    log: FastifyBaseLogger,
    options: { rememberAs?: string },
  ): ReadAnswer;
}

/** A broker answer's text as a value: empty is no value; text that is not JSON is the broker's words. */
export function answerOfText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { error: text.slice(0, 500) };
  }
}

/** How many checked answers are remembered, how much of their text in all, and for how long. */
export interface CheckedAnswersLimits {
  maxEntries: number;
  /** Characters of answer text, all entries together; an answer longer than a tenth of it is never remembered. */
  maxTextChars: number;
  ttlMs: number;
}

/**
 * A page reads the same broker answer again and again (each list on each visit, a refetch when the tab comes back),
 * and parsing and checking its JSON each time is a large part of what the gateway adds to a read (decision record
 * 0062). The check is a pure function of the text and the schema, so the last checked answer of each read is
 * remembered with its text: the broker is still asked every time, and only an answer whose text is the same,
 * character for character, is served as it was read before; any other is checked anew. The read names the entry
 * and the text is compared, not hashed: comparing 5 kB costs about a microsecond, hashing it as a key costs about
 * as much as parsing it. Only answers that kept the contract exactly are remembered (a drifted one is checked,
 * counted and logged each time, as before), only reads (GET), and only for a minute: users' data is not kept longer
 * than a renewed session cookie is.
 */
export const DEFAULT_CHECKED_ANSWERS: CheckedAnswersLimits = {
  maxEntries: 1_000,
  maxTextChars: 8_000_000,
  ttlMs: 60_000,
};

export interface ContractDriftOptions {
  /** Told once per answer and kind of drift in it (metrics). */
  onDrift?: (endpointId: string, kind: DriftKind, outcome: DriftOutcome) => void;
  /** Most distinct drifts remembered as logged; past it new ones are counted but not logged (a broker gone wild). */
  logLimit?: number;
  /** Answers remembered by their text (`readText`); null: none, each is parsed and checked. */
  checkedAnswers?: CheckedAnswersLimits | null;
  /** The clock their time is kept by, in ms (tests); default `performance.now`. */
  now?: () => number;
}

/** Few enough to show in one log line. */
const LOGGED_DRIFTS_PER_LINE = 10;

export function createContractDrift(options: ContractDriftOptions = {}): ContractDrift {
  const logged = new Set<string>();
  const logLimit = options.logLimit ?? 1000;

  /** The drifts of this answer not logged before (by endpoint, kind and spot). */
  function firstSeen(endpointId: string, verdicts: readonly DriftVerdict[]): DriftVerdict[] {
    const fresh: DriftVerdict[] = [];
    for (const verdict of verdicts) {
      const key = `${endpointId} ${verdict.kind} ${pathPattern(verdict.path)}`;
      if (logged.has(key) || logged.size >= logLimit) continue;
      logged.add(key);
      fresh.push(verdict);
    }
    return fresh;
  }

  function count(endpointId: string, verdicts: readonly DriftVerdict[], outcome: DriftOutcome): void {
    if (!options.onDrift) return;
    for (const kind of new Set(verdicts.map((verdict) => verdict.kind)))
      options.onDrift(endpointId, kind, outcome);
  }

  /** One line per kind and spot (every element of a list drifting alike is one drift), at most a few. */
  function shown(verdicts: readonly DriftVerdict[]) {
    const bySpot = new Map<string, DriftVerdict>();
    for (const verdict of verdicts) {
      const path = pathPattern(verdict.path);
      if (!bySpot.has(`${verdict.kind} ${path}`)) bySpot.set(`${verdict.kind} ${path}`, { ...verdict, path });
    }
    return [...bySpot.values()]
      .slice(0, LOGGED_DRIFTS_PER_LINE)
      .map(({ path, kind, expected, received, reason }) => ({ path, kind, expected, received, reason }));
  }

  function tolerated(endpointId: string, verdicts: DriftVerdict[], log: FastifyBaseLogger): void {
    count(endpointId, verdicts, 'tolerated');
    const fresh = firstSeen(endpointId, verdicts);
    if (fresh.length > 0) {
      log.warn(
        { endpoint: endpointId, drifts: shown(fresh) },
        'upstream answer drifted from its contract; served',
      );
    }
  }

  /** The answer read against its schema; `exact`: it kept the contract, nothing drifted. */
  function check(
    endpointId: string,
    schema: z.ZodType,
    payload: unknown,
    log: FastifyBaseLogger,
  ): { answer: ReadAnswer; exact: boolean } {
    const parsed = schema.safeParse(payload);
    if (parsed.success) {
      const extras = findExtraFields(schema, payload);
      if (extras.length === 0) return { answer: { ok: true, data: parsed.data }, exact: true };
      tolerated(endpointId, judgeDrifts(endpointId, extras), log);
      return { answer: { ok: true, data: parsed.data }, exact: false };
    }
    const verdicts = judgeDrifts(endpointId, findDrifts(schema, payload));
    const breaking = verdicts.filter((verdict) => verdict.breaks);
    if (breaking.length === 0) {
      const forgiven = tolerantSchema(schema).safeParse(payload);
      if (forgiven.success) {
        tolerated(endpointId, verdicts, log);
        return { answer: { ok: true, data: forgiven.data }, exact: false };
      }
    }
    count(endpointId, verdicts, 'refused');
    log.error(
      { endpoint: endpointId, drifts: shown(breaking.length > 0 ? breaking : verdicts) },
      'upstream response broke the contract',
    );
    return { answer: { ok: false, drifts: verdicts }, exact: false };
  }

  const limits = options.checkedAnswers === undefined ? DEFAULT_CHECKED_ANSWERS : options.checkedAnswers;
  // The schema is kept with the answer: a text is served only as the contract it was checked against reads it.
  const checked =
    limits &&
    new LRUCache<string, { schema: z.ZodType; text: string; data: unknown }>({
      max: limits.maxEntries,
      maxSize: limits.maxTextChars,
      maxEntrySize: Math.floor(limits.maxTextChars / 10),
      sizeCalculation: (entry) => Math.max(1, entry.text.length),
      ttl: limits.ttlMs,
      // A given clock is read on every look-up, not once per millisecond.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });

  return {
    readText(endpointId, schema, text, log, { rememberAs }) {
      if (!checked || rememberAs === undefined)
        return check(endpointId, schema, answerOfText(text), log).answer;
      const key = `${endpointId} ${rememberAs}`;
      const known = checked.get(key);
      if (known && known.text === text && known.schema === schema) return { ok: true, data: known.data };
      const { answer, exact } = check(endpointId, schema, answerOfText(text), log);
      // Frozen: every request that reads it shares it, so none can change it for the others.
      if (answer.ok && exact) checked.set(key, { schema, text, data: deepFreeze(answer.data) });
      else if (known) checked.delete(key);
      return answer;
    },
  };
}

import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
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
  read(endpointId: string, schema: z.ZodType, payload: unknown, log: FastifyBaseLogger): ReadAnswer;
}

export interface ContractDriftOptions {
  /** Told once per answer and kind of drift in it (metrics). */
  onDrift?: (endpointId: string, kind: DriftKind, outcome: DriftOutcome) => void;
  /** Most distinct drifts remembered as logged; past it new ones are counted but not logged (a broker gone wild). */
  logLimit?: number;
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

  return {
    read(endpointId, schema, payload, log) {
      const parsed = schema.safeParse(payload);
      if (parsed.success) {
        const extras = findExtraFields(schema, payload);
        if (extras.length > 0) tolerated(endpointId, judgeDrifts(endpointId, extras), log);
        return { ok: true, data: parsed.data };
      }
      const verdicts = judgeDrifts(endpointId, findDrifts(schema, payload));
      const breaking = verdicts.filter((verdict) => verdict.breaks);
      if (breaking.length === 0) {
        const forgiven = tolerantSchema(schema).safeParse(payload);
        if (forgiven.success) {
          tolerated(endpointId, verdicts, log);
          return { ok: true, data: forgiven.data };
        }
      }
      count(endpointId, verdicts, 'refused');
      log.error(
        { endpoint: endpointId, drifts: shown(breaking.length > 0 ? breaking : verdicts) },
        'upstream response broke the contract',
      );
      return { ok: false, drifts: verdicts };
    },
  };
}

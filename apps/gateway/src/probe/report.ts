import type { DriftKind } from '@portal/contracts/drift';
import type { EndpointReport, ProbeResult } from './run.ts';

export type FailOn = 'drift' | 'breaking';

export interface ProbeSummary {
  endpoints: number;
  reached: number;
  notReached: number;
  calls: number;
  /** Calls answered with a status the catalogue does not name as success (refusals, failures). */
  errorAnswers: number;
  unreachableCalls: number;
  drifts: number;
  breakingDrifts: number;
  driftsByKind: Record<DriftKind, number>;
  /** Endpoints with at least one drift. */
  driftedEndpoints: string[];
}

export function summarise(result: ProbeResult): ProbeSummary {
  const driftsByKind: Record<DriftKind, number> = {
    missing_field: 0,
    extra_field: 0,
    wrong_type: 0,
    unknown_enum_value: 0,
    null_not_allowed: 0,
    invalid_value: 0,
  };
  let calls = 0;
  let errorAnswers = 0;
  let unreachableCalls = 0;
  let drifts = 0;
  let breakingDrifts = 0;
  const driftedEndpoints: string[] = [];
  for (const report of result.endpoints) {
    let endpointDrifts = 0;
    for (const call of report.calls) {
      calls += 1;
      if (call.outcome === 'error_status') errorAnswers += 1;
      if (call.outcome === 'unreachable') unreachableCalls += 1;
      for (const drift of call.drifts) {
        endpointDrifts += 1;
        driftsByKind[drift.kind] += 1;
        if (drift.breaks) breakingDrifts += 1;
      }
    }
    drifts += endpointDrifts;
    if (endpointDrifts > 0) driftedEndpoints.push(report.endpoint);
  }
  const reached = result.endpoints.filter((report) => report.reached).length;
  return {
    endpoints: result.endpoints.length,
    reached,
    notReached: result.endpoints.length - reached,
    calls,
    errorAnswers,
    unreachableCalls,
    drifts,
    breakingDrifts,
    driftsByKind,
    driftedEndpoints,
  };
}

/** 0: nothing (or nothing breaking, with `breaking`) drifted; 1: drift found. */
export function exitCodeOf(summary: ProbeSummary, failOn: FailOn): 0 | 1 {
  const counted = failOn === 'breaking' ? summary.breakingDrifts : summary.drifts;
  return counted > 0 ? 1 : 0;
}

export function toJsonReport(result: ProbeResult, summary: ProbeSummary): string {
  return `${JSON.stringify({ ...result, summary }, null, 2)}\n`;
}

/** A table cell: no line breaks, pipes escaped. */
function cell(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function statusOf(report: EndpointReport): string {
  const statuses = [
    ...new Set(report.calls.map((call) => (call.status === null ? 'no answer' : String(call.status)))),
  ];
  return statuses.join(', ');
}

function timeOf(report: EndpointReport): string {
  if (report.calls.length === 0) return '';
  const times = report.calls.map((call) => call.ms);
  const max = Math.max(...times);
  return report.calls.length === 1 ? `${max} ms` : `${Math.min(...times)}–${max} ms`;
}

export function toMarkdownReport(result: ProbeResult, summary: ProbeSummary): string {
  const lines: string[] = [];
  const verdict =
    summary.drifts === 0
      ? 'No drift: every answer fits the contract.'
      : `${summary.drifts} drift${summary.drifts === 1 ? '' : 's'} in ${summary.driftedEndpoints.length} endpoint${summary.driftedEndpoints.length === 1 ? '' : 's'}, ${summary.breakingDrifts} of them breaking the portal.`;
  lines.push('# Broker contract probe', '');
  lines.push(`**${verdict}**`, '');
  if (result.stoppedEarly) lines.push(`**The probe could not finish: ${result.stoppedEarly}.**`, '');
  lines.push(`- Broker: ${result.broker}`);
  lines.push(`- Run: ${result.startedAt} to ${result.finishedAt}`);
  lines.push(
    `- Signed in by: ${result.login === 'otp' ? 'OTP' : 'token'}; roles: ${result.services?.join(', ') ?? 'unknown'}`,
  );
  lines.push(
    `- Endpoints: ${summary.reached} reached, ${summary.notReached} not reached, of ${summary.endpoints}; ${summary.calls} calls, ${summary.errorAnswers} answered with a status other than the contract's success, ${summary.unreachableCalls} without an answer`,
  );
  const kinds = Object.entries(summary.driftsByKind)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${kind} ${count}`);
  if (kinds.length > 0) lines.push(`- Drifts by kind: ${kinds.join(', ')}`);
  lines.push('');

  const drifted = result.endpoints.filter((report) => report.calls.some((call) => call.drifts.length > 0));
  if (drifted.length > 0) {
    lines.push('## Drifts', '');
    lines.push('| Endpoint | Call | Path | Kind | Expected | Received | Breaks the portal | Why |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const report of drifted) {
      for (const call of report.calls) {
        for (const drift of call.drifts) {
          lines.push(
            `| ${report.endpoint} | ${cell(`${report.method} ${call.target}`)} | \`${cell(drift.path)}\` | ${drift.kind} | ${cell(drift.expected)} | ${cell(drift.received)} | ${drift.breaks ? 'yes' : 'no'} | ${cell(drift.reason)} |`,
          );
        }
      }
    }
    lines.push('');
  }

  const errors = result.endpoints.filter((report) => report.calls.some((call) => call.outcome !== 'ok'));
  if (errors.length > 0) {
    lines.push('## Calls that did not succeed', '');
    lines.push('| Endpoint | Call | Status | Error |');
    lines.push('| --- | --- | --- | --- |');
    for (const report of errors) {
      for (const call of report.calls.filter((entry) => entry.outcome !== 'ok')) {
        lines.push(
          `| ${report.endpoint} | ${cell(`${report.method} ${call.target}`)} | ${call.status ?? 'no answer'} | ${cell(call.error ?? '')} |`,
        );
      }
    }
    lines.push('');
  }

  lines.push('## Endpoints', '');
  lines.push(
    '| Endpoint | Method and path | Effect | Reached | Calls | Status | Time | Drifts | Not reached because |',
  );
  lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const report of result.endpoints) {
    const drifts = report.calls.reduce((sum, call) => sum + call.drifts.length, 0);
    const breaking = report.calls.reduce((sum, call) => sum + call.drifts.filter((d) => d.breaks).length, 0);
    lines.push(
      `| ${report.endpoint} | ${report.method} ${report.path} | ${report.effect} | ${report.reached ? 'yes' : 'no'} | ${report.calls.length} | ${statusOf(report)} | ${timeOf(report)} | ${drifts === 0 ? '' : `${drifts} (${breaking} breaking)`} | ${cell(report.reason ?? '')} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

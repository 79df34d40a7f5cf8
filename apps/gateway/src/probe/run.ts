import { allEndpoints, catalogue, type EndpointId } from '@portal/contracts/catalogue';
import type { Service } from '@portal/contracts/constants';
import { findDrifts, judgeDrifts, type DriftVerdict } from '@portal/contracts/drift';
import type { EndpointDefinition } from '@portal/contracts/endpoint';
import { sendCall, type BrokerConnection, type CallInput, type RawAnswer } from './broker.ts';
import {
  READ_STEPS,
  WRITE_STEPS,
  emptyFacts,
  learnServices,
  type Facts,
  type ProbeStep,
  type ReadEndpointId,
  type WriteEndpointId,
} from './plan.ts';

/** One call the probe made and what came of it. */
export interface CallRecord {
  /** Path and query as sent (no secrets: the token travels in a header, the code in a body). */
  target: string;
  /** HTTP status; null when the broker did not answer. */
  status: number | null;
  ms: number;
  /** `ok`: a success status of the catalogue; `error_status`: any other; `unreachable`: no answer. */
  outcome: 'ok' | 'error_status' | 'unreachable';
  /** The broker's error code or message, or the network error. */
  error: string | null;
  drifts: DriftVerdict[];
}

export interface EndpointReport {
  endpoint: string;
  method: string;
  path: string;
  effect: 'read' | 'write';
  reached: boolean;
  /** Why it was not reached. */
  reason: string | null;
  calls: CallRecord[];
}

export interface ProbeOptions {
  baseUrl: string;
  login: { kind: 'token'; token: string } | { kind: 'otp'; phone: string; askCode: () => Promise<string> };
  maxDetails: number;
  allowWrites: readonly WriteEndpointId[];
  timeoutMs: number;
  /** Told every secret the run learns (the session token of an OTP login), so no output shows it. */
  secrets?: string[];
}

export interface ProbeResult {
  broker: string;
  startedAt: string;
  finishedAt: string;
  login: 'otp' | 'token';
  services: Service[] | null;
  endpoints: EndpointReport[];
  /** Why the probe stopped before the end (the broker stopped answering); null when it went through. */
  stoppedEarly: string | null;
}

/** The probe could not run at all: the broker did not answer, or refused the login. */
export class ProbeAbort extends Error {
  override name = 'ProbeAbort';
}

const LOGIN_CALLS = new Set<string>(['sendOtp', 'verifyOtpAndGetSession']);

function errorOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return typeof body === 'string' ? body.slice(0, 200) : null;
  const { code, error, message } = body as Record<string, unknown>;
  const parts = [code, error ?? message].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(': ') : null;
}

function recordOf(endpoint: EndpointDefinition, answer: RawAnswer): CallRecord {
  const ms = Math.round(answer.ms);
  if (!answer.ok) {
    return {
      target: answer.target,
      status: null,
      ms,
      outcome: 'unreachable',
      error: answer.error,
      drifts: [],
    };
  }
  if (!endpoint.successStatus.includes(answer.status)) {
    const error = errorOf(answer.body);
    return { target: answer.target, status: answer.status, ms, outcome: 'error_status', error, drifts: [] };
  }
  const drifts = judgeDrifts(endpoint.id, findDrifts(endpoint.response, answer.body));
  return { target: answer.target, status: answer.status, ms, outcome: 'ok', error: null, drifts };
}

function blankReport(endpoint: EndpointDefinition): EndpointReport {
  const { id, method, path, effect } = endpoint;
  return { endpoint: id, method, path, effect, reached: false, reason: null, calls: [] };
}

/** Calls in a row without an answer after which the probe stops calling (each may have waited the whole timeout). */
const GIVE_UP_AFTER_UNANSWERED = 3;

interface ProbeSession extends BrokerConnection {
  unansweredInARow: number;
}

/** Signs in by OTP; the two calls are reported like any other. Refusals stop the probe. */
async function signInWithOtp(
  connection: ProbeSession,
  phone: string,
  askCode: () => Promise<string>,
  reports: Map<string, EndpointReport>,
  facts: Facts,
): Promise<string> {
  const send = catalogue.sendOtp;
  const sent = await sendCall(connection, send, { body: { phone, medium: 'sms', language_code: 'id' } });
  const sendRecord = recordOf(send, sent);
  Object.assign(reports.get('sendOtp')!, { reached: true, calls: [sendRecord] });
  if (!sent.ok) throw new ProbeAbort(`The broker at ${connection.baseUrl} does not answer: ${sent.error}`);
  const operationId = (sent.body as { operation_id?: unknown } | undefined)?.operation_id;
  if (sendRecord.outcome !== 'ok' || typeof operationId !== 'string') {
    throw new ProbeAbort(
      `Login refused: send_otp answered ${sent.status}${sendRecord.error ? ` (${sendRecord.error})` : ''}`,
    );
  }
  facts.operationId = operationId;
  await runStep(
    connection,
    'checkWhatsappStatus',
    READ_STEPS.checkWhatsappStatus,
    facts,
    1,
    reports.get('checkWhatsappStatus')!,
  );
  const otp = (await askCode()).trim();
  const verify = catalogue.verifyOtpAndGetSession;
  const verified = await sendCall(connection, verify, { body: { phone, operation_id: operationId, otp } });
  const verifyRecord = recordOf(verify, verified);
  Object.assign(reports.get('verifyOtpAndGetSession')!, { reached: true, calls: [verifyRecord] });
  if (!verified.ok)
    throw new ProbeAbort(`The broker at ${connection.baseUrl} does not answer: ${verified.error}`);
  const grant = verified.body as
    { token?: unknown; user?: { services?: unknown }; profile?: unknown } | undefined;
  if (verifyRecord.outcome !== 'ok' || typeof grant?.token !== 'string') {
    throw new ProbeAbort(
      `Login refused: verify-otp-and-get-session answered ${verified.status}${verifyRecord.error ? ` (${verifyRecord.error})` : ''}`,
    );
  }
  learnServices(grant.profile, facts);
  learnServices(grant.user, facts);
  return grant.token;
}

function roleRefusal(step: ProbeStep, services: Service[] | null): string | null {
  if (!step.roles || services === null) return null;
  if (services.some((service) => step.roles!.includes(service))) return null;
  return `needs the role ${step.roles.join(' or ')}; the account has ${services.join(', ') || 'none'}`;
}

async function runStep(
  connection: ProbeSession,
  id: EndpointId,
  step: ProbeStep,
  facts: Facts,
  maxDetails: number,
  report: EndpointReport,
): Promise<void> {
  const refusal = roleRefusal(step, facts.services);
  if (refusal) {
    report.reason = refusal;
    return;
  }
  const plan = step.plan(facts, maxDetails);
  if ('notReached' in plan) {
    report.reason = plan.notReached;
    return;
  }
  const endpoint: EndpointDefinition = catalogue[id];
  for (const input of plan.inputs) {
    if (connection.unansweredInARow >= GIVE_UP_AFTER_UNANSWERED) break;
    const answer = await sendCall(connection, endpoint, input as CallInput);
    const record = recordOf(endpoint, answer);
    report.calls.push(record);
    connection.unansweredInARow = answer.ok ? 0 : connection.unansweredInARow + 1;
    if (record.outcome === 'ok' && answer.ok) step.learn?.(answer.body, input, facts);
  }
  report.reached = report.calls.some((call) => call.outcome !== 'unreachable');
  if (!report.reached) {
    report.reason =
      report.calls.length > 0
        ? 'the broker did not answer'
        : 'the broker stopped answering earlier in the run';
  }
}

/**
 * Signs in, then calls every read-only endpoint it can reach (lists before details), then the writes the
 * operator allowed, and judges every answer against the catalogue. Throws ProbeAbort when it cannot run.
 */
export async function runProbe(options: ProbeOptions): Promise<ProbeResult> {
  const startedAt = new Date().toISOString();
  const facts = emptyFacts();
  const reports = new Map<string, EndpointReport>(
    allEndpoints.map((endpoint) => [endpoint.id, blankReport(endpoint)]),
  );
  const connection: ProbeSession = {
    baseUrl: options.baseUrl,
    token: null,
    timeoutMs: options.timeoutMs,
    unansweredInARow: 0,
  };

  if (options.login.kind === 'otp') {
    connection.token = await signInWithOtp(
      connection,
      options.login.phone,
      options.login.askCode,
      reports,
      facts,
    );
    options.secrets?.push(connection.token);
  } else {
    connection.token = options.login.token;
    const check = await sendCall(connection, catalogue.verifySession, {});
    if (!check.ok) throw new ProbeAbort(`The broker at ${options.baseUrl} does not answer: ${check.error}`);
    if (check.status === 401 || check.status === 403) {
      const error = errorOf(check.body);
      throw new ProbeAbort(
        `Login refused: the broker answered ${check.status} to the token${error ? ` (${error})` : ''}`,
      );
    }
  }

  for (const [id, step] of Object.entries(READ_STEPS) as [ReadEndpointId, ProbeStep][]) {
    if (reports.get(id)!.calls.length > 0) continue;
    await runStep(connection, id, step, facts, options.maxDetails, reports.get(id)!);
  }
  const writes = [...options.allowWrites].sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
  for (const id of writes) {
    const step = WRITE_STEPS[id];
    if (step) await runStep(connection, id, step, facts, options.maxDetails, reports.get(id)!);
    else reports.get(id)!.reason = 'allowed, but the probe has no input for this call';
  }
  for (const report of reports.values()) {
    if (report.effect !== 'write' || report.reached || report.reason !== null) continue;
    report.reason = LOGIN_CALLS.has(report.endpoint)
      ? 'a login call: made when the probe signs in with --phone'
      : `changes state at the broker: called only with --allow-writes ${report.endpoint}`;
  }

  return {
    broker: options.baseUrl,
    startedAt,
    finishedAt: new Date().toISOString(),
    login: options.login.kind,
    services: facts.services,
    endpoints: [...reports.values()],
    stoppedEarly:
      connection.unansweredInARow >= GIVE_UP_AFTER_UNANSWERED
        ? `the broker stopped answering (${GIVE_UP_AFTER_UNANSWERED} calls in a row without an answer); the report covers the calls before`
        : null,
  };
}

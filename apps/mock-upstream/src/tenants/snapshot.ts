import type { Fault } from '../admin/faults.ts';
import type { FaultInput } from '../admin/qa-schemas.ts';
import type { StubInput } from '../admin/stub-schemas.ts';
import type { Stub } from '../admin/stubs.ts';
import { MockStore } from '../store/mock-store.ts';
import type { SeedName } from '../store/named-seeds.ts';
import { StoreState, type StoreStateData } from '../store/store-state.ts';
import { applyEdits, type EditIssue } from './scenario-edits.ts';
import { SCENARIO_FORMAT, ScenarioDocument, type TenantSwitches } from './scenario-document.ts';
import type { Recording } from '../relay/recording-schema.ts';
import type { Tenant } from './tenants.ts';

/**
 * A tenant to and from a scenario document. Loading is in two steps so a bad document changes nothing: the
 * document is read into an image (validated, edits applied on a scratch store), then the image replaces the
 * tenant's state, switches, faults and stubs in one go.
 */

/** A document ready to load: nothing in it can fail any more. */
export interface TenantImage {
  seed: SeedName;
  description: string | undefined;
  state: StoreStateData;
  switches: TenantSwitches;
  faults: FaultInput[];
  stubs: StubInput[];
  /** With a recording, the tenant replays it. */
  recording: Recording | undefined;
}

export type ImageResult = { ok: true; image: TenantImage } | { ok: false; issues: EditIssue[] };

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[], prefix: string[] = []) =>
  issues.map((issue) => ({
    path: [...prefix, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
    message: issue.message,
  }));

/** Reads a document (the exported or the hand-written form); `now` stamps the claim status edits. */
export function readScenarioDocument(input: unknown, now: Date): ImageResult {
  const parsed = ScenarioDocument.safeParse(input);
  if (!parsed.success) return { ok: false, issues: issuesOf(parsed.error.issues) };
  const document = parsed.data;
  const scratch = new MockStore(document.seed);
  if (document.state) scratch.restore(document.seed, document.state);
  const problem = applyEdits(scratch, document.edits, now);
  if (problem) return { ok: false, issues: [problem] };
  const state = StoreState.safeParse(scratch.snapshot());
  if (!state.success) return { ok: false, issues: issuesOf(state.error.issues, ['state']) };
  return {
    ok: true,
    image: {
      seed: document.seed,
      description: document.description,
      state: state.data,
      switches: document.switches,
      faults: document.faults,
      stubs: document.stubs,
      recording: document.recording,
    },
  };
}

/** A fault as it was asked for, with the calls it has left and its draw seed, so it loads as it stands. */
function faultInputOf(fault: Fault): FaultInput {
  const { id: _id, matched: _matched, applied: _applied, remaining, times, ...input } = fault;
  const left = remaining ?? times;
  return { ...input, ...(left !== undefined && { times: left }) };
}

/** A stub as it was asked for, with the calls it has left, so it loads as it stands. */
function stubInputOf(stub: Stub): StubInput {
  const { id: _id, matched: _matched, applied: _applied, remaining, times, ...input } = stub;
  const left = remaining ?? times;
  return { ...input, ...(left !== undefined && { times: left }) };
}

/**
 * The caller's tenant as a document. The state goes through its schema, so it is checked and its keys come
 * in the schema's order: two exports of the same state are the same text. Dates serialize as ISO strings.
 */
export function captureTenant(tenant: Tenant, description?: string) {
  const { store } = tenant;
  return {
    format: SCENARIO_FORMAT,
    ...(description !== undefined && { description }),
    seed: store.seedName,
    state: StoreState.parse(store.snapshot()),
    switches: {
      otp: store.otpScenarios.snapshot(),
      ocr: store.claimFlow.ocrScenarios.snapshot(),
      bankVerification: store.claimFlow.bankVerificationScenarios.snapshot(),
    },
    // Oldest first, so loading adds them back in the order they were added (the newest is tried first).
    faults: tenant.qa.faults.list().reverse().map(faultInputOf),
    stubs: tenant.qa.stubs.list().reverse().map(stubInputOf),
  };
}

function restoreSwitches(store: MockStore, switches: TenantSwitches): void {
  store.otpScenarios.restore(switches.otp ?? { everyPhone: 'normal', phones: {} });
  const { ocrScenarios, bankVerificationScenarios } = store.claimFlow;
  if (switches.ocr) ocrScenarios.set(switches.ocr.scenario, switches.ocr.polls);
  else ocrScenarios.reset();
  if (switches.bankVerification) bankVerificationScenarios.set(switches.bankVerification.scenario);
  else bankVerificationScenarios.reset();
}

/**
 * Replaces the tenant's broker state, switches and faults with the image's, like a reset to it: sessions and
 * OTPs end, the journal is cleared; an image with a recording puts the tenant in replay (its proxy ends). The image's objects become the tenant's, so load an image once.
 */
export function restoreTenant(tenant: Tenant, image: TenantImage): void {
  tenant.store.restore(image.seed, image.state);
  restoreSwitches(tenant.store, image.switches);
  tenant.qa.reset();
  for (const fault of image.faults) tenant.qa.faults.add(fault);
  for (const stub of image.stubs) tenant.qa.stubs.add(stub);
  if (image.recording) tenant.qa.relay.replayFrom(image.recording);
}

import { readFileSync } from 'node:fs';
import { readScenarioDocument, restoreTenant } from '../tenants/snapshot.ts';
import type { Tenant } from '../tenants/tenants.ts';

/**
 * MOCK_REPLAY_FILE: the default tenant replays a recording kept anywhere on disk (a scenario file must sit in
 * the scenarios folder). A file that cannot be read, is not a valid document or has no recording stops the
 * start with one readable line.
 */
export function loadReplayFile(tenant: Tenant, file: string, now: Date): void {
  const refuse = (reason: string) => new Error(`MOCK_REPLAY_FILE=${file}: ${reason}`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw refuse((error as Error).message);
  }
  const result = readScenarioDocument(json, now);
  if (!result.ok) {
    throw refuse(
      result.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`).join('; '),
    );
  }
  if (!result.image.recording) throw refuse('the document has no recording to replay');
  restoreTenant(tenant, result.image);
  tenant.origin = { replayFile: file };
}

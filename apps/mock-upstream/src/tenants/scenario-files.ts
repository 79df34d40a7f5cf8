import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MockHttpError } from '../http/mock-error.ts';
import type { SeedName } from '../store/named-seeds.ts';
import { ScenarioDocument } from './scenario-document.ts';
import { readScenarioDocument, restoreTenant } from './snapshot.ts';
import { SCENARIO_NAME, type ScenarioSource } from './tenants.ts';

export interface ScenarioFileSummary {
  /** The file name without `.json`: what `POST /__admin/reset {"scenario": …}` takes. */
  name: string;
  description: string | null;
  seed: SeedName | null;
  /** Why the file cannot be loaded, when it cannot (the listing still shows it). */
  problem?: string;
}

type Issue = { path: (string | number)[]; message: string };
const pathText = (path: readonly (string | number)[]): string => path.join('.') || '(document)';

function invalidFile(file: string, issues: Issue[]): MockHttpError {
  const [first] = issues;
  return new MockHttpError(400, {
    error: `Scenario file ${file} is invalid${first ? `: ${pathText(first.path)}: ${first.message}` : ''}`,
    code: 'scenario_invalid',
    issues: issues.map((issue) => ({ path: pathText(issue.path), message: issue.message })),
  });
}

/**
 * The scenario files of one folder (MOCK_SCENARIO_DIR). A file is read and checked each time it is loaded, so a
 * tester can edit one while the mock runs; nothing is cached.
 */
export class ScenarioFiles {
  constructor(
    readonly dir: string,
    private readonly now: () => Date,
  ) {}

  /** Names of the files (`<name>.json`, kebab-case), sorted; none when the folder does not exist. */
  names(): string[] {
    let files: string[];
    try {
      files = readdirSync(this.dir);
    } catch {
      return [];
    }
    return files
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .filter((name) => SCENARIO_NAME.test(name))
      .sort();
  }

  list(): ScenarioFileSummary[] {
    return this.names().map((name) => {
      const read = this.readJson(name);
      if (!read.ok) return { name, description: null, seed: null, problem: read.problem };
      const parsed = ScenarioDocument.safeParse(read.json);
      if (parsed.success) {
        return { name, description: parsed.data.description ?? null, seed: parsed.data.seed };
      }
      const [first] = parsed.error.issues;
      return {
        name,
        description: null,
        seed: null,
        problem: first ? `${pathText(first.path.map(String))}: ${first.message}` : 'invalid',
      };
    });
  }

  /**
   * The file read, checked and its edits applied, ready to load; 404 for a name with no file (listing the known
   * ones), 400 `scenario_invalid` naming the file and the bad field. Nothing of any tenant changes here.
   */
  source(name: string): ScenarioSource {
    const known = this.names();
    if (!known.includes(name)) {
      throw new MockHttpError(404, {
        error: `No scenario file "${name}" in ${this.dir}; known scenarios: ${known.join(', ') || '(none)'}`,
        code: 'not_found',
      });
    }
    const file = `${name}.json`;
    const read = this.readJson(name);
    if (!read.ok) throw invalidFile(file, [{ path: [], message: read.problem }]);
    const result = readScenarioDocument(read.json, this.now());
    if (!result.ok) throw invalidFile(file, result.issues);
    const { image } = result;
    return { name, seed: image.seed, loadInto: (tenant) => restoreTenant(tenant, image) };
  }

  private readJson(name: string): { ok: true; json: unknown } | { ok: false; problem: string } {
    let text: string;
    try {
      text = readFileSync(join(this.dir, `${name}.json`), 'utf8');
    } catch (error) {
      return { ok: false, problem: `Cannot read the file: ${(error as Error).message}` };
    }
    try {
      return { ok: true, json: JSON.parse(text) as unknown };
    } catch (error) {
      return { ok: false, problem: `Not JSON: ${(error as Error).message}` };
    }
  }
}

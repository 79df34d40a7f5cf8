import type { FastifyPluginAsync } from 'fastify';
import { invalidRequest } from '../http/mock-error.ts';
import type { ScenarioFiles } from '../tenants/scenario-files.ts';
import { captureTenant, readScenarioDocument, restoreTenant } from '../tenants/snapshot.ts';
import type { TenantRegistry } from '../tenants/tenants.ts';
import { read } from './read-input.ts';
import { ExportQuery } from './scenario-schemas.ts';

export interface ScenarioRoutesOptions {
  tenants: TenantRegistry;
  scenarios: ScenarioFiles;
  /** The catalogue's clock: claim status edits are stamped with it. */
  now: () => Date;
}

/** An export of the large seed is about 1.2 MB; room for a tenant that grew a lot more. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024;

/**
 * Scenarios as files (under /__admin): the caller's tenant exported as one JSON document and imported into
 * another, and the scenario files a reset or a new tenant can start from.
 */
export const scenarioRoutes: FastifyPluginAsync<ScenarioRoutesOptions> = async (
  app,
  { tenants, scenarios, now },
) => {
  app.get('/export', async (request) => {
    const { description } = read(ExportQuery, request.query, 'query');
    return captureTenant(request.tenant, description);
  });

  // Like a reset to the document: checked first (a bad one changes nothing), then state, switches and faults
  // replaced, sessions ended, journal cleared.
  app.put('/import', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const result = readScenarioDocument(request.body, now());
    if (!result.ok) {
      throw invalidRequest(
        result.issues.map((issue) => ({ path: ['body', ...issue.path].join('.'), message: issue.message })),
      );
    }
    const { tenant } = request;
    restoreTenant(tenant, result.image);
    tenant.origin = {
      import: { seed: result.image.seed, description: result.image.description ?? null },
    };
    return tenants.summary(tenant);
  });

  app.get('/scenarios/files', async () => ({ dir: scenarios.dir, scenarios: scenarios.list() }));
};

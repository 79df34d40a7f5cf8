import { z } from 'zod';
import { ScenarioDescription } from '../tenants/scenario-document.ts';

/**
 * The query of a scenario export: `scenario-routes.ts` validates with it and `scenario-openapi.ts` describes it,
 * so the document cannot drift from what the route accepts.
 */
export const ExportQuery = z
  .object({
    description: ScenarioDescription.optional().describe('Written into the document as its description'),
  })
  .strict();

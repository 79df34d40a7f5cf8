import { agencyHandlers } from './agency.ts';
import { appConfigHandlers } from './app-config.ts';
import { authHandlers } from './auth.ts';
import { claimHandlers } from './claims.ts';
import type { HandlerMap } from './handler.ts';
import { policyHandlers } from './policies.ts';

/** Endpoints missing here answer 501 not_implemented. */
export const mockHandlers: HandlerMap = {
  ...authHandlers,
  ...appConfigHandlers,
  ...policyHandlers,
  ...claimHandlers,
  ...agencyHandlers,
};

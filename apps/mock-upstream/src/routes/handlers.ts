import { agencyHandlers } from './agency.ts';
import { agencyClaimHandlers } from './agency-claims.ts';
import { appConfigHandlers } from './app-config.ts';
import { authHandlers } from './auth.ts';
import { claimFlowHandlers } from './claim-flow.ts';
import { claimUploadHandlers } from './claim-uploads.ts';
import { claimHandlers } from './claims.ts';
import { commentHandlers } from './comments.ts';
import { endorsementHandlers } from './endorsements.ts';
import { feedbackHandlers } from './feedback.ts';
import type { HandlerMap } from './handler.ts';
import { imageVerificationHandlers } from './image-verification.ts';
import { payoutHandlers } from './payout.ts';
import { policyHandlers } from './policies.ts';
import { rideHailingHandlers } from './ride-hailing.ts';
import { tagHandlers } from './tags.ts';
import { userHandlers } from './user.ts';

/** Endpoints missing here answer 501 not_implemented. */
export const mockHandlers: HandlerMap = {
  ...authHandlers,
  ...appConfigHandlers,
  ...policyHandlers,
  ...claimHandlers,
  ...agencyHandlers,
  ...userHandlers,
  ...commentHandlers,
  ...endorsementHandlers,
  ...tagHandlers,
  ...feedbackHandlers,
  ...claimFlowHandlers,
  ...claimUploadHandlers,
  ...imageVerificationHandlers,
  ...payoutHandlers,
  ...rideHailingHandlers,
  ...agencyClaimHandlers,
};

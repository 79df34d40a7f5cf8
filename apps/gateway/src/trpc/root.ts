import { router } from './init.ts';
import { authRouter } from '../routers/auth.ts';
import { configRouter } from '../routers/config.ts';
import { policiesRouter } from '../routers/policies.ts';
import { claimsRouter } from '../routers/claims.ts';
import { chatRouter } from '../routers/chat.ts';
import { agencyRouter } from '../routers/agency.ts';
import { userRouter } from '../routers/user.ts';
import { uploadsRouter } from '../routers/uploads.ts';
import { listsRouter } from '../routers/lists.ts';
import { payoutRouter } from '../routers/payout.ts';
import { partnerClaimsRouter } from '../routers/partner-claims.ts';
import { shippingClaimsRouter } from '../routers/shipping-claims.ts';
import { feedbackRouter } from '../routers/feedback.ts';
import { endorsementsRouter } from '../routers/endorsements.ts';
import { documentsRouter } from '../routers/documents.ts';
import { sessionsRouter } from '../routers/sessions.ts';

export const appRouter = router({
  auth: authRouter,
  config: configRouter,
  policies: policiesRouter,
  claims: claimsRouter,
  chat: chatRouter,
  agency: agencyRouter,
  user: userRouter,
  uploads: uploadsRouter,
  lists: listsRouter,
  payout: payoutRouter,
  partnerClaims: partnerClaimsRouter,
  shippingClaims: shippingClaimsRouter,
  feedback: feedbackRouter,
  endorsements: endorsementsRouter,
  documents: documentsRouter,
  sessions: sessionsRouter,
});

export type AppRouter = typeof appRouter;

import type { ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { matchEndorsementPath } from '@portal/contracts/endorsement-table';
import { lazyPart } from '../../components/ui/lazy-part.tsx';
import type { Trpc } from '../../lib/trpc.ts';

/**
 * The endorsement page's four screens, each its own chunk (decision record 0023): a lookup needs neither the
 * dynamic form nor the OTP step, an OTP step not the form, the form not the outcome. Each is fetched when the
 * screen before it is shown, or by the route's loader for the screen the address opens on.
 */
export const lookupScreen = lazyPart(
  () => import('./components/endorsement-lookup.tsx'),
  (module) => module.EndorsementLookup,
);
export const otpScreen = lazyPart(
  () => import('./components/endorsement-otp.tsx'),
  (module) => module.EndorsementOtp,
);
export const editorScreen = lazyPart(
  () => import('./components/endorsement-editor.tsx'),
  (module) => module.EndorsementEditor,
);
export const doneScreen = lazyPart(
  () => import('./components/endorsement-done.tsx'),
  (module) => module.EndorsementDone,
);

/**
 * The endorsement routes' loader: the code of the screen the address opens on, beside the page's own chunk.
 * A lookup (no `?id=`) is awaited, so the page draws it at once; otherwise the form's code is started (and the
 * OTP step's, for a visitor on a row opened by id), while the page asks for the policy.
 */
export async function endorsementLoader({
  context,
  location,
}: {
  context: {
    queryClient: QueryClient;
    trpc: Trpc;
    endorsement: NonNullable<ReturnType<typeof matchEndorsementPath>>;
  };
  location: ParsedLocation;
}): Promise<void> {
  const { row } = context.endorsement;
  const search = location.search as { id?: string };
  if (row.access === 'lookup' && !search.id) {
    await lookupScreen.preload().catch(() => undefined);
    return;
  }
  void editorScreen.preload();
  const signedIn = Boolean(context.queryClient.getQueryData(context.trpc.auth.session.queryKey()));
  if (row.access === 'id' && !signedIn) void otpScreen.preload();
}

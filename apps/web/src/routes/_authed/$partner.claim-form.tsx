import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { PartnerClaimFormView } from '../../features/claims/partner/components/partner-claim-form-view.tsx';
import { partnerProductOf } from '../../features/claims/partner/partner-products.ts';
import { claimCompletionSearchSchema } from '../../lib/search-params.ts';
import { claimCompletionQuery } from '../../features/claims/completion/claim-route.ts';
import { preloadDynamicForm } from '../../shared/form/form-parts.tsx';

/** Spec §2 `/gojek-passenger/claim-form`, `/go-driver/claim-form` (`?claim=…&step=…`, as decision 0010). */
export const Route = createFileRoute('/_authed/$partner/claim-form')({
  validateSearch: claimCompletionSearchSchema,
  staticData: {
    title: () => m.partner_form_title(),
    backTo: (params) => `/${params.partner ?? ''}/claim`,
  },
  beforeLoad: ({ params, search }) => {
    const product = partnerProductOf(params.partner);
    if (!product?.hasClaimForm) throw notFound();
    // Without the claim there is nothing to complete: the flow starts at its order.
    if (!search.claim) throw redirect({ to: '/$partner/claim', params, replace: true });
    return { product, claimId: search.claim };
  },
  loaderDeps: ({ search }) => ({ claimId: search.claim ?? '' }),
  loader: ({ context: { queryClient }, deps }) => {
    queryClient.ensureQueryData(claimCompletionQuery(deps.claimId)).catch(() => undefined);
    // The form engine comes beside the claim, so a form step draws with it (a failure shows in its place).
    void preloadDynamicForm();
  },
  component: PartnerClaimFormPage,
});

function PartnerClaimFormPage() {
  const { product, claimId } = Route.useRouteContext();
  const { step } = Route.useSearch();
  return <PartnerClaimFormView product={product} claimId={claimId} step={step} />;
}

import { createFileRoute, notFound } from '@tanstack/react-router';
import { ProductLanding } from '../features/landing/components/product-landing.tsx';
import { useSession } from '../features/auth/hooks/use-session.ts';
import { appConfigQuery } from '../lib/app-config.ts';
import { productConfig, rememberProductKey } from '../lib/partner-config.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/**
 * Spec §2: /{product} landing pages come from the domain configuration (app/pre); a first path segment
 * that names no product is an unknown page. Landing here selects that partner's configuration for the
 * rest of the visit (footer contact, where logout returns).
 */
export const Route = createFileRoute('/$product')({
  loader: async ({ context: { queryClient }, params }) => {
    const { configs } = await queryClient.ensureQueryData(appConfigQuery());
    const config = productConfig(configs, params.product);
    if (!config) throw notFound();
    rememberProductKey(config.product_key);
    return { config };
  },
  component: ProductPage,
});

function ProductPage() {
  const { config } = Route.useLoaderData();
  const signedIn = Boolean(useSession().data);
  useDocumentTitle(config.display_name);
  return <ProductLanding config={config} signedIn={signedIn} />;
}

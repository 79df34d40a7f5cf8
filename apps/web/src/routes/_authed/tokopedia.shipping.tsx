import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ShippingLayout } from '../../features/shipping/components/shipping-layout.tsx';
import { preloadDocumentUploader } from '../../shared/upload/uploader-part.tsx';

/** Spec §2: the Tokopedia shipping pages have their own header; the root leaves the portal's chrome out. */
export const Route = createFileRoute('/_authed/tokopedia/shipping')({
  staticData: { ownHeader: true },
  // The claim forms' photo uploader is its own chunk: fetched beside the page, drawn when it is there.
  loader: () => void preloadDocumentUploader(),
  component: () => (
    <ShippingLayout>
      <Outlet />
    </ShippingLayout>
  ),
});

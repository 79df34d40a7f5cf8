import { Outlet, createFileRoute } from '@tanstack/react-router';
import { ShippingLayout } from '../../features/shipping/components/shipping-layout.tsx';

/** Spec §2: the Tokopedia shipping pages have their own header; the root leaves the portal's chrome out. */
export const Route = createFileRoute('/_authed/tokopedia/shipping')({
  staticData: { ownHeader: true },
  component: () => (
    <ShippingLayout>
      <Outlet />
    </ShippingLayout>
  ),
});

import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/locale.ts';
import { ShippingHeader } from './shipping-header.tsx';

/** The shipping pages' frame: their own header instead of the portal's header and sidebar (spec §2). */
export function ShippingLayout({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return (
    <>
      <ShippingHeader />
      {/* Keyed on the locale like the portal's main, so every message follows a change of language. */}
      <main
        id="main"
        tabIndex={-1}
        key={locale}
        className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 sm:px-6 sm:py-8"
      >
        {children}
      </main>
    </>
  );
}

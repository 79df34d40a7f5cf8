import { m } from '@portal/i18n/messages';
import { SkipLink } from '../../../components/layout/skip-link.tsx';

/**
 * The shipping pages' own header (spec §2): Tokopedia's buyers arrive from Tokopedia, so they see its mark and
 * the page's purpose, without the portal's navigation. The green is Tokopedia's, darkened to read on white.
 */
export function ShippingHeader() {
  return (
    <header className="border-b-4 border-[#03AC0E] bg-white">
      <SkipLink />
      <div className="mx-auto flex min-h-14 max-w-3xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 sm:px-6">
        <span className="text-xl font-extrabold tracking-tight text-[#00700B]" lang="id">
          tokopedia
        </span>
        <span aria-hidden="true" className="h-5 w-px bg-slate-300" />
        <span className="text-sm font-semibold text-slate-800">{m.shipping_header_subtitle()}</span>
      </div>
    </header>
  );
}

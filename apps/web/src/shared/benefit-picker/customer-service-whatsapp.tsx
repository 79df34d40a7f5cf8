import { m } from '@portal/i18n/messages';
import { usePartnerConfig } from '../../lib/app-config.ts';
import { whatsappUrl } from '../../lib/whatsapp.ts';

/** Customer service on WhatsApp for the partner the visit is for (spec §8), or null when it has none. */
export function useCustomerServiceWhatsapp(): string | null {
  return whatsappUrl(usePartnerConfig()?.whatsapp_number);
}

export function WhatsappLink({ href, className }: { href: string; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {m.claims_entry_contact_cs()}
      <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
    </a>
  );
}

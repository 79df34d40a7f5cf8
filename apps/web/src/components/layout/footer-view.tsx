import type { ComponentType, ReactNode } from 'react';
import { m } from '@portal/i18n/messages';
import type { Brand, BrandVariant } from '../../lib/brand.ts';
import { countryName } from '../../lib/country-name.ts';
import { telHref } from '../../lib/phone-link.ts';
import { whatsappUrl } from '../../lib/whatsapp.ts';

const LINK = 'text-brand-800 underline underline-offset-2';

/** The public info pages, open to anyone, signed in or not. */
const INFO_LINKS = [
  { to: '/about', label: () => m.info_about_title() },
  { to: '/faq', label: () => m.info_faq_title() },
  { to: '/dictionary', label: () => m.info_dictionary_title() },
  { to: '/careers', label: () => m.info_careers_title() },
  { to: '/office-map', label: () => m.info_office_map_title() },
] as const;

export type InfoPath = (typeof INFO_LINKS)[number]['to'];

/** How a host links to an info page: the app's router link, or a plain link from the login document. */
export type InfoLinkComponent = ComponentType<{ to: InfoPath; className: string; children: ReactNode }>;

interface FooterViewProps {
  brand: { variant: BrandVariant } & Brand;
  /** The partner configuration's customer-service WhatsApp number, if any. */
  partnerWhatsapp: string | null | undefined;
  InfoLink: InfoLinkComponent;
}

/**
 * The brand's footer (spec §1): the default skin lists its contacts for Indonesia, Thailand and Vietnam;
 * the broker skin its own office and the customer-service WhatsApp of the partner configuration. Drawn from
 * props so the app and the login document (decision record 0027) show the same footer.
 */
export function FooterView({ brand, partnerWhatsapp, InfoLink }: FooterViewProps) {
  const whatsapp = brand.variant === 'broker' ? partnerWhatsapp : null;
  const whatsappHref = whatsappUrl(whatsapp);

  return (
    <footer className="mt-auto border-t border-slate-200 bg-white" data-brand-footer={brand.variant}>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p className="max-w-2xl text-sm text-slate-700">
          {brand.variant === 'broker' ? m.layout_footer_broker_tagline() : m.layout_footer_tagline()}
        </p>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-sm font-semibold text-slate-900">
            {m.layout_footer_contact_title()}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {brand.contacts.map((contact) => (
              <li key={contact.email} className="text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{countryName(contact.country)}</p>
                <p>
                  {m.layout_footer_phone()}:{' '}
                  <a className={LINK} href={telHref(contact.phone)}>
                    {contact.phone}
                  </a>
                </p>
                <p>
                  {m.layout_footer_email()}:{' '}
                  <a className={LINK} href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </p>
                {whatsapp && whatsappHref ? (
                  <p>
                    {m.layout_footer_whatsapp()}:{' '}
                    <a className={LINK} href={whatsappHref} target="_blank" rel="noreferrer">
                      +{whatsapp}
                      <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
                    </a>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="mb-2 text-sm font-semibold text-slate-900">
            {m.footer_info_title()}
          </h2>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <InfoLink to={link.to} className={`${LINK} inline-flex min-h-8 items-center`}>
                  {link.label()}
                </InfoLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-xs text-slate-600">
          {m.layout_footer_copyright({ year: new Date().getFullYear(), brand: brand.name })}
        </p>
      </div>
    </footer>
  );
}

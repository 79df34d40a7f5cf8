import { m } from '@portal/i18n/messages';

/** The default brand's contacts for the three countries it serves (spec §1). */
const CONTACTS = [
  { country: () => m.layout_footer_country_id(), phone: '+62 21 5091 8800', email: 'cs.id@polisku.example' },
  { country: () => m.layout_footer_country_th(), phone: '+66 2 026 3355', email: 'cs.th@polisku.example' },
  { country: () => m.layout_footer_country_vi(), phone: '+84 28 7300 8686', email: 'cs.vn@polisku.example' },
];

export function Footer() {
  return (
    <footer className="mt-auto border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6">
        <p className="text-sm text-slate-700">{m.layout_footer_tagline()}</p>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="mb-3 text-sm font-semibold text-slate-900">
            {m.layout_footer_contact_title()}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {CONTACTS.map((contact) => (
              <li key={contact.email} className="text-sm text-slate-700">
                <p className="font-semibold text-slate-900">{contact.country()}</p>
                <p>
                  {m.layout_footer_phone()}:{' '}
                  <a
                    className="text-brand-800 underline underline-offset-2"
                    href={`tel:${contact.phone.replace(/\s/g, '')}`}
                  >
                    {contact.phone}
                  </a>
                </p>
                <p>
                  {m.layout_footer_email()}:{' '}
                  <a className="text-brand-800 underline underline-offset-2" href={`mailto:${contact.email}`}>
                    {contact.email}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
        <p className="text-xs text-slate-600">
          {m.layout_footer_copyright({ year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}

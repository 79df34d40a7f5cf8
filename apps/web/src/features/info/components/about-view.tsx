import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { ProseSections } from '../../../components/prose-sections.tsx';
import { useInfoContent } from '../hooks/use-info-content.ts';
import { aboutQuery } from '../info-content.ts';
import { InfoPage } from './info-page.tsx';

const MORE_LINK =
  'flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 font-semibold text-brand-800 shadow-sm hover:border-brand-600 hover:bg-brand-50';

/** Who the brand is, what it does and how a claim goes, then the way to its offices, FAQ and jobs. */
export function AboutView() {
  const { content } = useInfoContent(aboutQuery);
  const more = [
    { to: '/office-map', label: m.info_office_map_title() },
    { to: '/faq', label: m.info_faq_title() },
    { to: '/careers', label: m.info_careers_title() },
  ] as const;
  return (
    <InfoPage title={m.info_about_title()} lead={content.lead}>
      <ProseSections sections={content.sections} />
      <nav aria-labelledby="about-more" className="flex flex-col gap-3">
        <h2 id="about-more" className="text-lg font-semibold text-slate-900">
          {m.info_about_more()}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-3">
          {more.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={MORE_LINK}>
                {link.label}
                <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </InfoPage>
  );
}

import { m } from '@portal/i18n/messages';
import { useInfoContent } from '../hooks/use-info-content.ts';
import { faqQuery, type FaqItem } from '../info-content.ts';
import { InfoPage } from './info-page.tsx';

function Chevron() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
    >
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** A question that opens on its answer: the native disclosure, so it works by keyboard and without script. */
function FaqQuestion({ item }: { item: FaqItem }) {
  return (
    <details id={`faq-${item.id}`} className="group scroll-mt-4">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-5 [&::-webkit-details-marker]:hidden">
        {item.question}
        <Chevron />
      </summary>
      <div className="flex max-w-prose flex-col gap-3 px-4 pb-4 leading-relaxed text-slate-700 sm:px-5">
        {item.answer.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}

/** Questions grouped by topic, with the topics as a table of contents on top. */
export function FaqView() {
  const { content } = useInfoContent(faqQuery);
  return (
    <InfoPage title={m.info_faq_title()} lead={content.lead}>
      <nav aria-labelledby="faq-topics" className="flex flex-col gap-2">
        <h2 id="faq-topics" className="text-sm font-semibold text-slate-700">
          {m.info_faq_topics()}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {content.groups.map((group) => (
            <li key={group.id}>
              <a
                href={`#faq-topic-${group.id}`}
                className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-600"
              >
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {content.groups.map((group) => (
        <section
          key={group.id}
          id={`faq-topic-${group.id}`}
          aria-labelledby={`faq-topic-${group.id}-title`}
          className="flex scroll-mt-4 flex-col gap-3"
        >
          <h2 id={`faq-topic-${group.id}-title`} className="text-xl font-semibold text-slate-900">
            {group.title}
          </h2>
          {group.items.length > 0 ? (
            <div className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              {group.items.map((item) => (
                <FaqQuestion key={item.id} item={item} />
              ))}
            </div>
          ) : (
            <p className="text-slate-600">{m.info_faq_empty()}</p>
          )}
        </section>
      ))}
    </InfoPage>
  );
}

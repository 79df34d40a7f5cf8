import { useId } from 'react';

/** A titled part of a long text (terms, policies, about): paragraphs, then a bullet list, either optional. */
export interface ProseSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

function ProseBlock({ section }: { section: ProseSection }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {section.heading}
      </h2>
      {section.paragraphs?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.items?.length ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-5 marker:text-brand-700">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Long text set for reading on a phone as well as a desktop: one measure, generous leading, words that wrap. */
export function ProseSections({ sections }: { sections: readonly ProseSection[] }) {
  return (
    <div className="flex max-w-prose flex-col gap-8 text-base leading-relaxed break-words text-slate-700">
      {sections.map((section) => (
        <ProseBlock key={section.heading} section={section} />
      ))}
    </div>
  );
}

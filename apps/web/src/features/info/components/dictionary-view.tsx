import { useId, useMemo, useRef, useState } from 'react';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { searchDictionary } from '../dictionary-search.ts';
import { useInfoContent } from '../hooks/use-info-content.ts';
import { dictionaryQuery } from '../info-content.ts';
import { InfoPage } from './info-page.tsx';

interface DictionaryViewProps {
  /** What the address asked for (?q=), so a search can be shared and survives a reload. */
  initialQuery: string;
  onQueryChange: (query: string) => void;
}

/** The insurance dictionary: every term, narrowed as the reader types; a clear word when nothing matches. */
export function DictionaryView({ initialQuery, onQueryChange }: DictionaryViewProps) {
  const { locale, content } = useInfoContent(dictionaryQuery);
  const ids = useId();
  const [query, setQuery] = useState(initialQuery);
  const input = useRef<HTMLInputElement>(null);
  const results = useMemo(
    () => searchDictionary(content.terms, query, locale),
    [content.terms, query, locale],
  );

  const change = (value: string) => {
    setQuery(value);
    onQueryChange(value);
  };

  return (
    <InfoPage title={m.info_dictionary_title()} lead={content.lead}>
      <search className="flex flex-col gap-2">
        <Label htmlFor={`${ids}-search`}>{m.info_dictionary_search_label()}</Label>
        <Input
          ref={input}
          id={`${ids}-search`}
          type="search"
          value={query}
          onChange={(event) => change(event.target.value)}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={`${ids}-count`}
          className="max-w-xl"
        />
        <p id={`${ids}-count`} role="status" className="text-sm text-slate-600">
          {m.info_dictionary_count({ count: results.length })}
        </p>
      </search>

      {results.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{m.info_dictionary_empty_title()}</h2>
          <p className="max-w-sm text-slate-600">{m.info_dictionary_empty_body({ query: query.trim() })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              change('');
              input.current?.focus();
            }}
          >
            {m.info_dictionary_clear()}
          </Button>
        </Card>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          {results.map((term) => (
            <div
              key={term.id}
              id={`term-${term.id}`}
              className="flex flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
            >
              <dt className="text-base font-semibold text-slate-900">{term.term}</dt>
              <dd className="leading-relaxed text-slate-700">{term.definition}</dd>
            </div>
          ))}
        </dl>
      )}
    </InfoPage>
  );
}

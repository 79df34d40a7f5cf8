import { Link } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../lib/page-error-texts.ts';
import { useLocale } from '../lib/locale.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { buttonVariants } from './ui/button.tsx';

export function NotFound() {
  useLocale(); // re-render on a language change
  useDocumentTitle(pageErrorText('not_found'));
  return (
    <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <p aria-hidden="true" className="text-5xl font-bold text-brand-700">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{pageErrorText('not_found')}</h1>
      <Link to="/" className={buttonVariants({ size: 'lg', text: 'sm' })}>
        {m.common_back_to_policy_list()}
      </Link>
    </section>
  );
}

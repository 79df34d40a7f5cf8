import type { FormFieldKind, FormValue } from '@portal/contracts/entities/form-field-rules';
import { cn } from '../../lib/cn.ts';
import { useLocale } from '../../lib/locale.ts';
import type { FormField } from './field-values.ts';
import { summaryOf } from './field-summaries.tsx';
import type { ListFilters, SummaryContext } from './types.ts';

export interface FormValuesSummaryProps {
  fields: readonly FormField[];
  values: Readonly<Record<string, FormValue | undefined>>;
  /** The same list filters the form had, so choices_external values show their labels. */
  listFilters?: ListFilters;
  className?: string;
}

/** Kinds whose read-back needs the full width (long statements, images, several values). */
const WIDE_KINDS: readonly FormFieldKind[] = ['disclaimer', 'checkbox', 'sketch', 'file', 'text'];

/**
 * A form's fields and values read-only, as the summary page shows them: yes/no for booleans, option labels
 * rather than codes, dates in the user's language, sensitive values masked, drawings and photos as
 * thumbnails, files counted. Each kind's read-back (field-summaries.tsx, exhaustive like the controls') decides;
 * it loads no form code, so a page that only reads values back stays light.
 */
export function FormValuesSummary({ fields, values, listFilters = {}, className }: FormValuesSummaryProps) {
  const locale = useLocale();
  const context: SummaryContext = { locale, fields, values, listFilters };
  return (
    <dl className={cn('grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2', className)}>
      {fields.map((field) => {
        const Summary = summaryOf(field.type);
        return (
          <div key={field.name} className={cn('min-w-0', WIDE_KINDS.includes(field.type) && 'sm:col-span-2')}>
            <dt className="text-xs text-slate-600">{field.label}</dt>
            <dd className="mt-0.5 text-sm font-medium break-words text-slate-900">
              <Summary field={field} value={values[field.name]} context={context} />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { m } from '@portal/i18n/messages';
import { Button } from '../../../components/ui/button.tsx';
import { externalFilters } from '../external-filters.ts';
import { fixedFiltersOf, useListOptions } from '../list-options.ts';
import type { FieldControlProps, FieldRenderer } from '../types.ts';
import { OptionSelect } from './choice.tsx';

function ChoicesExternalControl(props: FieldControlProps<'choices_external'>) {
  const { field, id, describedBy, value, onChange, disabled, context } = props;
  const values = useWatch({ control: context.control });
  const filters = externalFilters(field, context.fields, values, fixedFiltersOf(field, context.listFilters));
  const options = useListOptions(field, filters);
  const statusId = `${id}-status`;

  // A new parent (another province) makes the chosen child (a city of the old one) meaningless: clear it.
  const filtersKey = filters.ready ? JSON.stringify(filters.filters) : null;
  const previousKey = useRef(filtersKey);
  useEffect(() => {
    if (previousKey.current !== filtersKey && previousKey.current !== null && value !== '') onChange('');
    previousKey.current = filtersKey;
  }, [filtersKey, value, onChange]);

  let status: string | null = null;
  if (!filters.ready) {
    status = filters.waitingFor
      ? m.form_options_waiting({ label: filters.waitingFor.label })
      : m.form_options_waiting_generic();
  } else if (options.isPending) status = m.form_options_loading();
  else if (options.isError) status = m.form_options_failed();
  else if (options.data.length === 0) status = m.form_options_empty();

  const list = options.data ?? [];
  // A saved value the list no longer offers (or not loaded yet) is still shown as what it is.
  const shown =
    value !== '' && !list.some((option) => option.value === value)
      ? [{ value, label: value }, ...list]
      : list;

  return (
    <div className="flex flex-col gap-1.5">
      <OptionSelect
        {...props}
        describedBy={[describedBy, status ? statusId : null].filter(Boolean).join(' ') || undefined}
        disabled={disabled || !filters.ready || options.isPending || options.isError || list.length === 0}
        options={shown.map((option) => ({
          value: option.value,
          label: 'detail' in option && option.detail ? `${option.label} — ${option.detail}` : option.label,
        }))}
      />
      {status ? (
        <div className="flex flex-wrap items-center gap-2">
          <p
            id={statusId}
            role="status"
            className={options.isError ? 'text-sm text-red-700' : 'text-sm text-slate-600'}
          >
            {status}
          </p>
          {options.isError ? (
            <Button variant="link" onClick={() => void options.refetch()}>
              {m.common_retry()}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export const choicesExternalRenderer: FieldRenderer<'choices_external'> = {
  labelAs: 'label',
  Control: ChoicesExternalControl,
};

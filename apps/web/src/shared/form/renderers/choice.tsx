import { m } from '@portal/i18n/messages';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { RequiredMarker } from '../field-shell.tsx';
import {
  controlAttributes,
  type ChoiceControlProps,
  type FieldControlProps,
  type FieldRenderer,
} from '../types.ts';

/** Up to this many choices are radio buttons (all visible at once); more become a select. */
export const MAX_RADIO_CHOICES = 5;

const optionRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900 has-[[data-state=checked]]:border-brand-700 has-[[data-state=checked]]:bg-brand-50';

interface RadioOption {
  value: string;
  label: string;
}

/** A radio group whose first item carries `id` (the label and the error focus point at it). */
function RadioOptions({
  field,
  id,
  labelId,
  describedBy,
  invalid,
  disabled,
  value,
  onChange,
  onBlur,
  options,
  inline,
}: ChoiceControlProps & { options: readonly RadioOption[]; inline?: boolean }) {
  return (
    <RadioGroup
      value={value}
      onValueChange={onChange}
      disabled={disabled}
      required={field.required}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      onBlur={onBlur}
      className={cn(inline ? 'grid-cols-2 sm:max-w-sm' : 'grid-cols-1')}
    >
      {options.map((option, index) => {
        const itemId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={option.value} htmlFor={itemId} className={optionRow}>
            <RadioGroupItem id={itemId} value={option.value} aria-invalid={invalid || undefined} />
            {option.label}
          </label>
        );
      })}
    </RadioGroup>
  );
}

function BooleanControl(props: FieldControlProps<'boolean'>) {
  return (
    <RadioOptions
      {...props}
      value={props.value === null ? '' : String(props.value)}
      onChange={(next) => props.onChange(next === 'true')}
      options={[
        { value: 'true', label: m.form_yes() },
        { value: 'false', label: m.form_no() },
      ]}
      inline
    />
  );
}

export const booleanRenderer: FieldRenderer<'boolean'> = {
  labelAs: 'legend',
  Control: BooleanControl,
};

/** The disclaimer is a statement the user agrees to: the tick box is labelled by the statement itself. */
function DisclaimerControl(props: FieldControlProps<'disclaimer'>) {
  const { field, id, value, onChange } = props;
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-300 bg-slate-50 p-3">
      <Checkbox
        {...controlAttributes(props)}
        checked={value}
        onCheckedChange={(checked) => onChange(checked === true)}
        className="mt-0.5"
      />
      <Label htmlFor={id} weight="medium" className="leading-snug">
        {field.label}
        {field.required ? <RequiredMarker /> : null}
      </Label>
    </div>
  );
}

export const disclaimerRenderer: FieldRenderer<'disclaimer'> = {
  labelAs: 'self',
  Control: DisclaimerControl,
};

/** `checkbox`: several of the options may apply (a multi-select list of tick boxes). */
function CheckboxControl({
  field,
  id,
  labelId,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
  disabled,
}: FieldControlProps<'checkbox'>) {
  const toggle = (option: string, checked: boolean) => {
    const next = checked ? [...value, option] : value.filter((entry) => entry !== option);
    // Keep the definition's order whatever the order of the clicks.
    onChange(field.options.map((entry) => entry.value).filter((entry) => next.includes(entry)));
  };
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      className="grid grid-cols-1 gap-2 sm:grid-cols-2"
    >
      {field.options.map((option, index) => {
        const itemId = index === 0 ? id : `${id}-${index}`;
        return (
          <label key={option.value} htmlFor={itemId} className={optionRow}>
            <Checkbox
              id={itemId}
              name={field.name}
              value={option.value}
              checked={value.includes(option.value)}
              disabled={disabled}
              aria-invalid={invalid || undefined}
              onCheckedChange={(checked) => toggle(option.value, checked === true)}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

export const checkboxRenderer: FieldRenderer<'checkbox'> = {
  labelAs: 'legend',
  Control: CheckboxControl,
};

function ChoicesControl(props: FieldControlProps<'choices'>) {
  return props.field.options.length <= MAX_RADIO_CHOICES ? (
    <RadioOptions {...props} options={props.field.options} />
  ) : (
    <OptionSelect {...props} options={props.field.options} />
  );
}

/** A select over known options; the trigger carries `id`, so a `<label for>` names it. */
export function OptionSelect({
  field,
  id,
  describedBy,
  invalid,
  disabled,
  value,
  onChange,
  onBlur,
  options,
  placeholder = m.form_select_placeholder(),
  narrow = false,
}: ChoiceControlProps & {
  options: readonly RadioOption[];
  placeholder?: string;
  /** A short value (a year): the select stays narrow on wide screens. */
  narrow?: boolean;
}) {
  return (
    <SelectField
      value={value}
      onValueChange={onChange}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      required={field.required}
      name={field.name}
      onOpenChange={(open) => {
        if (!open) onBlur();
      }}
      trigger={{
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        className: cn('w-full aria-invalid:border-red-700', narrow ? 'sm:max-w-48' : 'sm:max-w-md'),
      }}
    />
  );
}

export const choicesRenderer: FieldRenderer<'choices'> = {
  labelAs: (field) => (field.options.length <= MAX_RADIO_CHOICES ? 'legend' : 'label'),
  Control: ChoicesControl,
};

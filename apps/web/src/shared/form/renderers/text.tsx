import { use } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { BenefitContext } from '../benefit-context.ts';
import { controlAttributes, type FieldControlProps, type FieldRenderer } from '../types.ts';

/** Free text the broker means as a story (the incident's chronology, remarks) gets room to write. */
const LONG_TEXT = /description|kronologi|chronolog|remark|note|comment|explanation|keterangan/i;

function TextControl(props: FieldControlProps<'text'>) {
  const { field, value, onChange } = props;
  if (LONG_TEXT.test(field.name)) {
    return (
      <Textarea
        {...controlAttributes(props)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <Input
      {...controlAttributes(props)}
      type="text"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export const textRenderer: FieldRenderer<'text'> = {
  labelAs: 'label',
  Control: TextControl,
};

const amountCap = lazyPart(
  () => import('./amount-cap.tsx'),
  (module) => module.default,
);

function NumberControl(props: FieldControlProps<'number'>) {
  const benefit = use(BenefitContext);
  return (
    <>
      <Input
        {...controlAttributes(props)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        className="sm:max-w-xs"
      />
      {benefit?.amountField === props.field.name ? (
        <LoadBoundary loading={null}>
          <amountCap.Part {...benefit} value={props.value} />
        </LoadBoundary>
      ) : null}
    </>
  );
}

export const numberRenderer: FieldRenderer<'number'> = {
  labelAs: 'label',
  Control: NumberControl,
};

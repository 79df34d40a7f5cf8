import { use } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { LoadBoundary, lazyPart } from '../../../components/ui/lazy-part.tsx';
import { groupAmountWhileTyping } from '../amount-typing.ts';
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

/** Room for the thousands marks: a broker's maximum length of an amount counts its digits. */
const withGroupMarks = (digits: number | undefined) =>
  digits === undefined ? undefined : digits + Math.floor((digits - 1) / 3);

/**
 * An amount grouped in thousands while it is typed (`groupAmountWhileTyping`). The grouped text and the caret
 * are put in the field within the input event itself, so the caret does not jump to the end when React writes
 * the same text back.
 */
function NumberControl(props: FieldControlProps<'number'>) {
  const benefit = use(BenefitContext);
  const attributes = controlAttributes(props);
  return (
    <>
      <Input
        {...attributes}
        maxLength={withGroupMarks(attributes.maxLength)}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={props.value}
        onChange={(event) => {
          const input = event.currentTarget;
          const typed = groupAmountWhileTyping(
            {
              previous: props.value,
              text: input.value,
              caret: input.selectionStart ?? input.value.length,
              inputType: (event.nativeEvent as InputEvent).inputType,
            },
            props.context.locale,
          );
          if (input.value !== typed.text) {
            input.value = typed.text;
            input.setSelectionRange(typed.caret, typed.caret);
          }
          props.onChange(typed.text);
        }}
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

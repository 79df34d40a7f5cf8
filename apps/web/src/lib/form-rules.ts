import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** One field's rule: the value the form hands over, or the code of what is wrong with the input. */
export type FieldRule<Input, Output, Problem extends string = string> = (
  input: Input,
) => { value: Output } | { problem: Problem };

export type FieldRules<Input extends FieldValues, Output extends Record<keyof Input, unknown>> = {
  [Name in keyof Input & keyof Output & string]: FieldRule<Input[Name], Output[Name]>;
};

/** A whole form checked: every value handed over, or the problem code of each refused field. */
export type CheckedForm<Output> =
  { ok: true; values: Output } | { ok: false; problems: Partial<Record<keyof Output & string, string>> };

/** Runs every field's rule over the form's input. */
export function checkForm<Input extends FieldValues, Output extends Record<keyof Input, unknown>>(
  rules: FieldRules<Input, Output>,
  input: Input,
): CheckedForm<Output> {
  const values: Record<string, unknown> = {};
  const problems: Record<string, string> = {};
  for (const name of Object.keys(rules) as (keyof Input & keyof Output & string)[]) {
    const outcome = rules[name](input[name]);
    if ('problem' in outcome) problems[name] = outcome.problem;
    else values[name] = outcome.value;
  }
  return Object.keys(problems).length === 0
    ? { ok: true, values: values as Output }
    : { ok: false, problems: problems as Partial<Record<keyof Output & string, string>> };
}

/**
 * A react-hook-form resolver over plain field rules (decision record 0023): each refused field gets its
 * problem code as the error message, as zod's resolver gave it before, and the form hands `onSubmit` the
 * checked values. Plain functions instead of a zod schema keep zod's core (12 kB brotli) off the form pages;
 * the rules are the contracts' own (`form-field-rules.ts`, `SHIPPING_CLAIM_RULES`, `ACCOUNT_NUMBER_PATTERN`).
 */
export function rulesResolver<Input extends FieldValues, Output extends Record<keyof Input, unknown>>(
  rules: FieldRules<Input, Output>,
): Resolver<Input, unknown, Output> {
  return (input) => {
    const checked = checkForm(rules, input);
    if (checked.ok) return { values: checked.values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, problem] of Object.entries(checked.problems)) {
      errors[name] = { type: 'custom', message: problem as string };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

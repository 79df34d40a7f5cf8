import { MIN_FIELD_YEAR } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { getLocale } from '@portal/i18n/runtime';
import { formatAmountInput } from '../../lib/format.ts';
import type { FieldProblem } from './schema.ts';

/** Every problem code with its text; the Record type makes a new code fail the typecheck here. */
const PROBLEM_TEXT: Record<FieldProblem, () => string> = {
  required: () => m.form_problem_required(),
  format: () => m.form_problem_format(),
  disclaimer: () => m.form_problem_disclaimer(),
  future_date: () => m.form_problem_future_date(),
  year_range: () =>
    m.form_problem_year_range({ min: String(MIN_FIELD_YEAR), max: String(new Date().getFullYear() + 1) }),
  negative: () => m.form_problem_negative(),
  date_format: () => m.form_problem_date_format(),
  number_format: () => m.form_problem_number_format({ example: formatAmountInput(1_500_000, getLocale()) }),
  imei: () => m.form_problem_imei(),
  id_number: () => m.form_problem_id_number(),
};

export function problemText(problem: FieldProblem): string {
  return PROBLEM_TEXT[problem]();
}

import { SHIPPING_CLAIM_RULES as rules } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { checkForm, type FieldRules } from '../../lib/form-rules.ts';

/** Problem codes of the form; their words are `shipping_problem_*` messages. */
export type ShippingProblem =
  | 'order_required'
  | 'order_too_long'
  | 'airway_bill_required'
  | 'airway_bill_invalid'
  | 'description_short'
  | 'description_long'
  | 'photos_required'
  | 'photos_too_many';

export interface ShippingClaimFormInput {
  orderId: string;
  airwayBillNo: string;
  description: string;
  photos: string[];
}

const refused = (problem: ShippingProblem) => ({ problem });

/** The same rules as the gateway (SHIPPING_CLAIM_RULES); the page only adds the words. */
const shippingClaimRules: FieldRules<ShippingClaimFormInput, ShippingClaimFormInput> = {
  orderId: (input) => {
    const value = input.trim();
    if (value.length < 1) return refused('order_required');
    return value.length > rules.orderIdMax ? refused('order_too_long') : { value };
  },
  airwayBillNo: (input) => {
    const value = input.replace(/\s+/g, '').toUpperCase();
    if (value.length < 1) return refused('airway_bill_required');
    return rules.airwayBillPattern.test(value) ? { value } : refused('airway_bill_invalid');
  },
  description: (input) => {
    const value = input.trim();
    if (value.length < rules.descriptionMin) return refused('description_short');
    return value.length > rules.descriptionMax ? refused('description_long') : { value };
  },
  photos: (value) => {
    if (value.length < rules.photosMin) return refused('photos_required');
    return value.length > rules.photosMax ? refused('photos_too_many') : { value };
  },
};

/** The form's input checked: the values to send, or each refused field's problem code. */
export const checkShippingClaim = (input: ShippingClaimFormInput) => checkForm(shippingClaimRules, input);

const PROBLEM_TEXT: Record<ShippingProblem, () => string> = {
  order_required: () => m.shipping_problem_order_required(),
  order_too_long: () => m.shipping_problem_invalid(),
  airway_bill_required: () => m.shipping_problem_airway_bill_required(),
  airway_bill_invalid: () => m.shipping_problem_airway_bill_invalid(),
  description_short: () => m.shipping_problem_description_short({ min: String(rules.descriptionMin) }),
  description_long: () => m.shipping_problem_description_long({ max: String(rules.descriptionMax) }),
  photos_required: () => m.shipping_problem_photos_required(),
  photos_too_many: () => m.shipping_problem_photos_too_many({ max: String(rules.photosMax) }),
};

/** The words for a problem code (anything else reads as invalid). */
export function shippingProblemText(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return code in PROBLEM_TEXT ? PROBLEM_TEXT[code as ShippingProblem]() : m.shipping_problem_invalid();
}

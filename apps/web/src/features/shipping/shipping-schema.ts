import * as z from 'zod/mini';
import { SHIPPING_CLAIM_RULES as rules } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';

/** Problem codes of the form; their words are `shipping_problem_*` messages. */
export type ShippingProblem =
  | 'order_required'
  | 'airway_bill_required'
  | 'airway_bill_invalid'
  | 'description_short'
  | 'description_long'
  | 'photos_required'
  | 'photos_too_many';

const problem = (code: ShippingProblem) => code;

/** The same rules as the gateway (SHIPPING_CLAIM_RULES); the page only adds the words. */
export const shippingClaimSchema = z.object({
  orderId: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, problem('order_required')), z.maxLength(rules.orderIdMax)),
  ),
  airwayBillNo: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
    ),
    z
      .string()
      .check(
        z.minLength(1, problem('airway_bill_required')),
        z.regex(rules.airwayBillPattern, problem('airway_bill_invalid')),
      ),
  ),
  description: z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(rules.descriptionMin, problem('description_short')),
        z.maxLength(rules.descriptionMax, problem('description_long')),
      ),
  ),
  photos: z
    .array(z.string())
    .check(
      z.minLength(rules.photosMin, problem('photos_required')),
      z.maxLength(rules.photosMax, problem('photos_too_many')),
    ),
});
export type ShippingClaimFormInput = z.input<typeof shippingClaimSchema>;
export type ShippingClaimFormValues = z.output<typeof shippingClaimSchema>;

const PROBLEM_TEXT: Record<ShippingProblem, () => string> = {
  order_required: () => m.shipping_problem_order_required(),
  airway_bill_required: () => m.shipping_problem_airway_bill_required(),
  airway_bill_invalid: () => m.shipping_problem_airway_bill_invalid(),
  description_short: () => m.shipping_problem_description_short({ min: String(rules.descriptionMin) }),
  description_long: () => m.shipping_problem_description_long({ max: String(rules.descriptionMax) }),
  photos_required: () => m.shipping_problem_photos_required(),
  photos_too_many: () => m.shipping_problem_photos_too_many({ max: String(rules.photosMax) }),
};

/** The words for a problem code (anything else — a length zod checks without our code — reads as invalid). */
export function shippingProblemText(code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  return code in PROBLEM_TEXT ? PROBLEM_TEXT[code as ShippingProblem]() : m.shipping_problem_invalid();
}

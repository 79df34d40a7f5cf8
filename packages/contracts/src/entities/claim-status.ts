import { z } from 'zod';
import { CLAIM_STATUS_CODES } from '../claim-constants.ts';

export {
  allowsCustomerEdit,
  allowsFinalSubmit,
  EDITABLE_STATUS_CODES,
  CLAIM_STATUS_CODES,
  CLAIM_STATUS_GROUP_BY_CODE,
  CLAIM_STATUS_LABEL_KEY_BY_CODE,
  CLAIM_STATUS_LABEL_KEYS,
  FINAL_SUBMIT_STATUS_CODES,
  type ClaimStatusLabelKey,
} from '../claim-constants.ts';

export const ClaimStatusCode = z.enum(CLAIM_STATUS_CODES);
export type ClaimStatusCode = z.infer<typeof ClaimStatusCode>;

import { brokerNames } from '../broker-name-table.ts';

/** Our wording of the broker's insured items' field labels; the build puts it in the message packs (broker-name-table.ts). */
export default brokerNames('insured-field');

import { brokerNames } from '../broker-name-table.ts';

/** Our wording of the broker's a family member's relations; the build puts it in the message packs (broker-name-table.ts). */
export default brokerNames('relation');

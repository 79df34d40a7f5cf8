import { brokerNames } from '../broker-name-table.ts';

/** Our wording of the broker's benefit names; the build puts it in the message packs (broker-name-table.ts). */
export default brokerNames('benefit');

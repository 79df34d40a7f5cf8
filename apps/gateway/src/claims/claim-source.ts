/** How claims opened through the portal (a policyholder's or an agent's) are labelled for the broker. */
export const CLAIM_SOURCE = 'customer-portal';

import { ClaimCard, type ClaimCardData } from './claim-card.tsx';

/**
 * The cards of a family policy's claims. Their code (the card, the claim statuses' names and colours) is a part
 * of its own, fetched while the policy detail asks for the claims: most policies are not family policies, and
 * the page draws its own content without it (decision record 0064).
 */
export function FamilyClaimList({ claims }: { claims: readonly ClaimCardData[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {claims.map((claim) => (
        <li key={claim.claim_id}>
          <ClaimCard claim={claim} />
        </li>
      ))}
    </ul>
  );
}

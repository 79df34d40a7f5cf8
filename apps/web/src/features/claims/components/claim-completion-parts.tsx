import { Link, useNavigate } from '@tanstack/react-router';
import { m } from '@portal/i18n/messages';
import { DetailHeading } from '../../../components/detail-page.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { claimStatusTone, deadlineNotice, showsDocumentDeadline } from '../claim-status.ts';
import type { ClaimCompletion } from '../completion/claim-route.ts';

/** The benefit claimed, the claim number, its status and the document deadline. */
export function ClaimCompletionHeading({ completion }: { completion: ClaimCompletion }) {
  const locale = useLocale();
  return (
    <>
      <DetailHeading
        title={completion.benefitNames[locale]}
        subtitle={`${m.claims_claim_number()} ${completion.claimNo}`}
        badge={
          <Badge
            tone={completion.statusGroup ? claimStatusTone(completion.statusGroup) : 'grey'}
            data-status-group={completion.statusGroup ?? undefined}
          >
            {/* Named by the gateway in each language (record 0066): the page ships no table of statuses. */}
            {completion.statusNames[locale]}
          </Badge>
        }
      />
      {completion.claimantName ? (
        <p className="text-sm font-medium text-slate-800">
          {m.claims_claimant()}: {completion.claimantName}
        </p>
      ) : null}
      {/* As on the claim's card: the deadline is the first submission's, not a re-upload's (spec §4). */}
      {completion.canEdit &&
      completion.deadline &&
      completion.statusGroup &&
      showsDocumentDeadline(completion.statusGroup) ? (
        <p className="text-sm text-slate-700">
          {deadlineNotice(completion.deadline, formatDate(completion.deadline, locale))}
        </p>
      ) : null}
    </>
  );
}

/** A claim the user can no longer change (submitted, settled, rejected): its detail instead of the forms. */
export function CompletionLocked({ claimId }: { claimId: string }) {
  return (
    <Alert tone="info" className="flex flex-col items-start gap-3">
      <p>{m.claims_complete_locked()}</p>
      <Link
        to="/claimdetail/$id"
        params={{ id: claimId }}
        className={buttonVariants({ variant: 'secondary' })}
      >
        {m.claims_finish_to_detail()}
      </Link>
    </Alert>
  );
}

/** After the automatic final submit: the finish page, in place of the page that submitted. */
export function useFinishNavigation(policyId: string, benefitId: string, claimId: string) {
  const navigate = useNavigate();
  return () =>
    navigate({
      to: '/policydetail/$id/claim/$benefitId/summary/finish',
      params: { id: policyId, benefitId },
      search: { claim: claimId },
      replace: true,
    });
}

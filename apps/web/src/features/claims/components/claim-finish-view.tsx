import { Link } from '@tanstack/react-router';
import { CLAIM_VERIFICATION_MAX_WORKING_DAYS, PAYOUT_WITHIN_HOURS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { DetailPage } from '../../../components/detail-page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/errors.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useClaimCompletion } from '../../../shared/claim-completion/use-claim-completion.ts';
import { completionStatusLabel } from './claim-completion-parts.tsx';

/** Spec §2 .../summary/finish: the claim is in; its number, what happens next and the way to follow it. */
export function ClaimFinishView({ claimId }: { claimId: string }) {
  const query = useClaimCompletion(claimId);
  useDocumentTitle(m.claims_finish_title());
  return (
    <DetailPage
      query={query}
      backLink={{ href: '/?source=claim', label: m.claims_back_to_list() }}
      title={m.claims_finish_title()}
      errorMessage={describeError(query.error, { fallback: 'claim_detail_failed' })}
    >
      {(completion) => (
        <Card className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 px-6 py-8 text-center">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl text-emerald-800"
          >
            ✓
          </span>
          <h1 className="text-2xl font-bold text-slate-900">{m.claims_finish_heading()}</h1>
          <dl className="flex flex-col gap-1">
            <dt className="text-sm text-slate-700">{m.claims_claim_number()}</dt>
            <dd className="text-lg font-semibold text-slate-900" data-testid="finish-claim-number">
              {completion.claimNo}
            </dd>
            <dt className="sr-only">{m.claims_status()}</dt>
            <dd className="text-sm text-slate-700">{completionStatusLabel(completion)}</dd>
          </dl>
          <div className="w-full text-left">
            <h2 className="mb-2 text-base font-semibold text-slate-900">{m.claims_finish_next()}</h2>
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-800">
              <li>{m.claims_process_step_verification({ days: CLAIM_VERIFICATION_MAX_WORKING_DAYS })}</li>
              <li>{m.claims_process_step_payout({ hours: PAYOUT_WITHIN_HOURS })}</li>
              <li>{m.claims_finish_follow()}</li>
            </ol>
          </div>
          <div className="flex w-full flex-col gap-3 sm:flex-row sm:justify-center">
            <Link to="/claimdetail/$id" params={{ id: claimId }} className={buttonVariants()}>
              {m.claims_finish_to_detail()}
            </Link>
            <Link to="/" search={{ source: 'claim' }} className={buttonVariants({ variant: 'secondary' })}>
              {m.claims_back_to_list()}
            </Link>
          </div>
        </Card>
      )}
    </DetailPage>
  );
}

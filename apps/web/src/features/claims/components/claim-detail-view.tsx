import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { CLAIM_VERIFICATION_MAX_WORKING_DAYS, PAYOUT_WITHIN_HOURS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { BackLink } from '../../../components/back-link.tsx';
import { DetailSkeleton } from '../../../components/detail-states.tsx';
import { Field } from '../../../components/field.tsx';
import { ErrorState } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { errorText } from '../../../lib/errors.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { claimDetailsGroup, submittedDocuments } from '../claim-detail.ts';
import { claimStatusLabel } from '../claim-status-label.ts';
import { claimStatusTone, showsDocumentDeadline } from '../claim-status.ts';
import { useClaimDetail } from '../hooks/use-claim-detail.ts';
import { ClaimComments } from './claim-comments.tsx';
import { ClaimTimeline } from './claim-timeline.tsx';

interface ClaimDetailViewProps {
  id: string;
  backTo: { href: string; label: string };
}

export function ClaimDetailView({ id, backTo }: ClaimDetailViewProps) {
  const query = useClaimDetail(id);
  useDocumentTitle(query.data?.benefit ?? m.claims_detail_title());

  return (
    <div className="flex flex-col gap-4">
      <BackLink href={backTo.href}>{backTo.label}</BackLink>
      {query.isPending ? (
        <DetailSkeleton label={m.common_loading()} />
      ) : query.isError ? (
        <>
          <h1 className="sr-only">{m.claims_detail_title()}</h1>
          <ErrorState
            message={errorText('claim_detail_failed')}
            retryLabel={m.common_retry()}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </>
      ) : (
        <ClaimDetailContent claim={query.data} />
      )}
    </div>
  );
}

function statusLabel(claim: ClaimDetails): string {
  return claimStatusLabel({
    status_code: claim.status.status_code,
    status_display_name: claim.status.display_name ?? claim.status.status_code,
    external_status_display_name: null,
  });
}

function ClaimDetailContent({ claim }: { claim: ClaimDetails }) {
  const locale = useLocale();
  const group = claimDetailsGroup(claim);
  const deadline = showsDocumentDeadline(group) ? claim.maxDocSubmissionDate : null;
  const documents = submittedDocuments(claim);

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{claim.benefit ?? m.claims_detail_title()}</h1>
          <p className="text-slate-700">
            {m.claims_claim_number()} {claim.claim_no ?? claim.claim_id}
          </p>
        </div>
        <Badge tone={claimStatusTone(group)} data-status-group={group}>
          {statusLabel(claim)}
        </Badge>
      </div>

      {deadline ? (
        <Alert tone="warning">{m.claims_deadline_notice({ date: formatDate(deadline, locale) })}</Alert>
      ) : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={m.claims_info_title()}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
              <Field label={m.claims_claim_number()} value={claim.claim_no ?? claim.claim_id} />
              {claim.product_display_name ? (
                <Field label={m.claims_product()} value={claim.product_display_name} />
              ) : null}
              <Field label={m.claims_benefit()} value={claim.benefit ?? '-'} />
              <Field label={m.claims_status()} value={statusLabel(claim)} />
              {claim.created_at ? (
                <Field label={m.claims_start_date()} value={formatDate(claim.created_at, locale)} />
              ) : null}
              {deadline ? (
                <Field label={m.claims_document_deadline()} value={formatDate(deadline, locale)} />
              ) : null}
            </dl>
          </SectionCard>

          <SectionCard title={m.claims_documents_title()}>
            {documents.length === 0 ? (
              <p className="text-sm text-slate-700">{m.claims_documents_empty()}</p>
            ) : (
              <ul className="flex flex-col divide-y divide-slate-200">
                {documents.map((document) => (
                  <li
                    key={document.url}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 first:pt-0 last:pb-0"
                  >
                    <span className="text-sm text-slate-900">{document.label}</span>
                    <a
                      href={document.url}
                      target="_blank"
                      rel="noreferrer"
                      className="text-sm font-semibold text-brand-800 underline underline-offset-2"
                    >
                      {m.documents_view()}
                      <span className="sr-only">
                        {' '}
                        {document.label} {m.common_opens_in_new_tab()}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          <SectionCard title={m.claims_comments_title()}>
            <ClaimComments claimId={claim.claim_id} />
          </SectionCard>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={m.claims_timeline_title()}>
            <ClaimTimeline claim={claim} />
          </SectionCard>

          <SectionCard title={m.claims_process_title()}>
            {/* Spec §1 and §9: the claim process and its service levels as told to users. */}
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm text-slate-800 marker:font-semibold marker:text-brand-800">
              <li>{m.claims_process_step_login()}</li>
              <li>{m.claims_process_step_documents()}</li>
              <li>{m.claims_process_step_verification({ days: CLAIM_VERIFICATION_MAX_WORKING_DAYS })}</li>
              <li>{m.claims_process_step_payout({ hours: PAYOUT_WITHIN_HOURS })}</li>
            </ol>
          </SectionCard>
        </div>
      </div>
    </>
  );
}

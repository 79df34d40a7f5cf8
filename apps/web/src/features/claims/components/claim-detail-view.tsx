import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { DetailHeading, DetailPage } from '../../../components/detail-page.tsx';
import { DocumentLink } from '../../../components/document-link.tsx';
import { Field } from '../../../components/field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { benefitName } from '../../../lib/broker-benefit-names.ts';
import { documentLabel } from '../../../lib/broker-document-labels.ts';
import { productName } from '../../../lib/broker-product-names.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { claimDetailsGroup, submittedDocuments } from '../claim-detail.ts';
import { claimStatusLabel } from '../claim-status-label.ts';
import {
  awaitsUser,
  claimActionLabel,
  claimStatusTone,
  deadlineNotice,
  endingWithoutPayout,
  showsDocumentDeadline,
} from '../claim-status.ts';
import { useClaimDetail } from '../hooks/use-claim-detail.ts';
import { ClaimEndingNotice } from './claim-ending-notice.tsx';
import { ClaimProcessSteps } from './claim-process-steps.tsx';
import { ClaimTimeline } from './claim-timeline.tsx';

interface ClaimDetailViewProps {
  id: string;
  backTo: { href: string; label: string };
  /** The claim's chat with customer service, under the documents. */
  chat?: ReactNode;
}

export function ClaimDetailView({ id, backTo, chat }: ClaimDetailViewProps) {
  const query = useClaimDetail(id);
  useDocumentTitle(query.data?.benefit ? benefitName(query.data.benefit) : m.claims_detail_title());

  return (
    <DetailPage
      query={query}
      backLink={backTo}
      title={m.claims_detail_title()}
      errorMessage={pageErrorText('claim_detail_failed')}
    >
      {(claim) => <ClaimDetailContent claim={claim} chat={chat} />}
    </DetailPage>
  );
}

const CLAIM_CHAT_ANCHOR = 'claim-chat';

function statusLabel(claim: ClaimDetails): string {
  return claimStatusLabel({
    status_code: claim.status.status_code,
    status_display_name: claim.status.display_name ?? claim.status.status_code,
    external_status_display_name: null,
  });
}

function ClaimDetailContent({ claim, chat }: { claim: ClaimDetails; chat: ReactNode }) {
  const locale = useLocale();
  const group = claimDetailsGroup(claim);
  const deadline = showsDocumentDeadline(group) ? claim.maxDocSubmissionDate : null;
  const documents = submittedDocuments(claim, documentLabel);
  const ending = endingWithoutPayout(group, claim.status.status_code);

  return (
    <>
      <DetailHeading
        title={claim.benefit ? benefitName(claim.benefit) : m.claims_detail_title()}
        subtitle={`${m.claims_claim_number()} ${claim.claim_no ?? claim.claim_id}`}
        badge={
          <Badge tone={claimStatusTone(group)} data-status-group={group}>
            {statusLabel(claim)}
          </Badge>
        }
      />

      {deadline ? (
        <Alert tone="warning">{deadlineNotice(deadline, formatDate(deadline, locale))}</Alert>
      ) : null}

      {group === 'document_reprocess' && (claim.reprocess_comment || claim.invalid_documents?.length) ? (
        <Alert tone="warning" className="flex flex-col gap-2">
          <p className="font-semibold">{m.claims_reprocess_title()}</p>
          {claim.reprocess_comment ? <p>{claim.reprocess_comment}</p> : null}
        </Alert>
      ) : null}

      {ending ? (
        <ClaimEndingNotice claim={claim} ending={ending} chatAnchor={chat ? CLAIM_CHAT_ANCHOR : null} />
      ) : null}

      {awaitsUser(group) ? (
        <Link
          to="/claimdetail/$id/complete"
          params={{ id: claim.claim_id }}
          className={buttonVariants({ size: 'lg', text: 'sm', className: 'self-start' })}
        >
          {claimActionLabel(group)}
        </Link>
      ) : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={m.claims_info_title()}>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
              <Field label={m.claims_claim_number()} value={claim.claim_no ?? claim.claim_id} />
              {claim.product_display_name ? (
                <Field
                  label={m.claims_product()}
                  value={productName(claim.product_key, claim.product_display_name)}
                />
              ) : null}
              <Field label={m.claims_benefit()} value={claim.benefit ? benefitName(claim.benefit) : '-'} />
              {claim.claimant_name ? <Field label={m.claims_claimant()} value={claim.claimant_name} /> : null}
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
                    <DocumentLink href={document.url} name={document.label} />
                  </li>
                ))}
              </ul>
            )}
          </SectionCard>

          {chat ? (
            // The target of the notice's "ask in the chat": focus lands here, so the next Tab reaches the chat.
            <div id={CLAIM_CHAT_ANCHOR} tabIndex={-1} className="scroll-mt-20 outline-none">
              {chat}
            </div>
          ) : null}
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <SectionCard title={m.claims_timeline_title()}>
            <ClaimTimeline claim={claim} />
          </SectionCard>

          <SectionCard title={m.claims_process_title()}>
            <ClaimProcessSteps
              ending={ending}
              repair={claim.payment_forms.some(
                (form) => form.is_valid && form.payment_method === 'service_center',
              )}
            />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

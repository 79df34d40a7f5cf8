import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@portal/gateway/router';
import { m } from '@portal/i18n/messages';
import { Field } from '../../../components/field.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { benefitName } from '../../../lib/broker-benefit-names.ts';
import { productName } from '../../../lib/broker-product-names.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import {
  awaitsUser,
  claimActionLabel,
  claimStatusTone,
  endingWithoutPayout,
  isClosed,
  showsDocumentDeadline,
} from '../claim-status.ts';

/**
 * A claim of a list as the gateway sends it: the broker's card with its status named in each language
 * (`statusNames`, ours for a known status, else the broker's), so a list ships no table of statuses (record 0066).
 */
export type ClaimCardData = inferRouterOutputs<AppRouter>['claims']['list']['data'][number];

/**
 * One claim of a list (spec §4): while documents are awaited it shows the deadline and the start date and
 * asks for the documents, which opens the claim's completion; later it shows the completion (or last update)
 * date and 'more', which opens the claim detail.
 */
export function ClaimCard({
  claim,
  badge,
}: {
  claim: ClaimCardData;
  /** More to say beside the status (the unread replies of the claim's chat). */
  badge?: ReactNode;
}) {
  const locale = useLocale();
  const awaitingDocuments = showsDocumentDeadline(claim.status_group);
  const actionable = awaitsUser(claim.status_group);
  // A rejected claim says why on the card, as its detail does, when the broker gives a reason.
  const rejectionReason =
    endingWithoutPayout(claim.status_group, claim.status_code) === 'rejected'
      ? claim.rejection_reason?.trim()
      : undefined;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{benefitName(claim.benefit)}</h2>
          <p className="text-sm text-slate-600">
            {m.claims_claim_number()} {claim.claim_no}
          </p>
        </div>
        {/* On a phone the badges always have their own row under the title, whatever its length. */}
        <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
          {badge}
          <Badge tone={claimStatusTone(claim.status_group)} data-status-group={claim.status_group}>
            {claim.statusNames[locale]}
          </Badge>
        </div>
      </div>
      {rejectionReason ? (
        <p className="text-sm text-red-800">{m.claims_rejected_reason({ reason: rejectionReason })}</p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between sm:gap-6">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
          <Field
            label={m.claims_product()}
            value={productName(claim.product_key, claim.product_display_name)}
          />
          <Field label={m.claims_holder()} value={claim.policy_holder_name} />
          {claim.claimant_name ? <Field label={m.claims_claimant()} value={claim.claimant_name} /> : null}
          {awaitingDocuments ? (
            <>
              <Field label={m.claims_start_date()} value={formatDate(claim.created_at, locale)} />
              {claim.max_doc_submission_date ? (
                <Field
                  label={m.claims_document_deadline()}
                  value={formatDate(claim.max_doc_submission_date, locale)}
                />
              ) : null}
            </>
          ) : (
            <Field
              label={isClosed(claim.status_group) ? m.claims_completion_date() : m.claims_last_updated()}
              value={formatDate(claim.last_updated_date, locale)}
            />
          )}
        </dl>
        {/*
          On a phone two actions share the card's width in one row, and one action sits at the row's end; from
          640 px they sit at the end of the facts, in a room as wide on every card, so the facts' columns line up.
        */}
        <div
          className={cn(
            'flex shrink-0 items-center gap-2 self-end sm:min-w-72 sm:justify-end',
            actionable && 'w-full sm:w-auto',
          )}
        >
          {actionable ? (
            <Link
              to="/claimdetail/$id"
              params={{ id: claim.claim_id }}
              className={cn(buttonVariants({ variant: 'ghost', size: 'compact' }), 'max-sm:flex-1')}
            >
              {m.claims_more()}
              <span className="sr-only">
                {' '}
                {m.claims_claim_number()} {claim.claim_no}
              </span>
            </Link>
          ) : null}
          <Link
            to={actionable ? '/claimdetail/$id/complete' : '/claimdetail/$id'}
            params={{ id: claim.claim_id }}
            className={
              actionable
                ? cn(buttonVariants({ variant: 'primary', size: 'compact' }), 'max-sm:flex-1')
                : buttonVariants({ variant: 'secondary' })
            }
          >
            {actionable ? claimActionLabel(claim.status_group) : m.claims_more()}
            <span className="sr-only">
              {' '}
              {m.claims_claim_number()} {claim.claim_no}
            </span>
          </Link>
        </div>
      </div>
    </Card>
  );
}

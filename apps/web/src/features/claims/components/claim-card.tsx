import type { ClaimCard as ClaimCardData } from '@portal/contracts/entities/claim';
import { m } from '@portal/i18n/messages';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { claimStatusLabel } from '../claim-status-label.ts';
import { claimStatusTone, showsDocumentDeadline } from '../claim-status.ts';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

export function ClaimCard({ claim }: { claim: ClaimCardData }) {
  const locale = useLocale();
  const deadline = showsDocumentDeadline(claim.status_group) ? claim.max_doc_submission_date : null;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-base font-semibold text-slate-900 sm:text-lg">{claim.benefit}</h2>
          <p className="text-sm text-slate-600">
            {m.claims_claim_number()} {claim.claim_no}
          </p>
        </div>
        <Badge tone={claimStatusTone(claim.status_group)} data-status-group={claim.status_group}>
          {claimStatusLabel(claim)}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        <Field label={m.claims_product()} value={claim.product_display_name} />
        <Field label={m.claims_holder()} value={claim.policy_holder_name} />
        {deadline ? (
          <Field label={m.claims_document_deadline()} value={formatDate(deadline, locale)} />
        ) : (
          <Field label={m.claims_last_updated()} value={formatDate(claim.last_updated_date, locale)} />
        )}
      </dl>
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ShippingClaimType } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { trpc } from '../../../lib/trpc.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';

interface ShippingConfirmationProps {
  claimType: ShippingClaimType;
  claimId: string;
}

/**
 * The claim is filed: its number, and what happens next. The claim is an ordinary claim from here on: the user
 * completes it (claim data and the bank account for the payout) through the claim completion of the portal.
 */
export function ShippingConfirmation({ claimType, claimId }: ShippingConfirmationProps) {
  const detail = useQuery(trpc.claims.detail.queryOptions({ id: claimId }));
  const claimNo = detail.data?.claim_no ?? (detail.isPending ? null : claimId);
  const view = SHIPPING_CLAIM_VIEWS[claimType];

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-5">
        <h1 className="text-2xl font-bold text-slate-900">{m.shipping_done_title()}</h1>
        <p className="text-slate-800">{m.shipping_done_body({ kind: view.title() })}</p>
        <p className="text-slate-800" aria-live="polite">
          {m.shipping_done_claim_no_label()}{' '}
          <strong
            className="text-lg font-bold whitespace-nowrap tabular-nums"
            data-testid="shipping-claim-no"
          >
            {claimNo ?? '…'}
          </strong>
        </p>
      </div>

      <section aria-labelledby="shipping-next-title" className="flex flex-col gap-3">
        <h2 id="shipping-next-title" className="text-lg font-semibold text-slate-900">
          {m.shipping_next_title()}
        </h2>
        <ol className="flex list-decimal flex-col gap-2 pl-6 text-slate-800">
          <li>{m.shipping_next_complete()}</li>
          <li>{m.shipping_next_review()}</li>
          <li>{m.shipping_next_payout()}</li>
        </ol>
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        <Link
          to="/claimdetail/$id/complete"
          params={{ id: claimId }}
          className={buttonVariants({ size: 'lg' })}
        >
          {m.shipping_done_complete()}
        </Link>
        <Link
          to="/claimdetail/$id"
          params={{ id: claimId }}
          className={buttonVariants({ size: 'lg', variant: 'secondary' })}
        >
          {m.shipping_done_detail()}
        </Link>
        <Link
          to="/"
          search={{ source: 'claim' }}
          className={buttonVariants({ size: 'lg', variant: 'link', className: 'sm:self-center' })}
        >
          {m.shipping_done_list()}
        </Link>
      </div>
    </div>
  );
}

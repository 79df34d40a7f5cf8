import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../../lib/page-error-texts.ts';
import { Field } from '../../../../components/field.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../../components/ui/button.tsx';
import { Card } from '../../../../components/ui/card.tsx';
import { errorKeyOf } from '../../../../lib/error-data.ts';
import { describeError } from '../../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { BenefitOptions } from '../../../../shared/benefit-picker/benefit-options.tsx';
import { ClaimRefusal } from '../../../../shared/benefit-picker/claim-refusal.tsx';
import { benefitBlock } from '../../../../shared/benefit-picker/benefit-block.ts';
import { OpenClaimAction } from '../../../../shared/benefit-picker/open-claim-action.tsx';
import {
  useCustomerServiceWhatsapp,
  WhatsappLink,
} from '../../../../shared/benefit-picker/customer-service-whatsapp.tsx';
import { readClaimInProgress } from '../partner-claim-session.ts';
import { PARTNER_PRODUCT_TEXTS } from '../partner-product-texts.ts';
import type { PartnerProduct } from '../partner-products.ts';
import { usePartnerClaimCreate, usePartnerClaimStart } from '../hooks/use-partner-claim.ts';

interface PartnerClaimViewProps {
  product: PartnerProduct;
  /** The order id of the partner's link (`?id=`), remembered through the login. */
  linkedOrderId: string | undefined;
}

/**
 * Spec §2 `/{product}/claim`: the user's order (from the partner's link, or typed) is registered with the
 * broker, its benefits are listed, and the claim is opened on the one the user chooses.
 */
export function PartnerClaimView({ product, linkedOrderId }: PartnerClaimViewProps) {
  const texts = PARTNER_PRODUCT_TEXTS[product.key];
  useDocumentTitle(`${m.partner_claim_title()} · ${texts.name()}`);
  const start = usePartnerClaimStart();
  const [orderId, setOrderId] = useState(linkedOrderId ?? '');
  const [orderMissing, setOrderMissing] = useState(false);
  const inProgress = readClaimInProgress(product.key);
  const inputId = useId();
  const errorId = useId();

  // A partner's link names the order: it is looked up at once, as if the user had typed it.
  const started = useRef(false);
  useEffect(() => {
    if (!linkedOrderId || started.current) return;
    started.current = true;
    start.mutate({ product: product.key, orderId: linkedOrderId });
  }, [linkedOrderId, product.key, start]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    const typed = orderId.trim();
    if (!typed) {
      setOrderMissing(true);
      return;
    }
    start.mutate({ product: product.key, orderId: typed });
  }

  const unavailable = start.isError && errorKeyOf(start.error) === 'benefits_unavailable';
  const orderError = start.isError && !unavailable;
  const shownOrderId = start.data?.orderId ?? linkedOrderId;

  return (
    <div className="flex flex-col gap-4">
      <div className="min-w-0">
        <p className="text-sm font-semibold text-brand-800">{m.partner_claim_title()}</p>
        <h1 className="text-2xl font-bold text-slate-900">{texts.name()}</h1>
      </div>

      {/* The unfinished claim is told about on its own order's page, not on another order's. */}
      {inProgress && product.hasClaimForm && (shownOrderId ?? inProgress.orderId) === inProgress.orderId ? (
        <Alert tone="info" className="flex flex-col items-start gap-3">
          <p>{m.partner_claim_in_progress({ orderId: inProgress.orderId })}</p>
          <Link
            to="/$partner/claim-form"
            params={{ partner: product.key }}
            search={{ claim: inProgress.claimId }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {m.partner_claim_continue()}
          </Link>
        </Alert>
      ) : null}

      {start.isSuccess ? (
        <>
          {unavailableOrChoice(product, start.data)}
          {/* Another trip: the order field comes back with what was typed. */}
          <Button variant="ghost" className="self-start" onClick={() => start.reset()}>
            {m.partner_order_change()}
          </Button>
        </>
      ) : (
        <Card className="flex flex-col gap-4 p-4 sm:p-5">
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
            <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
              {m.partner_order_label()}
            </label>
            <input
              id={inputId}
              name="order-id"
              value={orderId}
              autoComplete="off"
              inputMode="text"
              aria-invalid={orderMissing || orderError || undefined}
              aria-describedby={`${inputId}-hint${orderMissing || orderError ? ` ${errorId}` : ''}`}
              onChange={(event) => {
                setOrderId(event.target.value);
                setOrderMissing(false);
                if (start.isError) start.reset();
              }}
              className="h-12 w-full rounded-lg border border-slate-400 px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-700"
            />
            <p id={`${inputId}-hint`} className="text-sm text-slate-700">
              {texts.orderHint()}
            </p>
            {orderMissing ? (
              <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
                {m.partner_order_required()}
              </p>
            ) : orderError ? (
              <Alert id={errorId} tone="error">
                {describeError(start.error, { fallback: 'something_wrong', serverMessage: true })}
              </Alert>
            ) : null}
            <Button
              type="submit"
              size="lg"
              className="w-full sm:w-auto sm:self-end"
              disabled={start.isPending}
            >
              {start.isPending ? m.partner_order_searching() : m.partner_order_submit()}
            </Button>
          </form>
          {unavailable ? <BenefitsUnavailable /> : null}
        </Card>
      )}
    </div>
  );
}

type Started = NonNullable<ReturnType<typeof usePartnerClaimStart>['data']>;

function unavailableOrChoice(product: PartnerProduct, started: Started) {
  return started.benefits.length === 0 ? (
    <BenefitsUnavailable />
  ) : (
    <BenefitChoice key={started.orderId} product={product} started={started} />
  );
}

/** Spec §8: 'Maaf, kami tidak dapat menampilkan benefit anda' with customer service on WhatsApp. */
function BenefitsUnavailable() {
  const whatsapp = useCustomerServiceWhatsapp();
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 px-6 py-8 text-center">
      <p className="font-semibold text-slate-900">{pageErrorText('benefits_unavailable')}</p>
      <p className="max-w-md text-sm text-slate-700">{m.claims_entry_help()}</p>
      {whatsapp ? <WhatsappLink href={whatsapp} className={buttonVariants()} /> : null}
    </Card>
  );
}

/** The order's benefits as radio cards and the button that opens the claim; a refusal keeps the choice. */
function BenefitChoice({ product, started }: { product: PartnerProduct; started: Started }) {
  const [benefitId, setBenefitId] = useState<string | null>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const create = usePartnerClaimCreate(product.key);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (benefitId === null) {
      setChoiceMissing(true);
      return;
    }
    create.create(started.orderId, benefitId);
  }

  return (
    <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
      <dl className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
        <Field label={m.partner_order_label()} value={started.orderId} />
        <Field label={m.partner_application_no()} value={started.applicationNo} />
      </dl>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <BenefitOptions
          benefits={started.benefits}
          value={benefitId}
          missing={choiceMissing}
          notClaimableText={started.outsideClaimWindow ? m.partner_claim_window_closed() : undefined}
          onChoose={(id) => {
            if (create.isPending) return;
            setBenefitId(id);
            setChoiceMissing(false);
            if (create.isError) create.reset();
          }}
        />
        {/* Spec §8: a refused claim says why, with its way on; the broker's code is kept for customer service. */}
        {create.isError ? <ClaimRefusal error={create.error} offerWhatsapp={() => true} /> : null}
        {/* Every benefit blocked (a trip outside its claim window, all used up): nothing to open a claim for. */}
        <OpenClaimAction
          canClaim={started.benefits.some((benefit) => benefitBlock(benefit) === null)}
          pending={create.isPending}
          nothingText={
            started.outsideClaimWindow ? m.partner_claim_window_closed_all() : m.claims_entry_none_claimable()
          }
        />
      </form>
    </Card>
  );
}

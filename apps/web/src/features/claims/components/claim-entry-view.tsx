import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { ClaimBenefit } from '@portal/contracts/entities/benefit';
import { m } from '@portal/i18n/messages';
import { pageErrorText } from '../../../lib/page-error-texts.ts';
import { DetailPage } from '../../../components/detail-page.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { productName } from '../../../lib/broker-product-names.ts';
import { cn } from '../../../lib/cn.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { claimEntryState, isBenefitsUnavailable, type ClaimEntryState } from '../claim-entry.ts';
import { BenefitOptions } from '../../../shared/benefit-picker/benefit-options.tsx';
import { ClaimRefusal } from '../../../shared/benefit-picker/claim-refusal.tsx';
import { OpenClaimAction } from '../../../shared/benefit-picker/open-claim-action.tsx';
import {
  useCustomerServiceWhatsapp,
  WhatsappLink,
} from '../../../shared/benefit-picker/customer-service-whatsapp.tsx';
import { useClaimBenefits, useCreateClaim, type ClaimEntryKind } from '../hooks/use-claim-entry.ts';
import { FamilyMemberChoice } from './family-member-choice.tsx';
import { ClaimProcessSteps } from './claim-process-steps.tsx';

/**
 * The entry to a claim (spec §2 /policydetail/{id}/claim): the user picks the benefit to claim, and the
 * claim is opened on it. Spec §8: benefits that cannot be shown offer customer service on WhatsApp.
 */
export function ClaimEntryView({ kind, policyId }: { kind: ClaimEntryKind; policyId: string }) {
  const query = useClaimBenefits(kind, policyId);
  const policyHref = kind === 'agency' ? `/agency/policydetail/${policyId}` : `/policydetail/${policyId}`;
  const shownProductName = query.data ? productName(query.data.productKey, query.data.productName) : null;
  useDocumentTitle(
    shownProductName ? `${m.claims_entry_title()} · ${shownProductName}` : m.claims_entry_title(),
  );

  return (
    <DetailPage
      query={query}
      backLink={{ href: policyHref, label: m.claims_back_to_policy() }}
      title={m.claims_entry_title()}
      errorMessage={describeError(query.error, { fallback: 'policy_detail_failed' })}
      renderError={(error) =>
        isBenefitsUnavailable(error) ? (
          <>
            <EntryHeading productName={null} />
            <BenefitsMissing policyHref={policyHref} failed />
          </>
        ) : null
      }
    >
      {(data) => (
        <>
          <EntryHeading productName={shownProductName} />
          {claimEntryState(data) === 'no-benefits' ? (
            <BenefitsMissing policyHref={policyHref} failed={false} />
          ) : (
            <div className="grid items-start gap-4 lg:grid-cols-3">
              <BenefitChoice
                kind={kind}
                isFamily={data.isFamily}
                policyId={policyId}
                benefits={data.benefits}
                state={claimEntryState(data)}
                className="lg:col-span-2"
              />
              <SectionCard title={m.claims_process_title()}>
                <ClaimProcessSteps />
              </SectionCard>
            </div>
          )}
        </>
      )}
    </DetailPage>
  );
}

/** The product's name under what the page is for; the page's name alone when the product is unknown. */
function EntryHeading({ productName }: { productName: string | null }) {
  return (
    <div className="min-w-0">
      {productName ? (
        <>
          <p className="text-sm font-semibold text-brand-800">{m.claims_entry_title()}</p>
          <h1 className="text-2xl font-bold text-slate-900">{productName}</h1>
        </>
      ) : (
        <h1 className="text-2xl font-bold text-slate-900">{m.claims_entry_title()}</h1>
      )}
    </div>
  );
}

/** The broker's code when a family member's own amount on the benefit is used up. */
const INDIVIDUAL_LIMIT_EXCEEDED = 'individual_limit_exceeded';

/** Spec §8: 'Maaf, kami tidak dapat menampilkan benefit anda', customer service on WhatsApp, and the way back. */
function BenefitsMissing({ policyHref, failed }: { policyHref: string; failed: boolean }) {
  const whatsapp = useCustomerServiceWhatsapp();
  return (
    <Card
      role={failed ? 'alert' : undefined}
      className="flex flex-col items-center gap-4 px-6 py-10 text-center"
    >
      <p className="font-semibold text-slate-900">{pageErrorText('benefits_unavailable')}</p>
      <p className="max-w-md text-sm text-slate-700">{m.claims_entry_help()}</p>
      <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        {whatsapp ? <WhatsappLink href={whatsapp} className={buttonVariants()} /> : null}
        <Link to={policyHref} className={buttonVariants({ variant: 'secondary' })}>
          {m.claims_back_to_policy()}
        </Link>
      </div>
    </Card>
  );
}

interface BenefitChoiceProps {
  kind: ClaimEntryKind;
  /** A family policy: the claim is filed for the member the user picks, never silently for the holder. */
  isFamily: boolean;
  policyId: string;
  benefits: readonly ClaimBenefit[];
  state: ReturnType<typeof claimEntryState>;
  className?: string;
}

/** Why nothing can be claimed, when the policy itself is the reason. */
const NOTHING_TO_CLAIM: Partial<Record<ClaimEntryState, () => string>> = {
  inactive: () => m.claims_entry_policy_inactive(),
  'not-started': () => m.claims_entry_policy_not_started(),
};

/** The benefits as radio cards and the button that opens the claim; a refusal keeps the choice. */
function BenefitChoice({ kind, isFamily, policyId, benefits, state, className }: BenefitChoiceProps) {
  const [benefitId, setBenefitId] = useState<string | null>(null);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const [memberMissing, setMemberMissing] = useState(false);
  const create = useCreateClaim(kind, policyId);
  const canChoose = state === 'choose';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    if (benefitId === null) {
      setChoiceMissing(true);
      return;
    }
    if (isFamily && memberId === null) {
      setMemberMissing(true);
      return;
    }
    create.create(benefitId, memberId ?? undefined);
  }

  return (
    <Card className={cn('flex min-w-0 flex-col gap-4 p-4 sm:p-5', className)}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <BenefitOptions
          benefits={benefits}
          value={benefitId}
          missing={choiceMissing}
          onChoose={(id) => {
            if (create.isPending) return;
            setBenefitId(id);
            setMemberId(null);
            setChoiceMissing(false);
            // The broker's refusal was about the previous choice.
            if (create.isError) create.reset();
          }}
        />

        {isFamily && benefitId !== null ? (
          <FamilyMemberChoice
            policyId={policyId}
            benefitId={benefitId}
            value={memberId}
            missing={memberMissing}
            onChange={(id) => {
              setMemberId(id);
              setMemberMissing(false);
              if (create.isError) create.reset();
            }}
          />
        ) : null}

        {/* Spec §8: a refused claim shows the broker's own reason. */}
        {create.isError ? (
          <ClaimRefusal
            error={create.error}
            // Spec §8: an individual's amount used up is one of the cases customer service takes over.
            offerWhatsapp={(code) => code === INDIVIDUAL_LIMIT_EXCEEDED}
          />
        ) : null}

        <OpenClaimAction
          canClaim={canChoose}
          pending={create.isPending}
          nothingText={(NOTHING_TO_CLAIM[state] ?? m.claims_entry_none_claimable)()}
        />
      </form>
    </Card>
  );
}

import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { productName } from '../../../lib/broker-product-names.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { FormField } from '../../../shared/form/field-values.ts';
import { summaryOf } from '../../../shared/form/field-summaries.tsx';
import type { SummaryContext } from '../../../shared/form/types.ts';
import { fieldLabel } from '../field-labels.ts';
import type { EndorsementOutcome, EndorsementViewData } from '../hooks/use-endorsement.ts';

type Section = EndorsementViewData['sections'][number];

const STATUS_TEXT: Record<EndorsementOutcome['status'], () => string> = {
  approved: () => m.endorse_done_status_approved(),
  submitted: () => m.endorse_done_status_submitted(),
  rejected: () => m.endorse_done_status_rejected(),
};

/** A value as the form's read-back shows it: list codes as names, dates in the user's language, masked ids. */
function ShownValue({
  field,
  value,
  fields,
  values,
}: {
  field: FormField;
  value: FormValue;
  fields: readonly FormField[];
  values: Record<string, FormValue>;
}) {
  const locale = useLocale();
  const Summary = summaryOf(field.type);
  const context: SummaryContext = { locale, fields, values, listFilters: {} };
  return <Summary field={field} value={value} context={context} />;
}

/** One policy's changes: each field with what it was and what it is now. */
function PolicyChanges({
  section,
  outcome,
  several,
}: {
  section: Section;
  outcome: EndorsementOutcome;
  several: boolean;
}) {
  const changes = outcome.changes.filter((change) => change.internalId === section.internalId);
  const fields: FormField[] = section.fields.map(({ value: _value, ...field }) => field);
  const before = Object.fromEntries(section.fields.map((field) => [field.name, field.value]));
  const after = { ...before, ...Object.fromEntries(changes.map((change) => [change.name, change.after])) };
  if (changes.length === 0) return null;
  const number = section.policyNumber ?? section.applicationNo;
  return (
    <SectionCard
      title={
        several
          ? m.endorse_policy_fact({ product: m.endorse_done_changes(), number })
          : m.endorse_done_changes()
      }
    >
      <p className="-mt-2 text-sm text-slate-700">
        {m.endorse_policy_fact({
          product: productName(section.productKey, section.productName),
          number: section.policyNumber ?? section.applicationNo,
        })}
      </p>
      <ul className="flex flex-col divide-y divide-slate-200">
        {changes.map((change) => {
          const field = fields.find((entry) => entry.name === change.name);
          if (!field) return null;
          return (
            <li key={change.name} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
              <h3 className="text-sm font-semibold text-slate-900">{fieldLabel(field.name, field.label)}</h3>
              <dl className="grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-2">
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{m.endorse_done_before()}</dt>
                  <dd className="text-sm break-words text-slate-700 line-through decoration-slate-400">
                    <ShownValue field={field} value={change.before} fields={fields} values={before} />
                  </dd>
                </div>
                <div className="min-w-0">
                  <dt className="text-xs text-slate-600">{m.endorse_done_after()}</dt>
                  <dd className="text-sm font-medium break-words text-slate-900">
                    <ShownValue field={field} value={change.after} fields={fields} values={after} />
                  </dd>
                </div>
              </dl>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}

/** After the submit: the change's number and state, and what changed on each policy. */
export function EndorsementDone({
  outcome,
  view,
  signedIn,
  onAgain,
}: {
  outcome: EndorsementOutcome;
  view: EndorsementViewData;
  signedIn: boolean;
  onAgain: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer takes the form's place, below which the user pressed "Kirim perubahan": on a phone it would
  // start far above the screen. The page goes back to its top and the focus to the answer, which a screen
  // reader then reads.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  const changedPolicies = view.sections.filter((section) =>
    outcome.changes.some((change) => change.internalId === section.internalId),
  );
  const onlyPolicy = changedPolicies.length === 1 ? changedPolicies[0] : undefined;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h1
        ref={heading}
        id={headingId}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 outline-none"
      >
        {m.endorse_done_heading()}
      </h1>
      <Alert tone={outcome.status === 'rejected' ? 'error' : 'success'}>
        <div className="flex flex-col gap-1">
          <dl className="flex flex-wrap gap-x-2">
            <dt>{m.endorse_done_number()}:</dt>
            <dd className="font-semibold" data-testid="endorsement-number">
              {outcome.endorsementId}
            </dd>
          </dl>
          <p>{STATUS_TEXT[outcome.status]()}</p>
        </div>
      </Alert>
      {changedPolicies.map((section) => (
        <PolicyChanges
          key={section.internalId}
          section={section}
          outcome={outcome}
          several={changedPolicies.length > 1}
        />
      ))}
      {outcome.documents > 0 ? (
        <p className="text-sm text-slate-700">
          {m.endorse_done_documents({ count: String(outcome.documents) })}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {/* A link or a code verification opens the policy for whoever holds it, not always the user signed in
            here: only a policy opened through the session is surely theirs to open. */}
        {signedIn && onlyPolicy && (view.access === 'session' || view.access === 'aggregate') ? (
          <Link
            to="/policydetail/$id"
            params={{ id: onlyPolicy.internalId }}
            className={buttonVariants({ size: 'lg', text: 'sm' })}
          >
            {m.endorse_done_to_policy()}
          </Link>
        ) : null}
        {view.access !== 'token' ? (
          <Button variant="secondary" size="lg" onClick={onAgain}>
            {m.endorse_done_again()}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

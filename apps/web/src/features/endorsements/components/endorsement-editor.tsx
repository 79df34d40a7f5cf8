import { useId, useMemo, useState } from 'react';
import type { EndorsementParams, KeyedEndorsementRow } from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { DynamicForm } from '../../../shared/form/dynamic-form.tsx';
import type { FileFieldAdapter } from '../../../shared/form/types.ts';
import { changesOf, pageFields } from '../endorsement-form-fields.ts';
import {
  useSubmitEndorsement,
  type EndorsementOutcome,
  type EndorsementViewData,
} from '../hooks/use-endorsement.ts';
import { PolicySummaryCard } from './policy-summary-card.tsx';

/**
 * Supporting documents are uploaded as they are chosen (the shared upload pipeline) and only listed in the
 * form; the submit files them with the policy. Nothing is registered before that.
 */
const localFiles = (referenceId: string): FileFieldAdapter => ({
  referenceId,
  onAttach: () => Promise.resolve(),
  onRemove: () => Promise.resolve(),
});

/**
 * The policy (or the aggregate's policies) being changed and the form of what may change, with the current
 * values (the shared DynamicForm); a refused value keeps everything typed and names the field.
 */
export function EndorsementEditor({
  row,
  params,
  view,
  verification,
  verified,
  onDone,
}: {
  row: KeyedEndorsementRow;
  params: EndorsementParams;
  view: EndorsementViewData;
  verification: string | undefined;
  verified: boolean;
  onDone: (outcome: EndorsementOutcome) => void;
}) {
  const formId = useId();
  const submit = useSubmitEndorsement();
  // One intended change: a double click, a retry or a second tab sends it once (decision record 0008).
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const fields = useMemo(
    () => pageFields(view.sections, (label, policy) => m.endorse_aggregate_label({ label, policy })),
    [view.sections],
  );
  const formFields = useMemo(() => fields.map((entry) => entry.field), [fields]);
  const values = useMemo(
    () => Object.fromEntries(fields.map((entry) => [entry.field.name, entry.value])),
    [fields],
  );
  const first = view.sections[0];
  const hasFiles = formFields.some((field) => field.type === 'file');
  const draftKey = `endorse:${row.key}:${view.sections.map((section) => section.internalId).join(',')}`;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{m.endorse_title()}</h1>
        <p className="text-slate-700">{m.endorse_intro()}</p>
      </div>
      {verified ? <Alert tone="success">{m.endorse_verified()}</Alert> : null}

      <div className="grid items-start gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-4">
          {view.sections.map((section) => (
            <PolicySummaryCard
              key={section.internalId}
              section={section}
              several={view.sections.length > 1}
            />
          ))}
        </div>
        <SectionCard title={m.endorse_form_heading()}>
          {formFields.length === 0 || !first ? (
            <Alert tone="info">{m.endorse_no_fields()}</Alert>
          ) : (
            <DynamicForm
              formId={`endorsement-${formId}`}
              fields={formFields}
              values={values}
              draftKey={draftKey}
              submitLabel={m.endorse_submit()}
              fileFieldAdapter={hasFiles ? localFiles(first.internalId) : undefined}
              onSave={async (output) => {
                const outcome = await submit.mutateAsync({
                  key: row.key,
                  params,
                  verification,
                  changes: changesOf(fields, output),
                  idempotencyKey,
                });
                onDone(outcome);
              }}
            />
          )}
        </SectionCard>
      </div>
    </div>
  );
}

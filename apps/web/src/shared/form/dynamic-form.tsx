import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { LoadBoundary } from '../../components/ui/lazy-part.tsx';
import { describeError } from '../../lib/failure-text.ts';
import { useLocale } from '../../lib/locale.ts';
import { clearDraft, draftOf, mergeDraft, ownedDraftKey, readDraft, writeDraft } from './draft.ts';
import { deviceStore, sessionStore } from '../../lib/session-store.ts';
import { sameInput, toInputValues, type FormField, type FormInputs } from './field-values.ts';
import { FieldShell } from './field-shell.tsx';
import { problemText } from './problem-text.ts';
import { FormLoading, loadControls } from './form-parts.tsx';
import { rendererOf } from './registry.ts';
import { fieldProblemsOf } from './save-error.ts';
import { buildFormResolver, isFieldProblem, localToday } from './schema.ts';
import type { FieldContext, FileFieldAdapter, ListFilters } from './types.ts';

/** How long typing may pause before the draft is written (and on page hide or unmount at once). */
const DRAFT_DELAY_MS = 400;

export interface DynamicFormProps {
  /** The `<form>`'s id (a submit button elsewhere can point at it with `form=`); prefixes the control ids. */
  formId: string;
  /** The form definition, in display order. */
  fields: readonly FormField[];
  /** What the server has (claim completion `values`). */
  values: Readonly<Record<string, FormValue | undefined>>;
  /**
   * Where unsaved input is kept in sessionStorage (e.g. `claim:<claimId>:<formSlug>`): restored on mount, so a
   * reload or a 401 → login → back returns it; cleared after a successful save.
   */
  draftKey: string;
  /**
   * The signed-in user, for a draft kept on the device across closing the app (a claim's forms, decision record
   * 0054): under this user's name in localStorage instead of the tab's sessionStorage.
   */
  draftOwner?: string | undefined;
  /**
   * Saves the checked values (every field, as the contracts' FormValue). Reject with the tRPC error to keep
   * the input and show why: its catalogue text (or the broker's message) and, when `data.fieldProblems` names
   * fields, those fields marked.
   */
  onSave: (values: Record<string, FormValue>) => Promise<void>;
  submitLabel: string;
  /** Shown beside the submit button (a back link, "skip"). */
  secondaryAction?: ReactNode;
  /** How file fields register their uploads on the claim; without it file fields are listed read-only. */
  fileFieldAdapter?: FileFieldAdapter;
  /** Filters for list calls that the page knows, e.g. `{ 'brand-list': { category: 'gadget' } }`. */
  listFilters?: ListFilters;
}

/**
 * A form rendered from its definition: one control per field from the renderer registry, checked by the
 * rules built from the same definition (required, the value rule, no future incident dates), every change
 * kept as a draft, and a failed save that keeps the input and says why.
 */
export function DynamicForm({
  formId,
  fields,
  values,
  draftKey: formDraftKey,
  draftOwner,
  onSave,
  submitLabel,
  secondaryAction,
  fileFieldAdapter,
  listFilters = {},
}: DynamicFormProps) {
  const locale = useLocale();
  const ids = useId();
  const controlId = (name: string) => `${formId}-${ids}-${name}`.replace(/[^A-Za-z0-9_:-]/g, '_');
  const errorSummaryRef = useRef<HTMLDivElement>(null);

  // The owner as the form opened: a session that ends while the user types (a 401) keeps the draft where it was.
  const [owner] = useState(draftOwner);
  const draftStore = owner ? deviceStore() : sessionStore();
  const draftKey = owner ? ownedDraftKey(owner, formDraftKey) : formDraftKey;
  const serverInputs = useMemo(() => toInputValues(fields, values, locale), [fields, values, locale]);
  const [initial] = useState(() => mergeDraft(fields, serverInputs, readDraft(draftKey, draftStore)));
  const [restored, setRestored] = useState(initial.restored.length > 0);
  // Confidential values are never drafted (draft.ts): the notice names, by label, those the broker does not
  // have yet, which the user has to type again.
  const confidentialToRetype = fields
    .filter((field) => field.type === 'asterisk' && initial.inputs[field.name] === '')
    .map((field) => field.label);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const resolver = useMemo(() => buildFormResolver(fields, { today: localToday() }), [fields]);
  const form = useForm<FormInputs, unknown, Record<string, FormValue>>({
    resolver,
    defaultValues: initial.inputs,
    // Focus goes to the first invalid field in display order (below), not in registration order.
    shouldFocusError: false,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  // The draft compares against what the server has; after a save, against what was saved. Files are
  // registered on the claim as they are attached, so file fields follow the server's values as they come.
  const baseline = useRef(serverInputs);
  useEffect(() => {
    baseline.current = serverInputs;
    for (const field of fields) {
      if (field.type !== 'file') continue;
      const server = serverInputs[field.name];
      if (server !== undefined && !sameInput(form.getValues(field.name), server)) {
        form.setValue(field.name, server, { shouldValidate: form.formState.isSubmitted });
      }
    }
  }, [serverInputs, fields, form]);

  const pendingDraft = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const flush = () => {
      if (pendingDraft.current === null) return;
      clearTimeout(pendingDraft.current);
      pendingDraft.current = null;
      writeDraft(draftKey, draftOf(fields, baseline.current, form.getValues()), draftStore);
    };
    const subscription = form.watch(() => {
      setSaved(false);
      if (pendingDraft.current !== null) clearTimeout(pendingDraft.current);
      pendingDraft.current = setTimeout(flush, DRAFT_DELAY_MS);
    });
    window.addEventListener('pagehide', flush);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [form, fields, draftKey, draftStore]);

  // The first invalid field gets the focus once the submit is over: while it runs, the controls are disabled
  // and cannot take it (the focus stayed on the button, far below the first error).
  const focusAfterSubmit = useRef<readonly string[] | null>(null);
  const focusFirstInvalid = (names: readonly string[]) => {
    focusAfterSubmit.current = names;
  };

  const onInvalid = (errors: FieldErrors<FormInputs>) => {
    setSaveError(null);
    focusFirstInvalid(Object.keys(errors));
  };

  const onSubmit = form.handleSubmit(async (output) => {
    setSaveError(null);
    try {
      await onSave(output);
    } catch (error) {
      const refused = fieldProblemsOf(error).filter((name) => fields.some((field) => field.name === name));
      for (const name of refused) form.setError(name, { type: 'server', message: 'format' });
      setSaveError(
        refused.length > 0
          ? m.form_save_fields_refused()
          : describeError(error, { fallback: 'form_save_failed', serverMessage: true }),
      );
      if (refused.length > 0) focusFirstInvalid(refused);
      else errorSummaryRef.current?.focus();
      return;
    }
    if (pendingDraft.current !== null) clearTimeout(pendingDraft.current);
    pendingDraft.current = null;
    const inputs = form.getValues();
    baseline.current = inputs;
    clearDraft(draftKey, draftStore);
    form.reset(inputs);
    setRestored(false);
    setSaved(true);
  }, onInvalid);

  const discardDraft = () => {
    clearDraft(draftKey, draftStore);
    form.reset(baseline.current);
    setRestored(false);
  };

  // The file fields uploading now: saving waits for them (a file still uploading would be left off the claim).
  const [uploading, setUploading] = useState<ReadonlySet<string>>(() => new Set());
  const onUploadBusy = useCallback((name: string, busy: boolean) => {
    setUploading((current) => {
      if (current.has(name) === busy) return current;
      const next = new Set(current);
      if (busy) next.add(name);
      else next.delete(name);
      return next;
    });
  }, []);

  const context: FieldContext = {
    locale,
    fields,
    control: form.control,
    listFilters,
    fileFieldAdapter,
    onUploadBusy,
  };
  const { errors, isSubmitting, submitCount } = form.formState;
  const errorCount = fields.filter((field) => errors[field.name]).length;
  useEffect(() => {
    const names = focusAfterSubmit.current;
    if (isSubmitting || names === null) return;
    focusAfterSubmit.current = null;
    const first = fields.find((field) => names.includes(field.name));
    if (first) document.getElementById(controlId(first.name))?.focus();
    // controlId follows from the form's ids, which do not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isSubmitting, submitCount, fields]);

  // The uploader and the drawing pad come with the first form that has such a field, all at once; until they
  // are there the form's place shows grey rows and a status text, as a loading page does.
  loadControls(fields.map((field) => field.type));

  return (
    <LoadBoundary loading={<FormLoading />}>
      <form id={formId} onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
        {restored ? (
          <Alert tone="info" className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-col gap-1">
              <span>{m.form_draft_restored()}</span>
              {confidentialToRetype.length > 0 ? (
                <span>{m.form_draft_retype_confidential({ labels: confidentialToRetype.join(', ') })}</span>
              ) : null}
            </span>
            <Button variant="link" onClick={discardDraft}>
              {m.form_discard_draft()}
            </Button>
          </Alert>
        ) : null}

        {fields.map((field) => {
          const renderer = rendererOf(field.type);
          const id = controlId(field.name);
          const labelAs = typeof renderer.labelAs === 'function' ? renderer.labelAs(field) : renderer.labelAs;
          const hint = renderer.hint?.(field);
          return (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: control, fieldState }) => {
                const problem = fieldState.error?.message;
                const error = isFieldProblem(problem)
                  ? problemText(problem)
                  : problem
                    ? m.form_problem_format()
                    : undefined;
                const describedBy =
                  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
                  undefined;
                return (
                  <FieldShell
                    labelAs={labelAs}
                    label={field.label}
                    required={field.required}
                    controlId={id}
                    labelId={`${id}-label`}
                    hintId={`${id}-hint`}
                    errorId={`${id}-error`}
                    hint={hint}
                    error={error}
                  >
                    <renderer.Control
                      field={field}
                      id={id}
                      labelId={`${id}-label`}
                      describedBy={describedBy}
                      invalid={error !== undefined}
                      value={control.value}
                      onChange={control.onChange}
                      onBlur={control.onBlur}
                      disabled={isSubmitting}
                      context={context}
                    />
                  </FieldShell>
                );
              }}
            />
          );
        })}

        <div ref={errorSummaryRef} tabIndex={-1} className="flex flex-col gap-2 outline-none">
          {saveError ? <Alert tone="error">{saveError}</Alert> : null}
          {!saveError && submitCount > 0 && errorCount > 0 ? (
            <Alert tone="error">{m.form_errors_summary({ count: String(errorCount) })}</Alert>
          ) : null}
          {saved ? <Alert tone="success">{m.form_saved()}</Alert> : null}
        </div>

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          {secondaryAction}
          <Button
            type="submit"
            size="lg"
            disabled={isSubmitting || uploading.size > 0}
            className="w-full sm:w-auto"
          >
            {isSubmitting ? m.form_saving() : uploading.size > 0 ? m.form_waiting_for_upload() : submitLabel}
          </Button>
        </div>
      </form>
    </LoadBoundary>
  );
}

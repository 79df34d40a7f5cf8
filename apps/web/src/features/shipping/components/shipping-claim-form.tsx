import { useId, useRef, useState, type FormEvent } from 'react';
import { SHIPPING_CLAIM_RULES, type ShippingClaimType } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorKeyOf, isRefusal, serverCodeOf } from '../../../lib/error-data.ts';
import { describeError, errorText } from '../../../lib/failure-text.ts';
import { FieldShell } from '../../../shared/form/field-shell.tsx';
import { LazyDocumentUploader } from '../../../shared/upload/uploader-part.tsx';
import { useShippingClaimCreate } from '../hooks/use-shipping-claim.ts';
import { SHIPPING_CLAIM_VIEWS } from '../shipping-claim-types.ts';
import { EMPTY_SHIPPING_CLAIM, readShippingDraft, writeShippingDraft } from '../shipping-draft.ts';
import { checkShippingClaim, shippingProblemText, type ShippingClaimFormInput } from '../shipping-schema.ts';

/** Refusals the catalogue words better than the broker's Indonesian text. */
const OWN_WORDS = new Set(['order_not_found', 'shipping_claim_exists', 'invalid_input']);

/** Refusals no correction of the form can change (the policy ended, the claim is filed): no "correct it" advice. */
const FINAL_REFUSALS = new Set(['policy_not_active', 'shipping_claim_exists']);

interface ShippingClaimFormProps {
  claimType: ShippingClaimType;
  /** The order number from Tokopedia's link, if it gave one. */
  orderIdFromLink: string | undefined;
}

/** The typed fields, in the order a refused form moves the focus to the first of them that is wrong. */
const TYPED_FIELDS = ['orderId', 'airwayBillNo', 'description'] as const;

/**
 * A shipping or return claim: the order, the airway bill, what happened and photos. What is typed (and the
 * photos, already uploaded) is kept in the tab's draft, so a failed filing, a reload or a new login loses
 * nothing; the form keeps its values after a refusal.
 *
 * Four fixed fields in plain state rather than react-hook-form (decision record 0059), as the login's forms:
 * the form is checked by the same rules on submit, then again as it is corrected; a refused submit moves the
 * focus to the first typed field that is wrong.
 */
export function ShippingClaimForm({ claimType, orderIdFromLink }: ShippingClaimFormProps) {
  const view = SHIPPING_CLAIM_VIEWS[claimType];
  const ids = useId();
  const id = (name: string) => `${ids}-${name}`;
  const [values, setValues] = useState<ShippingClaimFormInput>(() => {
    const draft = readShippingDraft(claimType);
    return { ...EMPTY_SHIPPING_CLAIM, ...draft, ...(orderIdFromLink ? { orderId: orderIdFromLink } : {}) };
  });
  // The values as last changed: the photo uploader's callbacks read them as they are now, not as they were
  // when it last drew (every change goes through `change`).
  const current = useRef(values);
  const [submitted, setSubmitted] = useState(false);
  const checked = checkShippingClaim(values);
  const errors = submitted && !checked.ok ? checked.problems : {};
  const inputs = useRef<Partial<Record<(typeof TYPED_FIELDS)[number], HTMLElement | null>>>({});
  const create = useShippingClaimCreate(claimType);
  // Filing waits for a photo still uploading, so the claim goes with it (and no 'add a photo' flashes up).
  const [uploading, setUploading] = useState(false);

  /** A change: drawn, and kept in the tab's draft. */
  const change = (patch: Partial<ShippingClaimFormInput>) => {
    const next = { ...current.current, ...patch };
    current.current = next;
    setValues(next);
    writeShippingDraft(claimType, next);
  };
  const typed = (name: (typeof TYPED_FIELDS)[number]) => ({
    name,
    value: values[name],
    ref: (element: HTMLElement | null) => {
      inputs.current[name] = element;
    },
    onChange: (event: { target: { value: string } }) => change({ [name]: event.target.value }),
  });
  const setPhotos = (photos: string[]) => change({ photos });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!checked.ok) {
      const first = TYPED_FIELDS.find((name) => name in checked.problems);
      if (first) inputs.current[first]?.focus();
      return;
    }
    const { orderId, airwayBillNo, description, photos } = checked.values;
    create.file({ orderId, airwayBillNo, description, documentRefs: photos });
  };

  const failureKey = create.error ? errorKeyOf(create.error) : null;
  const ownWords = failureKey !== null && OWN_WORDS.has(failureKey);
  const failure = create.error
    ? failureKey === 'order_not_found'
      ? m.shipping_invoice_not_found()
      : ownWords
        ? errorText(failureKey)
        : describeError(create.error, { serverMessage: true, fallback: 'something_wrong' })
    : null;
  // The broker's code goes with its own text; a refusal told in the portal's words says it all.
  const failureCode = create.error && !ownWords ? serverCodeOf(create.error) : null;
  const description = values.description;
  const shellIds = (name: string) => ({
    controlId: id(name),
    labelId: id(`${name}-label`),
    hintId: id(`${name}-hint`),
    errorId: id(`${name}-error`),
  });
  const describedBy = (name: string, hasError: boolean) =>
    hasError ? `${id(`${name}-hint`)} ${id(`${name}-error`)}` : id(`${name}-hint`);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{view.title()}</h1>
        <p className="text-slate-700">{view.intro()}</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FieldShell
          {...shellIds('order')}
          labelAs="label"
          label={m.shipping_order_label()}
          required
          hint={m.shipping_order_hint()}
          error={shippingProblemText(errors.orderId)}
        >
          <Input
            id={id('order')}
            autoComplete="off"
            placeholder="INV/20260330/MPL/3819203"
            aria-invalid={errors.orderId ? true : undefined}
            aria-describedby={describedBy('order', Boolean(errors.orderId))}
            {...typed('orderId')}
          />
        </FieldShell>

        <FieldShell
          {...shellIds('awb')}
          labelAs="label"
          label={m.shipping_airway_bill_label()}
          required
          hint={m.shipping_airway_bill_hint()}
          error={shippingProblemText(errors.airwayBillNo)}
        >
          <Input
            id={id('awb')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="JP1234567890"
            aria-invalid={errors.airwayBillNo ? true : undefined}
            aria-describedby={describedBy('awb', Boolean(errors.airwayBillNo))}
            {...typed('airwayBillNo')}
          />
        </FieldShell>

        <FieldShell
          {...shellIds('description')}
          labelAs="label"
          label={view.descriptionLabel()}
          required
          hint={view.descriptionHint()}
          error={shippingProblemText(errors.description)}
        >
          <Textarea
            id={id('description')}
            rows={5}
            maxLength={SHIPPING_CLAIM_RULES.descriptionMax}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describedBy('description', Boolean(errors.description))}
            {...typed('description')}
          />
          <p className="self-end text-sm text-slate-600 tabular-nums">
            {m.shipping_description_count({
              count: String(description.length),
              max: String(SHIPPING_CLAIM_RULES.descriptionMax),
            })}
          </p>
        </FieldShell>

        <FieldShell
          {...shellIds('photos')}
          labelAs="legend"
          label={m.shipping_photos_label()}
          required
          hint={view.photosHint()}
          error={shippingProblemText(errors.photos)}
        >
          <LazyDocumentUploader
            id={id('photos')}
            label={m.shipping_photos_label()}
            hideLabel
            required
            multiple
            files={values.photos}
            ocrCategory={null}
            referenceId=""
            onBusyChange={setUploading}
            describedBy={describedBy('photos', Boolean(errors.photos))}
            onAttach={async (fileRef, replacedRef) => {
              const photos = current.current.photos;
              setPhotos(
                replacedRef
                  ? photos.map((ref) => (ref === replacedRef ? fileRef : ref))
                  : [...photos, fileRef],
              );
            }}
            onRemove={async (fileRef) => setPhotos(current.current.photos.filter((ref) => ref !== fileRef))}
          />
        </FieldShell>

        {failure ? (
          <Alert tone="error">
            <p>{failure}</p>
            {failureCode ? (
              <p className="mt-1 text-xs">{m.shipping_refusal_code({ code: failureCode })}</p>
            ) : null}
            {failureKey && FINAL_REFUSALS.has(failureKey) ? null : (
              <p className="mt-1">
                {isRefusal(create.error) ? m.shipping_refusal_kept() : m.shipping_failure_kept()}
              </p>
            )}
          </Alert>
        ) : null}

        <Button
          type="submit"
          size="lg"
          disabled={create.isPending || uploading}
          className="w-full sm:w-auto sm:self-start"
        >
          {create.isPending
            ? m.shipping_submitting()
            : uploading
              ? m.shipping_waiting_for_upload()
              : m.shipping_submit()}
        </Button>
      </form>
    </div>
  );
}

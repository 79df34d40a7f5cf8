import { useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { FormValue } from '@portal/contracts/entities/form-field-rules';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { isUnauthorized } from '../../../lib/error-data.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { trpc, trpcClient } from '../../../lib/trpc.ts';
import { useFocusAfterPending } from '../../../lib/focus-after-pending.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useCustomerServiceWhatsapp } from '../../../shared/benefit-picker/customer-service-whatsapp.tsx';
import {
  firstMissing,
  labelOf,
  LEVELS,
  startValues,
  withBrandHint,
  withLevel,
  type Level,
  type ServiceCentreValues,
} from './service-centre-cascade.ts';

export type { ServiceCentreValues } from './service-centre-cascade.ts';

export interface ServiceCentrePickerProps {
  claimId: string;
  /** The brand list's category filter (the product's device category), when the product has one. */
  brandCategory?: string | null;
  /** The payment form's saved values: the cascade starts from them. */
  initialValues?: Readonly<Record<string, FormValue>>;
  /** The device brand the claim's own form already names (a brand-list code): the brand level starts on it. */
  brandHint?: string | null;
  /** Saves the payment form; a rejection is the page's to show (the picker keeps its state). */
  onSaved: (values: ServiceCentreValues) => Promise<unknown> | void;
}

const BRAND_LEVEL = LEVELS.find((entry) => entry.level === 'brand_code')!;

/** Reference lists change rarely: going back and forth in the cascade asks again only after a while. */
const OPTIONS_STALE_MS = 5 * 60_000;

function WhatsappContact() {
  const href = useCustomerServiceWhatsapp();
  if (!href) return null;
  return (
    <a href={href} target="_blank" rel="noreferrer" className={buttonVariants()}>
      {m.payout_contact_cs()}
      <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
    </a>
  );
}

/**
 * The service-centre payout (spec §2): province → brand → city → postal code → service centre → branch, each
 * list from its list call; a brand with no service centre, or none in the chosen area, offers customer
 * service on WhatsApp (spec §8). The choice is sent with `payout.selectServiceCentre`, then `onSaved` gets
 * the payment form's values.
 */
export function ServiceCentrePicker({
  claimId,
  brandCategory = null,
  initialValues,
  brandHint = null,
  onSaved,
}: ServiceCentrePickerProps) {
  const ids = useId();
  const [chosen, setValues] = useState(() => startValues(initialValues));
  // The brand list as the cascade asks for it (the same query, so one call), read here for the claim's brand.
  const brands = useQuery({
    ...trpc.lists.options.queryOptions({
      source: BRAND_LEVEL.source,
      filters: BRAND_LEVEL.filters(chosen, brandCategory),
    }),
    enabled: brandHint !== null && chosen.province_code !== '',
    staleTime: OPTIONS_STALE_MS,
  });
  const values = withBrandHint(chosen, brandHint, brands.data);
  const [missing, setMissing] = useState<Level | null>(null);
  const triggers = useRef<Partial<Record<Level, HTMLButtonElement | null>>>({});

  const results = useQueries({
    queries: LEVELS.map((entry) => ({
      ...trpc.lists.options.queryOptions({
        source: entry.source,
        filters: entry.filters(values, brandCategory),
      }),
      enabled: entry.needs.every((need) => values[need] !== ''),
      staleTime: OPTIONS_STALE_MS,
    })),
  });
  const queries = Object.fromEntries(LEVELS.map((entry, index) => [entry.level, results[index]])) as Record<
    Level,
    (typeof results)[number]
  >;
  // Spec §8: a brand with no service centre at all is told so at once, before city and postal code.
  const brandCentres = useQuery({
    ...trpc.lists.options.queryOptions({
      source: 'list-service-center',
      filters: { brand_code: values.brand_code },
    }),
    enabled: values.brand_code !== '',
    staleTime: OPTIONS_STALE_MS,
  });
  const brandHasNone = brandCentres.data?.length === 0;
  // A level past the brand with nothing to choose (a city without postal codes the brand serves, a postal code
  // without a centre) is a dead end the user is told about, with customer service, not only "no options".
  const areaHasNone =
    !brandHasNone &&
    values.brand_code !== '' &&
    Object.values(queries).some((query) => query.data?.length === 0);

  // One mutation for the selection and the page's save: a 401 in either goes to login (lib/trpc.ts).
  const save = useMutation({
    mutationFn: async (chosen: ServiceCentreValues) => {
      await trpcClient.payout.selectServiceCentre.mutate({
        claimId,
        serviceCenter: chosen.service_center,
        branchCode: chosen.branch_code,
      });
      try {
        await onSaved(chosen);
      } catch (error) {
        if (isUnauthorized(error)) throw error;
        // a failed page save is the page's to show; the choice stays as it is
      }
    },
  });

  const saveOnce = useSingleFlight(save);
  const saveButton = useFocusAfterPending(save.isPending);

  const choose = (level: Level, value: string) => {
    setValues((current) => withLevel(withBrandHint(current, brandHint, brands.data), level, value));
    setMissing(null);
    save.reset();
  };

  const submit = () => {
    const missingLevel = firstMissing(values);
    setMissing(missingLevel);
    if (missingLevel) {
      triggers.current[missingLevel]?.focus();
      return;
    }
    saveOnce(values);
  };

  const blockedAfterBrand = brandHasNone;
  const selectedBranch = queries.branch_code.data?.find((option) => option.value === values.branch_code);

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        {LEVELS.map((entry, index) => {
          const query = queries[entry.level];
          const previous = LEVELS[index - 1];
          const waitingFor = entry.needs.find((need) => values[need] === '');
          const blocked = blockedAfterBrand && index > 1;
          const id = `${ids}-${entry.level}`;
          const labelId = `${id}-label`;
          const noteId = `${id}-note`;
          const note =
            missing === entry.level
              ? { error: true, text: m.payout_level_required({ label: entry.label().toLowerCase() }) }
              : query.isError
                ? { error: true, text: m.payout_options_failed() }
                : waitingFor && previous
                  ? {
                      error: false,
                      text: m.payout_select_first({ label: labelOf(waitingFor).toLowerCase() }),
                    }
                  : query.data?.length === 0
                    ? { error: false, text: m.payout_options_empty() }
                    : null;
          const disabled = Boolean(waitingFor) || blocked || !query.data || query.data.length === 0;
          return (
            <div key={entry.level} className="flex min-w-0 flex-col gap-1.5">
              <Label id={labelId} htmlFor={id}>
                {entry.label()}
              </Label>
              <SelectField
                value={values[entry.level]}
                onValueChange={(value) => choose(entry.level, value)}
                options={query.data ?? []}
                placeholder={query.isFetching ? m.common_loading() : m.payout_select_placeholder()}
                disabled={disabled}
                trigger={{
                  id,
                  ref: (element: HTMLButtonElement | null) => {
                    triggers.current[entry.level] = element;
                  },
                  className: 'w-full',
                  'aria-labelledby': labelId,
                  'aria-describedby': note ? noteId : undefined,
                  'aria-invalid': missing === entry.level ? true : undefined,
                  'aria-busy': query.isFetching ? true : undefined,
                }}
              />
              {note ? (
                <p
                  id={noteId}
                  className={
                    note.error
                      ? 'flex flex-wrap items-center gap-2 text-sm font-medium text-red-700'
                      : 'text-sm text-slate-600'
                  }
                >
                  {note.text}
                  {query.isError ? (
                    <Button variant="link" size="sm" onClick={() => void query.refetch()}>
                      {m.common_retry()}
                    </Button>
                  ) : null}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>

      {selectedBranch?.detail ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800">{selectedBranch.detail}</p>
      ) : null}

      {brandHasNone || areaHasNone ? (
        <Alert tone="warning" className="flex flex-col items-start gap-3">
          <p>{brandHasNone ? m.payout_brand_no_centre() : m.payout_area_no_centre()}</p>
          <WhatsappContact />
        </Alert>
      ) : null}

      {save.isError ? (
        <Alert tone="error">{describeError(save.error, { fallback: 'service_centre_unavailable' })}</Alert>
      ) : null}

      <Button
        ref={saveButton}
        className="self-stretch sm:self-start"
        disabled={save.isPending || brandHasNone}
        onClick={submit}
      >
        {save.isPending ? m.payout_saving() : m.payout_use_service_centre()}
      </Button>
    </div>
  );
}

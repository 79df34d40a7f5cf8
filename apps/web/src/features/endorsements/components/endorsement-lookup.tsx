import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import type { KeyedEndorsementRow } from '@portal/contracts/endorsement-table';
import { m } from '@portal/i18n/messages';
import { ListSkeleton } from '../../../components/list-states.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { productName } from '../../../lib/broker-product-names.ts';
import { describeError } from '../../../lib/failure-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { FieldShell } from '../../../shared/form/field-shell.tsx';
import { useLookupCandidates, useLookupPolicy } from '../hooks/use-endorsement.ts';

/** The number as it is looked up, or null when it cannot be one (3 to 100 characters). */
function lookupNumber(typed: string): string | null {
  const value = typed.trim();
  return value.length >= 3 && value.length <= 100 ? value : null;
}

/**
 * Spec §2 `/tokopedia/endorse`, `/tokopedia/crackscreen/endorse`, `/firstmedia/endorse` (no id): the user
 * finds the policy by an order, customer or policy number, or picks one of theirs; the form then opens at
 * the same address with `?id=`.
 */
export function EndorsementLookup({ row }: { row: KeyedEndorsementRow }) {
  const locale = useLocale();
  const ids = useId();
  const navigate = useNavigate();
  const lookup = useLookupPolicy();
  const candidates = useLookupCandidates(row.key);
  const [typed, setTyped] = useState('');
  // As the login's forms: checked on submit, then again as it is corrected (decision record 0059).
  const [checked, setChecked] = useState(false);
  const lookedUp = lookupNumber(typed);
  const invalid = checked && lookedUp === null;
  const here = typeof window === 'undefined' ? row.path : window.location.pathname;
  const open = (id: string) => void navigate({ to: here, search: { id } });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (lookedUp === null) {
      document.getElementById(`${ids}-number`)?.focus();
      return;
    }
    lookup.mutate({ key: row.key, number: lookedUp }, { onSuccess: (found) => open(found.internalId) });
  };

  const active = candidates.data?.policies.filter((policy) => policy.active) ?? [];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-slate-900">{m.endorse_title()}</h1>
        <p className="text-slate-700">{m.endorse_lookup_intro()}</p>
      </div>
      <SectionCard title={m.endorse_lookup_heading()} className="max-w-xl">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FieldShell
            labelAs="label"
            label={m.endorse_lookup_label()}
            required
            controlId={`${ids}-number`}
            labelId={`${ids}-number-label`}
            hintId={`${ids}-number-hint`}
            errorId={`${ids}-number-error`}
            hint={undefined}
            error={invalid ? m.endorse_lookup_too_short() : undefined}
          >
            <Input
              id={`${ids}-number`}
              autoComplete="off"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${ids}-number-error` : undefined}
              name="number"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
          </FieldShell>
          {lookup.isError ? (
            <Alert tone="error">
              {describeError(lookup.error, { fallback: 'endorsement_policy_not_found' })}
            </Alert>
          ) : null}
          <Button type="submit" size="lg" className="self-start" disabled={lookup.isPending}>
            {lookup.isPending ? m.endorse_lookup_searching() : m.endorse_lookup_submit()}
          </Button>
        </form>
      </SectionCard>

      <SectionCard title={m.endorse_lookup_candidates()} className="max-w-xl">
        {candidates.isPending ? (
          <ListSkeleton count={1} label={m.common_loading()} />
        ) : candidates.isError ? (
          <Alert tone="error">{describeError(candidates.error, { fallback: 'policy_list_failed' })}</Alert>
        ) : active.length === 0 ? (
          <p className="text-slate-700">{m.endorse_lookup_none()}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {active.map((policy) => {
              const number = policy.policyNumber ?? policy.applicationNo;
              return (
                <li key={policy.internalId} className="flex flex-col gap-2 py-3 first:pt-0 last:pb-0">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">
                      {productName(policy.productKey, policy.productName)}
                    </p>
                    <p className="text-sm text-slate-700">
                      {number} · {formatDate(policy.expiryTime, locale)}
                    </p>
                  </div>
                  <Link
                    to={here}
                    search={{ id: policy.internalId }}
                    className={buttonVariants({ variant: 'secondary', className: 'self-start' })}
                  >
                    {m.endorse_lookup_choose({ policy: number })}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </SectionCard>
    </div>
  );
}

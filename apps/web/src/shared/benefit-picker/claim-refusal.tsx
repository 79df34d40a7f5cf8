import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { errorKeyOf, serverCodeOf } from '../../lib/error-data.ts';
import { describeError } from '../../lib/failure-text.ts';
import { useCustomerServiceWhatsapp, WhatsappLink } from './customer-service-whatsapp.tsx';

const wayOnClass = 'mt-2 block font-semibold underline underline-offset-2';

/**
 * Spec §8: a refused claim (validate-claim or create) says why — in the portal's words for the refusals the
 * broker documents, else the broker's own text (decision record 0030) — and the way on: the claim list for a
 * claim already in progress, customer service on WhatsApp where it can take over (`offerWhatsapp` says when).
 * The broker's code is for customer service: folded away with a copy button, not in the sentence.
 */
export function ClaimRefusal({
  error,
  offerWhatsapp,
}: {
  error: unknown;
  offerWhatsapp: (code: string | null) => boolean;
}) {
  const whatsapp = useCustomerServiceWhatsapp();
  const code = serverCodeOf(error);
  const inProgress = errorKeyOf(error) === 'claim_in_progress';
  return (
    <Alert tone="error">
      {describeError(error, { fallback: 'something_wrong', serverMessage: true })}
      {inProgress ? (
        <Link to="/" search={{ source: 'claim' }} className={wayOnClass}>
          {m.claims_refusal_open_list()}
        </Link>
      ) : whatsapp && offerWhatsapp(code) ? (
        <WhatsappLink href={whatsapp} className={wayOnClass} />
      ) : null}
      {code ? <SupportCode code={code} /> : null}
    </Alert>
  );
}

function SupportCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer underline underline-offset-2">
        {m.claims_refusal_support_details()}
      </summary>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="select-all">{m.claims_entry_refusal_code({ code })}</span>
        <button
          type="button"
          className="font-semibold underline underline-offset-2"
          onClick={() => {
            navigator.clipboard?.writeText(code).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {m.claims_refusal_copy()}
        </button>
        <span role="status">{copied ? m.claims_refusal_copied() : ''}</span>
      </p>
    </details>
  );
}

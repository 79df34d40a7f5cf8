import { m } from '@portal/i18n/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { describeError, serverCodeOf } from '../../lib/failure-text.ts';
import { useCustomerServiceWhatsapp, WhatsappLink } from './customer-service-whatsapp.tsx';

/**
 * Spec §8: a refused claim (validate-claim or create) shows the broker's own text and its code; where customer
 * service can take over (`offerWhatsapp` says when), the WhatsApp contact goes with it.
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
  return (
    <Alert tone="error">
      {describeError(error, { fallback: 'something_wrong', serverMessage: true })}
      {code ? <span className="mt-1 block text-xs">{m.claims_entry_refusal_code({ code })}</span> : null}
      {whatsapp && offerWhatsapp(code) ? (
        <WhatsappLink href={whatsapp} className="mt-2 block font-semibold underline underline-offset-2" />
      ) : null}
    </Alert>
  );
}

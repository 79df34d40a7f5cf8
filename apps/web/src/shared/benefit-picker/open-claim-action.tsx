import { m } from '@portal/i18n/messages';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useCustomerServiceWhatsapp, WhatsappLink } from './customer-service-whatsapp.tsx';

/**
 * The foot of a benefit choice: the button that opens the claim, or, when no benefit can be claimed now (an
 * inactive policy, a trip outside its claim window, every benefit used up), why not, with customer service on
 * WhatsApp (spec §8) rather than a button that cannot work.
 */
export function OpenClaimAction({
  canClaim,
  pending,
  nothingText,
}: {
  canClaim: boolean;
  pending: boolean;
  nothingText: string;
}) {
  const whatsapp = useCustomerServiceWhatsapp();
  if (canClaim) {
    return (
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:self-end" disabled={pending}>
        {pending ? m.claims_entry_submitting() : m.claims_entry_submit()}
      </Button>
    );
  }
  return (
    <Alert tone="warning" className="flex flex-col items-start gap-2">
      <p>{nothingText}</p>
      {whatsapp ? (
        <WhatsappLink href={whatsapp} className="font-semibold underline underline-offset-2" />
      ) : null}
    </Alert>
  );
}

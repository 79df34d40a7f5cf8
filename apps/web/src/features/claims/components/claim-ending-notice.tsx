import type { ClaimDetails } from '@portal/contracts/entities/claim-form';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import {
  useCustomerServiceWhatsapp,
  WhatsappLink,
} from '../../../shared/benefit-picker/customer-service-whatsapp.tsx';

const wayOnClass = 'font-semibold underline underline-offset-2';

/**
 * A claim that will not pay says so, with the broker's reason when it gives one, and the ways on: the claim's
 * own chat with customer service on this page, and customer service on WhatsApp (spec §8) where the partner
 * has a number.
 */
export function ClaimEndingNotice({
  claim,
  ending,
  chatAnchor,
}: {
  claim: ClaimDetails;
  ending: 'rejected' | 'cancelled';
  /** The id of the chat on the page, when there is one. */
  chatAnchor: string | null;
}) {
  const whatsapp = useCustomerServiceWhatsapp();
  const reason = claim.rejection_reason?.trim();
  return (
    <Alert tone="error" role="status" className="flex flex-col gap-2">
      <p className="font-semibold">
        {ending === 'rejected' ? m.claims_rejected_title() : m.claims_cancelled_title()}
      </p>
      {ending === 'rejected' ? (
        <p>{reason ? m.claims_rejected_reason({ reason }) : m.claims_rejected_no_reason()}</p>
      ) : null}
      <p>{m.claims_closed_no_payout()}</p>
      {chatAnchor || whatsapp ? (
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {chatAnchor ? (
            <li>
              <a href={`#${chatAnchor}`} className={wayOnClass}>
                {m.claims_ask_in_chat()}
              </a>
            </li>
          ) : null}
          {whatsapp ? (
            <li>
              <WhatsappLink href={whatsapp} className={wayOnClass} />
            </li>
          ) : null}
        </ul>
      ) : null}
    </Alert>
  );
}

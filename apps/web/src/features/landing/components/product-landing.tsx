import { Link } from '@tanstack/react-router';
import type { AppConfig } from '@portal/contracts/entities/config';
import { m } from '@portal/i18n/messages';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { LOGIN_FLOWS, type LoginFlow } from '../../../lib/search-params.ts';
import { whatsappUrl } from '../../../lib/whatsapp.ts';

function loginFlowOf(productKey: string): LoginFlow | undefined {
  return (LOGIN_FLOWS as readonly string[]).includes(productKey) ? (productKey as LoginFlow) : undefined;
}

interface ProductLandingProps {
  config: AppConfig;
  signedIn: boolean;
}

/**
 * A product's landing page (spec §2: /{product} from the domain configuration): its name, the way in, and
 * the partner's customer-service WhatsApp. Ride-hailing and life products remember their claim flow.
 */
export function ProductLanding({ config, signedIn }: ProductLandingProps) {
  const flow = loginFlowOf(config.product_key);
  const whatsapp = whatsappUrl(config.whatsapp_number);
  return (
    <Card className="mx-auto flex w-full max-w-xl flex-col gap-6 p-6 sm:p-10">
      <div className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{config.partner}</p>
        <h1 className="text-3xl font-bold text-slate-900">{config.display_name}</h1>
        <p className="text-lg text-slate-700">{m.landing_intro()}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {signedIn ? (
          <Link to="/" className={buttonVariants({ size: 'lg', text: 'sm' })}>
            {m.landing_go_to_policies()}
          </Link>
        ) : (
          <Link
            to="/generate-otp"
            search={flow ? { flow } : {}}
            className={buttonVariants({ size: 'lg', text: 'sm' })}
          >
            {m.landing_login()}
          </Link>
        )}
        {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noreferrer"
            className={buttonVariants({ variant: 'secondary', size: 'lg', text: 'sm' })}
          >
            {m.landing_whatsapp()}
            <span className="sr-only"> {m.common_opens_in_new_tab()}</span>
          </a>
        ) : null}
      </div>
    </Card>
  );
}

import { Link } from '@tanstack/react-router';
import { useBrand, usePartnerConfig } from '../../lib/app-config.ts';
import { FooterView, type InfoLinkComponent } from './footer-view.tsx';

const InfoLink: InfoLinkComponent = ({ to, className, children }) => (
  <Link to={to} className={className}>
    {children}
  </Link>
);

/** The brand's footer (spec §1) in the app; the login document draws the same FooterView (decision record 0027). */
export function Footer() {
  const brand = useBrand();
  const partner = usePartnerConfig();
  return <FooterView brand={brand} partnerWhatsapp={partner?.whatsapp_number} InfoLink={InfoLink} />;
}

import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { AboutContent } from '../info-content.ts';

const about: LocalizedContent<AboutContent> = ({ brand }) => ({
  lead: `${brand} is an insurance broker that makes protection simple to buy, easy to understand and quick to claim, for people across Southeast Asia.`,
  sections: [
    {
      heading: 'What we do',
      paragraphs: [
        'We work with insurers and with the apps people already use — marketplaces, ride-hailing and delivery platforms, device makers — to offer cover where it is needed: a phone screen, a parcel on its way, a ride to work, a stay in hospital.',
        'After you buy, we stay with you. This portal shows your policies, guides you through a claim step by step and keeps you in touch with our customer service.',
      ],
    },
    {
      heading: 'How a claim works with us',
      items: [
        'Log in with a one-time code: there is no password to remember.',
        'Choose the benefit, fill in the form and upload the documents, with a photo guide for each.',
        `Your documents are verified within at most ${FACTS.verificationDays} working days.`,
        `An approved claim is paid within 1x${FACTS.payoutHours} hours to your bank account.`,
      ],
    },
    {
      heading: 'What we stand for',
      items: [
        'Plain language: what is covered, and what is not, before you buy.',
        'On your side: as a broker we act for you, not for the insurer.',
        'Privacy: your data is used to serve you and is never sold.',
        'Help in your language: Indonesian, English, Thai and Vietnamese.',
      ],
    },
  ],
});

export default about;

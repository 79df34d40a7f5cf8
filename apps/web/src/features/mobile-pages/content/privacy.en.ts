import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const privacy: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Privacy Policy',
  intro: [
    `This policy explains which personal data ${brand} collects when you use the portal and the pages partner apps open from it, why we use it, who we share it with and the choices you have.`,
  ],
  sections: [
    {
      heading: 'What we collect',
      paragraphs: ['We collect only what we need to arrange your insurance and handle your claims:'],
      items: [
        'Identity and contact details: name, phone number, e-mail address, date of birth and identity documents you upload.',
        'Policy and claim details: the policies you hold, the claims you file, and the forms, photos, receipts and other documents you send with them.',
        'Bank details: the account holder name, account number and bank you give for payouts.',
        'Technical data: your device and browser, your language, and records of sign-ins and actions, kept for security.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: ['We use your data to:'],
      items: [
        'confirm who you are when you log in;',
        'show your policies and process your claims with the insurer;',
        'pay claims into the account you choose;',
        'answer your questions and keep you informed about your policies and claims;',
        'keep the service secure and prevent fraud;',
        'meet our legal obligations as a licensed insurance broker.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We share only what each of them needs: the insurer that issued your policy; the partner you bought it through (for example a marketplace or a ride-hailing app), as far as that policy is concerned; banks, to pay you; and service centres or workshops that repair an insured item. Service providers who host our systems or send our messages process data only on our instructions.',
        'We do not sell your personal data.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep your data while your policy runs, and afterwards for as long as the law requires insurance and financial records to be kept. Data we no longer need is deleted or made anonymous.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        "Under the personal data protection law of your country (such as Indonesia's Personal Data Protection Law or Thailand's PDPA), you may ask to see, correct or delete your data, withdraw your consent, or object to some uses.",
      ],
      items: [
        'You can correct most details yourself in your profile.',
        `For any other request, write to ${email}; we answer within the time the law sets.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Data travels encrypted. The key to your session stays on our servers, not in your browser, and signing in needs a one-time code sent to your phone. No system is perfectly secure: if a breach affects your data, we will tell you and the authorities as the law requires.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions or requests about your personal data: ${email} or ${phone}.`],
    },
  ],
});

export default privacy;

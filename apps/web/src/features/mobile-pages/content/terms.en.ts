import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const terms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Terms of Use',
  intro: [
    `These terms apply when you use the ${brand} portal, and the pages partner apps open from it, to view your policies, file and follow claims and manage your account. By logging in you agree to them. Please read them together with our Privacy Policy.`,
  ],
  sections: [
    {
      heading: `About ${brand}`,
      paragraphs: [
        `${brand} is an insurance broker. We help you buy, manage and claim on policies issued by our partner insurers. The insurer that issued your policy carries the risk and decides on claims under the policy wording; we arrange the policy, pass on your documents and follow your claim up on your behalf.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'You log in with a one-time code (OTP) sent by SMS or WhatsApp to your registered phone number. Anyone who has your phone and its codes can act on your account, so keep them to yourself.',
      ],
      items: [
        'Never share an OTP, not even with someone who says they work for us: our staff will never ask for it.',
        `Tell us at once at ${email} if you think someone else has used your account.`,
        'Keep your phone number and e-mail address up to date in your profile.',
      ],
    },
    {
      heading: 'Using the service',
      paragraphs: [
        'Use the portal only for your own policies and claims, or for those of customers you serve as an authorised agent.',
      ],
      items: [
        'Give information that is true and complete, above all in claim forms and documents.',
        'Do not upload files you have no right to share, or files that contain harmful software.',
        "Do not try to reach other people's accounts or to disrupt the service.",
      ],
    },
    {
      heading: 'Claims',
      paragraphs: [
        `The insurer decides on a claim under the terms of your policy. We check that your documents are complete; verification takes at most ${FACTS.verificationDays} working days once everything has been received, and an approved payout is transferred within 1x${FACTS.payoutHours} hours to the bank account you choose.`,
        'Information that turns out to be false can lead to the claim being rejected and the policy being cancelled.',
      ],
    },
    {
      heading: 'Availability and changes',
      paragraphs: [
        "We work to keep the portal available at all times, but we cannot promise that it will never be interrupted, for example during maintenance or when a partner's system is down.",
        'We may change these terms. The date at the top shows the version in force, and important changes are announced in the portal before they apply.',
      ],
    },
    {
      heading: 'Responsibility',
      paragraphs: [
        'We arrange your policy and handle your requests with due care. We are not responsible for losses caused by information you gave incorrectly, by someone else using your codes, or by events beyond our reasonable control. Nothing in these terms limits the rights you have under the consumer protection law of your country.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: write to ${email} or call ${phone}.`],
    },
  ],
});

export default terms;

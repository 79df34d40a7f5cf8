import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const referralTerms: LocalizedContent<MobilePageContent> = ({ brand, email }) => ({
  title: 'Referral Programme Terms',
  intro: [
    'Invite friends to protect what matters to them, and get a reward when they buy their first policy through your invitation.',
  ],
  sections: [
    {
      heading: 'How it works',
      items: [
        'Share your personal referral link or code from the app.',
        'Your friend buys an eligible policy with your link or code within 30 days of receiving it.',
        'When the policy has been active for 14 days without being cancelled, you both receive the reward shown in the app when you sent the invitation.',
      ],
    },
    {
      heading: 'Who can take part',
      paragraphs: [
        'Any customer aged 18 or over with an active account. The friend must be new to us: a phone number or identity number that already holds a policy does not count.',
        `Employees of ${brand} and of its partner insurers cannot earn rewards.`,
      ],
    },
    {
      heading: 'Rewards',
      items: [
        'The reward, its form (for example a voucher or a balance in the partner app) and any monthly limit are shown in the app when you share your link.',
        'Rewards are credited within 30 days after the conditions are met.',
        'Rewards cannot be exchanged for cash unless the app says so, and cannot be passed on to someone else.',
      ],
    },
    {
      heading: 'Fair use',
      paragraphs: [
        'Referrals must be genuine. We may withhold rewards or end participation for referring yourself, fake accounts, spam, or paid advertising that uses our name without permission.',
        'A policy that is cancelled or refunded does not earn a reward, and a reward already given for it may be withdrawn.',
      ],
    },
    {
      heading: 'Changes and ending',
      paragraphs: [
        'We may change or end the programme after announcing it in the app; rewards earned before the change are honoured.',
        'A referral reward is not part of any insurance cover: what a policy covers is set by its own wording only.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about the programme: ${email}.`],
    },
  ],
});

export default referralTerms;

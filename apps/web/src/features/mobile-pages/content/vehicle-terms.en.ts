import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const vehicleTerms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Vehicle Protection: Terms and Claims',
  intro: [
    `A summary of how the car and motorcycle protection arranged through ${brand} and its partners works. It does not replace your policy: the insurer's policy wording decides what is covered.`,
  ],
  sections: [
    {
      heading: 'What is covered',
      paragraphs: ['Depending on the package you chose:'],
      items: [
        'Partial loss: damage to the vehicle from an accident, such as a collision, overturning or a fall.',
        'Total loss: the vehicle is stolen, or repairing it would cost 75% or more of its value.',
        'Extensions named in your policy, such as flood, earthquake, riots or liability to third parties.',
      ],
    },
    {
      heading: 'What is not covered',
      paragraphs: ['The full list of exclusions is in your policy wording. Common ones are:'],
      items: [
        'Damage while the driver has no valid driving licence or is under the influence of alcohol or drugs.',
        'Wear and tear, and mechanical or electrical breakdowns not caused by an accident.',
        'Racing, or carrying passengers or goods for hire when the policy does not allow it.',
        'Loss or damage caused on purpose by the insured.',
        'Personal belongings left in the vehicle.',
      ],
    },
    {
      heading: 'Deductible',
      paragraphs: [
        'Each partial-loss claim carries a deductible: the fixed amount stated in your policy that you bear yourself for each incident. It is taken off the payout or paid directly to the workshop.',
      ],
    },
    {
      heading: 'How to claim',
      paragraphs: ['Report the incident as soon as you can, within the reporting period in your policy.'],
      items: [
        'Log in to the portal, open the policy and choose to file a claim.',
        "Fill in the claim form and upload photos of the damage, your driving licence and the vehicle's registration, and for a theft the police report.",
        `Documents are verified within at most ${FACTS.verificationDays} working days once they are complete; a surveyor may inspect the vehicle.`,
        `Repairs are done at a partner workshop. For a total loss, the approved amount is transferred within 1x${FACTS.payoutHours} hours to your bank account.`,
      ],
    },
    {
      heading: 'Your obligations',
      items: [
        'Take reasonable steps to prevent further damage after an incident.',
        "Do not admit liability to, or settle with, a third party without the insurer's agreement.",
        "Tell us when the vehicle's use, plate number or owner changes; you can request the change in the portal.",
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [`Write to ${email} or call ${phone}.`],
    },
  ],
});

export default vehicleTerms;

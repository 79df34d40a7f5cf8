import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { DictionaryContent } from '../info-content.ts';

const dictionary: LocalizedContent<DictionaryContent> = () => ({
  lead: 'Insurance has its own words. Here they are in plain language; type in the box to find one.',
  terms: [
    {
      id: 'premium',
      term: 'Premium',
      definition:
        'The amount you pay for your insurance, at once or in instalments, to keep the policy in force.',
    },
    {
      id: 'policy',
      term: 'Policy',
      definition:
        'The contract between you and the insurer. It sets out what is covered, the sums insured, the exclusions and the period of cover.',
    },
    {
      id: 'policyholder',
      term: 'Policyholder',
      definition:
        'The person or company that owns the policy and pays the premium. Often, but not always, also the insured.',
    },
    {
      id: 'insured',
      term: 'Insured',
      definition: 'The person, or the property, whose risk the policy covers.',
    },
    {
      id: 'beneficiary',
      term: 'Beneficiary',
      definition: 'The person named in the policy to receive a benefit, for example when the insured dies.',
    },
    {
      id: 'sum-insured',
      term: 'Sum insured',
      definition:
        'The most the insurer pays for a claim, or over the period of the policy, as stated in the policy.',
    },
    {
      id: 'benefit',
      term: 'Benefit',
      definition:
        'A specific cover in the policy, such as screen repair, hospital cash or accidental death, with its own limit. A claim is made for a benefit.',
    },
    {
      id: 'claim',
      term: 'Claim',
      definition: 'A request to the insurer to pay a benefit after an insured event, supported by documents.',
    },
    {
      id: 'deductible',
      term: 'Deductible (own risk)',
      definition: 'The part of each loss that you bear yourself; the insurer pays what is above it.',
    },
    {
      id: 'exclusion',
      term: 'Exclusion',
      definition: 'An event, cause or item the policy does not cover, as listed in the policy wording.',
    },
    {
      id: 'coverage-period',
      term: 'Period of cover',
      definition:
        'The dates between which the policy protects you. Events outside these dates are not covered.',
    },
    {
      id: 'grace-period',
      term: 'Grace period',
      definition:
        'Extra time after a premium falls due during which it can still be paid without the policy lapsing.',
    },
    {
      id: 'waiting-period',
      term: 'Waiting period',
      definition:
        'A time at the start of a policy, common in health cover, during which some benefits cannot yet be claimed.',
    },
    {
      id: 'endorsement',
      term: 'Endorsement',
      definition:
        'A change to a running policy, such as a new address, plate number or insured device, recorded in writing.',
    },
    {
      id: 'broker',
      term: 'Insurance broker',
      definition:
        'A licensed intermediary that acts for the customer: it compares and arranges policies and helps with claims.',
    },
    {
      id: 'insurer',
      term: 'Insurer',
      definition: 'The insurance company that issues the policy, carries the risk and pays claims.',
    },
    {
      id: 'underwriting',
      term: 'Underwriting',
      definition:
        'How an insurer assesses a risk to decide whether to cover it, and on what terms and for what premium.',
    },
    {
      id: 'total-loss',
      term: 'Total loss',
      definition:
        'When the insured item is lost or stolen, or repairing it would cost more than a set share of its value (for vehicles often 75%).',
    },
    {
      id: 'partial-loss',
      term: 'Partial loss',
      definition:
        'Damage that can sensibly be repaired; the insurer pays for the repair minus the deductible.',
    },
    {
      id: 'surveyor',
      term: 'Surveyor (loss adjuster)',
      definition:
        'An independent expert who inspects the damage and reports its cause and cost to the insurer.',
    },
    {
      id: 'cashless',
      term: 'Cashless',
      definition:
        'A way of claiming in which the insurer pays the hospital or workshop directly, so you pay nothing upfront for covered costs.',
    },
    {
      id: 'reimbursement',
      term: 'Reimbursement',
      definition: 'A way of claiming in which you pay first and then send the receipts to be paid back.',
    },
    {
      id: 'no-claim-bonus',
      term: 'No-claim bonus',
      definition: 'A discount on the premium at renewal for a year without claims.',
    },
    {
      id: 'rider',
      term: 'Rider',
      definition: 'An optional add-on to a policy that extends the cover for an extra premium.',
    },
    {
      id: 'third-party-liability',
      term: 'Third-party liability',
      definition: 'Cover for your legal liability for injury to other people or damage to their property.',
    },
    {
      id: 'free-look-period',
      term: 'Free-look period',
      definition:
        'A short time after you receive a new policy during which you can cancel it and get the premium back, minus any costs stated.',
    },
    {
      id: 'subrogation',
      term: 'Subrogation',
      definition:
        "The insurer's right, after paying your claim, to recover the amount from whoever caused the loss.",
    },
    {
      id: 'salvage',
      term: 'Salvage',
      definition:
        'What remains of a damaged or lost item after a total loss; once the claim is paid it usually belongs to the insurer.',
    },
  ],
});

export default dictionary;

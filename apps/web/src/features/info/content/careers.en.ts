import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { CareersContent } from '../info-content.ts';

const careers: LocalizedContent<CareersContent> = ({ brand }) => ({
  lead: `At ${brand} we build insurance that people actually understand, and we stand by them when they claim. Come and help.`,
  why: {
    heading: 'Working with us',
    items: [
      "Work that matters: every claim we pay makes someone's bad day better.",
      'Flexible hours, and hybrid work where the role allows.',
      'Health cover for you and your family.',
      'A learning budget, and time for courses and insurance certification.',
    ],
  },
  openings: [
    {
      id: 'claims-officer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Claims Officer',
      team: 'Claims',
      kind: 'Full-time',
      summary:
        'Guide customers through their claims, check documents against the policy, and keep insurers and customers informed until the payout.',
      requirements: [
        'Two years of experience in insurance claims or customer service.',
        'Clear written Indonesian and good English.',
        'Careful with detail, and at ease explaining a decision.',
      ],
    },
    {
      id: 'frontend-engineer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Frontend Engineer (React, TypeScript)',
      team: 'Technology',
      kind: 'Full-time, hybrid',
      summary:
        'Build the portal customers use to see their policies and file claims: in four languages, accessible, and fast on any phone.',
      requirements: [
        'Three years of building web applications with React and TypeScript.',
        'Care for accessibility and for performance on low-end phones.',
        'Tests are part of your work, not an afterthought.',
      ],
    },
    {
      id: 'customer-care-bangkok',
      country: 'th',
      city: 'Bangkok',
      title: 'Customer Care Specialist (Thai and English)',
      team: 'Customer care',
      kind: 'Full-time',
      summary:
        'Answer customers by chat, phone and e-mail about their policies and claims, and follow their cases up with the insurers.',
      requirements: [
        'Fluent Thai and good English.',
        'Experience in customer service, ideally in insurance or finance.',
        'Able to work shifts, including some Saturdays.',
      ],
    },
  ],
});

export default careers;

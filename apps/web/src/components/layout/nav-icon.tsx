import type { ListSource } from '../../lib/search-params.ts';

type IconName = ListSource | 'profile' | 'documents' | 'bank-accounts' | 'back' | 'chevron-down' | 'logout';

/** Outline icons (24 px grid, 1.75 stroke); always decorative, the text beside them names the link. */
const PATHS: Record<IconName, string> = {
  polis: 'M12 3l7 2.6v5.2c0 4.6-3 8.2-7 9.7-4-1.5-7-5.1-7-9.7V5.6zM9 12l2 2 4-4.5',
  claim: 'M9 4h6v3H9zM7 5.5H5.5v15h13v-15H17M8.5 11.5h7M8.5 15h5',
  'agency-policy': 'M3.5 20.5h17M5.5 20.5V10M18.5 20.5V10M12 3.5l8.5 5h-17zM9 20.5v-6h6v6',
  'agency-claim': 'M4.5 6.5h15v13h-15zM8.5 6.5V4h7v2.5M4.5 11.5h15M10.5 11.5v2h3v-2',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-3.6 3.8-5.5 7.5-5.5s6.7 1.9 7.5 5.5',
  documents: 'M6 3.5h8l4 4v13H6zM14 3.5v4h4M9 12.5h6M9 16h6',
  'bank-accounts': 'M3.5 6.5h17v11h-17zM3.5 10h17M7 14.5h4',
  back: 'M15 5l-7 7 7 7',
  'chevron-down': 'M6 9l6 6 6-6',
  logout: 'M10 4.5H5v15h5M14.5 8l4 4-4 4M18.5 12H9.5',
};

export function NavIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ?? 'size-5 shrink-0'}
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

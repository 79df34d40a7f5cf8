import type { BrandVariant } from '../../lib/brand.ts';

const WORDMARK_FONT = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif";

/** The PolisKu wordmark: a shield with a tick and the name. */
function DefaultLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 132 32" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M14 2.5l10 3.75v7.5c0 6.5-4.25 11.6-10 13.75C8.25 25.35 4 20.25 4 13.75v-7.5z"
        fill="#0d6e5f"
      />
      <path
        d="M9.6 14.3l3.1 3.1 5.7-6.2"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text x="31" y="22" fontFamily={WORDMARK_FONT} fontSize="19" fontWeight="700" letterSpacing="-0.3">
        <tspan fill="#0f172a">Polis</tspan>
        <tspan fill="#0d6e5f">Ku</tspan>
      </text>
    </svg>
  );
}

/** The broker's wordmark: a portico (a house of trust) and the name. */
function BrokerLogo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 168 32" aria-hidden="true" focusable="false" className={className}>
      <rect x="2" y="3" width="26" height="26" rx="6" fill="#3730a3" />
      <path d="M15 7.5l8.5 4.5h-17z" fill="#fff" />
      <path d="M9 13.5h2.2v8H9zM13.9 13.5h2.2v8h-2.2zM18.8 13.5H21v8h-2.2zM7 22.5h16v2H7z" fill="#fff" />
      <text x="35" y="22" fontFamily={WORDMARK_FONT} fontSize="17" fontWeight="700" letterSpacing="-0.2">
        <tspan fill="#0f172a">Pialang </tspan>
        <tspan fill="#3730a3">Prima</tspan>
      </text>
    </svg>
  );
}

/** The brand's logo. Decorative: the link around it carries the name. */
export function Logo({ variant, className }: { variant: BrandVariant; className?: string }) {
  return variant === 'broker' ? <BrokerLogo className={className} /> : <DefaultLogo className={className} />;
}

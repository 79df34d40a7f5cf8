/** The PolisKu wordmark: a shield with a tick and the name. Decorative; the link around it has the name. */
export function Logo({ className }: { className?: string }) {
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
      <text
        x="31"
        y="22"
        fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontSize="19"
        fontWeight="700"
        letterSpacing="-0.3"
      >
        <tspan fill="#0f172a">Polis</tspan>
        <tspan fill="#0d6e5f">Ku</tspan>
      </text>
    </svg>
  );
}

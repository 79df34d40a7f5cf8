import { cn } from '../../lib/cn.ts';

/** A turning ring for work in progress; decorative, the text beside it says what is happening. */
/** `inverse` on a dark button (white), else the brand colour. */
export function Spinner({ className, tone = 'brand' }: { className?: string; tone?: 'brand' | 'inverse' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={cn('size-5 animate-spin', tone === 'inverse' ? 'text-white' : 'text-brand-700', className)}
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

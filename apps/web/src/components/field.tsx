import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** One label and value of a description list (`<dl>`): small grey label over the value. */
export function Field({ label, value, className }: { label: string; value: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

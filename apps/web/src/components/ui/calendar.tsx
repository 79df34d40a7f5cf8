import type { CSSProperties } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn.ts';

/** The library's variables in the brand's colours; days stay 40 px so a month fits a 360 px screen. */
const BRAND_VARIABLES = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-today-color': 'var(--color-brand-800)',
  '--rdp-day-height': '40px',
  '--rdp-day-width': '40px',
  '--rdp-day_button-height': '38px',
  '--rdp-day_button-width': '38px',
} as CSSProperties;

/**
 * A month calendar (react-day-picker: a grid with arrow-key, Page Up/Down and Home/End navigation and
 * translated labels from its `locale`). Give the labels' language with `locale`.
 */
export function Calendar({ className, style, ...props }: DayPickerProps) {
  return (
    <DayPicker
      className={cn('text-sm text-slate-900', className)}
      style={{ ...BRAND_VARIABLES, ...style }}
      {...props}
    />
  );
}

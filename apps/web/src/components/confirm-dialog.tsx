import type { ReactNode } from 'react';
import { loadWhenOpen } from './ui/lazy-part.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  /** Asked to close (cancel, Escape, a click outside); ignored while the action runs. */
  onClose: () => void;
  title: string;
  description: string;
  /** More to read before deciding (a note under the description). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending: boolean;
  /** Why the last try failed; the dialog stays open to try again or cancel. */
  error?: string | null;
}

/**
 * Asks before a destructive action (a delete): cancel, or confirm in red; focus stays inside (Radix). The
 * dialog's code (Radix Dialog with its focus and dismiss layers) is fetched the first time it opens, not with
 * the page (decision record 0023).
 */
export const ConfirmDialog = loadWhenOpen<ConfirmDialogProps>(() => import('./confirm-dialog-content.tsx'));

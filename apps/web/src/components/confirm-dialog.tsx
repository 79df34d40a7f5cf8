import type { ReactNode } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from './ui/dialog.tsx';
import { Spinner } from './ui/spinner.tsx';

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

/** Asks before a destructive action (a delete): cancel, or confirm in red; focus stays inside (Radix). */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        {error ? <Alert tone="error">{error}</Alert> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button className="bg-red-700 hover:bg-red-800" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner className="text-white" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

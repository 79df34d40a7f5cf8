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
import type { ConfirmDialogProps } from './confirm-dialog.tsx';

/** The dialog of `ConfirmDialog` (confirm-dialog.tsx), loaded the first time it opens. */
export default function ConfirmDialogContent({
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
          <Button variant="danger" disabled={pending} onClick={onConfirm}>
            {pending ? <Spinner tone="inverse" /> : null}
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

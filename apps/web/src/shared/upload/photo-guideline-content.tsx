import { m } from '@portal/i18n/messages';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { rememberGuidelineSeen, type PhotoGuidelineDialogProps } from './photo-guideline-dialog.tsx';

function GuidelineIcon({ path }: { path: string }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
        <path
          d={path}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

const TIPS = [
  {
    text: () => m.upload_guideline_light(),
    icon: 'M12 3v2m0 14v2M5 12H3m18 0h-2M6.3 6.3 4.9 4.9m14.2 14.2-1.4-1.4M6.3 17.7l-1.4 1.4M19.1 4.9l-1.4 1.4M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0Z',
  },
  {
    text: () => m.upload_guideline_frame(),
    icon: 'M4 8V5a1 1 0 0 1 1-1h3m8 0h3a1 1 0 0 1 1 1v3m0 8v3a1 1 0 0 1-1 1h-3m-8 0H5a1 1 0 0 1-1-1v-3',
  },
  { text: () => m.upload_guideline_text(), icon: 'M5 6h14M5 10h14M5 14h9M5 18h6' },
  { text: () => m.upload_guideline_glare(), icon: 'M13 3 5 14h6l-1 7 8-11h-6l1-7ZM4 4l16 16' },
];

/** The dialog of `PhotoGuidelineDialog` (photo-guideline-dialog.tsx), loaded the first time it opens. */
export default function PhotoGuidelineContent({ open, onOpenChange, onContinue }: PhotoGuidelineDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{m.upload_guideline_title()}</DialogTitle>
        <DialogDescription>{m.upload_guideline_intro()}</DialogDescription>
        <ul className="flex flex-col gap-3">
          {TIPS.map((tip) => (
            <li key={tip.icon} className="flex items-center gap-3 text-sm text-slate-800">
              <GuidelineIcon path={tip.icon} />
              {tip.text()}
            </li>
          ))}
        </ul>
        <DialogFooter>
          {onContinue ? (
            <DialogClose asChild>
              <Button variant="secondary">{m.upload_cancel()}</Button>
            </DialogClose>
          ) : null}
          <Button
            onClick={() => {
              rememberGuidelineSeen();
              onOpenChange(false);
              onContinue?.();
            }}
          >
            {m.upload_guideline_continue()}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

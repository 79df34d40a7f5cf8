import { loadWhenOpen } from '../../components/ui/lazy-part.tsx';

const SEEN_KEY = 'portal.photoGuidelineSeen';
let seenThisVisit = false;

/** Whether the photo guideline was shown in this browser session (spec: before the first photo). */
export function photoGuidelineSeen(): boolean {
  if (seenThisVisit) return true;
  try {
    return window.sessionStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberGuidelineSeen(): void {
  seenThisVisit = true;
  try {
    window.sessionStorage.setItem(SEEN_KEY, '1');
  } catch {
    // storage blocked: shown again on the next visit only
  }
}

export interface PhotoGuidelineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onContinue?: () => void;
}

/**
 * The photo guideline (good light, the whole object in the frame, readable text, no flash glare), shown
 * before the first photo; `onContinue` runs in the button's click, so it may open the camera input. Its code
 * (Radix Dialog) is fetched the first time it opens; the uploader starts that on the pick buttons' focus or
 * pointer (`PhotoGuidelineDialog.prefetch`), so it opens with the key or click as before.
 */
export const PhotoGuidelineDialog = loadWhenOpen<PhotoGuidelineDialogProps>(
  () => import('./photo-guideline-content.tsx'),
);

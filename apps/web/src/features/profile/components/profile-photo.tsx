import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { m } from '@portal/i18n/messages';
import { Avatar } from '../../../components/avatar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { lazyChunk } from '../../../components/ui/lazy-part.tsx';
import { describeError, withErrorTexts } from '../../../lib/failure-text.ts';
import { trpcClient } from '../../../lib/trpc.ts';
import {
  acceptAttribute,
  checkFile,
  fileProblemText,
  IMAGE_FORMATS,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MIN_KILOBYTES,
} from '../../../shared/upload/check-file.ts';
import { useReloadUser } from '../hooks/use-profile.ts';

/**
 * The upload code is fetched when the user reaches for the photo button or picks a photo, not with the page
 * (decision record 0023); the browser's own checks of the file stay here, so a refused file is refused at once.
 */
const uploadPipeline = lazyChunk(
  () => import('../../../shared/upload/upload-file.ts'),
  (module) => module.uploadFile,
);

interface PickedPhoto {
  file: File;
  /** An object URL of the file, shown until it is saved or dropped. */
  preview: string;
}

const formatsHint = () =>
  m.upload_formats_hint({
    formats: IMAGE_FORMATS.map((format) => `.${format}`).join(', '),
    lowerlimit: String(UPLOAD_MIN_KILOBYTES),
    upperLimit: String(UPLOAD_MAX_MEGABYTES),
  });

/**
 * The profile photo: a picked picture is checked (spec §5 formats and sizes) and shown as a preview; saving
 * sends it through the upload pipeline and puts its file ref on the profile, and the header's avatar follows.
 * A failure keeps the preview so the user can try again.
 */
export function ProfilePhoto({ name, photo }: { name: string; photo: string | null }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [picked, setPicked] = useState<PickedPhoto | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [saved, setSaved] = useState(false);
  const reloadUser = useReloadUser();

  useEffect(() => {
    if (!picked) return;
    return () => URL.revokeObjectURL(picked.preview);
  }, [picked]);

  const save = useMutation({
    mutationFn: withErrorTexts(async (file: File) => {
      setProgress(0);
      const uploadFile = await uploadPipeline.preload();
      const { fileRef } = await uploadFile(file, file.name, { onProgress: setProgress });
      return trpcClient.user.updateProfile.mutate({ photo: fileRef });
    }),
    onSuccess: async () => {
      await reloadUser();
      setPicked(null);
      setSaved(true);
    },
  });

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again must fire `change` again.
    event.target.value = '';
    if (!file) return;
    setSaved(false);
    save.reset();
    const refused = checkFile(file, IMAGE_FORMATS);
    if (refused) {
      // The general text names all five upload formats; a photo takes the three image ones.
      setProblem(
        refused.key === 'file_type_refused' ? m.profile_photo_type_refused() : fileProblemText(refused.key),
      );
      return;
    }
    setProblem(null);
    void uploadPipeline.preload();
    setPicked({ file, preview: URL.createObjectURL(file) });
  }

  function drop() {
    setPicked(null);
    save.reset();
  }

  const saving = save.isPending;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} photo={picked?.preview ?? photo} className="size-24 text-3xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-lg font-semibold break-words text-slate-900">{name}</p>
        {picked ? <p className="text-sm text-slate-700">{m.profile_photo_preview()}</p> : null}
        <p id={hintId} className="text-sm text-slate-600">
          {formatsHint()}
        </p>
        <div className="flex flex-wrap gap-2">
          {picked ? (
            <>
              <Button onClick={() => save.mutate(picked.file)} disabled={saving}>
                {saving
                  ? m.profile_photo_saving({ percent: String(Math.round(progress * 100)) })
                  : m.profile_photo_save()}
              </Button>
              <Button variant="secondary" onClick={drop} disabled={saving}>
                {m.upload_cancel()}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              aria-describedby={hintId}
              onPointerEnter={() => void uploadPipeline.preload()}
              onFocus={() => void uploadPipeline.preload()}
              onClick={() => inputRef.current?.click()}
            >
              {photo ? m.profile_photo_change() : m.profile_photo_add()}
            </Button>
          )}
        </div>
        <input
          ref={inputRef}
          type="file"
          accept={acceptAttribute(IMAGE_FORMATS)}
          className="sr-only"
          tabIndex={-1}
          aria-label={m.profile_photo_input_label()}
          onChange={onFileChosen}
        />
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        {save.isError ? (
          <Alert tone="error">{describeError(save.error, { fallback: 'profile_photo_failed' })}</Alert>
        ) : null}
        {saved ? <Alert tone="success">{m.profile_photo_saved()}</Alert> : null}
      </div>
    </div>
  );
}

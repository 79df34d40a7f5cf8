import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { UPLOAD_FORMATS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DocumentLink } from '../../components/document-link.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { describeError, loadErrorTexts, withErrorTexts } from '../../lib/failure-text.ts';
import {
  acceptAttribute,
  checkFile,
  fileProblemText,
  IMAGE_FORMATS,
  UPLOAD_MAX_MEGABYTES,
  UPLOAD_MIN_KILOBYTES,
  uploadFormatOf,
  type UploadFormat,
} from './check-file.ts';
import { isAbortError } from './abort.ts';
import { knownFile, rememberFile, type FileKind } from './known-files.ts';
import { PhotoGuidelineDialog, photoGuidelineSeen } from './photo-guideline-dialog.tsx';

/**
 * The upload itself (signed upload, image verification, their failure texts) is fetched when the user reaches
 * for a document (focus or pointer on it) and awaited when a file is chosen, not with the page (record 0023).
 */
const loadPipeline = () =>
  Promise.all([import('./upload-file.ts'), import('./verify-image.ts'), import('./image-check-text.ts')]);

/** The code a pick or a removal will need, started as the user reaches for the document. */
function prefetchOnIntent() {
  void loadPipeline();
  void ConfirmDialog.prefetch();
  if (!photoGuidelineSeen()) void PhotoGuidelineDialog.prefetch();
}

export interface DocumentUploaderProps {
  /** Id of the first control (the add button): a `<label htmlFor>` and a failed submit point at it. */
  id: string;
  label: string;
  required: boolean;
  /** A list attribute: several files, each replaced or removed on its own. */
  multiple: boolean;
  /** The attribute's current file refs (`/files/…`); an image ref is its own thumbnail. */
  files: readonly string[];
  /** Image verification category; a document with one takes photos only and is verified before it is attached. */
  ocrCategory: string | null;
  /** The claim id (extract-info's reference). */
  referenceId: string;
  onAttach: (fileRef: string, replacedRef?: string) => Promise<unknown>;
  onRemove: (fileRef: string) => Promise<unknown>;
  /** Customer service asked for this document again (document_reprocess): its files must be replaced. */
  invalid?: boolean;
  /** The form renders the label itself (a legend); the uploader then shows only its controls. */
  hideLabel?: boolean;
  /** Ids of a hint or error outside the uploader. */
  describedBy?: string;
  disabled?: boolean;
  /** Told when a file starts and stops uploading, verifying or saving (a form can hold its submit meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

type Source = 'camera' | 'file';

type Step =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; progress: number }
  | { kind: 'verifying'; name: string }
  | { kind: 'saving'; name: string };

interface Failure {
  message: string;
  hint?: string;
  replacedRef: string | undefined;
  /** How the refused file was picked: the way to try again is offered first. */
  source: Source;
}

const KIND_OF_FORMAT: Record<UploadFormat, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pdf: 'pdf',
  mp4: 'video',
};

function fileKindOf(ref: string): FileKind {
  const known = knownFile(ref)?.kind;
  if (known) return known;
  const format = uploadFormatOf(ref.split(/[?#]/)[0] ?? '');
  return format ? KIND_OF_FORMAT[format] : 'unknown';
}

function fileNameOf(ref: string, index: number): string {
  return knownFile(ref)?.name ?? m.upload_file_fallback_name({ number: String(index + 1) });
}

function FileIcon({ kind }: { kind: FileKind }) {
  const label =
    kind === 'pdf' ? m.upload_kind_pdf() : kind === 'video' ? m.upload_kind_video() : m.upload_kind_file();
  return (
    <span
      className="flex size-full flex-col items-center justify-center gap-0.5 bg-slate-100 text-slate-700"
      title={label}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7">
        {kind === 'video' ? (
          <path
            d="M4 6h11v12H4zM15 10l5-3v10l-5-3"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        ) : (
          <path
            d="M7 3h7l5 5v13H7zM14 3v5h5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        )}
      </svg>
      <span aria-hidden="true" className="text-[10px] font-bold uppercase">
        {kind === 'pdf' ? 'PDF' : kind === 'video' ? 'MP4' : ''}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A thumbnail for an image; a file that turns out not to be one falls back to the file icon. */
function FilePreview({ fileRef, name }: { fileRef: string; name: string }) {
  const kind = fileKindOf(fileRef);
  // A ref of unknown kind is tried as an image; a file that is not one shows the plain file icon.
  const [notImage, setNotImage] = useState(false);
  return (
    <span className="block size-16 shrink-0 overflow-hidden rounded-lg border border-slate-200 sm:size-20">
      {(kind === 'image' || kind === 'unknown') && !notImage ? (
        <img
          src={fileRef}
          alt={m.upload_thumbnail_alt({ name })}
          className="size-full object-cover"
          loading="lazy"
          onError={() => setNotImage(true)}
        />
      ) : (
        <FileIcon kind={kind} />
      )}
    </span>
  );
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full rounded-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * One document of a claim (spec §4 upload flow, §5, §9): the files it has, with thumbnails for photos and a
 * name and icon for PDF and video; add, replace and remove (after a confirmation); a progress bar with
 * cancel; the camera opens directly on phones; the photo guideline before the first photo; and, for a
 * document with an OCR category, image verification before the file is attached: a photo that fails it is
 * not attached and the user is asked at once to retake it or choose another file.
 */
export function DocumentUploader({
  id,
  label,
  required,
  multiple,
  files,
  ocrCategory,
  referenceId,
  onAttach,
  onRemove,
  invalid = false,
  hideLabel = false,
  describedBy,
  disabled = false,
  onBusyChange,
}: DocumentUploaderProps) {
  const ids = useId();
  const labelId = `${ids}-label`;
  const hintId = `${ids}-hint`;
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const cameraButton = useRef<HTMLButtonElement>(null);
  const fileButton = useRef<HTMLButtonElement>(null);
  const lastSource = useRef<Source>('file');
  const pendingReplace = useRef<string | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);

  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [failure, setFailure] = useState<Failure | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // Open with the picker to continue to (before the first photo), or with none (the 'photo tips' link).
  const [guideline, setGuideline] = useState<{ then: Source | null } | null>(null);
  const [removing, setRemoving] = useState<{ ref: string; name: string } | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [removePending, setRemovePending] = useState(false);
  const [replacedSinceInvalid, setReplacedSinceInvalid] = useState(false);

  const photosOnly = ocrCategory !== null;
  const formats: readonly UploadFormat[] = photosOnly ? IMAGE_FORMATS : UPLOAD_FORMATS;
  const hasFiles = files.length > 0;
  const needsReupload = invalid && !replacedSinceInvalid;

  // The page may go away mid-upload (navigation): stop the request with it.
  useEffect(() => () => abort.current?.abort(), []);

  // A failure asks at once for another photo or file: its first button takes the focus.
  useEffect(() => {
    if (failure) retryButton.current?.focus();
  }, [failure]);

  // Inside a mutation, so that a 401 (upload, verification or attach) goes to login like every other call.
  const upload = useMutation({
    mutationFn: withErrorTexts(
      async ({ file, replacedRef }: { file: File; replacedRef: string | undefined }) => {
        const controller = new AbortController();
        abort.current = controller;
        const { signal } = controller;
        const format = uploadFormatOf(file.name);
        setStep({ kind: 'uploading', name: file.name, progress: 0 });
        const [{ uploadFile }, { verifyImage }, { imageCheckFailureText }] = await loadPipeline();
        signal.throwIfAborted();
        const { fileRef } = await uploadFile(file, file.name, {
          signal,
          onProgress: (progress) => setStep({ kind: 'uploading', name: file.name, progress }),
        });
        if (ocrCategory !== null && format && KIND_OF_FORMAT[format] === 'image') {
          setStep({ kind: 'verifying', name: file.name });
          const result = await verifyImage({ claimId: referenceId, fileRef, category: ocrCategory }, signal);
          if (!result.ok) return { attached: false as const, failure: imageCheckFailureText(result) };
        }
        setStep({ kind: 'saving', name: file.name });
        rememberFile(fileRef, { name: file.name, kind: format ? KIND_OF_FORMAT[format] : 'unknown' });
        await onAttach(fileRef, replacedRef);
        return { attached: true as const };
      },
    ),
    onSettled: () => {
      abort.current = null;
      setStep({ kind: 'idle' });
    },
  });

  // Not while the removal is only being confirmed: nothing is sent until the user says so.
  const busy = step.kind !== 'idle' || upload.isPending || removePending;

  // The buttons are disabled while a file goes up or away, which drops the keyboard's focus to the page: once
  // done (a failure focuses its own retry), it comes back to the button of the way the file was chosen.
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && !failure && document.activeElement === document.body)
      (lastSource.current === 'camera' ? cameraButton : fileButton).current?.focus();
    wasBusy.current = busy;
  }, [busy, failure]);
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  function openPicker(source: Source, replacedRef: string | undefined) {
    pendingReplace.current = replacedRef;
    lastSource.current = source;
    const needsGuideline = (source === 'camera' || photosOnly) && !photoGuidelineSeen();
    if (needsGuideline) {
      setGuideline({ then: source });
      return;
    }
    (source === 'camera' ? cameraInput : fileInput).current?.click();
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again after a failure must fire `change` again.
    event.target.value = '';
    if (!file) return;
    const source: Source = event.target === cameraInput.current ? 'camera' : 'file';
    // A single document keeps one file: a new one replaces it.
    const replacedRef = pendingReplace.current ?? (!multiple && hasFiles ? files[0] : undefined);
    pendingReplace.current = undefined;
    setFailure(null);
    setRemoveError(null);
    setAnnouncement('');
    const problem = checkFile(file, formats);
    if (problem) {
      // A photo the image check reads takes fewer formats than the catalogue's text lists.
      const message =
        photosOnly && problem.key === 'file_type_refused'
          ? m.upload_photo_type_refused()
          : fileProblemText(problem.key);
      setFailure({ message, hint: formatsHint(), replacedRef, source });
      return;
    }
    upload.mutate(
      { file, replacedRef },
      {
        onSuccess: (outcome) => {
          if (outcome.attached) {
            if (invalid) setReplacedSinceInvalid(true);
            setAnnouncement(m.upload_uploaded({ name: file.name }));
          } else {
            setFailure({ ...outcome.failure, replacedRef, source });
          }
        },
        onError: (error) => {
          if (isAbortError(error)) {
            setAnnouncement(m.upload_cancelled());
            return;
          }
          setFailure({
            message: describeError(error, { fallback: 'file_upload_failed' }),
            replacedRef,
            source,
          });
        },
      },
    );
  }

  async function confirmRemove() {
    if (!removing) return;
    setRemovePending(true);
    try {
      await onRemove(removing.ref);
      setAnnouncement(m.upload_removed({ name: removing.name }));
    } catch (error) {
      await loadErrorTexts().catch(() => undefined);
      setRemoveError(describeError(error, { fallback: 'file_upload_failed' }));
    } finally {
      setRemovePending(false);
      setRemoving(null);
    }
  }

  function formatsHint() {
    return m.upload_formats_hint({
      formats: formats.map((format) => `.${format}`).join(', '),
      lowerlimit: String(UPLOAD_MIN_KILOBYTES),
      upperLimit: String(UPLOAD_MAX_MEGABYTES),
    });
  }

  const addLabel =
    hasFiles && !multiple ? m.upload_replace() : hasFiles ? m.upload_add_file() : m.upload_choose_file();
  const controlsDescribedBy = [hintId, describedBy].filter(Boolean).join(' ');
  // A refused file's alert offers the same two ways out as the regular buttons (retake, choose a file), so it
  // replaces them while it shows; a file that broke the format rules has the formats hint in it already.
  const alertHasFormats = failure?.hint !== undefined && failure.hint === formatsHint();

  return (
    <div
      role="group"
      aria-labelledby={hideLabel ? undefined : labelId}
      aria-label={hideLabel ? label : undefined}
      onFocus={prefetchOnIntent}
      onPointerEnter={prefetchOnIntent}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-xl border bg-white p-3 sm:p-4',
        needsReupload ? 'border-amber-400' : 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        {hideLabel ? null : (
          <p id={labelId} className="mr-auto min-w-0 text-sm font-semibold break-words text-slate-900">
            {label}
          </p>
        )}
        <Badge tone={required ? 'blue' : 'grey'}>
          {required ? m.upload_required() : m.upload_optional()}
        </Badge>
        {needsReupload ? (
          <Badge tone="violet">{m.upload_reupload_badge()}</Badge>
        ) : (
          <Badge tone={hasFiles ? 'green' : 'gold'}>{hasFiles ? m.upload_done() : m.upload_missing()}</Badge>
        )}
      </div>

      {needsReupload ? <Alert tone="warning">{m.upload_reupload_requested()}</Alert> : null}

      {hasFiles ? (
        <ul className="flex flex-col gap-2">
          {files.map((ref, index) => {
            const name = fileNameOf(ref, index);
            return (
              <li
                key={ref}
                className={cn(
                  'flex items-center gap-3 rounded-lg border p-2',
                  needsReupload ? 'border-amber-300 bg-amber-50' : 'border-slate-200',
                )}
              >
                <FilePreview fileRef={ref} name={name} />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="truncate text-sm font-medium text-slate-900" title={name}>
                    {name}
                  </p>
                  <DocumentLink href={ref} name={name} className="self-start" />
                </div>
                <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                  {/* A single file is replaced by the 'Ganti' below; in a list only this one says which file. */}
                  {multiple ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy || disabled}
                      aria-label={m.upload_replace_file_label({ name })}
                      onClick={() => openPicker('file', ref)}
                    >
                      {m.upload_replace()}
                    </Button>
                  ) : null}
                  <Button
                    variant="ghost-danger"
                    size="sm"
                    disabled={busy || disabled}
                    aria-label={m.upload_remove_file_label({ name })}
                    onClick={() => {
                      setRemoveError(null);
                      setRemoving({ ref, name });
                    }}
                  >
                    {m.upload_remove()}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      {step.kind === 'uploading' ? (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <div className="flex items-center justify-between gap-3">
            <p className="min-w-0 truncate text-sm text-slate-800">
              {m.upload_uploading({ name: step.name })}
            </p>
            <span className="text-sm font-semibold text-slate-900 tabular-nums">
              {Math.round(step.progress * 100)}%
            </span>
          </div>
          <ProgressBar value={step.progress} label={m.upload_progress_label({ name: step.name })} />
          <Button variant="secondary" size="sm" className="self-start" onClick={() => abort.current?.abort()}>
            {m.upload_cancel_upload()}
          </Button>
        </div>
      ) : null}

      {step.kind === 'verifying' ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3 text-sky-900"
        >
          <Spinner />
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="text-sm font-semibold">{m.upload_verifying()}</p>
            <p className="text-sm">{m.upload_verifying_hint()}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => abort.current?.abort()}>
            {m.upload_cancel()}
          </Button>
        </div>
      ) : null}

      {step.kind === 'saving' ? (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
        >
          <Spinner />
          {m.upload_saving()}
        </div>
      ) : null}

      {failure ? (
        <Alert tone="error" className="flex flex-col gap-3">
          <div className="flex flex-col gap-1">
            <p className="font-semibold">{failure.message}</p>
            {failure.hint ? <p id={alertHasFormats ? hintId : undefined}>{failure.hint}</p> : null}
            <p>{m.upload_not_attached()}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(failure.source === 'camera'
              ? (['camera', 'file'] as const)
              : (['file', 'camera'] as const)
            ).map((source, index) => (
              <Button
                key={source}
                // The document's first control now: a failed submit focuses it by the id.
                ref={index === 0 ? retryButton : undefined}
                id={index === 0 ? id : undefined}
                variant={index === 0 ? 'primary' : 'secondary'}
                size="sm"
                disabled={disabled}
                aria-describedby={controlsDescribedBy}
                onClick={() => openPicker(source, failure.replacedRef)}
              >
                {source === 'camera' ? m.upload_retake_photo() : m.upload_choose_other()}
              </Button>
            ))}
          </div>
        </Alert>
      ) : null}

      {removeError ? <Alert tone="error">{removeError}</Alert> : null}

      {failure && !photosOnly ? null : (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          {failure ? null : (
            <>
              <Button
                ref={cameraButton}
                id={id}
                variant={hasFiles ? 'secondary' : 'primary'}
                disabled={busy || disabled}
                aria-describedby={controlsDescribedBy}
                onClick={() => openPicker('camera', undefined)}
              >
                <CameraIcon />
                {m.upload_take_photo()}
              </Button>
              <Button
                ref={fileButton}
                variant="secondary"
                disabled={busy || disabled}
                aria-describedby={controlsDescribedBy}
                onClick={() => openPicker('file', undefined)}
              >
                {addLabel}
              </Button>
            </>
          )}
          {photosOnly ? (
            <Button
              variant="link"
              size="sm"
              className={failure ? undefined : 'sm:ml-auto'}
              onClick={() => setGuideline({ then: null })}
            >
              {m.upload_guideline_show()}
            </Button>
          ) : null}
        </div>
      )}
      {alertHasFormats ? null : (
        <p id={hintId} className="text-xs text-slate-600">
          {formatsHint()}
        </p>
      )}

      <input
        ref={cameraInput}
        type="file"
        accept={acceptAttribute(IMAGE_FORMATS)}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={m.upload_camera_input_label({ label })}
        onChange={onFileChosen}
      />
      <input
        ref={fileInput}
        type="file"
        accept={acceptAttribute(formats)}
        className="sr-only"
        tabIndex={-1}
        aria-label={m.upload_file_input_label({ label })}
        onChange={onFileChosen}
      />

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <PhotoGuidelineDialog
        open={guideline !== null}
        onOpenChange={(open) => {
          if (!open) setGuideline(null);
        }}
        onContinue={
          guideline?.then
            ? () => (guideline.then === 'camera' ? cameraInput : fileInput).current?.click()
            : undefined
        }
      />

      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={m.upload_remove_confirm_title()}
        description={m.upload_remove_confirm_body({ name: removing?.name ?? '', label })}
        confirmLabel={m.upload_remove_confirm()}
        cancelLabel={m.upload_cancel()}
        pending={removePending}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

function CameraIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path
        d="M4 8h3l2-3h6l2 3h3v11H4zM12 16.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef, type ChangeEvent } from 'react';
import { UPLOAD_FORMATS } from '@portal/contracts/constants';
import { m } from '@portal/i18n/messages';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { DocumentLink } from '../../components/document-link.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { describeError, loadErrorTexts } from '../../lib/failure-text.ts';
import { trpc } from '../../lib/trpc.ts';
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
import { knownFile } from './known-files.ts';
import { PhotoGuidelineDialog, photoGuidelineSeen } from './photo-guideline-dialog.tsx';
import {
  initialUploaderState,
  isBusy,
  uploaderReducer,
  type Announcement,
  type Source,
  type Transfer,
  type UploadJob,
} from './upload-machine.ts';
import type { KeptTransfer } from './device-copy.ts';
import type { UploadContext } from './upload-pipeline.ts';
import type { UploadRun } from './upload-run.ts';
import { CameraIcon, FilePreview, fileNameOf, KIND_OF_FORMAT, TransferStatus } from './uploader-views.tsx';

/**
 * The upload itself (resumable upload, image verification, their failure texts) is fetched when the user reaches
 * for a document (focus or pointer on it) and awaited when a file is chosen, not with the page (record 0023).
 */
const loadPipeline = () => import('./upload-pipeline.ts');

/**
 * The store of files kept on the device until attached (decision record 0056), loaded when an uploader that keeps
 * them opens: a file kept from an earlier visit is taken up at once, and a pick is kept from the start.
 */
const loadDeviceCopy = () => import('./device-copy.ts');
const onDevice = (work: (device: Awaited<ReturnType<typeof loadDeviceCopy>>) => unknown) =>
  void loadDeviceCopy()
    .then(work)
    .catch(() => undefined);

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
  /**
   * A picked file is kept on the device until it is attached (a claim's documents, decision record 0056): whose
   * it is and which document of the claim (`referenceId`) it is for. It survives closing the app and goes on
   * when the same user opens the claim again; without this, a file lives in the page only.
   */
  keepOnDevice?: { owner: string; slot: string } | undefined;
}

/** The most refs one names call asks for (the gateway's limit). */
const MAX_NAMED_REFS = 50;

/** Waits before a step that lost its answer is tried again while the browser says it is online. */
const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000];

function announcementText(announcement: Announcement): string {
  switch (announcement.kind) {
    case 'none':
      return '';
    case 'uploaded':
      return m.upload_uploaded({ name: announcement.name });
    case 'cancelled':
      return m.upload_cancelled();
    case 'removed':
      return m.upload_removed({ name: announcement.name });
  }
}

/**
 * One document of a claim (spec §4 upload flow, §5, §9): the files it has, with thumbnails for photos and a
 * name and icon for PDF and video; add, replace and remove (after a confirmation); a progress bar with
 * cancel; the camera opens directly on phones; the photo guideline before the first photo; and, for a
 * document with an OCR category, image verification before the file is attached: a photo that fails it is
 * not attached and the user is asked at once to retake it or choose another file. A lost connection at any
 * step waits for it and goes on by itself (upload-machine.ts, decision record 0050).
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
  keepOnDevice,
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
  const run = useRef<UploadRun | null>(null);
  // The picked file until its run exists (the pipeline's code may still be on its way) and while it runs, with
  // its copy on the device when it is kept there.
  const pick = useRef<{ file: File; job: UploadJob; kept: KeptTransfer | null } | null>(null);
  const loadingPipeline = useRef(false);
  const currentTransfer = useRef<Transfer>({ kind: 'idle' });
  const retries = useRef(0);
  const attachedFiles = useRef(files);
  attachedFiles.current = files;

  const [state, dispatch] = useReducer(uploaderReducer, undefined, () =>
    initialUploaderState(globalThis.navigator?.onLine ?? true),
  );
  const { transfer, failure, guideline, removal, removeError } = state;

  const photosOnly = ocrCategory !== null;
  const formats: readonly UploadFormat[] = photosOnly ? IMAGE_FORMATS : UPLOAD_FORMATS;
  const hasFiles = files.length > 0;
  const needsReupload = invalid && !state.replacedSinceInvalid;

  // Names this tab does not know (another tab or device uploaded the file) come from the gateway.
  const unnamed = files.filter((ref) => !knownFile(ref)).slice(0, MAX_NAMED_REFS);
  const { data: names } = useQuery({
    ...trpc.uploads.names.queryOptions({ refs: unnamed }),
    enabled: unnamed.length > 0,
    staleTime: Infinity,
  });

  // The steps read the newest props (a claim reloaded meanwhile hands a new onAttach).
  const context = useRef<UploadContext>({
    referenceId,
    ocrCategory,
    onAttach,
    kindOf: (format) => KIND_OF_FORMAT[format],
  });
  context.current = { ...context.current, referenceId, ocrCategory, onAttach };

  const owner = keepOnDevice?.owner;
  const slot = keepOnDevice?.slot;

  // A file kept from an earlier visit of this user (the app was closed offline or mid-transfer) goes on by
  // itself, at the step it had reached; one whose file the claim already has was attached, and is forgotten.
  useEffect(() => {
    if (!owner || !slot) return;
    const place = { owner, claimId: referenceId, slot };
    let current = true;
    onDevice(async (device) => {
      const kept = await device.restore(place, attachedFiles.current);
      if (!current || !kept || pick.current || currentTransfer.current.kind !== 'idle') return;
      pick.current = { file: kept.file, job: kept.job, kept: kept.transfer };
      dispatch({ type: 'RESTORED', job: kept.job, stage: kept.stage, fileRef: kept.fileRef });
    });
    return () => {
      current = false;
    };
  }, [owner, referenceId, slot]);

  // The connection as the browser reports it: a waiting file goes on when it is back.
  useEffect(() => {
    const online = () => dispatch({ type: 'ONLINE' });
    const offline = () => dispatch({ type: 'OFFLINE' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, []);

  // The run follows each state: starts, pauses or takes up the step it names. It is made once the pipeline's
  // code is here; code that could not come (offline) is a lost connection like any other.
  useEffect(() => {
    currentTransfer.current = transfer;
    run.current?.follow(transfer);
    // The device's copy follows: noted once the file reached the gateway, forgotten once it is done with.
    const kept = pick.current?.kept?.place;
    if (kept) onDevice((device) => device.follow(kept, transfer));
    if (transfer.kind === 'idle') {
      run.current = null;
      pick.current = null;
      return;
    }
    if (transfer.kind === 'uploading' || transfer.kind === 'saving') retries.current = 0;
    const chosen = pick.current;
    if (run.current || !chosen || transfer.kind === 'waiting' || loadingPipeline.current) return;
    loadingPipeline.current = true;
    loadPipeline().then(
      ({ createUploadRun }) => {
        loadingPipeline.current = false;
        if (pick.current !== chosen) return;
        run.current = createUploadRun(chosen.file, chosen.job, dispatch, () => context.current, chosen.kept);
        run.current.follow(currentTransfer.current);
      },
      () => {
        loadingPipeline.current = false;
        // The code did not come: the connection, waited for and asked again like any other step.
        if (pick.current === chosen) dispatch({ type: 'CONNECTION_LOST' });
      },
    );
  }, [transfer]);

  // Lost while the browser says it is online (a reset, a proxy): tried again after a while, and at once when
  // the page comes back to the front (a phone that put the tab to sleep).
  const waitingOnline = transfer.kind === 'waiting' && state.online;
  useEffect(() => {
    if (!waitingOnline) return;
    const delay = RETRY_DELAYS_MS[Math.min(retries.current, RETRY_DELAYS_MS.length - 1)];
    retries.current += 1;
    const timer = setTimeout(() => dispatch({ type: 'RETRY' }), delay);
    const onVisible = () => {
      if (document.visibilityState === 'visible') dispatch({ type: 'RETRY' });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [waitingOnline]);

  // The page may go away mid-upload (navigation): stop sending with it.
  useEffect(
    () => () => {
      pick.current = null;
      run.current?.dispose();
    },
    [],
  );

  // A failure asks at once for another photo or file: its first button takes the focus.
  useEffect(() => {
    if (failure) retryButton.current?.focus();
  }, [failure]);

  const busy = isBusy(state);

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
      dispatch({ type: 'GUIDELINE_OPENED', then: source });
      return;
    }
    (source === 'camera' ? cameraInput : fileInput).current?.click();
  }

  function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Choosing the same file again after a failure must fire `change` again.
    event.target.value = '';
    if (!file || transfer.kind !== 'idle') return;
    const source: Source = event.target === cameraInput.current ? 'camera' : 'file';
    // A single document keeps one file: a new one replaces it.
    const replacedRef = pendingReplace.current ?? (!multiple && hasFiles ? files[0] : undefined);
    pendingReplace.current = undefined;
    const problem = checkFile(file, formats);
    if (problem) {
      // A photo the image check reads takes fewer formats than the catalogue's text lists.
      const message =
        photosOnly && problem.key === 'file_type_refused'
          ? m.upload_photo_type_refused()
          : fileProblemText(problem.key);
      dispatch({ type: 'REFUSED', failure: { message, hint: formatsHint(), replacedRef, source } });
      return;
    }
    const format = uploadFormatOf(file.name);
    const job: UploadJob = {
      name: file.name,
      source,
      replacedRef,
      verify: ocrCategory !== null && format !== null && KIND_OF_FORMAT[format] === 'image',
      replacesInvalid: invalid,
    };
    run.current?.dispose();
    run.current = null;
    const place = owner && slot ? { owner, claimId: referenceId, slot } : null;
    pick.current = { file, job, kept: place ? { place, prepared: false, uploadUrl: null } : null };
    if (place) onDevice((device) => device.keep(place, file, job));
    dispatch({ type: 'PICKED', job });
  }

  async function confirmRemove() {
    if (!removal) return;
    dispatch({ type: 'REMOVE_CONFIRMED' });
    try {
      await onRemove(removal.ref);
      dispatch({ type: 'REMOVED' });
    } catch (error) {
      await loadErrorTexts().catch(() => undefined);
      dispatch({ type: 'REMOVE_FAILED', message: describeError(error, { fallback: 'file_upload_failed' }) });
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
            const name = fileNameOf(ref, index, names);
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
                    onClick={() => dispatch({ type: 'REMOVE_ASKED', ref, name })}
                  >
                    {m.upload_remove()}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}

      <TransferStatus
        transfer={transfer}
        onCancel={() => (run.current ? run.current.cancel() : dispatch({ type: 'CANCELLED' }))}
      />

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
              onClick={() => dispatch({ type: 'GUIDELINE_OPENED', then: null })}
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
        {announcementText(state.announcement)}
      </p>

      <PhotoGuidelineDialog
        open={guideline !== null}
        onOpenChange={(open) => {
          if (!open) dispatch({ type: 'GUIDELINE_CLOSED' });
        }}
        onContinue={
          guideline?.then
            ? () => (guideline.then === 'camera' ? cameraInput : fileInput).current?.click()
            : undefined
        }
      />

      <ConfirmDialog
        open={removal !== null}
        onClose={() => dispatch({ type: 'REMOVE_DISMISSED' })}
        title={m.upload_remove_confirm_title()}
        description={m.upload_remove_confirm_body({ name: removal?.name ?? '', label })}
        confirmLabel={m.upload_remove_confirm()}
        cancelLabel={m.upload_cancel()}
        pending={removal?.pending ?? false}
        onConfirm={() => void confirmRemove()}
      />
    </div>
  );
}

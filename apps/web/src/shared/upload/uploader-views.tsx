import { useState } from 'react';
import { m } from '@portal/i18n/messages';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { uploadFormatOf, type UploadFormat } from './check-file.ts';
import { knownFile, type FileKind } from './known-files.ts';
import type { Transfer } from './upload-machine.ts';

/** The uploader's pieces that only draw (document-uploader.tsx holds the state and the work). */

export const KIND_OF_FORMAT: Record<UploadFormat, FileKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  pdf: 'pdf',
  mp4: 'video',
};

/** A file's kind: as this tab knows it, else by the extension of its name or its ref. */
export function fileKindOf(ref: string, name = ''): FileKind {
  const known = knownFile(ref)?.kind;
  if (known) return known;
  const format = uploadFormatOf(name) ?? uploadFormatOf(ref.split(/[?#]/)[0] ?? '');
  return format ? KIND_OF_FORMAT[format] : 'unknown';
}

/** A file's name: as this tab knows it, else as the gateway kept it (`names`), else "File 1". */
export function fileNameOf(ref: string, index: number, names?: Readonly<Record<string, string>>): string {
  return knownFile(ref)?.name ?? names?.[ref] ?? m.upload_file_fallback_name({ number: String(index + 1) });
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
export function FilePreview({ fileRef, name }: { fileRef: string; name: string }) {
  const kind = fileKindOf(fileRef, name);
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

export function ProgressBar({ value, label }: { value: number; label: string }) {
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

export function CameraIcon() {
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

/**
 * The file on its way: progress with cancel while it is sent, "menunggu koneksi" with the share already sent
 * while the connection is away (it goes on by itself), the image check, then the attach.
 */
export function TransferStatus({ transfer, onCancel }: { transfer: Transfer; onCancel: () => void }) {
  switch (transfer.kind) {
    case 'idle':
      return null;
    case 'uploading':
    case 'waiting': {
      const { name } = transfer.job;
      const waiting = transfer.kind === 'waiting';
      return (
        <div
          className={`flex flex-col gap-2 rounded-lg p-3 ${waiting ? 'bg-amber-50' : 'bg-slate-50'}`}
          data-upload-state={waiting ? 'waiting' : 'uploading'}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="min-w-0 truncate text-sm text-slate-800">
              {waiting ? m.upload_waiting_connection({ name }) : m.upload_uploading({ name })}
            </p>
            <span className="text-sm font-semibold text-slate-900 tabular-nums">
              {Math.round(transfer.progress * 100)}%
            </span>
          </div>
          <ProgressBar value={transfer.progress} label={m.upload_progress_label({ name })} />
          {waiting ? (
            <p role="status" className="text-sm text-amber-900">
              {m.upload_waiting_connection_hint()}
            </p>
          ) : null}
          <Button variant="secondary" size="sm" className="self-start" onClick={onCancel}>
            {m.upload_cancel_upload()}
          </Button>
        </div>
      );
    }
    case 'verifying':
      return (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-sky-50 p-3 text-sky-900"
        >
          <Spinner />
          <div className="flex min-w-0 flex-1 flex-col">
            <p className="text-sm font-semibold">{m.upload_verifying()}</p>
            <p className="text-sm">{m.upload_verifying_hint()}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={onCancel}>
            {m.upload_cancel()}
          </Button>
        </div>
      );
    case 'saving':
      return (
        <div
          role="status"
          className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
        >
          <Spinner />
          {m.upload_saving()}
        </div>
      );
  }
}

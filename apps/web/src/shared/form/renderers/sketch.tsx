import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { m } from '@portal/i18n/messages';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { describeError } from '../../../lib/errors.ts';
import { uploadBlob } from '../../upload/upload-file.ts';
import type { FieldControlProps } from '../types.ts';

const CANVAS_HEIGHT_PX = 220;

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas export failed'))), 'image/png');
  });
}

/**
 * A drawing pad (signature_pad: pointer events, so touch, pen and mouse) with undo and clear. The canvas is
 * sized to its box times devicePixelRatio so strokes stay sharp on phones, and redrawn from its strokes when the
 * box changes size. The drawing only counts once the user chooses 'use this drawing': it is then uploaded as a
 * PNG and the field's value is the file ref.
 */
function SketchPad({
  id,
  name,
  label,
  describedBy,
  invalid,
  disabled,
  onUse,
  onCancel,
}: {
  id: string;
  /** The field's name: the PNG's file name. */
  name: string;
  label: string;
  describedBy: string | undefined;
  invalid: boolean;
  disabled: boolean;
  onUse: (fileRef: string) => void;
  onCancel: (() => void) | null;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [padReady, setPadReady] = useState(false);
  const [strokes, setStrokes] = useState(0);
  const [emptyTried, setEmptyTried] = useState(false);
  const upload = useMutation({
    mutationFn: async () => {
      const canvas = canvasRef.current;
      if (!canvas) throw new Error('no canvas');
      return uploadBlob(await canvasBlob(canvas), `${name}.png`);
    },
    onSuccess: ({ fileRef }) => onUse(fileRef),
  });

  // The drawing library loads with the field, not with the form page (decision record 0023); the canvas and its
  // buttons are drawn at once, so nothing moves when it arrives.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let stop = () => {};
    void import('signature_pad').then(({ default: SignaturePadClass }) => {
      if (cancelled) return;
      const pad = new SignaturePadClass(canvas, {
        backgroundColor: 'rgb(255,255,255)',
        penColor: 'rgb(15,23,42)',
      });
      padRef.current = pad;
      const onEnd = () => setStrokes(pad.toData().length);
      pad.addEventListener('endStroke', onEnd);

      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const width = canvas.offsetWidth;
        if (width === 0) return;
        const data = pad.toData();
        canvas.width = width * ratio;
        canvas.height = CANVAS_HEIGHT_PX * ratio;
        canvas.getContext('2d')?.scale(ratio, ratio);
        pad.clear();
        pad.fromData(data);
      };
      fit();
      const observer = new ResizeObserver(fit);
      observer.observe(canvas);
      setPadReady(true);
      stop = () => {
        observer.disconnect();
        pad.removeEventListener('endStroke', onEnd);
        pad.off();
        padRef.current = null;
      };
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled || upload.isPending) pad.off();
    else pad.on();
  }, [disabled, upload.isPending, padReady]);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setStrokes(0);
  }, []);

  const use = () => {
    if (!padRef.current || padRef.current.isEmpty()) {
      setEmptyTried(true);
      return;
    }
    setEmptyTried(false);
    upload.mutate();
  };

  const busy = disabled || upload.isPending;
  return (
    <div className="flex flex-col gap-2">
      <canvas
        ref={canvasRef}
        id={id}
        tabIndex={0}
        role="img"
        aria-label={m.form_sketch_canvas_label({ label })}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        style={{ height: CANVAS_HEIGHT_PX }}
        className="block w-full touch-none rounded-lg border-2 border-dashed border-slate-400 bg-white aria-invalid:border-red-700"
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={undo} disabled={busy || strokes === 0}>
          {m.form_sketch_undo()}
        </Button>
        <Button variant="secondary" size="sm" onClick={clear} disabled={busy || strokes === 0}>
          {m.form_sketch_clear()}
        </Button>
        <Button size="sm" onClick={use} disabled={busy}>
          {upload.isPending ? m.form_sketch_uploading() : m.form_sketch_use()}
        </Button>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
            {m.form_sketch_cancel_redraw()}
          </Button>
        ) : null}
      </div>
      {emptyTried ? (
        <p className="text-sm text-red-700" role="alert">
          {m.form_sketch_empty()}
        </p>
      ) : null}
      {strokes > 0 && !upload.isPending && !upload.isError ? (
        <p className="text-sm text-amber-900" role="status">
          {m.form_sketch_unsaved()}
        </p>
      ) : null}
      {upload.isError ? (
        <Alert tone="error">{describeError(upload.error, { fallback: 'file_upload_failed' })}</Alert>
      ) : null}
    </div>
  );
}

function SketchControl({
  field,
  id,
  describedBy,
  invalid,
  value,
  onChange,
  onBlur,
  disabled,
}: FieldControlProps<'sketch'>) {
  const [redrawing, setRedrawing] = useState(false);
  if (value !== '' && !redrawing) {
    return (
      <div className="flex flex-col items-start gap-2">
        <img
          src={value}
          alt={m.form_sketch_image_alt({ label: field.label })}
          className="max-h-56 w-full max-w-md rounded-lg border border-slate-300 bg-white object-contain"
        />
        <Button
          id={id}
          variant="secondary"
          size="sm"
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => setRedrawing(true)}
        >
          {m.form_sketch_redraw()}
        </Button>
      </div>
    );
  }
  return (
    <SketchPad
      id={id}
      name={field.name}
      label={field.label}
      describedBy={describedBy}
      invalid={invalid}
      disabled={disabled}
      onUse={(fileRef) => {
        onChange(fileRef);
        onBlur();
        setRedrawing(false);
      }}
      onCancel={value !== '' ? () => setRedrawing(false) : null}
    />
  );
}

/** Loaded when a form has a drawing field (registry.ts). */
export default SketchControl;

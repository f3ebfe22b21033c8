import { useEffect, useRef } from 'react';
import SignaturePad from 'signature_pad';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import type { SignatureSource } from './signature-source.ts';

export const DRAW_CANVAS_HEIGHT = 250;

type Props = {
  disabled: boolean;
  /** Registers how to read this mode's signature (null when the pad is empty). */
  onChange(source: SignatureSource | null): void;
};

/**
 * Dibujar: a signature_pad canvas 250 px high. The backing store follows devicePixelRatio so strokes
 * are crisp on phones, and a resize redraws the strokes instead of wiping them.
 */
export function DrawPad({ disabled, onChange }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvas.getContext('2d')) return; // no canvas support (e.g. jsdom)
    const pad = new SignaturePad(canvas, { penColor: '#0f172a', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;

    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = canvas.offsetWidth;
      if (width === 0) return;
      const data = pad.toData();
      canvas.width = Math.round(width * ratio);
      canvas.height = Math.round(DRAW_CANVAS_HEIGHT * ratio);
      canvas.getContext('2d')?.scale(ratio, ratio);
      // Resizing a canvas clears it: put the strokes back (fromData clears and redraws).
      pad.fromData(data);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);

    const report = () => onChangeRef.current(pad.isEmpty() ? null : { mode: 'draw', toBlob: () => canvasToPng(canvas) });
    pad.addEventListener('endStroke', report);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (disabled) pad.off();
    else pad.on();
  }, [disabled]);

  const clear = () => {
    padRef.current?.clear();
    onChange(null);
  };

  return (
    <div className="space-y-2">
      <p className="text-sm text-muted-foreground" id="signature-draw-hint">
        {M.drawHint}
      </p>
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={M.drawCanvasLabel}
        aria-describedby="signature-draw-hint"
        data-testid="signature-canvas"
        className="block h-[250px] w-full touch-none rounded-lg border border-input bg-white"
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={clear}
          disabled={disabled}
          className="rounded-md px-3 py-1.5 text-sm font-medium text-primary-text hover:bg-primary-soft disabled:opacity-50"
        >
          {M.clear}
        </button>
      </div>
    </div>
  );
}

export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas.toBlob returned null'))), 'image/png');
  });
}

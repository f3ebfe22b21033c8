import { useEffect, useId, useState } from 'react';
import { SIGNATURE_MESSAGES as M } from './messages.ts';
import type { SignatureSource } from './signature-source.ts';
import { SIGNATURE_IMAGE_TYPES, signatureUploadProblem } from './signature-rules.ts';

type Props = {
  disabled: boolean;
  onChange(source: SignatureSource | null): void;
};

/** Cargar: an image of the signature (PNG, JPEG or WebP, at most 2 MB), previewed before signing. */
export function UploadSignature({ disabled, onChange }: Props) {
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(file: File | undefined) {
    if (!file) return;
    const problem = signatureUploadProblem(file);
    if (problem) {
      setError(problem === 'wrong-type' ? M.uploadWrongType : M.uploadTooLarge);
      setPreview(null);
      onChange(null);
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    onChange({ mode: 'upload', toBlob: () => Promise.resolve(file) });
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className={`inline-flex cursor-pointer items-center rounded-md border border-input bg-surface px-3 py-2 text-sm font-medium hover:bg-surface-muted has-[:focus-visible]:outline-2 ${disabled ? 'pointer-events-none opacity-60' : ''}`}
        >
          {preview ? M.uploadReplace : M.uploadChoose}
          <input
          id={inputId}
          type="file"
          accept={SIGNATURE_IMAGE_TYPES.join(',')}
          disabled={disabled}
          aria-label={M.uploadLabel}
          aria-describedby={`${inputId}-hint ${inputId}-error`}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          data-testid="signature-upload-input"
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = ''; // picking the same file again still triggers a change
          }}
          />
        </label>
        <span id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          {M.uploadHint}
        </span>
      </div>
      <p id={`${inputId}-error`} role="alert" className="text-sm text-danger empty:hidden">
        {error}
      </p>
      <div className="flex h-[250px] items-center justify-center overflow-hidden rounded-lg border border-dashed border-input bg-white p-4">
        {preview ? (
          <img src={preview} alt={M.uploadPreviewAlt} className="max-h-full max-w-full object-contain" />
        ) : (
          <span className="text-sm text-slate-500">{M.uploadEmpty}</span>
        )}
      </div>
    </div>
  );
}

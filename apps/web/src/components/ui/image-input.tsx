import { useRef, type ChangeEvent } from 'react';
import { ImageIcon, Loader2, Upload } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { buttonClasses } from './button.tsx';

export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

type ImageInputProps = {
  id?: string;
  previewUrl: string | null;
  previewAlt: string;
  onFile: (file: File) => void;
  uploading?: boolean;
  chooseText?: string;
  changeText?: string;
  /** Background behind the preview (a dark logo is shown on a dark tile). */
  tone?: 'light' | 'dark';
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * An image file picker with a preview. The real file input stays in the accessibility tree (named by
 * the field's label); the visible "button" only forwards clicks to it.
 */
export function ImageInput({
  id,
  previewUrl,
  previewAlt,
  onFile,
  uploading = false,
  chooseText = 'Elegir imagen',
  changeText = 'Cambiar imagen',
  tone = 'light',
  disabled,
  ...aria
}: ImageInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  function onChange(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) onFile(file);
  }

  return (
    <div className="flex items-center gap-4">
      <div
        className={cn(
          'flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border',
          tone === 'dark' ? 'bg-slate-900' : 'bg-white',
        )}
      >
        {previewUrl ? (
          <img src={previewUrl} alt={previewAlt} className="max-h-full max-w-full object-contain p-2" />
        ) : (
          <ImageIcon className={cn('size-7', tone === 'dark' ? 'text-slate-500' : 'text-slate-400')} aria-hidden="true" />
        )}
      </div>
      <div className="relative">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          onChange={onChange}
          disabled={disabled || uploading}
          className="peer sr-only"
          {...aria}
        />
        <span
          aria-hidden="true"
          onClick={() => !disabled && !uploading && inputRef.current?.click()}
          className={cn(
            buttonClasses('outline', 'sm'),
            'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
            (disabled || uploading) && 'pointer-events-none opacity-55',
          )}
        >
          {uploading ? <Loader2 className="size-4 animate-spin" /> : <Upload className="size-4" />}
          {uploading ? 'Subiendo…' : previewUrl ? changeText : chooseText}
        </span>
        <p className="mt-1.5 text-xs text-muted-foreground">PNG, JPG, WEBP o GIF. Máximo 5 MB.</p>
      </div>
    </div>
  );
}

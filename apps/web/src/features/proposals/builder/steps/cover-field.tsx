import { useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';
import { IMAGE_ACCEPT } from '../../../../components/ui/image-input.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { imageProblem } from '../../../../lib/validate-image.ts';
import { uploadProposalImage } from '../api/upload-proposal-image.ts';
import { BUILDER_MESSAGES as M } from '../messages.ts';

type CoverFieldProps = {
  proposalId: string;
  coverUrl: string | null;
  /** Saves the new cover (an upload URL) or removes it (null). */
  onChange: (cover: string | null) => void;
  disabled?: boolean;
};

/** The cover image: a wide preview, uploaded to project_covers as soon as it is picked. */
export function CoverField({ proposalId, coverUrl, onChange, disabled }: CoverFieldProps) {
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(coverUrl);

  async function pick(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem === 'too-large' ? M.imageTooLarge : M.imageWrongType);
      return;
    }
    setUploading(true);
    try {
      const url = await uploadProposalImage(file, 'project_covers', proposalId);
      setPreview(url);
      onChange(url);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <label htmlFor="proposal-cover" className="text-sm font-medium text-foreground">
          {M.cover}
        </label>
        {preview && !uploading && !disabled && (
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {M.removeCover}
          </Button>
        )}
      </div>
      <label
        className="group relative flex aspect-[3/1] max-h-56 min-h-28 w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl border border-dashed border-input bg-surface-muted text-sm text-muted-foreground transition-colors hover:border-primary/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        {preview ? (
          <img src={preview} alt={M.coverAlt} className="absolute inset-0 size-full object-cover" />
        ) : (
          <span className="px-4 text-center">{uploading ? M.uploading : M.chooseCover}</span>
        )}
        {preview && (
          <span className="absolute right-3 bottom-3 rounded-lg bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
            {uploading ? M.uploading : M.changeCover}
          </span>
        )}
        <input
          id="proposal-cover"
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={disabled || uploading}
          aria-describedby="proposal-cover-hint"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void pick(file);
          }}
        />
      </label>
      <p id="proposal-cover-hint" className="text-xs text-muted-foreground">
        {M.coverHint} {M.imageFormats}
      </p>
    </div>
  );
}

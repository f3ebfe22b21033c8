import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ImageInput } from '../../../components/ui/image-input.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import type { Workspace } from '../../../lib/auth/types.ts';
import { imageProblem } from '../../../lib/validate-image.ts';
import { refreshAccount } from '../../../app/query-client.ts';
import { useUpdateWorkspace } from '../api/update-workspace.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { SETTINGS_UI as M } from '../messages.ts';

const TEXT = {
  logo: { label: M.logo, alt: M.logoAlt, remove: M.removeLogo, hint: undefined },
  logo_dark: { label: M.logoDark, alt: M.logoDarkAlt, remove: M.removeLogoDark, hint: M.logoDarkHint },
} as const;

/**
 * One workspace logo (light or dark): picking a file previews it at once, uploads it to
 * workspace_logos and saves its URL on the workspace.
 */
export function LogoField({ kind, workspace, disabled }: { kind: 'logo' | 'logo_dark'; workspace: Workspace; disabled?: boolean }) {
  const upload = useUploadImage();
  const update = useUpdateWorkspace();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const saved = workspace[kind];
  const text = TEXT[kind];
  const busy = upload.isPending || update.isPending;

  async function onFile(file: File) {
    const problem = imageProblem(file);
    if (problem) {
      toast.error(problem === 'too-large' ? M.logoTooLarge : M.logoInvalid);
      return;
    }
    const local = URL.createObjectURL(file);
    setLocalPreview(local);
    try {
      const { data: url } = await upload.mutateAsync({ file, directory: 'workspace_logos' });
      await update.mutateAsync({ [kind]: url });
      await refreshAccount();
      toast.success(M.logoUploaded);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setLocalPreview(null);
      URL.revokeObjectURL(local);
    }
  }

  async function remove() {
    try {
      await update.mutateAsync({ [kind]: null });
      await refreshAccount();
      toast.success(M.logoRemoved);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <Field label={text.label} hint={text.hint} className="min-w-0">
        <ImageInput
          previewUrl={localPreview ?? saved}
          previewAlt={text.alt}
          onFile={(file) => void onFile(file)}
          uploading={busy}
          disabled={disabled}
          tone={kind === 'logo_dark' ? 'dark' : 'light'}
        />
      </Field>
      {saved && !busy && !disabled && (
        <Button variant="ghost" size="sm" onClick={() => void remove()} className="text-muted-foreground">
          <Trash2 className="size-4" aria-hidden="true" />
          {text.remove}
        </Button>
      )}
    </div>
  );
}

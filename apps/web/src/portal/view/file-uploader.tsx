import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { acceptAttribute, allowedTypesLabel } from '@trato/domain/uploads/file-types';
import { errorMessage } from '../../lib/api-error.ts';
import { buttonClass } from '../../public/components/button.tsx';
import { customerProjectKey } from '../api/get-project.ts';
import { uploadProjectFile } from '../api/upload-file.ts';
import { UploadIcon } from '../components/icons.tsx';
import { toast } from '../components/toast.tsx';
import { formatFileSize } from '../lib/file-size.ts';
import { uploadProblem } from '../lib/upload-check.ts';
import { PORTAL_MESSAGES as M } from '../messages.ts';

type Upload = { key: string; name: string; progress: number; error: string | null };

/**
 * 'Subir archivos': several at once, each with its own progress bar (XMLHttpRequest upload
 * progress); a failed file keeps its row with the server's reason, the others carry on. The allowed
 * types and the size limit are said before choosing, and a file that breaks them is refused here,
 * before its bytes leave (the same list the server applies, packages/domain uploads/file-types).
 */
export function FileUploader({ projectId, maxBytes }: { projectId: string; maxBytes: number }) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const busy = uploads.some((u) => u.progress < 100 && !u.error);

  const patch = (key: string, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}`, problem: uploadProblem(file, maxBytes) }));
    const rows = batch.map(({ key, file, problem }) => ({ key, name: file.name, progress: 0, error: problem }));
    setUploads((all) => [...all.filter((u) => u.error), ...rows]);
    const sendable = batch.filter((b) => !b.problem);
    if (sendable.length === 0) return;
    const results = await Promise.all(
      sendable.map(({ key, file }) =>
        uploadProjectFile(projectId, file, (progress) => patch(key, { progress })).then(
          () => true,
          (error: unknown) => {
            patch(key, { error: errorMessage(error, M.uploadFailed(file.name)) });
            return false;
          },
        ),
      ),
    );
    const done = results.filter(Boolean).length;
    if (done > 0) {
      toast.success(M.uploaded(done));
      await queryClient.invalidateQueries({ queryKey: customerProjectKey(projectId) });
      setUploads((all) => all.filter((u) => u.error));
    }
  }

  return (
    <div className="space-y-3">
      <input
        ref={input}
        id={inputId}
        type="file"
        multiple
        accept={acceptAttribute('file')}
        aria-describedby={hintId}
        className="sr-only"
        onChange={(e) => void choose(e)}
        disabled={busy}
      />
      <label htmlFor={inputId} className={buttonClass('primary', busy ? 'pointer-events-none opacity-60' : 'cursor-pointer')}>
        <UploadIcon className="size-4" />
        {M.upload}
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {M.uploadRule(allowedTypesLabel('file'), formatFileSize(maxBytes))}
      </p>
      {uploads.length > 0 && (
        <ul className="space-y-2" aria-label={M.upload}>
          {uploads.map((u) => (
            <li key={u.key} className="rounded-xl border border-border p-3" data-testid="upload-row">
              <div className="mb-1.5 flex items-center justify-between gap-3 text-sm">
                <span className="truncate font-medium">{u.name}</span>
                {!u.error && <span className="shrink-0 text-xs text-muted-foreground tabular-nums">{u.progress}%</span>}
              </div>
              {u.error ? (
                <p role="alert" className="text-sm text-danger">
                  {u.error}
                </p>
              ) : (
                <div
                  role="progressbar"
                  aria-label={M.uploading(u.name)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={u.progress}
                  className="h-2 overflow-hidden rounded-full bg-surface-muted"
                >
                  <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${u.progress}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { Card, EmptyState, PageHeading } from '../components/page-state.tsx';
import { PORTAL_MESSAGES as M } from '../messages.ts';
import { FileList } from '../view/file-list.tsx';
import { FileUploader } from '../view/file-uploader.tsx';
import { usePortalView } from '../view/portal-view.ts';

/** Archivos (/c/files, /c/project/{id}/files): view, download, upload with progress. */
export default function FilesPage() {
  const { project, readOnly } = usePortalView();
  const files = project.files.data;
  return (
    <>
      <PageHeading title={M.filesTitle} text={M.filesIntro} />
      <div className="space-y-4">
        {!readOnly && (
          <Card>
            <FileUploader projectId={project.id} maxBytes={project.files.max_bytes} />
          </Card>
        )}
        <Card>{files.length === 0 ? <EmptyState>{readOnly ? M.filesEmptyReadOnly : M.filesEmpty}</EmptyState> : <FileList files={files} />}</Card>
      </div>
    </>
  );
}

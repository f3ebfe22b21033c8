/** What the activity feed records about portals (docs/api/projects.md "Activities"). */
export type ProjectActivity =
  | 'project.created'
  | 'project.updated'
  | 'project.published'
  | 'project.finished'
  | 'project.reactivated'
  | 'project.duplicated'
  | 'project.deleted'
  | 'project.recovered'
  | 'project.access_sent'
  | 'stage.created'
  | 'stage.updated'
  | 'stage.deleted'
  | 'payment.paid'
  | 'payment.pending'
  | 'payment.added'
  | 'file.uploaded'
  | 'file.deleted';

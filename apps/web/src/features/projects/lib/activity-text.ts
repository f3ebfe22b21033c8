import type { ActivityDto } from '@trato/domain/projects/dto';

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/** What an activity says, in Spanish, from its type and data (docs/api/projects.md Activities). */
export function activityText(a: Pick<ActivityDto, 'type' | 'data'>): string {
  const d = a.data ?? {};
  const name = str(d.name) ?? str(d.stage_name) ?? str(d.payment_name) ?? str(d.file_name) ?? str(d.original_name);
  const quoted = name ? ` «${name}»` : '';
  switch (a.type) {
    case 'project.created':
      return 'Creó el portal';
    case 'project.updated':
      return 'Actualizó el portal';
    case 'project.published':
      return 'Publicó el portal';
    case 'project.finished':
      return 'Finalizó el portal';
    case 'project.reactivated':
      return 'Reactivó el portal';
    case 'project.duplicated':
      return 'Duplicó el portal';
    case 'project.deleted':
      return 'Movió el portal a la papelera';
    case 'project.recovered':
      return 'Recuperó el portal';
    case 'project.access_sent':
      return 'Envió el acceso al portal por correo';
    case 'stage.created':
      return `Agregó la etapa${quoted}`;
    case 'stage.updated':
      return `Actualizó la etapa${quoted}`;
    case 'stage.deleted':
      return `Eliminó la etapa${quoted}`;
    case 'payment.paid':
      return `Marcó como pagado${quoted}`;
    case 'payment.pending':
      return `Marcó como pendiente${quoted}`;
    case 'payment.added':
      return `Agregó el pago${quoted}`;
    case 'file.uploaded':
      return `Subió el archivo${quoted}`;
    case 'file.deleted':
      return `Eliminó el archivo${quoted}`;
    case 'comment.created':
      return 'Comentó';
    default:
      return a.type;
  }
}

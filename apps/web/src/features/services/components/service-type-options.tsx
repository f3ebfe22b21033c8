import { SERVICE_TYPE_LABELS, SERVICE_TYPES } from '@trato/domain/services/types';

/** The `<option>`s of a 'Tipo de servicio' select, in the catalogue's order and words. */
export function ServiceTypeOptions() {
  return SERVICE_TYPES.map((t) => (
    <option key={t} value={t}>
      {SERVICE_TYPE_LABELS[t]}
    </option>
  ));
}

-- Decision 0078: creating and revoking a payment's «Pagar» links write the project's feed. The activity
-- labels of packages/domain (ACTIVITY_LABELS) with the two link entries added; otherwise as migration
-- 0022 (activity-search-text.test.ts holds the copy equal).
CREATE OR REPLACE FUNCTION activity_search_text(t text, d jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE t
    WHEN 'project.created' THEN 'Creó el portal'
    WHEN 'project.updated' THEN 'Actualizó el portal'
    WHEN 'project.published' THEN 'Publicó el portal'
    WHEN 'project.finished' THEN 'Finalizó el portal'
    WHEN 'project.reactivated' THEN 'Reactivó el portal'
    WHEN 'project.duplicated' THEN 'Duplicó el portal'
    WHEN 'project.deleted' THEN 'Movió el portal a la papelera'
    WHEN 'project.recovered' THEN 'Recuperó el portal'
    WHEN 'project.access_sent' THEN 'Envió el acceso al portal por correo'
    WHEN 'stage.created' THEN 'Agregó la etapa'
    WHEN 'stage.updated' THEN 'Actualizó la etapa'
    WHEN 'stage.deleted' THEN 'Eliminó la etapa'
    WHEN 'payment.paid' THEN 'Marcó como pagado'
    WHEN 'payment.pending' THEN 'Marcó como pendiente'
    WHEN 'payment.added' THEN 'Agregó el pago'
    WHEN 'payment.updated' THEN 'Editó el pago'
    WHEN 'payment.removed' THEN 'Eliminó el pago'
    WHEN 'payment.reminder_sent' THEN 'Envió un recordatorio del pago'
    WHEN 'payment.transfer_reported' THEN 'Informó una transferencia del pago'
    WHEN 'payment.transfer_rejected' THEN 'Rechazó la transferencia del pago'
    WHEN 'payment.link_created' THEN 'Creó un enlace de pago para'
    WHEN 'payment.links_revoked' THEN 'Revocó los enlaces de pago de'
    WHEN 'file.uploaded' THEN 'Subió el archivo'
    WHEN 'file.deleted' THEN 'Eliminó el archivo'
    WHEN 'proposal.created' THEN 'Creó la cotización'
    WHEN 'proposal.updated' THEN 'Actualizó la cotización'
    WHEN 'proposal.finished' THEN 'Terminó la cotización'
    WHEN 'proposal.sent' THEN 'Envió la cotización'
    WHEN 'proposal.status_changed' THEN 'Cambió el estado de la cotización'
    WHEN 'proposal.duplicated' THEN 'Duplicó la cotización'
    WHEN 'proposal.deleted' THEN 'Movió la cotización a la papelera'
    WHEN 'proposal.recovered' THEN 'Recuperó la cotización'
    WHEN 'services.quote_requested' THEN 'Pidió cotizar'
    WHEN 'collections.identity_updated' THEN 'Actualizó los datos del negocio para cobrar'
    WHEN 'collections.bank_account_added' THEN 'Agregó la cuenta bancaria'
    WHEN 'collections.bank_account_updated' THEN 'Editó la cuenta bancaria'
    WHEN 'collections.bank_account_removed' THEN 'Eliminó la cuenta bancaria'
    WHEN 'collections.provider_connected' THEN 'Conectó el medio de pago'
    WHEN 'collections.provider_replaced' THEN 'Reemplazó las credenciales del medio de pago'
    WHEN 'collections.provider_removed' THEN 'Desconectó el medio de pago'
    ELSE 'Registró una actividad'
  END || coalesce(' «' || coalesce(nullif(d ->> 'name', ''), nullif(d ->> 'stage_name', ''), nullif(d ->> 'payment_name', ''),
    nullif(d ->> 'file_name', ''), nullif(d ->> 'original_name', ''),
    CASE WHEN jsonb_typeof(d -> 'services') = 'array'
      THEN nullif(array_to_string(ARRAY(SELECT e FROM jsonb_array_elements_text(d -> 'services') AS e WHERE e <> ''), ', '), '') END) || '»', '') $$;
--> statement-breakpoint
-- No row of the new types can predate this migration; recomputed anyway so the stored text always
-- follows the function (the trigger of 0011 writes the same).
UPDATE activities SET search_text = activity_search_text(type, data) WHERE type IN ('payment.link_created', 'payment.links_revoked');

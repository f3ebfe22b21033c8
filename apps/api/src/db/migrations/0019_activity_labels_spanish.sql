-- Every activity type has Spanish words (issue 30 §4, decision 0065): the client's quote request
-- (services.quote_requested) was found and shown by search as its raw type. The labels are
-- packages/domain/src/activities/activity-types.ts (ACTIVITY_LABELS, capitalised as a sentence
-- starts; activity-text.ts's activitySearchText); activity-search-text.test.ts fails when the two
-- disagree. A type not listed reads «Registró una actividad», never the type itself. The name of a
-- quote request is the services asked for, joined by commas.
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
    ELSE 'Registró una actividad'
  END || coalesce(' «' || coalesce(nullif(d ->> 'name', ''), nullif(d ->> 'stage_name', ''), nullif(d ->> 'payment_name', ''),
    nullif(d ->> 'file_name', ''), nullif(d ->> 'original_name', ''),
    CASE WHEN jsonb_typeof(d -> 'services') = 'array'
      THEN nullif(array_to_string(ARRAY(SELECT e FROM jsonb_array_elements_text(d -> 'services') AS e WHERE e <> ''), ', '), '') END) || '»', '') $$;
--> statement-breakpoint
-- Recompute the stored text (the trigger of 0011 fires on this update too and writes the same).
UPDATE activities SET search_text = activity_search_text(type, data);

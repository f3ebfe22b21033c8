/** Spanish messages of POST /v1/signatures (docs/api/public-proposals.md). */
export const SIGNATURE_MESSAGES = {
  multipart: 'Envía la firma como formulario (multipart/form-data).',
  signableId: 'Indica la cotización que firmas.',
  signableType: 'Solo se pueden firmar cotizaciones.',
  signatureMissing: 'Dibuja, escribe o carga tu firma.',
  signatureType: 'La firma debe ser una imagen PNG, JPG o WEBP.',
  signatureTooLarge: 'La imagen de la firma puede pesar hasta 2 MB.',
  nameRequired: 'Escribe tu nombre.',
  nameTooLong: 'El nombre puede tener hasta 120 caracteres.',
  emailInvalid: 'Escribe un correo electrónico válido.',
  modeInvalid: 'Elige cómo firmar: dibujar, escribir o cargar.',
  termsRequired: 'Debes aceptar los términos y condiciones para firmar.',
  alreadySigned: 'Esta cotización ya fue firmada.',
  idempotencyKey: 'La clave Idempotency-Key no es válida.',
} as const;

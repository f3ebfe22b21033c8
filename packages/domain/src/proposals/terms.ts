/**
 * The terms of electronic acceptance a client accepts when signing a proposal: the single source of
 * the /terminos page and of what the API shows and freezes. The public proposal shows
 * `{ url: TERMS_URL, version: TERMS_VERSION }`; every signature snapshot freezes `termsText()` with
 * the version, so bump the version whenever a word here changes (older snapshots keep their text).
 */
export const TERMS_VERSION = '2026-11-01';
export const TERMS_URL = '/terminos';
export const TERMS_TITLE = 'Términos de aceptación electrónica';

export const TERMS_SECTIONS: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: '1. Qué aceptas al firmar',
    paragraphs: [
      'Al firmar una cotización en esta página aceptas la propuesta comercial tal como se muestra en ella: su contenido, los servicios, los montos y el plan de pagos. La cotización es emitida por la organización que aparece en su portada, no por Trato, que solo provee la plataforma.',
      'Tu firma expresa tu consentimiento para contratar esos servicios con esa organización en las condiciones descritas. Si tienes dudas, usa los comentarios antes de firmar.',
    ],
  },
  {
    title: '2. Firma electrónica',
    paragraphs: [
      'Puedes firmar dibujando tu firma, escribiendo tu nombre o subiendo una imagen de tu firma. Aceptas que esa firma electrónica tenga el mismo valor que una firma manuscrita para efectos de esta aceptación, en la medida que la ley aplicable lo permita.',
      'Declaras que eres la persona indicada como firmante o que tienes facultades para aceptar en nombre de la empresa cliente.',
    ],
  },
  {
    title: '3. Evidencia que guardamos',
    paragraphs: [
      'Para que la aceptación pueda verificarse después, al firmar guardamos una copia exacta de lo que viste (contenido, servicios, pagos, totales y estos términos) junto con su huella digital SHA-256, tu nombre y correo, la imagen de tu firma, la fecha y hora (UTC), tu dirección IP y tu navegador.',
      'También registramos en un historial encadenado cuándo se envió, se abrió, se comentó y se firmó la cotización. La copia firmada en PDF incluye un certificado con estos datos.',
    ],
  },
  {
    title: '4. Después de firmar',
    paragraphs: [
      'La cotización firmada ya no puede modificarse. Recibirás por correo un enlace a la copia firmada y, si corresponde, un acceso al portal del proyecto. El enlace de acceso es personal, vale 15 minutos y se usa una sola vez.',
      'Los pagos, plazos y entregables se rigen por lo descrito en la cotización y por lo que acuerdes directamente con la organización emisora.',
    ],
  },
  {
    title: '5. Rechazo y comentarios',
    paragraphs: [
      'Si la cotización no te acomoda puedes rechazarla y contar por qué; la organización podrá enviarte una versión revisada. Tus comentarios son visibles para la organización y para quienes tengan acceso a esta cotización.',
    ],
  },
  {
    title: '6. Tus datos',
    paragraphs: [
      'Tus datos se usan solo para gestionar esta cotización y el proyecto que resulte de ella, y se conservan mientras sean necesarios como respaldo de la aceptación. Puedes pedir información sobre ellos a la organización emisora.',
    ],
  },
];

/** The whole page as plain text (title, then each section and its paragraphs), as a snapshot freezes it. */
export function termsText(): string {
  return [TERMS_TITLE, ...TERMS_SECTIONS.flatMap((section) => [section.title, ...section.paragraphs])].join('\n\n');
}

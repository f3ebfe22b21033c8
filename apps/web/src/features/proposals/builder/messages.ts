/** Spanish strings of the proposal builder (/proposals/{id}/edit#step-N). */
export const BUILDER_MESSAGES = {
  pageTitle: 'Nueva cotización',
  breadcrumbProposals: 'Cotizaciones',
  untitled: 'Cotización sin nombre',
  stepsLabel: 'Pasos de la cotización',
  stepOf: (n: number, total: number) => `Paso ${n} de ${total}`,
  stepNamed: (n: number, total: number, name: string) => `Paso ${n} de ${total} · ${name}`,
  goToStep: (n: number, name: string) => `Ir al paso ${n}: ${name}`,
  previous: 'Anterior',
  next: 'Siguiente',
  finish: 'Finalizar',
  toDashboard: 'Ir al inicio',
  loadError: 'No pudimos cargar la cotización.',
  retry: 'Reintentar',
  notEditable: 'Esta cotización ya fue aceptada: su contenido, servicios y pagos no se pueden cambiar.',

  // Autosave (the status itself is the pricing steps' SaveStatus)
  saveFailedToast: 'No pudimos guardar tus cambios, así que seguimos en este paso.',

  // Step 1: Cliente
  clientIntro: 'Elige a quién le enviarás esta cotización.',
  clientRequired: 'Elige un cliente o crea uno nuevo para continuar.',
  chooseExisting: 'Seleccionar cliente',
  chooseExistingText: 'Busca entre los clientes que ya tienes.',
  chooseNew: 'Nuevo cliente',
  chooseNewText: 'Crea el cliente con su empresa y su logo.',
  changeClient: 'Cambiar cliente',
  searchLabel: 'Buscar cliente',
  searchPlaceholder: 'Nombre, empresa o correo…',
  searchEmpty: 'No encontramos clientes con ese nombre.',
  noClientsYet: 'Aún no tienes clientes. Crea el primero.',
  searchError: 'No pudimos buscar clientes.',
  pick: 'Elegir',
  person: 'Persona',
  noContact: 'Sin contacto',
  clientLinked: (name: string) => `${name} es el cliente de esta cotización.`,
  newClientHint: 'Completa los datos y pulsa Siguiente: crearemos el cliente y lo asociaremos a esta cotización.',
  createAndContinue: 'Crear cliente y continuar',
  clientCreated: 'Cliente creado y asociado a la cotización.',

  // Step 2: Solicitud
  requestTitle: 'Solicitud del cliente',
  requestIntro: 'Lo que el cliente te pidió, con sus palabras. Te servirá de guía para cotizar.',
  requestLabel: 'Solicitud',
  requestPlaceholder: 'Escribe o pega aquí lo que pidió el cliente…',

  // Step 3: Cotización
  quoteTitle: 'Cotización',
  quoteIntro: 'El nombre, la portada, la vigencia y el contenido que leerá tu cliente.',
  name: 'Nombre de la cotización',
  namePlaceholder: 'Ej.: Rediseño del sitio web',
  cover: 'Portada',
  coverAlt: 'Vista previa de la portada',
  coverHint: 'Se muestra arriba de la cotización. Si no eliges una, usamos una por defecto.',
  removeCover: 'Quitar portada',
  chooseCover: 'Elegir imagen de portada',
  changeCover: 'Cambiar imagen',
  uploading: 'Subiendo…',
  imageFormats: 'PNG, JPG, WEBP o GIF. Máximo 5 MB.',
  validUntil: 'Válida hasta',
  validUntilHint: 'Opcional. Después de esta fecha la cotización aparece vencida.',
  contentTitle: 'Contenido',
  contentLabel: 'Contenido de la cotización',
  contentPlaceholder: 'Escribe el contenido. Pulsa «/» en una línea vacía para añadir títulos, listas, imágenes o tablas…',
  imageTooLarge: 'La imagen no puede superar los 5 MB.',
  imageWrongType: 'Elige una imagen PNG, JPG, WEBP o GIF.',

  // Step 4
  paymentsTitle: 'Hitos y pagos',
  paymentsIntro: 'Elige cómo te pagarán. Los pagos siempre suman el total: al cambiar uno, la diferencia pasa al pago vecino.',

  // Step 5
  previewTitle: 'Previsualizar',
  previewIntro: 'Así verá tu cliente la cotización. Si todo está bien, pulsa Finalizar.',

  // Step 6
  doneTitle: 'Cotización lista',
  doneText: (name: string) => `«${name}» quedó guardada como borrador. Ya puedes verla y compartirla con tu cliente.`,
  view: 'Ver cotización',
  share: 'Compartir',

  // Plan limit (SPEC §8)
  limitNote: 'Tu cotización quedó guardada como borrador y podrás finalizarla cuando actualices tu plan.',
} as const;

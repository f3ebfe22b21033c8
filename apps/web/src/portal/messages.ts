import { NOTIFICATION_MESSAGES } from '../features/notifications/messages.ts';

/** Spanish strings of the client portal (SPEC §1, §2.2, §8 quoted exactly). */
export const PORTAL_MESSAGES = {
  title: 'Portal de cliente',
  loading: 'Cargando tu portal…',
  retry: 'Reintentar',
  loadFailedTitle: 'No pudimos cargar tu portal',
  pageNotFoundTitle: 'Esta página no existe',
  pageNotFoundText: 'Revisa el enlace o vuelve al inicio de tu portal.',
  backHome: 'Ir al inicio',

  // Greeting (SPEC §1)
  hello: (name: string) => `Hola ${name}`,
  intro: 'Este es tu portal para revisar y compartir comentarios, información y archivos.',

  // Navigation (SPEC §2.2)
  navLabel: 'Secciones del portal',
  morePortals: 'Más portales',
  morePortalsEmpty: 'No tienes otros portales.',
  externalHelp: 'Ayuda',
  newTab: '(se abre en una pestaña nueva)',
  logout: 'Salir',
  loggingOut: 'Saliendo…',
  account: 'Tu cuenta',
  darkMode: 'Modo oscuro',
  lightMode: 'Modo claro',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',

  // Login (SPEC §2.2, §4, §7)
  loginTitle: 'Entra a tu portal',
  loginText: 'Escribe tu correo para continuar.',
  /** Before the provider's name on /c/login: «Portal de clientes de {name}». */
  loginBrandLead: 'Portal de clientes de',
  email: 'Correo electrónico',
  password: 'Contraseña',
  continue: 'Continuar',
  checking: 'Revisando…',
  login: 'Entrar',
  loggingIn: 'Entrando…',
  sendLink: 'Envíame un enlace de acceso',
  sendLinkInstead: 'Prefiero recibir un enlace por correo',
  sending: 'Enviando…',
  linkSent: 'Si el correo tiene acceso, te llegará un enlace en unos minutos. Es válido por 15 minutos y se usa una sola vez.',
  noPasswordYet: 'Aún no tienes contraseña: te enviaremos un enlace de acceso a tu correo.',
  otherEmail: 'Usar otro correo',
  orContinue: 'o continúa con',
  google: 'Continuar con Google',
  googleFailed: 'No pudimos iniciar sesión con Google. Inténtalo de nuevo.',
  usingLink: 'Abriendo tu portal…',
  googleFailedTitle: 'No pudimos entrar con Google',
  linkFailedTitle: 'El enlace ya no sirve',
  authenticatedAs: (email: string) => `Sesión iniciada como ${email}`,

  // Unauthorized
  unauthorizedTitle: 'No tienes acceso a este portal',
  unauthorizedText: 'El portal no existe o no fue compartido contigo. Si crees que es un error, pide acceso a quien te lo envió.',
  goToMyPortal: 'Ir a mi portal',
  signInAgain: 'Entrar con otra cuenta',

  // Dashboard without projects
  noProjectsTitle: 'Aún no tienes portales',
  noProjectsText: 'Cuando tu proveedor comparta un portal contigo, aparecerá aquí.',

  // Inicio
  summary: 'Resumen',
  stages: 'Etapas del proyecto',
  stagesEmpty: 'Tu proveedor aún no ha definido las etapas.',
  progress: (n: number) => `${n}% completado`,
  overallProgress: 'Avance del proyecto',
  recentFiles: 'Archivos recientes',
  seeAllFiles: 'Ver todos los archivos',
  nextPayment: 'Próximo pago',
  allPaid: 'Todos los pagos están al día.',
  stageDates: (from: string, to: string) => `${from} – ${to}`,

  // Archivos
  filesTitle: 'Archivos',
  filesIntro: 'Los archivos que comparten tú y tu proveedor en este portal.',
  filesEmpty: 'Aún no hay archivos. Sube el primero con el botón de arriba.',
  filesEmptyReadOnly: 'Aún no hay archivos.',
  upload: 'Subir archivos',
  uploading: (name: string) => `Subiendo ${name}`,
  uploaded: (n: number) => (n === 1 ? 'Archivo subido' : `${n} archivos subidos`),
  uploadFailed: (name: string) => `No se pudo subir ${name}`,
  uploadRule: (types: string, max: string) => `Formatos permitidos: ${types}. Máximo ${max} por archivo.`,
  uploadWrongType: (name: string, types: string) => `${name} no se puede subir: solo se aceptan ${types}.`,
  uploadTooLarge: (name: string, max: string) => `${name} supera el máximo de ${max} por archivo.`,
  download: (name: string) => `Descargar ${name}`,
  downloadFailed: 'Error al descargar el archivo',
  uploadedBy: { portal: 'Subido por ti', admin: 'Subido por tu proveedor', customer: 'Subido por ti' } as Record<string, string>,
  fileSize: (kb: string) => kb,

  // Pagos
  paymentsTitle: 'Pagos',
  paymentsIntro: 'El plan de pagos del proyecto y su estado.',
  paymentsEmpty: 'Este portal no tiene pagos.',
  paid: 'Pagado',
  pending: 'Pendiente',
  dueAt: (date: string) => `Vence el ${date}`,
  noDueDate: 'Sin fecha',
  share: (percent: string) => `${percent}% del total`,
  total: 'Total',
  paidTotal: 'Pagado',
  pendingTotal: 'Por pagar',

  // Servicios
  servicesTitle: 'Servicios',
  servicesIntro: 'Lo que incluye tu proyecto y los servicios adicionales que puedes pedir.',
  servicesEmpty: 'Este portal no tiene servicios.',
  included: 'Incluidos',
  optional: 'Opcionales',
  optionalHint: 'Marca los que te interesan y pide una cotización.',
  requestQuote: 'Solicitar cotización',
  requesting: 'Enviando…',
  quoteSent: 'Solicitud enviada: tu proveedor te contactará con la cotización.',
  quoteFailed: 'No pudimos enviar la solicitud. Inténtalo de nuevo.',
  selectOne: 'Elige al menos un servicio.',
  quoteAlreadyRequested: 'Cotización solicitada',
  quantity: (n: string) => `Cantidad: ${n}`,

  // Contrato
  contractTitle: 'Contrato',
  contractIntro: 'La cotización firmada, tal como quedó aceptada.',
  contractEmpty: 'Este portal aún no tiene un contrato firmado.',
  certificate: 'Certificado de firma',
  signedBy: (name: string) => `Firmado por ${name}`,
  signedAt: (date: string) => `Fecha de firma: ${date}`,
  signedAtUtc: (date: string) => `En UTC: ${date}`,
  signedEmail: (email: string) => `Correo: ${email}`,
  documentHash: 'Huella del documento',
  downloadSigned: 'Descargar PDF firmado',

  // Calendario
  calendarTitle: 'Calendario',
  calendarIntro: 'Pagos y etapas del proyecto, mes a mes.',
  previousMonth: 'Mes anterior',
  nextMonth: 'Mes siguiente',
  today: 'Hoy',
  paymentEvent: (name: string) => `Pago: ${name}`,
  stageEvent: (name: string) => `Etapa: ${name}`,
  monthEmpty: 'No hay pagos ni etapas este mes.',
  legendPayment: 'Pago',
  legendStage: 'Etapa',

  // Ayuda
  helpTitle: 'Ayuda',
  helpIntro: 'Cómo funciona tu portal y cómo hablar con tu proveedor.',
  howTitle: 'Cómo funciona tu portal',
  helpSteps: [
    { title: 'Inicio', text: 'El resumen del proyecto: en qué etapa va, los últimos archivos y la conversación con tu proveedor.' },
    { title: 'Archivos', text: 'Descarga lo que te comparten y sube lo que te pidan: puedes elegir varios archivos a la vez.' },
    { title: 'Pagos', text: 'Cada pago del plan con su monto, fecha y estado. «Pagar» ofrece los medios de tu proveedor (en línea o por transferencia) y cada pago recibido trae su recibo.' },
    { title: 'Servicios', text: 'Lo que incluye el proyecto. Si hay servicios opcionales, márcalos y pide una cotización.' },
    { title: 'Contrato', text: 'La cotización que firmaste, con su certificado y el PDF firmado para descargar.' },
    { title: 'Calendario', text: 'Las fechas de pagos y etapas, mes a mes.' },
  ],
  contactTitle: 'Habla con tu proveedor',
  contactText: 'Escribe un comentario en el Inicio de tu portal: tu proveedor lo recibe al instante y te responde ahí mismo.',
  contactWrite: 'Escribir un comentario',
  contactEmail: (email: string) => `O escríbele a ${email}`,
  accessTitle: 'Tu acceso',
  accessText: 'Entras con un enlace que llega a tu correo (válido 15 minutos, se usa una vez), con Google o con una contraseña que puedes crear desde el menú de tu cuenta.',

  // Cotizaciones
  proposalsTitle: 'Cotizaciones',
  proposalsText: 'Tus cotizaciones firmadas se convierten en portales: los encuentras en «Más portales».',

  // Comments
  commentsTitle: 'Comentarios',
  commentsLoading: 'Cargando comentarios…',
  commentsEmpty: 'Aún no hay comentarios. Escribe a tu proveedor aquí.',
  commentLabel: 'Comentario',
  commentPlaceholder: 'Escribe tu comentario…',
  send: 'Enviar comentario',

  // Password
  createPassword: 'Crear contraseña',
  passwordTitle: 'Crear contraseña',
  passwordText: 'Con una contraseña puedes entrar a tu portal sin esperar un enlace por correo.',
  newPassword: 'Nueva contraseña',
  passwordHint: 'Mínimo 10 caracteres.',
  changePassword: 'Cambiar contraseña',
  currentPassword: 'Contraseña actual',
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  passwordSaved: 'Contraseña creada',

  // Notifications
  notifications: 'Notificaciones',
  notificationsEmpty: 'No tienes notificaciones.',
  notificationsFailed: 'No pudimos cargar las notificaciones.',
  unread: (n: number) => (n > 9 ? '9+' : String(n)),
  /** The bell's accessible name: the count a screen reader cannot see on the badge. */
  bellLabel: (n: number) => (n === 0 ? 'Notificaciones' : NOTIFICATION_MESSAGES.bellUnread(n)),

  // Staff view
  readOnly: 'Solo lectura',
} as const;

/** Spanish strings of the public proposal page (SPEC §2.7, §2.8; where the spec's words slipped, decision 0065). */
export const PUBLIC_MESSAGES = {
  loading: 'Cargando cotización…',
  notFoundTitle: 'No encontramos esta cotización',
  notFoundText: 'El enlace puede estar incompleto, o la cotización ya no está disponible. Pide a quien te la envió un enlace nuevo.',
  pageNotFoundTitle: 'Esta página no existe',
  loadFailedTitle: 'No pudimos cargar la cotización',
  retry: 'Reintentar',
  poweredBy: 'Cotización hecha con Trato',
  termsLink: 'Términos de aceptación electrónica',

  // Banners
  demoBannerLabel: 'Aviso de demostración',
  demoBanner: 'Esta es una cotización de ejemplo: así verán tus clientes las tuyas.',
  demoSignUp: 'Crea tu cuenta gratis',
  expired: (date: string) => `Esta cotización venció el ${date}.`,
  expiredHint: (org: string) => `Ya no se puede aceptar. Pide a ${org} una fecha nueva en los comentarios: cuando la extienda, podrás aceptarla aquí mismo.`,
  acceptedBanner: (date: string | null) => (date ? `Cotización aceptada el ${date}.` : 'Cotización aceptada.'),
  signedBy: (name: string) => `Firmada por ${name}`,
  declinedBanner: 'Gracias por tu respuesta',
  declinedHint: (org: string) => `Se solicitaron modificaciones: ${org} revisará lo que nos contaste y te escribirá con una versión con los cambios.`,

  // Sender card (issue 32 §1)
  senderLabel: 'Quién envía esta cotización',
  senderTitle: 'Enviada por',
  senderEmail: 'Correo',
  senderPhone: 'Teléfono',

  // The closing summary (desktop and phone): what it costs, until when, and the accept button
  closingLabel: 'Resumen de la cotización',
  closingTitle: '¿Todo en orden?',
  closingTotal: 'Total',
  closingValidUntil: (day: string) => `Válida hasta el ${day}`,
  closingText: 'Al aceptar firmas la cotización en línea; te enviamos una copia firmada.',

  // Actions (SPEC §2.7)
  actionsLabel: 'Acciones de la cotización',
  accept: 'Aceptar cotización',
  contact: 'Contactar',
  downloadPng: 'Descargar PNG',
  downloadPdf: 'Descargar PDF',
  moreActions: 'Más acciones',
  viewPdf: 'Ver como PDF',
  decline: 'Rechazar cotización',
  downloadFailed: 'Error al descargar el archivo',
  working: 'Preparando…',

  // Decline modal (SPEC §2.8, its title and confirm button say what happens: decision 0065)
  declineTitle: 'Rechazar cotización',
  declineText: 'La cotización quedará rechazada y el equipo recibirá tu mensaje. Si nos cuentas qué cambiarías (el precio, el alcance, los plazos), podremos preparar una versión nueva.',
  declineLabel: 'Qué cambiarías (opcional)',
  declinePlaceholder: 'Escribe qué te gustaría cambiar…',
  cancel: 'Cancelar',
  confirmDecline: 'Rechazar cotización',
  confirm: 'Aceptar',
  declining: 'Rechazando…',
  close: 'Cerrar',

  // Signed (SPEC §2.8)
  signedTitle: '¡Felicidades! La cotización se ha firmado correctamente',
  signedText: 'Te contactaremos pronto para comenzar.',
  signatureLoadFailed: 'No pudimos abrir la firma. Recarga la página e inténtalo de nuevo.',

  // Comments
  commentsTitle: 'Comentarios',
  commentsIntro: '¿Tienes dudas o quieres ajustar algo? Escríbenos aquí.',
  commentsLoading: 'Cargando comentarios…',
  commentsEmpty: 'Aún no hay comentarios. Sé el primero en escribir.',
  commentsFailed: 'No pudimos cargar los comentarios.',
  commentLabel: 'Comentario',
  commentPlaceholder: 'Escribe tu comentario…',
  nameLabel: 'Tu nombre',
  emailLabel: 'Tu correo',
  send: 'Enviar comentario',
  sending: 'Enviando…',
  deleteComment: 'Eliminar comentario',
  react: (emoji: string) => `Reaccionar con ${emoji}`,
  reactionsLabel: 'Reacciones',
  authorStaff: 'Equipo',
  authorCustomer: 'Cliente',
  commentTooLong: (max: number) => `Máximo ${max} caracteres.`,

  // Accepted page
  acceptedTitle: '¡Gracias! Tu cotización quedó aceptada',
  acceptedText: 'Guardamos una copia firmada y te la enviamos por correo.',
  downloadSigned: 'Descargar copia firmada',
  downloadingSigned: 'Descargando…',
  nextTitle: 'Qué sigue',
  nextSteps: [
    'El equipo recibió tu firma y te contactará pronto para comenzar.',
    'En tu portal verás el avance, los pagos y los archivos del proyecto.',
    'Puedes descargar la copia firmada cuando quieras.',
  ],
  goToPortal: 'Ir a mi portal',
  portalByEmail: 'Te enviamos por correo el enlace para entrar a tu portal.',
  goingToPortal: 'Entrando…',
  backToProposal: 'Ver la cotización',
  requestNewLink: 'Pedir un enlace nuevo',

  // Login page
  loginTitle: 'Entra a tu portal',
  loginText: 'Te enviaremos un enlace de acceso a tu correo. Es válido por 15 minutos y se usa una sola vez.',
  loginEmail: 'Correo electrónico',
  loginSend: 'Enviar enlace de acceso',
  loginSent: 'Si el correo tiene acceso, te llegará un enlace en unos minutos.',

  // PDF page
  pdfTitle: 'Cotización en PDF',
  pdfOpen: 'Abrir el PDF',
  pdfBack: 'Volver a la cotización',
} as const;

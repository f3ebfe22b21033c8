/** Spanish strings of the demo page (/p/{slug}/demo), where signing a sample proposal leads. */
export const DEMO_MESSAGES = {
  documentTitle: 'Así funciona Trato',
  badge: 'Cotización de ejemplo',
  title: 'Esta cotización es de ejemplo: no se firmó',
  intro: (proposal: string, organization: string) =>
    `«${proposal}» es parte del espacio de demostración de ${organization}. Así se ve una cotización hecha con Trato; con una real, tu cliente la habría firmado aquí mismo.`,
  afterTitle: 'Lo que habría pasado al firmar',
  afterSteps: [
    'La firma queda registrada con nombre, correo, fecha, hora, IP y una copia congelada de lo que se aceptó.',
    'El cliente recibe por correo el PDF firmado, con su certificado y el registro de auditoría.',
    'Se abre su portal: etapas del proyecto, archivos, pagos y una conversación con tu equipo.',
    'Tu equipo recibe un aviso al instante, en la campana y por correo.',
  ],
  whatTitle: '¿Qué es Trato?',
  whatText:
    'Trato es la herramienta para crear cotizaciones atractivas, enviarlas con un enlace, saber cuándo las abren, recibir la firma electrónica y llevar después el proyecto con tu cliente en un portal.',
  signUp: 'Crea tu cuenta gratis',
  back: 'Volver a la cotización',
} as const;

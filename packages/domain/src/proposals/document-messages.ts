/**
 * Spanish strings of the proposal as a document (cover, content, services, payment plan): the same
 * words on screen (the web's ProposalDocument) and in the server-rendered PDF.
 */
/** What a proposal or portal without a name is called everywhere (SPEC §2.7 says 'Untitled': decision 0065). */
export const UNTITLED = 'Sin título';

export const DOCUMENT_MESSAGES = {
  untitled: UNTITLED,
  documentLabel: 'Cotización',
  validUntil: (date: string) => `Válida hasta el ${date}`,
  preparedFor: 'Preparada para',
  coverLabelWithDate: (text: string, date: string) => `${text} el ${date}`,
  servicesTitle: 'Servicios',
  serviceCol: 'Servicio',
  quantityCol: 'Cantidad',
  valueCol: 'Valor',
  totalCol: 'Total',
  grandTotal: 'Total',
  summaryTotal: 'Total de la cotización',
  noServices: 'Esta cotización aún no tiene servicios.',
  paymentsTitle: 'Hitos y pagos',
  paymentCol: 'Pago',
  percentCol: '%',
  amountCol: 'Monto',
  dueCol: 'Vencimiento',
  noDueDate: 'Sin fecha',
  paid: 'Pagado',
  pending: 'Pendiente',
  installments: 'En cuotas',
} as const;

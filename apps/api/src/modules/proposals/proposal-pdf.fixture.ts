import type { ContentData } from '@trato/domain/proposals/content';
import type { ProposalDto } from '@trato/domain/proposals/dto';
import { blankProposalDto } from '@trato/domain/proposals/testing';

/** Editor.js content with one block of every type (the image block points at `imageUrl`). */
export function richContent(imageUrl = '/api/files/project_content_images/AAAAAAAAAAAAAAAAAAAAAAAA.png'): ContentData {
  return {
    blocks: [
      { type: 'header', data: { text: 'Propuesta de diseño y desarrollo', level: 4 } },
      { type: 'paragraph', data: { text: 'Diseñaremos una <b>identidad</b> que refleje la tradición de la <i>panadería</i>, con <mark class="cdx-marker">entrega en seis semanas</mark> y una reunión de revisión cada viernes. Más información en <a href="https://trato.app">nuestro sitio</a> &amp; ¿preguntas? ¡Escríbenos!' } },
      { type: 'header', data: { text: 'Alcance', level: 5 } },
      {
        type: 'list',
        data: {
          style: 'ordered',
          meta: { counterType: 'numeric' },
          items: [
            { content: 'Investigación y <b>entrevistas</b>', meta: {}, items: [{ content: 'Dueños y equipo de ventas', meta: {}, items: [] }] },
            { content: 'Propuestas de logotipo', meta: {}, items: [] },
          ],
        },
      },
      { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: 'Paleta de colores', meta: {}, items: [] }, { content: 'Tipografías', meta: {}, items: [] }] } },
      { type: 'checklist', data: { items: [{ text: 'Briefing aprobado', checked: true }, { text: 'Manual de marca entregado', checked: false }] } },
      { type: 'delimiter', data: {} },
      { type: 'table', data: { withHeadings: true, content: [['Etapa', 'Duración'], ['Diagnóstico', '2 semanas'], ['Diseño', '4 semanas']] } },
      { type: 'image', data: { file: { url: imageUrl }, caption: 'Moodboard de la campaña', withBorder: false, stretched: false, withBackground: false } },
    ],
  };
}

/** A complete ProposalDto (CLP, three services, one with subservices, a 50/50 plan). */
export function proposalFixture(overrides: Partial<ProposalDto> = {}): ProposalDto {
  const id = '00000000-0000-4000-8000-000000000001';
  const sub = (key: string, name: string, type: 'hours' | 'files', quantity: string, value: string, total: string, position: number) => ({
    key,
    name,
    description: '',
    type,
    quantity,
    quantity_type: type === 'hours' ? 'horas' : 'piezas',
    value,
    value_type: null,
    total,
    position,
  });
  return blankProposalDto({
    id,
    name: 'Rediseño de marca para Panadería Ñuñoa',
    code: 'COT-2026-0042',
    status: 'SENT',
    status_label: 'Enviado',
    proposal_statuses: ['Enviado'],
    slug: 'x7k2m9q4w8e1r5t3',
    links: { public: 'http://trato.test/p/x7k2m9q4w8e1r5t3' },
    company: { id: '00000000-0000-4000-8000-000000000002', name: 'Panadería Ñuñoa', logo: null },
    client: { name: 'Panadería Ñuñoa', logo: null, is_person: false, contact: { id: '00000000-0000-4000-8000-000000000003', name: 'Marta Núñez', email: 'marta@panaderianunoa.cl', phone: null } },
    total: '1370000.00',
    valid_until_at: '2026-12-15T00:00:00.000Z',
    sent_at: '2026-11-20T15:00:00.000Z',
    created_at: '2026-11-18T15:00:00.000Z',
    updated_at: '2026-11-20T15:00:00.000Z',
    content: richContent(),
    organization: {
      name: 'Estudio Creativo Añil',
      logo: null,
      logo_dark: null,
      primary_color: '#1d4ed8',
      time_zone: 'America/Santiago',
      identity: {
        legal_name: 'Añil Diseño SpA',
        tax_country: 'CL',
        tax_id: '76123456-7',
        tax_id_label: 'RUT',
        address: 'Av. Providencia 1234, Santiago',
        contact_email: 'hola@estudioanil.cl',
        contact_phone: '+56 9 1234 5678',
      },
    },
    services: [
      { id: 's1', key: 'aaaaa', service_id: null, name: 'Diseño de logotipo', description: 'Tres propuestas y dos rondas de ajustes.', type: 'simple', quantity: '1.00', quantity_type: null, value: '1.00', value_type: null, total: '350000.00', position: 0, subservices: [] },
      { id: 's2', key: 'bbbbb', service_id: null, name: 'Consultoría de marca', description: '', type: 'hours', quantity: '8.00', quantity_type: 'horas', value: '45000.00', value_type: null, total: '360000.00', position: 1, subservices: [] },
      {
        id: 's3',
        key: 'ccccc',
        service_id: null,
        name: 'Plan mensual de redes sociales',
        description: '',
        type: 'control',
        quantity: '13.00',
        quantity_type: null,
        value: '75000.00',
        value_type: null,
        total: '660000.00',
        position: 2,
        subservices: [sub('s3a', 'Publicaciones', 'files', '12.00', '25000.00', '300000.00', 0), sub('s3b', 'Horas de gestión', 'hours', '12.00', '30000.00', '360000.00', 1)],
      },
    ],
    totals: {
      total: '1370000.00',
      by_type: [
        { type: 'simple', total: '350000.00' },
        { type: 'hours', total: '360000.00' },
        { type: 'control', total: '660000.00' },
      ],
    },
    payments: {
      type: null,
      plan: 'fiftyFifty',
      payments: [
        { id: 'p1', key: 'k1', name: 'Anticipo', amount_type: 'CLP', amount: '685000.00', percent: '50.00', position: 0, status: 'paid', due_at: '2026-11-22T00:00:00.000Z', project_id: id },
        { id: 'p2', key: 'k2', name: 'Entrega', amount_type: 'CLP', amount: '685000.00', percent: '50.00', position: 1, status: 'pending', due_at: '2026-12-06T00:00:00.000Z', project_id: id },
      ],
    },
    form_step: 6,
    ...overrides,
  });
}

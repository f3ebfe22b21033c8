import type { PaymentDto, ProposalDto, ProposalServiceDto } from '@trato/domain/proposals/dto';

/** Test data: a proposal as GET /v1/proposal-form/{id} answers it, with overrides. */
export function proposalFixture(overrides: Partial<ProposalDto> = {}): ProposalDto {
  return {
    id: '0b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f10',
    type: 'proposal',
    name: 'Sitio web',
    status: 'init',
    status_label: 'Sin terminar',
    proposal_statuses: [],
    slug: 'abc',
    links: { public: 'http://localhost/p/abc' },
    line_id: null,
    line: null,
    company_id: null,
    company: null,
    client: null,
    currency_code: 'CLP',
    total: '0.00',
    cover_url: null,
    valid_until_at: null,
    sent_at: null,
    accepted_at: null,
    declined_at: null,
    created_at: '2026-11-22T00:00:00.000Z',
    updated_at: '2026-11-22T00:00:00.000Z',
    deleted_at: null,
    request: null,
    content: null,
    cover: { full_path: null },
    declined_reason: null,
    organization: { name: 'Estudio', logo: null, logo_dark: null, primary_color: '#1d4ed8' },
    services: [],
    totals: { total: '0.00', by_type: [] },
    payments: { type: null, plan: null, payments: [] },
    form_step: 3,
    editable: true,
    visitLogs: [],
    comments_count: 0,
    signature: null,
    project: null,
    ...overrides,
  };
}

export function serviceFixture(overrides: Partial<ProposalServiceDto> = {}): ProposalServiceDto {
  return {
    id: 'svc-1',
    key: 'aaaaa',
    service_id: null,
    name: 'Diseño',
    description: '',
    type: 'hours',
    quantity: '10.00',
    quantity_type: null,
    value: '25000.00',
    value_type: null,
    total: '250000.00',
    position: 0,
    subservices: [],
    ...overrides,
  };
}

export function paymentFixture(overrides: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 'pay-1',
    key: 'p1',
    name: 'Anticipo',
    amount_type: 'CLP',
    amount: '400000.00',
    percent: '40.00',
    position: 0,
    status: 'pending',
    due_at: '2026-11-22T00:00:00.000Z',
    project_id: '0b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f10',
    ...overrides,
  };
}

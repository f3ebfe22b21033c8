import type { PaymentDto, ProposalDto, ProposalServiceDto } from '@trato/domain/proposals/dto';
import { blankProposalDto } from '@trato/domain/proposals/testing';

/** Test data: a proposal as GET /v1/proposal-form/{id} answers it, with overrides. */
export function proposalFixture(overrides: Partial<ProposalDto> = {}): ProposalDto {
  return blankProposalDto(overrides);
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

import { describe, expect, it } from 'vitest';
import { SERVICE_MESSAGES } from '../services/schemas.ts';
import { limitReachedMessage, PROPOSAL_MESSAGES, proposalListQuerySchema, proposalStatusSchema, proposalUpdateSchema } from './schemas.ts';

/** The messages per field path of a failed parse. */
function errors(input: unknown): Record<string, string[]> {
  const result = proposalUpdateSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('proposalUpdateSchema', () => {
  it('accepts an empty body (every field optional) and trims the name', () => {
    expect(proposalUpdateSchema.parse({})).toEqual({});
    expect(proposalUpdateSchema.parse({ name: '  Rediseño  ' }).name).toBe('Rediseño');
  });

  it('reads valid-until as a calendar day (midnight UTC) or an ISO date-time; null clears it', () => {
    expect(proposalUpdateSchema.parse({ valid_until_at: '2026-12-31' }).valid_until_at).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(proposalUpdateSchema.parse({ valid_until_at: '2026-12-31T15:30:00-03:00' }).valid_until_at).toEqual(new Date('2026-12-31T18:30:00Z'));
    expect(proposalUpdateSchema.parse({ valid_until_at: null }).valid_until_at).toBeNull();
    for (const bad of ['mañana', '31/12/2026', '2026-13-01', '2026-02-30', '']) expect(errors({ valid_until_at: bad })).toEqual({ valid_until_at: [PROPOSAL_MESSAGES.dateInvalid] });
  });

  it('an empty cover clears it; a cover must look like a stored file', () => {
    expect(proposalUpdateSchema.parse({ cover: '' }).cover).toBeNull();
    expect(proposalUpdateSchema.parse({ cover: '/api/files/project_covers/a.png' }).cover).toBe('/api/files/project_covers/a.png');
    expect(errors({ cover: 'javascript:alert(1)' })).toHaveProperty('cover');
  });

  it('gives Spanish messages per field', () => {
    expect(errors({ name: 'x'.repeat(161), form_step: 0, company_id: 'abc', line_id: 'x' })).toEqual({
      name: [PROPOSAL_MESSAGES.nameTooLong],
      form_step: [PROPOSAL_MESSAGES.stepInvalid],
      company_id: [PROPOSAL_MESSAGES.companyInvalid],
      line_id: [PROPOSAL_MESSAGES.lineInvalid],
    });
  });

  it('checks services with the catalogue rules, plus unique keys and a valid catalogue id', () => {
    expect(errors({ services: [{ name: 'Horas', type: 'hours', value: '1' }] })).toEqual({ 'services.0.quantity': [SERVICE_MESSAGES.quantityRequired] });
    expect(
      errors({
        services: [
          { key: 'abc12', name: 'A', type: 'simple', total: '1' },
          { key: 'abc12', name: 'B', type: 'simple', total: '1', service_id: 'nope' },
        ],
      }),
    ).toEqual({ 'services.1.key': [PROPOSAL_MESSAGES.keyRepeated], 'services.1.service_id': [PROPOSAL_MESSAGES.serviceIdInvalid] });
    const twice = { key: 's1', name: 'Maqueta', type: 'simple', total: '5' };
    expect(errors({ services: [{ name: 'Web', type: 'other', subservices: [twice, twice] }] })).toEqual({ 'services.0.subservices.1.key': [PROPOSAL_MESSAGES.keyRepeated] });
    const parsed = proposalUpdateSchema.parse({ services: [{ name: 'Web', type: 'other', subservices: [{ key: 's1', name: 'Maqueta', type: 'simple', total: '5' }] }] });
    expect(parsed.services?.[0]).toMatchObject({ name: 'Web', subservices: [{ key: 's1', name: 'Maqueta', total: '5' }] });
  });

  it('normalises payments: numbers to text, status lower-cased and pending by default', () => {
    const parsed = proposalUpdateSchema.parse({
      payments: { plan: 'fiftyFifty', payments: [{ key: 'a', name: 'Anticipo', amount: 50, percent: 50, status: 'PAID', due_at: '2026-12-01' }, { key: 'b', name: 'Entrega', amount: '50', percent: '50' }] },
    });
    expect(parsed.payments).toEqual({
      type: null,
      plan: 'fiftyFifty',
      payments: [
        { key: 'a', name: 'Anticipo', amount: '50', percent: '50', status: 'paid', due_at: '2026-12-01' },
        { key: 'b', name: 'Entrega', amount: '50', percent: '50', status: 'pending', due_at: null },
      ],
    });
    expect(errors({ payments: { type: 'weekly', plan: 'x', payments: [{ key: 'a', name: 'A', amount: '1', percent: '1', status: 'maybe' }] } })).toEqual({
      'payments.type': [PROPOSAL_MESSAGES.paymentsTypeInvalid],
      'payments.plan': [PROPOSAL_MESSAGES.planInvalid],
      'payments.payments.0.status': [PROPOSAL_MESSAGES.paymentStatusInvalid],
    });
  });
});

describe('status and list query schemas', () => {
  it('accepts only known statuses', () => {
    expect(proposalStatusSchema.parse({ status: 'SENT' })).toEqual({ status: 'SENT' });
    expect(proposalStatusSchema.safeParse({ status: 'sent' }).success).toBe(false);
  });

  it('defaults the list to proposals and reads trashed as a flag', () => {
    expect(proposalListQuerySchema.parse({})).toEqual({ type: 'proposal', trashed: false });
    expect(proposalListQuerySchema.parse({ trashed: '1', text: ' pan ' })).toMatchObject({ trashed: true, text: 'pan' });
  });
});

describe('limitReachedMessage', () => {
  it('names the plan and its limit, singular and plural', () => {
    expect(limitReachedMessage('Gratis', 3)).toBe('Tu plan Gratis permite 3 cotizaciones activas. Actualiza tu plan para activar más.');
    expect(limitReachedMessage('Mini', 1)).toBe('Tu plan Mini permite 1 cotización activa. Actualiza tu plan para activar más.');
  });
});

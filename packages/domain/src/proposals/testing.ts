import type { ProposalDto } from './dto.ts';
import type { PublicProposalDto } from './public-dto.ts';
import { publicShapeOf } from './public-shape.ts';
import { TERMS_URL, TERMS_VERSION } from './terms.ts';

/**
 * Test data shared by the API and web tests: an unfinished proposal with nothing in it, as
 * GET /v1/proposal-form/{id} answers it. Fixtures pass only the fields their tests are about.
 */
export function blankProposalDto(overrides: Partial<ProposalDto> = {}): ProposalDto {
  return {
    id: '0b0e7c4e-1c1a-4d55-9d37-2f4a8a7e8f10',
    type: 'proposal',
    name: 'Sitio web',
    status: 'init',
    status_label: 'Sin terminar',
    proposal_statuses: [],
    code: null,
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
    organization: { name: 'Estudio', logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago', identity: null },
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

/** The workspace of the tests' public proposal (its links into the portal carry it as `?w=`). */
export const TEST_WORKSPACE_ID = '5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b';

/**
 * The same proposal as the client's page (GET /v1/proposal/{slug}) answers it once sent: open for
 * an answer, no sender card yet. `base` shapes the staff proposal it is made from (as the API does,
 * through publicShapeOf); `overrides` set the public fields.
 */
export function blankPublicProposalDto(overrides: Partial<PublicProposalDto> = {}, base: Partial<ProposalDto> = {}): PublicProposalDto {
  const dto = blankProposalDto({ status: 'SENT', status_label: 'Enviado', ...base });
  return {
    ...publicShapeOf(dto, TEST_WORKSPACE_ID),
    is_demo: false,
    expired: false,
    can_sign: true,
    can_decline: true,
    links: { public: dto.links.public, pdf: `http://localhost/api/v1/proposal/${dto.slug}/pdf` },
    terms: { url: TERMS_URL, version: TERMS_VERSION },
    sender: { person: null, identity: null },
    ...overrides,
  };
}

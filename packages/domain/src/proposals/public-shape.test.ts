import { describe, expect, it } from 'vitest';
import { publicProposalSchema } from './public-dto-schemas.ts';
import { publicShapeOf } from './public-shape.ts';
import { blankProposalDto, blankPublicProposalDto, TEST_WORKSPACE_ID } from './testing.ts';

describe('the public shape of a proposal', () => {
  it('drops what only the team sees and the organization identity (the sender card says it); names the workspace by its id', () => {
    const shown = publicShapeOf(blankProposalDto({ organization: { name: 'Estudio', logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago', identity: null } }), TEST_WORKSPACE_ID);
    for (const staffOnly of ['form_step', 'editable', 'deleted_at', 'line_id', 'line', 'company_id', 'visitLogs', 'comments_count', 'project']) {
      expect(shown).not.toHaveProperty(staffOnly);
    }
    expect(shown.organization).toEqual({ id: TEST_WORKSPACE_ID, name: 'Estudio', logo: null, logo_dark: null, primary_color: '#1d4ed8', time_zone: 'America/Santiago' });
  });

  it('the tests’ public proposal is exactly what the wire schema accepts, with no field left over', () => {
    const dto = blankPublicProposalDto();
    expect(publicProposalSchema.strict().parse(dto)).toEqual(dto);
    expect(publicProposalSchema.shape.organization.strict().parse(dto.organization)).toEqual(dto.organization);
  });
});

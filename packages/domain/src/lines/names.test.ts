import { describe, expect, it } from 'vitest';
import { checkLineName } from './names.ts';
import { lineNameSchema } from './schemas.ts';

describe('checkLineName', () => {
  it('answers as lineNameSchema does: the trimmed name, or the same first message', () => {
    for (const name of ['Diseño web', '  Fotografía  ', '', '   ', '\t\n', 'x'.repeat(80), ` ${'x'.repeat(80)} `, 'x'.repeat(81), 'Ñ'.repeat(79) + '😀', 'Ñ'.repeat(80) + '😀']) {
      const parsed = lineNameSchema.safeParse(name);
      const checked = checkLineName(name);
      if (parsed.success) expect(checked, JSON.stringify(name)).toEqual({ ok: true, name: parsed.data });
      else expect(checked, JSON.stringify(name)).toEqual({ ok: false, error: parsed.error.issues[0]?.message });
    }
  });
});

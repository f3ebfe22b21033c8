import { describe, expect, it } from 'vitest';
import { CONTENT_MESSAGES, contentSchema, hasBlocks } from './content.ts';

const block = (type: string, data: Record<string, unknown> = {}) => ({ type, data });

describe('content (Editor.js data)', () => {
  it('accepts every block type of SPEC §3', () => {
    const content = {
      time: 1,
      version: '2.31.7',
      blocks: [
        block('header', { text: 'Alcance', level: 4 }),
        block('paragraph', { text: 'Texto con <mark class="cdx-marker">marca</mark>' }),
        block('image', { file: { url: '/api/files/x.png' }, caption: '' }),
        block('checklist', { items: [{ text: 'Uno', checked: true }] }),
        block('list', { style: 'unordered', items: [] }),
        block('delimiter'),
        block('table', { withHeadings: true, content: [['a', 'b']] }),
      ],
    };
    expect(contentSchema.safeParse(content).success).toBe(true);
  });

  it('refuses a block type the product does not render, in Spanish', () => {
    const r = contentSchema.safeParse({ blocks: [block('raw', { html: '<script>' })] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.blockType);
  });

  it('refuses something that is not Editor.js data', () => {
    expect(contentSchema.safeParse('hola').success).toBe(false);
    expect(contentSchema.safeParse({ blocks: 'x' }).success).toBe(false);
  });

  it('refuses content larger than the limit', () => {
    const big = 'x'.repeat(600 * 1024);
    const r = contentSchema.safeParse({ blocks: [block('paragraph', { text: big })] });
    expect(r.error?.issues[0]?.message).toBe(CONTENT_MESSAGES.tooLarge);
  });

  it('knows when there is something to show', () => {
    expect(hasBlocks(null)).toBe(false);
    expect(hasBlocks({ blocks: [] })).toBe(false);
    expect(hasBlocks({ blocks: [block('delimiter')] })).toBe(true);
  });
});

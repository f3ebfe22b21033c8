import { describe, expect, it } from 'vitest';
import { fileKind, formatSize } from './file-kind.ts';

describe('fileKind', () => {
  it('gives pdf, png, docx and xlsx their own icon, from the name when the server says nothing', () => {
    expect(fileKind({ name: 'Contrato.PDF', mime_type: 'application/pdf' })).toBe('pdf');
    expect(fileKind({ name: 'logo.png', mime_type: 'image/png' })).toBe('png');
    expect(fileKind({ name: 'acta.docx', mime_type: null as unknown as string })).toBe('docx');
    expect(fileKind({ name: 'costos.xlsx', mime_type: '' })).toBe('xlsx');
    expect(fileKind({ name: 'foto.jpg', mime_type: 'image/jpeg' })).toBe('image');
    expect(fileKind({ name: 'notas.txt', mime_type: 'text/plain' })).toBe('other');
  });
  it("trusts the server's kind", () => expect(fileKind({ name: 'x.bin', mime_type: '', kind: 'pdf' })).toBe('pdf'));
});

describe('formatSize', () => {
  it('reads like a person would say it', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(1536)).toBe('1,5 KB');
    expect(formatSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatSize(0)).toBe('');
  });
});

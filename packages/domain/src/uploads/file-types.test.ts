import { describe, expect, it } from 'vitest';
import { acceptAttribute, allowedTypesLabel, hasAllowedExtension } from './file-types.ts';

describe('the upload allow-list said and checked before upload', () => {
  it('names every allowed type of a file in Spanish, and the images of a proof', () => {
    expect(allowedTypesLabel('file')).toBe('PDF, DOCX, XLSX, PPTX, ZIP, PNG, JPG, WEBP, GIF, TXT y CSV');
    expect(allowedTypesLabel('proof')).toBe('PDF, PNG, JPG, WEBP y GIF');
  });
  it('accepts a name ending like an allowed type, whatever its case, and refuses the rest', () => {
    for (const name of ['plano.PDF', 'foto.jpeg', 'foto.JPG', 'datos.csv', 'notas.txt', 'contrato.docx']) expect(hasAllowedExtension(name, 'file'), name).toBe(true);
    for (const name of ['programa.exe', 'script.sh', 'sin-extension', 'pagina.html', 'nota.txt.exe']) expect(hasAllowedExtension(name, 'file'), name).toBe(false);
    expect(hasAllowedExtension('notas.txt', 'proof')).toBe(false);
  });
  it('filters the picker by the same extensions', () => {
    expect(acceptAttribute('image')).toBe('.png,.jpg,.webp,.gif,.jpeg');
  });
});

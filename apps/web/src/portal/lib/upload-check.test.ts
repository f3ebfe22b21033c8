import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-check.ts';

describe('uploadProblem (the portal refuses before sending)', () => {
  const max = 10 * 1024 * 1024;
  it('lets an allowed file within the limit through', () => {
    expect(uploadProblem({ name: 'plano.pdf', size: 2048 }, max)).toBeNull();
  });
  it('refuses a wrong type, naming the allowed ones', () => {
    expect(uploadProblem({ name: 'instalador.exe', size: 10 }, max)).toBe(
      'instalador.exe no se puede subir: solo se aceptan PDF, DOCX, XLSX, PPTX, ZIP, PNG, JPG, WEBP, GIF, TXT y CSV.',
    );
  });
  it('refuses a file over the limit, saying the limit', () => {
    expect(uploadProblem({ name: 'video.zip', size: max + 1 }, max)).toBe('video.zip supera el máximo de 10 MB por archivo.');
  });
});

import { describe, expect, it } from 'vitest';
import { projectPath, projectTabFromName, readProjectListParams, writeProjectListParams } from './list-params.ts';

describe('projects list state', () => {
  it('maps the tabs to what they list', () => {
    expect(['Activos', 'Finalizados', 'Papelera'].map(projectTabFromName)).toEqual(['active', 'finished', 'trash']);
  });
  it('reads and writes ?page, ?text, ?line next to ?mode, leaving defaults out', () => {
    const params = readProjectListParams(new URLSearchParams('page=2&text=tienda&line=web&mode=board'));
    expect(params).toEqual({ page: 2, text: 'tienda', line: 'web' });
    expect(writeProjectListParams(new URLSearchParams('mode=board&page=3'), { page: 1, text: ' ', line: null }).toString()).toBe('mode=board');
    expect(readProjectListParams(new URLSearchParams('page=-4')).page).toBe(1);
  });
  it('opens an unfinished portal in its wizard', () => {
    expect(projectPath({ id: 'x', status: 'init' })).toBe('/projects/x/create#step-1');
    expect(projectPath({ id: 'x', status: 'active' })).toBe('/projects/x');
  });
});

import { act } from 'react';
import { mountRoot } from '../../../testing/mount.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPageFallback } from './error-page-fallback.tsx';

function Broken(): never {
  throw new Error('la página de error también falló');
}

describe('error page fallback', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  it('shows the spec texts in Spanish, the error details and a link home when the error page itself throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    const root = mountRoot(container);
    act(() =>
      root.render(
        <ErrorPageFallback>
          <Broken />
        </ErrorPageFallback>,
      ),
    );
    const text = container.textContent ?? '';
    expect(text).toContain('Ocurrió un error al mostrar la página de error');
    expect(text).toContain('Lamentablemente ocurrió un error y, al mostrar la página de error, ocurrió otro.');
    expect(text).toContain('la página de error también falló');
    const link = container.querySelector('a');
    expect(link?.textContent).toBe('Volver al inicio');
    expect(link?.getAttribute('href')).toBe('/');
    act(() => root.unmount());
  });

  it('renders its children when nothing fails', () => {
    const container = document.createElement('div');
    const root = mountRoot(container);
    act(() =>
      root.render(
        <ErrorPageFallback>
          <p>bien</p>
        </ErrorPageFallback>,
      ),
    );
    expect(container.textContent).toBe('bien');
    act(() => root.unmount());
  });
});

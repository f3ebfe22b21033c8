import { act } from 'react';
import type { Root } from 'react-dom/client';
import { mountRoot } from '../../../testing/mount.ts';
import { describe, expect, it, vi } from 'vitest';
import { emptyCounts, type SearchResult } from '@trato/domain/search/types';
import { useSearchShortcut } from '../hooks/use-search-shortcut.ts';
import { SearchPanel, type PanelState } from './search-panel.tsx';

let root: Root | null = null;

function render(node: React.ReactNode): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  root = mountRoot(host);
  act(() => root!.render(node));
  return host;
}

const result = (over: Partial<SearchResult>): SearchResult => ({ id: 'x', title: 'T', subtitle: '', asset: '📝', type: 'proposal', url: '/proposals/x', url_type: 'internal', ...over });

function panel(state: PanelState, onChoose = vi.fn()) {
  return render(<SearchPanel listId="l" state={state} active={1} onChoose={onChoose} onHover={() => {}} onRetry={() => {}} />);
}

describe('SearchPanel', () => {
  it('lists options with title, subtitle, type tag and image or emoji; counts per type; the highlighted one selected', () => {
    const onChoose = vi.fn();
    const results = [
      result({ id: 'p1', title: 'Identidad de marca', subtitle: 'Panadería Aurora · Borrador' }),
      result({ id: 'c1', type: 'client', title: 'Panadería Aurora', asset: '/api/files/company_logo/a.png', url: '/clients/c1' }),
    ];
    const el = panel({ kind: 'done', results, counts: { ...emptyCounts(), proposal: 3, client: 1 } }, onChoose);
    const options = [...el.querySelectorAll('[role=option]')];
    expect(options.map((o) => o.textContent)).toEqual(['📝Identidad de marcaPanadería Aurora · BorradorCotización', 'Panadería AuroraCliente']);
    expect(options.map((o) => o.getAttribute('aria-selected'))).toEqual(['false', 'true']);
    expect(options[1]!.querySelector('img')?.getAttribute('src')).toBe('/api/files/company_logo/a.png');
    expect(el.querySelector('[aria-label="Resultados por tipo"]')?.textContent).toBe('Cotización3Cliente1');
    act(() => (options[0] as HTMLElement).click());
    expect(onChoose).toHaveBeenCalledWith(results[0]);
  });

  it("a type counted only up to the cap shows '100+' and the announcement says 'o más'", () => {
    const el = panel({ kind: 'done', results: [result({ id: 'p1' })], counts: { ...emptyCounts(), proposal: 100, client: 2 }, capped: ['proposal'] });
    expect(el.querySelector('[aria-label="Resultados por tipo"]')?.textContent).toBe('Cotización100+Cliente2');
    expect(el.querySelector('[role=status]')?.textContent).toBe('102 o más resultados');
  });

  it("says 'No se encontraron resultados', asks for 2 characters, shows loading and an error with retry", () => {
    expect(panel({ kind: 'done', results: [], counts: emptyCounts() }).textContent).toBe('No se encontraron resultados');
    act(() => root?.unmount());
    expect(panel({ kind: 'tooShort' }).textContent).toBe('Escribe al menos 2 caracteres.');
    act(() => root?.unmount());
    expect(panel({ kind: 'loading' }).textContent).toContain('Buscando…');
    act(() => root?.unmount());
    expect(panel({ kind: 'error' }).textContent).toBe('No pudimos buscar. Inténtalo de nuevo.Reintentar');
  });
});

describe('useSearchShortcut', () => {
  it("Ctrl+K and ⌘+K anywhere, '/' only outside fields", () => {
    const onTrigger = vi.fn();
    function Probe() {
      useSearchShortcut(onTrigger);
      return <input aria-label="campo" />;
    }
    const el = render(<Probe />);
    const input = el.querySelector('input')!;
    const press = (target: EventTarget, init: KeyboardEventInit) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
    press(document.body, { key: 'k', ctrlKey: true });
    press(input, { key: 'K', metaKey: true });
    press(document.body, { key: '/' });
    expect(onTrigger).toHaveBeenCalledTimes(3);
    press(input, { key: '/' });
    press(document.body, { key: 'k' });
    press(document.body, { key: 'k', ctrlKey: true, shiftKey: true });
    expect(onTrigger).toHaveBeenCalledTimes(3);
  });
});

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountRoot } from '../testing/mount.ts';
import { useNearViewport } from './use-near-viewport.ts';

// jsdom has no IntersectionObserver: a stand-in that records what is observed and lets the test say
// when an element comes near the viewport, as the browser would.
const observed = new Map<Element, (entries: { isIntersecting: boolean }[]) => void>();
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}

function Probe({ withBox }: { withBox: boolean }) {
  const box = useNearViewport();
  return withBox ? <div ref={box.ref} data-near={String(box.near)} /> : <p>sin gráfico</p>;
}

afterEach(() => {
  observed.clear();
  vi.unstubAllGlobals();
});

describe('useNearViewport', () => {
  it('is false until the element nears the viewport, then stays true', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const container = document.createElement('div');
    const root = mountRoot(container);
    await act(async () => root.render(<Probe withBox />));
    const box = container.querySelector('div') as Element;
    expect(box.getAttribute('data-near')).toBe('false');
    await act(async () => observed.get(box)?.([{ isIntersecting: false }]));
    expect(box.getAttribute('data-near')).toBe('false');
    await act(async () => observed.get(box)?.([{ isIntersecting: true }]));
    expect(box.getAttribute('data-near')).toBe('true');
    expect(observed.size).toBe(0);
  });

  it('watches an element that mounts after the component (a filter first gives the chart figures)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const container = document.createElement('div');
    const root = mountRoot(container);
    await act(async () => root.render(<Probe withBox={false} />));
    expect(observed.size).toBe(0);
    await act(async () => root.render(<Probe withBox />));
    const box = container.querySelector('div') as Element;
    await act(async () => observed.get(box)?.([{ isIntersecting: true }]));
    expect(box.getAttribute('data-near')).toBe('true');
  });
});

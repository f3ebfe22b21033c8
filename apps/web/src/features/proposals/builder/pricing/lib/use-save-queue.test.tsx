import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { unmountAll } from '../../../../../testing/mount.ts';
import { render, wait } from '../testing/dom.ts';
import { useSaveQueue } from './use-save-queue.ts';

type Queue = ReturnType<typeof useSaveQueue<string>>;

/** Renders the hook with a save that waits until the test lets it finish. */
function harness() {
  const sent: string[] = [];
  const finish: (() => void)[] = [];
  let queue: Queue | null = null;
  function Probe() {
    queue = useSaveQueue<string>(
      (value) =>
        new Promise<void>((resolve) => {
          sent.push(value);
          finish.push(resolve);
        }),
      50,
    );
    return <span data-testid="state">{queue.state}</span>;
  }
  render(<Probe />);
  return { sent, finish, queue: () => queue!, state: () => document.querySelector('[data-testid="state"]')!.textContent };
}

describe('save queue', () => {
  it('sends one save at a time; changes made meanwhile go as one, the latest', async () => {
    const h = harness();
    h.queue().schedule('a', 0);
    await wait(0);
    expect(h.sent).toEqual(['a']);
    h.queue().schedule('b', 0);
    h.queue().schedule('c', 0);
    await wait(0);
    expect(h.sent).toEqual(['a']); // nothing races the save in flight
    h.finish[0]!();
    await wait(0);
    expect(h.sent).toEqual(['a', 'c']);
    expect(h.state()).toBe('saving');
    h.finish[1]!();
    await wait(0);
    expect(h.state()).toBe('saved');
  });

  it('waits for quiet before sending; a cancelled change is never sent', async () => {
    const h = harness();
    act(() => h.queue().schedule('a'));
    expect(h.state()).toBe('pending');
    h.queue().schedule('ab');
    await wait(80);
    expect(h.sent).toEqual(['ab']);
    h.finish[0]!();
    h.queue().schedule('abc');
    h.queue().cancel();
    await wait(80);
    expect(h.sent).toEqual(['ab']);
  });

  it('sends what is still waiting when the component goes away', async () => {
    const h = harness();
    h.queue().schedule('last words', 10_000);
    unmountAll();
    await wait(0);
    expect(h.sent).toEqual(['last words']);
  });
});

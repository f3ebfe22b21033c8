import { describe, expect, it } from 'vitest';
import { latestRead } from './latest-read.ts';

const RETRY_MS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A stand-in for Editor.js's save(): answers the "DOM" as it is when the read starts, after a
 * tick, or nothing (undefined) while `broken` says a block cannot be saved right now.
 */
function editorStandIn(blocks: string[]) {
  const state = { blocks: [...blocks], broken: 0, reads: 0, onRead: () => {} };
  const read = async () => {
    state.reads++;
    const snapshot = state.broken > 0 ? undefined : { blocks: [...state.blocks] };
    if (state.broken > 0) state.broken--;
    state.onRead();
    await sleep(1);
    return snapshot;
  };
  return { state, read };
}

function reader(stand: ReturnType<typeof editorStandIn>) {
  const delivered: string[][] = [];
  const r = latestRead<{ blocks: string[] }>({
    read: stand.read,
    key: (d) => JSON.stringify(d.blocks),
    initialKey: JSON.stringify(stand.state.blocks),
    deliver: (d) => delivered.push(d.blocks),
    retryMs: RETRY_MS,
  });
  return { r, delivered };
}

describe('latestRead (the builder editor hands its blocks to the autosave)', () => {
  it('a change during a read gets one more read, and only the latest blocks are handed over', async () => {
    const stand = editorStandIn(['p']);
    const { r, delivered } = reader(stand);
    stand.state.blocks.push('h');
    stand.state.onRead = () => {
      stand.state.onRead = () => {};
      stand.state.blocks.push('list');
      r.changed();
      r.changed();
    };
    r.changed();
    await sleep(30);
    expect(stand.state.reads).toBe(2);
    expect(delivered).toEqual([
      ['p', 'h'],
      ['p', 'h', 'list'],
    ]);
  });

  it('the last block typed is handed over even when the read under way fails as it is typed (the lost block)', async () => {
    const stand = editorStandIn(['p', 'h']);
    const { r, delivered } = reader(stand);
    // The read fails (a block half-way through being replaced) and the last change lands meanwhile;
    // nothing changes after it, as when the person stops typing.
    stand.state.broken = 1;
    stand.state.onRead = () => {
      stand.state.onRead = () => {};
      stand.state.blocks.push('image');
      r.changed();
    };
    r.changed();
    await sleep(50);
    expect(delivered.at(-1)).toEqual(['p', 'h', 'image']);
  });

  it('a failed read with no change after it is tried again until the blocks are read', async () => {
    const stand = editorStandIn(['p']);
    const { r, delivered } = reader(stand);
    stand.state.blocks.push('table');
    stand.state.broken = 3;
    r.changed();
    await sleep(100);
    expect(stand.state.reads).toBe(4);
    expect(delivered).toEqual([['p', 'table']]);
  });

  it('the same blocks are not handed over twice; nothing is handed over once stopped', async () => {
    const stand = editorStandIn(['p']);
    const { r, delivered } = reader(stand);
    r.changed();
    await sleep(10);
    expect(delivered).toEqual([]);
    stand.state.blocks.push('h');
    stand.state.broken = 1;
    r.changed();
    r.stop();
    await sleep(50);
    expect(delivered).toEqual([]);
  });
});

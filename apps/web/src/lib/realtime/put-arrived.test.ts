import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { putArrived } from './put-arrived.ts';

type List = string[];
const key = ['bell'];
const add = (item: string) => (list: List | undefined) => (list ? [item, ...list] : list);

/** A bell's list with a server we control: each read answers what the server holds when it is released. */
function bell() {
  const server: List = [];
  const pending: (() => void)[] = [];
  let reads = 0;
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new QueryObserver<List>(qc, {
    queryKey: key,
    queryFn: () => {
      reads++;
      const answer = [...server];
      return new Promise<List>((resolve) => pending.push(() => resolve(answer)));
    },
  });
  const stop = observer.subscribe(() => {});
  const release = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { qc, server, release, reads: () => reads, stop };
}

let stops: (() => void)[] = [];
afterEach(() => {
  stops.forEach((s) => s());
  stops = [];
});

describe('putArrived: a notification from the stream is never lost to a read that left before it', () => {
  it('a read on its way when the event lands is asked again; the bell ends with the notification', async () => {
    const b = bell();
    stops.push(b.stop);
    // The first read left with an empty server; then the notification is written and streamed.
    b.server.push('comentario');
    putArrived(b.qc, key, add('comentario'));
    await b.release();
    await b.release();
    expect(b.qc.getQueryData(key)).toEqual(['comentario']);
    expect(b.reads()).toBe(2);
  });

  it('a loaded, idle list takes the notification in place, without another read', async () => {
    const b = bell();
    stops.push(b.stop);
    await b.release();
    expect(b.qc.getQueryData(key)).toEqual([]);
    putArrived(b.qc, key, add('pago'));
    await b.release();
    expect(b.qc.getQueryData(key)).toEqual(['pago']);
    expect(b.reads()).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { AppNotification, NotificationsPage } from '../api/get-notifications.ts';
import { withArrived } from './bell-cache.ts';

const item = (id: string, readed = false): AppNotification => ({
  id,
  type: 'proposal.viewed',
  createdAt: '2026-11-26T12:00:00Z',
  readed,
  data: { url: null },
  notification: { icon: 'eye', title: id },
});
const page = (ids: string[], unread: number): NotificationsPage => ({
  data: ids.map((id) => item(id)),
  meta: { per_page: 10, total: ids.length } as NotificationsPage['meta'],
  unread_count: unread,
});

describe('withArrived', () => {
  it('puts it on top, counts it unread, keeps the page at its size', () => {
    const ten = page(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], 10);
    const next = withArrived(ten, item('new'))!;
    expect(next.data.map((n) => n.id)).toEqual(['new', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(next.unread_count).toBe(11);
    expect(next.meta.total).toBe(11);
  });

  it('never twice (a replay may resend one), and nothing before the bell has loaded', () => {
    const one = page(['a'], 1);
    expect(withArrived(one, item('a'))).toBe(one);
    expect(withArrived(undefined, item('a'))).toBeUndefined();
    expect(withArrived(one, item('b', true))!.unread_count).toBe(1);
  });
});

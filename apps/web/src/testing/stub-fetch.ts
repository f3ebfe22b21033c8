import { vi } from 'vitest';

/**
 * The network as a test stubs it: every `fetch` the app makes is answered by `answer` from its path;
 * the paths asked for are returned, in order. The setup file unstubs it after each test.
 */
export function stubFetch(answer: (path: string) => Response | Promise<Response>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      calls.push(path);
      return answer(path);
    }),
  );
  return calls;
}

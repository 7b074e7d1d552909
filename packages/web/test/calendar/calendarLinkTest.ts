// What the tests of the calendar links share (My plan's and the followed acts'): a sign-in
// token, a server stood in for that records what the page sent, a click that lets the page's
// answer settle, and storage emptied before each test.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

export const TOKEN = 'tok-1234567890abcdef';

/** what the page sent, in order: each call's address and JSON body */
export interface Sent {
  url: string;
  body: unknown;
}

/** the page's fetch answered by `answer`; the calls it made go into the list returned */
export function serve(answer: (url: string) => Response | Promise<Response>): Sent[] {
  const calls: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init?.body)) });
      return answer(url);
    }),
  );
  return calls;
}

export async function click(name: RegExp | string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

/** each test starts with empty storage and the real fetch, and leaves no page behind */
export function cleanPageEachTest(): void {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

// The server checks one draft per token at a time (429 for a second meanwhile): the page sends
// its checks and publishes one after another, and a text typed over before its turn is not sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkText, publishText } from '../../src/organiser/publish/publishApi.ts';

afterEach(() => vi.unstubAllGlobals());

describe('drafts from one page', () => {
  it('go one after another, and a check typed over is never sent', async () => {
    const sent: string[] = [];
    let answerFirst = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const what = `${url.split('/').pop()} ${String(init.body).slice(0, 20)}`;
        sent.push(what);
        if (sent.length === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
        return new Response(JSON.stringify({ errors: [], warnings: [], version: { version: 2 } }), {
          status: 200,
        });
      }),
    );
    const first = checkText('t', 'club', 'first');
    const stale = checkText('t', 'club', 'typed over', () => false);
    const published = publishText('t', 'club', {
      text: 'final',
      format: 'yaml',
      note: '',
      confirmWarnings: false,
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the publish waits for the check in flight
    expect(sent).toEqual(['check {"text":"first"}']);
    answerFirst();
    await first;
    await expect(stale).rejects.toThrow('typed over');
    await published;
    expect(sent).toEqual(['check {"text":"first"}', 'versions {"text":"final","for']);
  });
});

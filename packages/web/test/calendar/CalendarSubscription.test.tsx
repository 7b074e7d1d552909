// @vitest-environment happy-dom
// The signed-in fan's calendar subscription (issue 8): a private webcal link made by the
// server, shown again later, replaced or turned off; it needs the network and says so.
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarSubscription } from '../../src/calendar/CalendarSubscription.tsx';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { cleanPageEachTest, click, serve, TOKEN } from './calendarLinkTest.ts';

const FEED = 'webcal://lineup.example/ical/s3cr3t.ics';

const show = (clientId?: string) =>
  render(<CalendarSubscription meta={clientId ? { soundcloudClientID: clientId } : {}} />);

cleanPageEachTest();

describe('calendar subscription', () => {
  it('gets a private link with the sign-in token and keeps it for the next visit', async () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    const calls = serve(() => Response.json({ url: FEED }));
    show();
    await click('Get my calendar link');
    expect(calls).toEqual([{ url: '/api/calendar', body: { token: TOKEN } }]);
    const open = screen.getByRole('link', { name: /Subscribe in my calendar app/ });
    expect(open.getAttribute('href')).toBe(FEED);
    expect((screen.getByLabelText('Your calendar link') as HTMLInputElement).value).toBe(FEED);
    cleanup();
    show();
    expect(screen.getByRole('link', { name: /Subscribe/ }).getAttribute('href')).toBe(FEED);
  });

  it('offers the same link as https for calendars that take no webcal link', async () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    serve(() => Response.json({ url: FEED }));
    show();
    await click('Get my calendar link');
    const https = screen.getByLabelText(/The same link as https/) as HTMLInputElement;
    expect(https.value).toBe(`${window.location.origin}/ical/s3cr3t.ics`);
    expect(screen.getByRole('button', { name: 'Copy https link' })).toBeTruthy();
  });

  it('turns the link off on the server and forgets it', async () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    const calls = serve((url) =>
      Response.json(url.endsWith('/revoke') ? { ok: true } : { url: FEED }),
    );
    show();
    await click('Get my calendar link');
    await click('Turn the link off');
    expect(calls.at(-1)).toEqual({ url: '/api/calendar/revoke', body: { token: TOKEN } });
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'The link is off. Calendars that used it get nothing new.',
    );
    expect(localStorage.getItem(LOCAL_KEYS.calendarFeed)).toBeNull();
  });

  it.each([
    [
      'offline',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'The server could not be reached. This needs a connection: try again when you are online.',
    ],
    [
      'signed out elsewhere',
      () => Response.json({ error: 'unauthorized' }, { status: 401 }),
      'Your sign-in has expired. Sign in again to get a calendar link.',
    ],
  ])('says what went wrong when %s', async (_case, answer, text) => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    serve(answer as () => Response);
    show();
    await click('Get my calendar link');
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
  });

  it('without a sign-in shows only a hint, and only where sign-in exists', () => {
    show('client-id');
    expect(screen.getByText(/Sign in to get a calendar link/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const { container } = show();
    expect(container.textContent).toBe('');
  });

  it('does not show a link made under another sign-in', () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, 'someone-else-token');
    localStorage.setItem(
      LOCAL_KEYS.calendarFeed,
      JSON.stringify({ url: FEED, owner: TOKEN.slice(-8) }),
    );
    show();
    expect(screen.queryByRole('link', { name: /Subscribe/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Get my calendar link' })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
// The followed acts' calendar link (issue 35) is the same calendar link component as My plan's,
// with its own address, wording and place in storage: kept beside the Your acts copy.
import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CalendarFeed } from '../../src/calendar/CalendarFeed.tsx';
import { followsFeed } from '../../src/calendar/feeds.ts';
import { calendarMessages } from '../../src/follows/calendarMessages.ts';
import { LOCAL_KEYS } from '../../src/storage/keys.ts';
import { cleanPageEachTest, click, serve, TOKEN } from './calendarLinkTest.ts';

const FEED = 'webcal://lineup.example/ical/acts/s3cr3t.ics';
const t = calendarMessages.en;

const show = () =>
  render(<CalendarFeed source={followsFeed} layout="buttons" t={t} signedOut={t.needsAccount} />);

cleanPageEachTest();

describe('the followed acts’ calendar link', () => {
  it('keeps the link beside the Your acts copy, shows it again and forgets it when stopped', async () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    localStorage.setItem(LOCAL_KEYS.yourActs, JSON.stringify({ sets: ['kept'] }));
    const calls = serve((url) =>
      Response.json(url.endsWith('/revoke') ? { ok: true } : { url: FEED }),
    );
    show();
    await click('Get the calendar link');
    expect(calls).toEqual([{ url: '/api/follows/calendar', body: { token: TOKEN } }]);
    expect(screen.getByRole('link', { name: /Add to my calendar/ }).getAttribute('href')).toBe(
      FEED,
    );
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.yourActs) ?? '')).toEqual({
      sets: ['kept'],
      feed: { url: FEED, owner: TOKEN.slice(-8) },
    });
    cleanup();
    show();
    await click('Stop this link');
    expect(calls.at(-1)).toEqual({ url: '/api/follows/calendar/revoke', body: { token: TOKEN } });
    expect(screen.getByRole('status').textContent).toBe('The link no longer works.');
    expect(JSON.parse(localStorage.getItem(LOCAL_KEYS.yourActs) ?? '')).toEqual({
      sets: ['kept'],
    });
  });

  it('says it did not work when the sign-in is refused (it has no words of its own for that)', async () => {
    localStorage.setItem(LOCAL_KEYS.bunnyToken, TOKEN);
    serve(() => Response.json({ error: 'unauthorized' }, { status: 401 }));
    show();
    await click('Get the calendar link');
    expect(screen.getByRole('status').textContent).toBe('That did not work. Try again later.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('without an account or device link says what would make it possible', () => {
    show();
    expect(screen.getByText(t.needsAccount)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

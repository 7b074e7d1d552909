// @vitest-environment happy-dom
// The app takes over the page the server rendered (issue 15). A store whose value in this
// browser is not the very value it had on the server (an equal but other object will do)
// makes the app render the whole page again right after taking over: on a phone that is a
// long task while the fan's first tap waits. Nothing stored here: each store must answer with
// the server's own value. The take-over keeps the server's elements, corrects what this
// browser renders otherwise, and says so.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCanInstall } from '../../src/app/installPrompt.ts';
import { useOnline } from '../../src/app/online.ts';
import { takeOver } from '../../src/app/takeOver.ts';
import { useFollowing, useToken } from '../../src/auth/session.ts';
import { useReminderSettings } from '../../src/reminders/reminderSettings.ts';

const STORES: [string, () => unknown][] = [
  ['reminder settings', useReminderSettings],
  ['followed profiles', useFollowing],
  ['sign-in token', useToken],
  ['online state', useOnline],
  ['install offer', useCanInstall],
];

let renders = 0;
function Probe({ useStore }: { useStore: () => unknown }) {
  useStore();
  renders++;
  return <p>who plays now</p>;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over the server-rendered page with nothing stored', () => {
  it.each(STORES)('%s: renders once, no second render', async (_name, useStore) => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Probe useStore={useStore} />);
    document.body.append(root);
    renders = 0;
    await act(async () => {
      takeOver(root, <Probe useStore={useStore} />, (what) => {
        throw new Error(`rendered afresh: ${what.join(', ')}`);
      });
    });
    expect(root.textContent).toBe('who plays now');
    expect(renders).toBe(1);
  });
});

function Heart({ liked, onTap }: { liked: boolean; onTap?: () => void }) {
  return (
    <li className={liked ? 'room-line room-line--liked' : 'room-line'} style={{ minHeight: 40 }}>
      <time dateTime="2026-07-31T18:00:00.000Z">20:00</time> Ada <b>Lux</b> is playing
      <button type="button" aria-pressed={liked} tabIndex={0} onClick={onTap}>
        {liked ? '♥' : '♡'}
      </button>
    </li>
  );
}

describe('taking over elements this browser renders otherwise', () => {
  it('keeps the same elements, reports nothing when both renders agree, and handles taps', () => {
    const root = document.createElement('ul');
    root.innerHTML = renderToString(<Heart liked={false} />);
    document.body.append(root);
    const button = root.querySelector('button');
    let taps = 0;
    const notes: string[][] = [];
    takeOver(root, <Heart liked={false} onTap={() => taps++} />, (what) => notes.push(what));
    expect(notes).toEqual([]);
    expect(root.querySelector('button')).toBe(button);
    button?.click();
    expect(taps).toBe(1);
  });

  it('corrects an attribute and a text the server drew otherwise (a like kept here), and says so', () => {
    const root = document.createElement('ul');
    root.innerHTML = renderToString(<Heart liked={false} />);
    document.body.append(root);
    const button = root.querySelector('button');
    const notes: string[][] = [];
    takeOver(root, <Heart liked />, (what) => notes.push(what));
    expect(root.querySelector('button')).toBe(button);
    expect(button?.getAttribute('aria-pressed')).toBe('true');
    expect(button?.textContent).toBe('♥');
    expect(root.querySelector('li')?.className).toBe('room-line room-line--liked');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toEqual(expect.arrayContaining(['li[class]', 'button[aria-pressed]', 'text']));
  });
});

// @vitest-environment happy-dom
// A heart tapped on the server's first screen while the app still waits for a large lineup
// counts once the app has taken the page over (main.tsx, issue 15).
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps, OnCommit } from '../../src/app/earlyTaps.tsx';
import { takeOver } from '../../src/app/takeOver.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function Heart({ onLike }: { onLike: () => void }) {
  return (
    <button type="button" aria-label="Like Ada" aria-pressed={false} onClick={onLike}>
      ♡
    </button>
  );
}

function firstScreen(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe('holdEarlyTaps', () => {
  it('holds a tap on a button until released, then makes it on that button', () => {
    const root = firstScreen(
      '<button aria-label="Like Ada">♡</button><button aria-label="Like Bo">♡</button>',
    );
    const seen: string[] = [];
    root.addEventListener('click', (e) =>
      seen.push((e.target as Element).getAttribute('aria-label') ?? ''),
    );
    const release = holdEarlyTaps(root);
    root.querySelectorAll('button')[1]?.click();
    expect(seen).toEqual([]);
    release();
    expect(seen).toEqual(['Like Bo']);
    // once only, and taps after it are the app's own
    release();
    root.querySelectorAll('button')[0]?.click();
    expect(seen).toEqual(['Like Bo', 'Like Ada']);
  });

  it('finds the button again by its place when the page was rendered afresh', () => {
    const markup = '<button aria-label="Share">⇪</button><button aria-label="Like Ada">♡</button>';
    const root = firstScreen(markup);
    const release = holdEarlyTaps(root);
    root.querySelectorAll('button')[1]?.click();
    root.innerHTML = markup;
    const seen: string[] = [];
    root.addEventListener('click', (e) =>
      seen.push((e.target as Element).getAttribute('aria-label') ?? ''),
    );
    release();
    expect(seen).toEqual(['Like Ada']);
  });

  it.each([
    { what: 'a heart tapped once is liked', taps: 1, shownAfter: 'false', clicks: 1 },
    { what: 'tapped twice, it is left as it was', taps: 2, shownAfter: 'false', clicks: 0 },
    // the server cannot know this browser's likes: the app shows the set liked already
    {
      what: 'one the app shows as liked already stays liked',
      taps: 1,
      shownAfter: 'true',
      clicks: 0,
    },
  ])('$what', ({ taps, shownAfter, clicks }) => {
    const root = firstScreen(
      '<button aria-label="Like Ada" aria-pressed="false"><span>♡</span></button>',
    );
    const heart = root.querySelector('button') as HTMLButtonElement;
    const release = holdEarlyTaps(root);
    for (let i = 0; i < taps; i++) heart.click();
    // shown on at once while held (likes.css), and only while the fan wants it on
    expect(heart.hasAttribute('data-tap-held')).toBe(taps % 2 === 1);
    heart.setAttribute('aria-pressed', shownAfter);
    let made = 0;
    root.addEventListener('click', () => made++);
    release();
    expect(made).toBe(clicks);
    expect(heart.hasAttribute('data-tap-held')).toBe(false);
  });

  it('leaves links alone: they work without the app', () => {
    const root = firstScreen('<a href="#stage">Beach</a>');
    holdEarlyTaps(root);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("reaches the app's own handler once the app has taken the page over", async () => {
    let liked = 0;
    const onLike = () => liked++;
    const root = firstScreen(renderToString(<Heart onLike={onLike} />));
    const release = holdEarlyTaps(root);
    root.querySelector('button')?.click();
    expect(liked).toBe(0);
    await act(async () => {
      takeOver(
        root,
        <>
          <Heart onLike={onLike} />
          <OnCommit run={release} />
        </>,
        () => {},
      );
    });
    // in a task of its own after the commit
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(liked).toBe(1);
  });
});

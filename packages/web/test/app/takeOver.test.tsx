// @vitest-environment happy-dom
// The app takes over the page the server rendered (issue 15). A store whose value in this
// browser is not the very value it had on the server (an equal but other object will do)
// makes React render the whole app again, synchronously, right after taking over: on a phone
// that is a long task while the fan's first tap waits. Nothing stored here: each store must
// answer with the server's own value.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCanInstall } from '../../src/app/installPrompt.ts';
import { useOnline } from '../../src/app/online.ts';
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
      hydrateRoot(root, <Probe useStore={useStore} />);
    });
    expect(root.textContent).toBe('who plays now');
    expect(renders).toBe(1);
  });
});

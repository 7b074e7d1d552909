// @vitest-environment happy-dom
// Effects after a person's key run before the next key (app/inputEffects.ts): a field whose
// text an effect copies from elsewhere (the search box from the address, the text editor from
// the draft) shows every letter typed, however fast the keys come.
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

afterEach(cleanup);

/** the renders and microtasks a key starts, but no frame and no timer */
const settle = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
/** a key as the browser sends it (testing-library's fireEvent would run every effect at once) */
function type(field: HTMLInputElement, value: string) {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
/** the next key comes in a task of its own, still before any frame */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function Echo() {
  const [typed, setTyped] = useState('');
  const [seen, setSeen] = useState('');
  useEffect(() => setSeen(typed), [typed]);
  return (
    <>
      <input aria-label="typed" value={typed} onChange={(e) => setTyped(e.target.value)} />
      <output>{seen}</output>
    </>
  );
}

/** the search box's pattern: the text follows the address, the address follows the text */
function Mirrored() {
  const [address, setAddress] = useState('');
  const [text, setText] = useState(address);
  useEffect(() => {
    setText((current) => (current === address ? current : address));
  }, [address]);
  return (
    <input
      aria-label="search"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        setAddress(e.target.value);
      }}
    />
  );
}

describe('effects after a key', () => {
  it('have run once the key is handled, before the next frame', async () => {
    render(<Echo />);
    type(screen.getByLabelText('typed'), 'a');
    await settle();
    expect(screen.getByRole('status').textContent).toBe('a');
  });

  it('keep every letter of keys faster than frames in a field mirrored elsewhere', async () => {
    render(<Mirrored />);
    const box = screen.getByLabelText<HTMLInputElement>('search');
    const shown: string[] = [];
    for (const text of ['f', 'fo', 'fox', 'foxt']) {
      type(box, text);
      await settle();
      shown.push(box.value);
      await nextTask();
    }
    expect(shown).toEqual(['f', 'fo', 'fox', 'foxt']);
  });
});

import { type InputHTMLAttributes, useEffect, useRef, useState } from 'react';

const COMMIT_PAUSE_MS = 400;

/**
 * A text cell of the table: what is typed shows at once, and goes into the draft when typing
 * pauses or the cell is left. A big festival's draft is a long text; writing it back at every
 * letter would make typing lag behind the fingers.
 */
export function DraftInput({
  value,
  onCommit,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: string;
  onCommit(value: string): void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  const flush = (next: string | null) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (next !== null && next !== value) commit.current(next);
  };
  // the draft caught up (or changed elsewhere): show it again
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the draft's value changes
  useEffect(() => {
    if (!timer.current) setTyped(null);
  }, [value]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <input
      {...rest}
      value={typed ?? value}
      onChange={(e) => {
        const next = e.target.value;
        setTyped(next);
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          timer.current = null;
          commit.current(next);
        }, COMMIT_PAUSE_MS);
      }}
      onBlur={(e) => {
        flush(typed);
        rest.onBlur?.(e);
      }}
    />
  );
}

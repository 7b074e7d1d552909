import type { MouseEvent } from 'react';
import { useLocalePaths, useNavigateApp } from './paths.ts';

/** One tap to every stage side by side (the grid, issue 27), from the now page and a timetable. */
export function GridLink({ festival, text }: { festival: string; text: string }) {
  const paths = useLocalePaths();
  const navigate = useNavigateApp();
  const href = paths.grid(festival);
  // the grid's code starts loading as a finger lands or a pointer comes near, not after the tap
  const warm = () => void import('../grid/GridScreen.tsx').catch(() => undefined);
  return (
    <a
      className="grid-link"
      href={href}
      onPointerDown={warm}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={(e: MouseEvent<HTMLAnchorElement>) => {
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        navigate(href);
      }}
    >
      <span aria-hidden="true" className="grid-link__icon">
        ▦
      </span>
      {text}
    </a>
  );
}

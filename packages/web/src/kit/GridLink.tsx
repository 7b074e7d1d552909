import type { MouseEvent, ReactNode } from 'react';
import { nextTask } from './nextTask.ts';
import { useLocalePaths, useNavigateApp } from './paths.ts';

/** A round-cornered link to another screen of the app, opened in place. */
function PillLink({
  href,
  icon,
  warm,
  children,
}: {
  href: string;
  icon: string;
  warm?: () => void;
  children: ReactNode;
}) {
  const navigate = useNavigateApp();
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
        // the next screen is drawn in a task of its own: the tap's task only takes the tap
        nextTask(() => navigate(href));
      }}
    >
      <span aria-hidden="true" className="grid-link__icon">
        {icon}
      </span>
      {children}
    </a>
  );
}

// the grid's code starts loading as a finger lands or a pointer comes near, not after the tap;
// asking for it (a preload link per chunk it needs) is a task of its own, not part of the tap's
let warming = false;
const warmGrid = () => {
  if (warming) return;
  warming = true;
  nextTask(() => void import('../grid/GridScreen.tsx').catch(() => undefined));
};

/** One tap to every stage side by side (the grid, issue 27), from the now page and a timetable. */
export function GridLink({ festival, text }: { festival: string; text: string }) {
  return (
    <PillLink href={useLocalePaths().grid(festival)} icon="▦" warm={warmGrid}>
      {text}
    </PillLink>
  );
}

/**
 * My plan one tap away from the now page (issue 33), with how many sets the fan liked there
 * (counted from the likes in the browser: no lineup matching in the first load).
 */
export function PlanCountLink({
  festival,
  text,
  count,
}: {
  festival: string;
  text: string;
  count: number;
}) {
  // named "My plan 3": the count is part of the link's name
  return (
    <PillLink href={useLocalePaths().myPlan(festival)} icon="♥">
      {text}
      {count > 0 && ' '}
      {count > 0 && <span className="grid-link__count">{count}</span>}
    </PillLink>
  );
}

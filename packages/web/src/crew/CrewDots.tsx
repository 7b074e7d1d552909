import type { CrewMark } from '@lineup/core';
import { useMessages } from '../i18n/locale.tsx';
import { crewStyle } from './crewColours.ts';
import { crewMessages } from './crewMessages.ts';
import './crew.css';

/** The friends going to a set, each in their colour; "All of you" when the whole crew is. */
export function CrewDots({ mark }: { mark: CrewMark }) {
  const t = useMessages(crewMessages);
  return (
    <span className="crew-dots">
      {mark.everyone && <span className="crew-all">{t.allOfYou}</span>}
      {mark.friends.map((friend) => (
        <span key={friend.id} className="crew-name" style={crewStyle(friend.colour)}>
          <span aria-hidden="true" className="crew-dot" />
          {friend.name}
        </span>
      ))}
    </span>
  );
}

import { createContext, useContext } from 'react';

/**
 * The time zone of the event whose sets the hearts below belong to: a new like stores it, so
 * the liked list can show that party's times in its zone from any other event's page.
 */
export const LikeZoneContext = createContext<string | undefined>(undefined);

export function useLikeZone(): string | undefined {
  return useContext(LikeZoneContext);
}

/** The id of that event: a new like carries it (DESIGN §11, likes belong to an event by id). */
export const LikeEventContext = createContext<string | undefined>(undefined);

export function useLikeEvent(): string | undefined {
  return useContext(LikeEventContext);
}

// A set's short code (/s/{code}) comes from event id + dj only, so a link shared before a
// timetable change still leads to the act afterwards.
import { contentHash } from './hash.ts';

const CODE_LENGTH = 8;
const CODE_SPACE = 36n ** BigInt(CODE_LENGTH);

/** 8 characters of [0-9a-z], stable for the same event id and dj (case and outer spaces ignored). */
export function shortCode(eventId: string, dj: string): string {
  const hash = BigInt(
    `0x${contentHash(`${eventId.trim().toLowerCase()}\n${dj.trim().toLowerCase()}`)}`,
  );
  return (hash % CODE_SPACE).toString(36).padStart(CODE_LENGTH, '0');
}

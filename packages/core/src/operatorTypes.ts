import type { Prefix } from './types.ts';

/** The About drawer's community links (spec §1), each one optional. */
export interface CommunityLinks {
  messagingGroup?: string;
  linkCollection?: string;
  photoProfile?: string;
  audioProfile?: string;
  donation?: string;
}

export const COMMUNITY_LINK_KINDS = [
  'messagingGroup',
  'linkCollection',
  'photoProfile',
  'audioProfile',
  'donation',
] as const satisfies readonly (keyof CommunityLinks)[];

/**
 * Who runs an installation, as the operator configured it (GET /api/operator): the legal
 * notice's name, postal address lines and contact, and the community links per variant.
 * Absent fields were not configured; the app never makes one up.
 */
export interface OperatorInfo {
  name?: string;
  address?: string[];
  email?: string;
  phone?: string;
  links: Record<Prefix, CommunityLinks>;
}

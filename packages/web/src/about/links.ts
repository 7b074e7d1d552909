import type { Prefix } from '@lineup/core';

// The community links of the About drawer (spec §1), per variant. Edit here to rebrand.
export interface AboutLinks {
  messagingGroup: string;
  linkCollection: string;
  photoProfile: string;
  audioProfile: string;
  donation: string;
}

export const ABOUT_LINKS: Record<Prefix, AboutLinks> = {
  festival: {
    messagingGroup: 'https://t.me/festivallineup',
    linkCollection: 'https://linktr.ee/festivallineup',
    photoProfile: 'https://www.instagram.com/festivallineup',
    audioProfile: 'https://soundcloud.com/festivallineup',
    donation: 'https://www.patreon.com/festivallineup',
  },
  duck: {
    messagingGroup: 'https://t.me/duckclublineup',
    linkCollection: 'https://linktr.ee/duckclublineup',
    photoProfile: 'https://www.instagram.com/duckclublineup',
    audioProfile: 'https://soundcloud.com/duckclublineup',
    donation: 'https://www.patreon.com/duckclublineup',
  },
};

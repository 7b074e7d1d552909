import { defineMessages } from '../i18n/defineMessages.ts';

export const followMessages = defineMessages({
  en: {
    follow: (act: string) => `Follow ${act}`,
    following: (act: string) => `Following ${act}`,
    followShort: 'Follow',
    followingShort: 'Following',
    hint: 'Following is about the act: you see every set they play on this server, here and at other events.',
  },
  de: {
    follow: (act: string) => `${act} folgen`,
    following: (act: string) => `Du folgst ${act}`,
    followShort: 'Folgen',
    followingShort: 'Folge ich',
    hint: 'Folgen gilt dem Act: Du siehst jedes Set auf diesem Server, hier und bei anderen Events.',
  },
  fr: {
    follow: (act: string) => `Suivre ${act}`,
    following: (act: string) => `Vous suivez ${act}`,
    followShort: 'Suivre',
    followingShort: 'Suivi',
    hint: 'Suivre concerne l’artiste : vous voyez chacun de ses sets sur ce serveur, ici et aux autres événements.',
  },
  pl: {
    follow: (act: string) => `Obserwuj: ${act}`,
    following: (act: string) => `Obserwujesz: ${act}`,
    followShort: 'Obserwuj',
    followingShort: 'Obserwujesz',
    hint: 'Obserwowanie dotyczy artysty: widzisz każdy jego set na tym serwerze, tu i na innych wydarzeniach.',
  },
});

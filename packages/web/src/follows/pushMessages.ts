import { defineMessages } from '../i18n/defineMessages.ts';

// a followed act booked at an event, as the service worker words the push (issue 35)
export const bookedMessages = defineMessages({
  en: {
    one: (dj: string, party: string) => `${dj} plays ${party}`,
    several: (party: string) => `Your acts at ${party}`,
    line: (dj: string, when: string, stage: string) => `${dj}: ${when}, ${stage}`,
    alone: (when: string, stage: string) => `${when}, ${stage}`,
    more: (n: number) => `and ${n} more`,
  },
  de: {
    one: (dj: string, party: string) => `${dj} spielt bei ${party}`,
    several: (party: string) => `Deine Acts bei ${party}`,
    line: (dj: string, when: string, stage: string) => `${dj}: ${when}, ${stage}`,
    alone: (when: string, stage: string) => `${when}, ${stage}`,
    more: (n: number) => `und ${n} weitere`,
  },
  fr: {
    one: (dj: string, party: string) => `${dj} joue à ${party}`,
    several: (party: string) => `Vos artistes à ${party}`,
    line: (dj: string, when: string, stage: string) => `${dj} : ${when}, ${stage}`,
    alone: (when: string, stage: string) => `${when}, ${stage}`,
    more: (n: number) => `et ${n} de plus`,
  },
  pl: {
    one: (dj: string, party: string) => `${dj} gra na ${party}`,
    several: (party: string) => `Twoi artyści na ${party}`,
    line: (dj: string, when: string, stage: string) => `${dj}: ${when}, ${stage}`,
    alone: (when: string, stage: string) => `${when}, ${stage}`,
    more: (n: number) => `i jeszcze ${n}`,
  },
});

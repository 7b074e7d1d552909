import { defineMessages } from '../i18n/defineMessages.ts';

// fans' reports as the service worker words their pushes (issue 34): a followed stage's new
// act, and the decision on the fan's own report
export const reportPushMessages = defineMessages({
  en: {
    started: (dj: string, stage: string) => `${dj} started on ${stage}`,
    acceptedBy: (by: string) => `Your report was accepted by ${by}`,
    accepted: 'Your report was accepted',
    refused: 'Your report was not taken',
    what: (dj: string, stage: string, party: string) => `${dj} on ${stage} (${party})`,
  },
  de: {
    started: (dj: string, stage: string) => `${dj} hat auf ${stage} angefangen`,
    acceptedBy: (by: string) => `Deine Meldung wurde von ${by} übernommen`,
    accepted: 'Deine Meldung wurde übernommen',
    refused: 'Deine Meldung wurde nicht übernommen',
    what: (dj: string, stage: string, party: string) => `${dj} auf ${stage} (${party})`,
  },
  fr: {
    started: (dj: string, stage: string) => `${dj} a commencé sur ${stage}`,
    acceptedBy: (by: string) => `Votre signalement a été accepté par ${by}`,
    accepted: 'Votre signalement a été accepté',
    refused: 'Votre signalement n’a pas été retenu',
    what: (dj: string, stage: string, party: string) => `${dj} sur ${stage} (${party})`,
  },
  pl: {
    started: (dj: string, stage: string) => `${dj} zaczyna na ${stage}`,
    acceptedBy: (by: string) => `Twoje zgłoszenie przyjął(-ęła) ${by}`,
    accepted: 'Twoje zgłoszenie zostało przyjęte',
    refused: 'Twoje zgłoszenie nie zostało przyjęte',
    what: (dj: string, stage: string, party: string) => `${dj} na ${stage} (${party})`,
  },
});

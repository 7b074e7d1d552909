import { defineMessages } from '../../i18n/defineMessages.ts';

export const mediaMessages = defineMessages({
  en: {
    pictureTooBig:
      'This picture was not taken: it has more than 16 megapixels. Make it at most 4096×4096 pixels.',
    pictureNoRoom:
      'This picture was not taken: the event’s pictures have used up their space. Delete the ones the lineup no longer uses (under History).',
    title: 'Pictures of this event',
    usage: (used: string, quota: string) => `${used} of ${quota} used`,
    none: 'No pictures uploaded yet.',
    inUse: 'In use',
    inUseHint: 'Used by the lineup, a kept version, the draft or another event',
    delete: 'Delete',
    deleteFor: (size: string) => `Delete this picture (${size})`,
    deleted: 'Picture deleted.',
    stillUsed: 'This picture is still used; remove it from the lineup first.',
    failed: 'The pictures could not be loaded. Check your connection and try again.',
  },
  de: {
    pictureTooBig:
      'Dieses Bild wurde nicht angenommen: Es hat mehr als 16 Megapixel. Verkleinere es auf höchstens 4096×4096 Pixel.',
    pictureNoRoom:
      'Dieses Bild wurde nicht angenommen: Der Platz für die Bilder dieses Events ist aufgebraucht. Lösche die, die das Lineup nicht mehr verwendet (unter Verlauf).',
    title: 'Bilder dieses Events',
    usage: (used: string, quota: string) => `${used} von ${quota} belegt`,
    none: 'Noch keine Bilder hochgeladen.',
    inUse: 'In Gebrauch',
    inUseHint:
      'Verwendet im Lineup, in einer aufbewahrten Version, im Entwurf oder in einem anderen Event',
    delete: 'Löschen',
    deleteFor: (size: string) => `Dieses Bild löschen (${size})`,
    deleted: 'Bild gelöscht.',
    stillUsed: 'Dieses Bild wird noch verwendet; nimm es zuerst aus dem Lineup.',
    failed:
      'Die Bilder konnten nicht geladen werden. Prüfe deine Verbindung und versuch es noch einmal.',
  },
  fr: {
    pictureTooBig:
      'Cette image n’a pas été acceptée : elle dépasse 16 mégapixels. Réduis-la à 4096×4096 pixels au plus.',
    pictureNoRoom:
      'Cette image n’a pas été acceptée : l’espace réservé aux images de l’événement est plein. Supprime celles que la programmation n’utilise plus (sous Historique).',
    title: 'Images de cet événement',
    usage: (used: string, quota: string) => `${used} utilisés sur ${quota}`,
    none: 'Aucune image envoyée pour l’instant.',
    inUse: 'Utilisée',
    inUseHint:
      'Utilisée par la programmation, une version conservée, le brouillon ou un autre événement',
    delete: 'Supprimer',
    deleteFor: (size: string) => `Supprimer cette image (${size})`,
    deleted: 'Image supprimée.',
    stillUsed: 'Cette image est encore utilisée ; retire-la d’abord de la programmation.',
    failed: 'Impossible de charger les images. Vérifie ta connexion et réessaie.',
  },
  pl: {
    pictureTooBig:
      'Ten obraz nie został przyjęty: ma ponad 16 megapikseli. Zmniejsz go do najwyżej 4096×4096 pikseli.',
    pictureNoRoom:
      'Ten obraz nie został przyjęty: miejsce na obrazy tego wydarzenia się skończyło. Usuń te, których line-up już nie używa (w zakładce Historia).',
    title: 'Obrazy tego wydarzenia',
    usage: (used: string, quota: string) => `Zajęte: ${used} z ${quota}`,
    none: 'Nie przesłano jeszcze żadnych obrazów.',
    inUse: 'W użyciu',
    inUseHint: 'Używany w line-upie, w zachowanej wersji, w szkicu lub w innym wydarzeniu',
    delete: 'Usuń',
    deleteFor: (size: string) => `Usuń ten obraz (${size})`,
    deleted: 'Obraz usunięty.',
    stillUsed: 'Ten obraz jest wciąż używany; najpierw usuń go z line-upu.',
    failed: 'Nie udało się wczytać obrazów. Sprawdź połączenie i spróbuj ponownie.',
  },
});

/** which of the server's refusals of an upload the organiser can act on; null: any other */
export function uploadRefusal(error: unknown): 'pictureTooBig' | 'pictureNoRoom' | null {
  const message = error instanceof Error ? error.message : '';
  if (message.startsWith('413: This picture is')) return 'pictureTooBig';
  if (message.startsWith('413: This event’s pictures take')) return 'pictureNoRoom';
  return null;
}

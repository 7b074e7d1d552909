import { defineMessages } from '../../i18n/defineMessages.ts';

export const mediaMessages = defineMessages({
  en: {
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

import { countNoun } from '@lineup/core';
import { defineMessages } from '../i18n/defineMessages.ts';

const moreSets = {
  en: countNoun('en-GB', { one: 'more set', other: 'more sets' }),
  de: countNoun('de', { one: 'weiteres Set', other: 'weitere Sets' }),
  fr: countNoun('fr', { one: 'autre set', other: 'autres sets' }),
  pl: countNoun('pl', {
    one: 'set więcej',
    few: 'sety więcej',
    many: 'setów więcej',
    other: 'seta więcej',
  }),
};

export const planToolsMessages = defineMessages({
  en: {
    imageHeading: 'Save as image',
    imageHint:
      'A picture of one night for your lock screen: it shows your sets without battery-hungry apps or reception.',
    saveNight: (night: string) => `Save ${night} as an image`,
    imageSaved: (night: string) => `The picture of ${night} is in your downloads.`,
    imageFailed: 'This browser could not make the picture.',
    moreSets: (n: number) => `+${moreSets.en(n)}`,
    print: 'Print',
  },
  de: {
    imageHeading: 'Als Bild speichern',
    imageHint:
      'Ein Bild einer Nacht für deinen Sperrbildschirm: Es zeigt deine Sets auch ohne Empfang und ohne den Akku zu leeren.',
    saveNight: (night: string) => `${night} als Bild speichern`,
    imageSaved: (night: string) => `Das Bild für ${night} liegt in deinen Downloads.`,
    imageFailed: 'Dieser Browser konnte das Bild nicht erstellen.',
    moreSets: (n: number) => `+${moreSets.de(n)}`,
    print: 'Drucken',
  },
  fr: {
    imageHeading: 'Enregistrer en image',
    imageHint:
      'L’image d’une nuit pour ton écran de verrouillage : tes sets restent visibles sans réseau et sans vider ta batterie.',
    saveNight: (night: string) => `Enregistrer ${night} en image`,
    imageSaved: (night: string) =>
      `Image enregistrée (${night}) : elle est dans tes téléchargements.`,
    imageFailed: 'Ce navigateur n’a pas pu créer l’image.',
    moreSets: (n: number) => `+${moreSets.fr(n)}`,
    print: 'Imprimer',
  },
  pl: {
    imageHeading: 'Zapisz jako obraz',
    imageHint:
      'Obraz jednej nocy na ekran blokady: twoje sety widać nawet bez zasięgu i bez drenowania baterii.',
    saveNight: (night: string) => `Zapisz jako obraz: ${night}`,
    imageSaved: (night: string) => `Obraz (${night}) jest w pobranych plikach.`,
    imageFailed: 'Ta przeglądarka nie zdołała utworzyć obrazu.',
    moreSets: (n: number) => `+${moreSets.pl(n)}`,
    print: 'Drukuj',
  },
});

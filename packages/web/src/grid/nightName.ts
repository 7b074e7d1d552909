// the grid's night names are the app's one night model (i18n/nightText.ts)
export { nightName } from '../i18n/nightText.ts';

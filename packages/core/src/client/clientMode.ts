// Which client mode (spec §1) a browser's user agent suggests. The app refines it with what
// only the browser knows (installed display mode, a coarse pointer on a tablet); the server's
// prerender of the first screen has only the header, and must guess the same way.

/** phones and tablets that say so in their user agent */
const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Silk|Opera Mini/i;

export function isMobileUserAgent(userAgent: string | undefined): boolean {
  return MOBILE_UA.test(userAgent ?? '');
}

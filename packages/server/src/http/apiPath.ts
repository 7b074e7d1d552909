// Which URLs are the API: everything under /api/ except the app's own pages there (spec §2:
// /api/ followed by the audio-streaming service is a screen of the app, not a call).
const APP_ROUTES_UNDER_API = /^\/api\/soundcloud\/?$/;

/** `url` may carry a query string */
export function isApiPath(url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  const end = url.indexOf('?');
  return !APP_ROUTES_UNDER_API.test(end < 0 ? url : url.slice(0, end));
}

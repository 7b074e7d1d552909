/**
 * The share text in a pasted or scanned plan link ("https://…/de/plan/1.testfest.x1y2z3"),
 * or the text itself when it is not a link (a bare code). Any origin: a friend may use
 * another installation's address for the same lineup; the code is checked by core anyway.
 */
export function codeFromLink(text: string): string {
  const trimmed = text.trim();
  try {
    const url = new URL(trimmed);
    const match = /\/plan\/([^/?#]+)\/?$/.exec(url.pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : trimmed;
  } catch {
    return trimmed;
  }
}

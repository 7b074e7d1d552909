// The HTML behind a short link: Open Graph tags so a link pasted into a messaging app shows the
// act, stage, time and picture. No script (the CSP forbids inline script): a meta refresh and
// a plain link take a person on to the lineup.
import { avatarUrls, formatTime, isSafeUrl, type LoadedEvent, type LoadedSet } from '@lineup/core';

/** link-preview fetchers: they read the first HTML they get and do not run scripts */
export const PREVIEW_BOTS =
  /facebookexternalhit|facebot|twitterbot|whatsapp|telegrambot|slackbot|slack-imgproxy|discordbot|linkedinbot|skypeuripreview|pinterest|redditbot|applebot|googlebot|bingbot|embedly|iframely|vkshare|viber|mastodon|signal|snapchat|bluesky|cardyb|mattermost|rocket\.chat|zulip|xing|yandex|duckduckbot|opengraph|preview/i;

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** a lone UTF-16 surrogate (a YAML "\uD800" escape) has no UTF-8 form to percent-encode */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function lineupPath(event: LoadedEvent, set: LoadedSet): string {
  return `/lineup/${event.id}?s=${encodeURIComponent(set.dj.replace(LONE_SURROGATE, '\uFFFD'))}`;
}

export interface Preview {
  title: string;
  description: string;
  image: string;
  url: string;
  siteName: string;
}

export function previewOf(
  origin: string,
  code: string,
  event: LoadedEvent,
  set: LoadedSet,
): Preview {
  const zone = event.meta.timeZone;
  const day = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(new Date(set.start));
  const stage = event.meta.rooms[set.room] ?? '';
  const time = `${formatTime(set.start, zone)}–${formatTime(set.end, zone)}`;
  const avatar = avatarUrls(set.meta).find(isSafeUrl);
  const image = avatar
    ? avatar.startsWith('/')
      ? `${origin}${avatar}`
      : avatar
    : `${origin}/${event.meta.prefix}-192x192.webp`;
  return {
    title: set.dj,
    description: `${stage} · ${day} · ${time} · ${event.meta.partyName}`,
    image,
    url: `${origin}/s/${code}`,
    siteName: event.meta.partyName,
  };
}

export function previewHtml(preview: Preview, target: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${e(preview.title)} · ${e(preview.siteName)}</title>
<meta name="description" content="${e(preview.description)}">
<meta property="og:type" content="website">
<meta property="og:site_name" content="${e(preview.siteName)}">
<meta property="og:title" content="${e(preview.title)}">
<meta property="og:description" content="${e(preview.description)}">
<meta property="og:image" content="${e(preview.image)}">
<meta property="og:url" content="${e(preview.url)}">
<meta name="twitter:card" content="summary">
<meta name="twitter:title" content="${e(preview.title)}">
<meta name="twitter:description" content="${e(preview.description)}">
<meta name="twitter:image" content="${e(preview.image)}">
<meta http-equiv="refresh" content="0; url=${e(target)}">
</head>
<body>
<p><a href="${e(target)}">${e(preview.title)}: ${e(preview.description)}</a></p>
</body>
</html>
`;
}

import type { EventMeta, Locale, Prefix } from '@lineup/core';
import { useEffect } from 'react';
import { APP_NAMES, manifestPath } from './appManifest.ts';

// The two branded variants (spec §1), chosen by meta.prefix: name, colours, icons.
export interface Variant {
  prefix: Prefix;
  appName: string;
  themeColor: string;
  defaultAvatar: string;
  icon: string;
  /** the manifest in the page's language */
  manifest: string;
}

const THEME_COLORS: Record<Prefix, string> = { festival: '#14121f', duck: '#101a1c' };

export function variantOf(
  meta: Pick<EventMeta, 'prefix' | 'mobileAppName'> | undefined,
  locale: Locale = 'en',
): Variant {
  const prefix: Prefix = meta?.prefix === 'duck' ? 'duck' : 'festival';
  return {
    prefix,
    appName: meta?.mobileAppName || APP_NAMES[prefix][locale].name,
    themeColor: THEME_COLORS[prefix],
    defaultAvatar: `/${prefix}-192x192.webp`,
    // the header shows it at 28 px: the vector mascot (under 1 KB, precached), not a 22 KB PNG
    icon: `/${prefix}-mascot.svg`,
    manifest: manifestPath(prefix, locale),
  };
}

const TITLE_MAX = 60;

/**
 * The document title. The club variant names the year of the night (its events repeat under
 * one name); with the year added the title keeps to 60 characters (spec §5).
 */
export function documentTitle(
  meta: Pick<EventMeta, 'prefix' | 'partyName' | 'beginningSchedule' | 'timeZone'> | undefined,
  appName: string,
): string {
  if (!meta) return appName;
  if (meta.prefix !== 'duck' || !meta.beginningSchedule) return `${meta.partyName} · ${appName}`;
  const year = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: meta.timeZone }).format(
    new Date(meta.beginningSchedule),
  );
  const suffix = ` ${year} · ${appName}`;
  const room = TITLE_MAX - suffix.length;
  const name =
    meta.partyName.length <= room ? meta.partyName : `${meta.partyName.slice(0, room - 1)}…`;
  return `${name}${suffix}`;
}

function setMeta(selector: string, attr: string, value: string): void {
  const el = document.head.querySelector(selector);
  if (el && el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

/** Keeps the title, theme colour and icons of the document in line with the variant. */
export function useDocumentVariant(variant: Variant, title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    setMeta('meta[name="theme-color"]', 'content', variant.themeColor);
    setMeta('link[rel="icon"]', 'href', `/${variant.prefix}-favicon-32x32.png`);
    setMeta('link[rel="apple-touch-icon"]', 'href', `/${variant.prefix}-apple-touch-icon.png`);
    setMeta('link[rel="manifest"]', 'href', variant.manifest);
    document.documentElement.dataset.variant = variant.prefix;
  }, [variant]);
}

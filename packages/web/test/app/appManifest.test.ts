// The installed app is named in the fan's language (issue 33): one manifest per variant and
// language, the same app id in all of them, and the page header names the app as its manifest.
import { describe, expect, it } from 'vitest';
import { APP_NAMES, appManifest, manifestPath } from '../../src/kit/appManifest.ts';
import { variantOf } from '../../src/kit/variant.ts';

const LOCALES = ['en', 'de', 'fr', 'pl'] as const;
const PREFIXES = ['festival', 'duck'] as const;

describe('the web app manifests', () => {
  it.each([
    ['festival', 'de', 'Festival-Programm', 'Programm', ['Jetzt', 'Bühnen']],
    ['festival', 'fr', 'Programme du festival', 'Programme', ['Maintenant', 'Scènes']],
    ['festival', 'pl', 'Program festiwalu', 'Program', ['Teraz', 'Sceny']],
    ['duck', 'de', 'Duck-Club-Programm', 'Duck Club', ['Jetzt', 'Bühnen']],
    ['duck', 'fr', 'Programme du Duck Club', 'Duck Club', ['Maintenant', 'Scènes']],
    ['duck', 'pl', 'Program Duck Club', 'Duck Club', ['Teraz', 'Sceny']],
  ] as const)('%s in %s is named %s', (prefix, locale, name, short, shortcuts) => {
    const manifest = appManifest(prefix, locale) as {
      name: string;
      short_name: string;
      lang: string;
      shortcuts: { name: string }[];
    };
    expect(manifest.name).toBe(name);
    expect(manifest.short_name).toBe(short);
    expect(manifest.lang).toBe(locale);
    expect(manifest.shortcuts.map((s) => s.name)).toEqual(shortcuts);
  });

  it('keeps one app id, start page and colour per variant in every language', () => {
    for (const prefix of PREFIXES) {
      const en = appManifest(prefix, 'en');
      for (const locale of LOCALES) {
        const m = appManifest(prefix, locale);
        expect(m.id).toBe(`/?app=${prefix}`);
        expect(m.start_url).toBe(en.start_url);
        expect(m.theme_color).toBe(en.theme_color);
        expect(m.icons).toEqual(en.icons);
        expect((m.short_name as string).length).toBeLessThanOrEqual(12);
      }
    }
  });

  it('is linked by the page in its language, and the header says the same name', () => {
    expect(manifestPath('festival', 'en')).toBe('/festival.webmanifest');
    expect(manifestPath('duck', 'pl')).toBe('/duck.pl.webmanifest');
    for (const locale of LOCALES) {
      const duck = variantOf({ prefix: 'duck', mobileAppName: undefined }, locale);
      expect(duck.manifest).toBe(manifestPath('duck', locale));
      expect(duck.appName).toBe(APP_NAMES.duck[locale].name);
      expect(variantOf(undefined, locale).appName).toBe(APP_NAMES.festival[locale].name);
    }
  });
});

// The organiser page's snippet generator (issue 36): event, language, view, stages, days and
// colour → the code to paste into the organiser's website, with the real widget beside it as
// a live preview. Opened on demand: nothing is fetched until the organiser opens it.
import {
  festivalNights,
  type LineupResponse,
  LOCALES,
  type Locale,
  type OrganiserEvent,
} from '@lineup/core';
import { createElement, useEffect, useId, useMemo, useState } from 'react';
import {
  elementAttributes,
  iframeSnippet,
  type SnippetOptions,
  scriptSnippet,
} from '../../embed/snippet.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { embedSnippetMessages } from './messages.ts';
import './embedSnippet.css';

const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pl: 'Polski',
};
const DEFAULT_ACCENT = '#ff9ec4';
const EMBED_SCRIPT = '/embed/v1.js';

function useLineup(event: string, open: boolean): LineupResponse | null {
  const [lineup, setLineup] = useState<LineupResponse | null>(null);
  useEffect(() => {
    if (!open) return;
    const aborter = new AbortController();
    fetch(`/api/lineup/${encodeURIComponent(event)}`, { signal: aborter.signal })
      .then((r) => (r.ok ? (r.json() as Promise<LineupResponse>) : null))
      .then(setLineup, () => {});
    return () => aborter.abort();
  }, [event, open]);
  return lineup;
}

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export function EmbedSnippet({ event }: { event: OrganiserEvent }) {
  const t = useMessages(embedSnippetMessages);
  const appLocale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [locale, setLocale] = useState<Locale>(appLocale);
  const [view, setView] = useState<SnippetOptions['view']>('');
  const [stages, setStages] = useState<string[]>([]);
  const [days, setDays] = useState<string[]>([]);
  const [accent, setAccent] = useState(DEFAULT_ACCENT);
  const [iframe, setIframe] = useState(false);
  const live = event.source === 'file' || event.version !== null;
  const lineup = useLineup(event.id, open && live);
  const nights = useMemo(
    () => (lineup ? festivalNights(lineup.sets, lineup.meta.timeZone) : []),
    [lineup],
  );
  useEffect(() => {
    // the preview is the real widget: its script is the one the snippet names
    if (open && live) import(/* @vite-ignore */ EMBED_SCRIPT).catch(() => {});
  }, [open, live]);

  const options: SnippetOptions = {
    origin: window.location.origin,
    event: event.id,
    name: lineup?.meta.partyName ?? event.partyName ?? event.id,
    locale,
    view,
    stages,
    days,
    accent: accent === DEFAULT_ACCENT ? '' : accent,
  };
  const code = iframe ? iframeSnippet(options) : scriptSnippet(options);
  // "Copied" stays only while the code is the one copied
  const [copiedCode, setCopiedCode] = useState<string | null>(null);
  const copied = copiedCode === code;
  const copy = () => {
    void navigator.clipboard?.writeText(code).then(() => setCopiedCode(code));
  };

  return (
    <details className="org-server org-embed" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t.title}</summary>
      {open && !live && <p className="org-hint">{t.notLive}</p>}
      {open && live && (
        <div className="org-embed__body">
          <p className="org-hint">{t.intro}</p>
          <div className="org-embed__form">
            <label>
              {t.language}
              <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t.view}
              <select
                value={view}
                onChange={(e) => setView(e.target.value as SnippetOptions['view'])}
              >
                <option value="">{t.viewAuto}</option>
                <option value="now">{t.viewNow}</option>
                <option value="list">{t.viewList}</option>
                <option value="grid">{t.viewGrid}</option>
              </select>
            </label>
            <label>
              {t.colour}
              <input type="color" value={accent} onChange={(e) => setAccent(e.target.value)} />
            </label>
            <label className="org-embed__check">
              <input
                type="checkbox"
                checked={iframe}
                onChange={(e) => setIframe(e.target.checked)}
              />
              {t.iframe}
            </label>
          </div>
          {!lineup && <p className="org-hint">{t.loading}</p>}
          {lineup && lineup.meta.rooms.length > 1 && (
            <fieldset className="org-embed__choices">
              <legend>{t.stages}</legend>
              {lineup.meta.rooms.map((room, i) => {
                const slug = lineup.meta.stageUrls[i] ?? String(i + 1);
                return (
                  <label key={slug} className="org-embed__check">
                    <input
                      type="checkbox"
                      checked={stages.includes(slug)}
                      onChange={() => setStages((s) => toggle(s, slug))}
                    />
                    {room}
                  </label>
                );
              })}
            </fieldset>
          )}
          {nights.length > 1 && (
            <fieldset className="org-embed__choices">
              <legend>{t.days}</legend>
              {nights.map((n) => (
                <label key={n.key} className="org-embed__check">
                  <input
                    type="checkbox"
                    checked={days.includes(n.key)}
                    onChange={() => setDays((d) => toggle(d, n.key))}
                  />
                  {n.key}
                </label>
              ))}
            </fieldset>
          )}
          <label htmlFor={`${id}-code`} className="org-embed__label">
            {t.code}
          </label>
          <textarea id={`${id}-code`} className="org-embed__code" readOnly value={code} rows={7} />
          <button type="button" className="button" onClick={copy}>
            {copied ? t.copied : t.copy}
          </button>
          <h3 className="org-embed__label">{t.preview}</h3>
          <div className="org-embed__preview">
            {createElement('lineup-schedule', {
              // a new element for new settings: it reads them when it is put in the page
              key: JSON.stringify(elementAttributes(options)),
              ...Object.fromEntries(elementAttributes(options).filter(([k]) => k !== 'style')),
              style: options.accent ? { '--lineup-accent': options.accent } : undefined,
            })}
          </div>
        </div>
      )}
    </details>
  );
}

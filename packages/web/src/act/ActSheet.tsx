import {
  isSafeUrl,
  type LineupResponse,
  type LineupSet,
  type MetaEntry,
  markOrange,
  parseLinkKey,
} from '@lineup/core';
import { lazy, Suspense, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { useModalDialog } from '../kit/useModalDialog.ts';
import { HeartButton } from '../likes/HeartButton.tsx';
import { reportMessages } from '../reports/messages.ts';
import { LazyReportDialog } from '../reports/ReportButton.tsx';
import { shortLinkUrl } from '../share/useCopyShortLink.ts';
import { SetLinks } from '../timetable/SetLinks.tsx';
import { actMessages } from './messages.ts';
import './act.css';

// following is loaded with the sheet's first opening, not with every screen that has a sheet
const FollowActs = lazy(() => import('../follows/FollowActs.tsx'));

/** Whether SetLinks shows anything: a link kind that is not a picture, with a safe address. */
function hasLinks(meta: readonly MetaEntry[]): boolean {
  return meta.some((entry) => {
    const key = parseLinkKey(entry.key);
    return key !== null && !key.isAvatar && isSafeUrl(entry.value);
  });
}

interface ActSheetProps {
  set: LineupSet;
  /** "🌅 Beach · Sat 23:00": where and when, as the row that opened it says it */
  where: string;
  /** "⚠️ Clashes with Echo Park for 60 min": the same line on every screen that opens it */
  clash?: string | undefined;
  following: ReadonlySet<string>;
  /**
   * the spec's copy-link behaviour (short link, GET, "Copied" overlay); absent: no short link,
   * nor for a set without one (cancelled, or a like of another edition). The sheet closes
   * first: the overlay must not sit under the modal sheet.
   */
  onCopy?: ((set: LineupSet) => void) | undefined;
  /** the set's lineup: given, fans can suggest a change to the set (issue 34) */
  lineup?: LineupResponse | undefined;
  onClose(): void;
}

/**
 * A small sheet over the page with one act's links, its heart, copy link and share: on a phone
 * the links are one tap away from any row. A native modal <dialog>: focus moves into it and
 * stays there, Escape and a tap outside close it, screen readers hear its name.
 */
export function ActSheet({ set, where, clash, following, onCopy, lineup, onClose }: ActSheetProps) {
  const t = useMessages(actMessages);
  const r = useMessages(reportMessages);
  const [suggesting, setSuggesting] = useState(false);
  const { ref, titleId, close, onBackdropClick } = useModalDialog(onClose);
  if (suggesting && lineup) {
    return <LazyReportDialog data={lineup} target={{ kind: 'change', set }} onClose={onClose} />;
  }

  const { meta } = markOrange(set, following);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively
    <dialog ref={ref} className="act-sheet" aria-labelledby={titleId} onClick={onBackdropClick}>
      <div className="act-sheet__body">
        <div className="act-sheet__head">
          <h2 id={titleId} className="act-sheet__name">
            {set.djAndChange}
          </h2>
          <HeartButton set={set} />
        </div>
        {where && <p className="act-sheet__where">{where}</p>}
        {clash && <p className="act-sheet__clash">{clash}</p>}
        <Suspense fallback={<div className="follows-row follows-row--waiting" />}>
          <FollowActs dj={set.dj} meta={set.meta} />
        </Suspense>
        {hasLinks(meta) ? (
          <SetLinks dj={set.dj} meta={meta} />
        ) : (
          <p className="act-sheet__none">{t.noLinks}</p>
        )}
        <div className="act-sheet__actions">
          {onCopy && set.s && (
            <button
              type="button"
              className="button"
              onClick={() => {
                onClose();
                onCopy(set);
              }}
            >
              {t.copyLink}
            </button>
          )}
          {canShare && set.s && (
            <button
              type="button"
              className="button"
              onClick={() => {
                navigator
                  .share({ title: set.title, url: shortLinkUrl(set) })
                  .catch(() => undefined);
              }}
            >
              {t.share}
            </button>
          )}
          {lineup && !set.isMarkerSet && (
            <button type="button" className="button" onClick={() => setSuggesting(true)}>
              {r.suggestChange}
            </button>
          )}
          <button type="button" className="button button--primary" onClick={close}>
            {t.close}
          </button>
        </div>
      </div>
    </dialog>
  );
}

/** The row's button that opens the sheet: a large "⋯" named after the act. */
export function ActSheetButton({ set, onOpen }: { set: LineupSet; onOpen(set: LineupSet): void }) {
  const t = useMessages(actMessages);
  return (
    <button
      type="button"
      className="act-more"
      aria-label={t.open(set.dj)}
      title={t.open(set.dj)}
      aria-haspopup="dialog"
      onClick={(e) => {
        e.stopPropagation();
        onOpen(set);
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
}

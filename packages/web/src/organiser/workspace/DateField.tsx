import { typedDate } from '@lineup/core';
import { useEffect, useState } from 'react';
import { dateFormat } from '../../i18n/dateFormat.ts';
import { useLocale, useMessages } from '../../i18n/locale.tsx';
import { dateMessages } from './dateMessages.ts';

const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };
const LONG: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
/** noon UTC of a date: the same day whatever the browser's zone */
const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const EXAMPLE = '2026-08-14';

/**
 * A date typed the page's way ("14/08/2026" in English, "14.08.2026" in German), read back in
 * words below the field. Not the browser's date field: that one writes its own language's order
 * (08/14/2026 in an American browser), whatever the page's.
 */
export function DateField({
  id,
  label,
  value,
  year,
  onChange,
}: {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' */
  value: string;
  /** the year of a date typed without one */
  year: number;
  /** a readable date (YYYY-MM-DD), '' when emptied, null while the text is no date */
  onChange(date: string | null): void;
}) {
  const locale = useLocale();
  const t = useMessages(dateMessages);
  const shown = (date: string) => (date ? dateFormat(NUMERIC, locale).format(noon(date)) : '');
  const [text, setText] = useState(() => shown(value));
  const [left, setLeft] = useState(false);
  // a date set from outside (the last night following the first) shows as written here
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside
  useEffect(() => {
    if (typedDate(text, year) !== value && !(value === '' && text.trim() === '')) {
      setText(shown(value));
    }
  }, [value, locale]);

  const read = text.trim() === '' ? '' : typedDate(text, year);
  const unreadable = left && read === null;
  const example = shown(EXAMPLE);
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={text}
        inputMode="numeric"
        autoComplete="off"
        placeholder={example}
        maxLength={12}
        aria-invalid={unreadable || undefined}
        aria-describedby={`${id}-reads`}
        onChange={(e) => {
          const next = e.target.value;
          setText(next);
          setLeft(false);
          const date = next.trim() === '' ? '' : typedDate(next, year);
          // a whole date with its year is taken at once; "14.08." waits for the field to be left
          if (date === '' || (date && /\d{4}/.test(next))) onChange(date);
          else onChange(null);
        }}
        onBlur={() => {
          setLeft(true);
          if (read === null) return onChange(null);
          onChange(read);
          setText(shown(read));
        }}
      />
      <p id={`${id}-reads`} className="org-hint" aria-live="polite">
        {unreadable
          ? t.dateBad(example)
          : read
            ? dateFormat(LONG, locale).format(noon(read))
            : null}
      </p>
    </>
  );
}

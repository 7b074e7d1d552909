import { isValidTimeZone } from '@lineup/core';
import { useId, useMemo } from 'react';

/** every zone the browser knows, searchable by typing (a datalist), e.g. "Lis" → Europe/Lisbon */
function zones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['Europe/Berlin', 'Europe/Lisbon', 'Europe/London', 'Europe/Paris', 'Europe/Warsaw'];
  }
}

export function TimeZoneField({
  label,
  hint,
  invalidText,
  value,
  onChange,
}: {
  label: string;
  hint?: string;
  invalidText: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  const list = useMemo(zones, []);
  const invalid = value !== '' && !isValidTimeZone(value);
  return (
    <div className="org-field">
      <label htmlFor={`${id}-tz`}>{label}</label>
      <input
        id={`${id}-tz`}
        list={`${id}-zones`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-bad` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value.trim())}
      />
      <datalist id={`${id}-zones`}>
        {list.map((z) => (
          <option key={z} value={z} />
        ))}
      </datalist>
      {hint && !invalid && (
        <p id={`${id}-hint`} className="org-hint">
          {hint}
        </p>
      )}
      {invalid && (
        <p id={`${id}-bad`} className="org-cell-error">
          {invalidText}
        </p>
      )}
    </div>
  );
}

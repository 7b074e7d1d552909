import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { organiserMessages } from './messages.ts';

/** Asks for ORGANISER_TOKEN; after a wrong one it says so and puts the cursor back. */
export function TokenForm({ wrong, onToken }: { wrong: boolean; onToken(token: string): void }) {
  const t = useMessages(organiserMessages);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (wrong) input.current?.focus();
  }, [wrong]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const token = value.trim();
    if (token) onToken(token);
  };
  return (
    <form className="organiser-token" onSubmit={submit}>
      <label htmlFor={`${id}-token`} className="organiser-token__label">
        {t.tokenLabel}
      </label>
      <div className="organiser-token__row">
        <input
          ref={input}
          id={`${id}-token`}
          className="organiser-token__input"
          type="password"
          autoComplete="current-password"
          spellCheck={false}
          required
          value={value}
          aria-invalid={wrong || undefined}
          aria-describedby={wrong ? `${id}-error ${id}-hint` : `${id}-hint`}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t.open}
        </button>
      </div>
      {wrong && (
        <p id={`${id}-error`} className="organiser-token__error" role="alert">
          {t.wrongToken}
        </p>
      )}
      <p id={`${id}-hint`} className="hint">
        {t.tokenHint}
      </p>
    </form>
  );
}

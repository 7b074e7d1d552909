import type { ReactNode } from 'react';

/** Full-page error with the message of spec §8 (texts are the catalogue's, shown as they are). */
export function ErrorPage({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="error-page" role="alert">
      <p className="error-page__icon" aria-hidden="true">
        ⚠️
      </p>
      <p className="error-page__message">{message}</p>
      {children}
    </div>
  );
}

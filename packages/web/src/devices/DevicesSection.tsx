import { useId, useState } from 'react';
import { QrCode } from '../crew/QrCode.tsx';
import { dateFormat } from '../i18n/dateFormat.ts';
import { localePath, useLocale, useMessages } from '../i18n/locale.tsx';
import { makeDeviceLink, revokeDeviceLink, useDeviceLink } from './deviceLink.ts';
import { deviceMessages } from './messages.ts';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long' };

/** On My plan: a private link (and its QR code) that joins another device to the same likes. */
export function DevicesSection() {
  const t = useMessages(deviceMessages);
  const locale = useLocale();
  const link = useDeviceLink();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string | null) => {
    setBusy(true);
    setMessage(null);
    try {
      await action();
      setMessage(done);
    } catch {
      setMessage(t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="crew devices" aria-labelledby="devices-heading">
      <h2 id="devices-heading" className="crew__heading">
        {t.heading}
      </h2>
      {link === null && (
        <>
          <p className="plan__intro">{t.intro}</p>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => void run(() => makeDeviceLink(localePath(locale, '/devices')), null)}
          >
            <span aria-hidden="true">📱 </span>
            {t.make}
          </button>
        </>
      )}
      {link?.role === 'joined' && <p className="plan__intro">{t.joined}</p>}
      {link?.role === 'owner' && link.url && (
        <div className="crew__form">
          <label htmlFor={inputId}>{t.linkLabel}</label>
          <input id={inputId} readOnly value={link.url} onFocus={(e) => e.currentTarget.select()} />
          <QrCode text={link.url} label={t.qr} tooLong={t.linkLabel} />
          {link.expiresAt && (
            <p className="hint">
              {t.expires(dateFormat(DATE, locale).format(new Date(link.expiresAt)))}
            </p>
          )}
        </div>
      )}
      {link && (
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(revokeDeviceLink, link.role === 'joined' ? t.left : t.revoked)}
        >
          {link.role === 'joined' ? t.leave : t.revoke}
        </button>
      )}
      {message && (
        <p className="hint" role="status">
          {message}
        </p>
      )}
    </section>
  );
}

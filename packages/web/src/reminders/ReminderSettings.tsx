import { useId, useState } from 'react';
import { useMessages } from '../i18n/locale.tsx';
import { reminderMessages } from './messages.ts';
import { askPermission, type ReminderSupport, reminderSupport } from './notify.ts';
import { setReminderSettings, useReminderSettings } from './reminderSettings.ts';

const MINUTE_CHOICES = [5, 10, 15, 30, 60];

/**
 * The reminders switch of "my plan". The browser's permission is asked only when the fan
 * switches reminders on; where notifications cannot work, a text says why and what else helps.
 */
export function ReminderSettings() {
  const t = useMessages(reminderMessages);
  const settings = useReminderSettings();
  const [support, setSupport] = useState<ReminderSupport>(reminderSupport);
  const [asking, setAsking] = useState(false);
  const switchId = useId();
  const minutesId = useId();
  const active = settings.on && support === 'granted';
  const choices = MINUTE_CHOICES.includes(settings.minutes)
    ? MINUTE_CHOICES
    : [...MINUTE_CHOICES, settings.minutes].sort((a, b) => a - b);

  const toggle = async (on: boolean) => {
    if (!on) {
      setReminderSettings({ ...settings, on: false });
      return;
    }
    let permission = reminderSupport();
    if (permission === 'default') {
      setAsking(true);
      permission = await askPermission();
      setAsking(false);
    }
    setSupport(permission);
    if (permission === 'granted') setReminderSettings({ ...settings, on: true });
  };

  const status =
    support === 'unsupported'
      ? t.unsupported
      : support === 'denied'
        ? t.denied
        : asking
          ? t.asking
          : active
            ? t.on(settings.minutes)
            : t.off;

  return (
    <div className="plan__box reminders">
      <h3>{t.title}</h3>
      <label className="plan__switch" htmlFor={switchId}>
        <input
          id={switchId}
          type="checkbox"
          checked={active}
          disabled={support === 'unsupported' || asking}
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />
        {t.toggle}
      </label>
      <label htmlFor={minutesId}>
        {t.before}
        <select
          id={minutesId}
          className="plan__option"
          value={settings.minutes}
          onChange={(e) => setReminderSettings({ ...settings, minutes: Number(e.target.value) })}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {t.option(n)}
            </option>
          ))}
        </select>
      </label>
      <p
        className={support === 'unsupported' || support === 'denied' ? 'plan__note' : 'hint'}
        role="status"
      >
        {status}
      </p>
    </div>
  );
}

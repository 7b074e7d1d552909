import { useEffect, useId, useState } from 'react';
import { colon } from '../i18n/colon.ts';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { reminderMessages } from './messages.ts';
import { type ReminderSupport, reminderSupport, showReminder } from './notify.ts';
import {
  currentSubscription,
  iosWithoutHomeScreen,
  type PushFailure,
  pushSupported,
  sendTestPush,
  unsubscribePush,
} from './pushClient.ts';
import { setReminderSettings, useReminderSettings } from './reminderSettings.ts';
import { switchRemindersOn } from './switchOn.ts';

/** 0: no reminder before a set, only the change alerts (push only) */
const MINUTE_CHOICES = [5, 10, 15, 30];

type TestState = 'idle' | 'sending' | 'sent' | 'failed';

/**
 * The reminders switch of "my plan". The browser's permission is asked only when the fan
 * switches reminders on. Where the browser can receive pushes, the device is subscribed at the
 * server, so reminders and change alerts arrive with the app closed; elsewhere the app reminds
 * while it is open. The state is said plainly (on / blocked / not supported), with the iPhone's
 * home-screen steps, and a test notification on request.
 */
export function ReminderSettings() {
  const t = useMessages(reminderMessages);
  const locale = useLocale();
  const { likes } = useLikes();
  const settings = useReminderSettings();
  const [support, setSupport] = useState<ReminderSupport>(reminderSupport);
  const [asking, setAsking] = useState(false);
  const [pushed, setPushed] = useState(false);
  const [failure, setFailure] = useState<PushFailure | null>(null);
  const [test, setTest] = useState<TestState>('idle');
  const switchId = useId();
  const minutesId = useId();
  const active = settings.on && support === 'granted';
  const canPush = pushSupported() && failure !== 'unavailable';
  const choices = canPush ? [0, ...MINUTE_CHOICES] : MINUTE_CHOICES;
  const minutes = choices.includes(settings.minutes)
    ? settings.minutes
    : (choices.filter((n) => n <= settings.minutes).at(-1) ?? choices[0] ?? 10);

  useEffect(() => {
    let live = true;
    void currentSubscription().then((sub) => live && setPushed(sub !== null));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (on: boolean) => {
    setTest('idle');
    setFailure(null);
    if (!on) {
      setReminderSettings({ ...settings, on: false });
      setPushed(false);
      await unsubscribePush();
      return;
    }
    const result = await switchRemindersOn({
      settings,
      locale,
      likes,
      push: canPush,
      onAsking: setAsking,
    });
    setSupport(result.permission);
    setPushed(result.pushed);
    setFailure(result.failure);
  };

  const sendTest = async () => {
    setTest('sending');
    if (pushed) {
      setTest((await sendTestPush()) ? 'sent' : 'failed');
      return;
    }
    await showReminder({
      tag: 'test',
      at: Date.now(),
      startsAt: Date.now(),
      title: t.testTitle,
      body: t.testBody,
      url: window.location.href,
      icon: '/festival-192x192.png',
    });
    setTest('sent');
  };

  const state =
    support === 'unsupported'
      ? t.stateUnsupported
      : support === 'denied'
        ? t.stateBlocked
        : active
          ? pushed
            ? t.stateOn
            : t.stateOnWhileOpen
          : t.stateOff;
  const status =
    support === 'unsupported'
      ? t.unsupported
      : support === 'denied'
        ? t.denied
        : asking
          ? t.asking
          : active && failure === 'unavailable'
            ? t.noPushService(minutes)
            : active && failure
              ? t.pushNotReached(minutes)
              : active && pushed
                ? settings.minutes > 0
                  ? t.pushOn(minutes)
                  : t.pushChangesOnly
                : active
                  ? t.on(minutes)
                  : t.off;
  const steps = t.iosSteps.split('\n');

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
          value={minutes}
          onChange={(e) => setReminderSettings({ ...settings, minutes: Number(e.target.value) })}
        >
          {choices.map((n) => (
            <option key={n} value={n}>
              {n === 0 ? t.onlyChanges : t.option(n)}
            </option>
          ))}
        </select>
      </label>
      <p className="reminders__state">
        {t.stateLabel}
        {colon(locale)} <strong>{state}</strong>
      </p>
      <p
        className={
          support === 'unsupported' || support === 'denied' || failure ? 'plan__note' : 'hint'
        }
        role="status"
      >
        {status}
      </p>
      {active && (
        <p>
          <button
            type="button"
            className="button"
            disabled={test === 'sending'}
            onClick={() => void sendTest()}
          >
            {t.test}
          </button>
          {test === 'sent' && <span className="hint"> {t.testSent}</span>}
          {test === 'failed' && <span className="plan__note"> {t.testFailed}</span>}
        </p>
      )}
      <p className="hint">{t.where}</p>
      {iosWithoutHomeScreen() && (
        <div className="reminders__ios">
          <p>{t.iosTitle}</p>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

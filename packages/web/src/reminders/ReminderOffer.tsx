import { useEffect, useRef, useState } from 'react';
import { useLocale, useMessages } from '../i18n/locale.tsx';
import { useLikes } from '../likes/useLikes.ts';
import { answerOffer, closeOffer } from './firstLikeOffer.ts';
import { reminderMessages } from './messages.ts';
import { offerMessages } from './offerMessages.ts';
import { getReminderSettings } from './reminderSettings.ts';
import { type SwitchedOn, switchRemindersOn } from './switchOn.ts';
import './reminderOffer.css';

type State = { step: 'asked' } | { step: 'asking' } | { step: 'answered'; result: SwitchedOn };

/**
 * The offer of reminders after a fan's first like: a calm bar above the bottom bar, out of the
 * page flow, so the list under it does not move. One tap switches reminders on as My plan's
 * switch does; what came of it is said in My plan's words (blocked, no push service, …).
 */
export default function ReminderOffer() {
  const t = useMessages(offerMessages);
  const r = useMessages(reminderMessages);
  const locale = useLocale();
  const { likes } = useLikes();
  const [state, setState] = useState<State>({ step: 'asked' });
  const closeRef = useRef<HTMLButtonElement>(null);
  const answered = state.step === 'answered';

  // the button that had the focus is gone: the focus goes to the one that closes the answer
  useEffect(() => {
    if (answered) closeRef.current?.focus();
  }, [answered]);

  const turnOn = async () => {
    answerOffer('accepted');
    setState({ step: 'asking' });
    const settings = getReminderSettings();
    const result = await switchRemindersOn({ settings, locale, likes, push: true });
    setState({ step: 'answered', result });
  };

  const notNow = () => {
    answerOffer('dismissed');
    closeOffer();
  };

  const minutes = getReminderSettings().minutes;
  let text = t.question;
  let warn = false;
  if (state.step === 'asking') text = r.asking;
  if (state.step === 'answered') {
    const { permission, failure } = state.result;
    warn = permission !== 'granted' || failure !== null;
    text =
      permission === 'unsupported'
        ? r.unsupported
        : permission !== 'granted'
          ? r.denied
          : failure === 'unavailable'
            ? r.noPushService(minutes)
            : failure
              ? r.pushNotReached(minutes)
              : t.on(minutes);
  }

  return (
    <section className="reminder-offer" aria-label={t.label}>
      <p
        className={
          warn ? 'reminder-offer__text reminder-offer__text--warn' : 'reminder-offer__text'
        }
        role="status"
      >
        {text}
      </p>
      <div className="reminder-offer__buttons">
        {answered ? (
          <button ref={closeRef} type="button" className="button" onClick={closeOffer}>
            {t.close}
          </button>
        ) : (
          <>
            <button
              type="button"
              className="button button--primary"
              disabled={state.step === 'asking'}
              onClick={() => void turnOn()}
            >
              {t.turnOn}
            </button>
            <button
              type="button"
              className="button"
              disabled={state.step === 'asking'}
              onClick={notNow}
            >
              {t.notNow}
            </button>
          </>
        )}
      </div>
    </section>
  );
}

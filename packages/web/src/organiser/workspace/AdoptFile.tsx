import { useState } from 'react';
import { defineMessages } from '../../i18n/defineMessages.ts';
import { useMessages } from '../../i18n/locale.tsx';

const adoptMessages = defineMessages({
  en: {
    move: 'Move into the database…',
    confirmTitle: 'Move this event into the database?',
    confirm: (file: string) =>
      `The text of ${file} becomes version 1, checked and published as from this page. From then on you edit the event here (history, rollback), fans' reports can be accepted into it, and the file is no longer served: remove it from the server's DATA_DIR/events. Fans see the same lineup.`,
    yes: 'Move it',
    no: 'Cancel',
    moving: 'Moving…',
    failed: (why: string) => `Not moved: ${why}`,
  },
  de: {
    move: 'In die Datenbank übernehmen…',
    confirmTitle: 'Dieses Event in die Datenbank übernehmen?',
    confirm: (file: string) =>
      `Der Text von ${file} wird Version 1, geprüft und veröffentlicht wie von dieser Seite. Danach bearbeitest du das Event hier (Verlauf, Zurücksetzen), Meldungen von Fans können übernommen werden, und die Datei wird nicht mehr ausgeliefert: entferne sie aus DATA_DIR/events auf dem Server. Fans sehen dasselbe Lineup.`,
    yes: 'Übernehmen',
    no: 'Abbrechen',
    moving: 'Wird übernommen…',
    failed: (why: string) => `Nicht übernommen: ${why}`,
  },
  fr: {
    move: 'Passer dans la base de données…',
    confirmTitle: 'Passer cet événement dans la base de données ?',
    confirm: (file: string) =>
      `Le texte de ${file} devient la version 1, vérifié et publié comme depuis cette page. Ensuite tu modifies l’événement ici (historique, retour arrière), les signalements des fans peuvent y être acceptés, et le fichier n’est plus servi : retire-le de DATA_DIR/events sur le serveur. Les fans voient le même programme.`,
    yes: 'Le passer',
    no: 'Annuler',
    moving: 'En cours…',
    failed: (why: string) => `Pas fait : ${why}`,
  },
  pl: {
    move: 'Przenieś do bazy danych…',
    confirmTitle: 'Przenieść to wydarzenie do bazy danych?',
    confirm: (file: string) =>
      `Tekst ${file} staje się wersją 1, sprawdzoną i opublikowaną jak z tej strony. Od tej pory edytujesz wydarzenie tutaj (historia, cofanie), zgłoszenia fanów mogą być do niego przyjmowane, a plik nie jest już serwowany: usuń go z DATA_DIR/events na serwerze. Fani widzą ten sam program.`,
    yes: 'Przenieś',
    no: 'Anuluj',
    moving: 'Przenoszenie…',
    failed: (why: string) => `Nie przeniesiono: ${why}`,
  },
});

/**
 * The operator moves a file-managed event into the database (POST …/adopt), after a
 * confirmation that says what happens to the file and the event.
 */
export function AdoptFile({
  token,
  event,
  file,
  onAdopted,
}: {
  token: string;
  event: string;
  file: string;
  onAdopted(version: number): void;
}) {
  const t = useMessages(adoptMessages);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const adopt = async () => {
    setBusy(true);
    setError('');
    try {
      const res = await fetch(`/api/organiser/events/${encodeURIComponent(event)}/adopt`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json().catch(() => ({}))) as { version?: number; error?: string };
      if (res.ok && body.version) {
        setAsking(false);
        onAdopted(body.version);
      } else {
        setError((body.error ?? String(res.status)).replace(/^\d{3}: /, ''));
      }
    } catch {
      setError('no connection');
    } finally {
      setBusy(false);
    }
  };
  if (!asking) {
    return (
      <p>
        <button type="button" className="button" onClick={() => setAsking(true)}>
          {t.move}
        </button>
      </p>
    );
  }
  return (
    <section className="org-adopt" aria-labelledby="org-adopt-title">
      <h3 id="org-adopt-title">{t.confirmTitle}</h3>
      <p>{t.confirm(file)}</p>
      <p>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={() => void adopt()}
        >
          {busy ? t.moving : t.yes}
        </button>{' '}
        <button type="button" className="button" onClick={() => setAsking(false)}>
          {t.no}
        </button>
      </p>
      {error && (
        <p className="organiser__error" role="alert">
          {t.failed(error)}
        </p>
      )}
    </section>
  );
}

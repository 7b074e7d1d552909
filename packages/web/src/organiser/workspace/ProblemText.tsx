import { useMessages } from '../../i18n/locale.tsx';
import { diagnosticText, diagnosticWords, type WordedDiagnostic } from './diagnosticWords.ts';

/** a problem in plain words, with its rule and the validator's own words in a small line */
export function ProblemText({ d, id }: { d: WordedDiagnostic; id?: string }) {
  const w = useMessages(diagnosticWords);
  return (
    <span id={id} className="org-problem">
      {diagnosticText(d, w)}{' '}
      <small className="org-problem__details">
        ({w.details}: {d.rule})
      </small>
    </span>
  );
}

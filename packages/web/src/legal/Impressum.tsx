import { useMessages } from '../i18n/locale.tsx';
import { legalMessages } from './messages.ts';
import { OperatorAddress } from './Operator.tsx';
import './legal.css';

/** /impressum: the legal notice, dated May 2025 (spec §2). */
export default function Impressum() {
  const t = useMessages(legalMessages);
  return (
    <article className="page legal">
      <h1 className="page__title">{t.impressumTitle}</h1>
      <p className="legal__date">{t.impressumDate}</p>
      <h2 className="section-title">{t.responsible}</h2>
      <OperatorAddress />
      <p>{t.liability}</p>
    </article>
  );
}

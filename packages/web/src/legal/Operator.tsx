import { useLocale } from '../i18n/locale.tsx';
import { OPERATOR } from './operator.ts';

export function OperatorAddress() {
  const locale = useLocale();
  return (
    <address className="legal__address">
      {OPERATOR.name}
      <br />
      {OPERATOR.street}
      <br />
      {OPERATOR.city}
      <br />
      {OPERATOR.country[locale]}
      <br />
      <a href={`mailto:${OPERATOR.email}`}>{OPERATOR.email}</a>
    </address>
  );
}

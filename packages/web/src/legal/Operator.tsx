import { useMessages } from '../i18n/locale.tsx';
import { legalMessages } from './messages.ts';
import { hasLegalDetails, useOperator } from './operator.ts';

/** The operator's name, address and contact as configured; a plain notice when they are not. */
export function OperatorAddress() {
  const t = useMessages(legalMessages);
  const info = useOperator();
  // keeps the height of one short paragraph while the answer is on its way
  if (info === undefined) return <p className="legal__address" aria-busy="true" />;
  if (!info || !hasLegalDetails(info)) {
    return <p className="legal__unset">{info ? t.notConfigured : t.operatorUnavailable}</p>;
  }
  return (
    <address className="legal__address">
      {[info.name, ...(info.address ?? [])]
        .filter((line): line is string => Boolean(line))
        .map((line) => (
          <span key={line} className="legal__line">
            {line}
          </span>
        ))}
      {info.email && (
        <span className="legal__line">
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </span>
      )}
      {info.phone && (
        <span className="legal__line">
          <a href={`tel:${info.phone.replace(/[^\d+]/g, '')}`}>{info.phone}</a>
        </span>
      )}
    </address>
  );
}

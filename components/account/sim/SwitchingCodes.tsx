'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { SaveFeedback } from '@/components/account/SaveFeedback';
import { useAccountWrite } from '@/components/account/useAccountWrite';
import { useSite } from '@/components/site/SiteProvider';
import { upstream } from '@/lib/account/upstream';
import { authorisationCode, authorisationCodes, authorisationCodeType } from '@/lib/platform/contracts/sim-cards';
import type { AuthorisationCode, AuthorisationCodeType } from '@/lib/platform/content-api/schemas';
import { formatCalendarDay } from '@/lib/platform/i18n/format';
import './sim.css';

type Props = { customer: string; productKey: string; initial: AuthorisationCode[] };

/** The line's codes with the one just issued in place of an earlier one of its type. */
const withCode = (codes: AuthorisationCode[] = [], issued: AuthorisationCode) => [
  ...codes.filter((code) => code.type !== issued.type),
  issued,
];

/**
 * UK switching codes of a line (SPEC §3 Authorisation code): the valid ones with their last day, and
 * a PAC or STAC on request (upgraded write access: the upgrade prompt, then the same request). The
 * expiry is a calendar day of the market, valid to its end, so it is shown as that day.
 */
export function SwitchingCodes({ customer, productKey, initial }: Props) {
  const t = useTranslations('accountSim.codes');
  const { locale } = useSite();
  const client = useQueryClient();
  const path = `customerarea/tariff/${encodeURIComponent(productKey)}/porting/authorisationcode`;
  const key = [customer, 'switchingCodes', productKey];
  const codes = useQuery({ queryKey: key, queryFn: () => upstream(path, authorisationCodes), initialData: initial }).data;
  const day = (code: AuthorisationCode) => formatCalendarDay(code.expiryDate, locale);
  const [issued, setIssued] = useState<AuthorisationCode>();

  const request = useAccountWrite<AuthorisationCodeType, AuthorisationCode>({
    write: (type) => upstream(`${path}/${type}`, authorisationCode, { method: 'POST' }),
    onSuccess: (code) => {
      client.setQueryData<AuthorisationCode[]>(key, (current) => withCode(current, code));
      setIssued(code);
    },
  });

  return (
    <section aria-labelledby="switching-codes">
      <h2 id="switching-codes">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <h3>{t('existing')}</h3>
      {codes.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <dl className="facts switching-codes">
          {codes.map((code) => (
            <div className="facts__row" key={code.type}>
              <dt>{t('type', { type: code.type })}</dt>
              <dd>
                <code>{code.code}</code>
                <span className="switching-codes__expiry">
                  {t('validUntil')} {day(code)}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <div className="switching-codes__actions">
        {authorisationCodeType.options.map((type) => (
          <button key={type} type="button" className="button" onClick={() => request.save(type)} disabled={request.state === 'saving'}>
            {t('request', { type })}
          </button>
        ))}
      </div>
      {request.upgrade}
      <SaveFeedback
        state={request.state}
        error={request.error}
        saved={issued && t('issued', { type: issued.type, code: issued.code, date: day(issued) })}
      />
    </section>
  );
}

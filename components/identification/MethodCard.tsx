import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { EIdBank, IdentificationMethod } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';
import { BankPicker } from './BankPicker';

type Props = {
  site: Site;
  method: IdentificationMethod;
  /** Bank e-ident's banks; undefined when they cannot be read. */
  banks: readonly EIdBank[] | undefined;
  bankMissing: boolean;
};

/** Where the ID photos and the selfie video are handed over to the phone. */
const UPLOAD_KIND = { ID_UPLOAD: 'id', VIDEO: 'video' } as const;

/**
 * One way to confirm one's identity (SPEC §2 Identification): what it is, what one needs and how long
 * it takes, and how to start it: the national digital ID and the bank login leave for the provider
 * through our handlers (forms that work without JavaScript), ID photos and the selfie video continue
 * on the page that hands them to the phone.
 */
export function MethodCard({ site, method, banks, bankMissing }: Props) {
  const t = useTranslations('identification');
  const id = `ident-method-${method}`;
  return (
    <section className="ident-method" aria-labelledby={id}>
      <h2 id={id}>{t(`methods.${method}.heading`)}</h2>
      <p>{t(`methods.${method}.text`)}</p>
      <dl className="ident-method__facts">
        <div>
          <dt>{t('need')}</dt>
          <dd>{t(`methods.${method}.need`)}</dd>
        </div>
        <div>
          <dt>{t('time')}</dt>
          <dd>{t(`methods.${method}.time`)}</dd>
        </div>
      </dl>
      {method === 'ID_AUSTRIA' && (
        <form method="post" action="/api/identification/national-id" className="ident-method__action">
          <input type="hidden" name="locale" value={site.locale} />
          <button type="submit" className="button button--primary">
            {t('methods.ID_AUSTRIA.action')}
          </button>
        </form>
      )}
      {method === 'E_ID' &&
        (banks ? (
          <BankPicker site={site} banks={banks} missing={bankMissing} />
        ) : (
          <p className="notice notice--error">{t('methods.E_ID.banksUnavailable')}</p>
        ))}
      {(method === 'ID_UPLOAD' || method === 'VIDEO') && (
        <div className="ident-method__action">
          <Link
            className="button button--primary"
            href={localizedPath(site, '/checkout/identification/upload/[kind]', { kind: UPLOAD_KIND[method] })}
          >
            {t(`methods.${method}.action`)}
          </Link>
        </div>
      )}
    </section>
  );
}

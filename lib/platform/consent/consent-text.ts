import 'server-only';
import { getTranslations } from 'next-intl/server';
import { CONSENT_CATEGORIES, CONSENT_DECISIONS, type ConsentCategory, type ConsentDecision } from './consent';

/**
 * The words of the consent islands, translated on the server and handed to them as props: the banner
 * is on every page, and this way the browser gets a few strings instead of the messages runtime and the
 * whole `consent` namespace (ADR 33).
 */
export type ConsentFormText = {
  legend: string;
  categories: Record<ConsentCategory, { name: string; description: string }>;
  alwaysOn: string;
  /** The three buttons: accept all, reject all, save my choice. */
  buttons: Record<ConsentDecision, string>;
  chooseCategories: string;
  saveFailed: string;
  /** The confirmation after saving, per decision. */
  saved: Record<ConsentDecision, string>;
};

export type ConsentBannerText = {
  heading: string;
  text: string;
  settingsLink: string;
  hide: string;
  form: ConsentFormText;
};

const byDecision = (word: (decision: ConsentDecision) => string) =>
  Object.fromEntries(CONSENT_DECISIONS.map((decision) => [decision, word(decision)])) as Record<ConsentDecision, string>;

export async function consentFormText(): Promise<ConsentFormText> {
  const t = await getTranslations('consent');
  return {
    legend: t('categoriesLegend'),
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((category) => [
        category,
        { name: t('categoryName', { category }), description: t('categoryDescription', { category }) },
      ]),
    ) as Record<ConsentCategory, { name: string; description: string }>,
    alwaysOn: t('alwaysOn'),
    buttons: byDecision((decision) => t(decision === 'all' ? 'acceptAll' : decision === 'none' ? 'rejectAll' : 'save')),
    chooseCategories: t('chooseCategories'),
    saveFailed: t('saveFailed'),
    saved: byDecision((decision) => t('saved', { decision })),
  };
}

export async function consentBannerText(): Promise<ConsentBannerText> {
  const t = await getTranslations('consent');
  return {
    heading: t('bannerHeading'),
    text: t('bannerText'),
    settingsLink: t('footerLink'),
    hide: t('hide'),
    form: await consentFormText(),
  };
}

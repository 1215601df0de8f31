import { getTranslations } from 'next-intl/server';

/**
 * Auto-login for a visitor on the mobile network (the page saw the network's header): a plain form,
 * so it works without JavaScript; /api/auth/autologin forwards the header and answers with a 303.
 */
export async function AutoLoginForm({ locale }: { locale: string }) {
  const t = await getTranslations('accountLogin.auto');
  return (
    <section aria-labelledby="auto-login" className="login-auto">
      <h2 id="auto-login">{t('heading')}</h2>
      <p>{t('intro')}</p>
      <form method="post" action={`/api/auth/autologin?locale=${encodeURIComponent(locale)}`}>
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </form>
    </section>
  );
}

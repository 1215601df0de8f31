import { getTranslations } from 'next-intl/server';

/** A plain form: logging out works without JavaScript and follows the handler's redirect. */
export async function LogoutButton() {
  const t = await getTranslations('account');
  return (
    <form method="post" action="/api/auth/logout">
      <button type="submit" className="button button--secondary">
        {t('logout')}
      </button>
    </form>
  );
}

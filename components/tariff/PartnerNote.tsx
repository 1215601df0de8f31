import { getTranslations } from 'next-intl/server';
import './tariff.css';

/**
 * MandatoryCustomReferer (ADR 50): how to get a partner's tariff. Server-rendered for everyone, so the
 * catalogue stays cached; whether this visitor came through the partner's link is the order's question
 * (POST /api/cart refuses it otherwise, with the cart's translated notice).
 */
export async function PartnerNote({ partner }: { partner: string }) {
  const d = await getTranslations('deals');
  return <p className="partner-note">{d('partnerHowTo', { partner })}</p>;
}

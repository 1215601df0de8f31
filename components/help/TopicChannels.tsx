import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { isValidServiceNumber, telHref } from '@/lib/domain/service-numbers';
import { HELP_TOPIC_SOURCES, type HelpChannel, type HelpTopic } from '@/lib/content/help/topics';
import { localizedPath } from '@/lib/platform/i18n/paths';
import type { Mandant } from '@/lib/platform/content-api/schemas';
import type { Site } from '@/lib/platform/site/site';

type Props = { topic: HelpTopic; site: Site; mandant: Mandant };

/** The right ways to reach us on a topic (lib/content/help/topics.ts), the one to try first first. */
export async function TopicChannels({ topic, site, mandant }: Props) {
  const t = await getTranslations('help');
  const contact = await getTranslations('contact');
  const number = mandant.serviceLine.display;
  const item = (channel: HelpChannel) => {
    switch (channel.kind) {
      case 'form':
        return (
          <Link href={localizedPath(site, '/contact', undefined, `subject=${channel.subject}`)}>
            {t('channelForm', { subject: contact('subjectOption', { subject: channel.subject }) })}
          </Link>
        );
      case 'phone':
        return isValidServiceNumber(number) ? (
          <>
            {t('channelPhone')} <a href={telHref(number)}>{number}</a>
          </>
        ) : null;
      case 'account':
        return <Link href={localizedPath(site, '/account/login')}>{t('channelAccount')}</Link>;
      case 'fibreCheck':
        return <Link href={localizedPath(site, '/internet')}>{t('channelFibreCheck')}</Link>;
    }
  };
  const items = HELP_TOPIC_SOURCES[topic].channels.flatMap((channel) => {
    const content = item(channel);
    return content ? [{ key: channel.kind, content }] : [];
  });
  return (
    <div className="help-channels">
      <h3>{t('channelsHeading')}</h3>
      <ul className="link-list">
        {items.map(({ key, content }) => (
          <li key={key}>{content}</li>
        ))}
      </ul>
    </div>
  );
}

import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { VariantCard } from '@/components/device/VariantCard';
import type { DeviceKind } from '@/lib/catalogue/device-kinds';
import { DEVICE_ROUTES, detailParams, sortedModels } from '@/lib/catalogue/devices';
import { groupSlug } from '@/lib/domain/slug';
import { formatMoney } from '@/lib/platform/i18n/format';
import { localizedPath } from '@/lib/platform/i18n/paths';
import { pageMetadata } from '@/lib/platform/site/metadata';
import { siteFromParams } from '@/lib/platform/site/site';
import { loadGroup } from './load';

type Props = { params: Promise<{ market: string; locale: string; group: string }> };

/** A device group's page: every variant (colour × storage) with its price and stock, each linking to its own page. */
export function deviceGroupPage(kind: DeviceKind) {
  const routes = DEVICE_ROUTES[kind];

  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const site = await siteFromParams(params);
    const group = await loadGroup(site, kind, (await params).group);
    const t = await getTranslations({ locale: site.locale, namespace: 'devices' });
    const from = Math.min(...group.models.map((m) => m.price.amount));
    const price = formatMoney(from, group.models[0]!.price.currencyCode, site.locale);
    return pageMetadata(
      site,
      routes.group,
      { group: groupSlug(group.groupName) },
      {
        title: t('metaGroupTitle', { name: group.groupName }),
        description: t('metaGroupDescription', { name: group.groupName, count: group.models.length, price }),
      },
    );
  }

  async function DeviceGroupPage({ params }: Props) {
    const site = await siteFromParams(params);
    const t = await getTranslations('devices');
    const group = await loadGroup(site, kind, (await params).group);
    const models = sortedModels(group);
    const from = Math.min(...models.map((m) => m.price.amount));
    return (
      <div className="container page">
        <nav aria-label={t('breadcrumb')} className="breadcrumb">
          <Link href={localizedPath(site, routes.list)}>{t('backToList', { kind })}</Link>
        </nav>
        <h1>{group.groupName}</h1>
        <p className="lead">
          {t('groupIntro', { count: models.length, price: formatMoney(from, models[0]!.price.currencyCode, site.locale) })}
        </p>
        <ul className="card-grid">
          {models.map((model) => (
            <li key={model.deviceModelSaleId}>
              <VariantCard model={model} kind={kind} href={localizedPath(site, routes.detail, detailParams(group, model))} />
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return { generateMetadata, Page: DeviceGroupPage };
}

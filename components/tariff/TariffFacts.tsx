import { getLocale, getTranslations } from 'next-intl/server';
import { FactList, type Fact } from '@/components/layout/FactList';
import { setupFeePeriod } from '@/lib/domain/setup-fee';
import { formatMoney } from '@/lib/platform/i18n/format';
import type { Tariff } from '@/lib/platform/content-api/schemas';
import { AllowanceValue } from './Allowances';

/** Every displayed fact of a tariff (SPEC §3) as one definition list. */
export async function TariffFacts({ tariff }: { tariff: Tariff }) {
  const t = await getTranslations('tariff');
  const common = await getTranslations('common');
  const locale = await getLocale();
  const yesNo = (value: boolean) => (value ? common('yes') : common('no'));
  const { setupFee } = tariff;
  const rows: Fact[] = [
    { key: 'euData', label: t('euRoamingData'), value: <AllowanceValue amount={tariff.euRoamingData} /> },
    { key: 'euVoice', label: t('euRoamingVoice'), value: <AllowanceValue amount={tariff.euRoamingVoice} /> },
    { key: 'euSms', label: t('euRoamingSms'), value: <AllowanceValue amount={tariff.euRoamingSms} /> },
    ...(tariff.euCalls ? [{ key: 'euCalls', label: t('euCalls'), value: <AllowanceValue amount={tariff.euCalls} /> }] : []),
    { key: 'down', label: t('maxDownload'), value: t('mbits', { value: tariff.speedData.maxDownload }) },
    { key: 'up', label: t('maxUpload'), value: t('mbits', { value: tariff.speedData.maxUpload }) },
    { key: '5g', label: t('fiveG'), value: yesNo(tariff.hasFiveG) },
    { key: 'cap', label: t('spendingCap'), value: yesNo(tariff.hasSpendingCap) },
    { key: 'rollover', label: t('dataRollover'), value: yesNo(tariff.hasDataRollover) },
    { key: 'roaming', label: t('roaming'), value: yesNo(tariff.roamingEnabled) },
    { key: 'limits', label: t('costLimits'), value: yesNo(tariff.hasCostLimits) },
    {
      key: 'bill',
      label: t('billPeriod'),
      value: [tariff.billPeriodTranslation, tariff.billPeriodAdditionalDescription].filter(Boolean).join(' · '),
    },
    { key: 'sim', label: t('simTypes'), value: tariff.simTypes.map((type) => t('simType', { type })).join(', ') },
  ];
  return (
    <>
      <FactList facts={rows} />
      <ul className="fact-notes">
        <li>{t('commitment', { months: tariff.commitmentMonths })}</li>
        <li>{t('paymentType', { type: tariff.paymentType })}</li>
        {setupFee && (
          <li>
            {t('setupFee', {
              months: setupFeePeriod(setupFee).months,
              price: formatMoney(
                setupFee.basicFeeDuringSetupFeeDuration.amount,
                setupFee.basicFeeDuringSetupFeeDuration.currencyCode,
                locale,
                { tariff: true },
              ),
            })}
            {setupFee.description && ` ${setupFee.description}`}
          </li>
        )}
        {setupFee && setupFee.setupFee.amount > 0 && (
          <li>{t('setupFeeOnce', { price: formatMoney(setupFee.setupFee.amount, setupFee.setupFee.currencyCode, locale) })}</li>
        )}
      </ul>
    </>
  );
}

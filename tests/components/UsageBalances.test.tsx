import { screen, within } from '@testing-library/react';
import { BillPeriod } from '@/components/account/usage/BillPeriod';
import { PrepaidCredit } from '@/components/account/usage/PrepaidCredit';
import { UsageBalances } from '@/components/account/usage/UsageBalances';
import type { Balance, Usage } from '@/lib/platform/content-api/schemas';
import { renderIsland } from './render';

/** The usage page's parts (server-rendered, no island): meters with their words, pairs, forecast, pro rata, credit. */

const balance = (type: Balance['balanceGroupType'], name: string, usage: number, limit: number, unlimited = false): Balance => ({
  balanceGroupType: type,
  name,
  unit: type === 'DATA' ? 'GB' : type === 'MINUTES' ? 'Min' : 'SMS',
  usage,
  limit,
  unlimited,
});

const USAGE: Usage = {
  productKey: 'P-1',
  billPeriodStart: '2026-11-01',
  billPeriodEnd: '2026-11-30',
  isInActivationMonth: false,
  hasAliquotBalances: false,
  balances: [balance('DATA', 'Data', 33.5, 40), balance('MINUTES', 'Minutes', 300, 0, true)],
  euRoaming: [balance('DATA', 'EU roaming data', 3.5, 19), balance('MINUTES', 'EU roaming minutes', 35, 0, true)],
  spendingCaps: { available: true, chargesSoFar: { amount: 0, currencyCode: 'EUR' } },
};

describe('UsageBalances', () => {
  it('pairs roaming with domestic balances and shows each as a named meter with its words', () => {
    renderIsland(<UsageBalances usage={USAGE} productName="Mobil M" locale="en-GB" today="2026-11-23" beyond="caps" />);
    const pairs = screen.getAllByRole('listitem');
    expect(pairs).toHaveLength(2);
    expect(within(pairs[0]!).getByRole('meter', { name: 'Data' })).toHaveAccessibleDescription(
      '33.5 GB of 40 GB used · 6.5 GB left · Almost used up',
    );
    expect(within(pairs[0]!).getByRole('meter', { name: 'EU roaming data' })).toHaveAttribute('value', '3.5');
    expect(within(pairs[1]!).getByText('Unlimited: 300 Min used so far')).toBeInTheDocument();
    expect(within(pairs[1]!).getByText('Unlimited: 35 Min used so far')).toBeInTheDocument();
  });

  it('forecasts domestic balances to the end of the period, in words', () => {
    renderIsland(<UsageBalances usage={USAGE} productName="Mobil M" locale="en-GB" today="2026-11-23" beyond="caps" />);
    // 33.5 GB in 23 days: about 44 GB by the 30th, past 40 GB on day 28.
    expect(
      screen.getByText(
        'At this rate you will use about 44 GB of 40 GB by 30 November 2026: you would use up your allowance on 28 November 2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/At this rate/)).toHaveLength(1);
  });

  it('says what happens beyond a used-up allowance', () => {
    const over = { ...USAGE, balances: [balance('DATA', 'Data', 62.4, 60)], euRoaming: [] };
    renderIsland(<UsageBalances usage={over} productName="Business M" locale="en-GB" today="2026-11-23" beyond="caps" />);
    expect(screen.getByRole('meter', { name: 'Data' })).toHaveAccessibleDescription('62.4 GB of 60 GB used · Used up');
    expect(
      screen.getByText(/charged, up to your spending cap\. Once your spending cap is reached, data slows to 64 kbit\/s\./),
    ).toBeInTheDocument();
  });

  it('says that a line without balances counts nothing', () => {
    renderIsland(
      <UsageBalances
        usage={{ ...USAGE, balances: [], euRoaming: [] }}
        productName="Glasfaser 600"
        locale="en-GB"
        today="2026-11-23"
        beyond="invoice"
      />,
    );
    expect(screen.getByText(/Glasfaser 600 includes no units that get used up/)).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});

describe('BillPeriod', () => {
  it('gives the period and the days left', () => {
    renderIsland(<BillPeriod usage={USAGE} locale="en-GB" today="2026-11-23" />);
    expect(screen.getByText('1 November 2026 to 30 November 2026 · 8 days left, today included')).toBeInTheDocument();
  });

  it('explains a first month with pro-rata units', () => {
    renderIsland(
      <BillPeriod
        usage={{ ...USAGE, billPeriodStart: '2026-11-17', isInActivationMonth: true, hasAliquotBalances: true }}
        locale="en-GB"
        today="2026-11-23"
      />,
    );
    expect(
      screen.getByText(
        /for the 14 of 30 days from 17 November 2026 to 30 November 2026: the limits below are that share\. From 1 December 2026/,
      ),
    ).toBeInTheDocument();
  });
});

describe('PrepaidCredit', () => {
  const prepaid = {
    name: 'Wertkarte 10',
    balance: 1.85,
    currency: '€',
    currencyISO: 'EUR',
    allowedRechargeAmounts: [10, 15, 20],
    allowedRechargePaymentMethods: [],
  };

  it('warns of low credit and links to the top-up', () => {
    renderIsland(<PrepaidCredit prepaid={prepaid} locale="en-GB" topUpHref="/en/account/recharge/P-1" />);
    expect(screen.getByText('Your credit: € 1.85')).toBeInTheDocument();
    expect(screen.getByText('Your credit is low: less than the smallest top-up of € 10.00.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Top up your credit' })).toHaveAttribute('href', '/en/account/recharge/P-1');
  });

  it('does not warn with enough credit', () => {
    renderIsland(<PrepaidCredit prepaid={{ ...prepaid, balance: 21.85 }} locale="en-GB" />);
    expect(screen.queryByText(/credit is low/)).not.toBeInTheDocument();
  });
});

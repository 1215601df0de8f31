import type { SocialTariffTexts } from './types';

export const socialTariffEn: SocialTariffTexts = {
  services: {
    AT: {
      authority: 'ORF-Beitrags Service (OBS), the Austrian broadcasting-fee service',
      notice: 'notice granting the telephone fee subsidy',
    },
    DE: {
      authority: 'ARD ZDF Deutschlandradio Beitragsservice, the German broadcasting-fee service',
      notice: 'notice of exemption from the broadcasting fee',
    },
  },
  document: ({ tariffName, price, baseFee, authority, notice }) => ({
    title: 'Social tariff',
    intro: `A full mobile tariff at a reduced price for households on a low income: ${tariffName} for ${price} a month.`,
    sections: [
      {
        id: 'tariff',
        heading: 'The tariff',
        paragraphs: [
          `${tariffName} costs ${price} a month with a positive ${notice} from ${authority}.`,
          `Without a notice, or once your notice has expired, the base fee is ${baseFee} a month. There is no minimum term and no activation fee.`,
        ],
      },
      {
        id: 'eligibility',
        heading: 'Who can apply',
        paragraphs: [
          `You can apply if you hold a positive ${notice} and your household’s monthly net income is within the limits below. The limits apply from 2025.`,
          'Net income means the income of everyone in your household after tax and social insurance: wages, pensions, maintenance and other regular payments. The calculator tells you straight away whether your household is within its limit.',
        ],
      },
      {
        id: 'notice',
        heading: 'The notice you need',
        paragraphs: [
          `Apply for the ${notice} at ${authority}; it checks your income and your household. When you have it, attach it to your application as a PDF or as a photo (JPEG or PNG) of at most 5 MB. Please make sure every page is complete and readable.`,
          'The notice is valid for as long as the service grants it. Send us the new notice when yours is renewed.',
        ],
      },
      {
        id: 'apply',
        heading: 'Apply online',
        paragraphs: [
          'Fill in the form and attach your notice. If you are already our customer, add your customer number: we switch your current SIM to the social tariff and your number stays the same.',
        ],
      },
      {
        id: 'afterwards',
        heading: 'After your application',
        paragraphs: ['This is what happens next:'],
        list: [
          'We confirm by e-mail that your application has arrived.',
          'We check your notice and reply within 5 working days.',
          'If the notice is valid, the social tariff applies from the next billing month.',
          'If something is missing, we tell you what we need; your application stays open for 30 days.',
          `When your notice expires, we charge the base fee of ${baseFee} until you send us a new one.`,
        ],
      },
    ],
  }),
};

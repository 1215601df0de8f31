/** The fields of a social-tariff application (POST /api/social-tariff; lib/contracts: see field-errors.ts). */
export { socialTariffApplicationFields, type SocialTariffApplicationFields } from '@/lib/content-api/schemas/social-tariff';

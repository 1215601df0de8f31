import { z } from 'zod';
import { MAX_HOUSEHOLD_SIZE } from '@storefront/rules/social-tariff';

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

/**
 * The fields of a social-tariff application as a multipart form sends them (all strings); the
 * notice file is checked apart (lib/domain/notice-file.ts). Messages are field-error codes.
 */
export const socialTariffApplicationFields = z.object({
  name: text(100),
  email: text(254).pipe(z.email('invalid_format')),
  phone: text(30),
  customerNumber: z
    .string()
    .trim()
    .max(20, 'too_long')
    .regex(/^\d*$/, 'invalid_format')
    .optional()
    .transform((value) => value || undefined),
  householdSize: text(2)
    .regex(/^\d+$/, 'invalid_format')
    .transform(Number)
    .pipe(z.number().int().min(1, 'invalid_format').max(MAX_HOUSEHOLD_SIZE, 'invalid_format')),
});
export type SocialTariffApplicationFields = z.infer<typeof socialTariffApplicationFields>;

/** 201 of POST /socialtariff/applications. */
export const socialTariffApplicationReceipt = z.object({
  id: z.string().min(1),
  createdAt: z.iso.datetime({ offset: true }),
});
export type SocialTariffApplicationReceipt = z.infer<typeof socialTariffApplicationReceipt>;

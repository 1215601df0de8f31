import { z } from 'zod';
import type { SpendingCap, SpendingCapsChange } from '@/lib/platform/content-api/schemas/customer-lines';

/**
 * What the tariff and spending-caps islands send and read through /api/upstream (ADR 18): the wire's
 * own schemas (lib/platform/bff/routes.ts checks the same ones), and the caps form's check. Client-safe.
 */
export {
  customerTariff,
  customerTariffChange,
  spendingCaps,
  spendingCapsChange,
  type CustomerTariffChange,
  type SpendingCapsChange,
} from '@/lib/platform/content-api/schemas/customer-lines';

/** What the caps form holds: each customizable cap's amount as typed. */
export type CapsFormValues = { caps: { id: string; value: string }[] };

/** The form's values as the line has them now: its customizable caps, in the order shown. */
export const capsFormValues = (caps: readonly SpendingCap[]): CapsFormValues => ({
  caps: caps.filter((cap) => cap.customizable).map((cap) => ({ id: cap.id, value: String(cap.value) })),
});

/**
 * The caps form's check, the write's body (spendingCapsChange) from what was typed: whole amounts
 * from 0 (the wire's int and min) to each cap's maxValue (the content API refuses more with the same
 * code, too_large).
 */
export function capsFormSchema(caps: readonly SpendingCap[]): z.ZodType<SpendingCapsChange, CapsFormValues> {
  const maxOf = new Map(caps.map((cap) => [cap.id, cap.maxValue]));
  const amount = z.string().trim().min(1, { message: 'required', abort: true }).regex(/^\d+$/, 'invalid_format').transform(Number);
  return z.object({ caps: z.array(z.object({ id: z.string(), value: amount })) }).superRefine(({ caps: typed }, ctx) => {
    typed.forEach((cap, index) => {
      const max = maxOf.get(cap.id);
      if (max !== undefined && cap.value > max) ctx.addIssue({ code: 'custom', path: ['caps', index, 'value'], message: 'too_large' });
    });
  });
}

import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { $ZodType, input, output } from 'zod/v4/core';

/**
 * zodResolver for a schema loaded on the first check, for a page whose first load carries no zod
 * (ADR 9: the fibre check). The schema is loaded once; a failed load is tried again on the next check.
 */
export function lazyZodResolver<S extends $ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<input<S>, unknown, output<S>> {
  let schema: Promise<S> | undefined;
  const loaded = () =>
    (schema ??= load().catch((error: unknown) => {
      schema = undefined;
      throw error;
    }));
  return async (values, context, options) => zodResolver(await loaded())(values, context, options);
}

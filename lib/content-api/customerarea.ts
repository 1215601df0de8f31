import 'server-only';
import type { CustomerProduct } from '@/lib/model/customer';
import { call, type ContentContext } from './client';
import type { Result } from './result';
import { customerProducts } from './schemas';

export const getCustomerProducts = (ctx: ContentContext, token: string): Promise<Result<CustomerProduct[]>> =>
  call(ctx, 'customerarea/products', customerProducts, { token });

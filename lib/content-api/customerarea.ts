import 'server-only';
import { call, type ContentContext } from './client';
import { customerProducts } from './schemas';

export const getCustomerProducts = (ctx: ContentContext, token: string) =>
  call(ctx, 'customerarea/products', customerProducts, { token });

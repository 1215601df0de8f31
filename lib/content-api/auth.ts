import 'server-only';
import { call, type ContentContext } from './client';
import { loginResponse, userStatus, type LoginRequest } from './schemas';

export const login = (ctx: ContentContext, body: LoginRequest) =>
  call(ctx, 'authentication/login/', loginResponse, { method: 'post', json: body });

export const getUserStatus = (ctx: ContentContext, token: string) => call(ctx, 'user/status', userStatus, { token });

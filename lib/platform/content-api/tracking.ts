import 'server-only';
import { z } from 'zod';
import { apiPath } from './api-path';
import { call, type ContentContext } from './client';

/**
 * SPEC §7 GET /cookietracking/{x}: records a visit of a visitor who allowed statistics (204, no body).
 * Its own call without the session's token: the "separate client" of the spec.
 */
export const sendCookieTracking = (ctx: ContentContext, key: string) => call(ctx, apiPath`cookietracking/${key}`, z.undefined());

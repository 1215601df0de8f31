import 'server-only';
import { checkEnv, serverEnv, type ServerConfig } from './server-env';

/**
 * The server's configuration for code in Next (route handlers, server components, the proxy). The
 * door checked the same environment before Next started (door/server.ts main(), startEnv), so under
 * `npm start` this never fails; `next dev` and `next build` have no door and learn of a bad variable
 * here, with the same message. Checked at each call (some 15 µs) and never kept here: a module reads
 * it when it loads or when it needs a value, and tests set the environment before they load modules.
 */
export function serverConfig(): ServerConfig {
  const checked = checkEnv(process.env, serverEnv);
  if (!checked.ok) throw new Error(checked.message);
  return checked.config;
}

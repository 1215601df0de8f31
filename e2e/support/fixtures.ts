/** What specs import: the console-checking `test`, `expect`, and the market URL helpers. */
export { expect, test } from './console';
export { expectNoAxeViolations } from './axe';
export { E2E_API_URL, heldContentCalls, marketUrl, setContentApiFault } from './urls';

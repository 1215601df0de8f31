import { defineHandler, success } from '@/lib/platform/bff/handler';
import { sessionContract } from '@/lib/platform/contracts/auth';

/** POST /api/auth/session: keeps a live session alive while the customer area is open; tells whether one exists. */
export const POST = defineHandler({
  contract: sessionContract,
  session: 'optional',
  // The door marks the session as used after a successful step.
  handle: async ({ session }) => success({ loggedIn: session !== null }),
});

import { expect } from 'vitest';
import { type RegisteredUser, registerConfirmedUser } from './auth.ts';
import { findMailedLink } from './mailbox.ts';
import { setUpStaffedWorld, type StaffedWorld } from './staffed-projects.ts';
import type { TestApp } from './test-app.ts';

// What the organisation tests start from: the staffed world, client accounts made on demand, and a colleague
// brought into an owner's organisation the way a person joins it.

export interface OrganisationWorld extends StaffedWorld {
  /** A new confirmed client account, first-named `name`, at an address of its own. */
  newClient: (name: string) => Promise<RegisteredUser>;
  /** `colleague` joins `owner`'s organisation: invited by e-mail, the mailed link's token accepted. */
  join: (owner: RegisteredUser, colleague: RegisteredUser) => Promise<void>;
}

/**
 * `prefix` keeps the addresses and skill names of two test files apart, as in `setUpStaffedWorld`;
 * `clientPrefix` starts the addresses of the clients `newClient` makes.
 */
export async function setUpOrganisationWorld(
  testApp: TestApp,
  { prefix, clientPrefix }: { prefix: string; clientPrefix: string },
): Promise<OrganisationWorld> {
  const world = await setUpStaffedWorld(testApp, prefix);
  const auth = { app: testApp.app, appUrl: testApp.config.appUrl };
  let counter = 0;
  const newClient = (name: string): Promise<RegisteredUser> => {
    counter += 1;
    return registerConfirmedUser(auth, {
      email: `${clientPrefix}-${name}-${counter}@example.test`,
      firstName: name,
    });
  };
  const join = async (owner: RegisteredUser, colleague: RegisteredUser): Promise<void> => {
    const invited = await world.call('POST', '/api/organisations/mine/invitations', owner.cookie, {
      email: colleague.email,
    });
    expect(invited.statusCode).toBe(201);
    const link = await findMailedLink(testApp.app, colleague.email, '/dashboard/organisation?token=');
    const accepted = await world.call('POST', '/api/organisations/invitations/accept', colleague.cookie, {
      token: link.searchParams.get('token'),
    });
    expect(accepted.statusCode).toBe(200);
  };
  return { ...world, newClient, join };
}

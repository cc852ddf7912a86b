import { randomBytes } from 'node:crypto';

/**
 * A client address of its own (sent as `X-Forwarded-For`, which the journeys' server trusts): a journey's sign-ups
 * and sign-ins count against its own per-address limits, as a real visitor's would, not against those of every
 * journey running beside it.
 */
export function randomAddress(): string {
  const [a = 1, b = 1, c = 1] = randomBytes(3);
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

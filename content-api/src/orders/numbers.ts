/** New mobile numbers: how many a SIM card is offered, how long they are held, and drawing one from the market's pattern. */
import { randomInt } from 'node:crypto';

/** SPEC §3 Generated numbers: the choice a SIM card is offered. */
export const NUMBERS_PER_SIM = 3;
/** How long a reservation (and each extension) holds its numbers, on the sandbox clock. */
export const RESERVATION_MINUTES = 15;

/** A number of the pattern ("+43 660 #######"), each # a random digit. */
export const drawNumber = (pattern: string) => pattern.replace(/#/g, () => String(randomInt(10)));

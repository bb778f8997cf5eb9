import { sql } from 'drizzle-orm';
import { reservations } from './schema/index';

/**
 * The reservation's calendar SEQUENCE one higher, for an update that changes what the patient's
 * calendar holds (a cancel): RFC 5546 has a calendar take a copy only over one of a lower SEQUENCE.
 */
export const raisedCalendarSequence = sql`${reservations.calendarSequence} + 1`;

import { isCalendarDate } from '@tenora/domain/calendar';
import * as z from 'zod/mini';
import { FIELD_ERROR } from './fields.ts';

/*
 * The date builders, apart from the other fields because they carry the calendar: a page whose
 * calls send or read no date (the landing pages) does not load it.
 */

/** ISO-8601 instant on the wire, on a day that exists (JavaScript reads 31 February as 3 March). */
export const instant = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T/),
    z.refine((value) => isCalendarDate(value.slice(0, 10))),
  );

/**
 * A calendar date, YYYY-MM-DD, that exists: 2026-02-31 is refused here with a clear message rather
 * than reaching PostgreSQL, which would refuse it as a server fault.
 */
export const calendarDate = () =>
  z
    .string({ error: FIELD_ERROR.date })
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: FIELD_ERROR.date }),
      z.refine(isCalendarDate, { error: FIELD_ERROR.date }),
    );

import { z } from "../zod";

/**
 * Duty hours per persona (docs/decisions/046-human-on-call.md): the weekly
 * windows in which a visitor of that persona is offered a person, in the
 * site's time zone. Outside them nobody is offered, whoever is on duty.
 */

/** The site's time zone unless the owner sets another. */
export const DEFAULT_TIME_ZONE = "Europe/Berlin";
/** The most windows one persona may have (two a day, every day). */
export const MAX_DUTY_WINDOWS = 14;
/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

const clock = z
  .string("Bitte geben Sie eine Uhrzeit an.")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "Bitte geben Sie die Uhrzeit als HH:MM an.");

/** Minutes since midnight of an "HH:MM". */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One weekly window: on these weekdays, from (inclusive) to (exclusive), not across midnight. */
export const dutyWindowSchema = z
  .object({
    days: z
      .array(z.number().int().min(1).max(7), "Bitte wählen Sie die Wochentage.")
      .min(1, "Bitte wählen Sie mindestens einen Wochentag.")
      .max(7)
      .describe("ISO weekdays: 1 Monday … 7 Sunday"),
    from: clock.describe("Start, HH:MM, inclusive"),
    to: clock.describe("End, HH:MM, exclusive (24:00 for midnight)"),
  })
  .strict()
  .refine((w) => minutesOf(w.from) < minutesOf(w.to), "Das Ende muss nach dem Beginn liegen.");
export type DutyWindow = z.infer<typeof dutyWindowSchema>;

const timeZoneSchema = z
  .string("Bitte geben Sie eine Zeitzone an.")
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unbekannte Zeitzone.")
  .describe("IANA time zone the windows are read in, e.g. Europe/Berlin");

const windowsSchema = z
  .array(dutyWindowSchema)
  .max(MAX_DUTY_WINDOWS, `Höchstens ${MAX_DUTY_WINDOWS} Zeitfenster je Persona.`)
  .nullable()
  .describe("null: whenever someone is on duty; [] or windows: only within them");

/** PUT /api/settings/live/hours: the time zone and each persona's windows (a persona left out keeps none: always). */
export const liveHoursBodySchema = z
  .object({
    timeZone: timeZoneSchema,
    personas: z.array(z.object({ id: z.uuid(), windows: windowsSchema }).strict()).max(200),
  })
  .strict();
export type LiveHoursBody = z.infer<typeof liveHoursBodySchema>;

/** GET/PUT /api/settings/live/hours: every persona with its windows, and whether a person is offered right now. */
export const liveHoursSchema = z.object({
  timeZone: z.string(),
  personas: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      windows: windowsSchema,
      open: z.boolean().describe("Whether this persona's visitors are offered a person now (hours only, not duty)"),
    }),
  ),
});
export type LiveHours = z.infer<typeof liveHoursSchema>;

import { asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import {
  DEFAULT_TIME_ZONE,
  dutyWindowSchema,
  minutesOf,
  type DutyWindow,
  type LiveHours,
  type LiveHoursBody,
} from "#shared/schemas/live-hours";
import type { Database } from "../../db/client";
import { appState, personas } from "../../db/schema";
import type { AuditAccount, AuditLog } from "../audit/service";

/** The app_state key of the duty hours (every instance reads the same row). */
const HOURS_KEY = "live-hours";

const storedSchema = z.object({
  timeZone: z.string(),
  personas: z.record(z.string(), z.array(dutyWindowSchema)),
});
type Stored = z.infer<typeof storedSchema>;

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Whether `now` lies in one of the weekly windows, read in `timeZone`. */
export function withinHours(windows: DutyWindow[], timeZone: string, now: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = WEEKDAY[part("weekday")];
  const minutes = Number(part("hour")) * 60 + Number(part("minute"));
  return windows.some(
    (w) => day !== undefined && w.days.includes(day) && minutes >= minutesOf(w.from) && minutes < minutesOf(w.to),
  );
}

/**
 * Duty hours per persona (decision 046): the owner's weekly windows in which
 * a persona's visitors are offered a person. A persona without windows is
 * offered one whenever someone is on duty. `clock` is the time the windows
 * are read at (tests set it).
 */
export function createDutyHours({ database, audit }: { database: Database; audit: AuditLog }) {
  const { db } = database;

  async function stored(reader: Pick<typeof db, "select"> = db): Promise<Stored> {
    const rows = await reader.select({ value: appState.value }).from(appState).where(eq(appState.key, HOURS_KEY));
    try {
      const parsed = rows[0] ? storedSchema.safeParse(JSON.parse(rows[0].value)) : undefined;
      if (parsed?.success) return parsed.data;
    } catch {
      // a malformed row counts as none
    }
    return { timeZone: DEFAULT_TIME_ZONE, personas: {} };
  }

  async function view(reader: Pick<typeof db, "select">, now: Date): Promise<LiveHours> {
    const hours = await stored(reader);
    const rows = await reader.select({ id: personas.id, name: personas.name }).from(personas).orderBy(asc(personas.name));
    return {
      timeZone: hours.timeZone,
      personas: rows.map((p) => {
        const windows = hours.personas[p.id] ?? null;
        return { ...p, windows, open: windows === null || withinHours(windows, hours.timeZone, now) };
      }),
    };
  }

  const service = {
    clock: () => new Date(),
    get: () => view(db, service.clock()),
    /** Whether a visitor of this persona may be offered a person now (hours only; duty is asked apart). */
    async open(personaId: string | null | undefined): Promise<boolean> {
      if (!personaId) return true;
      const hours = await stored();
      const windows = hours.personas[personaId];
      return windows === undefined || withinHours(windows, hours.timeZone, service.clock());
    },
    /** Saves the owner's hours with its audit entry (which personas changed) in one transaction. */
    async set(body: LiveHoursBody, account: AuditAccount): Promise<LiveHours> {
      return db.transaction(async (tx) => {
        const before = await stored(tx);
        const names = new Map(
          (await tx.select({ id: personas.id, name: personas.name }).from(personas)).map((p) => [p.id, p.name]),
        );
        const next: Stored = { timeZone: body.timeZone, personas: {} };
        for (const p of body.personas) if (names.has(p.id) && p.windows !== null) next.personas[p.id] = p.windows;
        const value = JSON.stringify(next);
        await tx
          .insert(appState)
          .values({ key: HOURS_KEY, value })
          .onConflictDoUpdate({ target: appState.key, set: { value, updatedAt: sql`now()` } });
        const changed = [...names]
          .filter(([id]) => JSON.stringify(before.personas[id] ?? null) !== JSON.stringify(next.personas[id] ?? null))
          .map(([, name]) => name);
        await audit.write(tx, {
          account,
          action: "live.hours",
          details: { changed, ...(before.timeZone !== next.timeZone ? { timeZone: next.timeZone } : {}) },
        });
        return view(tx, service.clock());
      });
    },
  };
  return service;
}

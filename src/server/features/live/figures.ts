import type { LiveFigures } from "#shared/api/live";
import type { Database } from "../../db/client";

/**
 * The figures of the last `days` days, from the handover rows: how many visitors agreed to a
 * handover, how many a person accepted, how many nobody did, and the seconds to accept (p50/p95;
 * null when none was accepted: no figure rather than a zero).
 */
export async function liveFigures(database: Database, days: number): Promise<LiveFigures> {
  type Raw = {
    escalations: number;
    accepted: number;
    missed: number;
    p50: number | string | null;
    p95: number | string | null;
  };
  const [r] = await database.query<Raw>(
    `SELECT count(*)::int AS escalations,
            count(accepted_at)::int AS accepted,
            (count(*) FILTER (WHERE status = 'missed'))::int AS missed,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
              FILTER (WHERE accepted_at IS NOT NULL) AS p50,
            percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at))
              FILTER (WHERE accepted_at IS NOT NULL) AS p95
     FROM live_handovers
     WHERE created_at > now() - ($1::int * interval '1 day')`,
    [days],
  );
  const seconds = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
  return {
    days,
    escalations: Number(r?.escalations ?? 0),
    accepted: Number(r?.accepted ?? 0),
    missed: Number(r?.missed ?? 0),
    acceptSeconds: r && Number(r.accepted) > 0 ? { p50: seconds(r.p50)!, p95: seconds(r.p95)! } : null,
  };
}

import fs from "node:fs";
import path from "node:path";
import type { Registry } from "prom-client";
import { describe, expect, test } from "vitest";
import type { Database } from "../../db/client";
import { createMetrics, METRICS_PREFIX } from "./service";

/**
 * The Grafana dashboard and the Prometheus configuration of compose.yaml's
 * profiles (ops/) name series of the app's registry: every name and every
 * label they use must exist there, so a renamed series fails here instead of
 * leaving an empty panel.
 */

const OPS = path.resolve(import.meta.dirname, "../../../../ops");
const DASHBOARD = path.join(OPS, "grafana/dashboards/mentalcoach.json");
const PROMETHEUS = path.join(OPS, "prometheus/prometheus.yml");

interface Panel {
  type: string;
  title: string;
  targets?: { expr: string }[];
  panels?: Panel[];
}

/** Every series the app's registry exposes, with its labels; a histogram's _bucket, _sum and _count included. */
async function exposedSeries(): Promise<Map<string, Set<string>>> {
  // The database is read only at scrape time (the ingestion queue); this test never scrapes.
  const registry: Registry = createMetrics({ enabled: true, database: {} as Database }).registry!;
  const series = new Map<string, Set<string>>();
  for (const metric of registry.getMetricsAsArray()) {
    // prom-client's MetricObject type leaves out what every metric has: its label names and get().
    const full = metric as unknown as { name: string; labelNames?: string[]; get(): Promise<{ type: string }> };
    const { name, labelNames = [] } = full;
    const { type } = await full.get();
    const labels = new Set(labelNames);
    series.set(name, labels);
    if (type === "histogram") {
      series.set(`${name}_bucket`, new Set([...labels, "le"]));
      series.set(`${name}_sum`, labels);
      series.set(`${name}_count`, labels);
    }
  }
  return series;
}

/** The series a PromQL expression selects, with the labels it matches on, groups by or names in a legend. */
function selections(expr: string): { name: string; labels: string[] }[] {
  const found: { name: string; labels: string[] }[] = [];
  const grouping = [...expr.matchAll(/\b(?:by|without)\s*\(([^)]*)\)/g)].flatMap((m) =>
    m[1]!
      .split(",")
      .map((l) => l.trim())
      .filter(Boolean),
  );
  for (const m of expr.matchAll(new RegExp(`\\b(${METRICS_PREFIX}[a-zA-Z0-9_]+)(\\{([^}]*)\\})?`, "g"))) {
    const matchers = [...(m[3] ?? "").matchAll(/([a-zA-Z_]\w*)\s*(?:=~|!~|!=|=)/g)].map((l) => l[1]!);
    found.push({ name: m[1]!, labels: matchers });
  }
  // A grouping label must exist on at least one selected series.
  if (grouping.length) found.push({ name: "", labels: grouping });
  return found;
}

const panelsOf = (panels: Panel[]): Panel[] => panels.flatMap((p) => [p, ...panelsOf(p.panels ?? [])]);

describe("the checked-in dashboard and Prometheus configuration", () => {
  test("every series and label of the dashboard exists in the app's registry", async () => {
    const series = await exposedSeries();
    const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as { panels: Panel[] };
    const exprs = panelsOf(dashboard.panels).flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));
    expect(exprs.length).toBeGreaterThan(10);
    const used = new Set<string>();
    for (const { panel, expr } of exprs) {
      const selected = selections(expr);
      const names = selected.filter((s) => s.name).map((s) => s.name);
      expect(names.length, `${panel}: selects a series of ours`).toBeGreaterThan(0);
      for (const { name, labels } of selected) {
        if (name) {
          used.add(name);
          expect(series.has(name), `${panel}: ${name} is in the registry`).toBe(true);
          for (const label of labels) expect(series.get(name)!.has(label), `${panel}: ${name} has label ${label}`).toBe(true);
        } else {
          for (const label of labels)
            expect(
              label === "instance" || label === "job" || names.some((n) => series.get(n)?.has(label)),
              `${panel}: grouped by ${label}, which its series carry`,
            ).toBe(true);
        }
      }
    }
    // What the operations guide promises the dashboard shows.
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds_bucket",
      "chat_turns_total",
      "crisis_answers_total",
      "provider_calls_total",
      "provider_call_duration_seconds_bucket",
      "abuse_refusals_total",
      "ingestion_queue_documents",
      "ingestion_failures_total",
      "search_duration_seconds_bucket",
      "open_event_streams",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
    ])
      expect(used.has(`${METRICS_PREFIX}${name}`), `the dashboard shows ${name}`).toBe(true);
  });

  test("Prometheus scrapes the metrics path with a bearer token, and names only series that exist", async () => {
    const series = await exposedSeries();
    const config = fs.readFileSync(PROMETHEUS, "utf8");
    expect(config).toMatch(/metrics_path:\s*\/api\/metrics/);
    expect(config).toMatch(/type:\s*Bearer/);
    expect(config).toMatch(/credentials_file:/);
    for (const m of config.matchAll(new RegExp(`\\b${METRICS_PREFIX}[a-zA-Z0-9_]+`, "g")))
      expect(series.has(m[0]), `${m[0]} is in the registry`).toBe(true);
  });

  test("a series that is not in the registry is caught", async () => {
    const series = await exposedSeries();
    const [renamed] = selections(`sum(rate(${METRICS_PREFIX}chat_turn_total[5m]))`);
    expect(series.has(renamed!.name)).toBe(false);
    const [label] = selections(`sum(rate(${METRICS_PREFIX}http_requests_total{path="/"}[5m]))`);
    expect(series.get(label!.name)!.has(label!.labels[0]!)).toBe(false);
  });
});

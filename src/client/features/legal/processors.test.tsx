import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { ProcessorEntry, ProcessorRegion } from "#shared/privacy";
import { ProcessorList } from "./processors";

const openai: ProcessorEntry = {
  kind: "chat",
  name: "OpenAI Ireland Ltd., Dublin",
  purpose: { de: "KI-Antworten schreiben", en: "Writing AI answers" },
  location: { de: "EU", en: "EU" },
};
const regions: ProcessorRegion[] = [
  { kind: "chat", region: "non-eu", country: "US", safeguard: "scc" },
  { kind: "speech", region: "eu", country: null, safeguard: null },
  { kind: "embeddings", region: "self-hosted", country: null, safeguard: null },
  { kind: "storage", region: "non-eu", country: "CH", safeguard: "adequacy" },
  { kind: "mail", region: "unknown", country: null, safeguard: null },
];
const active = ["hosting", "chat", "speech", "embeddings", "mail", "storage"] as const;
const items = (html: string) =>
  [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  );

test("the policy names where each configured endpoint processes and the safeguard outside the EU, in German", () => {
  const list = items(renderToStaticMarkup(<ProcessorList active={active} processors={[openai]} regions={regions} lang="de" />));
  expect(list[0]).toMatch(/^Hosting: Den Anbieter nennen wir Ihnen auf Anfrage unter .+\.$/);
  expect(list[1]).toBe(
    "KI-Antworten: OpenAI Ireland Ltd., Dublin. KI-Antworten schreiben. Ort der Verarbeitung: EU. Verarbeitungsort des eingesetzten Servers: außerhalb der EU (Vereinigte Staaten); Garantie für die Übermittlung: Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO).",
  );
  expect(list[2]).toMatch(/^Sprachausgabe: .* Verarbeitungsort des eingesetzten Servers: EU\.$/);
  expect(list[3]).toMatch(/Verarbeitungsort: eigene Server des Betreibers, ohne Übermittlung an einen weiteren Anbieter\.$/);
  // An unknown place adds nothing: the operator's own description stands alone.
  expect(list[4]).toMatch(/^E-Mail-Versand: Den Anbieter nennen wir Ihnen auf Anfrage unter [^ ]+\.$/);
  expect(list[5]).toMatch(
    /außerhalb der EU \(Schweiz\); Garantie für die Übermittlung: Angemessenheitsbeschluss der EU-Kommission \(Art\. 45 DSGVO\)\.$/,
  );
});

test("and in English", () => {
  const list = items(renderToStaticMarkup(<ProcessorList active={active} processors={[openai]} regions={regions} lang="en" />));
  expect(list[1]).toMatch(
    /Place of processing of the server used: outside the EU \(United States\); safeguard of the transfer: standard contractual clauses of the EU Commission \(Art\. 46\(2\)\(c\) GDPR\)\.$/,
  );
  expect(list[2]).toMatch(/Place of processing of the server used: EU\.$/);
  expect(list[3]).toMatch(/the operator's own servers, with no transfer to another provider\.$/);
});

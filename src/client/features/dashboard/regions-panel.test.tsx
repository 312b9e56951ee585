import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import type { ProcessingRegions } from "#shared/api/regions";
import { RegionsView } from "./regions-panel";

const data: ProcessingRegions = {
  required: false,
  endpoints: [
    {
      kind: "chat",
      variable: "OPENAI_BASE_URL",
      host: "api.openai.com",
      region: "non-eu",
      country: "US",
      safeguard: "scc",
      allowed: false,
    },
    {
      kind: "speech",
      variable: "ELEVENLABS_BASE_URL",
      host: "api.eu.residency.elevenlabs.io",
      region: "eu",
      country: null,
      safeguard: null,
      allowed: false,
    },
    {
      kind: "embeddings",
      variable: "EMBEDDING_BASE_URL",
      host: "10.0.0.4",
      region: "self-hosted",
      country: null,
      safeguard: null,
      allowed: false,
    },
    {
      kind: "mail",
      variable: "SMTP_URL",
      host: "mail.example.de",
      region: "unknown",
      country: null,
      safeguard: null,
      allowed: true,
    },
  ],
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

test("each endpoint with its host and place of processing, in German", () => {
  const page = text(renderToStaticMarkup(<RegionsView lang="de" data={data} />));
  expect(page).toContain(
    "KI-Antworten api.openai.com Verarbeitungsort: außerhalb der EU (Vereinigte Staaten) · Standardvertragsklauseln (Art. 46 Abs. 2 lit. c DSGVO)",
  );
  expect(page).toContain("Sprachausgabe api.eu.residency.elevenlabs.io Verarbeitungsort: EU");
  expect(page).toContain("Wissenssuche (Embeddings) 10.0.0.4 Verarbeitungsort: selbst betrieben");
  expect(page).toContain(
    "E-Mail-Versand mail.example.de Verarbeitungsort: unbekannt · in EU_PROCESSING_ALLOWED_HOSTS freigegeben",
  );
  expect(page).toContain("REQUIRE_EU_PROCESSING ist aus");
});

test("in English, and what it says with nothing configured or when loading failed", () => {
  const page = text(renderToStaticMarkup(<RegionsView lang="en" data={{ ...data, required: true }} />));
  expect(page).toContain(
    "AI answers api.openai.com Place of processing: outside the EU (United States) · standard contractual clauses (Art. 46(2)(c) GDPR)",
  );
  expect(page).toContain("REQUIRE_EU_PROCESSING is on");
  expect(text(renderToStaticMarkup(<RegionsView lang="en" data={{ required: false, endpoints: [] }} />))).toContain(
    "No outside provider is configured",
  );
  expect(renderToStaticMarkup(<RegionsView lang="de" data={null} />)).toContain('role="alert"');
});

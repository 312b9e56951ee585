import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { KnowledgeTestHit } from "#shared/contracts/knowledge";
import { startFakeOpenAi, type FakeOpenAi } from "#tests/fakes/openai-server";
import { makePdf } from "#tests/fixtures/pdf";
import { createTestApp, loginCookie, type TestApp } from "#tests/helpers/app";
import { ENGINES } from "#tests/helpers/db";
import { multipart } from "#tests/helpers/multipart";
import { waitFor } from "#tests/helpers/wait";
import { activeProcessorKinds } from "../settings/service";
import { embeddingProgress } from "./service";

/** Semantic search through the whole app: upload, ingestion, embedding in the background, the operator's test box. */
describe.each(ENGINES)("search by meaning in the app on %s", (engine) => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let cookie: string;
  beforeAll(async () => {
    fake = await startFakeOpenAi({}, "sk-embed");
    // Only embeddings are configured: the coach stays the offline one.
    t = await createTestApp(engine, {
      EMBEDDING_MODEL: "text-embedding-3-small",
      EMBEDDING_BASE_URL: fake.url,
      EMBEDDING_API_KEY: "sk-embed",
      EMBEDDING_DIMENSIONS: "48",
    });
    cookie = await loginCookie(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  test("an uploaded German handout gets vectors and answers an English question", async () => {
    expect(activeProcessorKinds(t.ctx.env)).toContain("embeddings");
    expect(activeProcessorKinds(t.ctx.env)).not.toContain("chat");
    const { payload, headers } = multipart(
      "Schlafratgeber.pdf",
      await makePdf([
        "Eine feste Abendroutine hilft beim Einschlafen. Das Bett bleibt zum Schlafen da, nicht zum Arbeiten.",
        "Koffein wirkt bis zu acht Stunden: nach dem Mittag lieber keinen Kaffee mehr.",
      ]),
    );
    const res = await t.app.inject({ method: "POST", url: "/api/documents", payload, headers: { ...headers, cookie } });
    expect(res.statusCode).toBe(201);
    // Embedding follows ingestion on its own, started by the database's change announcement.
    await waitFor(async () => {
      const p = await embeddingProgress(t.db.database, "text-embedding-3-small");
      return p.total > 0 && p.embedded === p.total;
    }, Boolean);
    const inputs = fake.requests.filter((r) => r.path === "/v1/embeddings");
    expect(inputs[0]?.body).toMatchObject({ model: "text-embedding-3-small", dimensions: 48 });

    const ask = async (q: string) =>
      (await t.app.inject({ url: `/api/knowledge/search?q=${encodeURIComponent(q)}`, headers: { cookie } })).json<
        KnowledgeTestHit[]
      >();
    const hits = await waitFor(async () => {
      const found = await ask("How can I sleep better?");
      return found[0]?.similarity !== undefined ? found : undefined;
    }, Boolean);
    expect(hits?.[0]).toMatchObject({ title: "Schlafratgeber.pdf", page: 1, usedByCoach: true });
    expect(hits?.[0]?.similarity).toBeGreaterThan(0.4);
  });
});

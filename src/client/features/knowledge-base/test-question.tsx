import { useId, useState } from "react";
import { COACHING_TOPIC_NAMES } from "#shared/coaching-topics";
import type { KnowledgeTestHit } from "#shared/contracts/knowledge";
import { format, type Lang, LOCALES } from "#shared/i18n";
import type { PersonaAdmin } from "#shared/schemas/persona";
import { settle, useApi, type Settled } from "../../lib/api/client";
import { highlightSegments } from "./highlight";
import { kbTexts } from "./texts";

const field =
  "mt-1 w-full rounded-lg border border-white/15 bg-black px-3 py-2 text-sm text-white focus:border-pink-400 focus:outline-none";

/**
 * The operator asks a question as a visitor would, optionally as one
 * persona, and sees the passages the coach would get (GET
 * /api/knowledge/search): document, page, relevance, and the passage with
 * the words that matched the question highlighted.
 */
export function TestQuestion({ lang, personas }: { lang: Lang; personas: Settled<PersonaAdmin[]> | undefined }) {
  const t = kbTexts[lang].test;
  const id = useId();
  const [question, setQuestion] = useState("");
  const [persona, setPersona] = useState("");
  const [hits, setHits] = useState<KnowledgeTestHit[]>();
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string>();
  const api = useApi(lang);
  const score = new Intl.NumberFormat(LOCALES[lang].tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  const search = async () => {
    const q = question.trim();
    if (!q) return;
    setSearching(true);
    setProblem(undefined);
    // No persona chosen: the parameter is left out (openapi-fetch skips undefined), the search covers every persona.
    const query = { q, limit: "5", persona: persona || undefined };
    const result = await settle<KnowledgeTestHit[]>(api.GET("/api/knowledge/search", { params: { query } }), lang, t.failed);
    setSearching(false);
    if (!result.ok) {
      setHits(undefined);
      return setProblem(result.text);
    }
    setHits(result.data);
  };

  return (
    <section className="rounded-2xl border border-white/10 bg-zinc-950 p-5" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400">{t.intro}</p>
      <form
        className="mt-4 grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(16rem,max-content)_auto] md:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <div>
          <label htmlFor={`${id}-q`} className="text-sm text-zinc-200">
            {t.question}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            required
            maxLength={500}
            value={question}
            placeholder={t.placeholder}
            onChange={(e) => setQuestion(e.target.value)}
            className={field}
          />
        </div>
        <div>
          <label htmlFor={`${id}-persona`} className="text-sm text-zinc-200">
            {t.persona}
          </label>
          <select id={`${id}-persona`} value={persona} onChange={(e) => setPersona(e.target.value)} className={field}>
            <option value="">{t.anyPersona}</option>
            {(personas?.ok ? personas.data : []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} (/{p.slug})
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={searching}
          className="rounded-lg bg-pink-600 px-4 py-2 text-sm font-semibold text-white disabled:opacity-50"
        >
          {searching ? t.searching : t.submit}
        </button>
      </form>
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-red-300">
          {problem}
        </p>
      ) : null}
      <div aria-live="polite">
        {hits && hits.length === 0 ? <p className="mt-4 text-sm text-zinc-300">{t.none}</p> : null}
        {hits && hits.length > 0 ? (
          <>
            <h3 className="mt-5 text-sm font-semibold text-zinc-200">{t.results}</h3>
            <ol className="mt-2 space-y-3" data-testid="test-hits">
              {hits.map((h, i) => (
                <li
                  key={`${h.documentId}-${i}`}
                  className="rounded-lg border border-white/10 bg-black/40 p-3"
                  data-testid="test-hit"
                >
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
                    <span className="break-words font-semibold text-white" data-testid="test-hit-title">
                      {h.url ? (
                        <a href={h.url} target="_blank" rel="noopener noreferrer" className="underline hover:text-purple-200">
                          <Highlighted text={h.title} words={h.titleMatched} />
                        </a>
                      ) : (
                        <Highlighted text={h.title} words={h.titleMatched} />
                      )}
                    </span>
                    {h.url ? null : <span className="text-zinc-400">{format(t.page, { page: h.page })}</span>}
                    <span className="text-zinc-400">{format(t.score, { score: score.format(h.relevance) })}</span>
                    {h.similarity !== undefined ? (
                      <span className="text-zinc-400" data-testid="test-hit-similarity">
                        {format(t.similarity, { similarity: score.format(h.similarity) })}
                      </span>
                    ) : null}
                    <span className={h.usedByCoach ? "text-green-300" : "text-amber-200"} data-testid="test-hit-use">
                      {h.usedByCoach ? t.used : t.unused}
                    </span>
                  </p>
                  <p className="mt-2 whitespace-pre-line break-words text-sm text-zinc-300" data-testid="test-hit-text">
                    <Highlighted text={h.text} words={h.matched} />
                  </p>
                  <p className="mt-2 text-xs text-zinc-400">
                    {t.matched}:{" "}
                    {h.matched.length > 0
                      ? h.matched
                          .map((w) => {
                            const s = h.synonyms.find((x) => x.word === w);
                            return s ? format(s.translation ? t.translation : t.synonym, { word: w, for: s.for }) : w;
                          })
                          .join(", ")
                      : h.similarity !== undefined
                        ? t.meaningOnly
                        : t.noMatched}
                  </p>
                  <TopicNote topic={h.topic} lang={lang} text={t.topic} />
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </section>
  );
}

/** Why a passage moved up: its document is about the question's topic (the search's topic signal). */
function TopicNote({ topic, lang, text }: { topic: string | undefined; lang: Lang; text: string }) {
  const names = topic === undefined ? undefined : COACHING_TOPIC_NAMES[topic];
  if (!names) return null;
  return (
    <p className="mt-1 text-xs text-zinc-400" data-testid="test-hit-topic">
      {format(text, { topic: names[lang] })}
    </p>
  );
}

/** `text` with the matched `words` marked. */
function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return highlightSegments(text, words).map((s, j) =>
    s.match ? (
      <mark key={j} className="rounded bg-pink-500/30 px-0.5 text-white">
        {s.text}
      </mark>
    ) : (
      s.text
    ),
  );
}

import { Slider, Switch } from "radix-ui";
import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_PERSONA_SLUG } from "#shared/routes";
import { type Lang, LOCALES } from "#shared/i18n";
import { VOICE_RANGES, type VoiceConfig } from "#shared/schemas/voice-config";
import { changeFailedText, useAdminApi } from "../../lib/admin-session/context";
import { SignInCancelledError } from "../../lib/admin-session/session-retry";
import { settle, useApi } from "../../lib/api/client";
import { refusedText } from "../../lib/api/errors";
import { adminTexts } from "./texts";
import { SaveResultLine, type SaveResult } from "../../components/save-result";

type RangeKey = keyof typeof VOICE_RANGES;

function VoiceSlider({
  id,
  label,
  value,
  onChange,
  range,
  lang,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (v: number) => void;
  range: (typeof VOICE_RANGES)[RangeKey];
  lang: Lang;
}) {
  const decimals = range.step < 0.1 ? 2 : 1;
  const shown = new Intl.NumberFormat(LOCALES[lang].tag, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
  return (
    <div>
      <div className="flex items-center justify-between">
        <span id={`${id}-label`} className="text-sm font-medium text-zinc-200">
          {label}
        </span>
        <output htmlFor={id} className="text-sm tabular-nums text-zinc-300">
          {shown}
        </output>
      </div>
      <Slider.Root
        id={id}
        className="relative mt-2 flex h-5 w-full touch-none select-none items-center"
        min={range.min}
        max={range.max}
        step={range.step}
        value={[value]}
        onValueChange={(v) => onChange(Math.round((v[0] ?? value) * 100) / 100)}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-zinc-700">
          <Slider.Range className="absolute h-full rounded-full bg-gradient-to-r from-purple-500 to-pink-500" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-label`}
          className="block h-5 w-5 rounded-full border-2 border-pink-400 bg-white focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-pink-400/50"
        />
      </Slider.Root>
    </div>
  );
}

/** Voice tab: the five sliders and the speaker-boost switch. */
export function VoiceSettings({ lang, serverVoice }: { lang: Lang; serverVoice: boolean }) {
  const t = adminTexts[lang].voice;
  const [config, setConfig] = useState<VoiceConfig>();
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<SaveResult>();
  const api = useApi(lang);
  const admin = useAdminApi(lang);
  const [preview, setPreview] = useState<"idle" | "loading">("idle");
  const [previewFailed, setPreviewFailed] = useState<string>();
  const audioRef = useRef<HTMLAudioElement | undefined>(undefined);

  useEffect(() => {
    api
      .GET("/api/voice-config")
      .then(({ data }) => (data ? setConfig(data) : setLoadFailed(true)))
      .catch(() => setLoadFailed(true));
  }, [api]);

  if (loadFailed)
    return (
      <p role="alert" className="text-red-300">
        {t.loadFailed}
      </p>
    );
  if (!config) return <p className="text-zinc-400">…</p>;

  const set = (key: keyof VoiceConfig) => (v: number | boolean) => {
    setResult(undefined);
    setConfig({ ...config, [key]: v });
  };
  const save = async () => {
    setSaving(true);
    setResult(undefined);
    const outcome = await settle(admin.PUT("/api/voice-config", { body: config }), lang, t.saveFailed, (err, l) =>
      changeFailedText(err, l, t.saveFailed),
    );
    if (outcome.ok) {
      setConfig(outcome.data);
      setResult({ ok: true, text: t.saved });
    } else setResult({ ok: false, text: outcome.text });
    setSaving(false);
  };

  /** The sample in the server's voice, or, where the server has none, in the browser's own at the same speed and pitch. */
  const playPreview = async () => {
    setPreview("loading");
    setPreviewFailed(undefined);
    audioRef.current?.pause();
    window.speechSynthesis?.cancel();
    try {
      setPreviewFailed(await (serverVoice ? playServerSample(config) : speakGreeting(config)));
    } catch (err) {
      // Not signed in again: nothing was played, and nothing failed that the sample could help with.
      if (!(err instanceof SignInCancelledError)) setPreviewFailed(t.previewFailed);
    }
    setPreview("idle");
  };

  /** Plays the sample the server speaks with `voice`; gives the text to show when there is none. */
  const playServerSample = async (voice: VoiceConfig): Promise<string | undefined> => {
    const { data, error, response } = await admin.POST("/api/voice-config/preview", { body: voice, parseAs: "blob" });
    if (!data) return refusedText(error, lang, t.previewFailed);
    const audio = new Audio(URL.createObjectURL(data));
    audio.playbackRate = Number(response.headers.get("x-voice-rate") ?? 1);
    audio.preservesPitch = true;
    audioRef.current = audio;
    await audio.play();
  };

  /** Speaks the default persona's greeting, as the visitors hear it, in the browser's voice at `voice`'s speed and pitch. */
  const speakGreeting = async (voice: VoiceConfig): Promise<string | undefined> => {
    if (!("speechSynthesis" in window)) return t.previewFailed;
    const { data, error } = await api.GET("/api/personas/{slug}", {
      params: { path: { slug: DEFAULT_PERSONA_SLUG }, query: { lang } },
    });
    if (!data) return refusedText(error, lang, t.previewFailed);
    const utterance = new SpeechSynthesisUtterance(data.greeting);
    utterance.lang = LOCALES[lang].tag;
    utterance.rate = voice.speed;
    utterance.pitch = voice.pitch;
    window.speechSynthesis.speak(utterance);
  };

  return (
    <div className="max-w-2xl space-y-6">
      <p className="text-sm text-zinc-400">{t.hint}</p>
      <VoiceSlider
        id="vs-stability"
        label={t.stability}
        value={config.stability}
        onChange={set("stability")}
        range={VOICE_RANGES.stability}
        lang={lang}
      />
      <VoiceSlider
        id="vs-similarity"
        label={t.similarity}
        value={config.similarity_boost}
        onChange={set("similarity_boost")}
        range={VOICE_RANGES.similarity_boost}
        lang={lang}
      />
      <VoiceSlider
        id="vs-style"
        label={t.style}
        value={config.style}
        onChange={set("style")}
        range={VOICE_RANGES.style}
        lang={lang}
      />
      <VoiceSlider
        id="vs-speed"
        label={t.speed}
        value={config.speed}
        onChange={set("speed")}
        range={VOICE_RANGES.speed}
        lang={lang}
      />
      <VoiceSlider
        id="vs-pitch"
        label={t.pitch}
        value={config.pitch}
        onChange={set("pitch")}
        range={VOICE_RANGES.pitch}
        lang={lang}
      />
      <div className="flex items-center justify-between">
        <label htmlFor="vs-boost" className="text-sm font-medium text-zinc-200">
          {t.speakerBoost}
        </label>
        <Switch.Root
          id="vs-boost"
          checked={config.use_speaker_boost}
          onCheckedChange={set("use_speaker_boost")}
          className="relative h-6 w-11 rounded-full bg-zinc-700 data-[state=checked]:bg-pink-600"
        >
          <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white transition-transform data-[state=checked]:translate-x-[22px]" />
        </Switch.Root>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void playPreview()}
          disabled={preview === "loading"}
          aria-describedby="vs-preview-hint"
          className="inline-flex items-center gap-2 rounded-lg border border-white/20 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10 disabled:opacity-60"
        >
          <Play aria-hidden="true" className="h-4 w-4" />
          {preview === "loading" ? t.previewLoading : t.preview}
        </button>
        <p id="vs-preview-hint" className="text-xs text-zinc-400">
          {t.previewHint}
        </p>
        {previewFailed ? (
          <p role="alert" className="w-full text-sm text-red-300">
            {previewFailed}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => void save()}
        disabled={saving}
        className="w-full rounded-lg bg-gradient-to-r from-purple-600 to-pink-600 py-3 font-semibold text-white disabled:opacity-60"
      >
        {saving ? t.saving : t.save}
      </button>
      <SaveResultLine result={result} />
    </div>
  );
}

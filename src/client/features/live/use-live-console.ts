import { useCallback, useEffect, useRef, useState } from "react";
import { consoleStreamEventSchema, type DutyState, type HandoverSummary, type LiveMessage } from "#shared/api/live";
import type { Lang } from "#shared/i18n";
import { changeFailedText, useAdminApi, useSignIns } from "../../lib/admin-session/context";
import { settle, useApi } from "../../lib/api/client";
import { liveTexts } from "./texts";

const OPEN = new Set(["waiting", "held"]);
/** How often the operator's typing is announced, and how long the visitor's stays shown without a new event. */
const TYPING_EVERY_MS = 2000;
const TYPING_SHOWN_MS = 5000;
const SOUND_KEY = "live-sound";

/** A short two-tone chime through Web Audio; nothing when the browser has none or blocks it. */
function chime() {
  try {
    const audio = new AudioContext();
    [660, 880].forEach((hz, i) => {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.08;
      osc.connect(gain).connect(audio.destination);
      osc.start(audio.currentTime + i * 0.18);
      osc.stop(audio.currentTime + i * 0.18 + 0.15);
    });
    setTimeout(() => void audio.close(), 600);
  } catch {
    // no sound
  }
}

/**
 * The console's live state (decision 046), kept in every open tab from the
 * server's event stream: the operator's duty, the open handovers (waiting
 * ones raise an alert, with a sound and a system notification where the
 * operator allowed them), and the messages of the one the operator holds.
 */
export function useLiveConsole(lang: Lang) {
  const t = liveTexts[lang];
  const api = useApi(lang);
  const adminApi = useAdminApi(lang);
  const signIns = useSignIns();
  const [duty, setDuty] = useState<DutyState>();
  const [handovers, setHandovers] = useState<HandoverSummary[]>();
  const [messages, setMessages] = useState<Record<string, LiveMessage[]>>({});
  const [problem, setProblem] = useState<string>();
  // The handovers whose visitor is typing now; each expires by itself.
  const [typing, setTyping] = useState<Record<string, true>>({});
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const lastTyped = useRef(new Map<string, number>());
  const visitorTyping = useCallback((id: string, on: boolean) => {
    clearTimeout(typingTimers.current.get(id));
    setTyping(({ [id]: _was, ...rest }) => (on ? { ...rest, [id]: true } : rest));
    if (on)
      typingTimers.current.set(
        id,
        setTimeout(() => visitorTyping(id, false), TYPING_SHOWN_MS),
      );
  }, []);
  const [sound, setSoundState] = useState(false);
  const soundRef = useRef(false);
  const textsRef = useRef(t);
  textsRef.current = t;

  useEffect(() => {
    const on = localStorage.getItem(SOUND_KEY) === "on";
    soundRef.current = on;
    setSoundState(on);
  }, []);
  const setSound = useCallback((on: boolean) => {
    soundRef.current = on;
    setSoundState(on);
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  }, []);

  const loadDetail = useCallback(
    async (id: string) => {
      const { data } = await api.GET("/api/live/handovers/{id}", { params: { path: { id } } });
      if (data) setMessages((m) => ({ ...m, [id]: data.messages }));
    },
    [api],
  );

  useEffect(() => {
    let closed = false;
    const load = () => {
      void Promise.all([
        settle<DutyState>(api.GET("/api/live/duty"), lang, textsRef.current.loadFailed),
        settle<HandoverSummary[]>(api.GET("/api/live/handovers"), lang, textsRef.current.loadFailed),
      ]).then(([d, h]) => {
        if (closed) return;
        if (!d.ok || !h.ok) return setProblem(!d.ok ? d.text : !h.ok ? h.text : undefined);
        setProblem(undefined);
        setDuty(d.data);
        setHandovers(h.data);
        for (const item of h.data) if (item.status === "held" && item.heldBy) void loadDetail(item.id);
      });
    };
    const alert = (h: HandoverSummary) => {
      if (soundRef.current) chime();
      if (typeof Notification !== "undefined" && Notification.permission === "granted" && document.hidden) {
        const texts = textsRef.current;
        new Notification(texts.notificationTitle, {
          body: h.reason === "crisis" ? texts.alert : texts.reasonRequest,
          tag: h.id,
        });
      }
    };
    const source = new EventSource("/api/live/events");
    source.addEventListener("open", load);
    source.addEventListener("resync", load);
    for (const event of ["handover", "message", "typing", "duty"] as const) {
      source.addEventListener(event, (e) => {
        const parsed = consoleStreamEventSchema.safeParse({
          event,
          data: JSON.parse((e as MessageEvent<string>).data) as unknown,
        });
        if (!parsed.success) return load();
        const change = parsed.data;
        if (change.event === "duty") setDuty((d) => d && { ...d, onDutyCount: change.data.onDutyCount });
        else if (change.event === "typing") visitorTyping(change.data.handoverId, true);
        else if (change.event === "message") {
          const { handoverId, message } = change.data;
          if (message.author === "visitor") visitorTyping(handoverId, false);
          setMessages((m) => {
            const list = m[handoverId] ?? [];
            return list.some((x) => x.id === message.id) ? m : { ...m, [handoverId]: [...list, message] };
          });
        } else if (change.event === "handover") {
          const h = change.data;
          setHandovers((list) => {
            const rest = (list ?? []).filter((x) => x.id !== h.id);
            if (!OPEN.has(h.status)) return rest;
            if (h.status === "waiting" && !(list ?? []).some((x) => x.id === h.id)) alert(h);
            return [...rest, h].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
          });
        }
      });
    }
    const timers = typingTimers.current;
    return () => {
      closed = true;
      source.close();
      for (const timer of timers.values()) clearTimeout(timer);
    };
    // A sign-in through the session dialog reopens the stream the ended session closed.
  }, [api, lang, signIns, loadDetail, visitorTyping]);

  const failed = (err: unknown, l: Lang) => changeFailedText(err, l, textsRef.current.changeFailed);

  const changeDuty = useCallback(
    async (onDuty: boolean, name: string) => {
      const r = await settle<DutyState>(
        adminApi.PUT("/api/live/duty", { body: { onDuty, name } }),
        lang,
        textsRef.current.changeFailed,
        failed,
      );
      if (r.ok) setDuty(r.data);
      return r.ok ? undefined : r.text;
    },
    [adminApi, lang],
  );

  const accept = useCallback(
    async (id: string) => {
      const r = await settle<HandoverSummary>(
        adminApi.POST("/api/live/handovers/{id}/accept", { params: { path: { id } } }),
        lang,
        textsRef.current.changeFailed,
        failed,
      );
      if (!r.ok) return r.text;
      setHandovers((list) => (list ?? []).map((x) => (x.id === id ? r.data : x)));
      await loadDetail(id);
      return undefined;
    },
    [adminApi, lang, loadDetail],
  );

  const write = useCallback(
    async (id: string, text: string) => {
      const r = await settle<LiveMessage>(
        adminApi.POST("/api/live/handovers/{id}/messages", { params: { path: { id } }, body: { text } }),
        lang,
        textsRef.current.changeFailed,
        failed,
      );
      if (!r.ok) return r.text;
      setMessages((m) => {
        const list = m[id] ?? [];
        return list.some((x) => x.id === r.data.id) ? m : { ...m, [id]: [...list, r.data] };
      });
      return undefined;
    },
    [adminApi, lang],
  );

  /** The operator types in a conversation they hold: the visitor sees it, at most every TYPING_EVERY_MS, no text. */
  const typed = useCallback(
    (id: string) => {
      const now = Date.now();
      if (now - (lastTyped.current.get(id) ?? 0) < TYPING_EVERY_MS) return;
      lastTyped.current.set(id, now);
      void adminApi.POST("/api/live/handovers/{id}/typing", { params: { path: { id } } }).catch(() => undefined);
    },
    [adminApi],
  );

  const close = useCallback(
    async (id: string, how: "return" | "end") => {
      const path = how === "return" ? "/api/live/handovers/{id}/return" : "/api/live/handovers/{id}/end";
      const r = await settle<HandoverSummary>(
        adminApi.POST(path, { params: { path: { id } } }),
        lang,
        textsRef.current.changeFailed,
        failed,
      );
      if (!r.ok) return r.text;
      setHandovers((list) => (list ?? []).filter((x) => x.id !== id));
      setMessages(({ [id]: _gone, ...rest }) => rest);
      return undefined;
    },
    [adminApi, lang],
  );

  const waiting = (handovers ?? []).filter((h) => h.status === "waiting");
  return { duty, handovers, waiting, messages, typing, problem, sound, setSound, changeDuty, accept, write, typed, close };
}

export type LiveConsole = ReturnType<typeof useLiveConsole>;

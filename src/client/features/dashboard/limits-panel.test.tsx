import type { LimitsInfo } from "#shared/contracts/dashboard";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { LimitsPanel } from "./limits-panel";

const limits: LimitsInfo = {
  clientAddress: { mode: "hops", hops: 1 },
  perClient: { requestsPerMinute: 20, ttsCharsPerHour: 10_000, sttMbPerHour: 20, sttConcurrent: 2 },
  daily: { budgetChats: 2000, ttsCharsPerChat: 200, sttKbPerChat: 1024 },
  stt: { maxConcurrent: 8, maxMb: 10, idleSeconds: 5, maxUploadSeconds: 60 },
  today: {
    day: "2026-11-23",
    resetsAt: "2026-11-24T00:00:00.000Z",
    budgetUsed: 1234.5,
    chats: 900,
    ttsChars: 45_000,
    sttKb: 12_800,
  },
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

test("the operator reads the limits and today's usage in German", () => {
  const page = text(renderToStaticMarkup(<LimitsPanel lang="de" limits={limits} />));
  expect(page).toContain("1.234,5 von 2.000 Chat-Anfragen verbraucht");
  expect(page).toContain("Chat: 900 Anfragen · Sprachausgabe: 45.000 Zeichen · Spracherkennung: 12,5 MB");
  expect(page).toContain("Eine Chat-Anfrage entspricht 200 Zeichen Sprachausgabe oder 1.024 KB Aufnahme.");
  expect(page).toContain("20 Anfragen pro Minute");
  expect(page).toContain("10.000 Zeichen Sprachausgabe pro Stunde");
  expect(page).toContain("8 gleichzeitig, Aufnahmen bis 10 MB, Abbruch nach 5 s ohne Daten oder 60 s insgesamt");
  expect(page).toContain("Hinter einem vertrauenswürdigen Proxy");
  expect(page).toContain("24.11.26, 00:00 UTC");
});

test("and in English", () => {
  const page = text(
    renderToStaticMarkup(
      <LimitsPanel
        lang="en"
        limits={{ ...limits, clientAddress: { mode: "addresses", addresses: ["10.0.0.0/8", "192.0.2.7"] } }}
      />,
    ),
  );
  expect(page).toContain("1,234.5 of 2,000 chat requests used");
  expect(page).toContain("Speech output: 45,000 characters");
  expect(page).toContain("Behind the trusted proxies 10.0.0.0/8, 192.0.2.7");
  expect(page).toContain("IPv6 visitors count per /64 network.");
});

test("a failed load says so", () => {
  expect(renderToStaticMarkup(<LimitsPanel lang="en" limits={null} />)).toContain("The limits could not be loaded.");
});

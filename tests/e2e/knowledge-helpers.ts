import type { Locator, Page } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { makePdf } from "../fixtures/pdf";
import { expect } from "./fixtures";

/** PASSAGE_SHOTS names a folder for screenshots of the passages and gaps views (German and English, 390 and 1280 px). */
export const shots = process.env.PASSAGE_SHOTS;

/** Letters only: digits would be redacted as a phone number, and the search reads letters as one word. */
export const nonce = () => Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");

export async function upload(page: Page, title: string, pages: string[]) {
  const res = await page.request.post("/api/documents", {
    multipart: { file: { name: title, mimeType: "application/pdf", buffer: await makePdf(pages) } },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get("/api/documents")).json()) as { id: string; status: string }[]).find((d) => d.id === id)
          ?.status,
      {
        timeout: 20_000,
      },
    )
    .toBe("COMPLETED");
  return id;
}

/** Screenshots of `target` in both languages at both widths, when PASSAGE_SHOTS is set. */
export async function screenshots(page: Page, name: string, open: (lang: "de" | "en") => Promise<Locator>) {
  if (!shots) return;
  for (const lang of ["de", "en"] as const) {
    await page.context().addCookies([{ name: "lang", value: lang, url: `http://localhost:${E2E_PORT}` }]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      const target = await open(lang);
      await target.screenshot({ path: `${shots}/${name}-${lang}-${width}.png` });
    }
  }
  await page.context().addCookies([{ name: "lang", value: "de", url: `http://localhost:${E2E_PORT}` }]);
}

import { describe, expect, test } from "vitest";
import {
  counterpartPath,
  langFromPath,
  languageSwitch,
  matchPage,
  matchPersonaPath,
  PAGES,
  publicPaths,
  RESERVED_SLUGS,
} from "./routes";

describe("route table", () => {
  test("every page has a distinct path in each language", () => {
    const paths = publicPaths();
    expect(new Set(paths).size).toBe(paths.length);
    // The spec's twelve pages, the reseller page and the accessibility statement, in two languages.
    expect(paths).toHaveLength(28);
  });

  test("the language switch lands on the counterpart page", () => {
    expect(counterpartPath("/produkte/loesungen", "en")).toBe("/products/solutions");
    expect(counterpartPath("/products/solutions/", "de")).toBe("/produkte/loesungen");
    expect(counterpartPath("/en", "de")).toBe("/");
    expect(counterpartPath("/", "en")).toBe("/en");
    expect(counterpartPath("/produkte/lena", "en")).toBe("/products/lena");
    expect(counterpartPath("/admin/master-dashboard", "en")).toBe("/admin/master-dashboard");
    expect(counterpartPath("/gibt-es-nicht", "en")).toBe("/en");
  });

  test("on an admin page the language switch asks the server for the language, keeping the query", () => {
    const href = (pathname: string, search: string, lang: "de" | "en") => languageSwitch(pathname, search, lang).href;
    expect(href("/admin/master-dashboard", "?tab=live", "en")).toBe("/admin/master-dashboard?tab=live&lang=en");
    expect(href("/admin/master-dashboard", "?lang=en", "de")).toBe("/admin/master-dashboard?lang=de");
    expect(href("/admin/einladung", "", "en")).toBe("/admin/einladung?lang=en");
    expect(href("/produkte/loesungen", "?x=1", "en")).toBe("/products/solutions");
    expect(href("/produkte/loesungen", "?x=1", "de")).toBe("/produkte/loesungen?x=1");
    expect(languageSwitch("/admin/einladung", "", "en")).toMatchObject({ sameUrl: true, viaServer: true });
    expect(languageSwitch("/produkte/loesungen", "", "en")).toMatchObject({ sameUrl: false, viaServer: false });
    expect(languageSwitch("/produkte/loesungen/", "", "de")).toMatchObject({ sameUrl: true, viaServer: false });
  });

  test("language comes from the path, admin pages from the preference", () => {
    expect(langFromPath("/")).toBe("de");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/legal/imprint")).toBe("en");
    expect(langFromPath("/products/lena")).toBe("en");
    expect(langFromPath("/rechtliches/impressum")).toBe("de");
    expect(langFromPath("/admin/dashboard-login", "en")).toBe("en");
    expect(langFromPath("/admin/dashboard-login")).toBe("de");
    expect(langFromPath("/english-nonsense")).toBe("de");
  });

  test("fixed product routes take precedence over persona slugs", () => {
    expect(matchPage("/produkte/preise")).toEqual({ key: "pricing", lang: "de" });
    expect(matchPersonaPath("/produkte/preise")).toBeUndefined();
    expect(matchPersonaPath("/produkte/lena")).toEqual({ slug: "lena", lang: "de" });
    expect(matchPersonaPath("/produkte/Lena<script>")).toBeUndefined();
    expect(RESERVED_SLUGS.has("preise")).toBe(true);
    expect(RESERVED_SLUGS.has("demo")).toBe(true);
    expect(PAGES.demo.en).toBe("/products/demo");
  });
});

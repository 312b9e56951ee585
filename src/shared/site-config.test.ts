import { expect, test } from "vitest";
import raw from "../../site.config.json";
import { siteConfig } from "./site-config";
import { siteConfigSchema } from "./site-config-schema";

test("site.config.json is complete and valid", () => {
  expect(() => siteConfigSchema.parse(raw)).not.toThrow();
  expect(siteConfig.isExample).toBe(true);
});

test("the pages get every key of the file but the server-only ones", () => {
  const serverOnly = ["_note", "processors", "crisisResources"];
  expect(Object.keys(siteConfig).sort()).toEqual(
    Object.keys(raw)
      .filter((k) => !serverOnly.includes(k))
      .sort(),
  );
});

test("the minimum age is 16 unless the operator sets one from 13 to 21", () => {
  const { minimumAge: _, ...withoutAge } = raw;
  expect(siteConfigSchema.parse(withoutAge).minimumAge).toBe(16);
  expect(siteConfigSchema.parse({ ...raw, minimumAge: 18 }).minimumAge).toBe(18);
  for (const age of [12, 22, 16.5]) expect(siteConfigSchema.safeParse({ ...raw, minimumAge: age }).success).toBe(false);
});

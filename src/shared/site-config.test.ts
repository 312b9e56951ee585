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

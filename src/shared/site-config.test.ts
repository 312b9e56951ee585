import { expect, test } from "vitest";
import { siteConfig } from "./site-config";
import { siteConfigSchema } from "./site-config-schema";

test("site.config.json is complete and valid", () => {
  expect(() => siteConfigSchema.parse(siteConfig)).not.toThrow();
  expect(siteConfig.isExample).toBe(true);
});

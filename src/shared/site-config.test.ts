import { expect, test } from "vitest";
import raw from "../../site.config.json";
import { accessibilityContact, siteConfig } from "./site-config";
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

test("the contact for barriers is optional, its phone needs the number dialled, and the imprint's fills the gaps", () => {
  const { accessibilityContact: _, ...imprintOnly } = raw.company;
  expect(siteConfigSchema.safeParse({ ...raw, company: imprintOnly }).success).toBe(true);
  const withContact = (contact: object) =>
    siteConfigSchema.safeParse({ ...raw, company: { ...raw.company, accessibilityContact: contact } });
  expect(withContact({ email: "barrieren@example.de", phone: "+49 40 1", phoneDisplay: "040 1" }).success).toBe(true);
  expect(withContact({ email: "keine-adresse" }).success).toBe(false);
  expect(withContact({ email: "barrieren@example.de", phoneDisplay: "040 1" }).success).toBe(false);

  const company = siteConfig.company;
  expect(accessibilityContact({ ...company, accessibilityContact: undefined })).toEqual({
    email: company.email,
    phone: company.phone,
    phoneDisplay: company.phoneDisplay,
  });
  expect(accessibilityContact({ ...company, accessibilityContact: { email: "barrieren@example.de" } })).toEqual({
    email: "barrieren@example.de",
    phone: company.phone,
    phoneDisplay: company.phoneDisplay,
  });
  // A number without its display form is shown as written.
  expect(
    accessibilityContact({ ...company, accessibilityContact: { email: "barrieren@example.de", phone: "+49 40 1" } }),
  ).toEqual({
    email: "barrieren@example.de",
    phone: "+49 40 1",
    phoneDisplay: "+49 40 1",
  });
});

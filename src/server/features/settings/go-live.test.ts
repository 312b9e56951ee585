import { expect, test } from "vitest";
import { siteConfig } from "#shared/site-config";
import { goLiveWarning, placeholderFields } from "./go-live";

test("the shipped configuration is reported field by field", () => {
  const fields = placeholderFields(siteConfig);
  expect(fields[0]).toBe("isExample");
  for (const f of [
    "company.name",
    "company.representatives",
    "company.registerNumber",
    "company.vatId",
    "company.email",
    "bookingUrl",
    "dashboardUrl",
  ])
    expect(fields).toContain(f);
  expect(fields).not.toContain("siteName");
  expect(goLiveWarning(siteConfig)).toMatch(
    /^site\.config\.json still holds example company data; replace these before going live: isExample, /,
  );
});

test("an operator's own data raise nothing", () => {
  const own = {
    ...siteConfig,
    isExample: false,
    company: {
      ...siteConfig.company,
      name: "Seelenruhe Coaching GmbH",
      representatives: ["Jana Weber"],
      street: "Lindenallee 4",
      secondAddress: undefined,
      phone: "+49 40 5550123",
      phoneDisplay: "+49 (0)40 555 01 23",
      secondPhone: undefined,
      secondPhoneDisplay: undefined,
      email: "hallo@seelenruhe.de",
      managementEmail: "gf@seelenruhe.de",
      registerNumber: "HRB 123456",
      vatId: "DE123456789",
      dataProtectionOfficer: "Datenschutz Nord GmbH, dsb@datenschutz-nord.de",
      aiActOfficer: "Jana Weber, ki@seelenruhe.de",
    },
    contactEmail: "hallo@seelenruhe.de",
    bookingUrl: "https://cal.seelenruhe.de/erstgespraech",
    dashboardUrl: "https://app.seelenruhe.de",
  };
  expect(placeholderFields(own)).toEqual([]);
  expect(goLiveWarning(own)).toBeUndefined();
});

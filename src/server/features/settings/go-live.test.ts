import { expect, test } from "vitest";
import { fullSiteConfig } from "../../site-config";
import { loadEnv } from "../../env";
import { goLiveWarning, placeholderFields } from "./go-live";
import { activeProcessorKinds } from "./service";

test("the shipped configuration is reported field by field", () => {
  const fields = placeholderFields(fullSiteConfig);
  expect(fields[0]).toBe("isExample");
  for (const f of [
    "company.name",
    "company.representatives",
    "company.registerNumber",
    "company.vatId",
    "company.email",
    "company.accessibilityContact.email",
    "bookingUrl",
    "dashboardUrl",
  ])
    expect(fields).toContain(f);
  expect(fields).not.toContain("siteName");
  expect(goLiveWarning(fullSiteConfig)).toMatch(
    /^site\.config\.json still holds example company data; replace these before going live: isExample, /,
  );
});

test("an operator's own data raise nothing", () => {
  const own = {
    ...fullSiteConfig,
    isExample: false,
    company: {
      ...fullSiteConfig.company,
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
      // Reports of barriers go to the imprint's address.
      accessibilityContact: undefined,
    },
    contactEmail: "hallo@seelenruhe.de",
    bookingUrl: "https://cal.seelenruhe.de/erstgespraech",
    dashboardUrl: "https://app.seelenruhe.de",
    processors: [
      {
        kind: "hosting" as const,
        name: "Nordhost GmbH, Hamburg",
        purpose: { de: "Betrieb des Servers", en: "Running the server" },
        location: { de: "Deutschland", en: "Germany" },
      },
    ],
  };
  expect(placeholderFields(own, ["hosting"])).toEqual([]);
  expect(goLiveWarning(own, ["hosting"])).toBeUndefined();
  // A service the server uses that the privacy policy cannot name yet is something to fix before going live.
  expect(placeholderFields(own, ["hosting", "chat", "mail"])).toEqual(["processors.chat", "processors.mail"]);
});

test("the shipped example processors are reported by their place in the list", () => {
  const fields = placeholderFields(fullSiteConfig, ["hosting"]);
  const hosting = fullSiteConfig.processors.findIndex((p) => p.kind === "hosting");
  expect(fields).toContain(`processors.${hosting}.name`);
});

test("the active processors follow the keys and settings that switch a service on", () => {
  const env = loadEnv({});
  expect(activeProcessorKinds(env)).toEqual(["hosting"]);
  const all = loadEnv({
    OPENAI_API_KEY: "sk-test",
    ELEVENLABS_API_KEY: "el-test",
    MODERATION_MODEL: "omni-moderation-latest",
    SMTP_URL: "smtp://mail.example.org:587",
    SMTP_FROM: "coach@example.org",
    S3_BUCKET: "docs",
    S3_ACCESS_KEY_ID: "a",
    S3_SECRET_ACCESS_KEY: "b",
  });
  expect(activeProcessorKinds(all)).toEqual(["hosting", "chat", "speech", "transcription", "moderation", "mail", "storage"]);
});

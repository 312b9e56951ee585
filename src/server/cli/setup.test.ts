import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { accessibilityContact, type SiteConfig } from "#shared/site-config";
import { fullSiteConfig } from "../site-config";
import { fillSiteConfig } from "./setup";

/** Answers for every question, in order: the operator's own data, no example value left. */
const OWN: Record<string, string> = {
  "Company name": "Seelenruhe Coaching GmbH",
  "Represented by": "Jana Weber, Tom Berg",
  "Street and number": "Lindenallee 4",
  "Phone, international": "+49 40 5550123",
  "Phone as shown": "+49 (0)40 555 01 23",
  "E-mail for the imprint": "hallo@seelenruhe.de",
  "E-mail of the management": "gf@seelenruhe.de",
  "Register number": "HRB 123456",
  "VAT identification number": "DE123456789",
  "Data protection officer": "Datenschutz Nord GmbH, dsb@datenschutz-nord.de",
  "AI Act contact": "Jana Weber, ki@seelenruhe.de",
  "E-mail that receives inquiries": "hallo@seelenruhe.de",
  "E-mail for reports of barriers": "barrierefrei@seelenruhe.de",
  "Phone for reports of barriers, international": "+49 40 5550199",
  "Phone for reports of barriers as shown": "+49 (0)40 555 01 99",
  "Booking page URL": "https://cal.seelenruhe.de/erstgespraech",
  "Customer dashboard URL": "https://app.seelenruhe.de",
  "Second office, street": "-",
  "Second phone, international": "-",
  "Processor for hosting": "Nordhost GmbH, Hamburg",
  "Processor for e-mail delivery": "Posteo Versand GmbH, Berlin",
  "Processor for file storage": "Nordhost GmbH, Hamburg",
};

function answer(question: string): string {
  return Object.entries(OWN).find(([label]) => question.startsWith(label))?.[1] ?? "";
}

test("Enter keeps every value; the example flag stays while example values are left", async () => {
  const questions: string[] = [];
  const same = await fillSiteConfig(fullSiteConfig, (q) => {
    questions.push(q);
    return Promise.resolve("");
  });
  expect(same).toEqual(fullSiteConfig);
  expect(questions[1]).toBe("Company name [Beispiel Mental Coaching GmbH]: ");
  expect(questions).toContain("Represented by (comma-separated) [Dr. Anna Beispiel, Max Mustermann]: ");
});

test("the operator's answers replace the example data and switch the example flag off", async () => {
  const own = await fillSiteConfig(fullSiteConfig, (q) => Promise.resolve(answer(q)));
  expect(own.isExample).toBe(false);
  expect(own.company.representatives).toEqual(["Jana Weber", "Tom Berg"]);
  expect(own.processors.find((p) => p.kind === "hosting")?.name).toBe("Nordhost GmbH, Hamburg");
  expect(own.company.accessibilityContact).toEqual({
    email: "barrierefrei@seelenruhe.de",
    phone: "+49 40 5550199",
    phoneDisplay: "+49 (0)40 555 01 99",
  });
  // The shipped file is untouched.
  expect(fullSiteConfig.isExample).toBe(true);
});

test("the contact for barriers: a dash hands it to the imprint's, an e-mail alone keeps the imprint's phone", async () => {
  const questions: string[] = [];
  const removed = await fillSiteConfig(fullSiteConfig, (q) => {
    questions.push(q);
    return Promise.resolve(q.startsWith("E-mail for reports of barriers") ? "-" : "");
  });
  expect(questions).toContain('E-mail for reports of barriers ("-" uses the imprint\'s) [barrierefreiheit@example.com]: ');
  // Without an own e-mail there is nothing to add a phone to.
  expect(questions.some((q) => q.startsWith("Phone for reports of barriers"))).toBe(false);
  expect(removed.company.accessibilityContact).toBeUndefined();
  expect(accessibilityContact(removed.company)).toEqual({
    email: "kontakt@example.com",
    phone: "+49 30 1234567",
    phoneDisplay: "+49 (0)30 123 45 67",
  });

  // Without one, the question shows the imprint's address, and an answer gives the statement its own.
  const asked: string[] = [];
  const own = await fillSiteConfig(removed, (q) => {
    asked.push(q);
    return Promise.resolve(q.startsWith("E-mail for reports of barriers") ? "barrierefrei@seelenruhe.de" : "");
  });
  expect(asked).toContain('E-mail for reports of barriers ("-" uses the imprint\'s) [imprint: kontakt@example.com]: ');
  expect(asked).toContain('Phone for reports of barriers, international ("-" uses the imprint\'s) [imprint: +49 30 1234567]: ');
  expect(own.company.accessibilityContact).toEqual({ email: "barrierefrei@seelenruhe.de" });
  expect(accessibilityContact(own.company)).toEqual({
    email: "barrierefrei@seelenruhe.de",
    phone: "+49 30 1234567",
    phoneDisplay: "+49 (0)30 123 45 67",
  });

  // "-" on the phone drops the own number again.
  const withPhone = {
    ...own,
    company: { ...own.company, accessibilityContact: { email: "a@b.de", phone: "+49 40 1", phoneDisplay: "040 1" } },
  };
  const noPhone = await fillSiteConfig(withPhone, (q) =>
    Promise.resolve(q.startsWith("Phone for reports of barriers") ? "-" : ""),
  );
  expect(noPhone.company.accessibilityContact).toEqual({ email: "a@b.de" });
});

test("npm run setup writes a valid file from answers piped in, and refuses invalid ones", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "setup-"));
  const file = path.join(dir, "site.config.json");
  copyFileSync("site.config.json", file);
  const run = (input: string) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      const child = execFile(
        process.execPath,
        ["--import", "tsx", "src/server/cli/setup.ts", "--file", file],
        (err, stdout, stderr) => resolve({ code: err ? Number(err.code) : 0, stdout, stderr }),
      );
      child.stdin!.end(input);
    });
  const questions = await run("");
  // Without answers (stdin closed) nothing changes but the file is rewritten as it was.
  expect(questions.stdout).toContain("Still example values (isExample stays on): isExample,");
  // The questions as they came, each up to its "[current value]: ".
  const order = questions.stdout
    .slice(questions.stdout.indexOf("\n\n") + 2)
    .split(/\]: /)
    .filter((q) => q.includes(" ["));
  // A new phone for barriers brings one more question, how to show it, that the run without answers did not ask.
  const input =
    order
      .flatMap((q) =>
        q.startsWith("Phone for reports of barriers, international")
          ? [answer(q), answer("Phone for reports of barriers as shown")]
          : [answer(q)],
      )
      .join("\n") + "\n";
  const ok = await run(input);
  expect(ok.stdout).toContain("no example values left, isExample is off");
  const written = JSON.parse(readFileSync(file, "utf8")) as SiteConfig;
  expect(written.company.name).toBe("Seelenruhe Coaching GmbH");
  expect(written.isExample).toBe(false);
  expect(written.company.accessibilityContact?.email).toBe("barrierefrei@seelenruhe.de");
  const bad = await run("\n\n\n\n\n\n\n\n\n\n\n\nkeine-adresse\n");
  expect(bad.code).toBe(1);
  expect(bad.stderr).toContain("Not written, some answers are not valid: company.managementEmail: Invalid email address");
}, 60_000);

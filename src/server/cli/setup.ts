import { readFileSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { PROCESSOR_KINDS, type ProcessorKind } from "#shared/privacy";
import type { SiteConfig } from "#shared/site-config";
import { siteConfigSchema } from "#shared/site-config-schema";
import { placeholderFields } from "../features/settings/go-live";

/**
 * npm run setup [-- --file path]
 * Fills site.config.json question by question: company data for the imprint
 * and privacy policy, contact addresses (also the one for reports of barriers
 * in the accessibility statement) and the name of each processor. Each
 * question shows the current value; Enter keeps it. The result is validated
 * before it is written, `isExample` is switched off once no example value is
 * left, and what still needs replacing is listed. Rebuild afterwards.
 */

type Field = { path: string; label: string; list?: boolean };

const FIELDS: Field[] = [
  { path: "siteName", label: "Name of the site" },
  { path: "company.name", label: "Company name" },
  { path: "company.legalForm", label: "Legal form, written out" },
  { path: "company.representatives", label: "Represented by (comma-separated)", list: true },
  { path: "company.street", label: "Street and number" },
  { path: "company.postalCode", label: "Postal code" },
  { path: "company.city", label: "City" },
  { path: "company.country", label: "Country (German)" },
  { path: "company.countryEn", label: "Country (English)" },
  { path: "company.phone", label: "Phone, international (+49…)" },
  { path: "company.phoneDisplay", label: "Phone as shown" },
  { path: "company.email", label: "E-mail for the imprint" },
  { path: "company.managementEmail", label: "E-mail of the management" },
  { path: "company.register", label: "Register court" },
  { path: "company.registerNumber", label: "Register number" },
  { path: "company.vatId", label: "VAT identification number" },
  { path: "company.dataProtectionOfficer", label: "Data protection officer (name, e-mail)" },
  { path: "company.aiActOfficer", label: "AI Act contact (name, e-mail)" },
  { path: "contactEmail", label: "E-mail that receives inquiries" },
  { path: "bookingUrl", label: "Booking page URL" },
  { path: "dashboardUrl", label: "Customer dashboard URL" },
  { path: "privacyUpdated", label: "Date of the privacy policy (YYYY-MM-DD)" },
];

function get(obj: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
}

function set(obj: Record<string, unknown>, path: string, value: unknown) {
  const keys = path.split(".");
  let o = obj;
  for (const k of keys.slice(0, -1)) o = o[k] as Record<string, unknown>;
  o[keys.at(-1)!] = value;
}

/** Reads one answer per question; an empty answer keeps the current value. */
export async function fillSiteConfig(config: SiteConfig, ask: (question: string) => Promise<string>): Promise<SiteConfig> {
  const next = structuredClone(config) as unknown as Record<string, unknown>;
  for (const f of FIELDS) {
    const current = get(next, f.path);
    const shown = Array.isArray(current) ? current.join(", ") : typeof current === "string" ? current : "";
    const answer = (await ask(`${f.label} [${shown}]: `)).trim();
    if (!answer) continue;
    set(
      next,
      f.path,
      f.list
        ? answer
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean)
        : answer,
    );
  }
  const company = (next as unknown as SiteConfig).company;
  await askAccessibilityContact(company, ask);
  // The second office and phone are optional: "-" removes them (the street of the office first, then the rest).
  if (company.secondAddress) {
    const a = company.secondAddress;
    const answer = (await ask(`Second office, street ("-" removes it) [${a.street}, ${a.postalCode} ${a.city}]: `)).trim();
    if (answer === "-") delete company.secondAddress;
    else if (answer) {
      a.street = answer;
      a.postalCode = (await ask(`Second office, postal code [${a.postalCode}]: `)).trim() || a.postalCode;
      a.city = (await ask(`Second office, city [${a.city}]: `)).trim() || a.city;
      a.label = (await ask(`Second office, label in German [${a.label}]: `)).trim() || a.label;
      a.labelEn = (await ask(`Second office, label in English [${a.labelEn}]: `)).trim() || a.labelEn;
    }
  }
  if (company.secondPhone) {
    const answer = (await ask(`Second phone, international ("-" removes it) [${company.secondPhone}]: `)).trim();
    if (answer === "-") {
      delete company.secondPhone;
      delete company.secondPhoneDisplay;
    } else if (answer) {
      company.secondPhone = answer;
      company.secondPhoneDisplay =
        (await ask(`Second phone as shown [${company.secondPhoneDisplay ?? answer}]: `)).trim() || answer;
    }
  }
  const processors = (next as unknown as SiteConfig).processors;
  for (const kind of PROCESSOR_KINDS) {
    const entry = processors.find((p) => p.kind === kind);
    if (!entry) continue;
    const answer = (await ask(`Processor for ${kindLabel(kind)} (company, seat) [${entry.name}]: `)).trim();
    if (answer) entry.name = answer;
  }
  const filled = next as unknown as SiteConfig;
  filled.isExample = placeholderFields({ ...filled, isExample: false }).length > 0;
  return filled;
}

/**
 * The contact for reports of barriers (accessibility statement) is optional: "-" removes the own e-mail or
 * phone, and the imprint's stand in; the current value shown is the imprint's while there is no own one.
 */
async function askAccessibilityContact(company: SiteConfig["company"], ask: (question: string) => Promise<string>) {
  const own = company.accessibilityContact;
  const email = (
    await ask(`E-mail for reports of barriers ("-" uses the imprint's) [${own?.email ?? `imprint: ${company.email}`}]: `)
  ).trim();
  if (email === "-") {
    delete company.accessibilityContact;
    return;
  }
  if (email) company.accessibilityContact = { ...own, email };
  const contact = company.accessibilityContact;
  if (!contact) return;
  const phone = (
    await ask(
      `Phone for reports of barriers, international ("-" uses the imprint's) [${contact.phone ?? `imprint: ${company.phone}`}]: `,
    )
  ).trim();
  if (phone === "-") {
    delete contact.phone;
    delete contact.phoneDisplay;
  } else if (phone) {
    contact.phone = phone;
    // A new number: Enter shows it as typed.
    contact.phoneDisplay = (await ask(`Phone for reports of barriers as shown [${phone}]: `)).trim() || phone;
  }
}

function kindLabel(kind: ProcessorKind): string {
  return {
    hosting: "hosting",
    chat: "AI answers",
    speech: "speech output",
    transcription: "speech recognition",
    embeddings: "knowledge search (embeddings)",
    moderation: "the second crisis check (moderation)",
    mail: "e-mail delivery",
    storage: "file storage",
  }[kind];
}

async function main() {
  const at = process.argv.indexOf("--file");
  const file = at > 0 ? process.argv[at + 1]! : "site.config.json";
  const config = JSON.parse(readFileSync(file, "utf8")) as SiteConfig;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  // Answers piped in line by line are read in order, whether or not they arrive before each question.
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let closed = false;
  rl.on("line", (line) => (waiting.length ? waiting.shift()!(line) : lines.push(line)));
  rl.on("close", () => {
    closed = true;
    while (waiting.length) waiting.shift()!("");
  });
  const ask = (question: string) => {
    process.stdout.write(question);
    if (lines.length) return Promise.resolve(lines.shift()!);
    if (closed) return Promise.resolve("");
    return new Promise<string>((resolve) => waiting.push(resolve));
  };
  console.log(`Site configuration (${file}). Press Enter to keep a value.\n`);
  const filled = await fillSiteConfig(config, ask);
  rl.close();
  const valid = siteConfigSchema.safeParse(filled);
  if (!valid.success) {
    console.error(
      `\nNot written, some answers are not valid: ${valid.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
    process.exit(1);
  }
  writeFileSync(file, `${JSON.stringify(filled, null, 2)}\n`);
  const left = placeholderFields(filled);
  console.log(
    left.length
      ? `\nWritten. Still example values (isExample stays on): ${left.join(", ")}`
      : "\nWritten; no example values left, isExample is off.",
  );
  console.log("Rebuild (npm run build) so the pages show the new data.");
}

if (process.argv[1]?.endsWith("setup.ts") || process.argv[1]?.endsWith("setup.js")) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}

import { expect, test } from "vitest";
import { AUDIT_ACTIONS } from "#shared/contracts/audit";
import { auditDetail, auditSentence } from "./audit-log-panel";
import { adminTexts } from "./texts";

test("every action reads as a sentence in both languages, with its target's name", () => {
  for (const lang of ["de", "en"] as const)
    for (const action of AUDIT_ACTIONS) {
      const sentence = auditSentence({ action, target: { id: "1", name: "Mia" } }, adminTexts[lang].audit);
      expect(sentence).not.toMatch(/\{|\}/);
      if (action.startsWith("persona.") || action.startsWith("document.")) expect(sentence).toContain("Mia");
    }
  expect(auditSentence({ action: "document.delete", target: { id: "1", name: "Stress.pdf" } }, adminTexts.de.audit)).toBe(
    "Dokument „Stress.pdf“ gelöscht",
  );
  expect(auditSentence({ action: "persona.update", target: { id: "1", name: "Mia" } }, adminTexts.en.audit)).toBe(
    "Edited the persona “Mia”",
  );
});

test("the detail line names the changed fields, counts in words and sizes", () => {
  const de = adminTexts.de.audit;
  const en = adminTexts.en.audit;
  expect(auditDetail({ action: "persona.update", details: { changed: ["greeting", "systemPrompt"] } }, de, "de")).toBe(
    "Geändert: Begrüßung, Anweisung an das Sprachmodell",
  );
  expect(auditDetail({ action: "voice-config.update", details: { changed: ["speed"] } }, en, "en")).toBe("Changed: speed");
  expect(auditDetail({ action: "voice-config.update", details: { changed: [] } }, de, "de")).toBe("Keine Werte geändert");
  expect(auditDetail({ action: "account.sessions-ended", details: { count: 1 } }, de, "de")).toBe("1 Sitzung beendet");
  expect(auditDetail({ action: "account.sessions-ended", details: { count: 3 } }, en, "en")).toBe("3 sessions ended");
  expect(auditDetail({ action: "settings.clear-cache", details: { count: 0 } }, de, "de")).toBe("0 Einträge entfernt");
  expect(auditDetail({ action: "document.upload", details: { size: 2048 } }, de, "de")).toBe("2 KB");
  expect(auditDetail({ action: "account.login", details: {} }, de, "de")).toBe("");
});

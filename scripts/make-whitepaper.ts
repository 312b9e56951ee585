// Generates public/files/enterprise-whitepaper.pdf (run: npx tsx scripts/make-whitepaper.ts).
import fs from "node:fs";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import siteConfig from "../site.config.json" with { type: "json" };

const sections: [string, string][] = [
  [
    "KI-gestütztes Mental Coaching im Unternehmen",
    `Whitepaper von ${siteConfig.company.name}. Dieses Dokument beschreibt, wie ein KI-Coach die mentale Gesundheit von Mitarbeitenden unterstützen kann, wie er eingeführt wird und wie Unternehmen seinen Nutzen abschätzen.`,
  ],
  [
    "1. Ausgangslage",
    "Psychische Belastungen gehören zu den häufigsten Gründen für Fehltage. Klassische Angebote wie Beratungsstellen oder Coachings sind wertvoll, aber oft nur zu Bürozeiten und nach Wartezeit erreichbar. Viele Beschäftigte scheuen zudem den ersten Schritt.",
  ],
  [
    "2. Der Ansatz",
    "Ein KI-Coach ist rund um die Uhr per Sprache oder Text erreichbar. Er hört zu, stellt Rückfragen und schlägt kleine, konkrete Übungen vor. Er stützt sich auf eine Wissensdatenbank mit den Angeboten des Unternehmens und verweist bei ernsten Belastungen auf menschliche Hilfe. Er ist klar als KI gekennzeichnet und ersetzt keine Therapie.",
  ],
  [
    "3. Sicherheit und Datenschutz",
    "Nachrichten mit Hinweisen auf Suizid-, Selbstverletzungs- oder Gewaltgedanken beantwortet der Coach mit einem festen Text und Krisentelefonen. Sprachaufnahmen werden nicht gespeichert, Gesprächstexte standardmäßig ebenfalls nicht. Der Coach erkennt keine Emotionen aus der Stimme; Emotionserkennung am Arbeitsplatz ist nach der EU-KI-Verordnung verboten. Auswertungen erfolgen nur aggregiert und anonym.",
  ],
  [
    "4. Einführung in vier Schritten",
    "Erstens: Ziele und Zielgruppen festlegen. Zweitens: Wissensdatenbank mit Betriebsvereinbarungen, Gesundheitsangeboten und Ansprechpersonen füllen. Drittens: Pilot mit einem oder zwei Teams, begleitet von Betriebsrat und Datenschutz. Viertens: Ausrollen und regelmäßig anhand anonymer Kennzahlen nachsteuern.",
  ],
  [
    "5. Nutzen abschätzen",
    "Der ROI-Rechner auf unserer Website schätzt die mögliche Einsparung pro Jahr als: Anzahl Mitarbeitende x Krankheitstage pro Person und Jahr x Kosten pro Krankheitstag x 0,3. Der Faktor 0,3 ist eine Annahme (30 Prozent weniger Krankheitstage) und keine Zusage. Setzen Sie eigene, vorsichtige Werte ein und prüfen Sie sie im Pilotbetrieb.",
  ],
  [
    "6. Kontakt",
    `${siteConfig.company.name}, ${siteConfig.company.street}, ${siteConfig.company.postalCode} ${siteConfig.company.city}. E-Mail: ${siteConfig.contactEmail}. Hinweis: Die Unternehmensangaben sind Beispieldaten.`,
  ],
];

const doc = await PDFDocument.create();
doc.setTitle("KI-gestütztes Mental Coaching im Unternehmen");
doc.setAuthor(siteConfig.company.name);
const font = await doc.embedFont(StandardFonts.Helvetica);
const bold = await doc.embedFont(StandardFonts.HelveticaBold);
let page = doc.addPage([595, 842]);
let y = 780;
const wrap = (text: string, size: number, f = font, width = 500) => {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    const next = line ? `${line} ${word}` : word;
    if (f.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
};
for (const [i, [heading, body]] of sections.entries()) {
  const hSize = i === 0 ? 20 : 14;
  const needed = 30 + wrap(body, 11).length * 16;
  if (y - needed < 60) {
    page = doc.addPage([595, 842]);
    y = 780;
  }
  for (const line of wrap(heading, hSize, bold)) {
    page.drawText(line, { x: 48, y, size: hSize, font: bold, color: rgb(0.35, 0.1, 0.55) });
    y -= hSize + 8;
  }
  for (const line of wrap(body, 11)) {
    page.drawText(line, { x: 48, y, size: 11, font });
    y -= 16;
  }
  y -= 18;
}
fs.mkdirSync("public/files", { recursive: true });
fs.writeFileSync("public/files/enterprise-whitepaper.pdf", await doc.save());
console.log("public/files/enterprise-whitepaper.pdf written");

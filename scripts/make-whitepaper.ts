// Generates the enterprise white paper in German and English from site.config.json, so its company
// details are always the operator's: public/files/enterprise-whitepaper.pdf and
// enterprise-whitepaper-en.pdf. Part of `npm run build`; the files are build output, not in git.
import fs from "node:fs";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";
import siteConfig from "../site.config.json" with { type: "json" };

const company = siteConfig.company;
const address = `${company.name}, ${company.street}, ${company.postalCode} ${company.city}`;

const PAPERS: Record<"de" | "en", { file: string; title: string; sections: [string, string][] }> = {
  de: {
    file: "public/files/enterprise-whitepaper.pdf",
    title: "KI-gestütztes Mental Coaching im Unternehmen",
    sections: [
      [
        "KI-gestütztes Mental Coaching im Unternehmen",
        `Whitepaper von ${company.name}. Dieses Dokument beschreibt, wie ein KI-Coach die mentale Gesundheit von Mitarbeitenden unterstützen kann, wie er eingeführt wird und wie Unternehmen seinen Nutzen abschätzen.`,
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
        `${address}. E-Mail: ${siteConfig.contactEmail}.${siteConfig.isExample ? " Hinweis: Die Unternehmensangaben sind Beispieldaten." : ""}`,
      ],
    ],
  },
  en: {
    file: "public/files/enterprise-whitepaper-en.pdf",
    title: "AI-supported mental coaching in companies",
    sections: [
      [
        "AI-supported mental coaching in companies",
        `A white paper by ${company.name}. It describes how an AI coach can support employees' mental health, how it is introduced, and how companies can estimate its benefit.`,
      ],
      [
        "1. The situation",
        "Mental strain is among the most common reasons for days off sick. Traditional offers such as counselling services or coaching are valuable, but often only available during office hours and after a wait. Many employees also shy away from taking the first step.",
      ],
      [
        "2. The approach",
        "An AI coach can be reached around the clock by voice or text. It listens, asks follow-up questions and suggests small, concrete exercises. It draws on a knowledge base with the company's own offers and refers people to human help when the strain is serious. It is clearly labelled as an AI and is no substitute for therapy.",
      ],
      [
        "3. Safety and data protection",
        "Messages that suggest thoughts of suicide, self-harm or violence are answered with a fixed text and crisis lines. Voice recordings are not stored, and by default neither are the texts of conversations. The coach does not recognise emotions from the voice; emotion recognition at the workplace is prohibited under the EU AI Act. Evaluations are only aggregated and anonymous.",
      ],
      [
        "4. Introduction in four steps",
        "First: set goals and target groups. Second: fill the knowledge base with works agreements, health offers and contact persons. Third: run a pilot with one or two teams, accompanied by the works council and data protection. Fourth: roll out and adjust regularly based on anonymous figures.",
      ],
      [
        "5. Estimating the benefit",
        "The ROI calculator on our website estimates the possible saving per year as: number of employees x days off sick per person and year x cost per day off sick x 0.3. The factor 0.3 is an assumption (30 percent fewer days off sick), not a promise. Use your own, cautious values and check them during the pilot.",
      ],
      [
        "6. Contact",
        `${address}. E-mail: ${siteConfig.contactEmail}.${siteConfig.isExample ? " Note: the company details are example data." : ""}`,
      ],
    ],
  },
};

for (const { file, title, sections } of Object.values(PAPERS)) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(company.name);
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
  // Fixed dates: the same configuration gives the same file.
  doc.setCreationDate(new Date("2026-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2026-01-01T00:00:00Z"));
  fs.mkdirSync("public/files", { recursive: true });
  fs.writeFileSync(file, await doc.save());
  console.log(`${file} written`);
}

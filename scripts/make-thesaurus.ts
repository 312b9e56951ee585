// Turns two open thesauri into the compact synonym tables the knowledge search reads
// (src/server/features/search/thesaurus/de.txt and en.txt, one group of synonyms per line,
// words separated by ";"). The tables are kept in the repository, so building or running the
// site never needs the sources; run this only to refresh them:
//   apt-get install -y openthesaurus-de-text wordnet-base && npx tsx scripts/make-thesaurus.ts
// German: OpenThesaurus (LGPL 2.1), English: Princeton WordNet 3.0 (WordNet licence); both
// licences and the attribution are in src/server/features/search/thesaurus/README.md.
import fs from "node:fs";

const OUT = "src/server/features/search/thesaurus";
const OPENTHESAURUS = "/usr/share/openthesaurus-de/openthesaurus.txt";
const WORDNET = "/usr/share/wordnet";

/** Only single words of letters (hyphens allowed) of 3 to 30 characters are of use to a word search. */
const WORD = /^\p{L}[\p{L}-]{2,29}$/u;

/** Register marks whose words a visitor hardly uses or that mislead out of context. */
const DROPPED_MARKS =
  /\((?:[^)]*\b(?:veraltet|fachspr|Jargon|vulg|derb|fig|scherzh|Spruch|Zitat|lat|franz|ital|selten)\b[^)]*)\)/;

function germanGroups(): string[][] {
  const groups: string[][] = [];
  for (const line of fs.readFileSync(OPENTHESAURUS, "utf8").split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const words = line
      .split(";")
      .filter((entry) => !DROPPED_MARKS.test(entry))
      .map((entry) => entry.replace(/\([^)]*\)/g, "").trim())
      .filter((word) => WORD.test(word))
      .map((word) => word.toLowerCase());
    const unique = [...new Set(words)];
    if (unique.length >= 2) groups.push(unique);
  }
  return groups;
}

/** WordNet's data files: offset, lexicographer file, type, word count (hex), then word/lex-id pairs. */
function englishGroups(): string[][] {
  const groups: string[][] = [];
  for (const pos of ["noun", "verb", "adj", "adv"]) {
    for (const line of fs.readFileSync(`${WORDNET}/data.${pos}`, "utf8").split("\n")) {
      if (!line || line.startsWith("  ")) continue;
      const fields = line.split(" ");
      const count = parseInt(fields[3] ?? "0", 16);
      const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i] ?? "")
        .map((word) => word.replace(/\(.*\)$/, "").toLowerCase())
        .filter((word) => WORD.test(word));
      const unique = [...new Set(words)];
      if (unique.length >= 2) groups.push(unique);
    }
  }
  return groups;
}

function write(name: string, groups: string[][]) {
  const lines = [...new Set(groups.map((g) => g.join(";")))].sort();
  fs.writeFileSync(`${OUT}/${name}`, lines.join("\n") + "\n");
  console.log(`${OUT}/${name}: ${lines.length} groups`);
}

write("de.txt", germanGroups());
write("en.txt", englishGroups());

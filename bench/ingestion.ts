/** Ingestion speed: extraction and chunking of a generated 100-page PDF. Run: npx tsx bench/ingestion.ts */
import { chunkPages } from "../src/server/features/documents/chunk";
import { extractPdf } from "../src/server/features/documents/extract";
import { makeBigPdf } from "../tests/fixtures/pdf";

const PAGES = 100;
const pdf = await makeBigPdf(PAGES);
await extractPdf(pdf); // warm-up (pdf.js loads lazily)
const runs: number[] = [];
let passages = 0;
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  const extracted = await extractPdf(pdf);
  passages = chunkPages(extracted.pages).length;
  runs.push(performance.now() - start);
}
const best = Math.min(...runs);
console.log(`${PAGES}-page PDF (${(pdf.length / 1024).toFixed(0)} KiB): ${best.toFixed(0)} ms best of 3 → ${((PAGES / best) * 1000).toFixed(0)} pages/s, ${passages} passages`);

import { expect, test } from "./fixtures";
import { nonce, screenshots, shots, upload } from "./knowledge-helpers";

/**
 * Knowledge the operator corrects (issue 36): a passage switched off leaves the test box, and an edited one is
 * found by its new words. The gaps story switches the site-wide transcript setting, so it runs with the other
 * stories that do, one after the other, in transcripts.spec.ts.
 */

test("an operator switches a passage off, the test box no longer shows it, and corrects another", async ({ page, operator }) => {
  test.setTimeout(90_000);
  const word = nonce();
  const title = `Sternenatmung-${word}.pdf`;
  await operator.login("knowledge");
  await expect(page.getByRole("heading", { name: "Testfrage" })).toBeVisible();
  await upload(page, title, [`Die Sternenatmung ${word} hilft abends beim Einschlafen.`]);

  const question = `Hilft Sternenatmung ${word} beim Einschlafen?`;
  const hit = page.getByTestId("test-hit").filter({ hasText: title });
  const ask = async () => {
    await page.getByLabel("Frage", { exact: true }).fill(question);
    await page.getByRole("button", { name: "Textabschnitte suchen" }).click();
  };
  await ask();
  await expect(hit).toContainText("geht an den Coach");
  // Question and handout are both about sleep: the test box names the topic that moved the passage up.
  await expect(hit.getByTestId("test-hit-topic")).toHaveText(
    "Nach vorn gerückt: das Dokument behandelt das Thema der Frage (Schlaf)",
  );

  const row = page.getByTestId("document-row").filter({ hasText: title });
  await row.getByRole("button", { name: /^Textabschnitte ansehen/ }).click();
  const dialog = page.getByRole("dialog", { name: `Textabschnitte von „${title}“` });
  const passage = dialog.getByTestId("passage");
  await expect(passage.getByTestId("passage-hits")).toHaveText("Noch nie vom Coach genutzt");
  const active = passage.getByRole("switch", { name: /^Aktiv/ });
  await expect(active).toBeChecked();
  // By keyboard: the switch is a button that Space toggles.
  await active.focus();
  await page.keyboard.press("Space");
  await expect(active).not.toBeChecked();
  await expect(passage).toContainText("Ausgeschaltet – weder der Chat noch die Testfrage finden diesen Abschnitt.");
  await dialog.getByRole("button", { name: "Schließen" }).click();

  // The test box follows as soon as the search has heard of the change.
  await expect(async () => {
    await ask();
    await expect(page.getByTestId("test-hit").or(page.getByText("Kein Textabschnitt passt zu dieser Frage."))).not.toHaveCount(0);
    await expect(hit).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });

  // On again, and corrected: found by its new words.
  await row.getByRole("button", { name: /^Textabschnitte ansehen/ }).click();
  await passage.getByRole("switch", { name: /^Aktiv/ }).click();
  await expect(passage.getByRole("switch", { name: /^Aktiv/ })).toBeChecked();
  await passage.getByRole("button", { name: /^Bearbeiten/ }).click();
  const text = passage.getByLabel("Text des Abschnitts");
  await expect(text).toBeFocused();
  await text.fill(`Die Mondatmung ${word} beruhigt vor dem Schlafengehen.`);
  await passage.getByRole("button", { name: "Speichern" }).click();
  await expect(passage).toContainText("bearbeitet");
  await expect(passage).toContainText(`Die Mondatmung ${word} beruhigt`);
  await screenshots(page, "passages", async (lang) => {
    await page.reload();
    await row.getByRole("button", { name: lang === "de" ? /^Textabschnitte ansehen/ : /^View passages/ }).click();
    const d = page.getByRole("dialog");
    await expect(d.getByTestId("passage")).toContainText(lang === "de" ? "bearbeitet" : "edited");
    return d;
  });
  if (shots) await page.reload();
  else await dialog.getByRole("button", { name: "Schließen" }).click();
  await expect(async () => {
    await page.getByLabel("Frage", { exact: true }).fill(`Was beruhigt vor dem Schlafengehen, Mondatmung ${word}?`);
    await page.getByRole("button", { name: "Textabschnitte suchen" }).click();
    await expect(hit).toContainText("Mondatmung", { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
});

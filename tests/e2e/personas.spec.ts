import { expect, test } from "./fixtures";

test("an operator creates a persona; its page greets with its name; deactivated, the page is gone", async ({
  page,
  operator,
}) => {
  test.setTimeout(45_000);
  await operator.login("personas");
  await page.getByRole("button", { name: "Neue Persona" }).click();
  const slug = `jonas-${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill("Jonas");
  await page.getByLabel("Kurzname (Teil der Adresse)").fill(slug);
  await page
    .getByLabel("Begrüßung", { exact: true })
    .fill("Hallo, hier ist Jonas, schön, dass du da bist, wie kann ich dir heute helfen?");
  await page.getByLabel("Begrüßung in Lautschrift (für die Stimme)").fill("Hallo, hier ist Jonas.");
  await page.getByLabel("Anweisung an das Sprachmodell").fill("Du bist Jonas, ein ruhiger Coach.");
  await page.getByRole("button", { name: "Speichern" }).click();
  const row = page.getByTestId("persona-row").filter({ hasText: `/${slug}` });
  await expect(row).toBeVisible();

  await page.goto(`/produkte/${slug}`);
  await expect(page.getByRole("heading", { name: "Sprich jetzt mit Jonas AI!" })).toBeVisible();
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole("heading", { name: "Talk to Jonas AI now!" })).toBeVisible();

  await page.goto("/admin/master-dashboard?tab=personas");
  await row.getByRole("button", { name: /Bearbeiten/ }).click();
  await row.getByLabel("Aktiv").uncheck();
  await row.getByRole("button", { name: "Speichern" }).click();
  await expect(row).toContainText("Inaktiv");
  const res = await page.goto(`/produkte/${slug}`);
  expect(res?.status()).toBe(404);
});

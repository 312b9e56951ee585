import type { Page } from "@playwright/test";
import { E2E_SPEECH_PORT } from "../../playwright.config";
import { expect, test } from "./fixtures";

async function setRange(page: Page, label: string, value: number) {
  await page.getByLabel(label).evaluate((el, v) => {
    const input = el as HTMLInputElement;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter, called below with the input as `this`
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
    setter.call(input, String(v));
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }, value);
}

test("the ROI calculator updates live and formats euros in the page's locale", async ({ page }) => {
  await page.goto("/produkte/loesungen");
  const result = page.getByTestId("roi-result");
  await expect(result).toHaveText("90.000 €");
  await setRange(page, "Anzahl Mitarbeitende", 2500);
  await expect(result).toHaveText("2.250.000 €");
  await setRange(page, "Krankheitstage pro Person und Jahr", 8);
  await setRange(page, "Kosten pro Krankheitstag", 180);
  await expect(result).toHaveText("1.080.000 €");
  // Keyboard works too: one step right on the cost slider (+10 €).
  await page.getByLabel("Kosten pro Krankheitstag").focus();
  await page.keyboard.press("ArrowRight");
  await expect(result).toHaveText("1.140.000 €");
  await page.goto("/products/solutions");
  await expect(page.getByTestId("roi-result")).toHaveText("€90,000");
  await setRange(page, "Number of employees", 10000);
  await setRange(page, "Sick days per person per year", 30);
  await setRange(page, "Cost per sick day", 500);
  await expect(page.getByTestId("roi-result")).toHaveText("€45,000,000");
});

test("home and solutions show the product: the chat and the console's chart, marked as examples", async ({ page }) => {
  await page.goto("/");
  const picture = page.getByRole("figure", { name: /So sieht ein Gespräch in der Live-Demo aus/ });
  await expect(picture).toBeVisible();
  // A picture, not a control: nothing in it can be focused or clicked.
  await expect(picture.locator("[inert]")).toContainText("Vor Präsentationen bin ich immer total nervös.");
  await expect(picture.locator("[inert]")).toContainText("Beispiel");

  await page.goto("/products/solutions");
  const preview = page.getByTestId("console-preview");
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByTestId("daily-chart")).toContainText("Conversations and ratings over the last 30 days");
  await expect(page.getByText("Example data", { exact: true })).toBeVisible();
  await preview.getByRole("button", { name: "7 days" }).click();
  await expect(preview.getByTestId("daily-chart")).toContainText("last 7 days");
});

test("each audience card on the home page leads on: companies, coaches, resellers", async ({ page }) => {
  await page.goto("/");
  const audiences = page.locator("#audiences");
  await expect(audiences.getByRole("link", { name: /Lösungen für Unternehmen/ })).toHaveAttribute("href", "/produkte/loesungen");
  await expect(audiences.getByRole("link", { name: /Angebot für Mental Coaches/ })).toHaveAttribute(
    "href",
    "/produkte/mental-coaches",
  );
  await audiences.getByRole("link", { name: /Zum Partnerprogramm/ }).click();
  await expect(page).toHaveURL("/produkte/partner");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner\u00adprogramm für Wieder\u00adverkäufer");
  await page.getByRole("button", { name: "Partnergespräch anfragen" }).click();
  await expect(page.getByRole("dialog", { name: "Kontakt aufnehmen" }).getByTestId("contact-choice")).toHaveText(
    "Ihre Auswahl: Partnerprogramm für Wiederverkäufer",
  );
});

test("coaches and partners are in the main navigation, About ends with a call to action", async ({ page }) => {
  await page.goto("/company/about");
  const nav = page.getByTestId("site-header").getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "For coaches" })).toHaveAttribute("href", "/products/mental-coaches");
  await nav.getByRole("link", { name: "Partners" }).click();
  await expect(page).toHaveURL("/products/partners");
  await page.goto("/unternehmen/ueber-uns");
  await page.getByRole("button", { name: "Kontakt aufnehmen" }).click();
  await expect(page.getByRole("dialog", { name: "Kontakt aufnehmen" })).toBeVisible();
});

test("the offer and reach chosen in 'Auftritt wählen' reach the operator with the inquiry", async ({ page, operator }) => {
  await page.goto("/produkte/auftritt-waehlen");
  await page.locator("label").filter({ hasText: "Europa" }).click();
  await page.locator("label").filter({ hasText: "White-Label-Lösung" }).click();
  await expect(page.getByRole("radio", { name: /White-Label-Lösung/ })).toBeChecked();
  // Prices are on request: no reach factor is multiplied into them.
  await expect(page.locator("#offers")).not.toContainText("×");
  await expect(page.getByTestId("presence-choice")).toHaveText("Ihre Wahl: White-Label-Lösung · Reichweite International");
  await page.getByRole("button", { name: "Dieses Angebot anfragen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("contact-choice")).toHaveText("Ihre Auswahl: White-Label-Lösung · Reichweite International");
  const name = `Coach ${Date.now()}`;
  await dialog.getByLabel("Anrede *").selectOption("Frau");
  await dialog.getByLabel("Name *").fill(name);
  await dialog.getByLabel("Telefon *").fill("+49 30 123456");
  await dialog.getByLabel("E-Mail *").fill("coach@example.com");
  await dialog.getByLabel("Nachricht *").fill("Bitte schicken Sie mir ein Angebot.");
  await dialog.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Vielen Dank! Ihre Anfrage ist bei uns eingegangen.");

  await operator.login("inquiries");
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByTestId("inquiry-context")).toHaveText(
    "Angebot:White-Label-LösungReichweite:InternationalGesendet von:/produkte/auftritt-waehlen",
  );
});

test("the whitepaper is a real PDF, in English on English pages", async ({ page, request }) => {
  for (const [path, file] of [
    ["/produkte/loesungen", "/files/enterprise-whitepaper.pdf"],
    ["/products/solutions", "/files/enterprise-whitepaper-en.pdf"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(`a[href="${file}"]`)).toBeVisible();
    const res = await request.get(file);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    expect((await res.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("reach selection: National by default, changes on click and with the keyboard", async ({ page }) => {
  await page.goto("/produkte/auftritt-waehlen");
  await expect(page.getByRole("radio", { name: /National/ })).toBeChecked();
  await expect(page.getByTestId("reach-selected")).toContainText("×1");
  await page.getByText("Global", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Global/ })).toBeChecked();
  await expect(page.getByTestId("reach-selected")).toContainText("×2");
  await page.getByRole("radio", { name: /Global/ }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByRole("radio", { name: /International/ })).toBeChecked();
  await expect(page.getByTestId("reach-selected")).toContainText("×1,5");
});

test("features: three categories, two items each, disabled 'Demo folgt', example figures marked", async ({ page }) => {
  await page.goto("/produkte/features");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 2 })).toHaveCount(3);
  await expect(main.getByRole("heading", { level: 3 })).toHaveCount(6);
  const demo = page.getByRole("button", { name: "Demo folgt" });
  await expect(demo).toHaveCount(5);
  for (const b of await demo.all()) await expect(b).toBeDisabled();
  // The voice coach has a working demo: its card leads there.
  await expect(main.getByRole("link", { name: "Live-Demo ausprobieren" })).toHaveAttribute("href", "/produkte/demo");
  await expect(page.getByText("Beispielwert", { exact: true })).toHaveCount(6);
});

test("pricing: 'Preise auf Anfrage' with phone, e-mail and booking cards and both plans", async ({ page }) => {
  await page.goto("/produkte/preise");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Preise auf Anfrage");
  await expect(page.locator('a[href^="tel:+49"]').first()).toBeVisible();
  await expect(page.locator('a[href^="mailto:"]').first()).toBeVisible();
  await expect(page.getByText("Bis zu 500 KI-Sprachgespräche pro Monat")).toBeVisible();
  await expect(page.getByText("Mindestlaufzeit 6 Monate")).toBeVisible();
});

test("the plan chosen on the pricing page goes with the inquiry to the operator", async ({ page, operator }) => {
  await page.goto("/produkte/preise");
  await page.getByRole("button", { name: /^Angebot anfragen\W+Professional$/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("contact-choice")).toHaveText("Ihre Auswahl: Paket Professional");
  const name = `Paket ${Date.now()}`;
  await dialog.getByLabel("Anrede *").selectOption("Herr");
  await dialog.getByLabel("Name *").fill(name);
  await dialog.getByLabel("Telefon *").fill("+49 30 123456");
  await dialog.getByLabel("E-Mail *").fill("paket@example.com");
  await dialog.getByLabel("Nachricht *").fill("Was kostet Professional für 40 Personen?");
  await dialog.getByRole("button", { name: "Anfrage senden" }).click();
  await expect(dialog.getByRole("status")).toHaveText("Vielen Dank! Ihre Anfrage ist bei uns eingegangen.");

  await operator.login("inquiries");
  await expect(page.getByTestId("inquiry").filter({ hasText: name }).getByTestId("inquiry-context")).toHaveText(
    "Paket:ProfessionalGesendet von:/produkte/preise",
  );
});

test.describe("contact modal", () => {
  test("opens from header, footer, landing and contact page; closes with X and Escape, focus returns", async ({ page }) => {
    await page.goto("/");
    const header = page.getByTestId("site-header").getByRole("button", { name: "Kontakt" });
    await header.click();
    const dialog = page.getByRole("dialog", { name: "Kontakt aufnehmen" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Alle Felder mit * sind erforderlich")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(header).toBeFocused();

    await page.getByRole("contentinfo").getByRole("button", { name: "Kontakt" }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();

    await page.getByRole("button", { name: "Kontakt aufnehmen" }).click();
    await expect(dialog).toBeVisible();
    // Focus stays inside while it is open.
    for (let i = 0; i < 12; i++) await page.keyboard.press("Tab");
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");

    await page.goto("/unternehmen/kontakt");
    await expect(page.getByRole("dialog", { name: "Kontakt aufnehmen" })).toBeVisible();
  });

  test("the browser's own validation blocks an incomplete form", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("site-header").getByRole("button", { name: "Kontakt" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog).toBeVisible();
    // The form says what the details are used for, with the privacy policy a click away.
    await expect(dialog.getByText("Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.")).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Mehr in der Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/rechtliches/datenschutz",
    );
    const salutation = dialog.getByLabel("Anrede *");
    expect(await salutation.evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
    await salutation.selectOption("Frau");
    await dialog.getByLabel("Name *").fill("Anna Beispiel");
    await dialog.getByLabel("Telefon *").fill("+49 30 123456");
    await dialog.getByLabel("E-Mail *").fill("kein-mail");
    expect(await dialog.getByLabel("E-Mail *").evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true);
    expect(await dialog.getByLabel("Nachricht *").evaluate((el: HTMLTextAreaElement) => el.validationMessage.length > 0)).toBe(
      true,
    );
    expect(await dialog.getByLabel("Titel (optional, z. B. Dr.)").evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(
      true,
    );
    // What the server would refuse, the browser refuses first, in the server's words.
    const message = (label: string) =>
      dialog.getByLabel(label).evaluate((el: HTMLInputElement) => (el.checkValidity() ? "" : el.validationMessage));
    await dialog.getByLabel("Telefon *").fill("ruf mich bitte an");
    expect(await message("Telefon *")).toBe("Bitte geben Sie eine gültige Telefonnummer an.");
    await dialog.getByLabel("E-Mail *").fill("erika@example");
    expect(await message("E-Mail *")).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    await dialog.getByLabel("E-Mail *").fill("erika@example.com");
    expect(await message("E-Mail *")).toBe("");
  });

  test("English visitors read English validation messages", async ({ page }) => {
    await page.goto("/en");
    await page.getByTestId("site-header").getByRole("button", { name: "Contact" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Phone *").fill("call me please");
    expect(
      await dialog.getByLabel("Phone *").evaluate((el: HTMLInputElement) => (el.checkValidity() ? "" : el.validationMessage)),
    ).toBe("Please enter a valid phone number.");
  });

  test("a complete inquiry is stored on the server and the operator sees it", async ({ page, operator }) => {
    await page.goto("/unternehmen/kontakt");
    const dialog = page.getByRole("dialog");
    const name = `Dr. Test ${Date.now()}`;
    await dialog.getByLabel("Anrede *").selectOption("Herr");
    await dialog.getByLabel("Name *").fill(name);
    await dialog.getByLabel("Telefon *").fill("+49 30 123456");
    await dialog.getByLabel("E-Mail *").fill("max@example.com");
    await dialog.getByLabel("Nachricht *").fill("Bitte rufen Sie mich an.");
    await dialog.getByRole("button", { name: "Anfrage senden" }).click();
    await expect(dialog.getByRole("status")).toHaveText("Vielen Dank! Ihre Anfrage ist bei uns eingegangen.");
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await operator.login("inquiries");
    const item = page.getByTestId("inquiry").filter({ hasText: name });
    await expect(item).toBeVisible();
    const status = item.getByRole("combobox", { name: /^Status/ });
    await expect(status).toHaveValue("new");

    // Dealt with: marked done, with the time it was done.
    await status.selectOption({ label: "Erledigt" });
    await expect(item.getByText(/^erledigt am \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByTestId("inquiry")
        .filter({ hasText: name })
        .getByRole("combobox", { name: /^Status/ }),
    ).toHaveValue("done");

    // Deleted by hand, behind a confirmation; cancel first leaves it.
    const remove = page
      .getByTestId("inquiry")
      .filter({ hasText: name })
      .getByRole("button", { name: /^Löschen/ });
    await remove.click();
    const confirm = page.getByRole("alertdialog", { name: "Anfrage löschen?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await expect(confirm).toBeHidden();
    await remove.click();
    await confirm.getByRole("button", { name: "Endgültig löschen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Die Anfrage wurde gelöscht." })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Aufbewahrung" })).toBeVisible();
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test.describe("server unreachable", () => {
    test.use({ allowedConsoleErrors: /ERR_FAILED|ERR_CONNECTION_REFUSED/ });
    test("falls back to the exact mailto link", async ({ page }) => {
      await page.route("**/api/inquiries", (route) => route.abort("connectionrefused"));
      let mailto = "";
      await page.route("mailto:*", (route) => {
        mailto = route.request().url();
        return route.abort();
      });
      page.on("request", (r) => {
        if (r.url().startsWith("mailto:")) mailto = r.url();
      });
      await page.goto("/produkte/preise");
      await page.getByTestId("site-header").getByRole("button", { name: "Kontakt" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Anrede *").selectOption("Frau");
      await dialog.getByLabel("Titel (optional, z. B. Dr.)").fill("Dr.");
      await dialog.getByLabel("Name *").fill("Anna Müller");
      await dialog.getByLabel("Telefon *").fill("+49 30 123");
      await dialog.getByLabel("E-Mail *").fill("anna@example.com");
      await dialog.getByLabel("Nachricht *").fill("Hallo & guten Tag?");
      await dialog.getByRole("button", { name: "Anfrage senden" }).click();
      // Nothing is lost: the form stays open with the text, and the inquiry is kept for later.
      await expect(dialog.getByRole("alert")).toContainText("Ihre Eingaben bleiben hier stehen");
      await expect(dialog.getByLabel("Nachricht *")).toHaveValue("Hallo & guten Tag?");
      expect(await page.evaluate(() => localStorage.getItem("pending-inquiry"))).toContain("Anna Müller");
      await expect
        .poll(() => mailto)
        .toBe(
          "mailto:kontakt@example.com?subject=Kontaktanfrage%20%C3%BCber%20die%20Website&body=" +
            "Anrede%3A%20Frau%0ATitel%3A%20Dr.%0AName%3A%20Anna%20M%C3%BCller%0ATelefon%3A%20%2B49%2030%20123%0AE-Mail%3A%20anna%40example.com%0AGesendet%20von%3A%20%2Fprodukte%2Fpreise%0A%0ANachricht%3A%0AHallo%20%26%20guten%20Tag%3F",
        );
      // Back online: the next page sends the kept inquiry.
      await page.unroute("**/api/inquiries");
      const sent = page.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST");
      await page.goto("/");
      expect((await sent).status()).toBe(201);
      await expect.poll(() => page.evaluate(() => localStorage.getItem("pending-inquiry"))).toBeNull();
    });
  });
});

test.describe("cookie banner", () => {
  test.use({ presetConsent: false });

  test("accept stores 'accepted' and the banner stays away", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
    await expect(banner).toBeVisible();
    const accept = banner.getByRole("button", { name: "Akzeptieren" });
    const reject = banner.getByRole("button", { name: "Ablehnen" });
    // Equal buttons: same size and style.
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()];
    expect(Math.abs(a!.height - r!.height)).toBeLessThan(1);
    expect(await accept.getAttribute("class")).toBe(await reject.getAttribute("class"));
    await accept.click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("accepted");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("reject stores a refusal and the banner stays away", async ({ page }) => {
    await page.goto("/en");
    const banner = page.getByRole("region", { name: "Cookies and local storage" });
    await banner.getByRole("button", { name: "Reject" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });

  test("consent can be withdrawn from the footer as easily as it was given", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
    await banner.getByRole("button", { name: "Akzeptieren" }).click();
    await expect(banner).toHaveCount(0);
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie-Einstellungen" }).click();
    await expect(banner).toBeVisible();
    await expect(banner.getByTestId("cookie-choice")).toHaveText("Ihre Wahl: akzeptiert. Sie können sie hier jederzeit ändern.");
    await expect(banner.getByRole("button", { name: "Akzeptieren" })).toBeFocused();
    await banner.getByRole("button", { name: "Ablehnen" }).click();
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe("rejected");
  });

  test("it comes first in the focus order and names the legal pages itself", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
    await expect(banner).toBeVisible();
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Mehr in der Datenschutzerklärung" })).toBeFocused();
    await expect(banner.getByRole("link", { name: "Impressum" })).toBeVisible();
  });

  for (const viewport of [
    { width: 320, height: 640 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px it takes at most a third of the screen and never covers the footer's legal links`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())!.height).toBeLessThanOrEqual(viewport.height / 3);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const footer = page.getByRole("contentinfo");
      for (const name of ["Impressum", "Datenschutz", "KI-Transparenz", "Cookie-Einstellungen"]) {
        const link = footer.getByRole(name === "Cookie-Einstellungen" ? "button" : "link", { name });
        await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        // What is on top at the link's centre is the link itself, not the banner.
        const onTop = await page.evaluate(
          ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? "",
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(onTop, name).toBe(name);
      }
    });
  }

  test("close only hides it for now; it returns on the next visit", async ({ page }) => {
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Cookies und lokale Speicherung" });
    await banner.getByRole("button", { name: "Hinweis schließen" }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBeNull();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test.describe("motion", () => {
  test.use({ reducedMotion: "no-preference" });
  for (const where of ["in a worker", "on the page, where a browser has no OffscreenCanvas"]) {
    test(`the particle animation runs ${where}, and pauses when the tab is hidden`, async ({ page }) => {
      if (where !== "in a worker")
        await page.addInitScript(() => {
          delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
        });
      await page.goto("/");
      const canvas = page.getByTestId("particles");
      await expect(canvas).toHaveAttribute("data-running", "true");
      await page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
        document.dispatchEvent(new Event("visibilitychange"));
      });
      await expect(canvas).toHaveAttribute("data-running", "false");
    });
  }
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "dark", reducedMotion: "reduce" });
  test("shows a still image", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("particles")).toHaveAttribute("data-running", "false");
  });
});

test("legal pages: the imprint's items, ten numbered privacy sections, the transparency sections", async ({ page }) => {
  await page.goto("/rechtliches/impressum");
  for (const text of ["Beispiel Mental Coaching GmbH", "HRB 000000 B", "DE000000000", "Dr. Anna Beispiel", "§ 18 Abs. 2 MStV"]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  await page.goto("/rechtliches/datenschutz");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(10);
  await expect(headings.nth(3)).toHaveText("4. Künstliche Intelligenz");
  await expect(headings.nth(4)).toHaveText("5. Der Coach auf anderen Websites");
  await expect(headings.nth(9)).toHaveText("10. Ihre Rechte");
  await page.goto("/legal/transparency");
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(7);
  await expect(page.getByText(/does not recognise emotions from your voice/)).toBeVisible();
});

test("every page's footer links the accessibility statement, which names the barriers, the contact and the authority", async ({
  page,
}) => {
  for (const { from, link, path, title } of [
    {
      from: "/produkte/preise",
      link: "Barrierefreiheit",
      path: "/rechtliches/barrierefreiheit",
      title: "Erklärung zur Barrierefreiheit",
    },
    { from: "/products/pricing", link: "Accessibility", path: "/legal/accessibility", title: "Accessibility statement" },
  ]) {
    await page.goto(from);
    await page.getByRole("contentinfo").getByRole("link", { name: link, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
  }
  // The English statement, then its German counterpart through the language switch.
  await expect(page.getByTestId("accessibility-status")).toContainText("partially compliant");
  await expect(page.getByTestId("accessibility-limitations").getByRole("listitem").first()).toContainText("Alternative:");
  await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Deutsch" }).first().click();
  await expect(page).toHaveURL("/rechtliches/barrierefreiheit");
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings.nth(3)).toHaveText("4. Stand der Vereinbarkeit mit den Anforderungen");
  await expect(headings.nth(4)).toHaveText("5. Nicht barrierefreie Inhalte");
  await expect(page.getByTestId("accessibility-status")).toContainText("teilweise vereinbar");
  // The shipped site.config.json gives its own address for barriers and leaves the phone to the imprint's.
  const contact = page.getByTestId("accessibility-contact");
  await expect(contact.getByRole("link", { name: "barrierefreiheit@example.com" })).toHaveAttribute(
    "href",
    "mailto:barrierefreiheit@example.com",
  );
  await expect(contact.getByRole("link", { name: "+49 (0)30 123 45 67" })).toHaveAttribute("href", "tel:+49301234567");
  await expect(page.getByRole("link", { name: "www.mlbf-barrierefrei.de" })).toHaveAttribute(
    "href",
    "https://www.mlbf-barrierefrei.de",
  );
  await expect(
    page.getByText(
      /Marktüberwachungsstelle der Länder für die Barrierefreiheit von Produkten und Dienstleistungen \(MLBF\) mit Sitz in Magdeburg/,
    ),
  ).toBeVisible();
});

test("the privacy policy names the processors the running server uses, the retention and its date", async ({ page }) => {
  // The main test server has no provider: hosting is the only processor, nothing goes to an AI service.
  await page.goto("/rechtliches/datenschutz");
  const processors = page.getByTestId("processors");
  await expect(processors.getByRole("listitem")).toHaveCount(1);
  await expect(processors.getByRole("listitem")).toContainText("Hosting:");
  await expect(page.getByTestId("retention")).toContainText("Cookie „mc_visitor“ in Ihrem Browser: 365 Tage.");
  // Inquiries are deleted after the owner's period, counted from when they were dealt with (180 days unless set).
  await expect(page.getByTestId("retention")).toContainText("höchstens 180 Tage nach der Erledigung.");
  // Health data (the crisis check) and the handover to a person both rest on explicit consent.
  await expect(page.getByText(/Art\. 9 Abs\. 2 lit\. a DSGVO/).first()).toBeVisible();
  await expect(page.getByTestId("legal-updated")).toHaveText("Stand: 25. November 2026");
  // The second server talks to an OpenAI-compatible provider: answers and transcription go there, and the policy says so.
  await page.goto(`http://localhost:${E2E_SPEECH_PORT}/legal/privacy`);
  await expect(page.getByTestId("processors").getByRole("listitem")).toHaveText([
    /^Hosting:/,
    /^AI answers: OpenAI Ireland Ltd\., Dublin, Irland\. Writing the AI coach's answers .*Place of processing: EU; sub-processors also in the USA\. Transfer to a third country on the basis of: EU-US Data Privacy Framework/,
    /^Speech recognition: OpenAI Ireland Ltd\./,
  ]);
  await expect(page.getByTestId("legal-updated")).toHaveText("Last revised: 25 November 2026");
});

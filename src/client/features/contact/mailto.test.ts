import { expect, test } from "vitest";
import { buildMailto } from "./mailto";

test("the mailto link lists every field, URL-encoded", () => {
  expect(
    buildMailto("kontakt@example.com", {
      salutation: "Frau",
      academicTitle: "Dr.",
      name: "Anna Müller",
      phone: "+49 30 123",
      email: "anna@example.com",
      message: "Hallo & guten Tag?",
    }),
  ).toBe(
    "mailto:kontakt@example.com?subject=Kontaktanfrage%20%C3%BCber%20die%20Website&body=" +
      "Anrede%3A%20Frau%0ATitel%3A%20Dr.%0AName%3A%20Anna%20M%C3%BCller%0ATelefon%3A%20%2B49%2030%20123%0AE-Mail%3A%20anna%40example.com%0A%0ANachricht%3A%0AHallo%20%26%20guten%20Tag%3F",
  );
});

import createClient from "openapi-fetch";
import { afterEach, expect, test, vi } from "vitest";
import type { paths } from "../../lib/api/schema";
import { PENDING_INQUIRY_KEY, retryPendingInquiry, savePendingInquiry } from "./pending-inquiry";

/** The page's client, with the address a page has (tests have none); it sends through the `fetch` of the moment. */
const connect = async () => createClient<paths>({ baseUrl: "http://localhost", fetch: (request) => fetch(request) });

const inquiry = {
  salutation: "Frau" as const,
  academicTitle: "",
  name: "Anna Müller",
  phone: "+49 30 123",
  email: "anna@example.com",
  message: "Hallo",
  lang: "de" as const,
};

function browser(answers: (number | "offline")[]) {
  const store = new Map<string, string>();
  vi.stubGlobal("localStorage", {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => store.set(k, v),
    removeItem: (k: string) => store.delete(k),
  });
  const bodies: unknown[] = [];
  vi.stubGlobal("fetch", async (request: Request) => {
    bodies.push(await request.json());
    const next = answers.shift();
    if (next === "offline") throw new TypeError("Failed to fetch");
    return new Response("{}", { status: next });
  });
  return { store, bodies };
}
afterEach(() => vi.unstubAllGlobals());

test("a kept inquiry is sent again until the server takes it, then forgotten", async () => {
  const b = browser(["offline", 503, 201]);
  expect(await retryPendingInquiry(connect)).toBe("none");
  savePendingInquiry(inquiry);
  expect(await retryPendingInquiry(connect)).toBe("kept");
  expect(await retryPendingInquiry(connect)).toBe("kept");
  expect(await retryPendingInquiry(connect)).toBe("done");
  expect(b.store.has(PENDING_INQUIRY_KEY)).toBe(false);
  expect(b.bodies).toEqual([inquiry, inquiry, inquiry]);
});

test("one the server refuses for good is not sent forever; one refused for now is kept", async () => {
  const b = browser([429, 400]);
  savePendingInquiry(inquiry);
  expect(await retryPendingInquiry(connect)).toBe("kept");
  expect(await retryPendingInquiry(connect)).toBe("done");
  expect(b.store.has(PENDING_INQUIRY_KEY)).toBe(false);
});

test("a kept value that is no inquiry any more is dropped unsent", async () => {
  const b = browser([]);
  b.store.set(PENDING_INQUIRY_KEY, "{not json");
  expect(await retryPendingInquiry(connect)).toBe("done");
  b.store.set(PENDING_INQUIRY_KEY, JSON.stringify({ ...inquiry, email: "kein@" }));
  expect(await retryPendingInquiry(connect)).toBe("done");
  expect(b.store.has(PENDING_INQUIRY_KEY)).toBe(false);
  expect(b.bodies).toEqual([]);
});

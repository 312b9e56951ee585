import { afterEach, expect, test, vi } from "vitest";
import { PENDING_INQUIRY_KEY, retryPendingInquiry, savePendingInquiry } from "./pending-inquiry";

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
  vi.stubGlobal("fetch", (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(init.body as string));
    const next = answers.shift();
    return next === "offline"
      ? Promise.reject(new TypeError("Failed to fetch"))
      : Promise.resolve(new Response("{}", { status: next }));
  });
  return { store, bodies };
}
afterEach(() => vi.unstubAllGlobals());

test("a kept inquiry is sent again until the server takes it, then forgotten", async () => {
  const b = browser(["offline", 503, 201]);
  expect(await retryPendingInquiry()).toBe("none");
  savePendingInquiry(inquiry);
  expect(await retryPendingInquiry()).toBe("kept");
  expect(await retryPendingInquiry()).toBe("kept");
  expect(await retryPendingInquiry()).toBe("done");
  expect(b.store.has(PENDING_INQUIRY_KEY)).toBe(false);
  expect(b.bodies).toEqual([inquiry, inquiry, inquiry]);
});

test("one the server refuses for good is not sent forever; one refused for now is kept", async () => {
  const b = browser([429, 400]);
  savePendingInquiry(inquiry);
  expect(await retryPendingInquiry()).toBe("kept");
  expect(await retryPendingInquiry()).toBe("done");
  expect(b.store.has(PENDING_INQUIRY_KEY)).toBe(false);
});

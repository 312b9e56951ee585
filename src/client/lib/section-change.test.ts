import { describe, expect, it } from "vitest";
import { isSectionChange } from "./section-change";

const at = (path: string) => new URL(path, "http://localhost:3000");

describe("isSectionChange", () => {
  it("is a section change when only the search parameters of the same page differ", () => {
    expect(isSectionChange({ currentUrl: at("/admin/dashboard?tab=overview"), nextUrl: at("/admin/dashboard?tab=voice") })).toBe(
      true,
    );
    expect(isSectionChange({ currentUrl: at("/admin/dashboard"), nextUrl: at("/admin/dashboard?tab=live") })).toBe(true);
  });

  it("asks again for another page, a form sent, or the same address (an explicit revalidation)", () => {
    expect(isSectionChange({ currentUrl: at("/admin/dashboard?tab=live"), nextUrl: at("/admin/account") })).toBe(false);
    expect(
      isSectionChange({ currentUrl: at("/admin/dashboard"), nextUrl: at("/admin/dashboard?tab=live"), formMethod: "POST" }),
    ).toBe(false);
    expect(isSectionChange({ currentUrl: at("/admin/dashboard?tab=live"), nextUrl: at("/admin/dashboard?tab=live") })).toBe(
      false,
    );
  });
});

import { describe, expect, test } from "vitest";
import { observe } from "./chat";

/** The pass-through iterator under the chat turn's streaming spans. */

async function* numbers(n: number, failAt?: number) {
  for (let i = 1; i <= n; i++) {
    if (i === failAt) throw new Error("broken stream");
    yield i;
  }
}

function watched(source: AsyncIterable<number>) {
  const seen: number[] = [];
  const ends: { complete: boolean; error?: unknown }[] = [];
  const items = observe(
    source,
    (v) => seen.push(v),
    (o) => ends.push(o),
  );
  return { items, seen, ends };
}

describe("observe", () => {
  test("passes every item on and tells of a completed iteration once", async () => {
    const { items, seen, ends } = watched(numbers(3));
    const got: number[] = [];
    for await (const v of items) got.push(v);
    expect(got).toEqual([1, 2, 3]);
    expect(seen).toEqual([1, 2, 3]);
    expect(ends).toEqual([{ complete: true }]);
  });

  test("tells of a failure with its error, and passes the error on", async () => {
    const { items, seen, ends } = watched(numbers(3, 2));
    await expect(async () => {
      for await (const _ of items) void _;
    }).rejects.toThrow("broken stream");
    expect(seen).toEqual([1]);
    expect(ends).toHaveLength(1);
    expect(ends[0]).toMatchObject({ complete: false, error: expect.objectContaining({ message: "broken stream" }) });
  });

  test("a consumer that leaves early ends the source and is told once, as incomplete", async () => {
    let closed = false;
    const source = (async function* () {
      try {
        yield* numbers(5);
      } finally {
        closed = true;
      }
    })();
    const { items, ends } = watched(source);
    for await (const v of items) if (v === 2) break;
    expect(closed).toBe(true);
    expect(ends).toEqual([{ complete: false }]);
  });
});

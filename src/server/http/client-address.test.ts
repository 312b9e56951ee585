import { expect, test } from "vitest";
import { clientKey } from "./client-address";

test("IPv4 addresses are their own key", () => {
  expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
});

test("every address of one IPv6 /64 shares one key, another /64 gets its own", () => {
  const key = clientKey("2001:db8:1:2::1");
  expect(key).toBe("2001:db8:1:2::/64");
  for (const other of [
    "2001:db8:1:2::2",
    "2001:db8:1:2:ffff:ffff:ffff:ffff",
    "2001:0db8:0001:0002:abcd::9",
    "2001:DB8:1:2::1",
    "2001:db8:1:2::1%eth0",
  ]) {
    expect(clientKey(other), other).toBe(key);
  }
  expect(clientKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  expect(clientKey("::1")).toBe("0:0:0:0::/64");
  expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64");
});

test("IPv4-mapped IPv6 addresses count as the IPv4 address", () => {
  expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  expect(clientKey("::ffff:cb00:7107")).toBe("203.0.113.7");
  expect(clientKey("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
});

test("anything else is kept as it is", () => {
  expect(clientKey(undefined)).toBe("unknown");
  expect(clientKey("not an address")).toBe("not an address");
});

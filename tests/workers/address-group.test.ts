import { describe, expect, it } from "vitest";
import { addressGroup } from "#worker/limits/address-group.ts";

describe("addressGroup", () => {
  it("keeps an IPv4 address whole", () => {
    expect(addressGroup("203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("203.0.113.8")).toBe("203.0.113.8");
  });

  it("counts every address of one IPv6 /64 as one group, however it is written", () => {
    const group = "2001:db8:0:1::/64";
    for (const address of [
      "2001:db8:0:1::1",
      "2001:db8:0:1::7",
      "2001:0DB8:0000:0001:ffff:ffff:ffff:ffff",
      "2001:db8::1:0:0:0:9",
      "2001:db8:0:1:abcd::",
    ]) {
      expect(addressGroup(address), address).toBe(group);
    }
    expect(addressGroup("2001:db8:0:2::1")).toBe("2001:db8:0:2::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
  });

  it("reads an IPv4 address written as IPv6 as the IPv4 address", () => {
    expect(addressGroup("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressGroup("::ffff:cb00:7107")).toBe("203.0.113.7");
  });

  it("keeps anything else as it is", () => {
    for (const text of [
      "unknown",
      "1.2.3",
      "300.1.1.1",
      "2001:db8::1::2",
      "2001:db8:zz::1",
      "1:2:3:4:5:6:7:8:9",
    ]) {
      expect(addressGroup(text), text).toBe(text);
    }
  });
});

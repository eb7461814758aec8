import { describe, expect, it } from "vitest";
import { badgeKind, badgeText, endpointPageBadge, sidebarBadgeText } from "../../src/lib/badgeText";

describe("version badges", () => {
  it("say when a thing appeared or was removed", () => {
    expect(badgeText({ added: "1.0.0-beta.9" })).toBe("自 1.0.0-beta.9 起");
    expect(badgeText({ removed: "1.0.0-beta.7" })).toBe("1.0.0-beta.7 起已移除");
    expect(badgeText({})).toBeNull();
    expect(sidebarBadgeText({ text: "实验性" })).toBe("实验性");
    expect(badgeKind({ removed: "1.0.0", added: "0.9.0" })).toBe("removed");
    expect(badgeKind({ text: "新" })).toBe("note");
  });

  it("give an API page the badge all its endpoints share, and none otherwise", () => {
    expect(endpointPageBadge([{ removed: "1.0.0-beta.7", since: null }])).toEqual({ removed: "1.0.0-beta.7" });
    expect(endpointPageBadge([{ removed: "1.0.0-beta.7" }, { removed: "1.0.0-beta.7" }])).toEqual({
      removed: "1.0.0-beta.7",
    });
    expect(endpointPageBadge([{ removed: "1.0.0-beta.7" }, { removed: null }])).toBeNull();
    expect(endpointPageBadge([{ since: "1.0.0-beta.9" }, { since: "1.0.0-beta.9" }])).toEqual({
      added: "1.0.0-beta.9",
    });
    expect(endpointPageBadge([{ since: "1.0.0-beta.9" }, { since: "1.0.0-beta.10" }])).toBeNull();
    expect(endpointPageBadge([])).toBeNull();
  });
});

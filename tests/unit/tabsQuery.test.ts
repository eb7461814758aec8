import { describe, expect, it } from "vitest";
import { isTabId, parseTabsParam, withTabChoice } from "../../src/lib/tabsQuery";

describe("the ?tabs= parameter", () => {
  it("reads group:value pairs and ignores malformed ones", () => {
    expect([...parseTabsParam("?tabs=install:compose,api-request:python")]).toEqual([
      ["install", "compose"],
      ["api-request", "python"],
    ]);
    expect([...parseTabsParam("?q=1&tabs=a:b:c,x:,:y,ok:1")]).toEqual([["ok", "1"]]);
    expect(parseTabsParam("?q=1").size).toBe(0);
    expect([...parseTabsParam("?tabs=install%3Acompose")]).toEqual([["install", "compose"]]);
  });

  it("sets one group's choice, keeping other groups and parameters, readable in the address bar", () => {
    expect(withTabChoice("", "install", "compose")).toBe("?tabs=install:compose");
    expect(withTabChoice("?q=x&tabs=install:docker,api:curl", "install", "compose")).toBe(
      "?q=x&tabs=api:curl,install:compose",
    );
    expect(parseTabsParam(withTabChoice("?tabs=api:curl", "install", "compose")).get("api")).toBe("curl");
  });

  it("accepts only ids that survive a URL unencoded", () => {
    expect(isTabId("docker-run_2.0")).toBe(true);
    expect(isTabId("a b")).toBe(false);
    expect(isTabId("a:b")).toBe(false);
    expect(isTabId("")).toBe(false);
  });
});

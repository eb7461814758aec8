/** Ranking quality over the built site: the reader query set with thresholds. */
import { describe, expect, it } from "vitest";
import { searchIndex } from "../../src/search/shared/query";
import { readServedIndex } from "../../src/search/build/readServedIndex";
import { searchCases } from "../fixtures/searchQueries";
import { heldOut41Cases } from "../fixtures/searchQueriesHeldOut41";
import { scoreQuality } from "../support/searchQuality";

const { index } = readServedIndex("public");

describe("search quality on the reader query set", () => {
  const scores = scoreQuality(searchCases, (q) => searchIndex(index, q).pages.map((p) => p.url));
  const misses = scores.results.filter((r) => r.rank !== 1).map((r) => `${r.query} → #${r.rank} ${r.top.join(" ")}`);

  it("has at least 50 queries", () => {
    expect(searchCases.length).toBeGreaterThanOrEqual(50);
  });

  it("never returns nothing for a query whose words occur on the site", () => {
    expect(scores.results.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
  });

  it("puts an acceptable page first for at least 75 % of the queries and in the top 3 for 90 %", () => {
    expect(scores.hit1 / scores.cases, misses.join("\n")).toBeGreaterThanOrEqual(0.75);
    expect(scores.hit3 / scores.cases, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
    expect(scores.mrr).toBeGreaterThanOrEqual(0.8);
  });
});

describe("search quality on the held-out set of issue #41 (pinyin, same-sound slips, colloquial words, questions)", () => {
  const scores = scoreQuality(heldOut41Cases, (q) => searchIndex(index, q).pages.map((p) => p.url));
  const misses = scores.results.filter((r) => r.rank !== 1).map((r) => `${r.query} → #${r.rank} ${r.top.join(" ")}`);

  it("never returns nothing", () => {
    expect(scores.results.filter((r) => r.empty).map((r) => r.query)).toEqual([]);
  });

  it("puts an acceptable page first for at least 9 queries in 10", () => {
    expect(scores.hit1 / scores.cases, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});

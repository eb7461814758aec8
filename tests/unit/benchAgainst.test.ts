import { describe, expect, it } from "vitest";
import { againstTable, type TreeResult } from "../../scripts/bench-against";
import type { PageLoad } from "../../scripts/bench-first-load";

const build = (wallSeconds: number) => ({ wallSeconds, phases: {} });
const load = (route: string, totalRaw: number, totalSent: number) => ({ route, totalRaw, totalSent }) as PageLoad;

function tree(commit: string, cold: number[], warm: number[], pages: PageLoad[]): TreeResult {
  return {
    dir: `/tmp/${commit}`,
    commit,
    builds: cold.map((c, i) => ({ cold: build(c), warm: build(warm[i]) })),
    pages,
  };
}

describe("bench --against: the side-by-side table", () => {
  const other = tree(
    "aaaaaaa",
    [50, 40, 60],
    [10, 11, 12],
    [load("/docs/about", 400_000, 100_000), load("/docs/cli/script/run", 450_000, 110_000), load("/", 300_000, 90_000)],
  );
  const here = tree(
    "bbbbbbb",
    [31, 29, 30],
    [12, 11.5, 13],
    [load("/docs/about", 384_640, 100_000), load("/docs/cli/script/run", 440_000, 109_000), load("/", 300_100, 90_001)],
  );
  const table = againstTable(other, here);
  const line = (start: string) => table.split("\n").find((l) => l.trimStart().startsWith(start)) ?? "";

  it("compares medians of the rounds, every round shown, against the goals", () => {
    expect(line("cold build")).toContain("50.0 s (50.0, 40.0, 60.0)");
    expect(line("cold build")).toContain("30.0 s (31.0, 29.0, 30.0)");
    expect(line("cold build")).toMatch(/0\.60x\s+≤ 0\.6x ✓/);
    expect(line("warm build")).toMatch(/1\.09x\s+≤ 1x ✗/);
  });

  it("marks the issue's pages lighter by 15 KB raw and no heavier as sent, and only those", () => {
    expect(line("/docs/about, raw")).toMatch(/-15360 B\s+≥ 15360 B lighter ✓/);
    expect(line("/docs/about, as sent")).toMatch(/0 B\s+no heavier ✓/);
    expect(line("/docs/cli/script/run, raw")).toMatch(/-10000 B\s+≥ 15360 B lighter ✗/);
    expect(line("/, raw")).toMatch(/\+100 B\s*$/);
  });
});

import { describe, expect, it } from "vitest";
import { parsePhases, phaseTable } from "../../scripts/bench-build";

describe("bench: build phases from Gatsby's log", () => {
  const log = [
    "success compile gatsby files - 11.061s",
    "success createPages - 5.821s",
    // As Gatsby writes to a pipe: cursor-control escapes before the word.
    "\x1b[2K\x1b[1A\x1b[2K\x1b[Gsuccess Building HTML renderer - 14.243s",
    "info bootstrap finished - 42.798s",
    "success Building production JavaScript and CSS bundles - 52.1s",
    "success run queries in workers - 0.815s - 104/104 127.56/s",
    "success onPostBuild - 1.5s",
    "success onPostBuild - 0.5s",
    "warn something - 3s",
  ].join("\n");

  it("reads each phase's seconds, adds up a repeated phase and ignores other lines", () => {
    const phases = parsePhases(log);
    expect(phases["compile gatsby files"]).toBe(11.061);
    expect(phases["bootstrap finished"]).toBe(42.798);
    expect(phases["run queries in workers"]).toBe(0.815);
    expect(phases["Building HTML renderer"]).toBe(14.243);
    expect(phases.onPostBuild).toBe(2);
    expect(phases.something).toBeUndefined();
  });

  it("prints one row per phase and a dash where a build has none", () => {
    const table = phaseTable({
      cold: { wallSeconds: 60, phases: parsePhases(log) },
      warm: { wallSeconds: 10, phases: {} },
    });
    expect(table).toMatch(/createPages\s+5\.8 s\s+–/);
    expect(table).toMatch(/whole build \(wall clock\)\s+60\.0 s\s+10\.0 s/);
  });
});

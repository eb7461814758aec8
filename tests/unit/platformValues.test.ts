import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateEndpoints } from "../../src/lib/api/endpointSchema";
import { parseArgument, parseOption } from "../support/optionParser";
import { docSets } from "../support/platformPins";
import { ShellSandbox } from "../support/shellHarness";
import {
  findAnchored,
  namesInCode,
  states,
  tableCell,
  type RunTimeConstants,
  type ValueAnchor,
} from "../support/valueSources";

/** A value a CLI page's table states, and where the pinned shell code sets it (commands.yaml `values`). */
interface CliValue {
  page: string;
  row: string;
  column: string;
  value: string;
  source: { file: string; anchor: string };
}
/** What an option or argument accepts, as a CLI page's table states it (commands.yaml `ranges`). */
interface CliRange {
  page: string;
  row: string;
  column: string;
  integers?: { min: number; max?: number };
  allowed?: string[];
  accepts?: string[];
  refuses?: string[];
  with?: string[];
  source: ValueAnchor;
}
interface CliCommandValues {
  command: string;
  values?: CliValue[];
  ranges?: CliRange[];
}

/** Values inside the range, and values just beyond it or of the wrong kind. */
function samples(r: CliRange): { inside: string[]; outside: string[] } {
  const inside = [...(r.allowed ?? []), ...(r.accepts ?? [])];
  const outside = [...(r.refuses ?? [])];
  if (r.allowed) outside.push(`${r.allowed[0]}x`, "x");
  if (r.integers) {
    const { min, max } = r.integers;
    inside.push(String(min), String(min + 1), String(max ?? 99999));
    outside.push(String(min - 1), "1.5", "x");
    if (max !== undefined) outside.push(String(max + 1));
  }
  return { inside: [...new Set(inside)], outside: [...new Set(outside)] };
}

/**
 * Constants the platform computes when it starts, so their definition holds no literal: the value
 * the docs give each and why. `{const}` anchors reach them; their definition must still name it.
 */
const RUN_TIME_CONSTANTS: RunTimeConstants = {
  "backend/core/type/index.ts#APP_ROOT_DIR": {
    value: "/arcadia",
    why: "path.resolve(import.meta.dirname, '../../../../') is the folder holding the source folder src/, which is $ARCADIA_DIR/src (shell/core/main.sh); the image sets ARCADIA_DIR outside this repository, and the definition's comment names /arcadia",
  },
};

/**
 * Defaults of live endpoints that no place in the pinned source holds, so they carry no
 * `source.default`: `<method> <path> params[<name>]` and why. Every other default must carry one.
 */
const NO_SOURCE_DEFAULTS: Record<string, string> = {
  "GET /api/open/file/v1/list params[showCount]":
    "validateRequestParams (backend/utils/index.ts) leaves an absent showCount undefined and the handler adds counts only when showCount === '1', so leaving it out acts as 0 with no literal 0 anywhere",
};

// Defaults, limits and allowed values written in content/api (a parameter's `source`) and in
// content/cli/commands.yaml (a command's `values`), against the pinned source of each version.
for (const set of docSets()) {
  describe(`values stated by the ${set.version} docs`, () => {
    it("API parameters: each default, stated limit and allowed value is the one the anchored source gives", () => {
      const wrong: string[] = [];
      let anchors = 0;
      let defaults = 0;
      let anchoredDefaults = 0;
      const unsourced = new Set<string>();
      const files = readdirSync(set.apiDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"));
      for (const f of files.sort()) {
        const file = path.join(set.apiDir, f);
        for (const e of validateEndpoints(yaml.load(readFileSync(file, "utf8")), file)) {
          for (const p of e.params) {
            const where = `${file}: ${e.method} ${e.path}: params[${p.name}]`;
            // A removed endpoint's defaults describe code the pin no longer has.
            if (p.default !== null && !e.removed) {
              defaults++;
              const key = `${e.method} ${e.path} params[${p.name}]`;
              if (p.source?.default.length) {
                anchoredDefaults++;
                if (key in NO_SOURCE_DEFAULTS)
                  wrong.push(`${where}.source.default: given, so remove "${key}" from NO_SOURCE_DEFAULTS`);
              } else if (key in NO_SOURCE_DEFAULTS) unsourced.add(key);
              else
                wrong.push(
                  `${where}.default: "${p.default}" has no source.default (anchor it, or say in NO_SOURCE_DEFAULTS why it cannot be)`,
                );
            }
            const s = p.source;
            if (!s) continue;
            // An empty string is written '' in a description's default.
            const documented = p.default === "''" ? "" : p.default;
            for (const anchor of s.default) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor }, RUN_TIME_CONSTANTS);
              if (!found.ok) wrong.push(`${where}.source.default: ${found.problem}`);
              else if (p.default === null)
                wrong.push(`${where}.default: missing, but ${found.from} gives "${found.value}" ("${anchor}")`);
              else if (documented !== found.value)
                wrong.push(`${where}.default: "${p.default}", but ${found.from} gives "${found.value}" ("${anchor}")`);
            }
            for (const anchor of s.stated) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor }, RUN_TIME_CONSTANTS);
              if (!found.ok) wrong.push(`${where}.source.stated: ${found.problem}`);
              else if (!states(p.description, found.value))
                wrong.push(
                  `${where}.description: does not state ${found.value}, the value ${found.from} gives ("${anchor}")`,
                );
            }
            for (const anchor of s.allowed) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor }, RUN_TIME_CONSTANTS);
              if (!found.ok) wrong.push(`${where}.source.allowed: ${found.problem}`);
              else
                for (const v of found.values)
                  if (!namesInCode(p.description, v))
                    wrong.push(
                      `${where}.description: does not name \`${v}\`, an allowed value in ${found.from} ("${anchor}")`,
                    );
            }
          }
        }
      }
      for (const key of Object.keys(NO_SOURCE_DEFAULTS))
        if (!unsourced.has(key) && !wrong.some((w) => w.includes(key)))
          wrong.push(`NO_SOURCE_DEFAULTS: "${key}" is no default of a live endpoint in ${set.apiDir}; remove it`);
      console.log(
        `${set.version}: ${anchors} anchors checked; ${anchoredDefaults} of ${defaults} defaults of live endpoints carry their source; ${unsourced.size} cannot, listed in NO_SOURCE_DEFAULTS: ${[...unsourced].join(", ") || "none"}`,
      );
      expect(wrong).toEqual([]);
    });

    it("CLI pages: each value listed under a command's `values` is in the page's table and in the anchored source", () => {
      const commands = yaml.load(readFileSync(set.cliFile, "utf8")) as CliCommandValues[];
      const wrong: string[] = [];
      let count = 0;
      for (const c of commands) {
        (c.values ?? []).forEach((v, i) => {
          count++;
          const where = `${set.cliFile}: ${c.command}.values[${i}] (${v.row}, ${v.column})`;
          const found = findAnchored(set.platform, v.source, RUN_TIME_CONSTANTS);
          if (!found.ok) wrong.push(`${where}.source: ${found.problem}`);
          else if (found.value !== v.value)
            wrong.push(`${where}.value: "${v.value}", but ${found.from} gives "${found.value}" ("${v.source.anchor}")`);
          const page = path.join(set.docsDir, v.page);
          if (!existsSync(page)) return wrong.push(`${where}.page: ${page} does not exist`);
          const cell = tableCell(readFileSync(page, "utf8"), v.row, v.column);
          if (cell === null) wrong.push(`${where}: ${page} has no table row "${v.row}" with a column "${v.column}"`);
          else if (!states(cell, v.value))
            wrong.push(`${page}: table row "${v.row}", column "${v.column}" says "${cell}", not ${v.value} (${where})`);
        });
      }
      console.log(`${set.version}: ${count} CLI values checked`);
      expect(wrong).toEqual([]);
    });

    describe("CLI ranges", () => {
      let sandbox: ShellSandbox;
      beforeAll(() => {
        sandbox = new ShellSandbox(set.platform);
      });
      afterAll(() => sandbox.dispose());

      it("each range under a command's `ranges` is what its table row states and what the real shell check accepts", () => {
        const commands = yaml.load(readFileSync(set.cliFile, "utf8")) as CliCommandValues[];
        const wrong: string[] = [];
        let count = 0;
        let runs = 0;
        for (const c of commands) {
          (c.ranges ?? []).forEach((r, i) => {
            count++;
            const where = `${set.cliFile}: ${c.command}.ranges[${i}] (${r.row}, ${r.column})`;
            const found = findAnchored(set.platform, r.source);
            if (!found.ok) return wrong.push(`${where}.source: ${found.problem}`);
            const alternatives = found.value.split("|");
            if (r.allowed && [...r.allowed].sort().join("|") !== [...alternatives].sort().join("|"))
              wrong.push(
                `${where}.allowed: ${r.allowed.join(", ")}, but ${found.from} allows ${alternatives.join(", ")} ("${r.source.anchor}")`,
              );
            const page = path.join(set.docsDir, r.page);
            const cell = existsSync(page) ? tableCell(readFileSync(page, "utf8"), r.row, r.column) : null;
            if (cell === null)
              return wrong.push(`${where}: ${page} has no table row "${r.row}" with a column "${r.column}"`);
            const bounds = r.integers
              ? [r.integers.min, r.integers.max].filter((b) => b !== undefined).map(String)
              : [];
            for (const b of bounds)
              if (!states(cell, b))
                wrong.push(
                  `${page}: table row "${r.row}", column "${r.column}" does not state ${b} (${where}.integers)`,
                );
            for (const v of [...(r.allowed ?? []), ...(r.accepts ?? []), ...(r.refuses ?? [])])
              if (!namesInCode(cell, v))
                wrong.push(`${page}: table row "${r.row}", column "${r.column}" does not name \`${v}\` (${where})`);
            // The row's spellings (`-l, --loop`) are options; a bracketed row (`[hours]`) is the argument.
            const spellings = r.row.startsWith("-") ? r.row.split(",").map((o) => o.trim()) : [null];
            const { inside, outside } = samples(r);
            for (const spelling of spellings)
              for (const [value, expected] of [
                ...inside.map((v) => [v, true] as const),
                ...outside.map((v) => [v, false] as const),
              ]) {
                runs++;
                const result = spelling
                  ? parseOption(sandbox, c.command, spelling, [value, ...(r.with ?? [])])
                  : parseArgument(sandbox, c.command, value);
                if (result.accepted !== expected)
                  wrong.push(
                    `${where}: ${[spelling, value].filter(Boolean).join(" ")} is ${expected ? "inside" : "outside"} the stated range, but ${r.source.file} (checked with ${found.value}) ${result.accepted ? "accepts it" : `refuses it: ${result.output.split("\n").filter(Boolean).pop()}`}`,
                  );
              }
          });
        }
        console.log(`${set.version}: ${count} CLI ranges checked, ${runs} runs of the real shell checks`);
        expect(count, "the ranges were read").toBeGreaterThan(0);
        expect(wrong).toEqual([]);
      }, 300_000);
    });
  });
}

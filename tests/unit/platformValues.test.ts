import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { validateEndpoints } from "../../src/lib/api/endpointSchema";
import { docSets } from "../support/platformPins";
import { findAnchored, namesInCode, states, tableCell, type RunTimeConstants } from "../support/valueSources";

/** A value a CLI page's table states, and where the pinned shell code sets it (commands.yaml `values`). */
interface CliValue {
  page: string;
  row: string;
  column: string;
  value: string;
  source: { file: string; anchor: string };
}
interface CliCommandValues {
  command: string;
  values?: CliValue[];
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
  });
}

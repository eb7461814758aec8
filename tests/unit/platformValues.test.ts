import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";
import { validateEndpoints } from "../../src/lib/api/endpointSchema";
import { docSets } from "../support/platformPins";
import { findAnchored, namesInCode, states, tableCell } from "../support/valueSources";

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

// Defaults, limits and allowed values written in content/api (a parameter's `source`) and in
// content/cli/commands.yaml (a command's `values`), against the pinned source of each version.
for (const set of docSets()) {
  describe(`values stated by the ${set.version} docs`, () => {
    it("API parameters: each default, stated limit and allowed value is the one the anchored source gives", () => {
      const wrong: string[] = [];
      let anchors = 0;
      let defaults = 0;
      let anchoredDefaults = 0;
      const files = readdirSync(set.apiDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".yaml"));
      for (const f of files.sort()) {
        const file = path.join(set.apiDir, f);
        for (const e of validateEndpoints(yaml.load(readFileSync(file, "utf8")), file)) {
          for (const p of e.params) {
            // A removed endpoint's defaults describe code the pin no longer has.
            if (p.default !== null && !e.removed) defaults++;
            const s = p.source;
            if (!s) continue;
            const where = `${file}: ${e.method} ${e.path}: params[${p.name}]`;
            if (s.default.length && p.default !== null) anchoredDefaults++;
            // An empty string is written '' in a description's default.
            const documented = p.default === "''" ? "" : p.default;
            for (const anchor of s.default) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor });
              if (!found.ok) wrong.push(`${where}.source.default: ${found.problem}`);
              else if (p.default === null)
                wrong.push(`${where}.default: missing, but ${s.file} gives "${found.value}" ("${anchor}")`);
              else if (documented !== found.value)
                wrong.push(`${where}.default: "${p.default}", but ${s.file} gives "${found.value}" ("${anchor}")`);
            }
            for (const anchor of s.stated) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor });
              if (!found.ok) wrong.push(`${where}.source.stated: ${found.problem}`);
              else if (!states(p.description, found.value))
                wrong.push(
                  `${where}.description: does not state ${found.value}, the value ${s.file} gives ("${anchor}")`,
                );
            }
            for (const anchor of s.allowed) {
              anchors++;
              const found = findAnchored(set.platform, { file: s.file, anchor });
              if (!found.ok) wrong.push(`${where}.source.allowed: ${found.problem}`);
              else
                for (const v of found.values)
                  if (!namesInCode(p.description, v))
                    wrong.push(
                      `${where}.description: does not name \`${v}\`, an allowed value in ${s.file} ("${anchor}")`,
                    );
            }
          }
        }
      }
      console.log(
        `${set.version}: ${anchors} anchors checked; ${anchoredDefaults} of ${defaults} defaults of live endpoints carry their source`,
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
          const found = findAnchored(set.platform, v.source);
          if (!found.ok) wrong.push(`${where}.source: ${found.problem}`);
          else if (found.value !== v.value)
            wrong.push(
              `${where}.value: "${v.value}", but ${v.source.file} gives "${found.value}" ("${v.source.anchor}")`,
            );
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

import { readdirSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run lint` must cover the plain JavaScript too: the scripts (scripts/**/*.mjs), the Node
// hooks written as CommonJS (src/**/*.cjs) and the build tests (tests/build/*.mjs). ESLint lints
// .mjs and .cjs by default; this fails if an `ignores` entry or a `files` pattern drops them, or
// if they lose the rules that hold them to the TypeScript files' standard.
function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

const eslint = new ESLint();
const javascript = [
  ...files("scripts", /\.mjs$/),
  ...files("src", /\.c?js$|\.mjs$/),
  ...files("tests/build", /\.mjs$/),
];

describe("lint coverage of the JavaScript files", () => {
  it("finds the files (the check reads the real tree)", () => {
    expect(javascript.filter((f) => f.endsWith(".cjs")).length).toBeGreaterThanOrEqual(4);
    expect(javascript.filter((f) => f.startsWith("scripts/")).length).toBeGreaterThanOrEqual(8);
  });

  it("lints every one of them, with no-undef, prefer-const and, for .cjs, CommonJS", async () => {
    const problems: string[] = [];
    for (const file of javascript) {
      if (await eslint.isPathIgnored(file)) {
        problems.push(`${file}: ignored`);
        continue;
      }
      const config = (await eslint.calculateConfigForFile(file)) as {
        rules?: Record<string, unknown>;
        languageOptions?: { sourceType?: string };
      };
      const on = (rule: string) => {
        const setting = config.rules?.[rule];
        const level = Array.isArray(setting) ? setting[0] : setting;
        return level === 2 || level === "error";
      };
      for (const rule of ["no-undef", "prefer-const", "no-var", "@typescript-eslint/no-unused-expressions"])
        if (!on(rule)) problems.push(`${file}: ${rule} is not an error`);
      if (file.endsWith(".cjs") && config.languageOptions?.sourceType !== "commonjs")
        problems.push(`${file}: not linted as CommonJS`);
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

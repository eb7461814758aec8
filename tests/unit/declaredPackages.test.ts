/**
 * Every package the code imports is declared in package.json, so `npm ci` on a clean machine
 * gets it on purpose and not because some other package happens to bring it (a hoisted copy can
 * move or vanish with any upgrade). Scans src/, scripts/, tests/ and the root config files for
 * import, export … from, import(), require() and require.resolve() of a bare name; a type-only
 * name ("mdast") is satisfied by its @types package.
 */
import { builtinModules } from "node:module";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const pkg = JSON.parse(readFileSync("package.json", "utf8")) as Record<
  "dependencies" | "devDependencies",
  Record<string, string>
>;
const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" || name === "fixtures" ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name) && name !== "gatsby-types.d.ts" ? [full] : [];
  });
}
const roots = readdirSync(".").filter((n) =>
  /^(gatsby-[a-z]+|playwright\.config|vitest(\.[a-z]+)?\.config)\.tsx?$/.test(n),
);
// This file is left out: its own examples name packages on purpose.
const files = [...sourceFiles("src"), ...sourceFiles("scripts"), ...sourceFiles("tests"), ...roots].filter(
  (f) => !f.endsWith("declaredPackages.test.ts"),
);

/** import/export … from "x" and import "x" (a statement), import("x"), require("x"), require.resolve("x"). */
const SPECIFIERS = [
  /^\s*(?:import|export)\b[^;"'`]*?\bfrom\s*(["'])([^"']+)\1/gm,
  /^\s*import\s*(["'])([^"']+)\1/gm,
  /\b(?:import|require|require\.resolve)\(\s*(["'])([^"']+)\1/g,
];

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name"), or null. */
export function packageOf(specifier: string): string | null {
  if (/^(\.|\/|node:)/.test(specifier) || builtinModules.includes(specifier.split("/")[0])) return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

export function importedPackages(text: string): string[] {
  return SPECIFIERS.flatMap((re) => [...text.matchAll(re)].map((m) => packageOf(m[2]))).filter(
    (p): p is string => p !== null,
  );
}

describe("declared packages", () => {
  it("reads specifiers the way the code writes them", () => {
    expect(
      importedPackages(
        `import x from "unified";\nimport type { Root } from "mdast";\nconst a = require("gatsby-cli/lib/reporter");\nawait import("@mdx-js/mdx");\nrequire.resolve("babel-loader", {});\nimport "./local";\nimport fs from "node:fs";\nimport path from "path";`,
      ),
    ).toEqual(["unified", "mdast", "gatsby-cli", "@mdx-js/mdx", "babel-loader"]);
  });

  it("scans the code", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain("gatsby-node.ts");
    expect(files).toContain(path.join("src", "node", "frameworkPatches", "gatsbyBabelPluginsOnly.cjs"));
  });

  it("every imported package is in package.json", () => {
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const name of importedPackages(readFileSync(file, "utf8"))) {
        if (!declared.has(name) && !declared.has(`@types/${name}`) && !missing.has(name)) missing.set(name, file);
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
  });

  it("pins gatsby-plugin-mdx exactly as gatsby", () => {
    expect(pkg.dependencies.gatsby).toMatch(/^\d+\.\d+\.\d+$/);
    expect(pkg.dependencies["gatsby-plugin-mdx"]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// docs/ARCHITECTURE.md says src/lib is mostly pure and names the files that read the disk. This
// keeps that list exact: a new reader must be named there (or its disk access moved out), and a
// file that stops reading the disk must leave the list.
const DISK_READERS = [
  "contentFiles.ts",
  "contentLinks.ts",
  "insideRepository.ts",
  "mdx/rehypeImages.ts",
  "mdx/rehypeVersionLinks.ts",
  "mdx/remarkFilePositions.ts",
  "mdx/remarkImports.ts",
  "mdx/remarkMermaid.ts",
  "media.ts",
  "sidebarsData.ts",
  "versionsData.ts",
];

/** An import of Node's file system or child processes, in any of the forms the code uses. */
const DISK_ACCESS =
  /from\s+["'](?:node:)?(?:fs|fs\/promises|child_process)["']|require\(["'](?:node:)?(?:fs|child_process)["']\)/;

const lib = path.join("src", "lib");
const files = readdirSync(lib, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && /\.(ts|tsx|mjs|cjs|js)$/.test(e.name))
  .map((e) => path.relative(lib, path.join(e.parentPath, e.name)).split(path.sep).join("/"));

describe("src/lib's disk readers", () => {
  it("are exactly the files docs/ARCHITECTURE.md names", () => {
    expect(files.length, "the check reads the real folder").toBeGreaterThan(30);
    const readers = files.filter((f) => DISK_ACCESS.test(readFileSync(path.join(lib, f), "utf8"))).sort();
    expect(readers).toEqual([...DISK_READERS].sort());
    const architecture = readFileSync("docs/ARCHITECTURE.md", "utf8");
    for (const file of DISK_READERS) expect(architecture, file).toContain(`\`${file}\``);
  });
});

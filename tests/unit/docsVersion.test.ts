import { spawnSync } from "node:child_process";
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cutRelease, DocsVersionError, planRelease, report } from "../../scripts/lib/docsVersion";

// Lets one test make the copy fail halfway, as a full disk or an interruption would.
const copyFault = vi.hoisted(() => ({ afterCopies: Infinity, copies: 0 }));
vi.mock("node:fs", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs")>();
  const cpSync: typeof real.cpSync = (...args) => {
    if (++copyFault.copies > copyFault.afterCopies) throw new Error("ENOSPC: no space left on device (test)");
    real.cpSync(...args);
  };
  return { ...real, default: { ...real, cpSync }, cpSync };
});

const VERSIONS = `[
  { "name": "next", "label": "next", "isLast": false },
  { "name": "1.0.0-beta.10", "label": "1.0.0-beta.10", "isLast": true }
]
`;
const PINS = `{\n  "1.0.0-beta.10": "37c0732",\n  "next": "0656e60"\n}\n`;

/** A small project: the writable version, one frozen release, the versions list and the pins. */
const PROJECT: Record<string, string> = {
  "content/docs/index.mdx": "---\ntitle: 介绍\n---\n\n下一版。\n",
  "content/docs/cli/script/run.mdx": "---\ntitle: run\n---\n\n`arcadia run` 的说明。\n",
  "content/api/open/env.yaml": "page: dev/api/open/env\nendpoints: []\n",
  "content/cli/commands.yaml": "commands: []\n",
  "content/sidebars/next.yaml": "docs:\n  - index\n",
  "content/blog/2024-01-01-hello.mdx": "---\ntitle: 你好\n---\n\n正文。\n",
  "content/versions/1.0.0-beta.10/docs/index.mdx": "---\ntitle: 介绍\n---\n\n旧版。\n",
  "content/versions/1.0.0-beta.10/sidebars.yaml": "docs:\n  - index\n",
  "content/versions.json": VERSIONS,
  "platform/pins.json": PINS,
};

let root: string;

function write(rel: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

/** Every file and folder under the root, with each file's bytes: two equal snapshots mean nothing was written. */
function snapshot(dir = root): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) Object.assign(out, { [`${rel}/`]: "" }, snapshot(full));
    else out[rel] = fs.readFileSync(full).toString("base64");
  }
  return out;
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(tmpdir(), "arcadia-docs-version-"));
  for (const [rel, text] of Object.entries(PROJECT)) write(rel, text);
  copyFault.afterCopies = Infinity;
  copyFault.copies = 0;
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("docs:version (scripts/lib/docsVersion.ts)", () => {
  it("freezes next as the release: copies exactly docs, api, cli and the sidebars, lists it as the latest, pins it to next's commit", () => {
    const before = snapshot();
    const plan = planRelease(root, "1.0.0-beta.11");
    const files = cutRelease(plan);
    const after = snapshot();

    const frozen = "content/versions/1.0.0-beta.11";
    const expected = { ...before };
    for (const [from, to] of [
      ["content/docs", "docs"],
      ["content/api", "api"],
      ["content/cli", "cli"],
    ]) {
      for (const [rel, bytes] of Object.entries(before))
        if (rel.startsWith(`${from}/`)) expected[`${frozen}/${to}/${rel.slice(from.length + 1)}`] = bytes;
    }
    expected[`${frozen}/`] = "";
    expected[`${frozen}/sidebars.yaml`] = before["content/sidebars/next.yaml"];
    const versions = `[
  { "name": "next", "label": "next", "isLast": false },
  { "name": "1.0.0-beta.11", "label": "1.0.0-beta.11", "isLast": true },
  { "name": "1.0.0-beta.10", "label": "1.0.0-beta.10", "isLast": false }
]
`;
    expected["content/versions.json"] = Buffer.from(versions).toString("base64");
    expected["platform/pins.json"] = Buffer.from(
      `{\n  "1.0.0-beta.10": "37c0732",\n  "next": "0656e60",\n  "1.0.0-beta.11": "0656e60"\n}\n`,
    ).toString("base64");
    // Exactly these files: the new folder, the two lists, and nothing left over (no temporary folder).
    expect(after).toEqual(expected);
    expect(files).toBe(5);

    const text = report(plan, files);
    expect(text).toContain("1.0.0-beta.11 → 0656e60");
    expect(text).toContain("1.0.0-beta.10 moves to /docs/1.0.0-beta.10/");
    expect(text).toMatch(/platform:pin.*--version 1\.0\.0-beta\.11/);
    expect(text).toContain("npm run check:sources");
    expect(text).toContain("npm run build");
  });

  it("keeps a pin the release already has", () => {
    write(
      "platform/pins.json",
      `{\n  "1.0.0-beta.10": "37c0732",\n  "1.0.0-beta.11": "abc1234",\n  "next": "0656e60"\n}\n`,
    );
    const plan = planRelease(root, "1.0.0-beta.11");
    cutRelease(plan);
    expect(fs.readFileSync(path.join(root, "platform/pins.json"), "utf8")).toContain('"1.0.0-beta.11": "abc1234"');
    expect(report(plan, 5)).toContain("already pinned to abc1234; kept");
  });

  const bad: [string, string | undefined, (() => void) | null, string][] = [
    ["a name that is not a release name", "beta-11", null, 'the argument <name>: "beta-11" is not a release name'],
    [
      "a release name in capitals: one spelling only",
      "1.0.0-BETA.11",
      null,
      'the argument <name>: "1.0.0-BETA.11" is not a release name: release names are written in lower case and without leading zeros, so write "1.0.0-beta.11".',
    ],
    [
      "a release name with a leading zero",
      "01.0.0",
      null,
      'the argument <name>: "01.0.0" is not a release name: release names are written in lower case and without leading zeros, so write "1.0.0".',
    ],
    ["no name", undefined, null, "the argument <name> is missing"],
    [
      "an existing name",
      "1.0.0-beta.10",
      null,
      'content/versions.json: [1].name: "1.0.0-beta.10" is already a version.',
    ],
    [
      "an existing label",
      "1.0.0-beta.11",
      () => write("content/versions.json", VERSIONS.replace('"label": "next"', '"label": "1.0.0-beta.11"')),
      'content/versions.json: [0].label: "1.0.0-beta.11" is already the label of the version "next".',
    ],
    [
      "pins without next",
      "1.0.0-beta.11",
      () => write("platform/pins.json", `{\n  "1.0.0-beta.10": "37c0732"\n}\n`),
      'platform/pins.json: "next": missing',
    ],
    [
      "versions.json that is not JSON",
      "1.0.0-beta.11",
      () => write("content/versions.json", VERSIONS.replace("},\n", "}\n")),
      "content/versions.json: not valid JSON",
    ],
    [
      "versions.json with a field of the wrong type",
      "1.0.0-beta.11",
      () => write("content/versions.json", VERSIONS.replace('"isLast": false', '"isLast": "no"')),
      "content/versions.json: [0].isLast: must be true or false.",
    ],
    [
      "versions.json with a field a version does not have",
      "1.0.0-beta.11",
      () => write("content/versions.json", VERSIONS.replace('"isLast": true }', '"isLast": true, "banner": "none" }')),
      "content/versions.json: [1].banner: is not a field of a version",
    ],
    [
      "versions.json with two latest",
      "1.0.0-beta.11",
      () => write("content/versions.json", VERSIONS.replace('"isLast": false', '"isLast": true')),
      "content/versions.json: isLast: exactly one version is the latest; 2 are",
    ],
    [
      "an existing content/versions/<name>",
      "1.0.0-beta.11",
      () => write("content/versions/1.0.0-beta.11/docs/index.mdx", "x\n"),
      "content/versions/1.0.0-beta.11: already exists",
    ],
    [
      "a missing content/sidebars/next.yaml",
      "1.0.0-beta.11",
      () => fs.rmSync(path.join(root, "content/sidebars/next.yaml")),
      "content/sidebars/next.yaml: does not exist",
    ],
  ];
  for (const [what, name, setUp, message] of bad) {
    it(`refuses ${what}, naming it, and writes nothing`, () => {
      setUp?.();
      const before = snapshot();
      let error: unknown;
      try {
        cutRelease(planRelease(root, name));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(DocsVersionError);
      expect((error as Error).message).toContain(message);
      expect(snapshot()).toEqual(before);
    });
  }

  it("removes what a killed run left in its temporary folder", () => {
    write("content/versions/.1.0.0-beta.11.tmp-abc123/docs/index.mdx", "half\n");
    cutRelease(planRelease(root, "1.0.0-beta.11"));
    expect(fs.readdirSync(path.join(root, "content/versions")).sort()).toEqual(["1.0.0-beta.10", "1.0.0-beta.11"]);
  });

  it("makes content/versions for the first release", () => {
    fs.rmSync(path.join(root, "content/versions"), { recursive: true });
    write("content/versions.json", '[\n  { "name": "next", "label": "1.0.0-beta.10", "isLast": true }\n]\n');
    cutRelease(planRelease(root, "1.0.0-beta.11"));
    expect(fs.readdirSync(path.join(root, "content/versions"))).toEqual(["1.0.0-beta.11"]);
    expect(fs.readFileSync(path.join(root, "content/versions.json"), "utf8")).toBe(
      '[\n  { "name": "next", "label": "1.0.0-beta.10", "isLast": false },\n  { "name": "1.0.0-beta.11", "label": "1.0.0-beta.11", "isLast": true }\n]\n',
    );
  });

  it("leaves no half-made folder and unchanged lists when the copy fails halfway", () => {
    const before = snapshot();
    copyFault.afterCopies = 2;
    expect(() => cutRelease(planRelease(root, "1.0.0-beta.11"))).toThrow(/ENOSPC/);
    expect(copyFault.copies).toBe(3);
    expect(snapshot()).toEqual(before);
  });
});

describe("npm run docs:version (scripts/docs-version.ts)", { timeout: 60_000 }, () => {
  it("exits with 1 and one message for a bad name, writing nothing in the project", () => {
    const versions = fs.readFileSync("content/versions.json");
    const r = spawnSync("npx", ["vite-node", "scripts/docs-version.ts", "1.0"], { encoding: "utf8" });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('docs:version: the argument <name>: "1.0" is not a release name');
    expect(r.stderr).not.toMatch(/^\s+at /m);
    expect(fs.existsSync("content/versions/1.0")).toBe(false);
    expect(fs.readFileSync("content/versions.json")).toEqual(versions);
  });
});

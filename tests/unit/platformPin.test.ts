import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSource } from "../../src/config/platformSource";
import { CURRENT_VERSION } from "../../src/config/versions";
import { docSets, pinKey, PLATFORM_DIR, readPins, versionNames } from "../support/platformPins";

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(f) : f.endsWith(".mdx") ? [f] : [];
  });
}

describe("the pinned platform source (platform/)", { timeout: 60_000 }, () => {
  it("pins every docs version to the commit src/config/platformSource.ts names for it, and names a frozen one's release", () => {
    const pins = readPins();
    const configured: Record<string, { commit: string; release: string | null }> = platformSource.versions;
    // Every version content/versions.json lists has one entry, and there is no other.
    expect(Object.keys(configured).sort()).toEqual(versionNames().map(pinKey).sort());
    for (const [version, { commit, release }] of Object.entries(configured)) {
      expect(pins[version], `platform/pins.json "${version}"`).toBe(commit);
      // A frozen version is a release: its name is the release's, without a "(patch N)"; next is unreleased.
      if (version === pinKey(CURRENT_VERSION)) expect(release, `${version} describes unreleased code`).toBeNull();
      else expect(release?.split(" ")[0], `the release of ${version}`).toBe(version);
    }
  });

  it("holds every pinned commit, each with the platform's MIT licence and the parts the docs describe", () => {
    for (const commit of new Set(Object.values(readPins()))) {
      const dir = path.join(PLATFORM_DIR, commit);
      expect(readFileSync(path.join(dir, "LICENSE"), "utf8")).toMatch(/^MIT License/);
      for (const part of ["shell/main.sh", "sample/config.sh", "utils/notify.js", "backend/index.ts"])
        expect(existsSync(path.join(dir, part)), `${commit}/${part}`).toBe(true);
    }
  });

  it("has every file a docs page lists in `source:`", () => {
    for (const set of docSets()) {
      const missing: string[] = [];
      for (const file of mdxFiles(set.docsDir)) {
        const source: unknown = matter(readFileSync(file, "utf8")).data.source;
        if (Array.isArray(source))
          for (const s of source)
            if (typeof s === "string" && !existsSync(path.join(set.platform, s))) missing.push(`${file}: ${s}`);
      }
      expect(missing, `not in ${set.platform}: re-run npm run platform:pin`).toEqual([]);
    }
  });
});

// scripts/platform-pin.mjs against a throw-away platform repository with two commits.
describe("npm run platform:pin", { timeout: 60_000 }, () => {
  const script = path.resolve("scripts/platform-pin.mjs");
  let root: string;
  let repo: string;
  let content: string;
  let out: string;
  let first: string;
  let second: string;
  const git = (...args: string[]) =>
    execFileSync(
      "git",
      ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args],
      { encoding: "utf8" },
    ).trim();
  const pin = (...args: string[]) =>
    spawnSync(process.execPath, [script, ...args, "--content", content, "--out", out], { encoding: "utf8" });

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "platform-pin-"));
    repo = path.join(root, "platform-repo");
    content = path.join(root, "docs");
    out = path.join(root, "pins");
    for (const d of ["shell", "sample", "utils", "backend", "web", ".github"])
      mkdirSync(path.join(repo, d), { recursive: true });
    mkdirSync(content);
    for (const f of [
      "LICENSE",
      "README.md",
      "package.json",
      "ecosystem.config.cjs",
      "shell/main.sh",
      "sample/config.sh",
      "utils/notify.js",
      "backend/index.ts",
      "web/app.js",
      ".github/SECURITY.md",
    ])
      writeFileSync(path.join(repo, f), `${f} v1\n`);
    git("init", "-q");
    git("add", ".");
    git("commit", "-q", "-m", "first");
    first = git("rev-parse", "HEAD");
    writeFileSync(path.join(repo, "shell/main.sh"), "shell/main.sh v2\n");
    git("commit", "-q", "-am", "second");
    second = git("rev-parse", "HEAD");
    writeFileSync(
      path.join(content, "page.mdx"),
      "---\ntitle: 页\ndescription: 测试。\nsource:\n  - .github/SECURITY.md\n---\n\n正文。\n",
    );
  }, 60_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("copies the described parts and the pages' source files at the commit, and maps the version", () => {
    const result = pin(repo, first, "--version", "1.0.0");
    expect(result.status, result.stderr).toBe(0);
    const dir = path.join(out, first.slice(0, 7));
    expect(readFileSync(path.join(dir, "shell/main.sh"), "utf8")).toBe("shell/main.sh v1\n");
    expect(existsSync(path.join(dir, ".github/SECURITY.md"))).toBe(true);
    expect(existsSync(path.join(dir, "web/app.js")), "parts no page describes stay out").toBe(false);
    expect(JSON.parse(readFileSync(path.join(out, "pins.json"), "utf8"))).toEqual({ "1.0.0": first.slice(0, 7) });
  });

  it("adds a second pin beside the first, from a git directory too", () => {
    const result = pin(path.join(repo, ".git"), second, "--version", "next");
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(path.join(out, second.slice(0, 7), "shell/main.sh"), "utf8")).toBe("shell/main.sh v2\n");
    expect(readFileSync(path.join(out, first.slice(0, 7), "shell/main.sh"), "utf8")).toBe("shell/main.sh v1\n");
    expect(JSON.parse(readFileSync(path.join(out, "pins.json"), "utf8"))).toEqual({
      "1.0.0": first.slice(0, 7),
      next: second.slice(0, 7),
    });
  });

  it("reads a frozen version's own pages when no --content is given, and refuses a version that was never frozen", () => {
    // Without --content the pages are content/versions/<name>/docs of this repository.
    const result = spawnSync(process.execPath, [script, repo, first, "--version", "0.0.0-never", "--out", out], {
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("content/versions/0.0.0-never/docs does not exist");
    expect(JSON.parse(readFileSync(path.join(out, "pins.json"), "utf8"))).not.toHaveProperty("0.0.0-never");
  });

  it("refuses an unknown commit, and a page source the commit lacks, with exit code 2", () => {
    expect(pin(repo, "0000000").status).toBe(2);
    writeFileSync(
      path.join(content, "gone.mdx"),
      "---\ntitle: 页\ndescription: 测试。\nsource:\n  - backend/gone.ts\n---\n\n正文。\n",
    );
    const result = pin(repo, second);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("backend/gone.ts");
    rmSync(path.join(content, "gone.mdx"));
  });
});

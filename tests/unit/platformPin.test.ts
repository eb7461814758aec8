import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { platformSource } from "../../src/config/platformSource";
import { NEXT_VERSION } from "../../src/config/versions";
import { bundledCommits, pinnedTree } from "../../scripts/lib/platform-bundle.mjs";
import { docSets, pinnedDir, readPins, versionNames } from "../support/platformPins";

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const f = path.join(dir, e.name);
    return e.isDirectory() ? mdxFiles(f) : f.endsWith(".mdx") ? [f] : [];
  });
}

describe("the pinned platform source (platform/)", { timeout: 60_000 }, () => {
  it("pins every docs version content/versions.json lists, and no other; names a frozen one's release", () => {
    const configured: Record<string, { commit: string; release: string | null }> = platformSource.versions;
    expect(Object.keys(configured).sort()).toEqual(versionNames().sort());
    for (const [version, { commit, release }] of Object.entries(configured)) {
      expect(commit, `the commit of ${version} is platform/pins.json's`).toBe(readPins()[version]);
      // A frozen version is a release: its name is the release's, without a "(patch N)"; next is unreleased.
      if (version === NEXT_VERSION) expect(release, `${version} describes unreleased code`).toBeNull();
      else expect(release?.split(" ")[0], `the release of ${version}`).toBe(version);
    }
  });

  it("holds in platform/platform.bundle exactly the commits platform/pins.json names", () => {
    const held = [...bundledCommits().keys()];
    const pinned = [...new Set(Object.values(readPins()))];
    expect(pinned.map((commit) => held.filter((full) => full.startsWith(commit)).length)).toEqual(pinned.map(() => 1));
    expect(held.length, `the bundle holds ${held.join(", ")}`).toBe(pinned.length);
  });

  it("holds every pinned commit, each with the platform's MIT licence and the parts the docs describe", () => {
    for (const commit of new Set(Object.values(readPins()))) {
      const dir = pinnedDir(commit);
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
  let cacheDir: string;
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
    cacheDir = path.join(root, "cache");
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

  const bundle = () => path.join(out, "platform.bundle");
  /** The files of a pinned commit, as the checks get them. */
  const pinned = (commit: string) => pinnedTree(commit, { bundle: bundle(), cacheDir });

  it("bundles the described parts and the pages' source files at the commit, and maps the version", () => {
    const result = pin(repo, first, "--version", "1.0.0");
    expect(result.status, result.stderr).toBe(0);
    const dir = pinned(first.slice(0, 7));
    expect(readFileSync(path.join(dir, "shell/main.sh"), "utf8")).toBe("shell/main.sh v1\n");
    expect(existsSync(path.join(dir, ".github/SECURITY.md"))).toBe(true);
    expect(existsSync(path.join(dir, "web/app.js")), "parts no page describes stay out").toBe(false);
    expect(JSON.parse(readFileSync(path.join(out, "pins.json"), "utf8"))).toEqual({ "1.0.0": first.slice(0, 7) });
  });

  it("adds a second pin beside the first, from a git directory too", () => {
    const result = pin(path.join(repo, ".git"), second, "--version", "next");
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(path.join(pinned(second.slice(0, 7)), "shell/main.sh"), "utf8")).toBe("shell/main.sh v2\n");
    expect(readFileSync(path.join(pinned(first), "shell/main.sh"), "utf8")).toBe("shell/main.sh v1\n");
    expect([...bundledCommits(bundle()).keys()].sort()).toEqual([first, second].sort());
    expect(JSON.parse(readFileSync(path.join(out, "pins.json"), "utf8"))).toEqual({
      "1.0.0": first.slice(0, 7),
      next: second.slice(0, 7),
    });
  });

  it("gives the same bundle commit for the same files, and a new one (a new folder, never a stale one) for other files", () => {
    const before = bundledCommits(bundle()).get(second);
    expect(pin(repo, second, "--version", "next").status).toBe(0);
    expect(bundledCommits(bundle()).get(second)).toBe(before);
    writeFileSync(
      path.join(content, "extra.mdx"),
      "---\ntitle: 页\ndescription: 测试。\nsource:\n  - web/app.js\n---\n\n正文。\n",
    );
    const old = pinned(second);
    expect(pin(repo, second, "--version", "next").status).toBe(0);
    rmSync(path.join(content, "extra.mdx"));
    expect(bundledCommits(bundle()).get(second)).not.toBe(before);
    expect(pinned(second)).not.toBe(old);
    expect(existsSync(path.join(pinned(second), "web/app.js"))).toBe(true);
    expect(existsSync(path.join(old, "web/app.js"))).toBe(false);
  });

  it("drops from the bundle a commit that pins.json no longer names", () => {
    const result = pin(repo, second, "--version", "1.0.0");
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Dropped ${first.slice(0, 7)}`);
    expect([...bundledCommits(bundle()).keys()]).toEqual([second]);
    expect(() => pinned(first)).toThrow(/does not hold the platform commit/);
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

import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// scripts/check-sources.mjs against a throw-away platform repository: two commits, one of two files
// changed, and two pages that each list one of them in `source:`. No copy of the real platform needed.
const script = path.resolve("scripts/check-sources.ts");
const viteNode = path.resolve("node_modules/vite-node/vite-node.mjs");
let root: string;
let repo: string;
let content: string;
let api: string;
let cli: string;
let first: string;
let second: string;
let third: string;

function git(...args: string[]): string {
  return execFileSync(
    "git",
    ["-C", repo, "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false", ...args],
    { encoding: "utf8" },
  ).trim();
}

function run(...args: string[]) {
  return spawnSync(process.execPath, [viteNode, script, ...args, "--content", content, "--api", api, "--cli", cli], {
    encoding: "utf8",
  });
}

const page = (title: string, source: string) =>
  `---\ntitle: ${title}\ndescription: 测试页面。\nsource:\n  - ${source}\n---\n\n正文。\n`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "check-sources-"));
  repo = path.join(root, "platform");
  content = path.join(root, "docs");
  api = path.join(root, "api");
  cli = path.join(root, "commands.yaml");
  mkdirSync(path.join(repo, "backend"), { recursive: true });
  mkdirSync(path.join(content, "guide"), { recursive: true });
  git("init", "-q");
  writeFileSync(path.join(repo, "backend/a.ts"), "export const a = 1;\n");
  writeFileSync(path.join(repo, "backend/b.ts"), "export const b = 1;\n");
  git("add", ".");
  git("commit", "-q", "-m", "first");
  first = git("rev-parse", "HEAD");
  writeFileSync(path.join(repo, "backend/a.ts"), "export const a = 2;\n");
  git("commit", "-q", "-am", "second");
  second = git("rev-parse", "HEAD");
  git("rm", "-q", "backend/b.ts");
  git("commit", "-q", "-m", "third");
  third = git("rev-parse", "HEAD");
  writeFileSync(path.join(content, "guide/alpha.mdx"), page("Alpha", "backend/a.ts"));
  // An API description and a CLI entry whose stated values come from backend/a.ts.
  mkdirSync(api, { recursive: true });
  writeFileSync(
    path.join(api, "cron.yaml"),
    "- method: GET\n  path: /api/cron\n  title: 测试\n  params:\n    - name: size\n      default: 10\n      source: { file: backend/a.ts, default: 'a = {value}' }\n",
  );
  writeFileSync(
    cli,
    "- command: run\n  options: []\n  values:\n    - { page: cli/run.mdx, row: x, column: 默认值, value: '1', source: { file: backend/a.ts, anchor: 'a = {value}' } }\n",
  );
  writeFileSync(path.join(content, "guide/index.mdx"), page("Beta", "backend/b.ts"));
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("check:sources", () => {
  it("lists exactly the page whose source file changed, with its route and the file", () => {
    const result = run(repo, second, first);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("alpha.mdx");
    // The writable docs ("next", the default version) are served under /docs/next.
    expect(result.stdout).toContain("/docs/next/guide/alpha");
    expect(result.stdout).toContain("backend/a.ts");
    expect(result.stdout).not.toContain("index.mdx");
    expect(result.stdout).not.toContain("backend/b.ts");
  });

  it("lists the API descriptions' and CLI reference's entries whose stated values' source changed", () => {
    const result = run(repo, second, first);
    expect(result.stdout).toContain("API descriptions and CLI entries to re-read (2)");
    expect(result.stdout).toMatch(/cron\.yaml {2}GET \/api\/cron\n {4}- backend\/a\.ts/);
    expect(result.stdout).toMatch(/commands\.yaml {2}arcadia run\n {4}- backend\/a\.ts/);
  });

  it("also works on a git directory instead of a work tree", () => {
    const result = run(path.join(repo, ".git"), second, first);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("/docs/next/guide/alpha");
    expect(result.stdout).not.toContain("/docs/next/guide\n");
  });

  it("names source paths that no longer exist at the new commit", () => {
    const result = run(repo, third, second);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/no longer exist[^\n]*\n[^\n]*index\.mdx: backend\/b\.ts/);
  });

  it("prints the routes of the version it is given: a frozen version's are its own", () => {
    // content/versions.json marks 1.0.0-beta.10 as the latest, which is served at /docs itself.
    const latest = run(repo, second, first, "--version", "1.0.0-beta.10");
    expect(latest.status, latest.stderr).toBe(0);
    expect(latest.stdout).toMatch(/\s\/docs\/guide\/alpha\n/);
    expect(latest.stdout).toContain("docs version 1.0.0-beta.10");
    const older = run(repo, second, first, "--version", "0.9.0");
    expect(older.stdout).toContain("/docs/0.9.0/guide/alpha");
  });

  it("takes the old commit of the version from platform/pins.json, and refuses a version it has no commit for", () => {
    // The throw-away repository lacks the configured commits: the script got that far, and says which.
    const next = run(repo, second, "--version", "next");
    expect(next.status).toBe(2);
    expect(next.stderr).toMatch(/unknown commit[^\n]*0656e60/);
    const unknown = run(repo, second, "--version", "0.9.0");
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('names no commit for the docs version "0.9.0"');
  });

  it("says there is nothing to re-read when no listed source changed", () => {
    const result = run(repo, first, first);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/nothing to re-read/i);
  });

  it("exits with 2 on an unknown commit or a missing directory", () => {
    const badCommit = run(repo, "0000000000000000000000000000000000000000", first);
    expect(badCommit.status).toBe(2);
    expect(badCommit.stderr).toContain("unknown commit");
    const badDir = run(path.join(root, "missing"), second, first);
    expect(badDir.status).toBe(2);
  });
});

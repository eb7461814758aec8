/**
 * The last-updated date of each content file, for the docs pages and posts: the date of the last
 * commit touching the file, read with ONE git invocation for every file at once; the file's
 * mtime when git has no history for it (no repository, a shallow clone, an uncommitted file).
 */
import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import path from "node:path";
import { GIT_LOG_MARKER, isoDay, parseGitLog, type LastUpdated } from "../../lib/gitLogDates";
import { NEXT_VERSION, FROZEN_VERSIONS_DIR, versionContent } from "../../config/versions";

/**
 * The writable version's file a frozen version's file was copied from (repository-relative
 * paths; `project` is the project's folder in the repository, "" at its root).
 */
function sourceOfFrozenCopy(file: string, project: string): string | null {
  const prefix = project ? `${project.split(path.sep).join("/")}/` : "";
  const rel = file.split(path.sep).join("/");
  if (!rel.startsWith(`${prefix}${FROZEN_VERSIONS_DIR}/`)) return null;
  const [, kind, ...rest] = rel.slice(prefix.length + FROZEN_VERSIONS_DIR.length + 1).split("/");
  return kind === "docs" ? `${prefix}${versionContent(NEXT_VERSION).docs}/${rest.join("/")}` : null;
}

interface GitDates {
  root: string;
  dates: Map<string, string>;
}

let cache: GitDates | null | undefined;

function git(args: string[], cwd: string): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
}

/** Every file's last commit date, or null without usable history. */
function readGitDates(cwd: string): GitDates | null {
  try {
    const root = git(["rev-parse", "--show-toplevel"], cwd).trim();
    // A shallow clone's oldest commit looks like it touched every file: its dates would be false.
    if (git(["rev-parse", "--is-shallow-repository"], cwd).trim() === "true") return null;
    const log = git(["log", `--format=${GIT_LOG_MARKER}%cs`, "--name-only", "--no-renames", "HEAD"], root);
    return { root, dates: parseGitLog(log, (file) => sourceOfFrozenCopy(file, path.relative(root, process.cwd()))) };
  } catch {
    return null;
  }
}

/** The date for one content file (absolute path). Git is asked once per build, then cached. */
export function lastUpdatedOf(absolutePath: string): LastUpdated | null {
  if (cache === undefined) cache = readGitDates(process.cwd());
  if (cache) {
    const date = cache.dates.get(path.relative(cache.root, absolutePath).split(path.sep).join("/"));
    if (date) return { date, source: "git" };
  }
  try {
    return { date: isoDay(statSync(absolutePath).mtime), source: "mtime" };
  } catch {
    return null;
  }
}

/** For tests: forget the cached git dates. */
export function resetLastUpdatedCache(): void {
  cache = undefined;
}

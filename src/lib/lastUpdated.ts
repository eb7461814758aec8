/**
 * "Last updated" dates of content files. Pure parsing here; src/node/lastUpdated.ts runs git.
 * `source` says where a date comes from, so the page words it truthfully: a commit date is when
 * the file last changed in the repository; a file's mtime is only when it was last written here.
 */
export interface LastUpdated {
  /** YYYY-MM-DD */
  date: string;
  source: "git" | "mtime";
}

export const GIT_LOG_MARKER = "\u0001";

/**
 * Parses `git log --format=<MARKER>%cs --name-only` (newest first): each file's first
 * appearance is its last commit. Paths are relative to the repository root, as git prints them.
 */
export function parseGitLog(output: string): Map<string, string> {
  const dates = new Map<string, string>();
  let date: string | null = null;
  for (const line of output.split("\n")) {
    if (line.startsWith(GIT_LOG_MARKER)) date = line.slice(GIT_LOG_MARKER.length).trim();
    else if (line.trim() && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/** A Date as YYYY-MM-DD in UTC. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

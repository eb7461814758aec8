/**
 * "Last updated" dates of content files. Pure parsing here; src/node/data/contentFileDates.ts runs git.
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
 *
 * `copiedFrom` names the file a frozen docs version's file was copied from (`npm run
 * docs:version`). A copy that no commit changed after the one that made it has the date of its
 * source's last change before that commit: freezing a version is not an update of its pages.
 */
export function parseGitLog(
  output: string,
  copiedFrom: (file: string) => string | null = () => null,
): Map<string, string> {
  const commits: { date: string; files: string[] }[] = [];
  for (const line of output.split("\n")) {
    if (line.startsWith(GIT_LOG_MARKER)) commits.push({ date: line.slice(GIT_LOG_MARKER.length).trim(), files: [] });
    else if (line.trim() && commits.length) commits[commits.length - 1].files.push(line);
  }
  const dates = new Map<string, string>();
  const touched = new Map<string, number[]>();
  commits.forEach((c, i) => {
    for (const f of c.files) {
      if (!dates.has(f)) dates.set(f, c.date);
      touched.set(f, [...(touched.get(f) ?? []), i]);
    }
  });
  for (const [file, at] of touched) {
    const source = copiedFrom(file);
    if (!source || at.length !== 1) continue;
    const before = commits.slice(at[0] + 1).find((c) => c.files.includes(source));
    if (before) dates.set(file, before.date);
  }
  return dates;
}

/** A Date as YYYY-MM-DD in UTC. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

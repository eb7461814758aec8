/**
 * Checks on a content file's name and size, before anything reads it: its name must be one a
 * URL can carry as it is (the route and every link come from it); a very large page is a warning.
 * (Links that leave the repository: src/lib/contentLinks.ts.)
 */
import { ContentError } from "./contentError";

export class ContentPathError extends ContentError {}

/**
 * Characters a URL path cannot carry unencoded, or that change its meaning: `#` starts the
 * fragment, `?` the query, `%` an escape; spaces, controls and invisible format characters
 * (bidi overrides) either break links or hide what the name is.
 */
const UNSAFE = /[#?%\\"<>^`{|}\s\p{Cc}\p{Cf}]/u;

const describe = (ch: string) =>
  /[\s\p{Cc}\p{Cf}]/u.test(ch) ? `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}` : `"${ch}"`;

/** Refuses a content path (project-relative, slash-separated) a URL cannot carry. */
export function assertUrlSafeName(label: string): void {
  const bad = UNSAFE.exec(label);
  if (!bad) return;
  // JSON-escaped so a control character in the name cannot garble the terminal.
  const shown = JSON.stringify(label).slice(1, -1);
  throw new ContentPathError(
    `${shown}: the file name has ${describe(bad[0])}, which a URL cannot carry as it is. Rename it with letters, digits, "-", "_" and "." only.`,
  );
}

/** Bigger than any real page by far: such a page is slow to build, to load and to search. */
export const LARGE_PAGE_BYTES = 256 * 1024;

/** A warning for a content file above the size, or null. */
export function largeFileWarning(label: string, bytes: number): string | null {
  if (bytes <= LARGE_PAGE_BYTES) return null;
  return `${label}: is ${Math.round(bytes / 1024)} KB, above ${LARGE_PAGE_BYTES / 1024} KB: a page this long is slow to build, load and search. Split it into several pages.`;
}

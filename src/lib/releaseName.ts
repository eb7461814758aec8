/**
 * A release name (1.0.0, 1.0.0-beta.11) has one spelling: it becomes a folder, a route segment
 * (/docs/1.0.0-beta.11/…) and a key of platform/pins.json, so "1.0.0-BETA.11" or "01.0.0" would
 * be a second version of the same release. Semantic-versioning numbers without leading zeros,
 * and a pre-release part in lower case. Pure.
 */

/** A number without leading zeros. */
const NUMBER = "(?:0|[1-9]\\d*)";
/** A pre-release identifier: a number, or lower-case letters and digits with at least one letter. */
const IDENTIFIER = `(?:${NUMBER}|\\d*[a-z][0-9a-z]*)`;

export const RELEASE_NAME = new RegExp(`^${NUMBER}\\.${NUMBER}\\.${NUMBER}(?:-${IDENTIFIER}(?:\\.${IDENTIFIER})*)?$`);

/** The one spelling of a name written with capitals or leading zeros, or null when there is none. */
function canonicalSpelling(name: string): string | null {
  const fixed = name.toLowerCase().replace(/(^|[.-])0+(?=\d)/g, "$1");
  return fixed !== name && RELEASE_NAME.test(fixed) ? fixed : null;
}

/**
 * Why `name` is not a release name, as the end of a sentence beginning with the name
 * ("is not a release name …"), or null when it is one.
 */
export function releaseNameProblem(name: string): string | null {
  if (RELEASE_NAME.test(name)) return null;
  const canonical = canonicalSpelling(name);
  if (canonical)
    return `is not a release name: release names are written in lower case and without leading zeros, so write "${canonical}".`;
  return "is not a release name such as 1.0.0 or 1.0.0-beta.11.";
}

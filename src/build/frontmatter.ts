/**
 * Front-matter validation for docs and blog posts: one module, one message format
 * ("<file>: front matter "<field>" <problem>"), so a writer knows what to fix and where.
 */

export class FrontmatterError extends Error {}

export interface DocFrontmatter {
  title: string;
  sidebarLabel: string | null;
  description: string | null;
  hideTableOfContents: boolean;
  tocMaxHeadingLevel: 2 | 3;
  draft: boolean;
  unlisted: boolean;
  /** undefined: not set; null: no sidebar. */
  displayedSidebar: string | null | undefined;
  deprecated: string | null;
  /** Files of the platform repository this page was checked against (maintainers only). */
  source: string[];
  /** Search words the page does not use itself. */
  keywords: string[];
}

export interface PostFrontmatter {
  title: string;
  slug: string;
  date: string;
  authors: string[];
  tags: string[];
  description: string | null;
  draft: boolean;
  unlisted: boolean;
}

type Raw = Record<string, unknown>;

const fail = (file: string, field: string, problem: string): never => {
  throw new FrontmatterError(`${file}: front matter "${field}" ${problem}`);
};

function asRecord(raw: unknown, file: string): Raw {
  if (raw === null || raw === undefined) return {};
  if (typeof raw !== "object" || Array.isArray(raw)) fail(file, "(root)", "must be a YAML mapping of keys to values.");
  return raw as Raw;
}

function checkKeys(data: Raw, allowed: readonly string[], file: string) {
  for (const key of Object.keys(data)) {
    if (!allowed.includes(key)) fail(file, key, `is not a known key. Allowed keys: ${allowed.join(", ")}.`);
  }
}

function requiredString(data: Raw, key: string, file: string): string {
  const v = data[key];
  if (v === undefined || v === null || v === "") fail(file, key, "is required.");
  if (typeof v !== "string") fail(file, key, `must be text, got ${typeof v}.`);
  return (v as string).trim();
}

function optionalString(data: Raw, key: string, file: string): string | null {
  const v = data[key];
  if (v === undefined || v === null) return null;
  if (typeof v !== "string") fail(file, key, `must be text, got ${typeof v}.`);
  return (v as string).trim() || null;
}

function optionalBoolean(data: Raw, key: string, file: string): boolean {
  const v = data[key];
  if (v === undefined || v === null) return false;
  if (typeof v !== "boolean") fail(file, key, `must be true or false, got ${JSON.stringify(v)}.`);
  return v as boolean;
}

function optionalStringList(data: Raw, key: string, file: string): string[] {
  const v = data[key];
  if (v === undefined || v === null) return [];
  if (typeof v === "string") return [v];
  if (!Array.isArray(v) || v.some((x) => typeof x !== "string")) fail(file, key, "must be a list of keys.");
  return v as string[];
}

export const DOC_KEYS = [
  "title",
  "sidebar_label",
  "description",
  "hide_table_of_contents",
  "toc_max_heading_level",
  "draft",
  "unlisted",
  "displayed_sidebar",
  "deprecated",
  "source",
  "keywords",
] as const;

export function validateDocFrontmatter(raw: unknown, file: string): DocFrontmatter {
  const data = asRecord(raw, file);
  checkKeys(data, DOC_KEYS, file);
  const level = data.toc_max_heading_level;
  if (level !== undefined && level !== null && level !== 2 && level !== 3) {
    fail(file, "toc_max_heading_level", `must be 2 or 3, got ${JSON.stringify(level)}.`);
  }
  const sidebar = data.displayed_sidebar;
  if (sidebar !== undefined && sidebar !== null && typeof sidebar !== "string") {
    fail(file, "displayed_sidebar", "must be a sidebar id or null.");
  }
  return {
    title: requiredString(data, "title", file),
    sidebarLabel: optionalString(data, "sidebar_label", file),
    description: optionalString(data, "description", file),
    hideTableOfContents: optionalBoolean(data, "hide_table_of_contents", file),
    tocMaxHeadingLevel: (level as 2 | 3 | undefined) ?? 3,
    draft: optionalBoolean(data, "draft", file),
    unlisted: optionalBoolean(data, "unlisted", file),
    displayedSidebar: sidebar as string | null | undefined,
    deprecated: optionalString(data, "deprecated", file),
    source: optionalStringList(data, "source", file),
    keywords: optionalStringList(data, "keywords", file),
  };
}

export const POST_KEYS = ["title", "slug", "date", "authors", "tags", "description", "draft", "unlisted"] as const;

const POST_FILE = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/;

/** Accepts YYYY-MM-DD only, and only real calendar dates. */
export function isValidIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const d = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === text;
}

export function validatePostFrontmatter(
  raw: unknown,
  file: string,
  relativePath: string,
  /** When given, author and tag keys are checked against these sets. */
  known?: { authors: ReadonlySet<string>; tags: ReadonlySet<string> },
): PostFrontmatter {
  const data = asRecord(raw, file);
  checkKeys(data, POST_KEYS, file);
  const m = POST_FILE.exec(relativePath);
  if (!m) fail(file, "(file name)", 'must look like "yyyy-mm-dd-name.mdx" or "yyyy-mm-dd-name/index.mdx".');
  const [, fileDate, fileSlug] = m as RegExpExecArray;

  let date = fileDate;
  const rawDate = data.date;
  if (rawDate instanceof Date) date = rawDate.toISOString().slice(0, 10);
  else if (typeof rawDate === "string") date = rawDate.trim();
  else if (rawDate !== undefined && rawDate !== null) fail(file, "date", `must be a date like 2024-05-01, got ${JSON.stringify(rawDate)}.`);
  if (!isValidIsoDate(date)) fail(file, "date", `must be a real date like 2024-05-01, got "${date}".`);

  const slug = optionalString(data, "slug", file) ?? fileSlug;
  if (!/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(slug)) fail(file, "slug", `must be letters, digits, dots, dashes or underscores, got "${slug}".`);

  const authors = optionalStringList(data, "authors", file);
  for (const a of authors) if (known && !known.authors.has(a)) fail(file, "authors", `names "${a}", which is not in content/blog/authors.yaml.`);
  const tags = optionalStringList(data, "tags", file);
  for (const tag of tags) if (known && !known.tags.has(tag)) fail(file, "tags", `names "${tag}", which is not in content/blog/tags.yaml.`);

  return {
    title: requiredString(data, "title", file),
    slug,
    date,
    authors,
    tags,
    description: optionalString(data, "description", file),
    draft: optionalBoolean(data, "draft", file),
    unlisted: optionalBoolean(data, "unlisted", file),
  };
}

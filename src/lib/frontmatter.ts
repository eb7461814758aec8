/**
 * The front matter of docs and blog posts, defined once. Each schema is a table of fields; from
 * it come the validator (one message format: `<file>: front matter "<field>" <problem>`), the
 * TypeScript types, the GraphQL type definitions (src/node/data/schema.ts), the node fields
 * (src/node/data/content.ts), `npm run check:mdx` and the key table of docs/CONTENT-GUIDE.md (a test
 * compares them).
 */
import { ContentError } from "./contentError";
import { docsRoutes } from "../config/routes";
import { redirectRouteProblem } from "./redirectRoute";

export class FrontmatterError extends ContentError {}

interface Context {
  file: string;
  /** Date and name from a post's file name (`yyyy-mm-dd-name.mdx`). */
  fileDate?: string;
  fileSlug?: string;
}

interface Field<T> {
  /** The raw key's type on the shared MdxFrontmatter GraphQL type. */
  raw: string;
  /** The validated value's type on the Doc or BlogPost node. */
  node: string;
  /** The node field's name when it is not the camel-cased key. */
  nodeName?: string;
  /** For the content guide. */
  help: string;
  parse(value: unknown, key: string, ctx: Context): T;
}

const fail = (file: string, field: string, problem: string): never => {
  throw new FrontmatterError(`${file}: front matter "${field}" ${problem}`);
};

const absent = (v: unknown): v is null | undefined => v === undefined || v === null;

function text(v: unknown, key: string, ctx: Context): string | null {
  if (absent(v)) return null;
  if (typeof v !== "string") return fail(ctx.file, key, `must be text, got ${typeof v}.`);
  return v.trim() || null;
}

const requiredText = (help: string): Field<string> => ({
  raw: "String",
  node: "String!",
  help,
  parse: (v, key, ctx) => {
    if (absent(v) || v === "") return fail(ctx.file, key, "is required.");
    return text(v, key, ctx) ?? fail(ctx.file, key, "is required.");
  },
});

const optionalText = (help: string): Field<string | null> => ({ raw: "String", node: "String", help, parse: text });

const flag = (help: string): Field<boolean> => ({
  raw: "Boolean",
  node: "Boolean!",
  help,
  parse: (v, key, ctx) => {
    if (absent(v)) return false;
    if (typeof v !== "boolean") return fail(ctx.file, key, `must be true or false, got ${JSON.stringify(v)}.`);
    return v;
  },
});

const textList = (help: string, nodeName?: string): Field<string[]> => ({
  raw: "[String]",
  node: "[String!]!",
  nodeName,
  help,
  parse: (v, key, ctx) => {
    if (absent(v)) return [];
    if (typeof v === "string") return [v];
    if (!Array.isArray(v) || v.some((x) => typeof x !== "string"))
      return fail(ctx.file, key, "must be a list of text values.");
    return (v as string[]).map((x) => x.trim()).filter(Boolean);
  },
});

export const TOC_LEVELS = { min: 2, max: 3 } as const;

/** A docs route as `redirect_from` takes it (the page's old address): the docs root, then segments. */
const OLD_DOCS_ROUTE = new RegExp(
  `^${docsRoutes.root().replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?:/(?!\\.\\.?(?:/|$))[^/?#\\s]+)+$`,
);
export type TocLevel = 2 | 3;

/** Accepts YYYY-MM-DD only, and only real calendar dates. */
export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** A platform release as the badges name it: 1.0.0, 1.0.0-beta.9. */
const RELEASE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?$/;
/** Longest free badge text: the sidebar is narrow. */
const BADGE_TEXT_MAX = 8;

/** A sidebar entry's badge: one of a release it appeared in, one it was removed in, or short text. */
export type SidebarBadge = { added: string } | { removed: string } | { text: string };

const sidebarBadge: Field<SidebarBadge | null> = {
  raw: "JSON",
  node: "JSON",
  help: `a badge beside the page's sidebar entry: \`{ added: 1.0.0-beta.9 }\`, \`{ removed: 1.0.0-beta.9 }\` or text of at most ${BADGE_TEXT_MAX} characters`,
  parse: (v, key, ctx) => {
    if (absent(v)) return null;
    if (typeof v === "string") {
      const t = v.trim();
      if (!t || [...t].length > BADGE_TEXT_MAX)
        return fail(ctx.file, key, `must be text of 1 to ${BADGE_TEXT_MAX} characters, got "${v}".`);
      return { text: t };
    }
    const shape = "must be { added: <release> }, { removed: <release> } or short text";
    if (typeof v !== "object" || Array.isArray(v) || v instanceof Date)
      return fail(ctx.file, key, `${shape}, got ${JSON.stringify(v)}.`);
    const entries = Object.entries(v as Record<string, unknown>);
    if (entries.length !== 1) return fail(ctx.file, key, `${shape}: exactly one key.`);
    const [[which, release]] = entries;
    if (which !== "added" && which !== "removed")
      return fail(ctx.file, `${key}.${which}`, `is not a known key. Allowed keys: added, removed.`);
    if (typeof release !== "string" || !RELEASE.test(release)) {
      return fail(ctx.file, `${key}.${which}`, `must be a release like 1.0.0-beta.9, got ${JSON.stringify(release)}.`);
    }
    return which === "added" ? { added: release } : { removed: release };
  },
};

export const DOC_SCHEMA = {
  title: requiredText("the page's h1 and <title>"),
  sidebar_label: optionalText(
    "a shorter label in the sidebar (not for a category's own page: its label comes from the sidebars file, content/sidebars/)",
  ),
  sidebar_badge: sidebarBadge,
  description: optionalText("one line; feeds category cards, search and the meta description"),
  hide_table_of_contents: flag("hides the table of contents"),
  toc_max_heading_level: {
    raw: "Int",
    node: "Int!",
    help: `${TOC_LEVELS.min} or ${TOC_LEVELS.max} (default ${TOC_LEVELS.max})`,
    parse: (v, key, ctx): TocLevel => {
      if (absent(v)) return TOC_LEVELS.max;
      if (v !== TOC_LEVELS.min && v !== TOC_LEVELS.max)
        return fail(ctx.file, key, `must be ${TOC_LEVELS.min} or ${TOC_LEVELS.max}, got ${JSON.stringify(v)}.`);
      return v;
    },
  } satisfies Field<TocLevel>,
  draft: flag("built only in `npm run develop`"),
  unlisted: flag("built, but not in the sitemap or search, and marked noindex"),
  displayed_sidebar: {
    raw: "String",
    node: "String",
    help: 'the sidebar to show ("docs", "dev"), or null for none',
    /** undefined: not set; null: no sidebar. */
    parse: (v, key, ctx): string | null | undefined => {
      if (v === undefined || v === null) return v;
      if (typeof v !== "string") return fail(ctx.file, key, "must be a sidebar id or null.");
      return v;
    },
  } satisfies Field<string | null | undefined>,
  deprecated: optionalText("shows a deprecation banner with this text"),
  source: textList("files of the platform repository the page was checked against (for `npm run check:sources`)"),
  keywords: textList("search words the page does not use itself"),
  redirect_from: {
    raw: "[String]",
    node: "[String!]!",
    help: "old routes of a moved page (under the docs root); each becomes a permanent redirect to this page",
    parse: (v, key, ctx): string[] => {
      if (absent(v)) return [];
      const list = typeof v === "string" ? [v] : v;
      if (!Array.isArray(list) || list.some((x) => typeof x !== "string"))
        return fail(ctx.file, key, "must be a list of routes.");
      for (const route of list as string[]) {
        if (!OLD_DOCS_ROUTE.test(route))
          return fail(
            ctx.file,
            key,
            `"${route}" is not a docs route: write it as ${docsRoutes.root()}/<path>, without a trailing slash, "?", "#", ".." or spaces.`,
          );
        const problem = redirectRouteProblem(route);
        if (problem) return fail(ctx.file, key, `${JSON.stringify(route)} ${problem}`);
      }
      return [...new Set(list as string[])];
    },
  } satisfies Field<string[]>,
} as const;

export const POST_SCHEMA = {
  title: requiredText("the post's h1 and <title>"),
  slug: {
    raw: "String",
    node: "String!",
    help: "the route under /blog (default: the file name without its date)",
    parse: (v, key, ctx): string => {
      const slug = text(v, key, ctx) ?? ctx.fileSlug ?? "";
      if (!/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u.test(slug))
        return fail(ctx.file, key, `must be letters, digits, dots, dashes or underscores, got "${slug}".`);
      return slug;
    },
  } satisfies Field<string>,
  date: {
    raw: "Date @dateformat",
    node: "Date! @dateformat",
    help: "YYYY-MM-DD (default: the date in the file name)",
    parse: (v, key, ctx): string => {
      let date = ctx.fileDate ?? "";
      if (v instanceof Date) date = v.toISOString().slice(0, 10);
      else if (typeof v === "string") date = v.trim();
      else if (!absent(v)) return fail(ctx.file, key, `must be a date like 2024-05-01, got ${JSON.stringify(v)}.`);
      if (!isValidIsoDate(date)) return fail(ctx.file, key, `must be a real date like 2024-05-01, got "${date}".`);
      return date;
    },
  } satisfies Field<string>,
  authors: textList("keys of content/blog/authors.yaml", "authorKeys"),
  tags: textList("keys of content/blog/tags.yaml", "tagKeys"),
  description: optionalText("one line for lists, feeds and the meta description (default: the excerpt)"),
  draft: flag("built only in `npm run develop`"),
  unlisted: flag("built, but not in lists, feeds, the sitemap or search, and marked noindex"),
} as const;

type Schema = Record<string, Field<unknown>>;
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
type Parsed<S extends Schema> = { [K in keyof S & string as CamelCase<K>]: ReturnType<S[K]["parse"]> };

export type DocFrontmatter = Parsed<typeof DOC_SCHEMA>;
export type PostFrontmatter = Parsed<typeof POST_SCHEMA>;

export const camelCase = (key: string): string => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function validate<S extends Schema>(schema: S, raw: unknown, ctx: Context): Parsed<S> {
  if (raw !== null && raw !== undefined && (typeof raw !== "object" || Array.isArray(raw) || raw instanceof Date)) {
    fail(ctx.file, "(root)", "must be a YAML mapping of keys to values.");
  }
  const data = (raw ?? {}) as Record<string, unknown>;
  const keys = Object.keys(schema);
  for (const key of Object.keys(data)) {
    if (!keys.includes(key)) fail(ctx.file, key, `is not a known key. Allowed keys: ${keys.join(", ")}.`);
  }
  const out: Record<string, unknown> = {};
  for (const key of keys) out[camelCase(key)] = schema[key].parse(data[key], key, ctx);
  return out as Parsed<S>;
}

export function validateDocFrontmatter(raw: unknown, file: string): DocFrontmatter {
  return validate(DOC_SCHEMA, raw, { file });
}

const POST_FILE = /^(\d{4}-\d{2}-\d{2})-(.+?)(?:\/index)?\.mdx?$/;

/** Author and tag keys are checked by checkPostReferences once the YAML data is known. */
export function validatePostFrontmatter(raw: unknown, file: string, relativePath: string): PostFrontmatter {
  const m = POST_FILE.exec(relativePath);
  if (!m) fail(file, "(file name)", 'must look like "yyyy-mm-dd-name.mdx" or "yyyy-mm-dd-name/index.mdx".');
  const [, fileDate, fileSlug] = m as RegExpExecArray;
  // The file name's date must be real whether or not front matter sets one.
  if (!isValidIsoDate(fileDate)) fail(file, "(file name)", `starts with "${fileDate}", which is not a real date.`);
  return validate(POST_SCHEMA, raw, { file, fileDate, fileSlug });
}

export function checkPostReferences(
  post: { authors: string[]; tags: string[] },
  file: string,
  known: { authors: ReadonlySet<string>; tags: ReadonlySet<string> },
): void {
  for (const a of post.authors)
    if (!known.authors.has(a)) fail(file, "authors", `names "${a}", which is not in content/blog/authors.yaml.`);
  for (const tag of post.tags)
    if (!known.tags.has(tag)) fail(file, "tags", `names "${tag}", which is not in content/blog/tags.yaml.`);
}

/** The MdxFrontmatter GraphQL type: every key of both schemas, as written in the files. */
export function mdxFrontmatterTypeDef(): string {
  const fields = new Map<string, string>();
  for (const schema of [DOC_SCHEMA, POST_SCHEMA] as Schema[])
    for (const [key, f] of Object.entries(schema)) fields.set(key, f.raw);
  return `type MdxFrontmatter {\n${[...fields].map(([k, t]) => `    ${k}: ${t}`).join("\n")}\n  }`;
}

/** The validated front matter's fields on a node type (Doc, BlogPost). */
export function nodeFieldDefs(schema: Schema): string {
  return Object.entries(schema)
    .map(([key, f]) => `    ${f.nodeName ?? camelCase(key)}: ${f.node}`)
    .join("\n");
}

export type PostNodeFields = Omit<PostFrontmatter, "authors" | "tags"> & { authorKeys: string[]; tagKeys: string[] };

/** The validated values under their node field names. */
export function postNodeFields(fm: PostFrontmatter): PostNodeFields {
  const { authors, tags, ...rest } = fm;
  return { ...rest, authorKeys: authors, tagKeys: tags };
}

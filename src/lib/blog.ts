/** Blog logic: reading time, excerpts, year groups, authors and tags files. Pure. */
import { ContentError } from "./contentError";
import { blogRoutes } from "../config/routes";

export const CJK_CHARS_PER_MINUTE = 300;
export const LATIN_WORDS_PER_MINUTE = 200;

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\u3040-\u30ff\uac00-\ud7af]/g;
const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9'’_.-]*/g;

/** Minutes to read: CJK characters and Latin words counted separately, at least 1. */
export function readingTimeMinutes(markdown: string): number {
  const text = markdown.replace(/^---[\s\S]*?---/, "");
  const cjk = (text.match(CJK) ?? []).length;
  const words = (text.replace(CJK, " ").match(LATIN_WORD) ?? []).length;
  return Math.max(1, Math.ceil(cjk / CJK_CHARS_PER_MINUTE + words / LATIN_WORDS_PER_MINUTE));
}

export const TRUNCATE_MARKER = /\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/;
const AUTO_EXCERPT_CHARS = 120;

/** Markdown → plain text, good enough for excerpts and descriptions. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/^:::.*$/gm, " ")
    .replace(/^import .*$/gm, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*[-*+]\s+/gm, "")
    .replace(/^\s*\|.*\|\s*$/gm, " ")
    .replace(/[*_~>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text before the truncate marker, or a short automatic excerpt. */
export function excerptOf(body: string): { text: string; truncated: boolean } {
  const m = TRUNCATE_MARKER.exec(body);
  if (m) return { text: markdownToText(body.slice(0, m.index)), truncated: true };
  const text = markdownToText(body);
  if (text.length <= AUTO_EXCERPT_CHARS) return { text, truncated: false };
  return { text: `${text.slice(0, AUTO_EXCERPT_CHARS).trimEnd()}……`, truncated: true };
}

/**
 * Post dates are calendar dates where the site's readers are (China Standard Time): a post
 * dated 2026-05-01 is due from 00:00 that day there.
 */
const SITE_TIME_ZONE = "Asia/Shanghai";

/** Today's date in the site's time zone, as YYYY-MM-DD. */
export function todayForPosts(now = new Date()): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/**
 * Whether a post is published: always in `npm run develop`; in a production build, not when it
 * is a draft or dated after `today` (it appears with the first build on or after its date).
 */
export function isPublished(p: { draft: boolean; date: string }, production: boolean, today: string): boolean {
  return !production || (!p.draft && p.date.slice(0, 10) <= today);
}

export interface Dated {
  date: string;
}

/** Groups posts by year, newest year first, keeping the given order inside a year. */
export function groupByYear<T extends Dated>(posts: T[]): { year: string; posts: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const p of [...posts].sort((a, b) => b.date.localeCompare(a.date))) {
    const year = p.date.slice(0, 4);
    groups.set(year, [...(groups.get(year) ?? []), p]);
  }
  return [...groups.entries()].map(([year, ps]) => ({ year, posts: ps }));
}

/** "2024-05-01" → "2024年5月1日". */
export function formatChineseDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split("-").map(Number);
  return `${y}年${m}月${d}日`;
}

export interface AuthorData {
  key: string;
  name: string;
  title: string | null;
  url: string | null;
  image: string | null;
}

export interface TagData {
  key: string;
  label: string;
  permalink: string;
  description: string | null;
}

export class BlogDataError extends ContentError {}

function entries(raw: unknown, file: string): Record<string, unknown>[] {
  if (!Array.isArray(raw)) throw new BlogDataError(`${file}: must be a YAML list.`);
  return raw.map((x, i) => {
    if (!x || typeof x !== "object") throw new BlogDataError(`${file}: entry ${i + 1} must be a mapping.`);
    return x as Record<string, unknown>;
  });
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** Author and tag keys become routes (/blog/authors/<key>): letters, digits, ".", "_", "-". */
const SLUG = /^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u;

function slugKey(raw: unknown, file: string, kind: string, entry: number): string {
  const key = text(raw);
  if (!key) throw new BlogDataError(`${file}: entry ${entry} field "key" is required.`);
  if (!SLUG.test(key)) {
    throw new BlogDataError(
      `${file}: ${kind} ${JSON.stringify(key)} field "key" must be letters, digits, ".", "_" or "-" (it becomes part of a URL).`,
    );
  }
  return key;
}

export function validateAuthors(raw: unknown, file: string): AuthorData[] {
  const seen = new Set<string>();
  return entries(raw, file).map((e, i) => {
    const key = slugKey(e.key, file, "author", i + 1);
    const name = text(e.name);
    if (!name) throw new BlogDataError(`${file}: author "${key}" field "name" is required.`);
    if (seen.has(key)) throw new BlogDataError(`${file}: author "${key}" is listed twice.`);
    seen.add(key);
    return { key, name, title: text(e.title), url: text(e.url), image: text(e.image) };
  });
}

export function validateTags(raw: unknown, file: string): TagData[] {
  const seen = new Set<string>();
  return entries(raw, file).map((e, i) => {
    const key = slugKey(e.key, file, "tag", i + 1);
    if (seen.has(key)) throw new BlogDataError(`${file}: tag "${key}" is listed twice.`);
    seen.add(key);
    const permalink = text(e.permalink) ?? blogRoutes.tag(key);
    const tail = permalink.slice(blogRoutes.tag("").length);
    if (!permalink.startsWith(blogRoutes.tag("")) || !SLUG.test(tail)) {
      throw new BlogDataError(
        `${file}: tag "${key}" field "permalink" must be ${blogRoutes.tag("")} followed by letters, digits, ".", "_" or "-".`,
      );
    }
    return { key, label: text(e.label) ?? key, permalink, description: text(e.description) };
  });
}

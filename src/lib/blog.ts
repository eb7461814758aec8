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

export function validateAuthors(raw: unknown, file: string): AuthorData[] {
  const seen = new Set<string>();
  return entries(raw, file).map((e, i) => {
    const key = text(e.key);
    const name = text(e.name);
    if (!key) throw new BlogDataError(`${file}: entry ${i + 1} field "key" is required.`);
    if (!name) throw new BlogDataError(`${file}: author "${key}" field "name" is required.`);
    if (seen.has(key)) throw new BlogDataError(`${file}: author "${key}" is listed twice.`);
    seen.add(key);
    return { key, name, title: text(e.title), url: text(e.url), image: text(e.image) };
  });
}

export function validateTags(raw: unknown, file: string): TagData[] {
  const seen = new Set<string>();
  return entries(raw, file).map((e, i) => {
    const key = text(e.key);
    if (!key) throw new BlogDataError(`${file}: entry ${i + 1} field "key" is required.`);
    if (seen.has(key)) throw new BlogDataError(`${file}: tag "${key}" is listed twice.`);
    seen.add(key);
    const permalink = text(e.permalink) ?? blogRoutes.tag(key);
    if (!permalink.startsWith(blogRoutes.tag(""))) throw new BlogDataError(`${file}: tag "${key}" field "permalink" must start with ${blogRoutes.tag("")}.`);
    return { key, label: text(e.label) ?? key, permalink, description: text(e.description) };
  });
}

/**
 * Defaults, limits and allowed values the docs state, found in the pinned platform source.
 *
 * An anchor is text copied from a pinned file with one hole. `{value}` stands for one token (a
 * number, a word) or, written between quotes, for the quoted string's inside, whatever it holds
 * (`@default("{value}")` takes `,` from `@default(",")`). `{list}` stands for the inside of a
 * bracketed list, whose values are its quoted strings (`'1', '0'` gives 1 and 0). Everything else
 * in the anchor must occur in the file as written, so an anchor names the one place a value
 * comes from.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** A place in the pinned source: the file and the anchor that holds the value. */
export interface ValueAnchor {
  file: string;
  anchor: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A bare token stops at a quote, a comma, a bracket or a space; it may be empty.
const TOKEN = String.raw`([^\s'"\`,;)\]}]*)`;
const LIST = String.raw`([^\]]*)`;

/** The anchor as a regular expression with one capture group (its hole). */
export function anchorPattern(anchor: string): RegExp {
  const hole = anchor.includes("{value}") ? "{value}" : "{list}";
  const [before, after] = anchor.split(hole);
  // Between quotes, {value} is the whole string's inside, whatever it holds ("," included).
  const quote = before.slice(-1);
  const inQuotes = hole === "{value}" && `'"\``.includes(quote) && quote !== "" && after.startsWith(quote);
  const group = inQuotes ? `([^${quote}]*)` : hole === "{value}" ? TOKEN : LIST;
  return new RegExp(escape(before) + group + escape(after), "g");
}

/** The values of a `{list}` hole's text: its quoted strings, or its bare comma-separated items. */
export function listValues(inside: string): string[] {
  const quoted = [...inside.matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
  return quoted.length
    ? quoted
    : inside
        .split(",")
        .map((v) => v.trim())
        .filter(Boolean);
}

export type Found = { ok: true; value: string; values: string[] } | { ok: false; problem: string };

/**
 * What the anchor's hole holds in `platformDir/file`. Fails when the file is missing, when the
 * anchor does not occur, or when it occurs more than once with different values.
 */
export function findAnchored(platformDir: string, { file, anchor }: ValueAnchor): Found {
  const full = path.join(platformDir, file);
  if (!existsSync(full)) return { ok: false, problem: `${file} is not in the pinned copy ${platformDir}` };
  const text = readFileSync(full, "utf8");
  const hits = [...new Set([...text.matchAll(anchorPattern(anchor))].map((m) => m[1]))];
  if (hits.length === 0) return { ok: false, problem: `${file} has no "${anchor}"` };
  if (hits.length > 1)
    return {
      ok: false,
      problem: `${file} has "${anchor}" with different values (${hits.join(", ")}); lengthen the anchor`,
    };
  return { ok: true, value: hits[0], values: listValues(hits[0]) };
}

/** Whether `text` states `value` as a whole token (not part of a longer number or word); "" as `''`. */
export function states(text: string, value: string): boolean {
  if (value === "") return text.includes("`''`");
  return new RegExp(`(?<![0-9A-Za-z_])${escape(value)}(?![0-9A-Za-z_])`).test(text);
}

/** Whether `text` names `value` in backticks. */
export function namesInCode(text: string, value: string): boolean {
  return text.includes(`\`${value}\``);
}

/** A table of a Markdown page: its header cells and its rows' cells, backticks kept. */
export function markdownTables(mdx: string): { header: string[]; rows: string[][] }[] {
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  const tables: { header: string[]; rows: string[][] }[] = [];
  const lines = mdx.split("\n");
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trim().startsWith("|") || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1])) continue;
    const table = { header: cells(lines[i]), rows: [] as string[][] };
    let j = i + 2;
    for (; j < lines.length && lines[j].trim().startsWith("|"); j++) table.rows.push(cells(lines[j]));
    tables.push(table);
    i = j;
  }
  return tables;
}

/** The cell of `column` in the row whose first cell, without its backticks, is `row` ("-D, --delay"). */
export function tableCell(mdx: string, row: string, column: string): string | null {
  const plain = (c: string) => c.replace(/`/g, "");
  for (const t of markdownTables(mdx)) {
    const col = t.header.indexOf(column);
    if (col < 0) continue;
    const r = t.rows.find((cells) => plain(cells[0]) === row);
    if (r) return r[col] ?? null;
  }
  return null;
}

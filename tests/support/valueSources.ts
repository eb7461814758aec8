/**
 * Defaults, limits and allowed values the docs state, found in the pinned platform source.
 *
 * An anchor is text copied from a pinned file with one hole. `{value}` stands for one token (a
 * number, a word; followed by a space in the anchor, every character up to that space, as in
 * `[[ $1 =~ {value} ]]`) or, written between quotes, for the quoted string's inside, whatever it
 * holds (`@default("{value}")` takes `,` from `@default(",")`). `{list}` stands for the inside of a
 * bracketed list, whose values are its quoted strings (`'1', '0'` gives 1 and 0). `{const}` stands
 * for a named constant (`APP_ROOT_DIR`, or an enum member `APP_DIR_TYPE.ALL`) whose value is a
 * literal where it is defined, found through the file's imports. Everything else in the anchor
 * must occur in the file as written, so an anchor names the one place a value comes from.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { definitionOf } from "./backendRoutes";

/** A place in the pinned source: the file and the anchor that holds the value. */
export interface ValueAnchor {
  file: string;
  anchor: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// A bare token stops at a quote, a comma, a bracket or a space; it may be empty.
const TOKEN = String.raw`([^\s'"\`,;)\]}]*)`;
const LIST = String.raw`([^\]]*)`;

const HOLES = ["{value}", "{list}", "{const}"] as const;
const holeOf = (anchor: string) => HOLES.find((h) => anchor.includes(h)) ?? "{value}";

/** The anchor as a regular expression with one capture group (its hole). */
export function anchorPattern(anchor: string): RegExp {
  const hole = holeOf(anchor);
  const [before, after] = anchor.split(hole);
  // Between quotes, {value} is the whole string's inside, whatever it holds ("," included).
  const quote = before.slice(-1);
  const inQuotes = hole === "{value}" && `'"\``.includes(quote) && quote !== "" && after.startsWith(quote);
  const group = inQuotes
    ? `([^${quote}]*)`
    : hole === "{list}"
      ? LIST
      : after.startsWith(" ")
        ? String.raw`(\S*)`
        : TOKEN;
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

/** Where the value was read: the anchored file, and for `{const}` the constant's definition too. */
export type Found = { ok: true; value: string; values: string[]; from: string } | { ok: false; problem: string };

/**
 * Constants the platform computes when it runs, keyed `<defining file>#<name>`: the value the docs
 * give each, and why that value holds. Their definition must still name that value.
 */
export type RunTimeConstants = Record<string, { value: string; why: string }>;

/**
 * What the anchor's hole holds in `platformDir/file`. Fails when the file is missing, when the
 * anchor does not occur, or when it occurs more than once with different values; for `{const}`,
 * also when the constant's definition is not found or holds no literal (unless `runTime` lists it).
 */
export function findAnchored(
  platformDir: string,
  { file, anchor }: ValueAnchor,
  runTime: RunTimeConstants = {},
): Found {
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
  if (holeOf(anchor) === "{const}") return constantValue(platformDir, file, hits[0], runTime);
  return { ok: true, value: hits[0], values: listValues(hits[0]), from: file };
}

const LITERAL = String.raw`(?:'([^']*)'|"([^"]*)"|(-?\d+(?:\.\d+)?|true|false))`;

/** The literal value of constant `name` (`NAME` or `Enum.MEMBER`) as `file` uses it. */
function constantValue(platformDir: string, file: string, name: string, runTime: RunTimeConstants): Found {
  const [head, member] = name.split(".");
  const found = definitionOf(platformDir, file, head);
  if (!found) return { ok: false, problem: `${file} uses ${head}, but it is not defined there or in what it imports` };
  const from = `${file} → ${name} in ${found.file}`;
  // `MEMBER = 'x',` in an enum (or `MEMBER: 'x',` in an object); `const NAME = 'x'` otherwise.
  const definition = member
    ? new RegExp(String.raw`^\s*${escape(member)}\s*[=:]\s*${LITERAL}\s*,?\s*(?://.*)?$`, "m")
    : new RegExp(
        String.raw`^\s*(?:export\s+)?(?:const|let|var)\s+${escape(head)}\s*(?::[^=]+)?=\s*${LITERAL}\s*;?\s*(?://.*)?$`,
        "m",
      );
  const m = definition.exec(found.def);
  if (m) {
    const value = m[1] ?? m[2] ?? m[3];
    return { ok: true, value, values: [value], from };
  }
  const listed = runTime[`${found.file}#${name}`];
  if (!listed)
    return { ok: false, problem: `${name} in ${found.file} is not a literal: ${found.def.split("\n")[0].trim()}` };
  if (!states(found.def, listed.value))
    return { ok: false, problem: `${name} in ${found.file} no longer names ${listed.value}, the value listed for it` };
  return {
    ok: true,
    value: listed.value,
    values: [listed.value],
    from: `${from} (listed as computed at run time)`,
  };
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

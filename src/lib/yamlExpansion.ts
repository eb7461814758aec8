/**
 * A YAML alias bomb: a few lines of anchors and aliases (`&a [*b, *b, …]`) that expand to
 * billions of values. js-yaml parses it into shared objects cheaply, but anything that walks or
 * copies the result (Gatsby's node store, a JSON dump) expands it and runs out of memory. So
 * every front matter and YAML data file is measured as it expands, with a cap, right after it
 * is parsed and before any other code sees it.
 */
import { ContentError } from "./contentError";

export class YamlExpansionError extends ContentError {}

/** Far above any real file (the largest API description has a few hundred values). */
export const MAX_YAML_VALUES = 20_000;

/** Counts values as they expand (an aliased subtree counts each time it is reached), up to the cap. */
export function expandsBeyond(data: unknown, cap = MAX_YAML_VALUES): boolean {
  let count = 0;
  const stack: unknown[] = [data];
  while (stack.length) {
    const v = stack.pop();
    if (++count > cap) return true;
    if (v && typeof v === "object" && !(v instanceof Date)) for (const child of Object.values(v)) stack.push(child);
  }
  return false;
}

/** 1-based line and column of the first alias (`*name`) in `text`, for the message. */
export function firstAlias(text: string): { line: number; column: number } | null {
  const m = /(^|[\s,[{:-])\*[^\s,[\]{}]+/m.exec(text);
  if (!m) return null;
  const at = m.index + m[1].length;
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

/**
 * Refuses YAML whose aliases expand beyond the cap. `what` is "front matter" or "" (a data
 * file); `lineOffset` is the number of lines in the file before `text`.
 */
export function assertBoundedYaml(data: unknown, text: string, file: string, what: string, lineOffset = 0): void {
  if (!expandsBeyond(data)) return;
  const alias = firstAlias(text);
  const where = alias ? `:${alias.line + lineOffset}:${alias.column}` : "";
  throw new YamlExpansionError(
    `${file}${where}: ${what ? `${what} uses` : "uses"} YAML aliases (*name) that expand to more than ${MAX_YAML_VALUES} values. Write the values out instead of nesting aliases.`,
  );
}

/**
 * Checks on a content file's raw bytes, before any plugin reads it: the text must be UTF-8 and
 * the front matter must be YAML that parses. gatsby-plugin-mdx parses front matter itself and
 * fails with a bare js-yaml error and no file name, so the build runs these checks first
 * (onPreBootstrap) and `npm run check:mdx` runs the same ones.
 */
import { ContentError } from "./contentError";
import matter from "gray-matter";
import { assertBoundedYaml } from "./yamlExpansion";
import { assertNoScriptUrls } from "./scriptUrls";

export class ContentSourceError extends ContentError {}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The file's text; refuses bytes that are not UTF-8 (a GBK file from a Windows editor, say). */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes);
  } catch {
    const at = firstInvalidUtf8Line(bytes);
    throw new ContentSourceError(
      `${file}: is not UTF-8 text (first bad byte on line ${at}). Save the file as UTF-8 (in most editors: "Save with encoding" → UTF-8).`,
    );
  }
}

/** 1-based line of the first byte sequence that is not valid UTF-8. */
function firstInvalidUtf8Line(bytes: Uint8Array): number {
  let line = 1;
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    const len = b < 0x80 ? 1 : b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
    if (len === 0 || i + len > bytes.length) return line;
    try {
      utf8.decode(bytes.subarray(i, i + len));
    } catch {
      return line;
    }
    if (b === 0x0a) line++;
    i += len;
  }
  return line;
}

/** Front matter parsed exactly as gatsby-plugin-mdx parses it (gray-matter, YAML only). */
export function parseFrontmatter(source: string): { data: Record<string, unknown>; body: string; yaml: string } {
  const parsed = matter(source, {
    language: "yaml",
    engines: { js: () => ({}), javascript: () => ({}), json: () => ({}) } as never,
  });
  return { data: parsed.data, body: parsed.content, yaml: parsed.matter };
}

interface YamlErrorLike {
  reason?: string;
  mark?: { line: number; column: number };
}

/** Like parseFrontmatter, but a YAML error names the file and the line in the file. */
export function readFrontmatter(
  source: string,
  file: string,
): { data: Record<string, unknown>; body: string; bodyLine: number } {
  let parsed: ReturnType<typeof parseFrontmatter>;
  try {
    parsed = parseFrontmatter(source);
  } catch (e) {
    const err = e as Error & YamlErrorLike;
    // gray-matter hands js-yaml the text after the opening "---", which starts with its line break.
    const where = err.mark ? `:${err.mark.line + 1}:${err.mark.column + 1}` : "";
    throw new ContentSourceError(
      `${file}${where}: front matter is not valid YAML: ${err.reason ?? err.message.split("\n")[0]}.`,
    );
  }
  const { data, body, yaml } = parsed;
  // The YAML after the opening "---" starts with that line's break: its line N is the file's.
  // The size check comes first: walking an alias bomb is what it guards against.
  assertBoundedYaml(data, yaml, file, "front matter");
  assertNoScriptUrls(data, yaml, file);
  return { data, body, bodyLine: lineOfBody(source, body) };
}

/** 1-based line of the file where the body (the text after the front matter) starts. */
export function lineOfBody(source: string, body: string): number {
  if (!body || !source.endsWith(body)) return 1;
  return source.slice(0, source.length - body.length).split("\n").length;
}

/** Checks one MDX file's bytes; returns the text and its parsed front matter. */
export function readContentFile(
  bytes: Uint8Array,
  file: string,
): ReturnType<typeof readFrontmatter> & { source: string } {
  const source = decodeUtf8(bytes, file);
  return { source, ...readFrontmatter(source, file) };
}

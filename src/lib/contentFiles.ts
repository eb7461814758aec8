/**
 * The content files under the content folders, and the checks every one of them must pass before
 * any plugin reads it (no link out of the repository, UTF-8, front matter or YAML that parses). Used by the build's
 * onPreBootstrap and by `npm run check:mdx`, so both refuse the same files with the same message.
 */
import { readdirSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { ContentSourceError, decodeUtf8, readContentFile } from "./contentSource";
import { checkContentLinks } from "./contentLinks";
import { assertBoundedYaml } from "./yamlExpansion";
import { assertNoScriptUrls } from "./scriptUrls";
import { assertUrlSafeName, largeFileWarning } from "./contentPaths";

export const MDX_FILE = /\.mdx?$/;
/**
 * A partial: an MDX file whose name starts with "_" (`_in-container.mdx`). It makes no page and
 * needs no front matter; pages import it (`import InContainer from "./_in-container.mdx"`).
 */
export const isPartial = (file: string): boolean => /(?:^|[\\/])_[^\\/]*\.mdx?$/.test(file);
export const YAML_FILE = /\.ya?ml$/;

/**
 * Files under `dir` (absolute paths), in a stable order. Symbolic links to folders are followed,
 * as Gatsby's file source follows them, so the checks see every file the build reads.
 */
export function filesUnder(dir: string, pattern: RegExp, seen = new Set<string>()): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
    const real = realpathSync(dir);
    if (seen.has(real)) return [];
    seen.add(real);
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      return isFolder(full, e) ? filesUnder(full, pattern, seen) : pattern.test(e.name) ? [full] : [];
    })
    .sort();
}

function isFolder(full: string, e: { isDirectory(): boolean; isSymbolicLink(): boolean }): boolean {
  if (!e.isSymbolicLink()) return e.isDirectory();
  try {
    return statSync(full).isDirectory();
  } catch {
    return false; // a dangling link: checked as a file if its name matches
  }
}

/** The project-relative, slash-separated name messages use. */
export const labelOf = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

/** YAML data parsed with the build's parser; a syntax error names the file and the line. */
/**
 * YAML data parsed with the build's parser; a syntax error names the file and the line, and so
 * do an alias bomb and a script URL in any value.
 */
export function parseYamlData(text: string, label: string): unknown {
  let data: unknown;
  try {
    data = yaml.load(text);
  } catch (e) {
    const err = e as Error & { reason?: string; mark?: { line: number; column: number } };
    const where = err.mark ? `:${err.mark.line + 1}:${err.mark.column + 1}` : "";
    throw new ContentSourceError(`${label}${where}: is not valid YAML: ${err.reason ?? err.message.split("\n")[0]}.`);
  }
  // The size check first: walking an alias bomb is what it guards against.
  assertBoundedYaml(data, text, label, "");
  assertNoScriptUrls(data, text, label);
  return data;
}

/**
 * The file's name and size: a name a URL can carry (links leaving the repository are refused
 * before, by checkContentLinks). Returns a warning for a very large file, or null.
 */
export function checkContentPath(root: string, file: string): string | null {
  const label = labelOf(root, file);
  assertUrlSafeName(label);
  return largeFileWarning(label, statSync(file).size);
}

/** Checks one MDX file (path, bytes, front matter); returns its text, front matter and any warning. */
export function checkMdxSource(
  root: string,
  file: string,
): ReturnType<typeof readContentFile> & { warning: string | null } {
  const warning = checkContentPath(root, file);
  return { ...readContentFile(readFileSync(file), labelOf(root, file)), warning };
}

/** Checks one YAML data file (path, bytes, YAML); returns its data and any warning. */
export function checkYamlSource(root: string, file: string): { data: unknown; warning: string | null } {
  const warning = checkContentPath(root, file);
  const label = labelOf(root, file);
  return { data: parseYamlData(decodeUtf8(readFileSync(file), label), label), warning };
}

/** Checks the links, then every MDX and YAML file under the given folders; throws the first problem. */
export function checkContentFiles(root: string, dirs: readonly string[]): { count: number; warnings: string[] } {
  checkContentLinks(root, dirs);
  let count = 0;
  const warnings: string[] = [];
  const note = (w: string | null) => {
    if (w) warnings.push(w);
    count++;
  };
  for (const dir of dirs) {
    const abs = path.resolve(root, dir);
    for (const file of filesUnder(abs, MDX_FILE)) note(checkMdxSource(root, file).warning);
    for (const file of filesUnder(abs, YAML_FILE)) note(checkYamlSource(root, file).warning);
  }
  return { count, warnings };
}

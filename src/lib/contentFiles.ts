/**
 * The content files under the content folders, and the checks every one of them must pass before
 * any plugin reads it (no link out of the repository, UTF-8, front matter or YAML that parses). Used by the build's
 * onPreBootstrap and by `npm run check:mdx`, so both refuse the same files with the same message.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { ContentSourceError, decodeUtf8, readContentFile } from "./contentSource";
import { checkContentLinks } from "./contentLinks";

export const MDX_FILE = /\.mdx?$/;
export const YAML_FILE = /\.ya?ml$/;

/** Files under `dir` (absolute paths), in a stable order. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full, pattern) : pattern.test(e.name) ? [full] : [];
    })
    .sort();
}

/** The project-relative, slash-separated name messages use. */
export const labelOf = (root: string, file: string) => path.relative(root, file).split(path.sep).join("/");

/** YAML data parsed with the build's parser; a syntax error names the file and the line. */
export function parseYamlData(text: string, label: string): unknown {
  try {
    return yaml.load(text);
  } catch (e) {
    const err = e as Error & { reason?: string; mark?: { line: number; column: number } };
    const where = err.mark ? `:${err.mark.line + 1}:${err.mark.column + 1}` : "";
    throw new ContentSourceError(`${label}${where}: is not valid YAML: ${err.reason ?? err.message.split("\n")[0]}.`);
  }
}

/** Checks the links, then every MDX and YAML file under the given folders; throws the first problem. */
export function checkContentFiles(root: string, dirs: readonly string[]): number {
  checkContentLinks(root, dirs);
  let count = 0;
  for (const dir of dirs) {
    const abs = path.resolve(root, dir);
    for (const file of filesUnder(abs, MDX_FILE)) {
      readContentFile(readFileSync(file), labelOf(root, file));
      count++;
    }
    for (const file of filesUnder(abs, YAML_FILE)) {
      const label = labelOf(root, file);
      parseYamlData(decodeUtf8(readFileSync(file), label), label);
      count++;
    }
  }
  return count;
}

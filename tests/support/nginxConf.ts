/**
 * A small reader of the nginx configuration in docs/deploy/, enough to answer "which headers and
 * which redirect does nginx give this path": directives and blocks, `include` of the snippet,
 * server-level `rewrite … permanent`, and location selection in nginx's order (exact, then the
 * longest prefix unless `^~`, then regexes in file order). Not a general nginx parser.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function tokens(text: string): string[] {
  const out: string[] = [];
  const re = /#[^\n]*|"((?:[^"\\]|\\.)*)"|([{};])|([^\s{};"#]+)/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].startsWith("#")) continue;
    // nginx reads \" and \\ inside quotes as the character itself.
    out.push(m[1] !== undefined ? `"${m[1].replace(/\\(.)/g, "$1")}` : m[0]);
  }
  return out;
}

function parse(list: string[], dir: string, at = { i: 0 }): Directive[] {
  const out: Directive[] = [];
  let words: string[] = [];
  while (at.i < list.length) {
    const t = list[at.i++];
    if (t === "}") break;
    if (t === ";") {
      const [name, ...args] = words;
      words = [];
      if (name === "include") out.push(...readInclude(args[0], dir));
      else out.push({ name, args });
    } else if (t === "{") {
      const [name, ...args] = words;
      words = [];
      out.push({ name, args, block: parse(list, dir, at) });
    } else words.push(t.startsWith('"') ? t.slice(1) : t);
  }
  return out;
}

/**
 * The snippet beside the configuration; the moved pages' locations from the built site
 * (public/_redirects.nginx), none before a build.
 */
function readInclude(file: string, dir: string): Directive[] {
  if (path.basename(file) === "_redirects.nginx") return existsSync(BUILT_REDIRECTS) ? readConf(BUILT_REDIRECTS) : [];
  return readConf(path.join(dir, path.basename(file)));
}
const BUILT_REDIRECTS = "public/_redirects.nginx";

export const parseConf = (text: string, dir: string): Directive[] => parse(tokens(text), dir);
export const readConf = (file: string): Directive[] => parseConf(readFileSync(file, "utf8"), path.dirname(file));

export function server(conf: Directive[]): Directive[] {
  const s = conf.find((d) => d.name === "server");
  if (!s?.block) throw new Error("no server block");
  return s.block;
}

/** The location block nginx picks for a URI. */
export function locationFor(srv: Directive[], uri: string): Directive | undefined {
  const locations = srv.filter((d) => d.name === "location");
  const exact = locations.find((l) => l.args[0] === "=" && l.args[1] === uri);
  if (exact) return exact;
  const prefixes = locations.filter((l) => l.args.length === 1 || l.args[0] === "^~");
  const prefixOf = (l: Directive) => l.args[l.args.length - 1];
  const longest = prefixes
    .filter((l) => uri.startsWith(prefixOf(l)))
    .sort((a, b) => prefixOf(b).length - prefixOf(a).length)[0];
  if (longest?.args[0] === "^~") return longest;
  const regex = locations.find(
    (l) => (l.args[0] === "~" || l.args[0] === "~*") && new RegExp(l.args[1], l.args[0] === "~*" ? "i" : "").test(uri),
  );
  return regex ?? longest;
}

/** add_header values of a block (nginx inherits the server's only when the block has none). */
export function headersOf(block: Directive[], inherited: Record<string, string> = {}): Record<string, string> {
  const own = block.filter((d) => d.name === "add_header");
  if (!own.length) return { ...inherited };
  return Object.fromEntries(own.map((d) => [d.args[0], d.args[1]]));
}

/** The answer to a GET: a permanent redirect from the server's rewrites, or the location's headers. */
export function answer(
  srv: Directive[],
  uri: string,
): { redirect: string } | { headers: Record<string, string>; contentType?: string } {
  for (const r of srv.filter((d) => d.name === "rewrite" && d.args[2] === "permanent")) {
    const m = new RegExp(r.args[0]).exec(uri);
    if (m) return { redirect: r.args[1].replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? "") };
  }
  const loc = locationFor(srv, uri);
  const block = loc?.block ?? [];
  const ret = block.find((d) => d.name === "return" && d.args[0] === "301");
  if (ret) return { redirect: ret.args[1].replace("$is_args$args", "") };
  const emptyTypes = block.some((d) => d.name === "types" && d.block?.length === 0);
  const defaultType = block.find((d) => d.name === "default_type")?.args[0];
  return { headers: headersOf(block, headersOf(srv)), contentType: emptyTypes ? defaultType : undefined };
}

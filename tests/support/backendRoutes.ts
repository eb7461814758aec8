/**
 * The HTTP routes of the pinned backend, read from its source: the Express apps each
 * backend/api/*.ts file exports, where backend/server/httpServer.ts mounts them, and for every
 * route the text of its handler plus the functions and constants it uses (the validators it
 * calls), followed through the backend's own imports a few levels deep.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export interface Route {
  method: string;
  /** Full path, Express `:param` written as `{param}` like the docs. */
  path: string;
  file: string;
  /** The handler and everything it uses, as source text. */
  code: string;
}

interface Module {
  file: string;
  text: string;
  /** name → where its definition starts (the first one, at any depth) */
  defs: Map<string, number>;
  /** local name → [module file, exported name] */
  imports: Map<string, [string, string]>;
}

const IDENT = /[A-Za-z_$][\w$]*/g;

function resolveImport(from: string, spec: string, backend: string): string | null {
  if (!spec.startsWith(".")) return null;
  const base = path.resolve(path.dirname(path.join(backend, from)), spec);
  for (const candidate of [`${base}.ts`, path.join(base, "index.ts"), base])
    if (existsSync(candidate) && candidate.endsWith(".ts")) return path.relative(backend, candidate);
  return null;
}

function loadModule(backend: string, file: string): Module {
  const text = readFileSync(path.join(backend, file), "utf8");
  const imports = new Map<string, [string, string]>();
  for (const m of text.matchAll(/^import\s+(?!type\b)(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*'([^']+)'/gm)) {
    const target = resolveImport(file, m[3], backend);
    if (!target) continue;
    if (m[1]) imports.set(m[1], [target, "default"]);
    for (const part of (m[2] ?? "").split(",")) {
      const [name, alias] = part
        .replace(/\btype\s+/, "")
        .trim()
        .split(/\s+as\s+/);
      if (name) imports.set((alias ?? name).trim(), [target, name.trim()]);
    }
  }
  // Re-exports (`export { default as API_STATUS_CODE } from '../api/model'`) name things too.
  for (const m of text.matchAll(/^export\s+\{([^}]*)\}\s*from\s*'([^']+)'/gm)) {
    const target = resolveImport(file, m[2], backend);
    if (!target) continue;
    for (const part of m[1].split(",")) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      if (name) imports.set((alias ?? name).trim(), [target, name.trim()]);
    }
  }
  const defs = new Map<string, number>();
  for (const m of text.matchAll(
    /^[ \t]*(?:export\s+)?(?:async\s+)?(?:function\s*\*?\s*([\w$]+)|(?:const|let|var|class|enum)\s+([\w$]+))/gm,
  )) {
    const name = m[1] ?? m[2];
    if (!defs.has(name)) defs.set(name, m.index!);
  }
  const exportDefault = /^export default /m.exec(text);
  if (exportDefault) defs.set("default", exportDefault.index);
  return { file, text, imports, defs };
}

/**
 * The statement that starts at line start `start`: up to the next line indented no deeper that
 * begins with anything but a closing bracket. The backend is formatted (ESLint), so a body is
 * always indented deeper than the line that opens it.
 */
function statementAt(text: string, start: number): string {
  const indent = /^[ \t]*/.exec(text.slice(start))![0].length;
  const next = new RegExp(`\\n[ \\t]{0,${indent}}(?![\\s})\\]>]|$)`, "g");
  next.lastIndex = start;
  const m = next.exec(text);
  return text.slice(start, m ? m.index : text.length);
}

/** Where `name`, as used in `mod`, is defined: through imports and `export default x`. */
function resolveName(
  backend: string,
  cache: Map<string, Module>,
  mod: Module,
  name: string,
  hops: number,
): { mod: Module; name: string; def: string } | null {
  if (hops > 4) return null;
  // `export default prisma` names another definition; `export default { … }` is one.
  const alias = name === "default" ? /^export default ([\w$]+)\s*$/m.exec(mod.text)?.[1] : undefined;
  if (alias) return resolveName(backend, cache, mod, alias, hops + 1);
  const imported = mod.imports.get(name);
  if (imported) {
    const [file, original] = imported;
    if (!cache.has(file)) cache.set(file, loadModule(backend, file));
    return resolveName(backend, cache, cache.get(file)!, original, hops + 1);
  }
  const at = mod.defs.get(name);
  return at === undefined ? null : { mod, name, def: statementAt(mod.text, at) };
}

/**
 * Where `name`, as the platform file `file` (under backend/) uses it, is defined, followed through
 * imports: the defining file (from the platform root) and its statement; null when not found.
 */
export function definitionOf(platformDir: string, file: string, name: string): { file: string; def: string } | null {
  const backend = path.join(platformDir, "backend");
  const from = path.relative("backend", file);
  if (from.startsWith("..") || !existsSync(path.join(backend, from))) return null;
  const found = resolveName(backend, new Map(), loadModule(backend, from), name, 0);
  return found && { file: path.join("backend", found.mod.file), def: found.def };
}

/** `code` plus the definitions of every name it uses, followed `depth` levels into other modules. */
function withCallees(
  backend: string,
  cache: Map<string, Module>,
  mod: Module,
  code: string,
  depth: number,
  seen: Map<string, number>,
): string {
  const parts = [code];
  if (depth === 0) return code;
  const names = new Set(code.match(IDENT) ?? []);
  for (const name of names) {
    const found = resolveName(backend, cache, mod, name, 0);
    if (!found) continue;
    // Reached before with as many levels left: nothing new below it.
    const key = `${found.mod.file}#${found.name}`;
    if ((seen.get(key) ?? -1) >= depth - 1) continue;
    seen.set(key, depth - 1);
    if (found.def !== code) parts.push(withCallees(backend, cache, found.mod, found.def, depth - 1, seen));
  }
  return parts.join("\n");
}

/** Every route of the pinned backend, with its handler code. */
export function backendRoutes(platformDir: string, depth = 3): Route[] {
  const backend = path.join(platformDir, "backend");
  const cache = new Map<string, Module>();
  const load = (file: string) => {
    if (!cache.has(file)) cache.set(file, loadModule(backend, file));
    return cache.get(file)!;
  };
  const server = load("server/httpServer.ts");

  // Router and app mounts in httpServer.ts: name → prefix, and the middleware named on the way.
  const routerPrefix = new Map<string, string>();
  for (const m of server.text.matchAll(/app\.use\(\s*'([^']+)'\s*,([^)]*?)(\w+)\s*\)/g)) routerPrefix.set(m[3], m[1]);
  const mounts: { prefix: string; file: string; exported: string }[] = [];
  for (const m of server.text.matchAll(/(\w+)\.use\(\s*'([^']+)'\s*,\s*(\w+)\s*\)/g)) {
    const prefix = routerPrefix.get(m[1]);
    const imported = server.imports.get(m[3]);
    if (prefix && imported) mounts.push({ prefix: prefix + m[2], file: imported[0], exported: imported[1] });
  }

  // app.use(path, …) statements: their middleware and error handlers run for every route under path.
  const appUses = [...server.text.matchAll(/^[ \t]*app\.use\(\s*'([^']+)'/gm)].map((m) => ({
    prefix: m[1].replace(/\/\*splat$/, ""),
    code: statementAt(server.text, m.index!),
  }));
  const chain = (full: string) =>
    appUses
      .filter((u) => full === u.prefix || full.startsWith(`${u.prefix}/`))
      .map((u) => u.code)
      .join("\n");

  const routes: Route[] = [];
  for (const mount of mounts) {
    const mod = load(mount.file);
    // The local variable behind the export: `export { api as API }` or `export const API`.
    const local = new RegExp(`\\b(\\w+)\\s+as\\s+${mount.exported}\\b`).exec(mod.text)?.[1] ?? mount.exported;
    const re = new RegExp(`^${local.replace(/\$/g, "\\$")}\\.(get|post|put|delete|patch)\\(\\s*'([^']*)'`, "gm");
    for (const m of mod.text.matchAll(re)) {
      const handler = statementAt(mod.text, m.index!);
      const sub = m[2] === "/" ? "" : m[2];
      const full = mount.prefix + sub;
      const seen = new Map<string, number>();
      routes.push({
        method: m[1].toUpperCase(),
        path: full.replace(/:(\w+)/g, "{$1}"),
        file: `backend/${mount.file}`,
        code: `${withCallees(backend, cache, mod, handler, depth, seen)}\n${withCallees(backend, cache, server, chain(full), depth, seen)}`,
      });
    }
  }
  return routes;
}

/**
 * esbuild instead of Babel for the code webpack compiles in the production stages.
 *
 * Gatsby runs every source file, Gatsby's own runtime (.cache/) and every compiled MDX page
 * through its Babel loader, in both stages (browser bundle and HTML renderer). Most of those
 * files need nothing Babel alone can do: TypeScript and JSX are stripped by esbuild, and the
 * browsers Gatsby targets (its browserslist: ES module support, > 0.25 %) run ES2020 as it is.
 * Two Babel plugins of Gatsby's loader do matter, so files that need them keep it:
 * - babel-plugin-remove-graphql-queries replaces `graphql` tags (page queries, static queries,
 *   fragments) with query hashes; a tag left in place throws in the browser. Any file whose
 *   source contains a `graphql` tag keeps Babel.
 * - babel-plugin-remove-api drops page-only exports (`config`, `getServerData`) from page
 *   components, the modules imported by Gatsby's async-requires. Those keep Babel too.
 * Those modules go through esbuild first too, then through Gatsby's Babel loader with only
 * Gatsby's required plugins (./gatsbyBabelPluginsOnly.cjs), not its preset-env and preset-react.
 * Query extraction is not affected: Gatsby parses the sources with its own Babel pass before
 * webpack runs.
 */
import fs from "node:fs";
import path from "node:path";
import { walkRules } from "../webpack/walkRules";

/** The syntax level of what esbuild emits; Gatsby's browserslist (tests/unit/esbuildLoaders.test.ts) runs it. */
export const ESBUILD_TARGET = "es2020";

/** The loader that runs only Gatsby's required Babel plugins, on esbuild's output. */
export const GATSBY_PLUGINS_ONLY_LOADER = path.join(
  process.cwd(),
  "src",
  "node",
  "frameworkPatches",
  "gatsbyBabelPluginsOnly.cjs",
);

/** Gatsby's own Babel loader, as its rules name it. */
export const GATSBY_BABEL_LOADER = /[\\/]gatsby[\\/]dist[\\/]utils[\\/]babel-loader\.js$/;

/** A `graphql` tagged template: what babel-plugin-remove-graphql-queries rewrites. */
const GRAPHQL_TAG = /\bgraphql\s*`/;

/** What webpack passes to a rule's `use` function. */
export interface UseInfo {
  resource: string;
  resourceQuery?: string;
  issuer?: string;
}
export type UseEntry = string | { loader?: string; options?: unknown };
type UseFn = (info: UseInfo) => UseEntry[] | UseEntry;
export interface LoaderRule {
  test?: unknown;
  use?: UseEntry | UseEntry[] | UseFn;
  oneOf?: LoaderRule[];
  rules?: LoaderRule[];
}

/** True where Gatsby's Babel plugins must run (see the header). An unreadable source keeps Babel. */
export function needsGatsbyBabel(
  info: UseInfo,
  readSource: (file: string) => string = (f) => fs.readFileSync(f, "utf8"),
): boolean {
  if (/async-requires/.test(info.issuer ?? "")) return true;
  try {
    return GRAPHQL_TAG.test(readSource(info.resource));
  } catch {
    return true;
  }
}

/**
 * In `gatsby develop`, also our own modules (not node_modules, not Gatsby's .cache runtime, not
 * compiled MDX) keep Gatsby's plugins: there they include react-refresh's, which registers
 * components so an edit keeps their state. A compiled MDX page still updates in place: Fast
 * Refresh remounts its content.
 */
export function needsGatsbyBabelInDevelop(
  info: UseInfo,
  readSource?: (file: string) => string,
  siteDir = process.cwd(),
): boolean {
  const rel = path.relative(siteDir, info.resource);
  const own =
    !rel.startsWith("..") &&
    !path.isAbsolute(rel) &&
    !/(^|[\\/])(node_modules|\.cache)[\\/]/.test(rel) &&
    !/\.mdx?$/.test(rel);
  return own || needsGatsbyBabel(info, readSource);
}

/** esbuild's loader for a resource: compiled MDX and Gatsby's .js files may hold JSX. */
export function esbuildSyntax(resource: string): "ts" | "tsx" | "jsx" {
  const ext = path.extname(resource);
  if (ext === ".ts" || ext === ".mts" || ext === ".cts") return "ts";
  if (ext === ".tsx") return "tsx";
  return "jsx";
}

export function esbuildUse(resource: string): { loader: string; options: Record<string, unknown> } {
  return {
    loader: "esbuild-loader",
    options: {
      loader: esbuildSyntax(resource),
      target: ESBUILD_TARGET,
      // The classic runtime, as Gatsby's Babel preset and compiled MDX use it.
      jsx: "transform",
      jsxFactory: "React.createElement",
      jsxFragment: "React.Fragment",
      // Chinese text as UTF-8 (3 bytes a character), not \uXXXX escapes (6 bytes).
      charset: "utf8",
      // Source maps follow webpack's devtool (esbuild-loader reads this.sourceMap).
    },
  };
}

/** Gatsby's Babel entry with the same options, pointed at the plugins-only loader. */
function gatsbyPluginsOnly(entry: UseEntry): UseEntry {
  return { loader: GATSBY_PLUGINS_ONLY_LOADER, options: typeof entry === "string" ? {} : entry.options };
}

const isGatsbyBabel = (entry: UseEntry): boolean =>
  GATSBY_BABEL_LOADER.test(typeof entry === "string" ? entry : (entry.loader ?? ""));

/**
 * Wraps every rule whose `use` function yields Gatsby's Babel loader (its JavaScript rule and
 * gatsby-plugin-mdx's two rules) so that, per module, the Babel entry becomes esbuild unless
 * the module needs Gatsby's plugins. Returns how many rules were wrapped; 0 means Gatsby
 * changed its rules and nothing was swapped.
 */
export function swapBabelForEsbuild(
  rules: LoaderRule[],
  needsBabel: (info: UseInfo) => boolean = (info) => needsGatsbyBabel(info),
): number {
  return walkRules(rules, (rule) => {
    const use = rule.use;
    if (typeof use !== "function") return false;
    // Probe with a page-component issuer so the probe itself never reads a file.
    const probe = [use({ resource: "probe.tsx", resourceQuery: "", issuer: "async-requires.js" })].flat();
    if (!probe.some(isGatsbyBabel)) return false;
    rule.use = (info: UseInfo) => {
      // Gatsby's develop config calls `use({})` to find the rules of its Babel loader (for
      // React Fast Refresh's include list): those rules must still show it.
      if (!info.resource) return use(info);
      const entries = [use(info)].flat();
      const babel = needsBabel(info);
      // Loaders run last to first: esbuild, then (where needed) Gatsby's plugins alone.
      return entries.flatMap((entry) =>
        !isGatsbyBabel(entry)
          ? [entry]
          : babel
            ? [gatsbyPluginsOnly(entry), esbuildUse(info.resource)]
            : [esbuildUse(info.resource)],
      );
    };
    return true;
  });
}

/**
 * Each MDX page compiled once per build, not once per webpack stage: gatsby-plugin-mdx's
 * loader entry is replaced by ./mdxCompileOnce.cjs, which calls it and shares the result
 * between the two compilations (see that file).
 */
import path from "node:path";
import type { LoaderRule, UseEntry, UseInfo } from "./esbuildLoaders";

/** Webpack requires loaders by path; Gatsby runs in the site's root. */
export const MDX_COMPILE_ONCE_LOADER = path.join(process.cwd(), "src", "node", "webpack", "mdxCompileOnce.cjs");

const GATSBY_MDX_LOADER = /[\\/]gatsby-plugin-mdx[\\/]dist[\\/]gatsby-mdx-loader(\.js)?$/;
const isMdxLoader = (entry: UseEntry) => typeof entry !== "string" && GATSBY_MDX_LOADER.test(entry.loader ?? "");

/** Returns how many rules were changed; 0 means gatsby-plugin-mdx changed its rule. */
export function compileMdxOnce(rules: LoaderRule[], loader = MDX_COMPILE_ONCE_LOADER): number {
  let changed = 0;
  const visit = (rule: LoaderRule) => {
    const use = rule.use;
    if (
      typeof use === "function" &&
      [use({ resource: "probe.mdx", resourceQuery: "", issuer: "probe.tsx" })].flat().some(isMdxLoader)
    ) {
      rule.use = (info: UseInfo) =>
        [use(info)]
          .flat()
          .map((entry) => (isMdxLoader(entry) && typeof entry !== "string" ? { ...entry, loader } : entry));
      changed++;
    }
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  return changed;
}

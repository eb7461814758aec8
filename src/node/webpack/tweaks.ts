/**
 * Small changes to Gatsby's production webpack configuration, each measured on first-load size.
 * The chunk map and scripts-slice rewrite, which relies on Gatsby's generated files, is a framework
 * patch: ../frameworkPatches/scriptsSlice.ts.
 */

interface LoaderUse {
  loader?: string;
  options?: { modules?: false | { localIdentName?: string } };
}
interface Rule {
  use?: LoaderUse[] | LoaderUse;
  oneOf?: Rule[];
  rules?: Rule[];
}

/**
 * CSS module classes in production: Gatsby writes "[name]--[local]--[hash:hex:5]", about 33
 * characters that appear in the inlined CSS, in every page's HTML and in the JavaScript that
 * maps them. A short letters-and-digits hash (base64 would bring "+") says the same to the
 * browser. Global classes (markdown, code-block, route-progress…), which custom CSS and tests
 * use, are not CSS modules and keep their names.
 * Both production stages (the browser bundle and the HTML renderer) must agree on the names.
 */
export const PRODUCTION_CSS_MODULE_NAME = "[hash:base62:6]";

export function shortenCssModuleNames(rules: Rule[]): number {
  let changed = 0;
  const visit = (rule: Rule) => {
    const uses = Array.isArray(rule.use) ? rule.use : rule.use ? [rule.use] : [];
    for (const use of uses) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        modules.localIdentName = PRODUCTION_CSS_MODULE_NAME;
        changed++;
      }
    }
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  return changed;
}

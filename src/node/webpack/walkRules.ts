import type { LoaderRule } from "../frameworkPatches/esbuildLoaders";

/**
 * Calls `change` on every rule of a webpack config, nested ones (`oneOf`, `rules`) included;
 * returns how many it changed (`change` returns true for those). The patches that swap or wrap
 * a loader count their rules with it, so a guard can tell when Gatsby's rules moved.
 */
export function walkRules(rules: LoaderRule[], change: (rule: LoaderRule) => boolean): number {
  let changed = 0;
  const visit = (rule: LoaderRule) => {
    if (change(rule)) changed++;
    rule.oneOf?.forEach(visit);
    rule.rules?.forEach(visit);
  };
  rules.forEach(visit);
  return changed;
}

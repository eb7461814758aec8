/**
 * Node's require from the site's root, where Gatsby runs: for packages and Gatsby's own modules
 * by path. Node code is bundled into .cache/compiled, so its own require and __dirname would
 * resolve from there.
 */
import { createRequire } from "node:module";
import path from "node:path";

export const siteRequire = (): NodeJS.Require => createRequire(path.join(process.cwd(), "package.json"));

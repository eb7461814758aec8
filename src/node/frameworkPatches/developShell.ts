/**
 * `gatsby develop` builds a server bundle (`develop-html`) before the browser bundle, only to
 * render the HTML shell every page request gets (`.cache/develop-html/index.html`: the head and
 * body components of gatsby-ssr, no page). Gatsby's entry for it still imports the list of every
 * page component (for the experimental development SSR), and our gatsby-ssr exports the whole
 * site shell (wrapPageElement), so that bundle compiled every page template and component of the
 * site, and the workers that render the shell loaded it all, before the server answered.
 * Framework patch `developShell` (docs/BUILD-PERFORMANCE.md): without that experiment, both are
 * replaced in `develop-html` by modules that render nothing.
 */
import path from "node:path";

export { developSsrOn } from "../../config/env";

/** Gatsby's generated list of page components, as its develop entry imports it. */
export const ASYNC_REQUIRES = /^\$virtual[\\/]async-requires(\.js)?$/;
/** The site shell, as gatsby-ssr.tsx imports it. */
export const WRAP_PAGE_ELEMENT = /[\\/]components[\\/]layout[\\/]wrapPageElement(\.tsx)?$/;

const here = path.join(process.cwd(), "src", "node", "frameworkPatches", "developShell");
export const NO_PAGE_COMPONENTS = path.join(here, "noPageComponents.ts");
export const SHELL_WRAP_PAGE_ELEMENT = path.join(here, "shellWrapPageElement.ts");

interface ResolveData {
  request: string;
}
interface NormalModuleFactoryLike {
  hooks: { beforeResolve: { tap(name: string, fn: (data: ResolveData) => void): void } };
}
interface CompilerLike {
  hooks: {
    normalModuleFactory: { tap(name: string, fn: (factory: NormalModuleFactoryLike) => void): void };
    done: { tap(name: string, fn: (stats: { compilation: { errors: Error[] } }) => void): void };
  };
}

/**
 * Replaces both imports and fails the compile if Gatsby's entry no longer imports the list of
 * page components as expected (the patch would quietly do nothing).
 */
export class DevelopShellOnly {
  apply(compiler: CompilerLike): void {
    let replacedPageList = false;
    compiler.hooks.normalModuleFactory.tap("DevelopShellOnly", (factory) => {
      factory.hooks.beforeResolve.tap("DevelopShellOnly", (data) => {
        if (ASYNC_REQUIRES.test(data.request)) {
          data.request = NO_PAGE_COMPONENTS;
          replacedPageList = true;
        } else if (WRAP_PAGE_ELEMENT.test(data.request)) data.request = SHELL_WRAP_PAGE_ELEMENT;
      });
    });
    compiler.hooks.done.tap("DevelopShellOnly", (stats) => {
      if (!replacedPageList)
        stats.compilation.errors.push(
          new Error(
            "developShell: the develop-html bundle no longer imports $virtual/async-requires (has Gatsby changed its develop entry?); turn the patch off with ARCADIA_FRAMEWORK_PATCHES=-developShell",
          ),
        );
    });
  }
}

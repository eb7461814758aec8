/**
 * `gatsby build` compiles the browser bundle, waits for it, then compiles the HTML renderer.
 * Both compilations run on the main thread, and the first one leaves it idle for seconds while
 * Terser minifies in a worker and esbuild transforms in its own process. Here the HTML renderer
 * starts as soon as the browser bundle's configuration is done, so each compilation's waits are
 * the other's working time; Gatsby still gets the renderer where it asks for it.
 *
 * Gatsby's own functions do the work: its build command calls `buildProductionBundle` and then
 * `buildRenderer` through their modules' exports, which are wrapped here. The two
 * configurations are not made at the same time (Gatsby keeps the one being made in its store):
 * the renderer's starts from a plugin of the browser bundle's configuration, when webpack
 * applies it, after that configuration is complete. Both compilations share MDX compiles
 * (./mdxCompileOnce.cjs awaits one under way). `onBothBuilt` is called when Gatsby has both:
 * webpack's output in public/ is final then.
 */
import { siteRequire } from "../siteRequire";

type Span = unknown;
interface Program {
  directory: string;
}
type BuildProductionBundle = (program: Program, span: Span) => Promise<unknown>;
type BuildRenderer = (program: Program, stage: string, span: Span) => Promise<unknown>;
interface BundleModule {
  buildProductionBundle: BuildProductionBundle;
}
interface RendererModule {
  buildRenderer: BuildRenderer;
}

export const BUNDLE_MODULE = "gatsby/dist/commands/build-javascript";
export const RENDERER_MODULE = "gatsby/dist/commands/build-html";
const HTML_STAGE = "build-html";

let startRenderer: (() => void) | undefined;
let started: Promise<unknown> | undefined;

/**
 * Wraps Gatsby's two functions (once per process). Throws when either is missing, so a Gatsby
 * upgrade that renames them fails the build loudly instead of quietly building in sequence.
 */
export function buildRendererAlongsideBundle(
  load: (id: string) => unknown = siteRequire(),
  { onBothBuilt }: { onBothBuilt?: () => void } = {},
): void {
  const bundle = load(BUNDLE_MODULE) as Partial<BundleModule> & { __alongside?: true };
  const renderer = load(RENDERER_MODULE) as Partial<RendererModule>;
  if (typeof bundle.buildProductionBundle !== "function")
    throw new Error(`${BUNDLE_MODULE} has no buildProductionBundle (has Gatsby changed its build command?)`);
  if (typeof renderer.buildRenderer !== "function")
    throw new Error(`${RENDERER_MODULE} has no buildRenderer (has Gatsby changed its build command?)`);
  if (bundle.__alongside) return;
  const buildProductionBundle = bundle.buildProductionBundle;
  const buildRenderer = renderer.buildRenderer;
  bundle.__alongside = true;
  bundle.buildProductionBundle = (program, span) => {
    startRenderer = () => {
      started = buildRenderer(program, HTML_STAGE, span);
      // Its failure is reported when Gatsby asks for the renderer, not as an unhandled rejection.
      started.catch(() => undefined);
    };
    return buildProductionBundle(program, span);
  };
  renderer.buildRenderer = (program, stage, span) => {
    const running = stage === HTML_STAGE && started ? started : buildRenderer(program, stage, span);
    if (stage === HTML_STAGE) started = undefined;
    // Gatsby asks for the renderer once the browser bundle is built: with the renderer done too,
    // the webpack output in public/ is final.
    return stage === HTML_STAGE && onBothBuilt ? running.then((result) => (onBothBuilt(), result)) : running;
  };
}

/**
 * In the browser bundle's plugins: webpack applies it once that configuration is complete,
 * which starts the renderer's (a no-op when the build command was not wrapped).
 */
export class StartRendererWithBundle {
  apply(): void {
    const start = startRenderer;
    startRenderer = undefined;
    // After webpack has made this compiler, not inside its constructor.
    if (start) setImmediate(start);
  }
}

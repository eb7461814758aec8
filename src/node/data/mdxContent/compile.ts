/**
 * Compiles one MDX file to its content tree, in Node, once: the site's remark and rehype plugins
 * (src/lib/mdx/pipeline.ts) in the order MDX's own compile runs them, then hast-util-to-estree
 * (MDX's own step from HTML to JSX, so props are as MDX made them) and estreeToTree. The only
 * `import` content may write is a partial: an `.mdx` file inside the project, compiled the same
 * way and put in place of its element; a cycle of partials fails naming the files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { unified, type Processor } from "unified";
import remarkParse from "remark-parse";
import remarkMdx from "remark-mdx";
import remarkRehype from "remark-rehype";
import remarkUnwrapImages from "remark-unwrap-images";
import remarkUnwrapJsxParagraphs from "../../../lib/mdx/remarkUnwrapJsxParagraphs";
import { toEstree } from "hast-util-to-estree";
import type * as ESTree from "estree";
import type { Root as HastRoot } from "hast";
import { VFile } from "vfile";
import matter from "gray-matter";
import { ContentError } from "../../../lib/contentError";
import { isWithin } from "../../../lib/insideRepository";
import { contentPlugins } from "../../../lib/mdx/pipeline";
import rehypeVersionLinks from "../../../lib/mdx/rehypeVersionLinks";
import { WRITER_COMPONENTS } from "../../../lib/mdx/writerComponents";
import type { ContentNode } from "../../../lib/mdx/contentTree";
import { treeOfProgram, type TreeContext } from "./estreeToTree";

export interface CompiledContent {
  tree: ContentNode[];
  /** The partials the tree includes (absolute paths, nested ones too). */
  partials: string[];
}

/** The MDX nodes remark-mdx makes, passed from Markdown's tree to HTML's as they are (hast-util-to-estree reads them). */
const MDX_NODE_TYPES = ["mdxFlowExpression", "mdxJsxFlowElement", "mdxJsxTextElement", "mdxTextExpression", "mdxjsEsm"];

const processors = new Map<boolean, Processor>();

/**
 * The processor, made once per process (the plugins' own state, such as Prism, is loaded once).
 * `withVersionLinks` adds rehypeVersionLinks, only to name the line of a link the page's version
 * may not have (see versionLinks.ts).
 */
function contentProcessor(withVersionLinks: boolean): Processor {
  let processor = processors.get(withVersionLinks);
  if (!processor) {
    processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkUnwrapJsxParagraphs)
      .use(contentPlugins.remarkPlugins)
      // gatsby-plugin-mdx added this after the site's plugins; the HTML stays as it was.
      .use(remarkUnwrapImages)
      .use(remarkRehype, { allowDangerousHtml: true, passThrough: ["element", ...MDX_NODE_TYPES] })
      .use(withVersionLinks ? [rehypeVersionLinks] : [])
      .use(contentPlugins.rehypePlugins) as unknown as Processor;
    processors.set(withVersionLinks, processor);
  }
  return processor;
}

const label = (file: string, root: string) => path.relative(root, file).split(path.sep).join("/");

interface ImportedPartial {
  name: string;
  file: string;
}

/** The partials a page imports; any other import or export fails naming the line. */
function partialImports(program: ESTree.Program, file: string, root: string): ImportedPartial[] {
  const found: ImportedPartial[] = [];
  for (const s of program.body) {
    if (s.type === "ExpressionStatement") continue;
    const line = s.loc?.start.line ?? "?";
    const where = `${label(file, root)}:${line}`;
    if (s.type !== "ImportDeclaration")
      throw new ContentError(
        `${where}: \`export\` is not allowed in content; pages are data, so nothing they export is used. Remove it (text in a code block is not affected).`,
      );
    const spec = String(s.source.value);
    const only = s.specifiers.length === 1 ? s.specifiers[0] : null;
    if (!/^\.\.?\//.test(spec) || !/\.mdx$/.test(spec) || only?.type !== "ImportDefaultSpecifier")
      throw new ContentError(
        `${where}: import "${spec}": content may import only a partial, as \`import Name from "./_part.mdx"\` (a relative .mdx file). The site's components need no import.`,
      );
    const target = path.resolve(path.dirname(file), spec);
    if (!isWithin(target, root))
      throw new ContentError(`${where}: import "${spec}" leads outside the project; a partial must be inside it.`);
    found.push({ name: only.local.name, file: target });
  }
  return found;
}

function readPartial(file: string, importer: string, root: string): string {
  try {
    return matter(readFileSync(file, "utf8")).content;
  } catch {
    throw new ContentError(`${label(importer, root)}: import "${label(file, root)}" names no file.`);
  }
}

/**
 * The content tree of `body`, the MDX text of the file at `absolutePath` without its front
 * matter (as gatsby-plugin-mdx's node holds it), with its links as written (versionLinks.ts
 * leads them into the page's version). `within` is the chain of files including this one, for
 * the cycle check.
 */
export async function compileContent(
  body: string,
  absolutePath: string,
  root: string = process.cwd(),
  within: readonly string[] = [],
  withVersionLinks = false,
): Promise<CompiledContent> {
  const proc = contentProcessor(withVersionLinks);
  const file = new VFile({ value: body, path: absolutePath, cwd: root });
  let hast: HastRoot;
  try {
    hast = (await proc.run(proc.parse(file), file)) as HastRoot;
  } catch (e) {
    if (e instanceof ContentError) throw e;
    const err = e as Error & { line?: number; column?: number };
    const msg = err.message ?? String(e);
    // Positions already lead the message where our plugins threw; micromark's carry line/column.
    const place = label(absolutePath, root);
    throw new ContentError(
      msg.startsWith(place) ? msg : `${place}${err.line ? `:${err.line}:${err.column ?? 1}` : ""}: ${msg}`,
    );
  }
  const program = toEstree(hast as never, { elementAttributeNameCase: "react", stylePropertyNameCase: "dom" });
  const chain = [...within, absolutePath];
  const partials = new Map<string, ContentNode[]>();
  const included: string[] = [];
  for (const p of partialImports(program, absolutePath, root)) {
    if (chain.includes(p.file))
      throw new ContentError(
        `${label(absolutePath, root)}: partials include each other in a cycle: ${[...chain, p.file].map((f) => label(f, root)).join(" → ")}. Break the cycle.`,
      );
    const compiled = await compileContent(
      readPartial(p.file, absolutePath, root),
      p.file,
      root,
      chain,
      withVersionLinks,
    );
    partials.set(p.name, compiled.tree);
    included.push(p.file, ...compiled.partials);
  }
  const ctx: TreeContext = {
    label: label(absolutePath, root),
    isComponent: (name) => WRITER_COMPONENTS.has(name),
    partial: (name) => partials.get(name),
  };
  return { tree: treeOfProgram(program, ctx), partials: [...new Set(included)] };
}

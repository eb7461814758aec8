/** The content compile of the build (src/node/data/mdxContent/compilePage.ts) on a text, as a test page at `page`. */
import path from "node:path";
import { compilePage } from "../../src/node/data/mdxContent/compilePage";
import type { ContentNode } from "../../src/lib/mdx/contentTree";

export const testPage = (rel = "content/docs/components-test.mdx") => path.join(process.cwd(), rel);

export async function compileTree(source: string, page = testPage()): Promise<ContentNode[]> {
  return compilePage(source, page);
}

/** The tree as JSON text, for assertions on what the compile wrote. */
export async function compileText(source: string, page = testPage()): Promise<string> {
  return JSON.stringify(await compileTree(source, page));
}

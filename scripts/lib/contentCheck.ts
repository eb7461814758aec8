/**
 * The content check behind `npm run check:mdx` (scripts/check-mdx.ts): refuses what the build
 * refuses, with the build's messages. See that script for what it checks.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { compile } from "@mdx-js/mdx";
import { VFile } from "vfile";
import remarkUnwrapImages from "remark-unwrap-images";
import { gatsbyMdxDefaults, mdxPlugins } from "../../src/lib/mdx/pipeline";
import { postNodeFields, validateDocFrontmatter, validatePostFrontmatter } from "../../src/lib/frontmatter";
import { docIdFromRelativePath, docPathFromId } from "../../src/lib/docPath";
import { readContentFile, decodeUtf8 } from "../../src/lib/contentSource";
import { filesUnder, labelOf, MDX_FILE, parseYamlData, YAML_FILE } from "../../src/lib/contentFiles";
import { checkContentLinks, ContentLinkError } from "../../src/lib/contentLinks";
import { validateEndpoints } from "../../src/lib/apiEndpoints";
import { BlogDataError, validateAuthors, validateTags } from "../../src/lib/blog";
import { checkSite, type SiteInput } from "../../src/lib/siteChecks";
import { parseSidebars, sidebarsOfVersion, type SidebarsSource } from "../../src/lib/sidebarsData";
import { contentSources } from "../../src/config/contentSources";
import { blogRoutes } from "../../src/config/routes";

export interface CheckResult {
  /** Problems by file label ("(across files)" for the checks across files). */
  failures: Map<string, string[]>;
  checked: number;
  passed: string[];
}

type YamlData = Pick<SiteInput, "authors" | "tags" | "endpoints"> & { sidebars: SidebarsSource[] };
const sidebarsFromData = (data: unknown, file: string): SidebarsSource => ({ file, config: parseSidebars(data, file) });

const message = (e: unknown) => (e as Error).message.split("\n")[0];

/**
 * Checks the content of the project at `root` (its content/ and static/): the named files
 * (relative to root), or every content file and the checks across files. Runs with `root` as
 * the working directory, as the build does, so messages name files the same way.
 */
export async function checkContent(root: string, named: string[] = []): Promise<CheckResult> {
  const previous = process.cwd();
  process.chdir(root);
  try {
    return await run(process.cwd(), named);
  } finally {
    process.chdir(previous);
  }
}

async function run(root: string, named: string[]): Promise<CheckResult> {
  const sources = contentSources();
  const docs: SiteInput["docs"] = [];
  const posts: SiteInput["posts"] = [];

  /** The content source a file belongs to, and its path inside it. */
  function sourceOf(file: string): { name: string; relativePath: string } {
    for (const s of sources) {
      const rel = path.relative(path.resolve(root, s.path), file);
      if (!rel.startsWith("..") && !path.isAbsolute(rel)) return { name: s.name, relativePath: rel.split(path.sep).join("/") };
    }
    return { name: "docs", relativePath: path.basename(file) };
  }

  async function checkMdxFile(file: string): Promise<string[]> {
    const label = labelOf(root, file);
    let read: ReturnType<typeof readContentFile>;
    try {
      read = readContentFile(readFileSync(file), label);
    } catch (e) {
      return [message(e)];
    }
    const problems: string[] = [];
    const { name, relativePath } = sourceOf(file);
    try {
      if (name === "blog") {
        const fm = validatePostFrontmatter(read.data, label, relativePath);
        posts.push({ ...postNodeFields(fm), path: blogRoutes.post(fm.slug), file: label });
      } else {
        const fm = validateDocFrontmatter(read.data, label);
        const id = docIdFromRelativePath(relativePath);
        docs.push({ ...fm, id, path: docPathFromId(id), file: label });
      }
    } catch (e) {
      problems.push(message(e));
    }
    try {
      await compile(new VFile({ value: read.body, path: file }), {
        ...gatsbyMdxDefaults,
        ...mdxPlugins,
        remarkPlugins: [...mdxPlugins.remarkPlugins, remarkUnwrapImages],
      });
    } catch (e) {
      // Parse errors already start with file:line:column (remarkFilePositions), as in the build.
      problems.push(message(e).startsWith(label) ? message(e) : `${label}: ${message(e)}`);
    }
    return problems;
  }

  /** The API and blog YAML files, validated as onCreateNode validates them. */
  function checkYamlData(site: YamlData, failures: Map<string, string[]>): number {
    let count = 0;
    for (const s of sources) {
      for (const file of filesUnder(path.resolve(root, s.path), YAML_FILE)) {
        count++;
        const label = labelOf(root, file);
        try {
          const data = parseYamlData(decodeUtf8(readFileSync(file), label), label);
          const rel = path.relative(path.resolve(root, s.path), file).split(path.sep).join("/");
          if (s.name === "api") validateEndpoints(data, label).forEach((e, order) => site.endpoints.push({ ...e, order, file: label }));
          else if (s.name === "sidebars") site.sidebars.push(sidebarsFromData(data, label));
          else if (s.name === "blog" && rel === "authors.yaml") site.authors.push(...validateAuthors(data, label).map((a) => a.key));
          else if (s.name === "blog" && rel === "tags.yaml") site.tags.push(...validateTags(data, label));
          else if (s.name === "blog") throw new BlogDataError(`${label}: unexpected YAML file in content/blog (only authors.yaml and tags.yaml are read).`);
        } catch (e) {
          failures.set(label, [message(e)]);
        }
      }
    }
    return count;
  }

  const mdxFiles = named.length
    ? named.flatMap((a) => (MDX_FILE.test(a) ? [path.resolve(root, a)] : filesUnder(path.resolve(root, a), MDX_FILE)))
    : sources.flatMap((s) => filesUnder(path.resolve(root, s.path), MDX_FILE));
  const failures = new Map<string, string[]>();
  const passed: string[] = [];
  // Links first, as in the build: nothing is read through a link that leaves the repository.
  try {
    checkContentLinks(root, sources.map((s) => s.path));
  } catch (e) {
    if (!(e instanceof ContentLinkError)) throw e;
    failures.set(e.file, [e.message]);
    return { failures, checked: 0, passed };
  }
  for (const file of [...new Set(mdxFiles)].sort()) {
    const problems = await checkMdxFile(file);
    if (problems.length) failures.set(labelOf(root, file), problems);
    else passed.push(labelOf(root, file));
  }
  let checked = mdxFiles.length;
  if (!named.length) {
    const site: YamlData = { authors: [], tags: [], endpoints: [], sidebars: [] };
    checked += checkYamlData(site, failures);
    // Across files only when every file read cleanly, as in the build (which stops at the first bad file).
    if (failures.size === 0) {
      try {
        checkSite({ docs, posts, ...site, sidebars: sidebarsOfVersion(site.sidebars), production: true });
      } catch (e) {
        failures.set("(across files)", [message(e)]);
      }
    }
  }
  return { failures, checked, passed };
}

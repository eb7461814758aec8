/**
 * The content check behind `npm run check:mdx` (scripts/check-mdx.ts): refuses what the build
 * refuses, with the build's messages. See that script for what it checks.
 */
import { lstatSync, statSync } from "node:fs";
import path from "node:path";
import { compilePage, forgetSharedCompiles } from "../../src/node/data/mdxContent/compilePage";
import { postNodeFields, validateDocFrontmatter, validatePostFrontmatter } from "../../src/lib/frontmatter";
import { docIdFromRelativePath, docPathFromId } from "../../src/lib/docPath";
import {
  checkMdxSource,
  checkYamlSource,
  filesUnder,
  isPartial,
  labelOf,
  MDX_FILE,
  YAML_FILE,
} from "../../src/lib/contentFiles";
import { checkUniqueEndpoints } from "../../src/lib/api/endpointChecks";
import { checkSvgFiles } from "../../src/node/data/svgFiles";
import { validateEndpoints } from "../../src/lib/api/endpointSchema";
import { checkContentLinks, ContentLinkError } from "../../src/lib/contentLinks";
import { BlogDataError, validateAuthors, validateTags } from "../../src/lib/blog";
import { checkSite, type SiteInput, type VersionInput } from "../../src/lib/siteChecks";
import { parseSidebars, sidebarsOfVersion, type SidebarsSource } from "../../src/lib/sidebarsData";
import { contentPlace, contentSources, type ContentPlace } from "../../src/config/contentSources";
import { blogRoutes, inVersion } from "../../src/config/routes";
import { docVersions } from "../../src/config/versions";
import { listedVersionOf } from "../../src/lib/versionsData";

export interface CheckResult {
  /** Problems by file label ("(across files)" for the checks across files). */
  failures: Map<string, string[]>;
  checked: number;
  passed: string[];
  /** What the build warns about (a very large page), by file. */
  warnings: string[];
}

type YamlData = Pick<SiteInput, "authors" | "tags"> & {
  endpoints: (VersionInput["endpoints"][number] & { version: string })[];
  sidebars: SidebarsSource[];
};
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
  // One compile per text, as in the build: a page's copies in several versions share it.
  const compiles = new Map<string, unknown>();
  forgetSharedCompiles();
  const warnings: string[] = [];
  const docs: (VersionInput["docs"][number] & { version: string })[] = [];
  const posts: SiteInput["posts"] = [];

  /** What a file is (which version's docs, API or sidebars, or the blog), as the build decides it. */
  function placeOf(file: string): ContentPlace | null {
    for (const s of sources) {
      const rel = path.relative(path.resolve(root, s.path), file);
      if (!rel.startsWith("..") && !path.isAbsolute(rel)) return contentPlace(s.name, rel.split(path.sep).join("/"));
    }
    return null;
  }
  /** The listed version of a place, as the build refuses a folder of an unlisted one. */
  const versionOfPlace = (place: ContentPlace, label: string) => listedVersionOf(place.version, label);

  async function checkMdxFile(file: string): Promise<string[]> {
    const label = labelOf(root, file);
    let read: ReturnType<typeof checkMdxSource>;
    try {
      read = checkMdxSource(root, file);
    } catch (e) {
      return [message(e)];
    }
    if (read.warning) warnings.push(read.warning);
    const problems: string[] = [];
    const place = placeOf(file) ?? { kind: "docs", version: latestVersion().name, relativePath: path.basename(file) };
    try {
      if (isPartial(place.relativePath) || place.kind === "other") {
        // No page and no front matter: only its MDX is checked.
      } else if (place.kind === "blog") {
        const fm = validatePostFrontmatter(read.data, label, place.relativePath);
        posts.push({ ...postNodeFields(fm), path: blogRoutes.post(fm.slug), file: label });
      } else {
        const version = versionOfPlace(place, label);
        const fm = validateDocFrontmatter(read.data, label);
        const id = docIdFromRelativePath(place.relativePath);
        docs.push({
          ...fm,
          id,
          path: docPathFromId(id, version),
          file: label,
          version: version.name,
          redirectFrom: fm.redirectFrom.map((r) => inVersion(r, version)),
        });
      }
    } catch (e) {
      problems.push(message(e));
    }
    try {
      await compilePage(read.body, file, compiles, root);
    } catch (e) {
      // Parse errors already start with file:line:column (remarkFilePositions), as in the build.
      problems.push(message(e).startsWith(label) ? message(e) : `${label}: ${message(e)}`);
    }
    return problems;
  }

  /** A YAML file, validated as onCreateNode validates it; API and blog data go into `site`. */
  function checkYamlFile(file: string, site: YamlData): string[] {
    const label = labelOf(root, file);
    try {
      const { data, warning } = checkYamlSource(root, file);
      if (warning) warnings.push(warning);
      const place = placeOf(file);
      // Outside the content sources (content/cli) or a frozen version's cli/: syntax and values only.
      if (!place || place.kind === "other") return [];
      const rel = place.relativePath;
      if (place.kind === "api") {
        const version = versionOfPlace(place, label);
        validateEndpoints(data, label).forEach((e, order) =>
          site.endpoints.push({ ...e, page: inVersion(e.page, version), order, file: label, version: version.name }),
        );
      } else if (place.kind === "sidebars") site.sidebars.push(sidebarsFromData(data, label));
      else if (place.kind === "blog" && rel === "authors.yaml")
        site.authors.push(...validateAuthors(data, label).map((a) => a.key));
      else if (place.kind === "blog" && rel === "tags.yaml") site.tags.push(...validateTags(data, label));
      else if (place.kind === "blog")
        throw new BlogDataError(
          `${label}: unexpected YAML file in content/blog (only authors.yaml and tags.yaml are read).`,
        );
      return [];
    } catch (e) {
      return [message(e)];
    }
  }

  const failures = new Map<string, string[]>();
  const passed: string[] = [];
  // Links first, as in the build: nothing is read through a link that leaves the repository.
  try {
    checkContentLinks(
      root,
      sources.map((s) => s.path),
    );
  } catch (e) {
    if (!(e instanceof ContentLinkError)) throw e;
    failures.set(e.file, [e.message]);
    return { failures, checked: 0, passed, warnings };
  }
  const { mdxFiles, yamlFiles } = named.length
    ? namedFiles(root, named, failures)
    : {
        mdxFiles: sources.flatMap((s) => filesUnder(path.resolve(root, s.path), MDX_FILE)),
        yamlFiles: sources.flatMap((s) => filesUnder(path.resolve(root, s.path), YAML_FILE)),
      };
  const site: YamlData = { authors: [], tags: [], endpoints: [], sidebars: [] };
  for (const file of [...new Set(mdxFiles)].sort()) {
    const problems = await checkMdxFile(file);
    if (problems.length) failures.set(labelOf(root, file), problems);
    else passed.push(labelOf(root, file));
  }
  for (const file of [...new Set(yamlFiles)].sort()) {
    const problems = checkYamlFile(file, site);
    if (problems.length) failures.set(labelOf(root, file), problems);
    else passed.push(labelOf(root, file));
  }
  const checked = mdxFiles.length + yamlFiles.length;
  // Across files only when every file read cleanly, as in the build (which stops at the first bad file).
  if (failures.size === 0) {
    try {
      if (named.length) checkUniqueEndpoints(site.endpoints);
      else {
        const versions = docVersions.map((version) => ({
          version,
          docs: docs.filter((d) => d.version === version.name),
          endpoints: site.endpoints.filter((e) => e.version === version.name),
          sidebars: sidebarsOfVersion(site.sidebars, version.name),
        }));
        checkSite({ versions, posts, authors: site.authors, tags: site.tags, production: true });
      }
    } catch (e) {
      failures.set("(across files)", [message(e)]);
    }
  }
  // The SVGs the build publishes, as its onPreBootstrap checks them (a bad one names its file).
  if (!named.length) {
    try {
      warnings.push(...checkSvgFiles(root, ["static", ...sources.map((s) => s.path)]).warnings);
    } catch (e) {
      const text = message(e);
      failures.set(text.split(":")[0], [text]);
    }
  }
  return { failures, checked, passed, warnings };
}

const latestVersion = () => docVersions.find((v) => v.isLast) ?? docVersions[0];

/** The MDX and YAML files the named paths hold; a path that names none is a failure. */
function namedFiles(
  root: string,
  named: string[],
  failures: Map<string, string[]>,
): { mdxFiles: string[]; yamlFiles: string[] } {
  const mdxFiles: string[] = [];
  const yamlFiles: string[] = [];
  for (const a of named) {
    const abs = path.resolve(root, a);
    try {
      lstatSync(abs);
    } catch {
      failures.set(a, [`${a}: no such file or folder.`]);
      continue;
    }
    let isDir = false;
    try {
      isDir = statSync(abs).isDirectory();
    } catch {
      // a dangling link: checked as a file, which names the problem
    }
    const found = isDir
      ? { mdx: filesUnder(abs, MDX_FILE), yaml: filesUnder(abs, YAML_FILE) }
      : { mdx: MDX_FILE.test(a) ? [abs] : [], yaml: YAML_FILE.test(a) ? [abs] : [] };
    if (!found.mdx.length && !found.yaml.length) {
      failures.set(a, [
        isDir
          ? `${a}: holds no content files (.mdx, .md, .yaml, .yml).`
          : `${a}: is not a content file (.mdx, .md, .yaml, .yml).`,
      ]);
    }
    mdxFiles.push(...found.mdx);
    yamlFiles.push(...found.yaml);
  }
  return { mdxFiles, yamlFiles };
}

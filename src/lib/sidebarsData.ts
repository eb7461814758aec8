/**
 * The docs sidebars as data: one YAML file per docs version under content/sidebars/ (today
 * next.yaml, the sidebars of content/docs). Read at build time through the data layer, not
 * imported by gatsby-node, so that editing a sidebar does not change the compiled gatsby-node
 * (webpack's cache depends on it) and a warm build stays warm. Every problem names the file and
 * the field ("docs[2].items[0]").
 *
 * The file maps a sidebar name ("docs", "dev") to its items. An item is a doc id (the doc's
 * path under the docs folder, "index" for the docs root) or a category:
 *   label: 开始使用
 *   link: start                      # optional: the doc the label opens, or
 *   link: { slug: …, description: … } # a generated page of cards at /docs/category/<slug>
 *   items: [ … ]
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { decodeUtf8 } from "./contentSource";
import { parseYamlData } from "./contentFiles";
import { SidebarError } from "./sidebar";
import { NEXT_VERSION, versionContent } from "../config/versions";

export type SidebarConfigItem =
  | string
  | {
      type: "category";
      label: string;
      /** The page the category label opens: one of its own docs, or a generated card page. */
      link?: { type: "doc"; id: string } | { type: "generated-index"; slug: string; description: string };
      items: SidebarConfigItem[];
    };

export type SidebarsConfig = Record<string, SidebarConfigItem[]>;

/** A version's sidebars and the file they come from (for messages). */
export interface SidebarsSource {
  file: string;
  config: SidebarsConfig;
}

export const SIDEBARS_DIR = "content/sidebars";

/** The sidebars file of a version, project-relative: content/sidebars/next.yaml for the writable docs. */
export const sidebarsFileOf = (versionName: string = NEXT_VERSION) => versionContent(versionName).sidebars;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const DOC_ID = /^[^/\s][^\s]*$/;

/** Validates a parsed sidebars file; throws one SidebarError naming the file and the field. */
export function parseSidebars(data: unknown, file: string): SidebarsConfig {
  const fail = (field: string, problem: string): never => {
    throw new SidebarError(`${file}: ${field ? `${field}: ` : ""}${problem}`);
  };
  if (!isRecord(data)) return fail("", "must map each sidebar name to its list of items (docs: [...], dev: [...]).");
  const item = (v: unknown, at: string): SidebarConfigItem => {
    if (typeof v === "string") {
      if (!DOC_ID.test(v) || v.endsWith("/"))
        fail(at, `"${v}" is not a doc id (a path under the docs folder, such as cli/script/run).`);
      return v;
    }
    if (!isRecord(v)) return fail(at, "must be a doc id or a category (label, items, optional link).");
    for (const key of Object.keys(v))
      if (!["label", "link", "items"].includes(key))
        fail(`${at}.${key}`, "is not a field of a category (label, link, items).");
    if (typeof v.label !== "string" || !v.label.trim()) fail(`${at}.label`, "a category needs a label (text).");
    if (!Array.isArray(v.items)) fail(`${at}.items`, "a category needs a list of items.");
    const items = (v.items as unknown[]).map((child, i) => item(child, `${at}.items[${i}]`));
    const label = v.label as string;
    if (v.link === undefined) return { type: "category", label, items };
    if (typeof v.link === "string") {
      if (!DOC_ID.test(v.link)) fail(`${at}.link`, `"${v.link}" is not a doc id.`);
      return { type: "category", label, link: { type: "doc", id: v.link }, items };
    }
    if (!isRecord(v.link))
      return fail(`${at}.link`, "must be a doc id, or { slug, description } for a generated page of cards.");
    const { slug, description } = v.link;
    if (typeof slug !== "string" || !slug.trim() || slug.includes("/"))
      fail(`${at}.link.slug`, "must be text without a slash (the page is /docs/category/<slug>).");
    if (typeof description !== "string" || !description.trim())
      fail(`${at}.link.description`, "must be text (shown on the generated page).");
    return {
      type: "category",
      label,
      link: { type: "generated-index", slug: slug as string, description: description as string },
      items,
    };
  };
  const config: SidebarsConfig = {};
  for (const [name, items] of Object.entries(data)) {
    if (!Array.isArray(items)) fail(name, "must be a list of items.");
    config[name] = (items as unknown[]).map((v, i) => item(v, `${name}[${i}]`));
  }
  if (!Object.keys(config).length) fail("", "names no sidebar.");
  return config;
}

/** The sidebars of a version among those read; a missing file is an error naming it. */
export function sidebarsOfVersion(
  sources: readonly SidebarsSource[],
  versionName: string = NEXT_VERSION,
): SidebarsSource {
  const file = sidebarsFileOf(versionName);
  const found = sources.find((s) => s.file === file);
  if (!found)
    throw new SidebarError(`${file}: no such file: the docs of version "${versionName}" need their sidebars.`);
  return found;
}

/** Parses the text of a sidebars file (YAML); a syntax error names the line. */
export function sidebarsFromText(text: string, file: string): SidebarsSource {
  return { file, config: parseSidebars(parseYamlData(text, file), file) };
}

/** Reads a version's sidebars file from disk (for `npm run check:mdx` and tests; the build reads the node). */
export function readSidebarsFile(root: string, file: string = sidebarsFileOf()): SidebarsSource {
  return sidebarsFromText(decodeUtf8(readFileSync(path.join(root, file)), file), file);
}

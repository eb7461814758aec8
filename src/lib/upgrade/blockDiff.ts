/**
 * The page diff: two content trees (src/lib/mdx/contentTree.ts) of one page, compared block by
 * block, and merged into one tree that ContentTree renders with the added and removed parts
 * marked. Blocks are compared whole; a table, list or code block that changed is opened and its
 * rows, items or lines compared the same way, so one edited row does not mark the whole table.
 */
import type { ContentElement, ContentNode, ContentProps, ContentTree } from "../mdx/contentTree";

export type DiffMark = "added" | "removed";

/** The attribute the diff page's styles read on a marked row, item or code line. */
export const DIFF_ATTRIBUTE = "data-diff";

interface Op {
  kind: "same" | DiffMark;
  from?: ContentNode;
  to?: ContentNode;
}

/** Longest common subsequence of two key lists, as a list of same/removed/added steps. */
export function lcsOps<T>(
  a: readonly T[],
  b: readonly T[],
  key: (x: T, side: "from" | "to") => string,
): { kind: Op["kind"]; from?: T; to?: T }[] {
  const ka = a.map((x) => key(x, "from"));
  const kb = b.map((x) => key(x, "to"));
  const n = ka.length;
  const m = kb.length;
  // lengths[i][j]: the LCS of a[i..] and b[j..]; one flat array keeps a long page cheap.
  const lengths = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i * (m + 1) + j] =
        ka[i] === kb[j]
          ? lengths[(i + 1) * (m + 1) + j + 1] + 1
          : Math.max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1]);
  const ops: { kind: Op["kind"]; from?: T; to?: T }[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && ka[i] === kb[j]) {
      ops.push({ kind: "same", from: a[i++], to: b[j++] });
    } else if (j < m && (i === n || lengths[i * (m + 1) + j + 1] >= lengths[(i + 1) * (m + 1) + j])) {
      ops.push({ kind: "added", to: b[j++] });
    } else {
      ops.push({ kind: "removed", from: a[i++] });
    }
  }
  // Removals first within a run of changes: the older text reads before the newer one.
  for (let s = 0; s < ops.length; s++) {
    if (ops[s].kind === "same") continue;
    let e = s;
    while (e < ops.length && ops[e].kind !== "same") e++;
    const run = ops.slice(s, e);
    ops.splice(s, run.length, ...run.filter((o) => o.kind === "removed"), ...run.filter((o) => o.kind === "added"));
    s = e;
  }
  return ops;
}

/** Containers whose children are compared one by one when the container changed. */
const OPENED = new Set([
  "table",
  "thead",
  "tbody",
  "ul",
  "ol",
  "pre",
  "code",
  "Tabs",
  "TabItem",
  "Steps",
  "Details",
  "blockquote",
  "aside",
  "div",
  "section",
]);

const isElement = (n: ContentNode): n is ContentElement => typeof n !== "string";
const isBlank = (n: ContentNode) => typeof n === "string" && n.trim() === "";

/** How a node compares: its text with each version's own links made neutral by `normalize`. */
export type NodeKey = (node: ContentNode, side: "from" | "to") => string;

export interface MergedDiff {
  tree: ContentTree;
  /** Whether anything differs. */
  changed: boolean;
}

/** Words a screen reader says before a marked block, row or item (the border and sign are for the eyes). */
export const MARK_WORDS: Record<DiffMark, string> = { added: "（新增）", removed: "（删除）" };
const label = (kind: DiffMark): ContentElement => ["span", { className: "visually-hidden" }, MARK_WORDS[kind]];

function mark(node: ContentNode, kind: DiffMark, topLevel: boolean): ContentNode {
  const wrapper = kind === "added" ? "ins" : "del";
  if (topLevel || typeof node === "string") return [wrapper, { [DIFF_ATTRIBUTE]: kind }, label(kind), node];
  const [type, props, ...children] = node;
  const marked = { ...(props || {}), [DIFF_ATTRIBUTE]: kind } as ContentProps;
  if (type === "li") return [type, marked, label(kind), ...children];
  if (type === "tr") {
    // The words go into the first cell: a row holds only cells.
    const first = children.findIndex((c) => isElement(c));
    if (first >= 0) {
      const [cellType, cellProps, ...cellChildren] = children[first] as ContentElement;
      const cells = [...children];
      cells[first] = [cellType, cellProps, label(kind), ...cellChildren];
      return [type, marked, ...cells];
    }
  }
  const classes = Array.isArray(marked.className) ? marked.className.map(String) : [];
  if (classes.includes("code-line")) {
    // The site's own diff lines (`[!code ++]`, src/lib/mdx/rehypeCodeBlocks.ts): their class and
    // their +/- gutter sign, styled by code.css; no words, which would be copied with the code.
    const own = kind === "added" ? "inserted" : "deleted";
    return [
      type,
      {
        ...marked,
        className: [...classes.filter((c) => c !== "inserted" && c !== "deleted"), own],
        [DIFF_ATTRIBUTE]: kind === "added" ? "+" : "-",
      },
      ...children,
    ];
  }
  return [type, marked, ...children];
}

function mergeChildren(
  from: readonly ContentNode[],
  to: readonly ContentNode[],
  key: NodeKey,
  topLevel: boolean,
): MergedDiff {
  const ops = lcsOps(
    from.filter((n) => !(topLevel && isBlank(n))),
    to.filter((n) => !(topLevel && isBlank(n))),
    key,
  );
  const out: ContentNode[] = [];
  let changed = false;
  for (let s = 0; s < ops.length; s++) {
    const op = ops[s];
    if (op.kind === "same") {
      out.push(op.to as ContentNode);
      continue;
    }
    changed = true;
    // A run of removals then additions: pair a removed container with an added one of its type and open both.
    let e = s;
    while (e < ops.length && ops[e].kind !== "same") e++;
    const removed = ops
      .slice(s, e)
      .filter((o) => o.kind === "removed")
      .map((o) => o.from as ContentNode);
    const added = ops
      .slice(s, e)
      .filter((o) => o.kind === "added")
      .map((o) => o.to as ContentNode);
    const pairs = new Map<ContentNode, ContentNode>();
    const used = new Set<ContentNode>();
    for (const r of removed) {
      if (!isElement(r) || !OPENED.has(r[0])) continue;
      const match = added.find((a) => !used.has(a) && isElement(a) && a[0] === r[0]);
      if (match) {
        pairs.set(r, match);
        used.add(match);
      }
    }
    for (const r of removed) {
      const partner = pairs.get(r);
      if (partner && isElement(r) && isElement(partner)) {
        const inner = mergeChildren(r.slice(2) as ContentNode[], partner.slice(2) as ContentNode[], key, false);
        out.push([partner[0], partner[1], ...inner.tree]);
      } else if (!isBlank(r)) out.push(mark(r, "removed", topLevel));
    }
    for (const a of added) if (!used.has(a) && !isBlank(a)) out.push(mark(a, "added", topLevel));
    s = e - 1;
  }
  return { tree: out, changed };
}

/** The merged tree of two versions of a page, its changes marked (top-level blocks wrapped in <ins>/<del>). */
export function diffTrees(from: ContentTree, to: ContentTree, key: NodeKey): MergedDiff {
  return mergeChildren(from, to, key, true);
}

const HEADINGS = new Set(["h2", "h3"]);

/** The text of a node, as a reader sees it. */
export function textOf(node: ContentNode): string {
  return typeof node === "string" ? node : (node.slice(2) as ContentNode[]).map(textOf).join("");
}

const headingOf = (n: ContentNode): { id: string; title: string } | null => {
  if (!isElement(n) || !HEADINGS.has(n[0])) return null;
  const props = n[1] || {};
  return { id: typeof props.id === "string" ? props.id : "", title: textOf(n).trim() };
};

/** Whether a node of the merged tree carries a change (is marked, or holds a marked node). */
function hasMark(n: ContentNode): boolean {
  if (!isElement(n)) return false;
  const props = n[1] || {};
  if (props[DIFF_ATTRIBUTE] !== undefined) return true;
  return (n.slice(2) as ContentNode[]).some(hasMark);
}

/**
 * The h2/h3 sections of a merged tree that hold a change, in page order, and whether the blocks
 * before the first heading changed. A heading that was itself added or removed names its section.
 */
export function changedSections(merged: ContentTree): { sections: { id: string; title: string }[]; intro: boolean } {
  const sections: { id: string; title: string }[] = [];
  let current: { id: string; title: string } | null = null;
  let intro = false;
  const note = (s: { id: string; title: string }) => {
    if (!sections.some((x) => x.id === s.id && x.title === s.title)) sections.push(s);
  };
  for (const n of merged) {
    const wrapped = isElement(n) && (n[0] === "ins" || n[0] === "del") && (n[1] || {})[DIFF_ATTRIBUTE] !== undefined;
    const inner = wrapped ? (n[n.length - 1] as ContentNode) : n;
    const heading = headingOf(inner);
    if (heading && !(wrapped && n[0] === "del")) current = heading;
    if (!hasMark(n)) continue;
    if (heading) note(heading);
    else if (current) note(current);
    else intro = true;
  }
  return { sections, intro };
}

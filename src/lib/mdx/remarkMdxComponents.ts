/**
 * Build-time checks of the writer components (Tabs, TabItem, Steps), so a mistake fails the
 * build naming the file and line instead of rendering a broken page: TabItems only inside Tabs,
 * each with a unique `value` usable in `?tabs=`, and Steps around exactly one numbered list.
 */
import { visit } from "unist-util-visit";
import { isTabId } from "../tabsQuery";

interface MdNode {
  type: string;
  name?: string | null;
  ordered?: boolean | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  children?: MdNode[];
  position?: { start: { line: number } };
}

interface VFileLike {
  path?: string;
}

const isJsx = (n: MdNode) => n.type === "mdxJsxFlowElement" || n.type === "mdxJsxTextElement";
// Blank text and {/* comments */} between elements do not count as content.
const isFiller = (n: MdNode) => (n.type === "text" && !(n.value ?? "").trim()) || n.type === "mdxFlowExpression";

function attr(node: MdNode, name: string): { present: boolean; text: string | null } {
  const a = node.attributes?.find((x) => x.type === "mdxJsxAttribute" && x.name === name);
  if (!a) return { present: false, text: null };
  return { present: true, text: typeof a.value === "string" ? a.value : null };
}

export default function remarkMdxComponents() {
  return (tree: MdNode, file: VFileLike) => {
    const fail = (node: MdNode, problem: string): never => {
      throw new Error(`${file.path ?? "(mdx)"}:${node.position?.start.line ?? "?"}: ${problem}`);
    };
    visit(tree as never, (node: MdNode, _index: number | undefined, parent: MdNode | undefined) => {
      if (!isJsx(node)) return;
      if (node.name === "TabItem" && parent?.name !== "Tabs") fail(node, "<TabItem> must sit directly inside <Tabs>.");
      if (node.name === "Tabs") {
        const group = attr(node, "groupId");
        if (group.present && (group.text === null || !isTabId(group.text)))
          fail(node, `<Tabs groupId> must be a plain string of letters, digits, "_", "." or "-".`);
        const items = (node.children ?? []).filter((c) => !isFiller(c));
        if (items.length === 0) fail(node, "<Tabs> needs at least one <TabItem>.");
        const seen = new Set<string>();
        for (const item of items) {
          if (!isJsx(item) || item.name !== "TabItem") fail(item, "<Tabs> may only contain <TabItem> elements.");
          const value = attr(item, "value").text;
          if (value === null || !isTabId(value))
            fail(item, `<TabItem value> must be a plain string of letters, digits, "_", "." or "-".`);
          if (seen.has(value as string)) fail(item, `<TabItem value="${value}"> appears twice in one <Tabs>.`);
          seen.add(value as string);
          const label = attr(item, "label");
          if (label.present && label.text === null) fail(item, "<TabItem label> must be a plain string.");
        }
      }
      if (node.name === "Steps") {
        const content = (node.children ?? []).filter((c) => !isFiller(c));
        if (content.length !== 1 || content[0].type !== "list" || !content[0].ordered) {
          fail(
            node,
            "<Steps> must contain exactly one numbered Markdown list (1. 2. 3.), with a blank line after <Steps> and before </Steps>.",
          );
        }
      }
    });
  };
}

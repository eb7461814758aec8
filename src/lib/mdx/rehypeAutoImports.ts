/**
 * Writer components that only some pages use (Details, Badge, FileTree, …) are not in the MDX
 * provider's map (src/components/mdx/mdxComponents.tsx), which every page loads: a page that
 * uses one gets an `import` of it added here, so its code and CSS go into that page's chunk and
 * pages without it load nothing more. Writers still write `<Details>` without an import.
 */
import path from "node:path";
import { visit } from "unist-util-visit";

/** Component name → module, relative to the project root. */
export const AUTO_IMPORTED: Readonly<Record<string, string>> = {
  Details: "src/components/mdx/Details",
  Badge: "src/components/mdx/Badge",
  FileTree: "src/components/mdx/FileTree",
  ThemedImage: "src/components/mdx/ThemedImage",
  Terminal: "src/components/mdx/Terminal",
};

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
}

function importNode(name: string, source: string): Node {
  return {
    type: "mdxjsEsm",
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {
      estree: {
        type: "Program",
        sourceType: "module",
        body: [
          {
            type: "ImportDeclaration",
            specifiers: [{ type: "ImportDefaultSpecifier", local: { type: "Identifier", name } }],
            source: { type: "Literal", value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

export default function rehypeAutoImports(options: { root?: string } = {}) {
  const root = options.root ?? process.cwd();
  return (tree: Node) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    visit(tree as never, (node: Node) => {
      if (
        (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") &&
        node.name &&
        AUTO_IMPORTED[node.name]
      )
        used.add(node.name);
      // A page that imports or defines the name itself keeps its own.
      if (node.type === "mdxjsEsm")
        for (const name of Object.keys(AUTO_IMPORTED))
          if (new RegExp(`\\b${name}\\b`).test(node.value ?? "")) declared.add(name);
    });
    const imports = [...used]
      .filter((n) => !declared.has(n))
      .sort()
      .map((n) => importNode(n, path.join(root, AUTO_IMPORTED[n]).split(path.sep).join("/")));
    if (imports.length) tree.children = [...imports, ...(tree.children ?? [])];
  };
}

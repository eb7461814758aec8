/**
 * Content must not run script in a reader's browser: the build fails, naming the file and the
 * line, on a raw `<script>` element and on a `javascript:`, `vbscript:` or `data:` URL in a
 * Markdown link, image or link definition, or in any JSX attribute (a literal string, or a
 * string literal inside an attribute expression). Nor may it embed other documents or hand
 * React markup or handlers: `<iframe>`, `<object>`, `<embed>` and their kin, an `on…` event
 * attribute, `dangerouslySetInnerHTML` or `srcdoc` fail the same way. Front matter and YAML data
 * are checked as they are read (src/lib/scriptUrls.ts). Expressions other than literals are
 * refused by the content compile (src/node/data/mdxContent/estreeToTree.ts).
 */
import { visit } from "unist-util-visit";
import { scriptUrlMessage, scriptUrlScheme } from "../scriptUrls";
import { linkEscapeMessage } from "../linkEscapes";
import { placeOf, type Positioned } from "./filePlace";

interface MdNode extends Positioned {
  type: string;
  url?: string;
  name?: string | null;
  value?: string;
  attributes?: (Positioned & { type: string; name?: string; value?: unknown })[];
}

interface VFileLike {
  path?: string;
}

const JSX = new Set(["mdxJsxFlowElement", "mdxJsxTextElement"]);
/** Elements that load or embed another document, or change how the page's URLs resolve. */
const EMBEDDING = new Set([
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "portal",
  "base",
  "meta",
  "link",
]);
/** Attributes that hold a link, whose escapes must decode (images: rehypeImages checks theirs). */
const URL_ATTRIBUTE = /^href$/i;
/** Attributes that run script or write markup unchecked. */
const SCRIPT_ATTRIBUTE = /^(on[a-z]|dangerouslysetinnerhtml$|srcdoc$|formaction$)/i;
const URL_NODES: Record<string, string> = { link: "link", image: "image", definition: "link definition" };

/** String literals in an ESTree (an attribute's `{…}` expression). */
function* literals(node: unknown): Generator<string> {
  if (!node || typeof node !== "object") return;
  const n = node as { type?: string; value?: unknown };
  if (n.type === "Literal" && typeof n.value === "string") yield n.value;
  if (n.type === "TemplateElement") {
    const cooked = (n.value as { cooked?: string } | undefined)?.cooked;
    if (typeof cooked === "string") yield cooked;
  }
  for (const [k, v] of Object.entries(node)) {
    if (k === "position" || k === "loc" || k === "range") continue;
    if (Array.isArray(v)) for (const x of v) yield* literals(x);
    else if (v && typeof v === "object") yield* literals(v);
  }
}

export default function remarkScriptContent() {
  return (tree: MdNode, file: VFileLike) => {
    const refuse = (node: Positioned, subject: string, value: string, isUrl = true) => {
      const scheme = scriptUrlScheme(value);
      if (scheme) throw new Error(scriptUrlMessage(placeOf(file.path, node), subject, value, scheme));
      const escapes = isUrl ? linkEscapeMessage(placeOf(file.path, node), subject, value) : null;
      if (escapes) throw new Error(escapes);
    };
    visit(tree as never, (node: MdNode) => {
      const kind = URL_NODES[node.type];
      if (kind && typeof node.url === "string") return refuse(node, kind, node.url, node.type !== "image");
      if (node.type === "html" && /<script\b/i.test(node.value ?? "")) {
        throw new Error(
          `${placeOf(file.path, node)}: a <script> element in content would run in every reader's browser. Remove it.`,
        );
      }
      if (!JSX.has(node.type)) return;
      if (node.name?.toLowerCase() === "script") {
        throw new Error(
          `${placeOf(file.path, node)}: a <script> element in content would run in every reader's browser. Remove it.`,
        );
      }
      const element = node.name?.toLowerCase() ?? "";
      if (EMBEDDING.has(element))
        throw new Error(
          `${placeOf(file.path, node)}: a <${node.name}> element would embed or load another document in the page. Link to it instead ([text](url)).`,
        );
      for (const a of node.attributes ?? []) {
        if (a.type !== "mdxJsxAttribute") continue;
        if (a.name && SCRIPT_ATTRIBUTE.test(a.name))
          throw new Error(
            `${placeOf(file.path, a.position ? a : node)}: the attribute "${a.name}" of <${node.name ?? ""}> would run script or write raw markup in readers' browsers. Remove it.`,
          );
        // Attributes carry no position of their own in MDX 2's tree: the element's line is named.
        const at = a.position ? a : node;
        const subject = `attribute "${a.name}" of <${node.name ?? ""}>`;
        if (typeof a.value === "string") refuse(at, subject, a.value, URL_ATTRIBUTE.test(a.name ?? ""));
        else if (a.value && typeof a.value === "object")
          for (const s of literals((a.value as { data?: { estree?: unknown } }).data?.estree)) refuse(at, subject, s);
      }
    });
  };
}

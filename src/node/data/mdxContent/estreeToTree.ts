/**
 * The JSX that hast-util-to-estree makes of a compiled page (the same step MDX's own compile
 * takes, so props come out exactly as MDX gave them to React) turned into the content tree.
 * Every JavaScript expression the content wrote is evaluated here, at build time, and only if it
 * is a literal (a string, number, boolean, null, or arrays and objects of those); anything else
 * fails naming the file and line. No content expression reaches a reader's browser.
 */
import type * as ESTree from "estree";
import { ContentError } from "../../../lib/contentError";
import { FRAGMENT, type ContentNode, type ContentProps, type ContentValue } from "../../../lib/mdx/contentTree";

/** The JSX node types of estree-jsx that hast-util-to-estree produces (not in @types/estree). */
interface JsxName {
  type: "JSXIdentifier" | "JSXMemberExpression" | "JSXNamespacedName";
  name?: string | { name: string };
  namespace?: { name: string };
  object?: JsxName;
  property?: { name: string };
}
interface JsxAttribute {
  type: "JSXAttribute" | "JSXSpreadAttribute";
  name?: JsxName;
  value?: JsxChild | ESTree.Literal | null;
  argument?: ESTree.Expression;
  loc?: ESTree.SourceLocation | null;
}
interface JsxChild {
  type: "JSXElement" | "JSXFragment" | "JSXExpressionContainer" | "JSXText" | "JSXEmptyExpression";
  openingElement?: { name: JsxName; attributes: JsxAttribute[] };
  children?: JsxChild[];
  expression?: ESTree.Expression | JsxChild;
  value?: string;
  loc?: ESTree.SourceLocation | null;
}

export interface TreeContext {
  /** The file, as messages name it (relative to the project). */
  label: string;
  /** A capitalised name is a known writer component (or an imported partial, resolved by `partial`). */
  isComponent(name: string): boolean;
  /** The tree of a partial imported under `name`, or undefined when `name` is not one. */
  partial(name: string): ContentNode[] | undefined;
}

const FIX =
  "Content may use only literal values (text, numbers, true/false, arrays and objects of those); write the value itself, or ask for a writer component that computes it.";

function lineOf(node: { loc?: ESTree.SourceLocation | null } | undefined): string {
  return node?.loc?.start ? String(node.loc.start.line) : "?";
}

/** The value of a literal expression, or a ContentError naming where and why not. */
export function literalValue(expression: ESTree.Node, ctx: TreeContext): ContentValue {
  const fail = (what: string): never => {
    throw new ContentError(`${ctx.label}:${lineOf(expression)}: ${what} is not allowed in content. ${FIX}`);
  };
  switch (expression.type) {
    case "Literal":
      if ("regex" in expression || "bigint" in expression) return fail("a regular expression or BigInt literal");
      return expression.value as string | number | boolean | null;
    case "TemplateLiteral":
      if (expression.expressions.length) return fail("a template literal with ${…}");
      return expression.quasis.map((q) => q.value.cooked ?? q.value.raw).join("");
    case "UnaryExpression":
      if ((expression.operator === "-" || expression.operator === "+") && expression.argument.type === "Literal") {
        const n = expression.argument.value;
        if (typeof n === "number") return expression.operator === "-" ? -n : n;
      }
      return fail(`the expression "${expression.operator}…"`);
    case "ArrayExpression":
      return expression.elements.map((e) =>
        e && e.type !== "SpreadElement" ? literalValue(e, ctx) : fail("a spread or hole in an array"),
      );
    case "ObjectExpression": {
      const out: { [key: string]: ContentValue } = {};
      for (const p of expression.properties) {
        if (p.type !== "Property" || p.computed || p.kind !== "init" || p.method || p.shorthand)
          return fail("a computed, shorthand, spread or method property");
        const key =
          p.key.type === "Identifier" ? p.key.name : p.key.type === "Literal" ? String(p.key.value) : fail("this key");
        out[key] = literalValue(p.value, ctx);
      }
      return out;
    }
    case "Identifier":
      if (expression.name === "undefined") return null;
      return fail(`the name "${expression.name}"`);
    default:
      return fail(`a JavaScript expression (${expression.type})`);
  }
}

function nameOf(name: JsxName, ctx: TreeContext, at: JsxChild): string {
  if (name.type === "JSXIdentifier" && typeof name.name === "string") return name.name;
  throw new ContentError(
    `${ctx.label}:${lineOf(at)}: <${name.type === "JSXMemberExpression" ? "a.b" : "a:b"}> element names are not allowed in content; use a writer component by its name.`,
  );
}

function propsOf(attributes: JsxAttribute[], ctx: TreeContext, at: JsxChild): ContentProps | 0 {
  const props: ContentProps = {};
  let any = false;
  for (const a of attributes) {
    if (a.type === "JSXSpreadAttribute") {
      // hast-util-to-estree writes a property whose name is not a JSX identifier as a spread of an object literal.
      const value = literalValue(a.argument as ESTree.Expression, ctx);
      if (!value || typeof value !== "object" || Array.isArray(value))
        throw new ContentError(`${ctx.label}:${lineOf(a)}: a spread of props is not allowed in content. ${FIX}`);
      Object.assign(props, value);
      any = true;
      continue;
    }
    const name = a.name?.type === "JSXIdentifier" ? (a.name.name as string) : null;
    if (!name)
      throw new ContentError(`${ctx.label}:${lineOf(at)}: a namespaced attribute (a:b) is not allowed in content.`);
    const v = a.value;
    let value: ContentValue;
    if (v === null || v === undefined) value = true;
    else if (v.type === "Literal") value = (v as ESTree.Literal).value as ContentValue;
    else if (v.type === "JSXExpressionContainer") {
      const e = (v as JsxChild).expression;
      if (!e || e.type === "JSXEmptyExpression")
        throw new ContentError(`${ctx.label}:${lineOf(a)}: the attribute ${name} has an empty value {}.`);
      value = literalValue(e as ESTree.Expression, ctx);
    } else
      throw new ContentError(
        `${ctx.label}:${lineOf(a)}: an element as the value of ${name} is not allowed in content.`,
      );
    props[name] = value;
    any = true;
  }
  return any ? props : 0;
}

/** One JSX child as content nodes (none for comments and empty expressions; a partial's many). */
function childNodes(child: JsxChild, ctx: TreeContext): ContentNode[] {
  switch (child.type) {
    case "JSXText":
      return child.value ? [child.value] : [];
    case "JSXExpressionContainer": {
      const e = child.expression;
      if (!e || e.type === "JSXEmptyExpression") return [];
      const value = literalValue(e as ESTree.Expression, ctx);
      if (value === null || typeof value === "boolean") return [];
      if (typeof value === "object")
        throw new ContentError(`${ctx.label}:${lineOf(child)}: an array or object cannot be shown as text. ${FIX}`);
      return [String(value)];
    }
    case "JSXFragment":
      return [[FRAGMENT, 0, ...childrenOf(child, ctx)]];
    case "JSXElement":
      return [elementOf(child, ctx)];
    default:
      throw new ContentError(`${ctx.label}:${lineOf(child)}: unexpected ${child.type} in content.`);
  }
}

function childrenOf(node: JsxChild, ctx: TreeContext): ContentNode[] {
  return (node.children ?? []).flatMap((c) => childNodes(c, ctx));
}

function elementOf(node: JsxChild, ctx: TreeContext): ContentNode {
  const opening = node.openingElement as NonNullable<JsxChild["openingElement"]>;
  const name = nameOf(opening.name, ctx, node);
  const props = propsOf(opening.attributes, ctx, node);
  const children = childrenOf(node, ctx);
  if (/^[A-Z]/.test(name)) {
    const partial = ctx.partial(name);
    if (partial) {
      if (props || children.length)
        throw new ContentError(
          `${ctx.label}:${lineOf(node)}: <${name}> is an included file: write it as <${name} /> with no props or children.`,
        );
      return [FRAGMENT, 0, ...partial];
    }
    if (!ctx.isComponent(name))
      throw new ContentError(
        `${ctx.label}:${lineOf(node)}: <${name}> is not a writer component of this site. Use one listed in docs/CONTENT-GUIDE.md, write it in lower case if it is text (\`<${name}>\` in backticks shows it as code), or import a partial (.mdx) under that name.`,
      );
  }
  return [name, props, ...children];
}

/** The page's content from the Program hast-util-to-estree made (its import statements handled by the caller). */
export function treeOfProgram(program: ESTree.Program, ctx: TreeContext): ContentNode[] {
  const out: ContentNode[] = [];
  for (const statement of program.body) {
    if (statement.type !== "ExpressionStatement") continue;
    const root = statement.expression as unknown as JsxChild;
    if (root.type === "JSXFragment") out.push(...childrenOf(root, ctx));
    else out.push(...childNodes(root, ctx));
  }
  return out;
}

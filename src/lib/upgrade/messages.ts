/**
 * Program output the pages quote, per version: inline code holding Chinese outside its
 * `<placeholders>` (the rule of tests/unit/platformMessages.test.ts, which checks every such quote
 * against the pinned platform source), in page text and in the API descriptions' errors. A quote
 * that one version's pages use and the other's never do is what a reader grepping logs needs to
 * know; a quote that only moved between pages is not a change.
 */
import type { ContentNode } from "../mdx/contentTree";
import type { ApiEndpoint, MessageChanges, PageRef, VersionDoc } from "./types";

/** The quote rule of tests/support/docQuotes.ts. */
export const isQuotedMessage = (code: string): boolean => /\p{Script=Han}/u.test(code.replace(/<[^<>]*>/g, ""));

/** Inline code only: a code block's lines sit in a <code> under <pre>, and are not quotes. */
function quotesIn(node: ContentNode, out: Set<string>, inPre = false): void {
  if (typeof node === "string") return;
  const [type, , ...children] = node;
  if (type === "code" && !inPre) {
    const text = children.map((c) => (typeof c === "string" ? c : "")).join("");
    if (children.every((c) => typeof c === "string") && isQuotedMessage(text)) out.add(text);
    return;
  }
  for (const c of children) quotesIn(c, out, inPre || type === "pre");
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter(isQuotedMessage);

/** Each quote of a version with the pages that use it. */
export function versionQuotes(docs: readonly VersionDoc[], api: readonly ApiEndpoint[]): Map<string, PageRef[]> {
  const byText = new Map<string, PageRef[]>();
  const add = (text: string, page: PageRef) => {
    const pages = byText.get(text) ?? [];
    if (!pages.some((p) => p.href === page.href)) pages.push(page);
    byText.set(text, pages);
  };
  for (const d of docs) {
    const found = new Set<string>();
    d.content.forEach((n) => quotesIn(n, found));
    for (const text of found) add(text, { id: d.id, title: d.title, href: d.path });
  }
  for (const e of api) {
    const page = docs.find((d) => d.path === e.page);
    const at: PageRef = { id: page?.id ?? e.page, title: page?.title ?? e.title, href: e.page };
    for (const err of e.errors) if (isQuotedMessage(err.message)) add(err.message, at);
    for (const text of [
      ...e.params.map((p) => p.description),
      ...e.response.map((r) => r.description),
      ...e.errors.map((x) => x.when),
      ...e.notes,
    ])
      for (const q of backticked(text)) add(q, at);
  }
  return byText;
}

export function diffMessages(from: Map<string, PageRef[]>, to: Map<string, PageRef[]>): MessageChanges {
  const only = (a: Map<string, PageRef[]>, b: Map<string, PageRef[]>) =>
    [...a.entries()].filter(([text]) => !b.has(text)).map(([text, pages]) => ({ text, pages }));
  return { onlyFrom: only(from, to), onlyTo: only(to, from) };
}

/**
 * The words of a Mermaid diagram as one sentence, for readers who do not see it (the <img>'s
 * alt), for search and for tools: `accTitle`, then the flowchart's nodes and edges in the order
 * they are written, a chain of edges read as one path (A → B → C), a subgraph's title before
 * its content. Other diagram kinds give their `accTitle`/`accDescr` or their text lines. Pure.
 */

const OPENERS = ["([", "[[", "[(", "((", "[/", "[\\", "{{", "[", "(", "{", ">"];
const CLOSERS: Record<string, string[]> = {
  "([": ["])"],
  "[[": ["]]"],
  "[(": [")]"],
  "((": ["))"],
  "[/": ["/]", "\\]"],
  "[\\": ["\\]", "/]"],
  "{{": ["}}"],
  "[": ["]"],
  "(": [")"],
  "{": ["}"],
  ">": ["]"],
};
const SKIPPED = /^(?:classDef|class|style|linkStyle|click|direction|end)\b/;
const ENTITIES: Record<string, string> = { quot: '"', amp: "&", lt: "<", gt: ">", nbsp: " " };

/** A label as the reader sees it: quotes, line breaks, Markdown marks and #entities; gone. */
export function plainLabel(raw: string): string {
  let s = raw.trim();
  if (s.startsWith('"') && s.endsWith('"') && s.length >= 2) s = s.slice(1, -1);
  if (s.startsWith("`") && s.endsWith("`") && s.length >= 2) s = s.slice(1, -1);
  return (
    s
      .replace(/<br\s*\/?>/gi, " ")
      .replace(/<[^>]+>/g, "")
      .replace(/\*\*|__/g, "")
      .replace(/#(\w+);/g, (m, name: string) =>
        /^\d+$/.test(name) ? String.fromCodePoint(Number(name)) : (ENTITIES[name] ?? m),
      )
      .replace(/\s+/g, " ")
      // A line break after Chinese punctuation is no space in the sentence.
      .replace(/([，。：；、）」])\s/g, "$1")
      .trim()
  );
}

interface Statement {
  /** Node ids joined by edges, in order; `&` groups count as one step. */
  steps: string[][];
  /** The label of the edge after each step but the last ("" when none). */
  edgeLabels: string[];
}

const NODE_ID = /^[\p{L}\p{N}_.:-]+?(?=\s|$|&|[[({>]|--|==|-\.|~~~|<)/u;

/** Reads one node (id and optional shape with label) at the start of `s`. */
function readNode(s: string, labels: Map<string, string>): { id: string; rest: string } | null {
  const idMatch = NODE_ID.exec(s);
  if (!idMatch) return null;
  const id = idMatch[0];
  let rest = s.slice(id.length);
  const opener = OPENERS.find((o) => rest.startsWith(o));
  if (opener) {
    const body = rest.slice(opener.length);
    let end = -1;
    let closer = "";
    if (body.startsWith('"')) {
      const q = body.indexOf('"', 1);
      const after = body.slice(q + 1);
      closer = CLOSERS[opener].find((c) => after.startsWith(c)) ?? "";
      if (q > 0 && closer) end = q + 1;
    } else {
      for (const c of CLOSERS[opener]) {
        const at = body.indexOf(c);
        if (at >= 0 && (end < 0 || at < end)) [end, closer] = [at, c];
      }
    }
    if (end >= 0) {
      if (!labels.has(id) || !labels.get(id)) labels.set(id, plainLabel(body.slice(0, end)));
      rest = body.slice(end + closer.length);
    }
  } else if (!labels.has(id)) labels.set(id, "");
  return { id, rest };
}

/** Reads one edge at the start of `s`: its label, or null when `s` does not start with an edge. */
function readEdge(s: string): { label: string; rest: string } | null {
  const withText = /^(?:--|==|-\.)\s*(?![->=.])(.+?)\s*(?:-{2,}>|={2,}>|\.-+>|-{3,}|={3,}|\.-+)\s*/.exec(s);
  if (withText) return { label: plainLabel(withText[1]), rest: s.slice(withText[0].length) };
  const plain = /^<?(?:-{2,}>?|={2,}>?|-\.+->?|~~~|--[xo]|==[xo])\s*(?:\|([^|]*)\|)?\s*/.exec(s);
  if (plain) return { label: plain[1] ? plainLabel(plain[1]) : "", rest: s.slice(plain[0].length) };
  return null;
}

function readStatement(line: string, labels: Map<string, string>): Statement | null {
  const steps: string[][] = [];
  const edgeLabels: string[] = [];
  let rest = line.trim();
  while (rest) {
    const group: string[] = [];
    for (;;) {
      const node = readNode(rest, labels);
      if (!node) return steps.length ? { steps, edgeLabels } : null;
      group.push(node.id);
      rest = node.rest.trimStart();
      if (!rest.startsWith("&")) break;
      rest = rest.slice(1).trimStart();
    }
    steps.push(group);
    const edge = readEdge(rest);
    if (!edge) break;
    edgeLabels.push(edge.label);
    rest = edge.rest;
  }
  return { steps, edgeLabels };
}

/** The diagram's text in reading order (see the file comment). */
export function diagramText(source: string): string {
  const lines = source
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith("%%"));
  const header = lines.shift() ?? "";
  const title = lines.find((l) => /^accTitle\s*:/.test(l))?.replace(/^accTitle\s*:\s*/, "") ?? "";
  const description = lines.find((l) => /^accDescr\s*:/.test(l))?.replace(/^accDescr\s*:\s*/, "") ?? "";
  const body = lines.filter((l) => !/^acc(?:Title|Descr)\s*:/.test(l));
  const intro = [title, description].filter(Boolean).map((t) => t.replace(/[。；.]$/, ""));
  if (!/^(?:flowchart|graph)\b/.test(header))
    return [...intro, ...(intro.length ? [] : body.map(plainLabel))].join("；") + "。";

  const labels = new Map<string, string>();
  const statements: ({ kind: "subgraph"; title: string } | { kind: "edges"; statement: Statement })[] = [];
  for (const line of body) {
    const sub = /^subgraph\s+(.*)$/.exec(line);
    if (sub) {
      // `subgraph id [title]`, `subgraph id["title"]` or `subgraph title`.
      const titled = /^\S+?\s*\[(.*)\]$/.exec(sub[1].trim());
      statements.push({ kind: "subgraph", title: plainLabel(titled ? titled[1] : sub[1]) });
      continue;
    }
    if (SKIPPED.test(line)) continue;
    const statement = readStatement(line.replace(/;$/, ""), labels);
    if (statement) statements.push({ kind: "edges", statement });
  }
  const name = (id: string) => labels.get(id) || id;
  const said = new Set<string>();
  const parts: string[] = [];
  let path = "";
  let last: string[] | null = null;
  const endPath = () => {
    if (path) parts.push(path);
    path = "";
    last = null;
  };
  for (const s of statements) {
    if (s.kind === "subgraph") {
      endPath();
      parts.push(`${s.title}：`);
      continue;
    }
    const { steps, edgeLabels } = s.statement;
    const names = (group: string[]) => group.map(name).join("、");
    if (steps.length === 1) {
      // A node on its own line: said once, where it is first written.
      const fresh = steps[0].filter((id) => !said.has(id));
      fresh.forEach((id) => said.add(id));
      if (fresh.length) {
        endPath();
        parts.push(names(fresh));
      }
      continue;
    }
    // An edge from where the last one ended continues the same path.
    const continues = last !== null && (last as string[]).join("&") === steps[0].join("&");
    if (!continues) {
      endPath();
      path = names(steps[0]);
    }
    steps.forEach((group) => group.forEach((id) => said.add(id)));
    for (let i = 1; i < steps.length; i++)
      path += ` →${edgeLabels[i - 1] ? `（${edgeLabels[i - 1]}）` : ""} ${names(steps[i])}`;
    last = steps[steps.length - 1];
  }
  endPath();
  const text = parts.reduce((acc, p) => (acc === "" ? p : acc.endsWith("：") ? `${acc}${p}` : `${acc}；${p}`), "");
  return [...intro, text].filter(Boolean).join("。") + "。";
}

/**
 * Program messages the platform prints, as found in its pinned source, and a test of whether a
 * message quoted on a docs page occurs there.
 *
 * A source line becomes a template: its literal text, with every interpolation (shell `${x}`,
 * `$x`, `$(…)`; JS/TS `${…}` and `' + x + '`; Python `{x}` and `%s`) as a hole, colour escapes
 * (`\033[…m`) dropped, and `\n`/`\t` as hard breaks a quote cannot cross. A quote occurs in the
 * source when it equals some stretch of one template, where
 * - a hole stands for any text without Han characters (a value such as `-a`, `N` or `<pid>`),
 *   or for Chinese text of two or more Han characters that itself occurs in the source: an argument (`当前尚未安装 ${name}！`
 *   quoted as `当前尚未安装 Deno 运行时！`) or a nested message (`删除失败：${e.message}` quoted
 *   as `删除失败：文件（夹）不存在`);
 * - the quote's own placeholders `<…>` and `…` stand for any text of the template.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

const HOLE = "\u0000";
const BREAK = "\u0001";
const HAN = /\p{Script=Han}/u;

export interface Template {
  file: string;
  line: number;
  text: string;
}

/** Text files of a pinned copy, relative paths. */
function sourceFiles(dir: string, rel = ""): string[] {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (e.isDirectory()) return sourceFiles(dir, r);
    return /\.(woff2?|otf|ttf|png|jpe?g|ico|db)$/i.test(e.name) ? [] : [r];
  });
}

/** The end index (exclusive) of a bracketed span starting at `start` (which holds `open`). */
function closing(s: string, start: number, open: string, close: string): number {
  let depth = 0;
  for (let i = start; i < s.length; i++) {
    if (s[i] === open) depth++;
    else if (s[i] === close && --depth === 0) return i + 1;
  }
  return s.length;
}

function shellTemplate(line: string): string {
  let out = "";
  for (let i = 0; i < line.length;) {
    const c = line[i];
    const rest = line.slice(i);
    const colour = /^\\(?:033|e|x1b)\[[0-9;]*m/.exec(rest);
    if (colour) i += colour[0].length;
    else if (rest.startsWith("${")) {
      out += HOLE;
      i = closing(line, i + 1, "{", "}");
    } else if (rest.startsWith("$(")) {
      out += HOLE;
      i = closing(line, i + 1, "(", ")");
    } else if (/^\$[A-Za-z_][A-Za-z0-9_]*/.test(rest)) {
      out += HOLE;
      i += /^\$[A-Za-z_][A-Za-z0-9_]*/.exec(rest)![0].length;
    } else if (/^\$[0-9@*#?!$-]/.test(rest)) {
      out += HOLE;
      i += 2;
    } else if (rest.startsWith("\\n") || rest.startsWith("\\t")) {
      out += BREAK;
      i += 2;
    } else if (c === "\\" && i + 1 < line.length) {
      out += line[i + 1];
      i += 2;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

function scriptTemplate(line: string, python: boolean): string {
  let s = line.replace(/\\(?:033|x1b|u001b)\[[0-9;]*m/g, "");
  // 'text' + expr + 'text' (and the same with " or `): the expression is a hole.
  s = s.replace(/(['"`])\s*\+\s*[^'"`]+?\s*\+\s*(['"`])/g, HOLE);
  s = s.replace(/(['"`])\s*\+\s*[^'"`;,)]+\s*$/g, HOLE);
  let out = "";
  for (let i = 0; i < s.length;) {
    const rest = s.slice(i);
    if (rest.startsWith("${")) {
      out += HOLE;
      i = closing(s, i + 1, "{", "}");
    } else if (python && s[i] === "{") {
      out += HOLE;
      i = closing(s, i, "{", "}");
    } else if (python && /^%[sd]/.test(rest)) {
      out += HOLE;
      i += 2;
    } else if (rest.startsWith("\\n") || rest.startsWith("\\t")) {
      out += BREAK;
      i += 2;
    } else if (s[i] === "\\" && i + 1 < s.length) {
      out += s[i + 1];
      i += 2;
    } else {
      out += s[i];
      i++;
    }
  }
  return out;
}

/** Every line of the pinned copy that contains a Han character, as a template. */
export function loadTemplates(platformDir: string): Template[] {
  return sourceFiles(platformDir).flatMap((file) =>
    textTemplates(file, readFileSync(path.join(platformDir, file), "utf8")),
  );
}

/** The templates of one source text; `file` decides the language by its extension. */
export function textTemplates(file: string, source: string): Template[] {
  const ext = path.extname(file);
  const shell = ext === ".sh";
  const script = [".ts", ".js", ".cjs", ".mjs", ".py"].includes(ext);
  const templates: Template[] = [];
  source.split("\n").forEach((raw, index) => {
    if (!HAN.test(raw)) return;
    // Minified bundles are one huge line: split at statement boundaries to keep templates short.
    const pieces = raw.length > 2000 ? raw.split(/(?<=[;,{}])/) : [raw];
    for (const piece of pieces) {
      if (!HAN.test(piece)) continue;
      // Adjacent holes (`${BLUE}${name}${PLAIN}`) are one hole.
      const text = (shell ? shellTemplate(piece) : script ? scriptTemplate(piece, ext === ".py") : piece).replace(
        /\u0000+/g,
        HOLE,
      );
      templates.push({ file, line: index + 1, text });
    }
  });
  return templates;
}

/** A quote with its placeholders (`<…>`, `…`) turned into holes. */
function quotePattern(quote: string): string {
  return quote.replace(/<[^<>]+>/g, HOLE).replace(/…/g, HOLE);
}

function firstHan(pattern: string): string | null {
  const m = /\p{Script=Han}{2}/u.exec(pattern) ?? /\p{Script=Han}/u.exec(pattern);
  return m ? m[0] : null;
}

export class MessageIndex {
  private readonly memo = new Map<string, Template | null>();
  constructor(readonly templates: Template[]) {}

  /** The template a quoted message occurs in, or null. */
  find(quote: string): Template | null {
    return this.findPattern(quotePattern(quote), 0);
  }

  private findPattern(q: string, depth: number): Template | null {
    const cached = this.memo.get(q);
    if (cached !== undefined) return cached;
    const key = firstHan(q);
    let found: Template | null = null;
    if (key) {
      for (const t of this.templates) {
        if (t.text.includes(key) && this.matchesSomewhere(q, t.text, depth)) {
          found = t;
          break;
        }
      }
    }
    this.memo.set(q, found);
    return found;
  }

  /** Whether q equals some stretch of template t (two-sided wildcard match, see the file comment). */
  private matchesSomewhere(q: string, t: string, depth: number): boolean {
    const seen = new Set<number>();
    const width = t.length + 1;
    const go = (i: number, j: number): boolean => {
      if (i === q.length) return true; // the quote is used up: it ends anywhere in the template
      const k = i * width + j;
      if (seen.has(k)) return false;
      seen.add(k);
      const qc = q[i];
      if (qc === HOLE) {
        // The quote's placeholder: any run of template text, not across a hard break.
        if (go(i + 1, j)) return true;
        return j < t.length && t[j] !== BREAK && go(i, j + 1);
      }
      if (j >= t.length) return false;
      const tc = t[j];
      if (tc === HOLE) {
        if (go(i, j + 1)) return true; // the hole is empty (a colour variable)
        if (!HAN.test(qc) && go(i + 1, j)) return true; // the hole holds a value
        // At depth 0 a hole may also hold Chinese text that itself occurs in the source: an
        // argument (`当前尚未安装 ${name}！` with name "Deno 运行时") or a nested message.
        if (depth > 0 || !HAN.test(qc)) return false;
        // At least two Han characters, so a lone 时 or 分 is not taken for an argument.
        // The text after it must go on with the template's next literal character (or end the
        // quote), so a run of holes cannot soak up any Chinese made of common words.
        for (let k = i + 2; k <= q.length; k++) {
          if (k < q.length && (j + 1 >= t.length || t[j + 1] !== q[k])) continue;
          const piece = q.slice(i, k);
          if ((piece.match(/\p{Script=Han}/gu)?.length ?? 0) < 2) continue;
          if (this.findPattern(piece, depth + 1) !== null && go(k, j + 1)) return true;
        }
        return false;
      }
      return qc === tc && go(i + 1, j + 1);
    };
    // go(i, j) does not depend on where the stretch started, so `seen` is shared by every start.
    for (let start = 0; start < t.length; start++) {
      if (t[start] === BREAK || (q[0] !== HOLE && t[start] !== HOLE && t[start] !== q[0])) continue;
      if (go(0, start)) return true;
    }
    return false;
  }
}

/** Build-time highlighting for code rendered outside MDX (API examples): Prism, no client JS. */
import Prism from "prismjs";
import loadLanguages from "prismjs/components/index.js";
import { escapeHtml } from "./escapeHtml";

loadLanguages(["bash", "json", "javascript", "python"]);

export function highlight(code: string, language: "bash" | "json" | "javascript" | "python"): string {
  const grammar = Prism.languages[language];
  return grammar ? Prism.highlight(code, grammar, language) : escapeHtml(code);
}

/** Pretty-prints JSON text for display; the YAML holds compact or loose JSON. */
export function prettyJson(text: string): string {
  return JSON.stringify(JSON.parse(text), null, 2);
}

/**
 * React 18.3's streaming renderer (which Gatsby 5 uses for static HTML) can insert NUL bytes
 * where a multi-byte UTF-8 character meets its 2 KB buffer boundary (react#31134). In Chinese
 * pages that lands inside text and anchors ("#相关\0文件"): browsers drop it in text but turn it
 * into U+FFFD in attributes, breaking links. The bytes are extra, never part of a character, so
 * removing them restores the intended HTML.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./publicHtml";

export function stripNulBytes(publicDir: string): number {
  let fixed = 0;
  for (const { file } of htmlFiles(publicDir)) {
    const data = readFileSync(file);
    if (data.includes(0)) {
      writeFileSync(file, Buffer.from(data.filter((b) => b !== 0)));
      fixed++;
    }
  }
  return fixed;
}

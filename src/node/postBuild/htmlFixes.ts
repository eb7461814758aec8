/**
 * React 18.3's streaming renderer (which Gatsby 5 uses for static HTML) can insert NUL bytes
 * where a multi-byte UTF-8 character meets its 2 KB buffer boundary (react#31134). In Chinese
 * pages that lands inside text and anchors ("#相关\0文件"): browsers drop it in text but turn it
 * into U+FFFD in attributes, breaking links. The bytes are extra, never part of a character, so
 * removing them restores the intended HTML.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { htmlFiles } from "./publicHtml";

/** The bytes with every NUL left out, copied in runs (a callback per byte took seconds over a large site). */
export function withoutNulBytes(data: Buffer): Buffer {
  const runs: Buffer[] = [];
  let start = 0;
  for (let at = data.indexOf(0); at >= 0; at = data.indexOf(0, start)) {
    if (at > start) runs.push(data.subarray(start, at));
    start = at + 1;
  }
  runs.push(data.subarray(start));
  return Buffer.concat(runs);
}

export function stripNulBytes(publicDir: string): number {
  let fixed = 0;
  for (const { file } of htmlFiles(publicDir)) {
    const data = readFileSync(file);
    if (data.includes(0)) {
      writeFileSync(file, withoutNulBytes(data));
      fixed++;
    }
  }
  return fixed;
}

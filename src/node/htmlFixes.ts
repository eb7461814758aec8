/**
 * React 18.3's streaming renderer (which Gatsby 5 uses for static HTML) can insert NUL bytes
 * where a multi-byte UTF-8 character meets its 2 KB buffer boundary (react#31134). In Chinese
 * pages that lands inside text and anchors ("#相关\0文件"): browsers drop it in text but turn it
 * into U+FFFD in attributes, breaking links. The bytes are extra, never part of a character, so
 * removing them restores the intended HTML.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

export function stripNulBytes(publicDir: string): number {
  let fixed = 0;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "page-data" && name !== "static" && name !== "_media") walk(full);
      } else if (name.endsWith(".html")) {
        const data = readFileSync(full);
        if (data.includes(0)) {
          writeFileSync(full, Buffer.from(data.filter((b) => b !== 0)));
          fixed++;
        }
      }
    }
  };
  walk(publicDir);
  return fixed;
}

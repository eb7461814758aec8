/** Walks the built site and collects search records from every indexable page. Node only. */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { extractRecords, type SearchRecord } from "./records";

export function htmlPages(publicDir: string): { file: string; urlPath: string }[] {
  const out: { file: string; urlPath: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "page-data" && name !== "static" && name !== "_media") walk(full);
      } else if (name === "index.html") {
        const rel = path.relative(publicDir, dir).split(path.sep).join("/");
        out.push({ file: full, urlPath: rel ? `/${rel}` : "/" });
      }
    }
  };
  walk(publicDir);
  return out.sort((a, b) => a.urlPath.localeCompare(b.urlPath));
}

export function collectRecords(publicDir: string): SearchRecord[] {
  return htmlPages(publicDir).flatMap((p) => extractRecords(readFileSync(p.file, "utf8"), p.urlPath) ?? []);
}

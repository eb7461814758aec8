/**
 * Reads the index as the site serves it (manifest, main file, every part, every page's
 * texts and the pinyin table) into one loaded index: for the built-site tests, the bench and the content checks.
 * Node only.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { addIndexPart, addPageTexts, addPinyinTable, loadIndexFile, type LoadedIndex } from "../shared/query";
import type { IndexFile } from "../shared/indexFormat";
import * as pinyinEngine from "../shared/pinyin";
import { searchRoutes, type VersionRef } from "../../config/routes";

export interface ServedIndex {
  index: LoadedIndex;
  /** URL of the main file, from the manifest. */
  mainUrl: string;
  /** The main file, then every part, as served. */
  files: string[];
  /** The pages' text files, as served. */
  textFiles: string[];
}

/** The latest's index when no version is given (the one that holds the blog and the other pages). */
export function readServedIndex(publicDir = "public", version?: VersionRef): ServedIndex {
  const read = (url: string) => readFileSync(path.join(publicDir, url), "utf8");
  const manifest = JSON.parse(read(searchRoutes.manifestOf(version))) as { index: string };
  const file = JSON.parse(read(manifest.index)) as IndexFile;
  const index = loadIndexFile(file);
  (file.parts ?? []).forEach((url, k) => addIndexPart(index, k, JSON.parse(read(url))));
  if (file.pinyinFile) addPinyinTable(index, JSON.parse(read(file.pinyinFile)), pinyinEngine);
  const textFiles = file.textFiles ?? [];
  textFiles.forEach((url, page) => url && addPageTexts(index, page, JSON.parse(read(url))));
  return {
    index,
    mainUrl: manifest.index,
    files: [manifest.index, ...(file.parts ?? [])],
    textFiles: textFiles.filter(Boolean),
  };
}

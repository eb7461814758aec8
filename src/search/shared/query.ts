/**
 * The search engine over the embedded index, shared by the build's tests, the modal, /search
 * and the 404 page, so every place ranks and counts the same way. One concern per file:
 * loading (loadIndex.ts), what a query asks for (queryParts.ts, segment.ts, typos.ts) and
 * ranking (ranking.ts); the rules are written down in docs/SEARCH.md.
 */
export {
  addIndexPart,
  addPageTexts,
  addPinyinTable,
  loadIndexFile,
  prepareForQueries,
  sectionText,
  type LoadedIndex,
  type SectionRecord,
} from "./loadIndex";
export { markTerms, missingParts, needsPinyin } from "./queryParts";
export { searchIndex, type PageResult, type SearchHit, type SearchResults } from "./ranking";

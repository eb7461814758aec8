/**
 * Gatsby's query extraction parses with Babel every file under src/ (and in plugins that
 * depend on Gatsby) whose text mentions graphql, config, Head, getServerData, Slice or
 * gatsby-plugin-image. Most of ours import from src/config, so most files were parsed for the
 * few that hold queries, in every build, cold or warm, and at `gatsby develop`'s start.
 *
 * config, Head and getServerData only mean something as exports of page components (Gatsby
 * keeps those features for components alone; for any other file it drops them). Any other file
 * matters only with a `graphql` tag or a `<Slice>`. So files that are not page components and
 * mention neither are answered "nothing here" before Gatsby parses them, as its own quick check
 * does; everything else goes to Gatsby's parser unchanged.
 */
import { readFile } from "node:fs/promises";
import { siteRequire } from "../siteRequire";

export const FILE_PARSER_MODULE = "gatsby/dist/query/file-parser";
export const REDUX_MODULE = "gatsby/dist/redux";

/** What a file that is not a page component needs to be parsed for. */
const QUERY_OR_SLICE = /graphql|Slice/;

type ParseFile = (this: unknown, file: string, addError: (error: unknown) => void) => Promise<unknown>;
interface FileParserModule {
  default?: { prototype: { parseFile?: ParseFile; __onlyQueryFiles?: true } };
}
interface ReduxModule {
  store?: { getState(): { components: Map<string, unknown> } };
}

/**
 * Wraps Gatsby's FileParser.parseFile (once per process). Throws when Gatsby no longer has it,
 * so an upgrade fails loudly instead of quietly parsing everything again.
 */
export function parseOnlyFilesWithQueries(
  load: (id: string) => unknown = siteRequire(),
  read: (file: string) => Promise<string> = (f) => readFile(f, "utf8"),
): void {
  const parser = (load(FILE_PARSER_MODULE) as FileParserModule).default?.prototype;
  const store = (load(REDUX_MODULE) as ReduxModule).store;
  if (typeof parser?.parseFile !== "function")
    throw new Error(`${FILE_PARSER_MODULE} has no FileParser.parseFile (has Gatsby changed its query extraction?)`);
  if (typeof store?.getState !== "function")
    throw new Error(`${REDUX_MODULE} has no store (has Gatsby changed its state?)`);
  if (parser.__onlyQueryFiles) return;
  const parseFile = parser.parseFile;
  parser.__onlyQueryFiles = true;
  parser.parseFile = async function parseFileWithQueries(file, addError) {
    // Gatsby passes page components with their query (template?__contentFilePath=…), as its
    // store keys them.
    if (!store.getState().components.has(file)) {
      let text: string;
      try {
        text = await read(file);
      } catch {
        // Gatsby's parser reports the file it cannot read.
        return parseFile.call(this, file, addError);
      }
      if (!QUERY_OR_SLICE.test(text)) return null;
    }
    return parseFile.call(this, file, addError);
  };
}

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FILE_PARSER_MODULE,
  parseOnlyFilesWithQueries,
  REDUX_MODULE,
} from "../../src/node/frameworkPatches/queryFiles";

const require = createRequire(import.meta.url);

/** A stand-in for Gatsby's FileParser and store, recording which files reach the parser. */
function fakeGatsby(components: string[], files: Record<string, string>) {
  const parsed: string[] = [];
  class FileParser {
    async parseFile(file: string, _addError?: (e: unknown) => void) {
      parsed.push(file);
      return { astDefinitions: [], pageSlices: null };
    }
  }
  const store = { getState: () => ({ components: new Map(components.map((c) => [c, {}])) }) };
  const load = (id: string) =>
    id === FILE_PARSER_MODULE ? { default: FileParser } : id === REDUX_MODULE ? { store } : undefined;
  const read = async (file: string) => {
    if (!(file in files)) throw new Error(`ENOENT: ${file}`);
    return files[file];
  };
  return { parser: new FileParser(), load, read, parsed };
}

describe("query extraction parses only files that can hold queries", () => {
  it("skips other files with no graphql tag and no Slice; parses page components, queries and slices", async () => {
    const files = {
      "/site/src/components/Nav.tsx": 'import { site } from "../config/site";\nexport const Head = () => null;',
      "/site/src/components/Fragment.tsx": "export const f = graphql`fragment X on Doc { title }`;",
      "/site/src/components/Footer.tsx": 'import { Slice } from "gatsby";',
      "/site/src/templates/doc.tsx": "export const config = {};",
    };
    const page = "/site/src/templates/doc.tsx?__contentFilePath=/site/content/docs/a.mdx";
    const { parser, load, read, parsed } = fakeGatsby([page, "/site/src/templates/doc.tsx"], files);
    parseOnlyFilesWithQueries(load, read);
    const results = await Promise.all(
      [...Object.keys(files), page, "/site/src/missing.tsx"].map((f) => parser.parseFile(f, () => undefined)),
    );
    expect(results[0]).toBeNull();
    expect(parsed.sort()).toEqual([
      "/site/src/components/Footer.tsx",
      "/site/src/components/Fragment.tsx",
      "/site/src/missing.tsx",
      "/site/src/templates/doc.tsx",
      page,
    ]);
  });

  it("wraps once, and fails loudly when Gatsby's parser or store is gone", async () => {
    const { parser, load, read, parsed } = fakeGatsby([], { "/a.ts": "graphql`{ site { id } }`" });
    parseOnlyFilesWithQueries(load, read);
    parseOnlyFilesWithQueries(load, read);
    await parser.parseFile("/a.ts", () => undefined);
    expect(parsed).toEqual(["/a.ts"]);
    expect(() => parseOnlyFilesWithQueries(() => ({}))).toThrow(/FileParser\.parseFile/);
    expect(() => parseOnlyFilesWithQueries((id) => (id === FILE_PARSER_MODULE ? load(id) : {}))).toThrow(/store/);
  });

  // What the narrowing relies on in the installed Gatsby.
  describe("in the installed Gatsby", () => {
    let dir = "";
    beforeAll(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "query-files-"));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("its own quick check lets through only files naming one of the words this narrows", () => {
      const source = require("node:fs").readFileSync(require.resolve(`${FILE_PARSER_MODULE}.js`), "utf8") as string;
      const check = source.match(/if \((!text\.includes\(`[^`]+`\)(?: && )?)+\) \{\s*return null;/)?.[0] ?? "";
      expect([...check.matchAll(/includes\(`([^`]+)`\)/g)].map((m) => m[1]).sort()).toEqual([
        "Head",
        "Slice",
        "config",
        "gatsby-plugin-image",
        "getServerData",
        "graphql",
      ]);
    });

    it("it keeps config, Head and getServerData for page components only", () => {
      const { componentsReducer } = require("gatsby/dist/redux/reducers/components") as {
        componentsReducer: (s: Map<string, unknown>, a: unknown) => Map<string, { config?: boolean }>;
      };
      const state = new Map([["/site/src/templates/doc.tsx", { pages: new Set() }]]);
      const features = (componentPath: string) => ({
        type: "SET_COMPONENT_FEATURES",
        payload: { componentPath, serverData: false, config: true, Head: true },
      });
      const after = componentsReducer(
        componentsReducer(state, features("/site/src/components/Nav.tsx")),
        features("/site/src/templates/doc.tsx"),
      );
      expect([...after.keys()]).toEqual(["/site/src/templates/doc.tsx"]);
      expect(after.get("/site/src/templates/doc.tsx")?.config).toBe(true);
    });

    it("its parser finds nothing in a file the narrowing skips, and the same queries in one it keeps", async () => {
      const FileParser = (
        require(FILE_PARSER_MODULE) as {
          default: new () => { parseFiles(files: string[], addError: (e: unknown) => void): Promise<unknown[]> };
        }
      ).default;
      const skipped = path.join(dir, "Nav.tsx");
      const kept = path.join(dir, "Fragment.tsx");
      writeFileSync(
        skipped,
        'import { site } from "../config/site";\nexport const Head = () => <title>{site.title}</title>;\n',
      );
      writeFileSync(
        kept,
        'import { graphql } from "gatsby";\nexport const fields = graphql`fragment NavFields on Site { id }`;\n',
      );
      const errors: unknown[] = [];
      expect(await new FileParser().parseFiles([skipped], (e) => errors.push(e))).toEqual([]);
      expect(await new FileParser().parseFiles([kept], (e) => errors.push(e))).toHaveLength(1);
      expect(errors).toEqual([]);
    });
  });
});

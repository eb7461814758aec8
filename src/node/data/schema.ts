/**
 * The GraphQL types of the site's content, declared (not inferred) so a wrong field fails
 * loudly. Front-matter fields come from the schemas in src/lib/frontmatter.ts, endpoint fields
 * from the tables of src/lib/api/endpointSchema.ts and endpointNode.ts.
 */
import { DOC_SCHEMA, POST_SCHEMA, mdxFrontmatterTypeDef, nodeFieldDefs } from "../../lib/frontmatter";
import { apiEndpointTypeDefs } from "../../lib/api/endpointNode";

export const typeDefs = `
  ${mdxFrontmatterTypeDef()}

  type Mdx implements Node {
    frontmatter: MdxFrontmatter
  }

  type Doc implements Node @dontInfer {
    docId: String!
    path: String!
${nodeFieldDefs(DOC_SCHEMA)}
    displayedSidebarSet: Boolean!
    version: String!
    file: String!
    contentFilePath: String!
    mdx: Mdx! @link
  }

  """A version's sidebars file (content/sidebars/<version>.yaml); config is the validated SidebarsConfig as JSON."""
  type DocSidebars implements Node @dontInfer {
    version: String!
    file: String!
    config: String!
  }

  type BlogAuthor implements Node @dontInfer {
    key: String!
    name: String!
    title: String
    url: String
    image: String
  }

  type BlogTag implements Node @dontInfer {
    key: String!
    label: String!
    permalink: String!
    description: String
  }

  type BlogPost implements Node @dontInfer {
    path: String!
${nodeFieldDefs(POST_SCHEMA)}
    authors: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
    tags: [BlogTag!]! @link(by: "key", from: "tagKeys")
    excerpt: String!
    truncated: Boolean!
    readingTime: Int!
    file: String!
    contentFilePath: String!
    mdx: Mdx! @link
  }

  ${apiEndpointTypeDefs}
`;

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<{ title: string } | null>;
}

/** Fields resolved across node types: the title of the page that replaces a removed endpoint. */
export const resolvers = {
  ApiEndpoint: {
    replacedByTitle: {
      type: "String",
      resolve: async (source: { replacedBy: string | null }, _args: unknown, context: { nodeModel: NodeModel }) => {
        if (!source.replacedBy) return null;
        const doc = await context.nodeModel.findOne({
          type: "Doc",
          query: { filter: { path: { eq: source.replacedBy } } },
        });
        return doc?.title ?? null;
      },
    },
  },
};

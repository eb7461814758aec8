/** The GraphQL types of the site's content, declared (not inferred) so a wrong field fails loudly. */
export const typeDefs = `
  type MdxFrontmatter {
    title: String
    sidebar_label: String
    description: String
    hide_table_of_contents: Boolean
    toc_max_heading_level: Int
    draft: Boolean
    unlisted: Boolean
    displayed_sidebar: String
    deprecated: String
    source: [String]
    keywords: [String]
    slug: String
    date: Date @dateformat
    authors: [String]
    tags: [String]
  }

  type Mdx implements Node {
    frontmatter: MdxFrontmatter
  }

  type Doc implements Node @dontInfer {
    docId: String!
    path: String!
    sidebar: String
    title: String!
    sidebarLabel: String
    description: String
    hideTableOfContents: Boolean!
    tocMaxHeadingLevel: Int!
    draft: Boolean!
    unlisted: Boolean!
    displayedSidebar: String
    displayedSidebarSet: Boolean!
    deprecated: String
    source: [String!]!
    keywords: [String!]!
    version: String!
    file: String!
    contentFilePath: String!
    mdx: Mdx! @link
  }

  type DocVersion implements Node @dontInfer {
    name: String!
    label: String!
    isLast: Boolean!
    path: String!
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
    slug: String!
    path: String!
    title: String!
    date: Date! @dateformat
    authorKeys: [String!]!
    tagKeys: [String!]!
    authors: [BlogAuthor!]! @link(by: "key", from: "authorKeys")
    tags: [BlogTag!]! @link(by: "key", from: "tagKeys")
    description: String
    draft: Boolean!
    unlisted: Boolean!
    excerpt: String!
    truncated: Boolean!
    readingTime: Int!
    file: String!
    contentFilePath: String!
    mdx: Mdx! @link
  }

  type ApiParam {
    in: String!
    name: String!
    type: String!
    required: Boolean!
    default: String
    example: String
    description: String!
  }

  type ApiField {
    name: String!
    type: String!
    description: String!
  }

  type ApiError {
    message: String!
    when: String!
  }

  type ApiEndpoint implements Node @dontInfer {
    page: String!
    order: Int!
    title: String!
    method: String!
    path: String!
    auth: String!
    permission: String
    summary: String!
    since: String
    removed: String
    replacedBy: String
    params: [ApiParam!]!
    body: String
    response: [ApiField!]!
    responseExample: String
    errors: [ApiError!]!
    notes: [String!]!
    curl: String!
    curlHtml: String!
    bodyHtml: String
    responseExampleHtml: String
    file: String!
  }
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
        const doc = await context.nodeModel.findOne({ type: "Doc", query: { filter: { path: { eq: source.replacedBy } } } });
        return doc?.title ?? null;
      },
    },
  },
};

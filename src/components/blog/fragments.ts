import { graphql } from "gatsby";

/** What the post meta line shows (date, reading time, authors, tags): on posts and summaries. */
export const postMetaFields = graphql`
  fragment PostMetaFields on BlogPost {
    date(formatString: "YYYY-MM-DD")
    readingTime
    authors {
      key
      name
      title
      url
      image
    }
    tags {
      key
      label
      permalink
    }
  }
`;

/** The fields every post summary needs; used by the blog list, tag and author pages. */
export const postSummaryFields = graphql`
  fragment PostSummaryFields on BlogPost {
    title
    path
    excerpt
    truncated
    ...PostMetaFields
  }
`;

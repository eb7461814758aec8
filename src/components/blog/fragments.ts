import { graphql } from "gatsby";

/** The fields every post summary needs; used by the blog list, tag and author pages. */
export const postSummaryFields = graphql`
  fragment PostSummaryFields on BlogPost {
    title
    path
    date(formatString: "YYYY-MM-DD")
    excerpt
    truncated
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

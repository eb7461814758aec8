/**
 * The blog post template: the page query. The page itself is src/components/blog/BlogPostPage.tsx
 * (see there why it is not here).
 */
import { graphql } from "gatsby";
import BlogPostPage from "../components/blog/BlogPostPage";

export { Head } from "../components/blog/BlogPostPage";
export default BlogPostPage;

export const query = graphql`
  query BlogPostPage($id: String!) {
    blogPost(id: { eq: $id }) {
      title
      path
      description
      draft
      unlisted
      content
      ...PostMetaFields
    }
  }
`;

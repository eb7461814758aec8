/**
 * The docs page template: the page query. The page itself is src/components/docs/DocPage.tsx
 * (see there why it is not here). The pages the build writes itself (upgrade guides, page diffs)
 * use it too, with `generated` in their context: the query then fetches nothing.
 */
import { graphql } from "gatsby";
import DocPage from "../components/docs/DocPage";

export { Head } from "../components/docs/DocPage";
export default DocPage;

export const query = graphql`
  query DocPage($id: String, $pagePath: String!, $generated: Boolean = false) {
    doc(id: { eq: $id }) @skip(if: $generated) {
      title
      description
      draft
      unlisted
      deprecated
      version
      content
    }
    allApiEndpoint(filter: { page: { eq: $pagePath } }, sort: { order: ASC }) @skip(if: $generated) {
      nodes {
        removed
        replacedBy
        replacedByTitle
        ...ApiEndpointView
      }
    }
  }
`;

/**
 * The docs page template: the page query. The page itself is src/components/docs/DocPage.tsx
 * (see there why it is not here).
 */
import { graphql } from "gatsby";
import DocPage from "../components/docs/DocPage";

export { Head } from "../components/docs/DocPage";
export default DocPage;

export const query = graphql`
  query DocPage($id: String!, $pagePath: String!) {
    doc(id: { eq: $id }) {
      title
      description
      draft
      unlisted
      deprecated
      version
      content
    }
    allApiEndpoint(filter: { page: { eq: $pagePath } }, sort: { order: ASC }) {
      nodes {
        removed
        replacedBy
        replacedByTitle
        ...ApiEndpointView
      }
    }
  }
`;

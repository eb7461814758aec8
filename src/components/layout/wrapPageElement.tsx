import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import Layout from "./Layout";

/**
 * Gatsby's wrapPageElement (used by gatsby-browser and gatsby-ssr alike): the shell sits outside
 * the page element, so it is not remounted when the page component changes on navigation.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <Layout path={props.path} pageContext={props.pageContext}>
      {element}
    </Layout>
  );
}

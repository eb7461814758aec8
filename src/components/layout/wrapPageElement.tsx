import React from "react";
import type { WrapPageElementBrowserArgs } from "gatsby";
import Layout from "./Layout";
import { withoutSitePrefix } from "../../config/routes";

/**
 * Gatsby's wrapPageElement (used by gatsby-browser and gatsby-ssr alike): the shell sits outside
 * the page element, so it is not remounted when the page component changes on navigation.
 */
export function wrapPageElement({ element, props }: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  return (
    <Layout path={shellRoute(props)} pageContext={props.pageContext}>
      {element}
    </Layout>
  );
}

/**
 * The route the shell is drawn for. Not `props.path` alone: in the server render that is the
 * router's pattern ("/*"), so the blog pages' HTML lost their sidebar and navbar item and React
 * threw the HTML away on hydration. The location is the page's route in both; a 404 page is
 * drawn as /404.html wherever it shows (its HTML is rendered once, for /404.html).
 */
export function shellRoute(props: { path: string; location: { pathname: string } }): string {
  // The browser's pathname carries the sub-path the site is served under; the shell wants the route.
  return props.path === "/404.html" ? props.path : withoutSitePrefix(props.location.pathname);
}

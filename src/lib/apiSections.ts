/** Section ids and TOC entries of the generated API reference. Shared by createPages and the page. */
import type { TocItem } from "./types";
import type { ApiEndpointNode } from "./apiEndpoints";
import { labels } from "../config/labels";

/** What the reference of one endpoint needs to lay out its headings. */
export type EndpointRef = Pick<ApiEndpointNode, "title" | "path" | "sections"> & { method: string };

const slug = (e: EndpointRef) => `${e.method}-${e.path}`.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");

export function apiSectionIds(e: EndpointRef, multi: boolean) {
  const prefix = multi ? `${slug(e)}-` : "api-";
  return {
    endpoint: slug(e),
    params: `${prefix}params`,
    request: `${prefix}request`,
    response: `${prefix}response`,
    responseExample: `${prefix}response-example`,
    errors: `${prefix}errors`,
  };
}

/** The headings the API reference renders, in order, as table-of-contents entries. */
export function apiToc(endpoints: EndpointRef[], maxLevel: 2 | 3): TocItem[] {
  const multi = endpoints.length > 1;
  const sections = (e: EndpointRef): TocItem[] => {
    const ids = apiSectionIds(e, multi);
    const show = e.sections;
    return [
      ...(show.params ? [{ id: ids.params, title: labels["api.params"], items: [] }] : []),
      ...(show.request ? [{ id: ids.request, title: labels["api.requestExample"], items: [] }] : []),
      ...(show.response ? [{ id: ids.response, title: labels["api.response"], items: [] }] : []),
      ...(show.responseExample ? [{ id: ids.responseExample, title: labels["api.responseExample"], items: [] }] : []),
      ...(show.errors ? [{ id: ids.errors, title: labels["api.errors"], items: [] }] : []),
    ];
  };
  if (!multi) return endpoints.flatMap(sections);
  return endpoints.map((e) => ({ id: apiSectionIds(e, true).endpoint, title: e.title, items: maxLevel >= 3 ? sections(e) : [] }));
}

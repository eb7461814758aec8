/** Section ids and TOC entries of the generated API reference. Shared by createPages and the page. */
import type { TocItem } from "./types";
import { labels } from "../config/labels";

export interface EndpointRef {
  title: string;
  method: string;
  path: string;
  hasParams: boolean;
  hasResponse: boolean;
  hasErrors: boolean;
  /** A removed endpoint shows only the sections its description has data for. */
  removed?: boolean;
  hasResponseExample?: boolean;
}

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

/** Which sections an endpoint shows: all of them, except what a removed endpoint has no data for. */
export function apiSectionsShown(e: EndpointRef) {
  const live = !e.removed;
  return {
    params: live || e.hasParams,
    request: live,
    response: live || e.hasResponse,
    responseExample: e.hasResponseExample !== false,
    errors: e.hasErrors,
  };
}

/** The headings the API reference renders, in order, as table-of-contents entries. */
export function apiToc(endpoints: EndpointRef[], maxLevel: 2 | 3): TocItem[] {
  const multi = endpoints.length > 1;
  const sections = (e: EndpointRef): TocItem[] => {
    const ids = apiSectionIds(e, multi);
    const show = apiSectionsShown(e);
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

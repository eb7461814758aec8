/**
 * The `?tabs=` URL parameter: tab choices a link carries, as `group:value` pairs separated by
 * commas (`?tabs=install:compose,api-request:python`). Pure, so both the browser store and the
 * unit tests use it.
 */
import { tabsQueryParam } from "../config/site";

const SAFE = /^[\w.-]+$/;

/** The choices in a query string (`location.search`); malformed pairs are ignored. */
export function parseTabsParam(search: string): Map<string, string> {
  const choices = new Map<string, string>();
  const raw = new URLSearchParams(search).get(tabsQueryParam);
  if (!raw) return choices;
  for (const pair of raw.split(",")) {
    const [group, value, ...rest] = pair.split(":");
    if (rest.length === 0 && group && value && SAFE.test(group) && SAFE.test(value)) choices.set(group, value);
  }
  return choices;
}

/**
 * The query string with one group's choice set, other parameters and groups kept. Colons and
 * commas are legal in a query, so they stay readable instead of being percent-encoded.
 */
export function withTabChoice(search: string, group: string, value: string): string {
  const choices = parseTabsParam(search);
  choices.delete(group);
  choices.set(group, value);
  const tabs = [...choices].map(([g, v]) => `${g}:${v}`).join(",");
  const others = new URLSearchParams(search);
  others.delete(tabsQueryParam);
  const rest = others.toString();
  return `?${rest ? `${rest}&` : ""}${tabsQueryParam}=${tabs}`;
}

/** Group ids and values must survive the URL as they are: letters, digits, `_`, `.`, `-`. */
export function isTabId(id: string): boolean {
  return SAFE.test(id);
}

/**
 * An endpoint's reference as Markdown, in the order and with the labels of the page
 * (src/components/api/ApiEndpointView.tsx): signature, auth, parameters, request, response,
 * errors, notes. Built from the YAML description, not from rendered HTML.
 */
import { t, type LabelKey } from "../../config/labels";
import { apiSectionsOf } from "../api/endpointNode";
import { curlExample } from "../api/requestSamples";
import type { ApiEndpointData } from "../api/endpointSchema";
import { prettyJson } from "../codeHighlight";

const AUTH_LABEL: Record<ApiEndpointData["auth"], LabelKey> = {
  jwt: "api.authJwt",
  token: "api.authToken",
  none: "api.authNone",
  local: "api.authLocal",
};

/** A table cell: one line, pipes escaped (GFM needs that inside code spans too). */
const cell = (s: string) =>
  s
    .replace(/\r?\n+/g, " ")
    .replace(/\|/g, "\\|")
    .trim() || "—";
const code = (s: string) => {
  const fence = s.includes("`") ? "``" : "`";
  return `${fence}${fence === "``" ? ` ${s} ` : s}${fence}`;
};

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.map(cell).join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((r) => `| ${r.map(cell).join(" | ")} |`),
  ].join("\n");
}

const block = (language: string, body: string) => {
  const fence = body.includes("```") ? "````" : "```";
  return `${fence}${language}\n${body}\n${fence}`;
};

/** One endpoint as Markdown; `multi` when the page describes several (each gets its own heading). */
export function endpointMarkdown(e: ApiEndpointData, multi: boolean): string {
  const show = apiSectionsOf(e);
  const h = multi ? "###" : "##";
  const out: string[] = [];
  if (multi) out.push(`## ${e.title}`);
  out.push(`${code(`${e.method} ${e.path}`)}`);
  if (e.summary) out.push(e.summary);
  const meta = [`- ${t("api.auth")}：${t(AUTH_LABEL[e.auth])}`];
  if (e.permission) meta.push(`- ${t("api.permission")}：${code(e.permission)}`);
  if (e.since) meta.push(`- ${t("api.sinceLabel")}：${e.since}`);
  if (e.removed)
    meta.push(
      `- ${t("api.removed", { version: e.removed })}${e.replacedBy ? ` ${t("api.replacedBy")}${e.replacedBy}` : ""}`,
    );
  out.push(meta.join("\n"));
  if (show.params) {
    out.push(`${h} ${t("api.params")}`);
    out.push(
      e.params.length
        ? table(
            [
              t("api.paramName"),
              t("api.paramIn"),
              t("api.paramType"),
              t("api.paramRequired"),
              t("api.paramDefault"),
              t("api.paramDescription"),
            ],
            e.params.map((p) => [
              code(p.name),
              p.in,
              code(p.type),
              p.required ? t("api.yes") : t("api.no"),
              p.default !== null ? code(p.default) : "—",
              p.description,
            ]),
          )
        : t("api.noParams"),
    );
  }
  if (show.request) {
    out.push(`${h} ${t("api.requestExample")}`);
    out.push(block("bash", curlExample(e)));
    if (e.body) out.push(block("json", prettyJson(e.body)));
  }
  if (show.response) {
    out.push(`${h} ${t("api.response")}`);
    out.push(
      e.response.length
        ? table(
            [t("api.paramName"), t("api.paramType"), t("api.paramDescription")],
            e.response.map((f) => [code(f.name), f.type ? code(f.type) : "—", f.description]),
          )
        : t("api.noResponseFields"),
    );
  }
  if (show.responseExample && e.responseExample) {
    out.push(`${h} ${t("api.responseExample")}`);
    out.push(block("json", prettyJson(e.responseExample)));
  }
  if (show.errors) {
    out.push(`${h} ${t("api.errors")}`);
    out.push(
      table(
        [t("api.errorMessage"), t("api.errorWhen")],
        e.errors.map((er) => [code(er.message), er.when || "—"]),
      ),
    );
  }
  if (e.notes.length) out.push(`**${t("api.notes")}**\n\n${e.notes.map((n) => `- ${n}`).join("\n")}`);
  return out.join("\n\n");
}

/** The API reference of a page: its endpoints, in the page's order. */
export const endpointsMarkdown = (endpoints: ApiEndpointData[]) =>
  endpoints.map((e) => endpointMarkdown(e, endpoints.length > 1)).join("\n\n");

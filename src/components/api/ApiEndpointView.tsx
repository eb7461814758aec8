import React from "react";
import { graphql } from "gatsby";
import { t } from "../../config/labels";
import { apiSectionIds } from "../../lib/apiSections";
import { badgeText } from "../../lib/badgeText";
import CodeBlock from "../code/CodeBlock";
import Tabs, { TabItem } from "../mdx/Tabs";
import { makeHeading } from "../mdx/Heading";
import { SAMPLE_HOST } from "../../lib/apiSampleHost";
import { withPanelAddress } from "../../lib/panelAddress";
import PanelAddressForm from "./PanelAddressForm";
import { usePanelAddress } from "./panelAddressStore";
import { endpointStyles as styles } from "./apiViewStyles";

/** The fields this view reads of an ApiEndpoint node (src/lib/api/endpointSchema.ts). */
export const query = graphql`
  fragment ApiEndpointView on ApiEndpoint {
    title
    method
    path
    auth
    permission
    summary
    since
    removed
    params {
      in
      name
      type
      required
      default
      description
    }
    response {
      name
      type
      description
    }
    errors {
      message
      when
    }
    notes
    sections {
      params
      request
      response
      responseExample
      errors
    }
    curlHtml
    fetchSampleHtml
    pythonSampleHtml
    bodyHtml
    responseExampleHtml
  }
`;

/** Descriptions in the YAML mark identifiers with backticks, as in Markdown: show them as code. */
function Text({ children }: { children: string }) {
  const parts = children.split(/`([^`]+)`/);
  return <>{parts.map((part, i) => (i % 2 === 1 ? <code key={i}>{part}</code> : part))}</>;
}

const H2 = makeHeading(2);
const H3 = makeHeading(3);

const AUTH_LABEL = {
  jwt: "api.authJwt",
  token: "api.authToken",
  none: "api.authNone",
  local: "api.authLocal",
} as const;

/** All API pages share one tab group, so a reader picks their language once. */
const SAMPLE_GROUP = "api-request";

function Code({ html, language }: { html: string; language: string }) {
  return (
    <CodeBlock data-language={language} className={`language-${language}`}>
      <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </CodeBlock>
  );
}

/** A request sample, with the reader's panel in place of the placeholder host once they gave it. */
function Sample({ html, language }: { html: string; language: string }) {
  const panel = usePanelAddress();
  return <Code html={withPanelAddress(html, SAMPLE_HOST, panel)} language={language} />;
}

/** One endpoint, always in the same order: signature, auth, parameters, request, response, errors. */
export default function ApiEndpointView({
  endpoint: e,
  multi,
}: {
  endpoint: Queries.ApiEndpointViewFragment;
  multi: boolean;
}) {
  const ids = apiSectionIds(e, multi);
  const show = e.sections;
  const Section = multi ? H3 : H2;
  return (
    <section className={styles.endpoint} data-endpoint={`${e.method} ${e.path}`}>
      {multi ? <H2 id={ids.endpoint}>{e.title}</H2> : null}
      <p className={styles.signature}>
        <span
          className={`${styles.method} ${styles[`method${e.method.charAt(0)}${e.method.slice(1).toLowerCase()}`] ?? ""}`}
        >
          {/* Spoken as "请求方法 GET": aria-label is not allowed on a generic <span>. */}
          <span className="visually-hidden">{t("api.method")} </span>
          {e.method}
        </span>
        <code className={styles.path}>{e.path}</code>
        {e.removed || e.since ? (
          <span className={`${styles.badge} ${e.removed ? styles.badgeRemoved : styles.badgeAdded}`}>
            {badgeText({ added: e.since, removed: e.removed })}
          </span>
        ) : null}
      </p>
      {e.summary ? (
        <p>
          <Text>{e.summary}</Text>
        </p>
      ) : null}
      <dl className={styles.meta}>
        <dt>{t("api.auth")}</dt>
        <dd>{t(AUTH_LABEL[e.auth as keyof typeof AUTH_LABEL] ?? "api.authJwt")}</dd>
        {e.permission ? (
          <>
            <dt>{t("api.permission")}</dt>
            <dd>
              <code>{e.permission}</code>
            </dd>
          </>
        ) : null}
        {e.since ? (
          <>
            <dt>{t("api.sinceLabel")}</dt>
            <dd>{e.since}</dd>
          </>
        ) : null}
      </dl>

      {show.params ? <Section id={ids.params}>{t("api.params")}</Section> : null}
      {!show.params ? null : e.params.length ? (
        <table>
          <thead>
            <tr>
              <th>{t("api.paramName")}</th>
              <th>{t("api.paramIn")}</th>
              <th>{t("api.paramType")}</th>
              <th>{t("api.paramRequired")}</th>
              <th>{t("api.paramDefault")}</th>
              <th>{t("api.paramDescription")}</th>
            </tr>
          </thead>
          <tbody>
            {e.params.map((p) => (
              <tr key={`${p.in}:${p.name}`}>
                <td>
                  <code>{p.name}</code>
                </td>
                <td>{p.in}</td>
                <td>
                  <code>{p.type}</code>
                </td>
                <td>{p.required ? t("api.yes") : t("api.no")}</td>
                <td>{p.default !== null ? <code>{p.default}</code> : "—"}</td>
                <td>
                  <Text>{p.description}</Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("api.noParams")}</p>
      )}

      {show.request ? (
        <>
          <Section id={ids.request}>{t("api.requestExample")}</Section>
          <PanelAddressForm />
          <Tabs groupId={SAMPLE_GROUP} label={t("api.sampleLanguages")}>
            <TabItem value="curl" label={t("api.sampleCurl")}>
              <Sample html={e.curlHtml} language="bash" />
            </TabItem>
            <TabItem value="fetch" label={t("api.sampleFetch")}>
              <Sample html={e.fetchSampleHtml} language="javascript" />
            </TabItem>
            <TabItem value="python" label={t("api.samplePython")}>
              <Sample html={e.pythonSampleHtml} language="python" />
            </TabItem>
          </Tabs>
          {e.bodyHtml ? <Code html={e.bodyHtml} language="json" /> : null}
        </>
      ) : null}

      {show.response ? <Section id={ids.response}>{t("api.response")}</Section> : null}
      {!show.response ? null : e.response.length ? (
        <table>
          <thead>
            <tr>
              <th>{t("api.paramName")}</th>
              <th>{t("api.paramType")}</th>
              <th>{t("api.paramDescription")}</th>
            </tr>
          </thead>
          <tbody>
            {e.response.map((f) => (
              <tr key={f.name}>
                <td>
                  <code>{f.name}</code>
                </td>
                <td>{f.type ? <code>{f.type}</code> : "—"}</td>
                <td>
                  <Text>{f.description}</Text>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t("api.noResponseFields")}</p>
      )}

      {show.responseExample && e.responseExampleHtml ? (
        <>
          <Section id={ids.responseExample}>{t("api.responseExample")}</Section>
          <Code html={e.responseExampleHtml} language="json" />
        </>
      ) : null}

      {show.errors ? (
        <>
          <Section id={ids.errors}>{t("api.errors")}</Section>
          <table>
            <thead>
              <tr>
                <th>{t("api.errorMessage")}</th>
                <th>{t("api.errorWhen")}</th>
              </tr>
            </thead>
            <tbody>
              {e.errors.map((er) => (
                <tr key={er.message}>
                  <td>
                    <code>{er.message}</code>
                  </td>
                  <td>{er.when ? <Text>{er.when}</Text> : "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}

      {e.notes.length ? (
        <ul className={styles.notes} aria-label={t("api.notes")}>
          {e.notes.map((n) => (
            <li key={n}>
              <Text>{n}</Text>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import React from "react";
import { Link } from "gatsby";
import ContentTree from "../mdx/ContentTree";
import { guideTitle } from "../../lib/upgrade/texts";
import type { Changed, CliCommandChanges, PageRef, UpgradeChanges } from "../../lib/upgrade/types";
import { isEmpty } from "../../lib/upgrade/isEmpty";
import { withSitePrefix } from "../../config/routes";
import * as styles from "./upgrade.module.css";

// The guide's words live here, not in src/config/labels.ts: the label table is in every page's
// first load, and these words are read only on this page.

const Code = ({ children }: { children: string }) => <code>{children}</code>;

function codeList(items: readonly string[]) {
  return items.map((o, i) => (
    <React.Fragment key={o}>
      {i ? "、" : null}
      <Code>{o}</Code>
    </React.Fragment>
  ));
}

/** Text of an API description: its `backticked` parts are code, as on the API pages. */
const Inline = ({ text }: { text: string }) => (
  <>{text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part))}</>
);

/** A value as a version has it; "无" where that version has none. */
const Value = ({ v }: { v: string | null }) =>
  v === null ? <span className={styles.none}>无</span> : <Inline text={v} />;

function CliCommand({ c, fromLabel }: { c: CliCommandChanges; fromLabel: string }) {
  const rows: [string, React.ReactNode][] = [];
  if (c.optionsAdded.length) rows.push(["新增选项", codeList(c.optionsAdded)]);
  if (c.optionsRemoved.length) rows.push(["去掉的选项", codeList(c.optionsRemoved)]);
  if (c.nowAccepted.length) rows.push([`${fromLabel} 会拒绝、现在可以用的选项`, codeList(c.nowAccepted)]);
  if (c.nowRejected.length) rows.push(["现在会被拒绝的选项", codeList(c.nowRejected)]);
  if (c.subcommandsAdded.length) rows.push(["新增子命令", codeList(c.subcommandsAdded)]);
  if (c.subcommandsRemoved.length) rows.push(["去掉的子命令", codeList(c.subcommandsRemoved)]);
  for (const d of c.defaults)
    rows.push([
      `默认值：${d.what}`,
      <>
        <Value v={d.from} /> → <Value v={d.to} />
      </>,
    ]);
  return (
    <li>
      <Code>{`arcadia ${c.command}`}</Code>
      <ul>
        {rows.map(([what, value]) => (
          <li key={what}>
            {what}：{value}
          </li>
        ))}
      </ul>
    </li>
  );
}

function ChangeTable({ changes, fromLabel, toLabel }: { changes: Changed[]; fromLabel: string; toLabel: string }) {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">项目</th>
          <th scope="col">{fromLabel}</th>
          <th scope="col">{toLabel}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c, i) => (
          <tr key={`${c.what}${i}`}>
            <th scope="row">{c.what}</th>
            <td>
              <Value v={c.from} />
            </td>
            <td>
              <Value v={c.to} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A page by its title, with its place in the docs: two pages may share a title (配置方法). */
const PageTitle = ({ page }: { page: PageRef }) => (
  <>
    <Link to={page.href}>{page.title}</Link> <span className={styles.id}>{page.id}</span>
  </>
);

const PageLinks = ({ pages }: { pages: PageRef[] }) => (
  <>
    {pages.map((p, i) => (
      <React.Fragment key={p.href}>
        {i ? "、" : null}
        <Link to={p.href}>{p.title}</Link>
      </React.Fragment>
    ))}
  </>
);

/** A titled list of endpoints, each linking its entry; nothing when the list is empty. */
function EndpointList({
  id,
  title,
  endpoints,
}: {
  id: string;
  title: string;
  endpoints: readonly { method: string; path: string; href: string; title: string }[];
}) {
  if (!endpoints.length) return null;
  return (
    <>
      <h3 id={id}>{title}</h3>
      <ul>
        {endpoints.map((e) => (
          <li key={`${e.method} ${e.path}`}>
            <Code>{`${e.method} ${e.path}`}</Code> <Link to={e.href}>{e.title}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The quoted program messages only one version's docs have, with the pages that quote them; nothing when none. */
function MessageList({
  id,
  version,
  messages,
}: {
  id: string;
  version: string;
  messages: readonly { text: string; pages: PageRef[] }[];
}) {
  if (!messages.length) return null;
  return (
    <>
      <h3 id={id}>只在 {version} 的文档中出现</h3>
      <ul>
        {messages.map((m) => (
          <li key={m.text}>
            <Code>{m.text}</Code>（<PageLinks pages={m.pages} />）
          </li>
        ))}
      </ul>
    </>
  );
}

export default function UpgradeGuide({ changes: c, jsonPath }: { changes: UpgradeChanges; jsonPath: string }) {
  const from = c.from.label;
  const to = c.to.label;
  const cli = c.cli.commandsAdded.length + c.cli.commandsRemoved.length + c.cli.changed.length > 0;
  const api = c.api.added.length + c.api.removed.length + c.api.changed.length > 0;
  const messages = c.messages.onlyFrom.length + c.messages.onlyTo.length > 0;
  const docs = c.docs.added.length + c.docs.removed.length + c.docs.moved.length + c.docs.changed.length > 0;
  return (
    <div className={`${styles.page} ${styles.changes}`} data-upgrade-guide="">
      <h1>{guideTitle(from, to)}</h1>
      <p className={styles.lead}>
        本页由构建程序比较 {from} 和 {to}{" "}
        两个版本的文档数据生成：命令行选项表、接口描述、页面引用的程序提示、各页的正文和更新日志。两个版本之间没有变化的部分不列出；正文的改动只列出所在小节，具体内容请打开各页的差异对比。同样的内容也有{" "}
        <a href={withSitePrefix(jsonPath)}>JSON 格式</a>。
      </p>
      {isEmpty(c) ? <p>这两个版本的文档数据完全相同。</p> : null}

      {cli ? (
        <section aria-labelledby="cli">
          <h2 id="cli">命令行</h2>
          {c.cli.commandsAdded.length ? (
            <p>新增命令：{codeList(c.cli.commandsAdded.map((x) => `arcadia ${x}`))}</p>
          ) : null}
          {c.cli.commandsRemoved.length ? (
            <p>去掉的命令：{codeList(c.cli.commandsRemoved.map((x) => `arcadia ${x}`))}</p>
          ) : null}
          {c.cli.changed.length ? (
            <ul>
              {c.cli.changed.map((x) => (
                <CliCommand key={x.command} c={x} fromLabel={from} />
              ))}
            </ul>
          ) : null}
          <p>选项的含义和写法有没有变，见下方「文档页面」中命令行各页的差异。</p>
        </section>
      ) : null}

      {api ? (
        <section aria-labelledby="api">
          <h2 id="api">HTTP 接口</h2>
          <EndpointList id="api-added" title="新增的接口" endpoints={c.api.added} />
          <EndpointList id="api-removed" title="去掉的接口" endpoints={c.api.removed} />
          {c.api.changed.length ? (
            <>
              <h3 id="api-changed">有变化的接口</h3>
              {c.api.changed.map((e) => (
                <div key={`${e.method} ${e.path}`} className={styles.entry}>
                  <p>
                    <Code>{`${e.method} ${e.path}`}</Code> {e.title}：<Link to={e.fromHref}>{from} 的说明</Link>，
                    <Link to={e.href}>{to} 的说明</Link>
                  </p>
                  <ChangeTable changes={e.changes} fromLabel={from} toLabel={to} />
                </div>
              ))}
            </>
          ) : null}
        </section>
      ) : null}

      {messages ? (
        <section aria-labelledby="messages">
          <h2 id="messages">程序提示</h2>
          <p>
            文档页面引用的程序输出（按原文写出的提示、报错）中，下面这些只出现在其中一个版本的文档里。在日志中按旧的文字搜索时，请同时搜索新的写法。
          </p>
          <MessageList id="messages-from" version={from} messages={c.messages.onlyFrom} />
          <MessageList id="messages-to" version={to} messages={c.messages.onlyTo} />
        </section>
      ) : null}

      {docs ? (
        <section aria-labelledby="docs">
          <h2 id="docs">文档页面</h2>
          {c.docs.added.length ? (
            <>
              <h3 id="docs-added">新增的页面</h3>
              <ul>
                {c.docs.added.map((p) => (
                  <li key={p.href}>
                    <PageTitle page={p} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {c.docs.removed.length ? (
            <>
              <h3 id="docs-removed">去掉的页面</h3>
              <ul>
                {c.docs.removed.map((p) => (
                  <li key={p.href}>
                    <PageTitle page={p} />（{from}）
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {c.docs.moved.length ? (
            <>
              <h3 id="docs-moved">换了地址的页面</h3>
              <p>旧地址会自动跳转到新地址。</p>
              <ul>
                {c.docs.moved.map((m) => (
                  <li key={m.to.href}>
                    <PageTitle page={m.from} />（{from}）→ <PageTitle page={m.to} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {c.docs.changed.length ? (
            <>
              <h3 id="docs-changed">内容有变化的页面</h3>
              <ul data-changed-pages="">
                {c.docs.changed.map((p) => (
                  <li key={p.href}>
                    <PageTitle page={p} />（<Link to={p.diffHref}>查看差异</Link>）
                    {p.sections.length || p.intro ? (
                      <>
                        ：改动在{p.intro ? "开头部分" : null}
                        {p.intro && p.sections.length ? "和" : null}
                        {p.sections.map((s, i) => (
                          <React.Fragment key={`${s.id}${s.title}`}>
                            {i ? "、" : null}「{s.id ? <Link to={`${p.href}#${s.id}`}>{s.title}</Link> : s.title}」
                          </React.Fragment>
                        ))}
                        {p.sections.length ? "小节" : null}
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}

      {c.changelog.length ? (
        <section aria-labelledby="changelog">
          <h2 id="changelog">更新日志</h2>
          {c.changelog.map((e) => (
            <div key={e.id} className={styles.entry}>
              <h3 id={`changelog-${e.id}`}>
                <Link to={e.href}>{e.title}</Link>
              </h3>
              <ContentTree tree={e.content} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}

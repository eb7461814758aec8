/**
 * The upgrade guide's page, as a content tree (h.ts): built once per pair at build time from the
 * changes the differ found. Its classes are styled by src/styles/upgrade.css, which only these
 * pages carry.
 */
import type { ContentTree } from "../mdx/contentTree";
import { guideTitle } from "./texts";
import type { Changed, CliCommandChanges, PageRef, UpgradeChanges } from "./types";
import { isEmpty } from "./isEmpty";
import { h, joined, nodes, type Child } from "./h";

const code = (text: string) => h("code", null, text);
const codeList = (items: readonly string[]) => joined(items.map(code));

/** Text of an API description: its `backticked` parts are code, as on the API pages. */
const inline = (text: string): Child[] => text.split(/`([^`]+)`/).map((part, i) => (i % 2 ? code(part) : part));

/** A value as a version has it; "无" where that version has none. */
const value = (v: string | null): Child => (v === null ? h("span", { className: "upgrade-none" }, "无") : inline(v));

const link = (href: string, ...children: Child[]) => h("a", { href }, ...children);

function cliCommand(c: CliCommandChanges, fromLabel: string): Child {
  const rows: [string, Child][] = [];
  if (c.optionsAdded.length) rows.push(["新增选项", codeList(c.optionsAdded)]);
  if (c.optionsRemoved.length) rows.push(["去掉的选项", codeList(c.optionsRemoved)]);
  if (c.nowAccepted.length) rows.push([`${fromLabel} 会拒绝、现在可以用的选项`, codeList(c.nowAccepted)]);
  if (c.nowRejected.length) rows.push(["现在会被拒绝的选项", codeList(c.nowRejected)]);
  if (c.subcommandsAdded.length) rows.push(["新增子命令", codeList(c.subcommandsAdded)]);
  if (c.subcommandsRemoved.length) rows.push(["去掉的子命令", codeList(c.subcommandsRemoved)]);
  for (const d of c.defaults) rows.push([`默认值：${d.what}`, [value(d.from), " → ", value(d.to)]]);
  return h(
    "li",
    null,
    code(`arcadia ${c.command}`),
    h("ul", null, ...rows.map(([what, v]) => h("li", null, `${what}：`, v))),
  );
}

function changeTable(changes: readonly Changed[], fromLabel: string, toLabel: string): Child {
  return h(
    "table",
    null,
    h(
      "thead",
      null,
      h(
        "tr",
        null,
        h("th", { scope: "col" }, "项目"),
        h("th", { scope: "col" }, fromLabel),
        h("th", { scope: "col" }, toLabel),
      ),
    ),
    h(
      "tbody",
      null,
      ...changes.map((c) =>
        h("tr", null, h("th", { scope: "row" }, c.what), h("td", null, value(c.from)), h("td", null, value(c.to))),
      ),
    ),
  );
}

/** A page by its title, with its place in the docs: two pages may share a title (配置方法). */
const pageTitle = (page: PageRef): Child[] => [
  link(page.href, page.title),
  " ",
  h("span", { className: "upgrade-id" }, page.id),
];

const pageLinks = (pages: readonly PageRef[]) => joined(pages.map((p) => link(p.href, p.title)));

/** A titled list of endpoints, each linking its entry; nothing when the list is empty. */
function endpointList(
  id: string,
  title: string,
  endpoints: readonly { method: string; path: string; href: string; title: string }[],
): Child {
  if (!endpoints.length) return null;
  return [
    h("h3", { id }, title),
    h("ul", null, ...endpoints.map((e) => h("li", null, code(`${e.method} ${e.path}`), " ", link(e.href, e.title)))),
  ];
}

/** The quoted program messages only one version's docs have, with the pages that quote them; nothing when none. */
function messageList(id: string, version: string, messages: readonly { text: string; pages: PageRef[] }[]): Child {
  if (!messages.length) return null;
  return [
    h("h3", { id }, `只在 ${version} 的文档中出现`),
    h("ul", null, ...messages.map((m) => h("li", null, code(m.text), "（", pageLinks(m.pages), "）"))),
  ];
}

const section = (id: string, title: string, ...children: Child[]) =>
  h("section", { "aria-labelledby": id }, h("h2", { id }, title), ...children);

function cliSection(c: UpgradeChanges): Child {
  const { cli } = c;
  if (!(cli.commandsAdded.length + cli.commandsRemoved.length + cli.changed.length)) return null;
  return section(
    "cli",
    "命令行",
    cli.commandsAdded.length
      ? h("p", null, "新增命令：", codeList(cli.commandsAdded.map((x) => `arcadia ${x}`)))
      : null,
    cli.commandsRemoved.length
      ? h("p", null, "去掉的命令：", codeList(cli.commandsRemoved.map((x) => `arcadia ${x}`)))
      : null,
    cli.changed.length ? h("ul", null, ...cli.changed.map((x) => cliCommand(x, c.from.label))) : null,
    h("p", null, "选项的含义和写法有没有变，见下方「文档页面」中命令行各页的差异。"),
  );
}

function apiSection(c: UpgradeChanges): Child {
  const { api } = c;
  if (!(api.added.length + api.removed.length + api.changed.length)) return null;
  const from = c.from.label;
  const to = c.to.label;
  return section(
    "api",
    "HTTP 接口",
    endpointList("api-added", "新增的接口", api.added),
    endpointList("api-removed", "去掉的接口", api.removed),
    api.changed.length
      ? [
          h("h3", { id: "api-changed" }, "有变化的接口"),
          ...api.changed.map((e) =>
            h(
              "div",
              { className: "upgrade-entry" },
              h(
                "p",
                null,
                code(`${e.method} ${e.path}`),
                ` ${e.title}：`,
                link(e.fromHref, `${from} 的说明`),
                "，",
                link(e.href, `${to} 的说明`),
              ),
              changeTable(e.changes, from, to),
            ),
          ),
        ]
      : null,
  );
}

function messagesSection(c: UpgradeChanges): Child {
  const { messages } = c;
  if (!(messages.onlyFrom.length + messages.onlyTo.length)) return null;
  return section(
    "messages",
    "程序提示",
    h(
      "p",
      null,
      "文档页面引用的程序输出（按原文写出的提示、报错）中，下面这些只出现在其中一个版本的文档里。在日志中按旧的文字搜索时，请同时搜索新的写法。",
    ),
    messageList("messages-from", c.from.label, messages.onlyFrom),
    messageList("messages-to", c.to.label, messages.onlyTo),
  );
}

function changedPage(p: UpgradeChanges["docs"]["changed"][number]): Child {
  const where =
    p.sections.length || p.intro
      ? [
          "：改动在",
          p.intro ? "开头部分" : null,
          p.intro && p.sections.length ? "和" : null,
          joined(p.sections.map((s) => ["「", s.id ? link(`${p.href}#${s.id}`, s.title) : s.title, "」"])),
          p.sections.length ? "小节" : null,
        ]
      : null;
  return h("li", null, pageTitle(p), "（", link(p.diffHref, "查看差异"), "）", where);
}

function docsSection(c: UpgradeChanges): Child {
  const { docs } = c;
  if (!(docs.added.length + docs.removed.length + docs.moved.length + docs.changed.length)) return null;
  const from = c.from.label;
  return section(
    "docs",
    "文档页面",
    docs.added.length
      ? [
          h("h3", { id: "docs-added" }, "新增的页面"),
          h("ul", null, ...docs.added.map((p) => h("li", null, pageTitle(p)))),
        ]
      : null,
    docs.removed.length
      ? [
          h("h3", { id: "docs-removed" }, "去掉的页面"),
          h("ul", null, ...docs.removed.map((p) => h("li", null, pageTitle(p), `（${from}）`))),
        ]
      : null,
    docs.moved.length
      ? [
          h("h3", { id: "docs-moved" }, "换了地址的页面"),
          h("p", null, "旧地址会自动跳转到新地址。"),
          h("ul", null, ...docs.moved.map((m) => h("li", null, pageTitle(m.from), `（${from}）→ `, pageTitle(m.to)))),
        ]
      : null,
    docs.changed.length
      ? [
          h("h3", { id: "docs-changed" }, "内容有变化的页面"),
          h("ul", { "data-changed-pages": "" }, ...docs.changed.map(changedPage)),
        ]
      : null,
  );
}

function changelogSection(c: UpgradeChanges): Child {
  if (!c.changelog.length) return null;
  return section(
    "changelog",
    "更新日志",
    ...c.changelog.map((e) =>
      h("div", { className: "upgrade-entry" }, h("h3", { id: `changelog-${e.id}` }, link(e.href, e.title)), e.content),
    ),
  );
}

/** The guide from `c.from` to `c.to`; `jsonHref` is the same changes as JSON. */
export function upgradeGuideTree(c: UpgradeChanges, jsonHref: string): ContentTree {
  const from = c.from.label;
  const to = c.to.label;
  return nodes(
    h(
      "div",
      { className: "upgrade-page upgrade-changes", "data-upgrade-guide": "" },
      h("h1", null, guideTitle(from, to)),
      h(
        "p",
        { className: "upgrade-lead" },
        `本页由构建程序比较 ${from} 和 ${to} 两个版本的文档数据生成：命令行选项表、接口描述、页面引用的程序提示、各页的正文和更新日志。两个版本之间没有变化的部分不列出；正文的改动只列出所在小节，具体内容请打开各页的差异对比。同样的内容也有 `,
        link(jsonHref, "JSON 格式"),
        "。",
      ),
      isEmpty(c) ? h("p", null, "这两个版本的文档数据完全相同。") : null,
      cliSection(c),
      apiSection(c),
      messagesSection(c),
      docsSection(c),
      changelogSection(c),
    ),
  );
}

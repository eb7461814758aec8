/**
 * ```mermaid blocks in MDX: the build shows the SVGs `npm run diagrams` rendered for the
 * block's current text, and refuses a block whose files are missing or stale, naming the file,
 * the line and the command; check:mdx says the same. The diagram's words become its alt text.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compile } from "@mdx-js/mdx";
import remarkMermaid, { DIAGRAM_CSS } from "../../src/lib/mdx/remarkMermaid";
import { diagramHash, diagramRoute, staleDiagramMessage } from "../../src/lib/diagrams/diagramFiles";
import { diagramText } from "../../src/lib/diagrams/diagramText";
import { mermaidBlocks } from "../../src/lib/diagrams/mermaidBlocks";
import { sizedSvg } from "../../src/lib/diagrams/mermaidConfig";
import { checkContent } from "../../scripts/lib/contentCheck";

const root = mkdtempSync(path.join(tmpdir(), "mermaid-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const DIAGRAM = "flowchart TD\n  A[开始] --> B[结束]";
const PAGE = `---\ntitle: 图\n---\n\n正文。\n\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n`;
const FENCE_LINE = 7;

function render(source: string) {
  const dir = path.join(root, "static/diagrams");
  mkdirSync(dir, { recursive: true });
  for (const mode of ["light", "dark"] as const)
    writeFileSync(
      path.join(root, "static", diagramRoute(diagramHash(source), mode)),
      `<svg width="120" height="80" viewBox="0 0 120 80"><text>${mode}</text></svg>`,
    );
}
const clearRenders = () => rmSync(path.join(root, "static/diagrams"), { recursive: true, force: true });

const run = async (source: string) =>
  String(
    await compile(
      { value: source, path: path.join(root, "content/docs/page.mdx") },
      {
        remarkPlugins: [[remarkMermaid, { root }]],
        development: false,
      },
    ),
  );

describe("a mermaid block", () => {
  it("fails when its SVGs were never rendered, naming the file, the line and the command", async () => {
    clearRenders();
    await expect(run(PAGE)).rejects.toThrow(
      `content/docs/page.mdx:${FENCE_LINE}: this mermaid diagram has no rendered SVG`,
    );
    await expect(run(PAGE)).rejects.toThrow(
      /run "npm run diagrams" and commit the files it writes in static\/diagrams\//,
    );
  });

  it("fails when it was edited after rendering (the files are for the old text)", async () => {
    clearRenders();
    render(DIAGRAM);
    await expect(run(PAGE.replace("结束", "完成"))).rejects.toThrow(
      /page\.mdx:7: this mermaid diagram has no rendered SVG for its current text.*npm run diagrams/,
    );
  });

  it("with fresh renders becomes both SVGs, with their size and the diagram's words as alt text, and the mode rule once", async () => {
    clearRenders();
    render(DIAGRAM);
    const out = await run(`${PAGE}\n\`\`\`mermaid\n${DIAGRAM}\n\`\`\`\n`);
    const hash = diagramHash(DIAGRAM);
    expect(out).toContain(`src: "/diagrams/${hash}-light.svg"`);
    expect(out).toContain(`src: "/diagrams/${hash}-dark.svg"`);
    expect(out).toContain('className: "diagram-light"');
    expect(out).toContain('alt: "开始 → 结束。"');
    expect(out).toContain('width: "120"');
    expect(out).toContain(`"data-diagram": "${hash}"`);
    expect(out.split(DIAGRAM_CSS)).toHaveLength(2);
    expect(out).not.toContain("flowchart");
  });

  it("ignores blank lines and trailing spaces around the text when hashing", () => {
    expect(diagramHash(`\n${DIAGRAM}  \n\n`)).toBe(diagramHash(DIAGRAM));
    expect(diagramHash(DIAGRAM.replace("结束", "完成"))).not.toBe(diagramHash(DIAGRAM));
  });
});

describe("check:mdx", () => {
  it("refuses a stale diagram with the build's message, and passes a fresh one", async () => {
    clearRenders();
    mkdirSync(path.join(root, "content/docs"), { recursive: true });
    writeFileSync(path.join(root, "content/docs/page.mdx"), PAGE);
    const cwd = process.cwd();
    try {
      let { failures } = await checkContent(root, ["content/docs/page.mdx"]);
      expect([...failures.values()].flat().join("\n")).toContain(
        staleDiagramMessage("content/docs/page.mdx:7", diagramHash(DIAGRAM)),
      );
      render(DIAGRAM);
      ({ failures } = await checkContent(root, ["content/docs/page.mdx"]));
      expect([...failures.values()].flat()).toEqual([]);
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});

describe("the diagram's text", () => {
  it("reads a flowchart's nodes and edges in the order written, a subgraph's title before its content", () => {
    const text = diagramText(`flowchart TD
      accTitle: 启动流程
      A(["docker run"]) --> B[输出 Logo<br/>打印字符画] --> C{有 npm?}
      C -- 否 --> D[安装 Node.js]
      C -->|是| E[启动]
      subgraph S [告警]
        X[消息中心] -.-> Y["告警 #quot;配置#quot;"]
      end
      Z[单独的节点]`);
    expect(text).toBe(
      '启动流程。docker run → 输出 Logo 打印字符画 → 有 npm? →（否） 安装 Node.js；有 npm? →（是） 启动；告警：消息中心 → 告警 "配置"；单独的节点。',
    );
  });

  it("joins a label's lines with a space, none after Chinese punctuation", () => {
    expect(diagramText('flowchart TD\n  A["补齐配置文件<br/>缺失或为空时，<br/>从 src/sample/ 复制"]')).toBe(
      "补齐配置文件 缺失或为空时，从 src/sample/ 复制。",
    );
  });

  it("finds blocks with the line of their fence, as the build sees them", () => {
    expect(mermaidBlocks(PAGE)).toEqual([{ value: DIAGRAM, line: FENCE_LINE }]);
  });

  it("gives the rendered SVG its drawn size and shorter coordinates", () => {
    const svg = sizedSvg(
      '<svg width="100%" id="d" style="max-width: 200.5px;" viewBox="0 0 200.5 99.25"><path d="M 0.123456 1.987654"/></svg>',
    );
    expect(svg).toBe('<svg width="201" height="100" id="d" viewBox="0 0 200.5 99.25"><path d="M 0.12 1.99"/></svg>');
  });
});

/**
 * Runs the pinned platform's shell code under bash, in a scratch ARCADIA_DIR whose src/ is the
 * pinned copy, with the shared helpers of shell/core/main.sh loaded. The caller's script stubs
 * whatever would touch the real system (processes, network, the backend) before it calls the
 * platform function under test.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface ShellResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export class ShellSandbox {
  /** The scratch ARCADIA_DIR (config/, log/, scripts/, repo/, raw/ inside; src → the pinned copy). */
  readonly root: string;

  /** `root`, when given, is an empty folder to use (and remove) instead of a new temporary one. */
  constructor(platformDir: string, root?: string) {
    this.root = root ?? mkdtempSync(path.join(tmpdir(), "arcadia-shell-"));
    for (const d of ["config", "log/.tmp", "scripts", "repo", "raw"])
      mkdirSync(path.join(this.root, d), { recursive: true });
    writeFileSync(path.join(this.root, "config/sync.yml"), "");
    writeFileSync(path.join(this.root, "config/config.sh"), "");
    symlinkSync(path.resolve(platformDir), path.join(this.root, "src"));
  }

  /** `script` runs after shell/core/main.sh is sourced; colours are switched off. */
  run(script: string, cwd = this.root): ShellResult {
    const preamble = [
      `export ARCADIA_DIR=${JSON.stringify(this.root)}`,
      `source "$ARCADIA_DIR/src/shell/core/main.sh"`,
      // No colour codes, so the output reads as plain text.
      `RED=''; GREEN=''; YELLOW=''; BLUE=''; PURPLE=''; AZURE=''; PLAIN=''; BOLD=''`,
      `SUCCESS='[成功]'; COMPLETE='[完成]'; WARN='[注意]'; ERROR='[错误]'; FAIL='[失败]'; TIP='[提示]'; WORKING='[ >_ ]'`,
    ].join("\n");
    const r = spawnSync("bash", ["-c", `${preamble}\n${script}`], { cwd, encoding: "utf8", timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  }

  dispose(): void {
    rmSync(this.root, { recursive: true, force: true });
  }
}

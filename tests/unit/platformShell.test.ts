import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { docSets } from "../support/platformPins";
import { ShellSandbox } from "../support/shellHarness";

// Each test starts bash a few times; the time limit allows for a loaded machine.
// What the CLI pages say shell functions do at their edges (globs, filters, columns), proved by
// running those functions from the pinned copy on a scratch ARCADIA_DIR. `ps`, `kill`, `curl` and
// the like are bash functions that print fixed process lists or record what would be killed.
// Every docs version, against its own pinned copy. (The body is not indented: its shell snippets
// are template literals whose heredocs need their lines as they are.)
for (const set of docSets())
  describe(`shell functions as the ${set.version} docs describe them`, () => {
    let box: ShellSandbox;
    beforeEach(() => {
      box = new ShellSandbox(set.platform);
    });
    afterEach(() => box.dispose());

    const killed = () =>
      existsSync(path.join(box.root, "killed"))
        ? readFileSync(path.join(box.root, "killed"), "utf8")
            .match(/\d+/g)!
            .filter((n) => n !== "9")
            .sort()
        : [];
    const KILL_STUB = `rm -f "$ARCADIA_DIR/killed"
function kill() { [[ "$1" == "-0" ]] && return 0; echo "$*" >> "$ARCADIA_DIR/killed"; }`;

    describe(`arcadia ps (${set.docsDir}/cli/script/ps.mdx)`, { timeout: 60_000 }, () => {
      // The columns ps asks for: user,time,pcpu,user,pmem,user,command, laid out as procps does.
      const row = (time: string, command: string) => `root     ${time}  0.5 root      1.2 root     ${command}`;
      const listing = (rows: string[]) => {
        const script = `function free() { echo "Mem:  1000  500  200  0  0  300"; }
function du() { echo "1	$2"; }
function ps() { cat <<'PS'\n${rows.join("\n")}\nPS\n}
import ps
command_ps`;
        const r = box.run(script);
        expect(r.status, r.stderr).toBe(0);
        return r.stdout.slice(r.stdout.indexOf("[运行时长]"));
      };

      it("shows cumulative CPU time in [运行时长], minutes and seconds only, days kept", () => {
        const out = listing([
          row("01:02:03", "node /arcadia/scripts/a.js"),
          row("00:00:00", "node /arcadia/scripts/sleepy.js"),
          row("2-01:02:03", "node /arcadia/scripts/busy.js"),
        ]);
        expect(out).toMatch(/•\s+02:03\s+0\.5%\s+1\.2%\s+\/arcadia\/scripts\/a\.js/);
        expect(out).toMatch(/•\s+00:00\s.*sleepy\.js/);
        expect(out).toMatch(/•\s+2-01:02:03\s.*busy\.js/);
      });

      it("never lists Perl runs, C runs, .sh/.mts/.cts files or runs with -- arguments", () => {
        const out = listing([
          row("00:00:01", "node /arcadia/scripts/shown.js"),
          row("00:00:01", "perl /arcadia/scripts/task.pl"),
          row("00:00:01", "./task"),
          row("00:00:01", "bash /arcadia/scripts/task.sh"),
          row("00:00:01", "tsx /arcadia/scripts/task.mts"),
          row("00:00:01", "tsx /arcadia/scripts/task.cts"),
          row("00:00:01", "node /arcadia/scripts/args.js --verbose"),
        ]);
        expect(out).toContain("shown.js");
        for (const hidden of ["task.pl", "./task", "task.sh", "task.mts", "task.cts", "args.js"])
          expect(out).not.toContain(hidden);
      });

      it("labels (代理) only a command line that preloads global-agent, which run -a would add", () => {
        const out = listing([
          row("00:00:01", "node -r global-agent/bootstrap /arcadia/scripts/proxied.js"),
          row("00:00:01", "node /arcadia/scripts/plain.js"),
        ]);
        expect(out).toContain("(代理)/arcadia/scripts/proxied.js");
        expect(out).not.toContain("(代理)/arcadia/scripts/plain.js");
      });
    });

    describe(`arcadia cleanup (${set.docsDir}/cli/script/cleanup.mdx)`, { timeout: 60_000 }, () => {
      // The columns cleanup asks for: pid,time,user,start,command. T7/T1 are start times 7 h and 1 h ago.
      const run = (hours: number) => {
        const script = `T7=$(date -d '-7 hours' +%H:%M:%S); T1=$(date -d '-1 hours' +%H:%M:%S)
function ps() { cat <<PS
    PID     TIME USER     STARTED COMMAND
    101 00:00:05 root     $T7 node /arcadia/scripts/old.js
    102 00:00:05 root     $T1 node /arcadia/scripts/recent.js
    103 00:00:01 root       Nov 25 python3 -u /arcadia/scripts/yesterday.py
    201 00:00:09 root     $T7 PM2 v6.0.14: God Daemon (/root/.pm2)
    202 00:00:02 root     $T7 npm run server
    203 00:00:00 root     $T7 sh -c prisma generate && echo 'y' | prisma db push --accept-data-loss > ./prisma_push.log && tsx index
    204 00:00:01 root     $T7 node /arcadia/src/backend/node_modules/.bin/tsx index
    301 00:00:10 root     $T7 python3 -u /arcadia/scripts/daemon.py
    302 00:00:10 root     $T7 bash /arcadia/scripts/daemon.sh
    401 00:00:00 root     $T7 sleep 99999
PS
}
${KILL_STUB}
import cleanup
command_cleanup_main ${hours}`;
        const r = box.run(script);
        expect(r.status, r.stderr).toBe(0);
        return killed();
      };

      it("ends by start time: older than N hours, or started on another day whatever N is", () => {
        expect(run(6)).toContain("101");
        expect(run(6)).not.toContain("102");
        expect(run(48)).toEqual(["103"]);
      });

      it("ends the backend's sh -c and tsx processes (PM2 and npm are skipped), rund tasks, and non-code processes", () => {
        const ended = run(6);
        expect(ended).toEqual(expect.arrayContaining(["203", "204", "301", "401"]));
        expect(ended).not.toContain("201");
        expect(ended).not.toContain("202");
        expect(ended).not.toContain("302");
      });
    });

    describe(`arcadia stop (${set.docsDir}/cli/script/stop.mdx)`, { timeout: 60_000 }, () => {
      const stop = (target: string, psEf = "") => {
        const script = `touch scripts/task.js scripts/example.js
echo 111 > log/.tmp/.run_task_111.pid; echo 222 > log/.tmp/.run_task_b_222.pid; echo 333 > log/.tmp/.run_other_333.pid
function pgrep() { :; }
function sleep() { :; }
${KILL_STUB}
function ps() { case "$*" in *--no-headers*) printf '444 node /arcadia/scripts/example.js\\n555 node /arcadia/scripts/myexample.js\\n666 node /arcadia/scripts/example.json\\n' ;; *) printf '%b' ${JSON.stringify(psEf)} ;; esac; }
import stop
command_stop_main ${target}`;
        const r = box.run(script);
        expect(r.status, r.stderr).toBe(0);
        return { ended: killed(), out: r.stdout };
      };

      it("ends the process trees of every .run_<name>_*.pid file: task_b.js too for stop task.js", () => {
        const { ended, out } = stop("task.js");
        expect(ended).toEqual(["111", "222"]);
        expect(out).toContain("已终止所有相关进程");
      });

      it("ends every command line that ends with the file name: myexample.js too for stop example.js", () => {
        expect(stop("example.js").ended).toEqual(["444", "555"]);
      });

      it("prints kill -9 <pid> literally when a process survives, without its id", () => {
        const { out } = stop("example.js", "root 444 1 0 10:00 ? 00:00:01 node /arcadia/scripts/example.js\n");
        expect(out).toContain("未能成功终止部分进程，请尝试手动 kill -9 <pid>");
      });
    });

    describe(`arcadia rmlog (${set.docsDir}/cli/sundry.mdx)`, { timeout: 60_000 }, () => {
      it("keeps old logs only where the path holds log/bot, and removes folders holding only dot-files", () => {
        const script = `OLD=2020-01-01-00-00-00; NEW=$(date +%Y-%m-%d-%H-%M-%S)
mk() { mkdir -p "$(dirname "$1")"; echo x > "$1"; }
mk log/bot_a/$OLD.log; mk log/task/$OLD.log; mk log/task/$NEW.log
mk log/owner_repo/bot_b/$OLD.log; mk log/raw/bot_c/$OLD.log; mk log/botowner_repo/x/$OLD.log
mk log/onlydots/.env; mkdir -p log/emptydir; mk log/keep/file.txt
function curl() { echo '{"result":{"serverLog":0,"loginLog":0}}'; }
import rmlog
command_rmlog_main 7`;
        const r = box.run(script);
        expect(r.status, r.stderr).toBe(0);
        const at = (p: string) => existsSync(path.join(box.root, "log", p));
        // Outside repo/raw, a bot* file's logs stay; in a repository or raw they go like any other.
        expect(at("bot_a/2020-01-01-00-00-00.log")).toBe(true);
        expect(at("owner_repo/bot_b/2020-01-01-00-00-00.log")).toBe(false);
        expect(at("raw/bot_c/2020-01-01-00-00-00.log")).toBe(false);
        expect(at("botowner_repo/x/2020-01-01-00-00-00.log")).toBe(true);
        expect(at("task/2020-01-01-00-00-00.log")).toBe(false);
        expect(readdirSync(path.join(box.root, "log/task")), "the recent log stays").toHaveLength(1);
        // rm_empty_dir: `ls` without -A, so a folder with only .env counts as empty and goes.
        expect(at("onlydots")).toBe(false);
        expect(at("emptydir")).toBe(false);
        expect(at("keep/file.txt")).toBe(true);
        expect(at(".tmp")).toBe(true);
      });
    });

    describe(`a trailing slash on a path (${set.docsDir}/cli/index.mdx, path parameters)`, { timeout: 60_000 }, () => {
      // The page says the trailing / is dropped for run, stop, list and update alike.
      // match_path_file's own "/$" test reads $1 of a function called without arguments, so it
      // never fires; get_absolute_path then strips the slash.
      it("find_script (run, stop) finds the file, and get_absolute_path (list, update) drops the slash", () => {
        const r = box.run(`mkdir -p repo/owner_repo && touch scripts/a.js repo/owner_repo/b.py
import core/script
for f in "$ARCADIA_DIR/scripts/a.js/" owner_repo/b.py/; do ( find_script "$f"; echo "\${FileDir#$ARCADIA_DIR/}/$FileName $FileType" ); done
get_absolute_path owner_repo/ | sed "s|^$ARCADIA_DIR/||"`);
        expect(r.status, r.stderr).toBe(0);
        expect(r.stdout.trim().split("\n")).toEqual([
          "scripts/a JavaScript",
          "repo/owner_repo/b Python",
          "repo/owner_repo",
        ]);
      });
    });

    describe("where a code file's run logs go (core/script.sh find_script)", { timeout: 60_000 }, () => {
      it("log/<repo dir>/<name> for a repository file, log/raw/<name> for a raw file, log/<name> otherwise", () => {
        // The rule reads the third path segment, so ARCADIA_DIR must sit right under / as /arcadia does.
        let top: string;
        try {
          top = mkdtempSync("/arcadia-test-");
        } catch {
          return expect.fail("cannot create a folder under / (the rule needs ARCADIA_DIR one level deep)");
        }
        const sandbox = new ShellSandbox(set.platform, top);
        try {
          for (const d of ["repo/owner_repo/dir", "raw", "scripts"]) mkdirSync(path.join(top, d), { recursive: true });
          const r = sandbox.run(`touch repo/owner_repo/dir/bot_b.py raw/bot_c.js scripts/bot_a.js
import core/script
for f in "$ARCADIA_DIR/repo/owner_repo/dir/bot_b.py" "$ARCADIA_DIR/raw/bot_c.js" bot_a.js; do find_script "$f"; echo "\${LogPath#$ARCADIA_DIR/}"; done`);
          expect(r.status, r.stderr).toBe(0);
          expect(r.stdout.trim().split("\n")).toEqual(["log/owner_repo/bot_b", "log/raw/bot_c", "log/bot_a"]);
        } finally {
          sandbox.dispose();
        }
      });
    });
  });

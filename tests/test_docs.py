"""Every code sample in README.md and docs/*.md, run against a real daemon.

The blocks are read with a Markdown parser (markdown-it-py) at collection time, so docs
added later are picked up without touching this file. Per document, in order, on one
fresh ``mercuryd`` (its own ``HOME``, ``~/.mercury`` and socket; the test venv's
``mercuryctl`` first on ``PATH``):

- ``sh``/``bash``/``console`` blocks, and blocks without a language: each command runs in
  bash (state shared within the block), must exit 0 and print something; where a sample
  promises a particular result (:data:`EXPECT`) the output must show it;
- ``python`` blocks run as scripts and must exit 0 and print something;
- ``json`` blocks must parse; ``yaml`` blocks must parse, and an excerpt of
  ``mercury.yaml`` must be accepted by the daemon's own config loader;
- anything else must say what it is.

A block immediately preceded by ``<!-- tested-by: tests/x.py::test_y -->`` is covered
by that test instead (it must exist); ``<!-- not-run: reason -->`` marks a block that is
not a command (sample output, an excerpt of someone else's file). Commands that cannot
run as written in a test (a browser, a menu, a daemon in the foreground, systemd, a
bench at full size) run as a safe variant of themselves (:data:`VARIANTS`), each with
the reason; none is skipped.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
import yaml
from markdown_it import MarkdownIt

from tests.conftest import REPO

VENV_BIN = Path(sys.executable).parent
SHELL_LANGS = {"", "sh", "bash", "shell", "console", "zsh"}
NOTE = re.compile(r"^\s*<!--\s*(tested-by|not-run):\s*(.*?)\s*-->\s*$", re.S)
CONFIG_KEYS = {"memory", "llm", "dashboard", "telegram", "replication"}
# Commands whose success prints nothing: shell set-up and file permissions.
BUILTINS = {"export", "cd", "source", ".", "set", "unset", "alias", ":", "true", "mkdir", "chmod"}


# ---------------------------------------------------------------- reading the docs


@dataclass
class Block:
    doc: Path
    line: int
    lang: str
    text: str
    note: tuple[str, str] | None = None

    @property
    def id(self) -> str:
        return f"{self.doc.relative_to(REPO)}:{self.line}"


def doc_files() -> list[Path]:
    return [REPO / "README.md", *sorted((REPO / "docs").glob("*.md"))]


def blocks_of(path: Path) -> list[Block]:
    """Every code block of a Markdown file, with the note written just before it."""
    tokens = MarkdownIt("commonmark").parse(path.read_text(encoding="utf-8"))
    out: list[Block] = []
    prev = None
    for tok in tokens:
        if tok.type in ("fence", "code_block"):
            note = None
            if prev is not None and prev.type == "html_block" and (m := NOTE.match(prev.content)):
                note = (m[1], m[2])
            lang = tok.info.split()[0].lower() if tok.info.strip() else ""
            out.append(Block(path, tok.map[0] + 1, lang, tok.content, note))
        prev = tok
    return out


ALL = [b for path in doc_files() for b in blocks_of(path)]


def open_quote(text: str) -> str | None:
    """The quote character left open at the end of ``text`` (shell rules, roughly)."""
    quote = None
    i = 0
    while i < len(text):
        ch = text[i]
        if quote is None and ch == "#" and (i == 0 or text[i - 1].isspace()):
            nl = text.find("\n", i)
            i = len(text) if nl < 0 else nl
            continue
        if ch == "\\" and quote != "'":
            i += 2
            continue
        if ch in "'\"" and quote in (None, ch):
            quote = None if quote == ch else ch
        i += 1
    return quote


def commands_of(text: str) -> list[str]:
    """Shell commands of a block: continuations and open quotes joined, comment and blank
    lines dropped."""
    out, pending, continued = [], "", False
    for raw in text.splitlines():
        line = pending + (raw.lstrip() if continued else raw)
        continued = line.rstrip().endswith("\\") and not open_quote(line)
        if continued:
            pending = line.rstrip()[:-1].rstrip() + " "
            continue
        if open_quote(line):
            pending = line + "\n"
            continue
        pending = ""
        if line.strip() and not line.lstrip().startswith("#"):
            out.append(line.strip())
    return out


def strip_comment(cmd: str) -> str:
    """The command without a trailing ``  # comment`` (outside quotes)."""
    quote = None
    for i, ch in enumerate(cmd):
        if ch in "'\"" and (quote is None or quote == ch):
            quote = None if quote == ch else ch
        elif ch == "#" and quote is None and (i == 0 or cmd[i - 1].isspace()):
            return cmd[:i].rstrip()
    return cmd


# ---------------------------------------------------------------- one daemon per document


@dataclass
class DocRun:
    """The world a document's samples run in: a HOME, a daemon, a working directory."""

    root: Path
    env: dict[str, str]
    work: Path
    proc: subprocess.Popen[bytes] | None = None
    others: list[subprocess.Popen[bytes]] = field(default_factory=list)

    @property
    def home(self) -> Path:
        return Path(self.env["MERCURY_HOME"])

    def start(self) -> None:
        self.home.mkdir(parents=True, mode=0o700)
        (self.home / "mercury.yaml").write_text("dashboard: {port: 0}\n")  # tests run side by side
        self.proc = subprocess.Popen([sys.executable, "-m", "mercuryd"], env=self.env,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for_socket(Path(self.env["MERCURY_SOCKET"]), self.proc)

    def stop(self) -> None:
        for p in [*self.others, *([self.proc] if self.proc else [])]:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
                try:
                    p.wait(15)
                except subprocess.TimeoutExpired:
                    p.kill()

    def port(self) -> str:
        out = self.ctl("status", "--json")
        return json.loads(out)["dashboard_url"].rstrip("/").rsplit(":", 1)[1]

    def ctl(self, *args: str) -> str:
        return subprocess.run([str(VENV_BIN / "mercuryctl"), *args], env=self.env, capture_output=True,
                              text=True, timeout=60, check=True).stdout

    def bash(self, script: str, timeout: float = 180, env: dict[str, str] | None = None) -> Ran:
        p = subprocess.run(["bash", "-o", "pipefail", "-c", script], env=env or self.env, cwd=self.work,
                           capture_output=True, text=True, timeout=timeout, stdin=subprocess.DEVNULL)
        return Ran(p.returncode, p.stdout, p.stderr)


@dataclass
class Ran:
    rc: int
    out: str
    err: str


def wait_for_socket(sock: Path, proc: subprocess.Popen[bytes], timeout: float = 20) -> None:
    import socket

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"mercuryd exited {proc.returncode}")
        try:
            with socket.socket(socket.AF_UNIX) as s:
                s.connect(str(sock))
            return
        except OSError:
            time.sleep(0.05)
    raise TimeoutError("mercuryd did not start")


def fake_systemctl(bindir: Path) -> None:
    """A stand-in systemctl (this test machine has no user systemd): records and agrees."""
    bindir.mkdir(parents=True, exist_ok=True)
    script = bindir / "systemctl"
    script.write_text(f'#!/bin/sh\necho "$@" >> "{bindir}/systemctl.log"\n')
    script.chmod(0o755)


@pytest.fixture(scope="module")
def worlds() -> Iterator[dict[Path, DocRun]]:
    made: dict[Path, DocRun] = {}
    yield made
    for run in made.values():
        run.stop()
        shutil.rmtree(run.root, ignore_errors=True)


def world_for(worlds: dict[Path, DocRun], doc: Path) -> DocRun:
    if doc not in worlds:
        root = Path(tempfile.mkdtemp(prefix="mrd-", dir="/tmp"))
        root.chmod(0o700)
        home = root / "u"
        work = root / "w"
        for d in (home, work, root / "rt"):
            d.mkdir(mode=0o700)
        (work / ".venv").symlink_to(VENV_BIN.parent)  # `source .venv/bin/activate` is the test venv
        fake_systemctl(root / "fakebin")
        env = dict(os.environ)
        for var in ("PYTHONPATH", "VIRTUAL_ENV", "XDG_CONFIG_HOME"):
            env.pop(var, None)
        env.update(HOME=str(home), XDG_RUNTIME_DIR=str(root / "rt"), MERCURY_HOME=str(home / ".mercury"),
                   MERCURY_SOCKET=str(root / "rt" / "mercury" / "mercuryd.sock"),
                   PATH=os.pathsep.join([str(VENV_BIN), str(root / "fakebin"), env.get("PATH", "")]),
                   COLUMNS="100", NO_COLOR="1")
        run = DocRun(root, env, work)
        run.start()
        worlds[doc] = run
    return worlds[doc]


# ---------------------------------------------------------------- commands that need a safe variant


def _menu(run: DocRun, cmd: str) -> Ran:
    """The arrow-key menu, in a real pseudo-terminal: it draws, then Ctrl-C leaves it."""
    import pexpect

    child = pexpect.spawn("bash", ["-c", cmd], env=dict(run.env, TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1"),
                          cwd=str(run.work), encoding="utf-8", dimensions=(40, 100), timeout=30)
    child.expect("choose with")
    child.expect("Quit")
    drawn = child.before
    child.sendintr()
    child.expect(pexpect.EOF)
    child.close()
    return Ran(child.exitstatus or 0, drawn, "")


def _browser(run: DocRun, cmd: str) -> Ran:
    """``mercuryctl dashboard`` with a browser that records the link; the link must log in."""
    import httpx

    seen = run.root / "browser.txt"
    script = run.root / "fakebin" / "browser"
    script.write_text(f'#!/bin/sh\necho "$1" > "{seen}"\n')
    script.chmod(0o755)
    ran = run.bash(cmd, env=dict(run.env, BROWSER=str(script)))
    url = seen.read_text().strip()
    r = httpx.get(url, follow_redirects=True, timeout=30)
    assert r.status_code == 200 and "/second-brain/memory" in str(r.url), (url, r.status_code)
    return ran


def _follow(run: DocRun, cmd: str) -> Ran:
    """``mercury logs -f`` never ends: it must show lines and still be following 3 s later."""
    p = subprocess.Popen(["bash", "-c", cmd], env=run.env, cwd=run.work, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, start_new_session=True)
    time.sleep(3)
    running = p.poll() is None
    os.killpg(p.pid, signal.SIGTERM)
    out, err = p.communicate(timeout=10)
    return Ran(0 if running else (p.returncode or 1), out, err)


def _foreground_daemon(run: DocRun, cmd: str) -> Ran:
    """``mercuryd`` runs in the foreground until stopped: start it on a home of its own (the
    document's daemon owns the usual one), check it answers, stop it."""
    own = run.root / f"fg{len(run.others)}"
    own.mkdir(mode=0o700)
    (own / "mercury.yaml").write_text("dashboard: {port: 0}\n")
    env = dict(run.env, MERCURY_HOME=str(own), MERCURY_SOCKET=str(own / "d.sock"))
    starts_with_assignments = re.match(r"^(\w+=\S+ )+", cmd) is not None
    p = subprocess.Popen(["bash", "-c", ("exec env " if starts_with_assignments else "exec ") + cmd], env=env,
                         cwd=run.work, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    run.others.append(p)
    try:
        wait_for_socket(own / "d.sock", p)  # type: ignore[arg-type]
    except (RuntimeError, TimeoutError):
        p.kill()
        _, err = p.communicate(timeout=10)
        return Ran(1, "", err)
    status = subprocess.run([str(VENV_BIN / "mercuryctl"), "status"], env=env, capture_output=True,
                            text=True, timeout=30)
    p.send_signal(signal.SIGTERM)
    _, err = p.communicate(timeout=20)
    return Ran(status.returncode or p.returncode, status.stdout, err)


def _small_bench(args: str) -> Callable[[DocRun, str], Ran]:
    """A bench at a size that takes seconds: the same code paths as the full run."""

    def run_small(run: DocRun, cmd: str) -> Ran:
        m = re.search(r"bench/(\w+)\.py", cmd)
        assert m
        extra = args.format(locomo=_locomo_sample(run.root))
        return run.bash(f"cd {REPO} && {sys.executable} bench/{m[1]}.py {extra}", timeout=300)

    return run_small


def _locomo_sample(root: Path) -> Path:
    """A two-session conversation in LoCoMo's format (the real data is not in the repo)."""
    d = root / "locomo"
    if not d.exists():
        d.mkdir()
        turns1 = [{"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a grey cat called Pixel last week."},
                  {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! I am training for the Porto marathon."}]
        turns2 = [{"speaker": "Ana", "dia_id": "D2:1", "text": "Pixel broke my favourite blue vase today."},
                  {"speaker": "Ben", "dia_id": "D2:2", "text": "I finished the marathon in four hours."}]
        conv = {"speaker_a": "Ana", "speaker_b": "Ben",
                "session_1_date_time": "1:56 pm on 8 May, 2023", "session_1": turns1,
                "session_2_date_time": "10:02 am on 20 May, 2023", "session_2": turns2,
                "qa": [{"question": "What is the name of Ana's cat?", "answer": "Pixel",
                        "evidence": ["D1:1"], "category": 4},
                       {"question": "When did Ben finish the marathon?", "answer": "20 May 2023",
                        "evidence": ["D2:2"], "category": 2}]}
        (d / "sample.json").write_text(json.dumps(conv))
    return d


# (pattern over the command, handler, why). The first match wins.
VARIANTS: list[tuple[str, Callable[[DocRun, str], Ran], str]] = [
    (r"^mercuryctl memory$", _menu, "interactive: driven in a pseudo-terminal"),
    (r"^mercuryctl dashboard$", _browser, "opens a browser: a recording one, then the link is followed"),
    (r"^mercury(ctl)? logs (.* )?(-f|--follow)\b", _follow, "never ends: followed for 3 s"),
    (r"^(\w+=\S+ )*mercuryd\b", _foreground_daemon, "runs until stopped: started, asked, stopped"),
    (r"bench/recall_socket\.py", _small_bench("--sizes 500 --rounds 20"), "full size takes minutes"),
    (r"bench/recall_stages\.py", _small_bench("--sizes 500 --rounds 5"), "full size takes minutes"),
    (r"bench/cli_startup\.py", _small_bench("--runs 3"), "full size takes minutes"),
    (r"bench/recall_latency\.py", _small_bench("--sizes 500 --rounds 1"), "full size takes minutes"),
    (r"bench/recall_fidelity\.py", _small_bench("--sizes 500 --queries 10"), "full size takes minutes"),
    (r"bench/locomo_recall\.py", _small_bench("--data {locomo}"), "LoCoMo is not in the repo: a sample in its format"),
    (r"bench/extraction_quality\.py", _small_bench("--only a16-"), "the whole set takes minutes on a loaded machine"),
    (r"bench/plain_statements\.py", _small_bench(""), "fast as it is"),
    (r"bench/extraction_worst\.py", _small_bench("--chars 2000 --top 2 --long 20,40"), "full size takes a minute"),
    (r"bench/lifecycle\.py", _small_bench("--rows 1000 --idle-seconds 0.5"), "full size takes minutes"),
    (r"bench/rss\.py", _small_bench("--memories 1000 --calls 10"), "full size takes minutes"),
    (r"bench/llm_ingest\.py", _small_bench(""), "fast as it is"),
    (r"bench/recall_load\.py", _small_bench("--size 1000 --seconds 1 --writers 2 --readers 1"), "full size takes minutes"),
    (r"bench/list_paging\.py", _small_bench("--size 1000 --persons 100 --rounds 2"), "full size takes minutes"),
    (r"bench/graph_paint\.py", _small_bench("--memories 100 --persons 10 --runs 1"), "full size takes minutes"),
    (r"bench/paraphrase_probe\.py", _small_bench("--set dev --distractors 40"), "every set takes minutes on a loaded machine"),
    (r"bench/paraphrase_stages\.py", _small_bench("dev --distractors 40"), "full size takes a minute"),
    (r"bench/recall_trial\.py", _small_bench(""), "fast as it is"),
    (r"bench/ingest_latency\.py", _small_bench("--memories 300 --rounds 5"), "full size takes minutes"),
]

# Rewrites that keep a command what it is on this machine: (pattern, replacement, why).
REWRITES: list[tuple[str, str, str]] = [
    (r"127\.0\.0\.1:7420", "127.0.0.1:{port}", "the test daemon's dashboard listens on a free port"),
    (r"^pip install '\.\[mcp\]'$", f"{sys.executable} -m pip install --dry-run '{REPO}[mcp]'",
     "resolves the extra without replacing the test venv's editable install"),
    (r"^pip install '\.\[replication\]'$", f"{sys.executable} -m pip install --dry-run '{REPO}[replication]'",
     "resolves the extra without replacing the test venv's editable install"),
]

# What a sample promises, checked on its output: (document, command pattern, output pattern).
EXPECT: list[tuple[str, str, str]] = [
    ("README.md", r"^mercuryctl status$", r"mode second_brain"),
    ("README.md", r"^mercuryctl recall ", r"budgeting app"),
    ("README.md", r"^mercuryctl search \"Anna\"", r"sister Anna"),
    ("README.md", r"^mercuryctl persons$", r"Anna \(sister\)"),
    ("README.md", r"^mercuryctl list --include-superseded", r"superseded by #6"),
    ("README.md", r"^mercuryctl get 6", r"TypeScript[\s\S]*history:[\s\S]*Python"),
    ("README.md", r"^mercuryctl dismiss 1", r"moved to the subconscious"),
    ("README.md", r"^mercuryctl prune --dry-run", r"would change"),
    ("README.md", r"^mercuryctl consolidate", r"Profile:"),
    ("README.md", r"^mercuryctl profile", r"Profile \(built"),
    ("integrations.md", r"hook pre-message", r"<mercury-memory>[\s\S]*editor"),
    ("dashboard.md", r"^curl ", r'"items":\[\{'),
    ("modes.md", r"SECOND_BRAIN_ENABLED=false mercuryd", r"mode basic"),
    ("telegram.md", r"ls -l ~/.mercury/service.env", r"^-rw------- "),
    # python blocks: (document, a line of the block, output pattern)
    ("README.md", r"brain\.recall\(", r"dark mode"),
    ("integrations.md", r"brain\.recall\(", r"Neovim[\s\S]*-32001 no memory with id 9999"),
]


def is_silent(cmd: str) -> bool:
    """Commands whose success prints nothing (shell set-up, file writes)."""
    word = cmd.split()[0] if cmd.split() else ""
    return word in BUILTINS or re.match(r"^\w+=\S*$", cmd) is not None or bool(re.search(r">\s*\S+$", cmd))


def run_shell_block(run: DocRun, block: Block) -> None:
    doc = block.doc.name
    for cmd in commands_of(block.text):
        bare = strip_comment(cmd)
        for pattern, replacement, _why in REWRITES:
            if re.search(pattern, bare):
                bare = re.sub(pattern, replacement.replace("{port}", run.port()) if "{port}" in replacement
                              else replacement.replace("\\", "\\\\"), bare)
        handler = next((h for pat, h, _ in VARIANTS if re.search(pat, bare)), None)
        ran = handler(run, bare) if handler else run.bash(bare)
        where = f"{block.id}: `{cmd}`"
        assert ran.rc == 0, f"{where} exited {ran.rc}\nstdout: {ran.out[-2000:]}\nstderr: {ran.err[-2000:]}"
        if not is_silent(bare):
            assert (ran.out + ran.err).strip(), f"{where} printed nothing"
        for d, pat, want in EXPECT:
            if d == doc and re.search(pat, bare):
                assert re.search(want, ran.out), f"{where} should show {want!r}; it printed:\n{ran.out}"


def run_python_block(run: DocRun, block: Block) -> None:
    script = run.work / f"sample_{block.line}.py"
    script.write_text(block.text)
    p = subprocess.run([sys.executable, str(script)], env=run.env, cwd=run.work, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 0, f"{block.id} failed:\n{p.stderr[-3000:]}"
    assert p.stdout.strip(), f"{block.id} printed nothing (a sample should show its result)"
    for d, pat, want in EXPECT:
        if d == block.doc.name and re.search(pat, block.text):
            assert re.search(want, p.stdout), f"{block.id} should show {want!r}; it printed:\n{p.stdout}"


def check_yaml_block(block: Block, root: Path) -> None:
    data = yaml.safe_load(block.text)
    if isinstance(data, dict) and data and set(data) <= CONFIG_KEYS:
        from mercuryd.config import load

        path = root / f"config_{block.line}.yaml"
        path.write_text(block.text)
        load(path, environ={})  # raises StartupError with the daemon's own sentence


def named_test_exists(ref: str) -> bool:
    file, _, name = ref.partition("::")
    path = REPO / file
    if not (path.is_file() and name):
        return False
    tree = ast.parse(path.read_text())
    return any(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) and n.name == name.split("[")[0]
               for n in ast.walk(tree))


# ---------------------------------------------------------------- the tests


def test_the_docs_have_samples_and_the_parser_sees_notes() -> None:
    assert len(ALL) > 20
    sample = REPO / "test-output" / "docs-parse.md"
    sample.parent.mkdir(exist_ok=True)
    sample.write_text("Text.\n\n<!-- not-run: sample output -->\n```\nout\n```\n\n- item\n\n  <!-- tested-by: "
                      "tests/test_docs.py::test_x -->\n  ```python\nprint(1)\n  ```\n\n    indented\n")
    got = blocks_of(sample)
    assert [(b.lang, b.note) for b in got] == [("", ("not-run", "sample output")),
                                               ("python", ("tested-by", "tests/test_docs.py::test_x")),
                                               ("", None)]
    assert commands_of("a \\\n  b  # c\n# only a comment\n\nd") == ["a b  # c", "d"]
    assert commands_of("echo '{\"a\":\n  1}' > f\nx  # it's") == ["echo '{\"a\":\n  1}' > f", "x  # it's"]
    assert strip_comment("echo '#not' x  # yes") == "echo '#not' x"


def test_ci_runs_the_readme_test_command() -> None:
    """The README's test command is what CI runs, verbatim (so every CI run runs it)."""
    [block] = [b for b in ALL if b.doc.name == "README.md" and "pytest" in b.text and "venv" in b.text]
    assert block.text.strip() in (REPO / ".ci" / "run").read_text()


@pytest.mark.parametrize("block", ALL, ids=[b.id for b in ALL])
def test_sample(block: Block, worlds: dict[Path, DocRun]) -> None:
    if block.note is not None:
        kind, value = block.note
        if kind == "tested-by":
            assert named_test_exists(value), f"{block.id}: tested-by names {value}, which does not exist"
        else:
            assert value, f"{block.id}: not-run needs a reason"
        return
    if block.lang in ("json", "jsonc"):
        json.loads(block.text)
        return
    if block.lang in ("yaml", "yml"):
        check_yaml_block(block, Path(tempfile.gettempdir()))
        return
    run = world_for(worlds, block.doc)
    if block.lang in SHELL_LANGS:
        run_shell_block(run, block)
    elif block.lang == "python":
        run_python_block(run, block)
    else:
        pytest.fail(f"{block.id}: a ```{block.lang} block is neither run nor annotated; mark it "
                    "<!-- not-run: reason --> or <!-- tested-by: tests/x.py::test_y -->")


# What a user's checkout does not have: the project's own notes outside the repository.
OUTSIDE = ("DESIGN" + ".md", "FIELD" + "-NOTES", "../" + "shared", "/work/" + "shared")


def test_the_checkout_cites_nothing_outside_it() -> None:
    """No file of the repository sends a reader to the project's notes, which a clone does
    not have (issue 14: docs cited them and a LoCoMo copy beside the repository)."""
    files = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True, check=True).stdout.split()
    cited = []
    for name in files:
        path = REPO / name
        if path.suffix in (".png", ".onnx", ".db", ".gz") or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        cited += [f"{name}: {word}" for word in OUTSIDE if word in text]
    assert len(files) > 100 and cited == []


def test_the_token_goes_where_the_service_reads_it() -> None:
    """telegram.md and integrations.md name the same file for a token, and it is the file
    the installed systemd unit reads (issue 14: they disagreed)."""
    from mercuryctl import service

    home = Path("/home/sam/.mercury")
    unit = service.render_systemd(service.Target(["/usr/bin/mercuryd"], home))
    assert f"EnvironmentFile=-{home}/service.env\n" in unit
    assert "EnvironmentFile=-%h/.mercury/service.env\n" in service.render_systemd_packaged()
    telegram = (REPO / "docs" / "telegram.md").read_text()
    integrations = (REPO / "docs" / "integrations.md").read_text()
    assert "TELEGRAM_BOT_TOKEN=%s\\n' '123456:ABC-your-token' >> ~/.mercury/service.env" in telegram
    assert "`<home>/service.env` (`OPENAI_API_KEY=…`, `TELEGRAM_BOT_TOKEN=…`" in integrations
    for doc in (telegram, integrations):
        assert "EnvironmentFile" in doc

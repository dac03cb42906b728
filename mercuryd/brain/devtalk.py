"""What a developer tells a coding agent: roles at work, the stack, the setup, conventions, hours.

Rule families, each written for a class of statement, not for a sentence:

- **people by role at work**: "my team lead is Sara", "marcus is our new tech lead", "our CTO,
  Vikram Shah, announced…", "my pm is rachel", "our code reviewer for android is Jonas" - a
  person with that relation; a one-of-a-kind role (team lead, tech lead, product manager,
  product owner, CTO, CEO, engineering manager) carries a single-valued attribute, so a new
  one supersedes the old;
- **the setup**: "I'm on Fedora 41 with zsh", "my setup: macbook, cursor as my editor, fish
  shell" - one fact per known tool, with its attribute (``preferred_os``, ``preferred_shell``,
  ``preferred_editor``, ``js_package_manager``, ``python_package_manager``) where the
  vocabulary knows it, so a later switch supersedes;
- **the stack**: "we are using Go for all services", "i mostly do Kotlin for our android app",
  "most of my day is Python and Airflow", "our Python repos are formatted with black at line
  length 100 and linted with ruff";
- **tool instructions and conventions**: "for anything js use pnpm", "never npm or yarn",
  "give me dnf commands, not apt", "commit messages in conventional commits format", "in our
  team nobody pushes directly to main", "we always squash merge";
- **working hours**: "I work 8-16 Polish time", "im usually online 10am to 7pm central", "i
  work from 9 to 17:30".

:func:`read` returns the facts of one clause ([] when none of these families applies); the
clause is read by the general rules when it returns nothing.
"""

from __future__ import annotations

import re

from mercuryd.brain import english as en
from mercuryd.brain import lexicon
from mercuryd.brain.candidate import PersonMention
from mercuryd.brain.fact import Fact
from mercuryd.brain.persons import NOT_NAMES
from mercuryd.brain.vocabulary import (
    CODE_TOOLS,
    PROGRAMMING_LANGUAGES,
    THEME_VALUE,
    category_attribute,
    category_value,
)

__all__ = ["ROLE_ATTRIBUTES", "TOOL_ATTRIBUTES", "appositive", "known_tool", "never_tools", "read"]

# ------------------------------------------------------------------ people by role

# role words → (relation as stored, single-valued attribute or None when one has several)
_ROLES: dict[str, tuple[str, str | None]] = {
    "team lead": ("team lead", "team_lead"), "team leader": ("team lead", "team_lead"),
    "lead": ("team lead", "team_lead"), "lead dev": ("team lead", "team_lead"),
    "lead developer": ("team lead", "team_lead"), "lead engineer": ("team lead", "team_lead"),
    "tech lead": ("tech lead", "tech_lead"), "technical lead": ("tech lead", "tech_lead"),
    "engineering manager": ("manager", "manager"), "em": ("manager", "manager"),
    "eng manager": ("manager", "manager"), "line manager": ("manager", "manager"),
    "product manager": ("product manager", "product_manager"), "pm": ("product manager", "product_manager"),
    "product owner": ("product owner", "product_owner"), "po": ("product owner", "product_owner"),
    "cto": ("CTO", "cto"), "ceo": ("CEO", "ceo"), "vp of engineering": ("VP of engineering", "vp_engineering"),
    "vp engineering": ("VP of engineering", "vp_engineering"),
    "code reviewer": ("code reviewer", None), "reviewer": ("code reviewer", None),
    "scrum master": ("scrum master", "scrum_master"), "designer": ("designer", None),
    "manager": ("manager", "manager"),
    "boss": ("boss", "manager"),  # as the general rules store "my boss" (relation boss, attribute manager)
}
ROLE_ATTRIBUTES: frozenset[str] = frozenset(a for _, a in _ROLES.values() if a)
_ROLE = "(?P<role>" + "|".join(sorted((re.escape(r) for r in _ROLES), key=len, reverse=True)) + ")"
_SCOPE = r"(?:\s+(?:for|on|of)\s+(?:the\s+|our\s+)?[\w-]+(?:\s+(?:team|repo|app|side|squad))?)?"
_NAME = r"(?P<name>[^\W\d_][\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
_MY_ROLE_IS = re.compile(
    rf"^(?:(?:and|so|now|but)\s+)*(?:my|our)\s+(?P<new>(?:new|current|actual)\s+)?{_ROLE}{_SCOPE}\s+"
    rf"(?:is|will\s+be|=|:)\s+(?:now\s+)?{_NAME}(?P<rest>.*)$", re.I)
_NAME_IS_ROLE = re.compile(
    rf"^(?:(?:and|so|now|but)\s+)*{_NAME}\s+(?:is|became|has\s+become)\s+(?:now\s+)?(?:my|our)\s+(?P<new>new\s+)?{_ROLE}{_SCOPE}"
    r"(?P<now>\s+now)?(?P<rest>.*)$", re.I)
_MY_ROLE_NAME = re.compile(rf"^(?:my|our)\s+(?P<new>new\s+)?{_ROLE}{_SCOPE}\s*,?\s+{_NAME}\s*(?P<comma>,)?\s+(?P<rest>[a-z].*)$", re.I)


def _person_name(raw: str) -> str | None:
    words = raw.split()
    if not words or any(w.casefold() in NOT_NAMES or lexicon.common(w) for w in words[:1]):
        return None
    if len(words) > 1 and (lexicon.common(words[1]) or words[1].casefold() in NOT_NAMES):
        words = words[:1]
    return " ".join(w[:1].upper() + w[1:] for w in words)


# What a person did once or keeps doing, or a task with its deadline: the day's news, not who they are.
_PASSING = re.compile(r"\b(?:keeps|kept)\s+\w+ing\b|\bby\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\bby\s+(?:tomorrow"
                      r"|tonight|next\s+\w+|the\s+end\s+of\s+\w+|eod|eow)\b|\b(?:today|tomorrow|tonight|yesterday)\b", re.I)


# "…doesn't want kubernetes, she say its too much": what comes after is a clause of its own
_NEXT_CLAUSE = re.compile(r"\s*(?:,|\s-|;)\s*(?:(?:and|but|so|because)\s+)?(?:she|he|they|it|its|it's|which|this|that"
                          r"|(?:keep|bear|remember|note)\s+(?:that|this)\b)\b.*$", re.I)


# What a person at work asks of the user's work (what an agent must know), not their tastes or moods.
_ASKS_OF_WORK = frozenset(
    """wants needs requires insists expects reviews approves signs owns runs handles prefers decides""".split())


def _role_facts(m: re.Match[str], clause: str) -> list[Fact]:
    name = _person_name(m.group("name"))
    if m.group("name")[:1].islower() and re.match(r"\s*(?:with|to|towards|about)\s+(?:me|us|everyone|people)\b", clause[m.end("name"):], re.I):
        return []  # ((lead61) "my boss is blunt with me": how they are with the user, typed in lower case, is no name)
    role_word = re.sub(r"\s+", " ", m.group("role").lower())
    if name is None or (role_word in {"lead", "em", "po", "pm", "designer"} and not re.match(r"(?:my|our)\b", clause, re.I)
                        and not m.group("new") and role_word not in {"pm"}):
        return []
    relation, attribute = _ROLES[role_word]
    person = PersonMention(name=name, relation=relation)
    changed = bool(m.group("new")) or bool(re.search(r"\bnow\b", clause[: m.end("name")] + (m.groupdict().get("now") or ""), re.I))
    who = Fact("relationship", f"User's {relation} is {name}", attribute=attribute,
               value=name.lower() if attribute else None, persons=[person], reports_change=changed)
    out = [who]
    rest = _NEXT_CLAUSE.sub("", (m.group("rest") or "").strip(" ,"))
    said = re.match(r"(?:and\s+)?(?:(?:he|she|they)\s+)?(?P<verb>[a-z]+s)\b(?P<obj>.+)$", rest)
    if said and said.group("verb").lower() in _ASKS_OF_WORK and not _PASSING.search(rest):
        out.append(Fact("relationship", f"User's {relation} {name} {said.group('verb')}{en.rewrite_rest(said.group('obj'))}",
                        persons=[person]))
    return out


# A colleague gone: "left the company", "quit", "retired", "was let go", "moved to another team"
_GONE = re.compile(r"^(?:has\s+|just\s+|finally\s+)*(?:left|quit|resigned|retired|was\s+let\s+go|got\s+(?:fired|laid\s+off)"
                   r"|handed\s+in\s+(?:his|her|their)\s+notice|gave\s+(?:his|her|their)\s+notice"
                   r"|was\s+laid\s+off|moved\s+(?:to\s+another|to\s+a\s+different)\s+(?:team|company|job|org))\b"
                   r"(?:\s+(?:the\s+(?:company|team|firm|startup|org)|us|(?-i:[A-Z])[\w&.-]*))?"
                   # only then the end or a time: "left early today" is no departure
                   r"(?=\s*$|\s*[,;.!]|\s+(?:last|this|yesterday|today|on|in|after|because|for\s+good)\b)", re.I)


def _said_by_role(m: re.Match[str], clause: str) -> list[Fact]:
    """'my manager, Arjun, is very particular…', 'our CTO Miriam dont want kubernetes'."""
    name = _person_name(m.group("name"))
    if name is None:
        return []
    relation, attribute = _ROLES[re.sub(r"\s+", " ", m.group("role").lower())]
    person = PersonMention(name=name, relation=relation)
    who = Fact("relationship", f"User's {relation} is {name}", attribute=attribute,
               value=name.lower() if attribute else None, persons=[person], reports_change=bool(m.group("new")))
    rest = _NEXT_CLAUSE.sub("", m.group("rest").strip())
    if _GONE.match(rest):
        # "Sara left the company" (Sara known as the team lead): the role is no longer hers
        return [Fact("relationship", f"User's former {relation} {name} {en.rewrite_rest(rest).strip()}",
                     attribute=attribute, value=name.lower() if attribute else None, polarity="negative",
                     persons=[PersonMention(name=name, relation=f"former {relation}")], reports_change=True)]
    adverb = re.match(r"(?:(?:also|really|always|usually|still|just|now)\s+)+", rest, re.I)
    said_adverb, rest = (adverb.group(0), rest[adverb.end():]) if adverb else ("", rest)
    if not rest:
        return [who]
    first = rest.split()[0].lower()
    rest = re.sub(r"^(?:dont|don't)\b", "doesn't", rest)
    rest = re.sub(r"^(?:want|say|like|need|think|review|prefer)\b", lambda w: en.third_person_verb(w.group(0)), rest)
    if (rest.split()[0].lower() in _ASKS_OF_WORK or first in {"dont", "don't", "doesn't"}
            or re.match(r"(?:announced|decided|said)\s+(?:that\s+)?we", rest)) and not _PASSING.search(rest):
        if told := re.match(r"(?:announced|decided|said)\s+(?:that\s+)?(?P<s>we(?:'re|\s+are|\s+will)\s+(?P<v>\w+ing|\w+)\b.+)$", rest):
            plan = re.sub(r"^we(?:'re|\s+are)\s+", "is ", told.group("s"))
            plan = re.sub(r"^we\s+will\s+", "will ", plan)
            return [who, Fact("decision", f"User's company {en.rewrite_rest(plan)}", importance=0.7)]
        if not re.match(r"(?:said|says|told|asked|announced)\b", rest):
            return [who, Fact("relationship", f"User's {relation} {name} {said_adverb}{en.rewrite_rest(rest)}",
                              persons=[person])]
    # a manager is read by the general rules too (people.py): left to them when nothing here applies
    return [] if relation in {"manager", "boss"} else [who]


# ------------------------------------------------------------------ tools

_TOOLS: dict[str, tuple[str, str | None]] = {}
for _words, _kind, _attr in (
    ("fedora ubuntu debian nixos manjaro macos windows freebsd", "os", "preferred_os"),
    ("zsh bash fish nushell powershell", "shell", "preferred_shell"),
    ("neovim nvim vim emacs vscode cursor intellij pycharm goland webstorm rider helix zed xcode", "editor", "preferred_editor"),
    ("npm pnpm yarn bun", "JavaScript package manager", "js_package_manager"),
    ("pip poetry uv pipenv conda pdm", "Python package manager", "python_package_manager"),
    ("podman docker", "container tool", None),
):
    for _w in _words.split():
        _TOOLS[_w] = (_kind, _attr)
for _phrase, _kind, _attr in (("arch linux", "os", "preferred_os"), ("arch", "os", "preferred_os"),
                              ("linux mint", "os", "preferred_os"), ("pop!_os", "os", "preferred_os"),
                              ("vs code", "editor", "preferred_editor"), ("visual studio code", "editor", "preferred_editor"),
                              ("android studio", "editor", "preferred_editor"), ("sublime text", "editor", "preferred_editor"),
                              ("mac", "os", "preferred_os"), ("macbook", "os", "preferred_os"), ("wsl", "os", None)):
    _TOOLS[_phrase] = (_kind, _attr)
TOOL_ATTRIBUTES: frozenset[str] = frozenset(a for _, a in _TOOLS.values() if a)
_TOOL = "(?:" + "|".join(sorted((re.escape(t) for t in _TOOLS), key=len, reverse=True)) + ")"
_DISPLAY = {"macos": "macOS", "macbook": "MacBook", "mac": "Mac", "vscode": "VS Code", "vs code": "VS Code", "nvim": "Neovim",
            "intellij": "IntelliJ", "pycharm": "PyCharm", "goland": "GoLand", "webstorm": "WebStorm", "wsl": "WSL",
            "nixos": "NixOS", "freebsd": "FreeBSD", "powershell": "PowerShell", "nushell": "Nushell",
            "zsh": "zsh", "bash": "bash", "fish": "fish", "npm": "npm", "pnpm": "pnpm", "yarn": "yarn", "bun": "bun",
            "uv": "uv", "pip": "pip", "pdm": "pdm", "conda": "conda", "poetry": "Poetry", "pipenv": "Pipenv", "podman": "podman",
            "docker": "Docker", "arch": "Arch Linux", "arch linux": "Arch Linux"}
_VALUE = {"nvim": "neovim", "vscode": "vs code", "visual studio code": "vs code", "arch": "arch linux",
          "mac": "macos", "macbook": "macos"}


# People at work who can leave it: "my colleague Marcus handed in his notice" ends "User's colleague Marcus runs …"
_WORK_RELATIONS = r"(?:colleague|coworker|co-worker|employee|assistant|apprentice|report|direct\s+report|teammate)"
_WORKMATE_GONE = re.compile(rf"^my\s+(?P<rel>{_WORK_RELATIONS})\s+(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+(?P<rest>.+)$",
                            re.I)


def workmate_gone(clause: str) -> Fact | None:
    """'my colleague Marcus handed in his notice today': a departure, as one of a team lead
    is ("User's former colleague Marcus handed in his notice"): what framed Marcus as a
    colleague in the present becomes its history (``Brain._role_left``)."""
    m = _WORKMATE_GONE.match(clause)
    if m is None or not _GONE.match(m.group("rest")) or _person_name(m.group("name")) is None:
        return None
    rel, name = " ".join(m.group("rel").lower().split()), m.group("name")
    return Fact("relationship", f"User's former {rel} {name} {en.rewrite_rest(m.group('rest')).strip()}",
                polarity="negative", persons=[PersonMention(name=name, relation=f"former {rel}")], reports_change=True)


def tool_attribute(tool: str) -> str | None:
    """The setting a named developer tool fills ("uv" → python_package_manager), None if unknown."""
    known = _TOOLS.get(re.sub(r"\s+", " ", tool.lower()))
    return known[1] if known else None


def tool_value(tool: str) -> str | None:
    """The value a named developer tool is kept under ("mac" → "macos", "arch" → "arch linux"),
    None if it fills no known setting."""
    low = re.sub(r"\s+", " ", tool.lower())
    known = _TOOLS.get(low)
    return _VALUE.get(low, low) if known and known[1] else None


def _display(tool: str) -> str:
    low = tool.lower()
    return _DISPLAY.get(low) or " ".join(w[:1].upper() + w[1:] for w in tool.split())


def _tool_fact(tool: str, *, version: str = "", role: str = "") -> Fact:
    low = re.sub(r"\s+", " ", tool.lower())
    kind, attribute = _TOOLS[low]
    name = _display(tool) + (f" {version}" if version else "")
    if kind == "os":
        summary = f"User works on a {name}" if low == "macbook" else f"User is on {name}"
    elif kind in {"shell", "editor"}:
        summary = f"User uses {name} as their {role or kind}" if role or kind == "editor" else f"User uses the {name} shell"
    else:
        summary = f"User uses {name}"
    return Fact("preference", summary, attribute=attribute, value=_VALUE.get(low, low) if attribute else None,
                importance=0.75)


_ON_SETUP = re.compile(r"^(?:i'm|i am|im)\s+(?:(?:on|using|running)\s+)(?P<list>.+)$", re.I)
# "the stack here is Go and gRPC", "so at work the stack is …", "the stack at this job is …": where it is used, said of work
_AT_WORK = (r"(?:here|at\s+work|at\s+(?:this|my|the|our)\s+(?:new\s+)?(?:job|company|work|place|office|startup|team|client)"
            r"|in\s+(?:this|my|the|our)\s+(?:new\s+)?(?:job|company|team))")
_SETUP_LIST = re.compile(rf"^(?:fyi\s+|btw\s+)?(?:(?:so|ok|okay|and)\s*,?\s+)?(?P<place>{_AT_WORK}\s*,?\s+)?(?P<whose>my\s+|our\s+|the\s+)?"
                         r"(?:dev\s+|tech\s+)?(?P<what>setup|stack|environment|env)"
                         rf"(?P<place2>\s+{_AT_WORK})?\s*(?:is|:|-)\s*(?P<list>.+)$", re.I)
# "We're a TypeScript monorepo with turborepo and pnpm workspaces", "we're a Python shop": the team's code, by its language
_WE_ARE_A = re.compile(r"^we(?:'re|\s+are)\s+(?:(?:mostly|mainly|basically|all)\s+)?(?:a|an)\s+(?P<what>(?P<lang>[\w.+#-]+)(?:\s+[\w.+#-]+)?\s+"
                       r"(?P<kind>monorepo|shop|house|codebase|stack))(?P<rest>\s+(?:with|on|using|plus)\s+.+)?$", re.I)
# what a developer makes and names ("a Go CLI called pgsnap", "an open source library called quickjson")
_MADE_THING = (r"(?:side\s+project|project|tool|app|cli|library|lib|bot|game|plugin|extension|tracker|website|site|saas|platform|sdk"
               r"|framework|engine|crate|package|gem|module)")
# "I maintain an open source library called quickjson", "I maintain a small Rust crate called tidyargs, about 300 stars":
# a named thing of theirs that others use (what follows a comma is left)
_MAINTAIN_NAMED = re.compile(rf"^i\s+(?:(?:currently|also|now|still)\s+)*(?:co-)?maintain\s+(?P<what>(?:a|an|my)\s+(?:[\w.+#-]+\s+){{0,3}}?"
                             rf"{_MADE_THING})\s+(?:called|named)\s+(?P<name>[\w.-]+)(?:\s*,.*)?$", re.I)
# "I maintain the payments SDK at Paystack": the part of the work the user owns, and where
_MAINTAIN = re.compile(r"^i\s+(?:(?:currently|also|now)\s+)*(?P<verb>maintain|own|lead)\s+(?P<what>(?:the|our)\s+(?:[\w.+#-]+\s+){0,3}?"
                       r"(?:sdk|api|apis|library|libraries|service|services|platform|app|apps|backend|frontend|infra|infrastructure"
                       r"|pipeline|pipelines|cli|website|site|team|integration|integrations|repo|monorepo))"
                       r"(?:\s+(?:at|for)\s+(?P<org>(?-i:[A-Z])[\w&.'-]*(?:\s+(?-i:[A-Z])[\w&.'-]*){0,2}))?$", re.I)
# "any test you write should be vitest", "all scripts must be in bash": the language or tool of what the assistant writes
_WRITE_IN = re.compile(r"^(?:any|every|all)\s+(?P<what>tests?|code|scripts?|queries|components?|styles?|migrations?|snippets?)"
                       r"(?:\s+you\s+(?:write|give\s+me|suggest))?\s+(?:should|must|has\s+to|have\s+to|needs?\s+to)\s+be\s+"
                       r"(?:in\s+|written\s+in\s+|using\s+)?(?P<tool>[\w.+#-]+)$", re.I)
_ITEM = re.compile(rf"^(?:an?\s+|the\s+|my\s+)?(?P<tool>{_TOOL})(?:\s+(?P<version>\d[\w.]*))?"
                   r"(?:\s+(?:as\s+(?:my\s+)?(?P<role>editor|ide|shell|os|terminal)|(?P<kind>shell|editor)))?$", re.I)


def _setup(items: str) -> list[Fact]:
    """'Fedora 41 with zsh', 'macbook, cursor as my editor, fish shell': each known tool."""
    out = []
    for item in re.split(r"\s*(?:,|\+|/|\bwith\b|\band\b)\s*", items.strip(" .")):
        m = _ITEM.match(item.strip())
        if not m:
            if item.strip():
                return []  # something else in the list: not a setup read whole
            continue
        out.append(_tool_fact(m.group("tool"), version=m.group("version") or "", role=(m.group("role") or "").lower()))
    return out


# ------------------------------------------------------------------ stack and conventions

_LANGUAGES = (r"(?:python|typescript|javascript|java|kotlin|go|golang|rust|c\+\+|c#|ruby|php|swift|scala|elixir|dart|"
              r"haskell|clojure|ocaml|zig|lua|sql|terraform)")
_LANGUAGES_OR_KIND = (r"(?:js|ts|node|web|frontend|backend|front-end|back-end|mobile|android|ios|infra|data|ml|python|typescript|"
                      r"javascript|java|kotlin|go|golang|rust|ruby|php|swift|scala|elixir|dart|c\+\+|c#|sql|terraform)")
_STACK_NOUN = r"(?:services?|backend|frontend|apis?|everything|infra|data|pipelines?|queries|tests|jobs|apps?|projects?|code)"
_WE_USE = re.compile(
    r"^(?:(?:at\s+work|in\s+our\s+team|on\s+our\s+team)\s*,?\s+)?we(?:'re|\s+are)?\s+(?:(?:mostly|mainly|all|only|still)\s+)?"
    r"(?:use|using|run|running|write|writing|deploy|deploying|build|building)\s+(?P<what>(?-i:[A-Z])?[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)"
    rf"\s+(?:for|on|in|across)\s+(?P<scope>(?:all|every|each|our|the|everything|most)\b[\w\s-]*?{_STACK_NOUN}?|everything)"
    r"(?P<tail>\s*,\s*(?:and\s+)?with\s+[\w.+#-]+(?:\s+\d[\w.]*)?\s+for\s+(?:all|every|each|our|the)\b[\w\s-]*)?$",
    re.I)
_I_ALWAYS = re.compile(r"^i\s+(?:also\s+)?(?P<how>always|never)\s+(?:use|write)\s+(?P<what>[\w.+#-]+(?:\s+[\w.+#-]+){0,2}?)"
                       r"(?P<where>\s+(?:in|for|on)\s+(?:all|every|my|our)\s+[\w\s-]{2,30})?(?:\s*,\s*even\s+.+)?$", re.I)
_USE_ON = re.compile(rf"^i\s+(?:mostly\s+|mainly\s+)?use\s+(?P<tool>{_TOOL})(?P<with>\s+with\s+[\w.+#-]+(?:\s+[\w.+#-]+)?)?"
                     rf"\s+on\s+(?P<os>{_TOOL})$", re.I)
_WE_USE_TWO = re.compile(
    r"^we(?:'re|\s+are)?\s+(?:(?:mostly|mainly|all|only|still)\s+)?(?:use|using|run|running)\s+(?P<what>[\w.+#-]+(?:\s+\d[\w.]*)?)"
    r"\s+for\s+(?P<scope>(?:all|every|each|our|the)\b[\w\s-]*?|everything)\s+and\s+(?P<what2>[\w.+#-]+(?:\s+\d[\w.]*)?)"
    r"\s+for\s+(?P<scope2>(?:all|every|each|our|the)\b[\w\s-]*?|everything)(?:\s*,.*)?$", re.I)
# "I am writing a small side project, a Go CLI called pgsnap for dumping schemas": a named thing they make
_BUILDING_NAMED = re.compile(
    r"^(?:(?:in\s+the\s+evenings|on\s+weekends|at\s+night|in\s+my\s+spare\s+time)\s*,?\s+)?(?:i(?:'m|\s+am|'ve\s+been|\s+have\s+been)\s+)?"
    # (the "I'm" dropped, as a bio says it: "shipping a habit tracker called Streaky")
    r"(?:(?:also|slowly|still)\s+)?(?:writing|building|making|hacking\s+on|working\s+on|developing|coding|shipping)\s+"
    rf"(?P<what>(?:a|an|my)\s+(?:[\w-]+\s+){{0,3}}?{_MADE_THING}"
    r"(?:\s*,\s*(?:a|an)\s+(?:[\w.+#-]+\s+){0,3}?[\w.+#-]+)?)\s+(?:called|named)\s+(?P<name>[\w.-]+)(?P<rest>\s+(?:for|that|which|to)\s+.+|\s*\([^()]{2,60}\))?$",
    re.I)
_I_DO = re.compile(rf"^i\s+(?:mostly|mainly|usually|primarily)\s+(?:do|write|code\s+in|work\s+in|work\s+with)\s+"
                   rf"(?P<what>{_LANGUAGES}(?:\s+(?:and|&)\s+(?:a\s+bit\s+(?:of\s+)?)?[\w.+#-]+(?:\s+(?-i:[A-Z])[\w.+#-]*)?)?)(?P<rest>\s+(?:for|on|in)\s+.+)?$", re.I)
# "i target ios 17+", "we support Python 3.9 and up": the platforms the user's software must run on
_PLATFORMS = {"ios": "iOS", "ipados": "iPadOS", "macos": "macOS", "watchos": "watchOS", "android": "Android", "python": "Python",
              "node": "Node", "java": "Java", "php": "PHP", "ruby": "Ruby", "chrome": "Chrome", "safari": "Safari",
              "firefox": "Firefox", "windows": "Windows", "linux": "Linux", "api": "API", "go": "Go", ".net": ".NET"}
_PLATFORM = r"(?:" + "|".join(re.escape(p) for p in _PLATFORMS) + r")\s*\d[\w.]*\+?"
_TARGET = re.compile(rf"^(?:i|we)\s+(?:(?:only|still|currently|now|also)\s+)*(?:target|support)\s+(?:only\s+)?"
                     rf"(?P<what>{_PLATFORM}(?:\s*(?:,|and|&)\s*{_PLATFORM})*)(?P<up>\s+(?:and\s+(?:up|above|later|newer)|or\s+(?:later|newer)|only))?$",
                     re.I)


def _platforms(listed: str) -> str:
    """'ios 17+ and android 14': each platform spelled as its makers do ("iOS 17+ and Android 14")."""
    return re.sub(r"(?i)(?<![\w.])(" + "|".join(re.escape(p) for p in _PLATFORMS) + r")(?=\s*\d)",
                  lambda m: _PLATFORMS[m.group(1).lower()], listed)


# how the user works with a repository, every time: "I always rebase instead of merging"
# ("git: always rebase, never merge commits": the same, said as a rule under its topic)
_MY_GIT_WAY = re.compile(r"^(?:i|git\s*:)\s+(?P<how>always|never|usually)\s+(?P<verb>squash|rebase|amend|sign|force-push|merge|cherry-pick|tag"
                         r"|commit|push)\b(?P<rest>.*)$", re.I)
# "…, never merge commits": the second of two ways said together, its verb the user's too
_NEVER_THEN = re.compile(r"(,\s+(?:and\s+)?(?:always|never|usually)\s+)(squash|rebase|amend|sign|force-push|merge|cherry-pick|tag"
                         r"|commit|push)\b", re.I)
_MY_DAY = re.compile(r"^most\s+of\s+my\s+(?:day|work|time)\s+is\s+(?P<what>[\w.+#-]+(?:\s*(?:,|and|&)\s*[\w.+#-]+){0,3})"
                     r"(?P<rest>.*)$", re.I)
_CONVENTION_VERBS = r"(?:formatted|linted|typed|type-checked|tested|built|deployed|written|managed|checked|bundled|hosted|packaged)"
_OUR_X_ARE = re.compile(
    r"^(?:all\s+)?(?:my|our)\s+(?P<what>(?:[\w+#-]+\s+){0,2}(?:repos|repositories|code|projects|services|apps|frontend|backend"
    r"|tests|infra|codebase|monorepo))\s+(?P<be>is|are)\s+(?:all\s+)?(?P<how>" + _CONVENTION_VERBS + r"\s+(?:with|by|using|on|in)\s+.+)$",
    re.I)
# Formatters, linters, test runners and build tools (many are also English words: only read after
# "our repos use …", never as a tool anywhere else).
_CODE_TOOLS = "(?:" + "|".join(re.escape(t) for t in sorted(CODE_TOOLS, key=len, reverse=True)) + ")"
# "Our Python repos use black with line length 100 and ruff": what the user's code is kept with
_OUR_X_USE = re.compile(
    r"^(?:all\s+)?(?:my|our)\s+(?P<what>(?:[\w+#-]+\s+){0,2}(?:repos|repositories|projects|services|apps|codebases?|monorepo))"
    rf"\s+(?:all\s+)?(?:use|run)\s+(?P<how>(?:{_TOOL}|{_CODE_TOOLS})\b.*)$", re.I)
_FOR_X_USE = re.compile(
    r"^(?:(?:always|please)\s+)?(?:for|in)\s+(?P<scope>(?:anything|everything|all|every|any)\s+[\w.+#-]+(?:\s+(?:stuff|work|code|projects?))?)"
    rf"\s*,?\s+(?:(?:always|only|please)\s+)*use\s+(?P<tool>{_TOOL}|[\w.+#-]+)(?P<rest>.*)$", re.I)
# "For JS stuff always use pnpm", "in python projects use uv": a kind of work without "any", a known tool only
_FOR_KIND_USE = re.compile(
    rf"^(?:(?:always|please)\s+)?(?:for|in)\s+(?P<scope>{_LANGUAGES_OR_KIND}\s+(?:stuff|work|code|projects?|things|repos|apps))"
    rf"\s*,?\s+(?:(?:always|only|please)\s+)*use\s+(?P<tool>{_TOOL})(?P<rest>\b.*)$", re.I)
_USE_FOR_X = re.compile(
    rf"^(?:(?:always|only|please)\s+)*use\s+(?P<tool>{_TOOL}|[\w.+#-]+)\s+(?:for|in)\s+(?P<scope>(?:anything|everything|all|every|any)\s+"
    r"[\w.+#-]+(?:\s+(?:stuff|work|code|projects?))?)(?P<rest>.*)$", re.I)
_NEVER_TOOLS = re.compile(rf"^(?:and\s+)?(?:never|no|not)\s+(?P<tools>{_TOOL}(?:\s*(?:,|or|and|/|nor)\s*{_TOOL})*)\s*[.!]*$", re.I)
_GIVE_NOT = re.compile(
    r"^(?:so\s+)?(?:please\s+|pls\s+)?(?:always\s+)?(?:give|show|write)\s+me\s+(?P<what>[\w.+#-]+\s+(?:commands|instructions|examples|snippets"
    r"|scripts|syntax|code))\s*,?\s+(?:not|never|no)\s+(?P<other>[\w.+#-]+)\s*$", re.I)
_DEV_OUTPUT = (r"(?:commit\s+messages|commits|branch\s+names|pr\s+titles|prs|pull\s+requests|tests|comments|docstrings|variable\s+names"
               r"|function\s+names|names|imports|errors|logs|migrations|sql|queries|types)")
_VERBLESS_CONVENTION = re.compile(rf"^(?P<what>{_DEV_OUTPUT})\s+(?:(?:always|only)\s+)?(?P<how>(?:in|with|as|using)\s+.+)$", re.I)
_INVERTED_CONVENTION = re.compile(rf"^(?:and\s+)?(?P<what>{_DEV_OUTPUT})\s+(?P<how>always|only)\s+(?P<verb>wrap|format|name|write|log"
                                  r"|handle|return|check|sort|prefix|suffix|test)\s+(?P<rest>(?:with|in|as|using|by)\s+.+)$", re.I)
_TEAM_RULE = re.compile(
    r"^(?:(?:in|on)\s+(?:our|my)\s+team|at\s+work|here)\s*,?\s+(?P<who>nobody|no\s+one|everyone|everybody|we)\s+"
    r"(?P<rest>(?!(?:go|come|are|were)\s*$).+)$"  # "here we go", "here we come": an idiom, not the team's rule
    r"|^(?P<we>we)\s+(?P<how>always|never|only)\s+(?P<rest2>.+)$", re.I)


# "we use Terraform", "at work we use pnpm btw": one tool the vocabulary knows, said alone
_WE_USE_ONE = re.compile(r"^(?:(?:at\s+work|here|in\s+our\s+team)\s*,?\s+)?we\s+(?:(?:mostly|mainly|all|only|still|now)\s+)?use\s+"
                         r"(?P<what>[\w.+#-]+)(?:\s+(?:here|at\s+work|btw|now))?$", re.I)
# "we release on Thursdays", "we ship to prod every Tuesday afternoon": the day the team's code goes out, every week
_RELEASE_DAY = re.compile(r"^(?:(?:at\s+work|here|in\s+our\s+team)\s*,?\s+)?we\s+(?:(?:usually|normally|only|still|now)\s+)?"
                          r"(?P<verb>release|deploy|ship|go\s+live|push\s+to\s+(?:prod|production))(?P<to>\s+to\s+(?:prod|production|live))?"
                          # (a plural of the weekday, or "every": "we ship on Friday" is this week's)
                          r"\s+(?P<when>(?:on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|every\s+(?:other\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
                          r"(?:\s+(?:morning|afternoon|evening|night)s?)?)(?:\s*,.*)?$", re.I)


# What a team does with its code: "we always rebase before merging", "nobody merges their own PR".
_WORKFLOW_VERBS = frozenset(
    """rebase squash merge push commit deploy release review test lint format tag pin vendor pair ship open write use
    run document migrate branch""".split())
# What else a team at work does, said with a bare "we always/never/only …" ("we never work weekends")
_TEAM_VERBS = frozenset("work meet estimate demo refactor backport patch".split())


_WE_PREFER_OVER = re.compile(r"^(?:(?:in|on)\s+(?:our|my)\s+team\s*,?\s+)?we\s+(?:all\s+)?prefer\s+(?P<a>[\w.+#-]+(?:\s+(?!over\b|to\b)[\w.+#-]+)?)\s+"
                             r"(?:over|to)\s+(?P<b>[\w.+#-]+(?:\s+(?!(?:here|in|on|at)\b)[\w.+#-]+)?)"
                             r"(?:\s+(?:in|on)\s+(?:our|the|my)\s+team|\s+here|\s+at\s+work)?\s*(?:,.*)?$", re.I)


def _named_tool(what: str) -> bool:
    """A tool, language or product, not an ordinary word: "Go" (a language, capitalised), "sqlc"."""
    first = what.split()[0]
    return bool(re.fullmatch(_LANGUAGES, what, re.I)) or first.lower() in _TOOLS or not lexicon.common(first) \
        or (first[:1].isupper() and not first.isupper() and first.lower() not in {"the", "a", "an", "it", "this", "that"})


def _tool_word(word: str) -> bool:
    """A word that names a tool: a named one, a code tool ("vitest", "ruff"), or letters with digits ("k8s", "ec2")."""
    return _named_tool(word) or re.fullmatch(_CODE_TOOLS, word, re.I) is not None \
        or re.fullmatch(r"[a-z]+\d+[a-z\d]*", word, re.I) is not None


def _stack(what: str, scope: str) -> Fact:
    scope = en.rewrite_rest(scope.strip())
    return Fact("preference", f"User's team uses {what} for {scope}", importance=0.72)


# ------------------------------------------------------------------ working hours

_TIME = r"(?:\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|h)\b)?)"
_HOURS = re.compile(
    rf"^i(?:'m|\s+am)?\s+(?:(?:usually|normally|mostly|typically|generally)\s+)?(?P<verb>work|am\s+online|'m\s+online|online"
    rf"|am\s+available|'m\s+available|available|start\s+work|am\s+at\s+my\s+desk)\s+(?:(?:usually|normally|mostly)\s+)?"
    rf"(?:from\s+)?(?P<from>{_TIME})\s*(?:-|–|to|until|till)\s*(?P<to>{_TIME})(?P<tz>(?:\s+(?!usually|mostly|normally)(?:[A-Z][a-z]+|[a-z]+|(?-i:[A-Z]{{2,5}}))\s+time"
    rf"|\s+(?:(?-i:[A-Z]{{2,5}})|central|eastern|pacific|mountain|cet|cest|ist|utc|gmt|bst|est|pst|cst)\b(?:\s+time)?)?)"
    r"(?:\s+(?:usually|mostly|normally|most days|on weekdays))?(?P<rest>.*)$", re.I)


def _hours(m: re.Match[str]) -> Fact | None:
    start, end = m.group("from"), m.group("to")
    if not re.search(r"\d", start) or not re.search(r"\d", end):
        return None
    tz = (m.group("tz") or "").strip()
    tz = re.sub(r"\b(central|eastern|pacific|mountain)\b", lambda w: w.group(0).capitalize(), tz)
    tz = re.sub(r"\b(cet|cest|ist|utc|gmt|bst|est|pst|cst)\b", lambda w: w.group(0).upper(), tz)
    tz = re.sub(r"^([a-z])", lambda w: w.group(0).upper(), tz) if tz and tz.split()[0].lower() not in {"time"} else tz
    verb = m.group("verb").lower()
    head = "works" if verb == "work" or verb.startswith("start") else "is usually online" if "online" in verb \
        else "is available" if "available" in verb else "works"
    span = f"{start}-{end}" if head == "works" and ":" not in start + end and not re.search(r"[ap]m", start + end, re.I) \
        else f"from {start} to {end}"
    summary = f"User {head} {span}" + (f" {tz}" if tz else "")
    if tz and not re.search(r"\btime$", tz, re.I) and len(tz) > 3:
        summary += " time"
    rest = m.group("rest").strip(" ,")
    more = re.match(r"(?:but|and)\s+(?:on\s+)?(?P<day>(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\s+(?:only\s+)?(?:until|till|to)\s+"
                    rf"(?P<t>{_TIME})", rest, re.I)
    if more:
        day = more.group("day").capitalize().rstrip("s") + "s"
        summary += f", on {day} until {more.group('t')}"
    return Fact("habit", summary, attribute="working_hours", value=f"{start}-{end}".lower(), importance=0.72)


# ------------------------------------------------------------------ reading one clause

_STACK_WORDS = frozenset(PROGRAMMING_LANGUAGES | CODE_TOOLS | {"django", "rails", "react", "vue", "svelte", "angular", "flask", "fastapi",
                                                              "spring", "laravel", "node", "nodejs", "node.js", "next.js", "nextjs",
                                                              "pandas", "numpy", "dbt", "spark", "airflow", "snowflake", "bigquery",
                                                              "mongodb", "dynamodb", "elasticsearch", "aws", "gcp", "azure"}) - {"r", "c"}
# "we're on dbt + BigQuery here", "here we're on Rails and Postgres", "we're on Dagster + Snowflake at work": the stack at
# work, said as where the team is (two tools or more, one of them known: "we're on holiday here" is no stack)
_WE_ARE_ON = re.compile(rf"^(?:(?:so|and|ok|okay)\s*,?\s+)?(?P<place>{_AT_WORK}\s*,?\s+)?we(?:'re|\s+are)\s+(?:(?:all|mostly|mainly|fully)\s+)?on\s+"
                        r"(?P<list>[\w.#+-]+(?:\s+(?!(?:here|at|in)\b)[\w.#+-]+)?(?:\s*(?:,|\+|&|\band\b)\s*[\w.#+-]+(?:\s+(?!(?:here|at|in)\b)[\w.#+-]+)?){1,4})"
                        rf"(?P<place2>\s+{_AT_WORK})?$", re.I)
_BARE_STACK = re.compile(r"^(?:(?P<how2>mostly|mainly)\s+)?(?P<list>[\w.#+-]+(?:\s*(?:,|\+|/|&|\band\b)\s*[\w.#-]+(?:\+\+)?){1,5})"
                         r"(?:\s+(?P<how>mostly|mainly|these\s+days))?$", re.I)


def known_tool(word: str) -> bool:
    """A tool or language the vocabulary knows by name ("pnpm", "node", "Postgres"; not "butter")."""
    return word.lower() in _TOOLS or word.lower() in _STACK_WORDS


def _we_are_on(text: str) -> list[Fact]:
    """"we're on dbt + BigQuery here", "… here, nothing fancy": the stack at work (what follows a comma after it is
    left: the sentence is tried whole, then cut at each comma from the last)."""
    cuts = [text] + [text[: c.start()] for c in reversed(list(re.finditer(r"\s*,", text)))]
    for said in cuts:
        if (m := _WE_ARE_ON.match(said)) and (m["place"] or m["place2"]) \
                and len(items := re.split(r"\s*(?:,|\+|&|\band\b)\s*", m["list"])) >= 2 \
                and any(i.lower() in _STACK_WORDS for i in items) \
                and all(i.lower() in _STACK_WORDS or (i[:1].isupper() and all(_tool_word(w) for w in i.split())) for i in items):
            return [Fact("preference", f"User's stack at work is {' and '.join([', '.join(items[:-1]), items[-1]])}", importance=0.72)]
    return []


def read(clause: str) -> list[Fact]:
    """The developer facts of one clause (first person, spelling normalised); [] when none."""
    text = clause.strip().rstrip(" .!")
    if not text or _looks_like_code(text):
        return []
    # ("quick context first: the stack here is …", "some background: …": a lead before the fact)
    text = re.sub(r"^(?:fyi|btw|heads up|just so you know|also|oh and|(?:(?:some|quick|a\s+bit\s+of|a\s+little)\s+)?(?:context|background)"
                  r"(?:\s+first)?(?=\s*:))\s*[:,-]?\s+", "", text, flags=re.I)
    for pattern in (_MY_ROLE_IS, _NAME_IS_ROLE):
        if m := pattern.match(text):
            got = _role_facts(m, text)
            if got:
                return got
    if m := _MY_ROLE_NAME.match(text):
        return _said_by_role(m, text)
    if m := _HOURS.match(text):
        return [f for f in [_hours(m)] if f is not None]
    if (m := _SETUP_LIST.match(text)) or (m := _ON_SETUP.match(text)):
        got = _setup(m.group("list"))
        if got:
            return got
        items = [i for i in re.split(r"\s*(?:,|\+|\band\b)\s*", m.group("list").strip(" .")) if i]
        if "what" in m.groupdict() and m.group("what").lower() == "stack" and len(items) >= 2 \
                and all(any(_tool_word(w) for w in i.split()) for i in items):
            # "Our stack: k8s on GKE, ArgoCD, Terraform, Grafana": tools the vocabulary does not know, kept as a list
            whose = "team's " if (m.group("whose") or "").lower().startswith("our") else ""
            at_work = " at work" if "place" in m.groupdict() and (m.group("place") or m.group("place2")) and not whose else ""
            return [Fact("preference", f"User's {whose}stack{at_work} is {m.group('list').strip(' .')}", importance=0.72)]
    if got := _we_are_on(text):
        return got
    if (m := _BARE_STACK.match(text)) and len(items := re.split(r"\s*(?:,|\+|/|&|\band\b)\s*", m.group("list"))) >= 2 \
            and all(i.lower() in _STACK_WORDS for i in items) and any(i[:1].isupper() for i in items):
        # "Go + Postgres mostly", "mostly Python and Django": what the user works with, said without a verb
        how = (m.group("how") or m.group("how2") or "").lower()
        how = {"mainly": "mostly", "these days": "mostly"}.get(how, how)
        listed = " and ".join([", ".join(items[:-1]), items[-1]])
        return [Fact("preference", f"User works {how + ' ' if how else ''}with {listed}", importance=0.72)]
    if (m := _WE_ARE_A.match(text)) and _named_tool(m.group("lang")):
        return [Fact("preference", f"User's team is {en.article(m.group('what'))} {m.group('what')}{en.rewrite_rest(m.group('rest') or '')}",
                     importance=0.72)]
    if m := _MAINTAIN_NAMED.match(text):
        return [Fact("project", f"User maintains {en.rewrite_rest(m.group('what'))} called {m.group('name')}", importance=0.72)]
    if m := _MAINTAIN.match(text):
        return [Fact("identity", f"User {m.group('verb').lower()}s {en.rewrite_rest(m.group('what'))}"
                                 + (f" at {m.group('org')}" if m.group("org") else ""), importance=0.72)]
    if (m := _WRITE_IN.match(text)) and _tool_word(m.group("tool")):
        what = m.group("what").lower()
        what = what if what.endswith("s") or what == "code" else what + "s"
        return [Fact("preference", f"User wants {what} written in {m.group('tool')}", importance=0.72)]
    if (m := _I_ALWAYS.match(text)) and not lexicon.common(m.group("what").split()[0]) \
            and not THEME_VALUE.match(m.group("what").lower()) and not category_attribute(m.group("what").lower()):
        how = m.group("how").lower()
        return [Fact("habit", f"User {how} uses {m.group('what')}{m.group('where') or ''}", importance=0.72,
                     polarity="negative" if how == "never" else "positive")]
    if (m := _USE_ON.match(text)) and m.group("tool").lower() in _TOOLS:
        on = _tool_fact(m.group("os"))
        used = _tool_fact(m.group("tool"))
        used.summary = f"User uses {_display(m.group('tool'))}{m.group('with') or ''}"
        return [used, on]
    if m := _BUILDING_NAMED.match(text):
        name = m.group("name")
        return [Fact("project", f"User is building {en.rewrite_rest(m.group('what'))} called {name}"
                     f"{en.rewrite_rest(m.group('rest') or '')}", importance=0.7)]
    if (m := _WE_USE_TWO.match(text)) and _named_tool(m.group("what")):
        return [_stack(m.group("what"), m.group("scope")), _stack(m.group("what2"), m.group("scope2"))]
    if m := _WE_USE.match(text):
        what = m.group("what")
        # ("we are building benches for the primary school": a thing made, in lower case, is no tool; "we build
        # everything with Bazel" names one)
        made = re.search(r"\bbuild(?:ing)?\s+" + re.escape(what), text, re.I) is not None and what.islower() \
            and what.split()[0] not in _TOOLS and not re.fullmatch(_LANGUAGES, what, re.I)
        if _named_tool(what) and not made:
            got = [_stack(what, m.group("scope"))]
            if (tail := m.group("tail")) and (w := re.match(r"\s*,\s*(?:and\s+)?with\s+(?P<w>[\w.+#-]+(?:\s+\d[\w.]*)?)\s+for\s+(?P<s>.+)$", tail)) \
                    and _named_tool(w.group("w")):
                got.append(_stack(w.group("w"), w.group("s")))  # "…, with sqlc for the Go services"
            return got
    if (m := _WE_USE_ONE.match(text)) and known_tool(m.group("what")):
        return [Fact("preference", f"User's team uses {_display(m.group('what')) if m.group('what').lower() in _TOOLS else m.group('what')}",
                     importance=0.72)]
    if m := _RELEASE_DAY.match(text):
        verb = en.third_person_verb(m.group("verb").split()[0].lower()) + m.group("verb")[len(m.group("verb").split()[0]):]
        to = " to production" if m.group("to") and "live" not in m.group("to").lower() else (m.group("to") or "")
        when = re.sub(r"(?i)\b(mon|tues|wednes|thurs|fri|satur|sun)(day)", lambda d: d.group(1).capitalize() + d.group(2), m.group("when"))
        return [Fact("habit", f"User's team {verb.lower()}{to} {when}", importance=0.72)]
    if m := _TARGET.match(text):
        return [Fact("constraint", f"User targets {_platforms(m.group('what'))}{(m.group('up') or '').lower()}", importance=0.72)]
    if m := _MY_GIT_WAY.match(text):
        # "I always squash commits before merging, never merge commits on main": how the user works with the
        # repository, a preference an agent must follow (not a routine of the day)
        rest = _NEVER_THEN.sub(lambda n: n.group(1) + en.third_person_verb(n.group(2).lower()), m.group("rest"))
        return [Fact("preference", f"User {m.group('how').lower()} {en.third_person_verb(m.group('verb').lower())}"
                                   f"{en.rewrite_rest(rest)}", importance=0.72)]
    if m := _I_DO.match(text):
        rest = en.rewrite_rest(m.group("rest") or "")
        # the language written most is the one they work in ("I mostly write Go for the backend"), as "I mostly
        # write Go these days" says it
        first = m.group("what").split()[0]
        attribute = category_attribute(first)
        value = category_value(attribute, first) if attribute == "preferred_programming_language" else None
        return [Fact("preference", f"User mostly writes {m.group('what')}{rest}", importance=0.72,
                     attribute=attribute if value else None, value=value)]
    if m := _MY_DAY.match(text):
        return [Fact("preference", f"User works mostly with {m.group('what')}{en.rewrite_rest(m.group('rest'))}",
                     importance=0.72)]
    if m := _OUR_X_ARE.match(text):
        # ("our monorepo is built with Bazel": the verb as said, one thing or many)
        return [Fact("preference", f"User's {en.rewrite_rest(m.group('what'))} {m.group('be').lower()} {en.rewrite_rest(m.group('how'))}",
                     importance=0.75)]
    if m := _OUR_X_USE.match(text):
        return [Fact("preference", f"User's {en.rewrite_rest(m.group('what'))} use {en.rewrite_rest(m.group('how'))}",
                     importance=0.75)]
    if (m := _FOR_X_USE.match(text)) or (m := _USE_FOR_X.match(text)) or (m := _FOR_KIND_USE.match(text)):
        tool = m.group("tool")
        low = tool.lower()
        attribute = _TOOLS[low][1] if low in _TOOLS else None
        never = re.search(rf"\b(?:never|not|no)\s+(?P<t>{_TOOL}(?:\s*(?:,|or|and|/)\s*{_TOOL})*)", m.group("rest"), re.I)
        summary = f"User wants {_display(tool) if low in _TOOLS else tool} used for {en.rewrite_rest(m.group('scope'))}"
        if never:
            summary += f", never {never.group('t')}"
        return [Fact("preference", summary, attribute=attribute, value=_VALUE.get(low, low) if attribute else None,
                     importance=0.8)]
    if m := _NEVER_TOOLS.match(text):
        return [Fact("constraint", f"User does not want {m.group('tools')} used", importance=0.8)]
    if m := _GIVE_NOT.match(text):
        return [Fact("preference", f"User wants {m.group('what')}, not {m.group('other')}", importance=0.8)]
    if m := _INVERTED_CONVENTION.match(text):
        verb = m.group("verb").lower()
        done = "written" if verb == "write" else verb + "d" if verb.endswith("e") \
            else verb + verb[-1] + "ed" if re.search(r"[^aeiou][aeiou][bdglmnprt]$", verb) else verb + "ed"
        return [Fact("preference", f"User wants {m.group('what').lower()} {m.group('how').lower()} {done} {m.group('rest')}",
                     importance=0.8)]
    if m := _VERBLESS_CONVENTION.match(text):
        if len(text.split()) <= 12:
            return [Fact("preference", f"User wants {m.group('what').lower()} {en.rewrite_rest(m.group('how'))}", importance=0.8)]
    if (m := _WE_PREFER_OVER.match(text)) and any(w.lower().rstrip("s") in _WORKFLOW_VERBS or w.lower() in _TOOLS
                                                  or re.fullmatch(_CODE_TOOLS, w, re.I) or (w[:1].isupper() and not lexicon.common(w))
                                                  for w in (m["a"].split()[0], m["b"].split()[0])):
        # "we prefer rebase over merge in our team": the team's way with its code (what a family prefers is not read)
        return [Fact("preference", f"User's team prefers {m['a']} over {m['b']}", importance=0.75)]
    if m := _TEAM_RULE.match(text):
        if m.group("we"):
            rest = m.group("rest2")
            verb = rest.split()[0]
            if verb.lower() not in _WORKFLOW_VERBS | _TEAM_VERBS:
                return []  # "we always look forward to our camping trip": the family, not the team at work
            rest = en.third_person_verb(verb) + rest[len(verb):]
            return [Fact("habit", f"User's team {m.group('how').lower()} {en.rewrite_rest(rest)}", importance=0.72)]
        who = m.group("who").lower()
        rest = re.split(r",?\s+(?:and|but)\s+we\b", m.group("rest"))[0]  # "…, and we squash merge": a rule of its own
        verb = rest.split()[0]
        if not (lexicon.verbish(verb) or verb.lower().rstrip("s") in _WORKFLOW_VERBS
                or verb.lower()[:-2] in _WORKFLOW_VERBS):
            return []
        subject = {"we": "User's team", "nobody": "In User's team nobody", "no one": "In User's team no one",
                   "everyone": "In User's team everyone", "everybody": "In User's team everybody"}[who]
        return [Fact("constraint" if who in {"nobody", "no one"} else "habit", f"{subject} {en.rewrite_rest(rest)}",
                     importance=0.8)]
    return []


_ROLE_WORDS = "|".join(sorted((re.escape(r) for r in _ROLES), key=len, reverse=True))
_APPOSITIVE = re.compile(rf"^(?P<head>(?:my|our)\s+(?:new\s+)?(?:{_ROLE_WORDS}|boss))\s*,\s+(?P<name>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)"
                         r"\s*,\s+(?=[a-z])", re.I)


def appositive(clause: str) -> str:
    """'My manager, Arjun, is very particular…' → 'My manager Arjun is very particular…' (a person at
    work named between commas was cut off with the comma: "User's manager, Arjun")."""
    return _APPOSITIVE.sub(lambda m: f"{m.group('head')} {m.group('name')} ", clause)


_NEVER_SUMMARY = re.compile(r"^User does not want (?P<tools>.+) used$")


def never_tools(facts: list[Fact]) -> str | None:
    """The tools of a verbless "never npm or yarn" (read by :func:`read`), else None."""
    if len(facts) == 1 and facts[0].type == "constraint" and (m := _NEVER_SUMMARY.match(facts[0].summary)):
        return m.group("tools")
    return None


def _looks_like_code(text: str) -> bool:
    return bool(re.search(r"[{};=<>]|\(\)|::|->", text)) and not re.search(r"\s-\s|\s->\s", text)

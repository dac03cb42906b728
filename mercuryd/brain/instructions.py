"""Standing instructions about how to answer, read as preferences and constraints.

"Keep it short, code first", "from now on answer in bullet points", "when you explain
math, don't skip steps", "never suggest Kubernetes for my side projects": a request about
the *form of every answer* is worth keeping; a request for one piece of work ("write a
poem about my cat", "explain this error") is not. An imperative is kept when it is
framed as standing ("always", "never", "from now on", "when you …", "how I like answers:")
or when its object is the answers themselves (answers, replies, explanations, code,
examples, units) or things in general ("explain things simply"), and it points at nothing
in particular ("this", "that email", "the following").

:func:`read` turns one such sentence into summaries in the third person: "User wants
short answers, code first", "User does not want Kubernetes suggested for their side
projects" (a prohibition on what to suggest or use is a ``constraint``; everything else
a ``preference``).
"""

from __future__ import annotations

import re

from mercuryd.brain import devtalk, lexicon
from mercuryd.brain import english as en
from mercuryd.brain.vocabulary import (
    EDITORS,
    NATURAL_LANGUAGES,
    OPERATING_SYSTEMS,
    PROGRAMMING_LANGUAGES,
    SHELLS,
    category_attribute,
)

__all__ = ["read"]

_FRAME = re.compile(
    r"^(?:(?:a\s+)?(?:quick|one|small|little)?\s*(?:more\s+|last\s+|other\s+)?(?:note|thing|request|rule)\s+for\s+(?:the\s+)?future"
    r"(?:\s+(?:chats|conversations|answers|replies|reference))?\s*:"
    r"|for\s+(?:the\s+)?future\s+(?:chats|conversations|answers|replies|reference)\s*:"
    r"|(?:a\s+)?(?:quick|one|small|little)?\s*(?:note|thing|request)\s+(?:on|about)\s+how\s+i\s+(?:like|want|prefer)"
    r"\s+(?:my\s+)?(?:answers|replies|responses|things|it)\s*:|how\s+i\s+(?:like|want)\s+(?:my\s+)?(?:answers|replies"
    r"|responses)\s*:|from\s+now(?:\s+on)?(?=[\s,:])|going\s+(?:forward|fwd)"
    # "one request for all code you write for me:", "a standing request:", "house rule:", "standing rule going fwd:"
    r"|(?:an?\s+)?(?:couple|few|some|two|three)\s+(?:of\s+)?(?:ground\s+|house\s+|basic\s+)?rules\s*:|ground\s+rules\s*:"
    # "rules: no tables. no emoji.": a bare list of rules opened for the assistant
    r"|rules(?:\s+for\s+(?:you|this\s+(?:chat|session|conversation)|(?:your\s+)?(?:answers|replies)))?\s*:"
    r"|(?:an?\s+|one\s+)?(?:more\s+|last\s+|other\s+)?(?:standing|general|house|small|quick|ground)?\s*(?:request|rule|note)(?:\s+for\s+(?:all|every|any)\s+[^:]{1,40}|\s+for\s+you|\s+going\s+(?:forward|fwd)|\s+from\s+now\s+on)?\s*:|in\s+(?:the\s+)?future|in\s+general|by\s+default|as\s+a\s+rule"
    r"|for\s+(?:all|every|any)\s+(?:future\s+)?(?:answers?|replies|responses)|(?:when(?:ever)?|if)\s+you\s+(?P<ctx>[^,:]{3,60})"
    # ("so if I ask for meal ideas keep them high-protein": "if" says every time too, as "when" does)
    r"|(?:so\s+)?(?:when(?:ever)?\s+i\s+(?:ask\s+(?:you\s+)?(?:for|about)|need|want)|if\s+i\s+ask\s+(?:you\s+)?(?:for|about))\s+(?P<mine>[^,:]{3,40})"
    # "for commit messages use conventional commits": what the rule is for, then the rule
    r"|for\s+(?P<for_what>(?:all\s+|my\s+|the\s+|your\s+|our\s+)?(?:commit\s+messages|commits|pull\s+requests|prs|code\s+reviews?"
    r"|comments|docstrings|tests|emails|documentation|docs|variable\s+names|branch\s+names|changelogs?|release\s+notes"
    # ("for test cases always use gherkin (given/when/then) pls": a tester's pieces of work)
    r"|test\s+cases|test\s+plans|bug\s+reports|user\s+stories|tickets"
    # ("for design feedback use bullet points please": a designer's, a writer's reviews of their work)
    r"|(?:design\s+|code\s+|my\s+)?feedback|critiques?"
    # "for work stuff like rosters and emails to my team give me the full version": a kind of task, with examples
    r"|(?:work|school|uni|college|business|office)\s+(?:stuff|things|tasks|documents|docs|writing)(?:\s+like\s+[^,:]{3,60}?)?))"
    r"(?=\s*[,:]?\s+(?:please\s+)?(?:use|write|keep|always|never|no|don't|do\s+not|give|add|put|make|start|prefix|avoid)\b))"
    r"\s*[,:]?\s*",
    re.I,
)
_STANDING = re.compile(r"\b(?:always|never|from now on|every time|each time|going forward|in general|by default"
                       r"|don't\s+ever|do\s+not\s+ever"
                       # "use British spelling in everything you write for me", "no emojis in anything you write, ever":
                       # all the assistant's writing, not one piece; "ever" said last, after a comma
                       r"|in\s+(?:anything|everything|all)\s+(?:that\s+)?(?:you|u)\s+(?:write|send|draft|make)(?:\s+for\s+(?:me|us))?"
                       r"|(?<=,)\s*ever(?=\s*$)"
                       # "give me the diff next time, not the whole file": the next answers, not one ("next time I'm
                       # in London", "a recipe for next time" are the user's times)
                       r"|(?<!for\s)(?<!until\s)(?<!till\s)next\s+time(?!\s+(?:i|i'm|we|we're|you're|you\s+are|he|she|they)\b))\b",
                       re.I)
# a standing adverb said after what it is about: "British spelling always", "short answers every time",
# "sign them 'Ann Pike' from now on" (after a quote)
_STANDING_TAIL = re.compile(r"(?<=[\w'\"])\s+(?:always|every\s+time|from\s+now\s+on|going\s+forward|in\s+future|by\s+default)$", re.I)
# the one answer to what is asked now, said with "the": "give me the answer", "just tell me the number"
_THE_ONE_THING = re.compile(r"(?:give|tell|show|send)\s+me\s+the\s+(?:answer|number|result|total|code|fix|figure)\s*[.!]*", re.I)
_ANSWER_NOUNS = re.compile(
    # (bugs61: "respond in Dutch" is "reply in Dutch", the answering verb as "answer" and "reply" are)
    r"\b(?:answers?|repl(?:y|ies)|respond|responses?|explanations?|examples?|snippets?|code|units|bullet points?|steps|step[\s-]by[\s-]step"
    r"|metric|imperial|celsius|fahrenheit|kilometres|kilometers"  # "use metric pls": units are how things are said
    r"|(?:24|12|twenty-four|twelve)[\s-]?(?:hour|hr|h)\s+(?:time|clock|format|times)"  # "use 24 hour time"
    # ("cups and ounces please", "use pounds and ounces": two units named together, how a recipe or a weight is given)
    r"|(?:cups|ounces|pounds|grams|kilos|pints)\s+(?:and|&)\s+(?:cups|ounces|pounds|grams|kilos|ml|pints|litres)"
    # ("recipes in grams not cups": one unit instead of the other)
    r"|(?:cups|ounces|pounds|grams|kilos|ml|pints|litres)\s*,?\s+(?:not|rather\s+than|instead\s+of)\s+(?:cups|ounces|pounds|grams"
    r"|kilos|ml|pints|litres|spoons|tablespoons)"
    r"|derivations?|jargon|emojis?|tone|format(?:ting)?|summar(?:y|ies)|headings?|preamble|caveats|disclaimers"
    # how an answer is laid out, which a screen reader or a braille display reads badly: "no tables. no ascii art."
    r"|tables|ascii\s+art|markdown"
    # ("no long lists for me", "no lists please": an answer laid out as a list; a shopping or to-do list is the user's own)
    r"|(?<!shopping\s)(?<!to-do\s)(?<!todo\s)(?<!my\s)(?<!our\s)(?<!the\s)(?<!packing\s)(?<!guest\s)(?<!waiting\s)lists"
    # "don't give me huge walls of text", "no exclamation marks": how an answer looks on the page
    r"|walls?\s+of\s+text|exclamation\s+(?:marks|points)"
    # ("don't give me big blocks of writing", "no huge chunks of text": the same wall, in other words)
    r"|(?:blocks?|chunks?|slabs?)\s+of\s+(?:text|writing|words)|walls?\s+of\s+(?:writing|words)"
    # ("please don't send me long essays", "don't write me essays": an answer as long as an essay; "my essay", "an
    # essay" are one piece of work, _ONE_OFF)
    r"|(?<!my\s)(?<!your\s)(?<!his\s)(?<!her\s)(?<!the\s)essays"
    # what opens or pads an answer: "skip the intros", "cut the pleasantries"
    r"|intros|introductions|pleasantries|small\s+talk|niceties|fluff|waffle|recaps?"
    # ("no motivational stuff please", "don't send me get well soon stuff": cheering-up in place of help)
    r"|(?:motivational|inspirational|self-help|pep|positivity|feel-good|get[\s-]well(?:[\s-]soon)?)\s+(?:stuff|talk|quotes|messages|speeches|lines)"
    # how big the answers are shown: "bigger font please", "write larger text, my eyes are not great"
    r"|(?:larger|bigger|large|big)\s+(?:text|font|fonts|print|letters|type)"
    r"|things|everything|concepts|words|wording|language|vocabulary|spellings?|english|sentences|paragraphs|prose"
    # "UK NHS terms", "plain terms": the words things are called by (not "the terms we agreed")
    r"|(?:british|american|canadian|australian|uk|us|nhs|medical|technical|plain|simple|everyday|layman'?s)\s+(?:[a-z]{2,5}\s+)?(?:terms|terminology)"
    # (newuser26) "use UK drug names": what things of a kind are called in one country
    r"|(?:british|american|canadian|australian|uk|us)\s+(?:drug|medicine|medication|food|ingredient|brand|product|plant|car|tool)\s+names"
    # what a coding agent writes: "no semicolons", "don't give me vscode instructions"
    r"|commands|instructions|scripts|tests|comments|docstrings|semicolons|quotes|tabs|indentation|variable\s+names"
    r"|abbreviations|imports|dependencies|queries|sql|commit\s+messages|type\s+hints|one-liners|oneliners"
    # "don't give me medical advice, just info": a kind of advice the user does not want from the assistant
    # ("don't give me productivity tips unless I ask": a kind of tips, as of advice)
    r"|(?:medical|legal|financial|tax|investment|relationship|parenting|diet|dietary|nutrition|fitness|career|productivity|dating"
    r"|money|health|wellness|self-help|study|life|time\s+management|mindfulness)\s+(?:advice|tips|hacks)"
    r"|motivational\s+(?:quotes|speeches|talk)|pep\s+talks"
    # ("don't explain vim basics to me": what the user knows already, explained)
    r"|(?:the\s+)?(?:[\w+#.-]+\s+)?basics|fundamentals)\b",
    re.I,
)
# one thing to be explained now, named with "the", "this" or a question word: "explain the offside rule in simple terms",
# "explain how a mortgage works in plain English" ("explain things in simple terms" is every answer; "explain maths
# simply" names a subject; "explain the grammar in English" is the answers' language)
_EXPLAIN_THIS = re.compile(r"^(?:(?:please|pls|kindly|can\s+you|could\s+you)\s+)*(?:explain|describe)\s+(?:to\s+me\s+|me\s+)?"
                           r"(?:the|this|that|these|those|how|what|why|when|where|who|whether)\s"
                           # ("explain the grammar in English": the language answers come in, a setting)
                           r"(?![^.!?]*\bin\s+(?-i:[A-Z])[a-z]+\b)", re.I)
# advice or tips asked for, as a request of the moment ("give me diet advice", "some productivity tips please")
_ADVICE_ASKED = re.compile(r"^(?:please\s+)?(?:give|send|offer|share|show)?\s*(?:me\s+)?(?:some\s+|more\s+)?[\w-]+(?:\s+[\w-]+)?\s+"
                           r"(?:advice|tips|hacks)(?:\s+please)?$", re.I)
# ("… on this old machine": the device said with how old or small it is)
_THIS_DEVICE = re.compile(r"\b(on|with|using|from)\s+this\s+(?=(?:(?:old|new|little|small|tiny|ancient)\s+)?(?:ipad|tablet|phone|iphone"
                          r"|mobile|laptop|computer|pc|mac|kindle|chromebook|device|machine)\b)", re.I)
_GO_THROUGH = re.compile(r"^(?P<p>(?:please|pls|plz|kindly)\s*,?\s+|)(?:go|walk\s+me)\s+through\s+(?:things|everything|it\s+all)\s+in\s+"
                         r"(?=(?:[a-z]+\s+){0,3}steps\b)", re.I)
# "for the next few weeks keep replies brief please, …", "until christmas please keep it short": how long a rule of the
# answers' shape holds, said first (put after it, as "keep it short until Christmas" says it)
_SPAN_FIRST = re.compile(r"^(?P<span>for\s+the\s+next\s+(?:few|couple\s+of|two|three|\d+)\s+(?:days|weeks|months)"
                         r"|until\s+(?:christmas|easter|the\s+new\s+year|the\s+(?:summer|holidays|exams?)|[a-z]+\s+is\s+over)"
                         r"|this\s+(?:week|month|term|semester))\s*,?\s+(?:(?:please|pls|plz)\s+)?(?P<rest>keep\s+(?:it|them|answers|replies"
                         r"|responses|things|everything)\b[^,]*?)(?:\s+(?:please|pls|plz))?(?P<tail>\s*,.*)?$", re.I)
_ONE_OFF = re.compile(
    # ("…, the signal is terrible up here": where the user is, not a text pointed at)
    # ("keep answers short this month", "… short these days": a while, not a text pointed at)
    # ("…, I read faster that way": how, not a text pointed at)
    # ("…, I read this on my phone": the answers, read so every time; "I'm reading this on my phone" is this one)
    r"\b(?:(?<!\bread\s)this(?!\s+(?:week|month|term|semester)\b)|that(?!\s+way\b)|these(?!\s+days\b)|those|the following|below|above|(?<!\bup\s)(?<!\bout\s)(?<!\bdown\s)(?<!\bover\s)(?<!\bround\s)here"
    r"|my (?:email|essay|code|cv|resume|letter|post|text)"
    # ("one-letter variable names", "single letter names": not a letter written)
    r"|act as|pretend|role-?play|poem|story|email|(?<!one-)(?<!one\s)(?<!single-)(?<!single\s)(?<!two-)(?<!three-)letter|essay"
    # "keep it short today please", "no long answers tonight": for that day, not how to answer ("for now"
    # may be weeks: "keep answers really short for now, I'm reading them one-handed at 3am")
    r"|today|tonight|just\s+(?:this\s+)?once|this\s+(?:time|once|morning|afternoon|evening))\b|\?\s*$",
    re.I,
)
# "when you review my code, …", "whenever you check my essays, …": the user's things of a kind, every time (alone,
# "fix my code" is one piece of work)
_OBJECT_FIRST = re.compile(r"^(?P<frame>(?:from\s+now(?:\s+on)?|in\s+(?:the\s+)?future|going\s+forward)\s*,?\s+)?"
                           r"(?P<obj>the\s+(?!(?:same|rest|other|next|last|first|one|ones|thing|way)\b)[a-z][\w' -]{2,50}?)\s+(?:please|pls|kindly)\s+"
                           r"(?P<verb>write|send|keep|make|translate|format|put|do|sign|give\s+me)\s+(?P<rest>(?:in|as|with|without|to|into|on)\s+.+)$",
                           re.I)
# why a request holds every time, said after it: how the user reads, sees, hears or keeps track, for good
# ("…, my eyes are not what they were", "…, I lose my place easily since the stroke", "…, I'm dyslexic")
_LASTING_REASON = re.compile(
    r"\s*[,;-]\s*(?:(?:as|since|because|cos|coz)\s+)?(?:my\s+(?:eyes|eyesight|sight|vision|hearing|memory|concentration)\s+"
    r"(?:is|are|isn't|aren't|is\s+not|are\s+not|has|have|was|were|got|gets|'s)\b"
    r"|i\s+(?:(?:easily|always|often|tend\s+to)\s+)?(?:lose\s+(?:my\s+place|track)|get\s+(?:lost|confused|overwhelmed)"
    r"|can't\s+(?:read|see|follow|focus|concentrate|hear)|cannot\s+(?:read|see|follow|focus|concentrate|hear)"
    r"|struggle\s+(?:to|with)|find\s+it\s+hard\s+to)\b"
    r"|(?:i'm|i\s+am|im)\s+(?:dyslexic|blind|deaf|partially\s+sighted|colou?r[\s-]?blind|hard\s+of\s+hearing|visually\s+impaired)\b"
    r"|i\s+have\s+(?:dyslexia|adhd|low\s+vision|poor\s+eyesight|bad\s+eyes|a\s+visual\s+impairment|aphasia)\b).*$", re.I)
# "…, that's what I write all day", "…, it's what we use at work": what the user works in, said as the reason
_WHAT_I_WRITE = re.compile(r"\s*[,;-]\s*(?:that's|thats|that\s+is|it's|its)\s+what\s+(?:i|we)\s+(?:write|use|work\s+(?:in|with)|code\s+in"
                           r"|ship|run)\b.*$", re.I)
# "…, I'm reading this on the bus home half asleep most days", "…, I usually read these on my phone": where the user
# reads the answers, every day, so the rule lasts (without a word of every day, "I'm reading this on my phone" may be
# this once, _ONE_OFF)
_READ_WHERE_DAILY = re.compile(
    r"\s*[,;-]\s*(?:(?:as|since|because|cos|coz)\s+)?(?:i'm|i\s+am|im|i)\s+(?:(?P<adv>usually|always|mostly|often|normally)\s+)?"
    r"(?:reading|read)\s+(?:(?:this|these|them|it|your\s+(?:answers|replies|messages))\s+)?(?:on|in)\s+(?:my|the|a)\s+[a-z]+"
    r"(?P<rest>[^.!?]*)[.!]*$", re.I)
_EVERY_DAY_WORD = re.compile(r"\b(?:most\s+(?:days|nights|mornings)|every\s+(?:day|night|morning|evening)|on\s+my\s+commute"
                             r"|after\s+(?:my\s+|the\s+|every\s+)?(?:shift|shifts|work))\b", re.I)
# "no walnuts or pecans in your recipes please", "no mushrooms in any of your meal plans": a thing the assistant's own
# recipes or plans ("your") must leave out, every time
_NONE_IN_YOURS = re.compile(r"^(?:(?:and|also|oh\s+and|one\s+more\s+thing)\s*[,:]?\s+)?(?:please\s+)?no\s+(?P<x>(?!(?:more|need|problem|worries|way|idea)\b)[a-z][\w' -]{1,40}?)"
                            # ("no pork or gelatine in any recipes please", "… in the recipes": the assistant's all the same)
                            r"\s+in\s+(?:any\s+of\s+)?(?:your\s+|the\s+|any\s+)?(?P<what>recipes|meals|meal\s+plans|meal\s+ideas|menus|dishes|shopping\s+lists"
                            r"|workouts|workout\s+plans)(?:\s*,?\s*(?:please|pls|plz|thanks|thank\s+you|ever|from\s+now\s+on))*\s*$", re.I)
# "please keep the recipes free of dairy and eggs from now on", "keep my meals gluten-free": what they are never to have
_KEEP_FREE = re.compile(r"^(?:please\s+|pls\s+|and\s+)?keep\s+(?:the\s+|your\s+|my\s+|all\s+(?:the\s+|your\s+)?)?(?P<what>recipes|meals|meal\s+plans"
                        r"|menus|dishes|suggestions)\s+(?:(?P<x>[a-z]+(?:\s+(?:and|or)\s+[a-z]+)?)-free|free\s+(?:of|from)\s+"
                        r"(?P<x2>[a-z]+(?:\s+(?:and|or)\s+[a-z]+)?))(?:\s*,?\s*(?:please|pls|plz|thanks|from\s+now\s+on|going\s+forward))*\s*$", re.I)
_NO_DISHES_OF = re.compile(r"^(?:please\s+)?no\s+(?P<x>(?!(?:more|need|long|new)\b)[a-z]+(?:\s+[a-z]+)?)\s+(?P<what>recipes|dishes|meals|dinners)"
                           r"\s*,?\s*(?:please|pls|plz)\s*,?\s*(?P<why>(?:i\s+|i've\s+)?(?:can't|cannot|can\s+not|couldn't|just\s+can't)\s+"
                           r"(?:stand|face|stomach|bear|eat|do|handle)\s+(?:them|it|those)\b.*"
                           # ("no beef recipes pls, trying to eat more fish now": a diet the user keeps, so it lasts)
                           r"|(?:i'm\s+|im\s+|i\s+am\s+)?(?:trying|going|wanting)\s+to\s+(?:eat|cut\s+(?:down|back)|cook)\b.*)$", re.I)
# "so no sugary recipes please", said after a lasting reason (a condition, a diet): a kind of food kept off
_NO_KIND_OF_FOOD = re.compile(r"^(?:so\s+)?(?:please\s+|pls\s+)?no\s+(?P<x>(?!(?:more|need|long|new|big|fancy)\b)[a-z]+(?:[\s-][a-z]+)?)\s+"
                              r"(?P<what>recipes|dishes|meals|dinners|snacks|desserts|food|drinks)(?:\s*,?\s*(?:please|pls|plz))?$", re.I)
_FOR_NOW = re.compile(r"\b(?:at\s+the\s+moment|right\s+now|for\s+now|lately|these\s+days|atm)\b", re.I)
# the time zone every time is given in ("give me times in AWST", "all times in Central European Time please"); where the
# user is, when said with it ("I'm in Perth so …", put after by english.normalise)
_TIMES_IN = re.compile(r"^(?:(?:please|pls|plz|kindly)\s+)?(?:(?:always\s+)?(?:give|put|show|write|quote|list)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?"
                       r"times\s+in\s+(?P<tz>(?-i:[A-Z]{2,5})|(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z]+){0,2}\s+[Tt]ime)"
                       r"(?:\s+for\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?))?"
                       # ("…, the last app kept using Sydney time": why, said after)
                       r"(?:\s*,?\s*(?:please|pls|plz|thanks|from\s+now\s+on))*(?:\s*,\s*(?:the|my|our|it|that|this)\b.*"
                       # ("give times in UTC pls, ship clock changes every few days": why, after the "please" that ends it)
                       r"|(?<=\spls|\splz)\s*,\s*[a-z].*|(?<=please)\s*,\s*[a-z].*)?\s*$", re.I)
_WHEN_AFTER = re.compile(r"^(?P<rule>(?:please\s+)?(?:always|never)\s+[^,]{3,60}?)\s+(?P<when>when(?:ever)?\s+you\s+(?:quote|cite|mention|state)\s+"
                         r"[^,]{2,50})$", re.I)
_WHERE_FROM = re.compile(r"\b(?:tell|show)\s+me\s+where\s+(?:it|they|that)\s+(?:comes?|came)\s+from\b|\bsay\s+where\s+(?:it's|it\s+is|they're)\s+from\b",
                         re.I)
_GIVE_ANSWERS = re.compile(r"^(?:(?:please|pls|plz|can\s+you|could\s+you)\s+)*(?:write|give|send)\s+(?:me\s+)?(?P<what>(?:shorter|short|brief|briefer"
                           r"|simpler|simple|concise)\s+(?:answers|replies|responses|sentences))\b(?:\s+for\s+(?:me|us)\b)?"
                           r"(?P<rest>(?!\s+(?:to|for|about)\b).*)$", re.I)
_MY_KIND = re.compile(r"\bmy\s+(?:emails?|essays?|code|cvs?|resumes?|letters?|posts?|texts?)\b", re.I)
_PLEASE = re.compile(r"\b(?:please|pls|plz|kindly)\b\s*(?P<comma>,?)\s*|\s*,?\s*\b(?:please|thanks|thank you"
                     # "bullet points if you can": asked as kindly
                     r"|if\s+(?:you\s+can|you\s+could|possible)|where(?:ver)?\s+possible|when(?:ever)?\s+possible)\s*[.!]*\s*$", re.I)
_YOU_SHOULD = re.compile(r"^(?:you\s+(?:should|must|need\s+to|have\s+to)|i(?:\s+(?:want|need|would\s+like)|['’]d\s+like)\s+you\s+to"
                         r"|(?:i\s+would|i'd)\s+(?:be\s+(?:grateful|obliged)|appreciate\s+it|prefer\s+it)\s+if\s+you\s+(?:could|would|can)"
                         r"|it\s+would\s+help\s+if\s+you\s+(?:could|would)|(?:i\s+would|i'd)\s+(?:prefer|rather|like\s+it\s+if)\s+(?:that\s+)?you(?:\s+would)?"
                         r"|i\s+(?:(?:really|also|would)\s+)?prefer\s+(?:that\s+|it\s+if\s+|if\s+)?you(?:\s+would)?"
                         # (newuser24: "would you write your answers in paragraphs, please?": asked as kindly as "could you")
                         r"|can\s+you|could\s+you|would\s+you(?:\s+(?:please|kindly))?)\s+", re.I)
# a subject kept out of the answers: "don't bring up my weight", "never mention my ex unless I do" (a name alone is banter:
# "don't talk to me about Swansea", from a Cardiff fan)
_TOPIC_KEPT_OFF = re.compile(
    r"^(?:don't|do\s+not|never|please\s+don't|please\s+never)\s+(?:ever\s+)?(?:mention|bring\s+up|raise|ask\s+(?:me\s+)?about"
    r"|talk\s+(?:to\s+me\s+)?about|joke\s+about)\s+"
    r"(?P<topic>my\s+(?!(?:email|essay|code|cv|resume|letter|post|text|name)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?"
    r"|(?!(?:it|that|this|these|those|them|him|her|anything|everything|something|stuff|names?|prices?|the|a|an|any|your)\b)"
    r"(?-i:[a-z])[\w'-]*(?:\s+(?:stuff|things|talk|chat|questions|news|related\s+stuff))?)"
    r"(?P<again>\s+(?:again|ever\s+again|any\s*more|from\s+now\s+on))?"
    r"(?P<unless>\s+unless\s+I\s+(?:do|bring\s+it\s+up|mention\s+it|ask|raise\s+it))?\s*[.!]*$", re.I)
_PROHIBIT = re.compile(r"^(?:don't\s+ever|do\s+not\s+ever|never\s+ever|never|don't|do\s+not|avoid|stop)\s+(?P<rest>.+)$", re.I)
# ("Please you can stop correcting my English now": the "please" first, as a learner puts it)
_WITHDRAWN = re.compile(r"^(?:(?:please\s+|pls\s+)?you\s+(?:can|could|may)\s+(?:now\s+)?(?=(?P<stop>stop)\s+\w+ing\b)"
                        r"|(?:you\s+)?(?:don't|do\s+not)\s+(?:need|have)\s+to\s+|(?:there's\s+|there\s+is\s+)?no\s+need\s+to\s+)", re.I)
_ANY_MORE = re.compile(r"\b(?:any\s*more|any\s+longer|from\s+now\s+on|going\s+forward|by\s+now)\b", re.I)
# "don't suggest any paid apps", "don't recommend any gyms with contracts": a whole kind ruled out, which holds
# for every answer ("don't suggest the second option" is about this one)
_ANY_KIND = re.compile(r"any\s+(?!(?:of\s+)?(?:this|that|these|those|them|it|more\s+of)\b)[a-z]"
                       # "don't suggest anything that needs iOS 18": a whole kind, said by what it needs
                       r"|anything\s+(?:(?:that|which)\s+(?:needs|requires|uses|costs|involves|depends\s+on|has|contains)|with|containing)\b"
                       # "don't suggest paid tools", "don't recommend chain restaurants": a kind said by what it is, all of
                       # it (two or three words, a plural last; "don't suggest changes" may be this answer's)
                       r"|(?!(?:the|this|that|these|those|them|it|its|your|my|our|his|her|their|a|an|one|either|both|more|other"
                       r"|any|some|all|such|same)\b)[a-z-]{3,}\s+(?:[a-z-]+\s+)?[a-z-]{3,}s\s*$", re.I)
# "… for me" after a kind ruled out
_FOR_ME = re.compile(r"\s+for\s+me\s*$", re.I)
_CONSTRAINT_VERBS = frozenset("suggest recommend use propose mention include push offer give".split())
# What a standing prohibition can be about: the assistant's output, not life advice ("never give up").
_OUTPUT_VERBS = _CONSTRAINT_VERBS | frozenset(
    "skip add apologi[sz]e repeat explain assume ask write show print format translate summari[sz]e call address correct"
    " sugarcoat lecture moralize moralise pad hedge say put describe send invent fabricate"
    # what a coding agent does to a repository: "never commit to the release branch directly"
    " commit merge deploy rebase force-push install upgrade downgrade touch edit modify rename delete hardcode mock"
    # what an answer must not make up: "never invent references", "don't fabricate quotes"
    " invent fabricate".split()
)
_TOOL_WORDS = EDITORS | OPERATING_SYSTEMS | PROGRAMMING_LANGUAGES | SHELLS | frozenset("npm pnpm yarn bun pip uv poetry apt dnf brew".split())
# "never put yourself down", "don't put it off": life advice, not where answers put things
_PUT_SELF = frozenset("yourself myself yourselves me it them him her us things all everything".split())
_PARTICLES = frozenset("up down out in off on back away over around never ever again".split())
_PARTICIPLE = {
    "give": "given", "write": "written", "show": "shown", "take": "taken", "make": "made", "do": "done",
    "keep": "kept", "put": "put", "set": "set", "tell": "told", "send": "sent", "leave": "left",
    "skip": "skipped", "drop": "dropped", "stop": "stopped", "plan": "planned", "bring": "brought",
    "commit": "committed", "force-push": "force-pushed", "say": "said", "flag": "flagged", "cut": "cut",
    "proofread": "proofread", "read": "read", "run": "run", "pad": "padded", "label": "labelled", "total": "totalled",
    # ("format the SQL before you mark it done": "formatted", not "formated")
    "format": "formatted", "tag": "tagged", "pin": "pinned", "wrap": "wrapped", "ship": "shipped", "split": "split",
}
_HOW = (r"(?:short|brief|concise|simple|tight|minimal|casual|formal|friendly|technical|high-level|to the point|plain"
        r"|clear|polite|professional|light|warm|neutral|positive|sweet|basic|practical|direct|honest|gentle|kind|firm"
        r"|upbeat|detailed|thorough|short and sweet|step by step|simple|jargon-free|terse|succinct|crisp|compact|snappy"
        r"|lean|readable|easy|straightforward"
        # ("keep things fun and light": the mood of every answer)
        r"|fun|lighthearted|light-hearted|playful|cheerful"
        # ("keep it shorter next time": the way the next answers are to go)
        r"|shorter|briefer|simpler|tighter|plainer"
        # ("be precise with dates": exact, as a historian wants the dates)
        r"|precise|exact|accurate)")
# "in simple English", "in short paragraphs", "in plain words": the form of an answer said with "in"
_IN_FORM = (rf"in\s+(?:{_HOW}\s+)?(?:english|language|words|terms|sentences|paragraphs|bullet\s+points|bullets"
            r"|steps|spanish|french|german|portuguese|metric|plain\s+text|markdown)")
# "keep it to bullet points", "keep answers to a short list": the form said with "to" (answers in it)
_TO_FORM = r"to\s+(?:bullet\s+points|bullets|numbered\s+lists?|(?:a\s+)?(?:short\s+)?lists?)"
# "keep it plain English", "keep it simple language": the form named without its "in" (answers in it)
_BARE_FORM = rf"{_HOW}\s+(?:english|language|words|terms)"
# "keep it really short", "super concise answers": how much, said with the how
_HOW_MUCH = r"(?:(?:really|very|super|extra|nice and|pretty|fairly|quite)\s+)?"
_LANGUAGE_FIRST = re.compile(r"^(?P<lead>(?:so|and|also|then)\s+)?(?P<lang>(?-i:[A-Z])[\w+#]*)\s+"
                             r"(?P<what>answers|examples|snippets|code\s+samples)\b", re.I)


def _language_first(m: re.Match[str]) -> str:
    """ "Go answers" as "answers in Go" (only for a language: "Good answers" stays)."""
    if m["lang"].lower() not in PROGRAMMING_LANGUAGES:
        return m.group(0)
    return f"{m['lead'] or ''}{m['what']} in {m['lang']}"


_CODE_RULE = re.compile(
    r"^(?:(?:when|whenever|if)\s+(?:you(?:'re|\s+are)?\s+)?(?:write|writing|code|coding|give\s+me|show\s+me|send\s+me)\s+(?:in\s+)?(?P<lang>[A-Za-z+#]+)"
    r"(?:\s+code)?|in\s+(?P<lang2>[A-Za-z+#]+)\s+code)\s*,\s*(?P<rule>(?:always\s+|never\s+|don't\s+|do\s+not\s+)?[a-z].{8,})$",
    re.I)
_BE_BRIEF = re.compile(r"^be\s+(?=(?:brief|concise|succinct|short|terse)\b)", re.I)
# (lead58) "Please be precise with dates", "be exact about numbers": what is to be exact, as "keep dates precise" says it
_BE_PRECISE = re.compile(r"^(?P<p>(?:please|pls|kindly)\s+)?be\s+(?P<how>precise|exact|accurate)\s+(?:with|about|on|in)\s+(?:the\s+)?"
                         r"(?P<what>dates|numbers|figures|facts|names|years|sources|quotes|quotations|references|units)"
                         r"(?=(?:\s+(?:please|pls))?\s*[.!]*$)", re.I)
# "dont make it long pls", "don't make them too long": short, as "keep it short" says
_NOT_LONG = re.compile(r"^(?P<p>(?:please|pls|plz)\s+)?(?:don't|dont|don’t|do\s+not)\s+make\s+(?:it|them|answers|replies|things)\s+"
                       r"(?:too\s+|so\s+|very\s+|super\s+)?long(?=\s+(?:please|pls|plz)\s*$|\s*$)", re.I)
# "please answer short and easy", "answer me short please": the shape of the answers, as "keep answers short" says it
_ANSWER_SHORT = re.compile(r"^(?P<p>(?:please|pls|plz|kindly)\s+)?(?:answer|reply|write)(?:\s+(?:me|to\s+me))?\s+"
                           r"(?P<how>(?:short(?:er)?|brief(?:er)?|simpler|simple|easy|clear)(?:\s+and\s+(?:short|brief|simple|easy|clear))?)"
                           r"(?=(?:\s+(?:please|pls|plz))?\s*$)", re.I)
# "keep things written plain please": how it is written is what is kept ("keep things plain")
_KEPT_WRITTEN = re.compile(r"^(?P<keep>(?:please\s+|pls\s+|so\s+)?keep\s+(?:it|them|things|answers|everything)\s+)(?:written|worded)\s+"
                           r"(?=(?:plain|simple|short|clear|brief|basic)\b)", re.I)
# what every answer is, by name; a standing rule may name any kind of writing ("when you write captions,
# keep them short": "keep captions short")
# what is kept exact ("keep dates precise"): the things an answer states
_KEPT_EXACT = frozenset("dates numbers figures facts names years sources quotes quotations references units".split())
# ("be precise with dates", read as "keep dates precise": how every date said is to be, a standing wish)
_KEEP_EXACT = re.compile(r"keep\s+(?:" + "|".join(sorted(_KEPT_EXACT)) + r")\s+(?:precise|exact|accurate)\b", re.I)
_KEPT_WHAT = frozenset("it them answers replies responses explanations things code examples everything summaries messages language tone"
                       " wording".split())
_KEEP = re.compile(
    r"^keep\s+(?:your\s+|ur\s+|the\s+|my\s+)?(?P<what>it|them|answers|replies|responses|explanations|things|code|examples|everything"
    # ((fresh61) "kindly keep the language formal", "keep your tone friendly": the words every answer is said in)
    r"|language|tone|wording"
    # ("keep letters to tenants formal": the writing, and whom it is for)
    r"|(?:[a-z]+\s+)?[a-z]{3,}s(?:\s+(?:to|for)\s+(?:my\s+|our\s+|the\s+)?[a-z]{3,}s)?)\s+"
    rf"(?P<how>{_BARE_FORM}|{_HOW_MUCH}{_HOW}(?:\s*(?:,|and|but|&)\s*{_HOW_MUCH}{_HOW})*|{_IN_FORM}|{_TO_FORM})\b(?P<rest>.*)$",
    re.I,
)
# "keep replies to three sentences max", "keep answers under 100 words": how long every answer may be
_KEEP_TO = re.compile(
    r"^keep\s+(?:your\s+|the\s+|my\s+)?(?P<what>it|them|answers|replies|responses|explanations|summaries|messages|(?:[a-z]+\s+)?[a-z]{3,}s)\s+(?:to|under|below|within"
    r"|at|short,?\s+(?:like|max|under))\s+(?:a\s+)?(?:max(?:imum)?\s+(?:of\s+)?)?(?P<n>\d{1,4}|one|two|three|four|five|six|seven|eight|ten"
    r"|a\s+few|a\s+couple(?:\s+of)?)\s+(?P<unit>sentences?|words?|lines?|paragraphs?|bullet\s+points?|bullets?)"
    r"(?:\s+(?:max|maximum|tops|or\s+less|or\s+fewer|at\s+most))?"
    # "…under 2 sentences and no hashtags in the caption itself": a second rule for the same writing
    r"(?P<rest>\s+and\s+no\s+[a-z][\w' -]{2,60})?\s*$", re.I)
# The shape of every answer said without a verb: "terse answers please", "simple words pls",
# "British spelling please", "answers in metric": kept when asked for (a "please", a
# standing frame, a second instruction beside it) or when it says how ("… in …", "… without …").
_ONE_SHAPE = (
    rf"(?:(?P<how>{_HOW_MUCH}{_HOW}(?:\s*(?:,|and|&)\s*{_HOW_MUCH}{_HOW})*)\s+(?:answers|replies|responses"
    r"|explanations|words|language|sentences|paragraphs|examples|english)"
    r"|(?:British|American|Canadian|Australian|UK|US)\s+(?:spellings?|english|units)"
    # "UK NHS terms, not American ones": the words of a country (and its service) for things
    # (newuser26) "use UK drug names", "American food names please": what things of a kind are called in that country
    r"|(?:British|American|Canadian|Australian|UK|US)\s+(?:(?-i:[A-Z]{2,5})\s+)?(?:terms|terminology|words|vocabulary"
    r"|(?:drug|medicine|medication|food|ingredient|brand|product|plant|car|tool)\s+names)"
    r"(?:\s*,?\s*(?:not|rather\s+than|instead\s+of)\s+(?:the\s+)?(?:British|American|Canadian|Australian|UK|US)(?:\s+ones)?)?"
    r"|(?:metric|imperial)(?:\s+units)?|(?:celsius|fahrenheit|kilometres|kilometers|(?:24|12)[\s-]?(?:hour|hr|h)\s+(?:times?|clock|format))"
    r"|(?:bullet\s+points|bullets|numbered\s+lists|numbered\s+steps|bullet(?:ed)?\s+steps)"  # "bullet points please": the shape of every answer
    r"|step[\s-]by[\s-]step(?:\s+(?:explanations|answers|instructions))?"  # "step by step please"
    r"|(?:larger|bigger|large|big)\s+(?:text|font|fonts|print|letters|type)"  # "bigger font please": for eyes that need it
    r"|(?:answers|replies|responses)(?=\s+(?:in|with|without)\s)"
    # "all code samples in Go unless I say otherwise": the language of every piece of code, said without a verb
    r"|(?:all\s+)?(?:code\s+(?:samples|examples|snippets)|examples|snippets)(?=\s+in\s+(?-i:[A-Z])))")
# ... and two said together: "UK spelling and metric units please"
_SHAPE = re.compile(
    rf"^{_ONE_SHAPE}(?:\s*(?:,|and|&)\s*{_ONE_SHAPE.replace('?P<how>', '?:')})?"
    r"(?P<rest>(?:\s+(?:in|with|without)\s+[^,]+)?)$",
    re.I,
)
# a shape said with "only" after it: "short answers only", "bullet points only"
_SHAPE_ONLY = re.compile(r"^(?P<shape>.+?)\s+only$", re.I)
# a shape named by a proper adjective keeps its capital ("British spelling", "Celsius")
_PROPER_FIRST = re.compile(r"(?:British|American|Canadian|Australian|English|Celsius|Fahrenheit)\b")
_PROPER_LOWER = re.compile(r"\b(?:british|american|canadian|australian|english|celsius|fahrenheit)\b")
# A verbless standing instruction: "from now on no explanations unless I ask, just the code".
_NO_MORE = re.compile(r"^no\s+(?P<obj>(?!problem\b|worries\b|way\b|idea\b|thanks\b)[a-z][\w' -]{2,60})$", re.I)
# (bugs60) what a "no more …" names that answers never have: a test of the body ("blood tests", "urine tests") or a
# calendar's rhythm ("every month", "twice a week"); "no more tests in your answers" is still a rule
_LIFE_ROUTINE_ENDED = re.compile(r"\b(?:(?:blood|urine|covid|pcr|lab|liver|kidney|sugar|glucose|pregnancy|hearing|eye|drug|inr|thyroid)\s+"
                                 r"(?:tests?|checks?|draws?|work)|(?:every|each)\s+(?:other\s+|single\s+)?(?:\d+\s+|two\s+|three\s+|few\s+)?"
                                 r"(?:days?|weeks?|fortnight|months?|years?|mornings?|nights?|evenings?|weekends?|monday|tuesday|wednesday|thursday"
                                 r"|friday|saturday|sunday)|(?:once|twice|three\s+times)\s+a\s+(?:day|week|month|year))\b", re.I)
# "no more carrying the chair up the steps": what the user no longer has to do (its "steps" is no answer noun);
# what the assistant does to answer, said the same way ("no more apologising", "no more using tables"), is a rule
_NO_MORE_DOING = re.compile(r"(?:more\s+|longer\s+)?(?P<v>[a-z]+ing)\b", re.I)
_ANSWERING = frozenset("""apologising apologizing explaining using writing saying adding suggesting giving including repeating
    asking hedging summarising summarizing listing telling recommending starting ending opening putting making padding
    lecturing moralising moralizing rambling guessing assuming correcting translating quoting citing linking""".split())
_HOW_OFTEN_LAST = re.compile(r"^(?P<what>.+?)\s+(?P<often>every\s+time|each\s+time|all\s+the\s+time)\s+(?P<done>\w+)$", re.I)
# "(there's) no need to say …", non-native "is not need to say …": a prohibition said politely
_NO_NEED = re.compile(r"^(?:(?:also|and|but)\s*,?\s+)?(?:there's\s+|there\s+is\s+|it's\s+|it\s+is\s+|is\s+)?(?:no|not)\s+"
                      r"(?:any\s+)?need\s+(?:to|for\s+you\s+to)\s+(?=(?:say|write|add|use|include|repeat|start|open|end|put|give)\b)", re.I)
# "correct me when I make mistakes": the user wants something done to them every time.
_DO_TO_ME = re.compile(r"^(?P<verb>correct|remind|warn|challenge|quiz)\s+me\b(?P<rest>.*)$", re.I)
_IMPERATIVE_IN_CONTEXT = re.compile(
    # ("when I ask about git just give me the command": "just" before the verb is the rule's, not the subject's)
    r"\s+(?=(?:just\s+)?(?:keep|use|always|never|don't|do not|give me|make|put|add|write|sign|include|avoid)\b"
    # ("when you give me meal ideas count the protein": a verb that is also a noun, known by its object)
    r"|(?:count|number|label|flag|highlight|convert|cite|mark|tally|total)\s+(?:the|all|any|each|every|my)\b)", re.I)
# ("write simple English, short sentences": the language said without "in", as a non-native writer says it)
# "when I ask for latex please give me full examples": "please" opens what to do after what the user asks for
_PLEASE_AFTER_MINE = re.compile(r"\s+(?=(?:please|pls|plz)\s+(?:also\s+)?(?:keep|use|always|never|don't|do not|give|make|put|add|write|include"
                                r"|avoid)\b)", re.I)
# how an answer is to be said, by its adverb ("answer politely and briefly"; each alone or two joined)
_MANNER = (r"(?:briefly|simply|concisely|politely|kindly|gently|clearly|plainly|formally|informally|directly|honestly|patiently"
           r"|completely|fully|thoroughly|carefully|respectfully|properly|warmly)")
_ANSWER_IN = re.compile(r"^(?P<verb>answer|reply|respond|write|talk|speak|explain)(?:\s+(?:to\s+)?me)?\s+(?:things\s+|everything\s+)?"
                        r"(?P<how>in\s+.+|with\s+.+|using\s+.+|" + _MANNER + r"(?:\s*(?:,|and|&)\s*" + _MANNER + r")*"
                        rf"|(?P<bare>{_HOW_MUCH}{_HOW}\s+(?:english|language|words)(?:\s*,\s*{_HOW_MUCH}{_HOW}\s+sentences)?))$", re.I)
# "explain it simple", "explain things easy, no big words": the how said as an adjective (spoken English)
# ("explain stuff like i'm 12 no big words": how simple, said by the age it should suit)
_EXPLAIN_HOW = re.compile(rf"^(?:explain|say|write|tell)\s+(?:it|them|things|everything|stuff"
                          # ("explain the stats like I'm five": a subject, explained as simply)
                          r"|(?P<what>(?:the\s+)?(?:stats|statistics|maths|math|science|physics|chemistry|theory|concepts|law|legal\s+stuff"
                          r"|tax\s+stuff|finance|money\s+stuff|medical\s+stuff|tech\s+stuff|code)))(?:\s+to\s+me)?\s+"
                          # ((fresh61) "explain things simply like I'm 5": the how said twice, the age saying how simply)
                          r"(?:(?:simply|simple)\s+(?=like\s))?"
                          rf"(?P<how>{_HOW_MUCH}{_HOW}(?:\s*(?:,|and|&)\s*{_HOW_MUCH}{_HOW})*"
                          r"|like\s+(?:i'm|i\s+am)\s+(?:\d{1,2}|five|ten|twelve|a\s+(?:kid|child|beginner|5\s+year\s+old)))(?P<rest>(?:\s*,?\s+no\s+[a-z][\w -]{2,30})?)$", re.I)
_GIVE_ME = re.compile(r"^(?:give\s+me|use|show\s+me|tell\s+me|include|add|put|start\s+with|lead\s+with)\s+(?P<obj>.+)$", re.I)
_VERB_OBJ_ADV = re.compile(r"^(?P<verb>explain|describe|write|format|structure|present)\s+(?P<obj>.+?)\s+(?P<adv>\w+ly|in\s+.+|with\s+.+)$", re.I)


# "give me the formula first and then explain it": the order of an answer
_THEN_EXPLAIN = re.compile(r"\s*,?\s+(?:and\s+)?then\s+(?:explain|describe|walk me through)\s+(?:it|them)\b", re.I)
# "Can you keep explanations step by step?": asked as a question, meant for every answer
# ("can you stop adding those disclaimers, I AM the medical person": asked without its "?", a reason after it)
_ASK_TO_STOP = re.compile(r"^(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?(?P<v>stop|not)\s+"
                          r"(?=[a-z]+(?:ing)?\b.*(?:\?\s*$|,\s+(?:i|i'm|im|it's|they're|that's|because)\s.*$))", re.I)
_ASK_TO_STOP_END = re.compile(r"\s*(?:,?\s*(?:please|pls|thanks))?\s*\?\s*$|,\s+(?:i|i'm|im|it's|they're|that's|because)\s.*$", re.I)
# "stop adding those disclaimers": the ones the assistant keeps adding, every time (no one thing pointed at)
_THOSE_HABIT = re.compile(r"^((?:stop|don't|do\s+not)\s+[a-z]+ing\s+)(?:all\s+)?(?:those|these)\s+(?=(?:[a-z]+\s+)?[a-z]+s\b)", re.I)
# what the assistant does that needs no object ("stop apologising", "please stop hedging")
_BARE_HABITS = frozenset("apologise apologize ramble hedge lecture moralise moralize waffle sugarcoat grovel".split())
# ("can you keep the replies brief please?", "would you mind keeping your answers short?": the answers named with "the" or
# "your", and asked with "please" at the end or as "would you mind"; "Would you mind keeping your answers to a few
# sentences, my eyes get tired.": asked without its "?", why said after it)
_ASK_TO_KEEP = re.compile(r"^(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?|would\s+(?:you|u)\s+mind\s+(?=keeping\b))"
                          r"(?=keep(?:ing)?\s+(?:(?:the|your)\s+)?(?:it|them|answers|replies|responses"
                          r"|explanations|things|code|examples|everything)\b)(?P<rest>.+?)(?:\s*,?\s*(?:please|pls))?"
                          r"(?:\?\s*|,\s+(?:my|i|i'm|im|it's|they're|that's|because|as|since)\s[^?]*)$", re.I)
# "from now on can you answer in Korean?", "could you reply in French when I write in French?": asked, as a
# rule - the "from now on" or the "when I …" says every time (a bare "can you answer in Korean?" is this once)
_ASK_STANDING = re.compile(
    r"^(?P<frame>(?:from\s+now\s+on|going\s+forward|in\s+(?:the\s+)?future)\s*,?\s+)?(?:can|could|would)\s+(?:you|u)\s+"
    r"(?:please\s+)?(?P<rest>(?:always\s+)?(?:answer|reply|respond|write|talk|speak|explain|use|give\s+me|call\s+me)\b.+?"
    r"(?P<tail>\s+(?:when(?:ever)?\s+i\s+(?!ask\b\s*\?)[^?]+|from\s+now\s+on|going\s+forward))?)\s*\?\s*$", re.I)
# "comments that only repeat the code": a relative "that", not one thing pointed at
_RELATIVE_THAT = re.compile(r"\b(?P<n>[a-z]+s)\s+that\s+(?=(?:only|just|merely|simply|always|never|are|do|don't|[a-z]+s)\b)", re.I)
# "no emojis in anything that's going to councillors": "that" relative after a pronoun of any kind
_ANY_THAT = re.compile(r"\b(?P<n>anything|everything|something|stuff|whatever)\s+that(?=(?:'s|\s+is|\s+are)\s+(?:going|for|meant|sent|about|public)\b|\s+(?:goes|go|gets|i|you|needs|requires|uses|costs|involves|depends)\b)", re.I)
_COMMENT = re.compile(r",?\s+(?:that's|thats|that is)\s+(?:so\s+|really\s+|just\s+|kinda\s+)?\w+\s*$"
                      # "…, i like it like that", "…, I prefer it that way": the rule liked, said again
                      r"|,\s*i\s+(?:really\s+)?(?:like|prefer|love)\s+it\s+(?:like\s+that|that\s+way|this\s+way|better)\s*$"
                      # "…, that's my priority", "…, it's my biggest pet peeve": why, said of the rule just given
                      r"|,\s*(?:that's|thats|that\s+is|it's|its|it\s+is)\s+(?:my|the)\s+(?:(?:main|top|number\s+one|biggest|big|first|one)\s+)?"
                      r"(?:priority|pet\s+peeve|concern|rule|thing)\s*$"
                      # "…, I changed my mind lol", "…, changed my mind": why a rule said before is lifted
                      r"|\s*[,;-]\s*(?:i(?:'ve|\s+have)?\s+)?changed\s+my\s+mind(?:\s+(?:lol|haha|ha|lmao|again|on\s+that))*\s*$"
                      # "you can use emojis again, I actually miss them 😂": why, said of what was ruled out
                      r"|\s*[,;-]\s*i\s+(?:actually\s+|really\s+|kinda\s+|kind\s+of\s+|sort\s+of\s+)?miss(?:ed)?\s+(?:them|it)"
                      r"(?:\s+(?:lol|haha|ha|lmao|tbh|honestly))*\W*$"
                      # "you can write in English again, my granddaughter says it is good practice for me": why, as
                      # someone of the user's says it
                      r"|\s*,\s*(?:my|our)\s+(?:[a-z-]+\s+){0,2}?(?:says|said|thinks|reckons)\s+(?:it|that|it's|i|i'm)\b[^,;]*$"
                      # "keep workouts short please, I only have 20 minutes", "…, I only have one good knee": why, what the
                      # user only has, said after the rule
                      r"|\s*[,;-]\s*(?:(?:as|since|because|cos|coz)\s+)?i(?:'ve|\s+have)?\s+only\s+(?:have|get|got)\s+[^,;]*$", re.I)


# "I would much rather you wrote in paragraphs", "I'd prefer it if you answered in Spanish": a wish
# for how to answer, its verb in the past; read as the instruction it is ("write in paragraphs")
# "emojis are fine now", "you can use emojis again", "feel free to swear again": a rule about answers
# lifted ("now", "again", "after all" say it was ruled out before); it ends that rule (the brain's write path)
_LIFTED = re.compile(
    r"^(?:(?:actually|ok|okay|oh|so|and|but|also)\s*,?\s+)*(?:"
    r"(?P<obj>(?!(?:the|my|your|our|this|that|it|they|we|everything|things)\b)[a-z][\w' -]{1,30}?)\s+(?:is|are)\s+"
    r"(?:totally\s+|perfectly\s+|actually\s+)?(?:fine|ok|okay|alright|all\s+right|allowed)"
    r"|(?:you\s+(?:can|may)|feel\s+free\s+to)\s+(?:use|add|include|go\s+back\s+to\s+using)\s+(?P<obj2>[a-z][\w' -]{1,30}?)"
    # "you can write in English again", "you may answer me in English again": the language of the answers, given back
    r"|(?:you\s+(?:can|may)|feel\s+free\s+to)\s+(?:answer|write|reply|respond|talk|speak)(?:\s+(?:to\s+)?me)?\s+in\s+(?P<lang>[a-z]+))"
    r"\s+(?:again|now|after\s+all)(?:\s+in\s+(?:your\s+)?(?:answers|replies))?"
    # "you can write to me in polish now, simple, I want to practice": a language given, kept plain, for practice
    r"(?:\s*,\s*(?:simple|easy|slowly|simply)(?=\s*,\s*i\b))?"
    r"(?:\s*,\s*(?:i\s+want|i\s+need|i'd\s+like|i\s+would\s+like)\s+to\s+(?:practi[cs]e|learn|improve)\b[^?,;]*)?\s*$", re.I)
# "you can forget the thing about no walls of text", "forget what I said about no emojis": a rule against a thing withdrawn
_FORGET_NO = re.compile(r"^(?:(?:actually|ok|okay|oh|so|and|but|also)\s*,?\s+)*(?:you\s+(?:can|may)\s+)?(?:just\s+)?forget\s+"
                        r"(?:(?:the|that)\s+(?:thing|bit|rule|part|request)|what\s+i\s+said)\s+about\s+(?:the\s+)?no\s+"
                        # (what follows its comma is why: "…, I read on a laptop now")
                        r"(?P<obj>[a-z][\w' -]{1,30}?)(?:\s+(?:now|then|after\s+all|rule))?\s*(?:[.!]*$|[,;]\s.*$)", re.I)
# what a lifted rule can be about, beside the answer nouns: how answers sound or are laid out
_LIFTABLE = re.compile(r"(?:(?:long|longer|detailed)\s+)?(?:answers|replies|explanations)|jokes|humou?r|swearing|slang|puns"
                       r"|(?:(?:huge|long|big)\s+)?walls?\s+of\s+text|(?:long\s+)?paragraphs"
                       r"|exclamation\s+marks|tables|lists|markdown|bullets|emojis?|emoticons", re.I)
# ("I would appreciate it if you did not use abbreviations", "… if you kept your answers short": asked as politely)
_RATHER_YOU = re.compile(r"^(?:(?:so|and|but)\s+)?(?:i\s+would|i'd)\s+(?:(?:much|really|far|so\s+much)\s+)?(?:rather|prefer\s+it\s+if"
                         r"|appreciate\s+it\s+if|be\s+(?:grateful|obliged)\s+if|like\s+it\s+if)\s+(?:that\s+)?"
                         r"(?:you|u)\s+(?P<neg>didn't\s+|did\s+not\s+|never\s+)?(?P<verb>[a-z]+)\b", re.I)


_CODE_WHEN_SHOWN = re.compile(r"^when(?:ever)?\s+you\s+(?:show|write|give)\s+(?:me\s+)?(?:code|examples|code\s+examples|snippets)\s*,\s*"
                              r"(?:use\s+|in\s+|always\s+)?(?P<lang>[\w+#]+)(?P<rest>(?:\s+(?:unless|by\s+default|please|pls)\b.*)?)$", re.I)
# "pls stop answering in french, i want to practice my english for work": the language to practise is the one to answer in
_STOP_IN_PRACTISE = re.compile(r"^(?:(?:actually|ok|okay|so|and|but|also)\s*,?\s+)*(?:(?:please|pls|plz)\s+)?stop\s+(?:answering|writing"
                               r"|replying|talking)(?:\s+(?:to\s+)?me)?\s+in\s+(?P<old>[^\W\d_]+)\s*,\s*(?:because\s+|cause\s+)?"
                               r"i\s+(?:want|need|'d\s+like|would\s+like)\s+to\s+practi[cs]e\s+my\s+(?P<lang>[^\W\d_]+)\b.*$", re.I)
_TO_ME_IN = re.compile(r"^(?P<lead>(?:please|pls|plz)\s+)?(?:write|talk|speak|chat)\s+to\s+me\s+in\s+(?P<lang>[^\W\d_]+)\b", re.I)


def _rather_you(m: re.Match[str]) -> str:
    verb = m.group("verb").lower()
    if m.group("neg") and not m.group("neg").lower().startswith("never"):  # "I'd rather you didn't use emoji": its base
        return "don't " + verb
    if m.group("neg"):  # "I would be grateful if you never used slang": the past, made its base
        base = _rather_you_base(verb)
        return "never " + (base or verb)
    return _rather_you_base(verb) or m.group(0)  # (a verb not recognised: as said)


def _rather_you_base(verb: str) -> str | None:
    """The base of a past said after "I'd rather you …" ("kept" → "keep", "used" → "use"), None when not one."""
    if verb in lexicon.PAST_BASES:
        return lexicon.PAST_BASES[verb]
    if verb.endswith("ied"):
        return verb[:-3] + "y"
    if verb.endswith("ed") and len(verb) >= 4:  # ("used" → "use")
        if len(verb) > 4 and verb[-3] == verb[-4] and verb[-3] not in "ls":
            return verb[:-3]  # "skipped" → "skip"
        for base in (verb[:-1], verb[:-2]):
            if base in lexicon.VERBS:
                return base  # "used" → "use", "answered" → "answer"
    return None


# How the user wants to be spoken to, said as they would say it: "explain like I'm 5", "can you be more blunt with
# me?", "less waffle please", "I hate when you use the word delve", "keep code comments minimal"
_LIKE_IM_FIVE = re.compile(r"^(?:please\s+)?(?:explain|describe|say)\s+(?:things|it|everything|stuff)?\s*(?:to\s+me\s+)?like\s+i'?m\s+"
                           r"(?:5|five|a\s+(?:child|kid|five[\s-]year[\s-]old))(?:\s+please)?$|^eli5(?:\s+please)?$", re.I)
# "can you be more blunt with me?", "be a bit more concise please", (lead61) "I'd like you to be straight with me", "be blunt
# with me please": a way of answering, one manner list, with "more" or without (then "with me" is needed: "be honest"
# alone is asked of one answer; "be straight with me, is it good?" asks one thing)
_BE_HOW = re.compile(r"^(?:(?:can|could|would)\s+(?:you|u)\s+|(?:i'd|i\s+would)\s+(?:really\s+)?like\s+(?:you|u)\s+to\s+"
                     r"|i\s+(?:want|need)\s+(?:you|u)\s+to\s+)?(?:please\s+)?(?:(?:always|just)\s+)?be\s+"
                     r"(?:(?P<more>(?:a\s+(?:bit|lot)\s+|much\s+)?more\s+)|totally\s+|completely\s+|really\s+)?"
                     r"(?P<how>blunt|direct|honest|brutal|critical|casual|formal|concise|playful|serious|encouraging|patient|straight|frank"
                     r"|upfront|straightforward)(?P<with>\s+with\s+me)?(?:\s*,?\s*(?:please|pls))?"
                     # ((leftovers42) "please be blunt, i don't need it softened", "be direct, no sugar-coating": said as a
                     # way of answering by what it is not, as "with me" says it)
                     r"(?P<plain>\s*[,;.!-]+\s*(?:i\s+(?:don't|do\s+not)\s+need\s+(?:it|things|anything)\s+"
                     r"(?:softened|sugar[\s-]?coated|dressed\s+up)|no\s+sugar[\s-]?coating|(?:don't|do\s+not)\s+sugar[\s-]?coat"
                     r"(?:\s+(?:it|anything|things))?))?(?P<end>\?|[.!]*)$", re.I)
# (without "more", only a way of speaking plainly is how to answer: "please be patient with me" asks patience of this chat)
_STRAIGHT_WITH_ME = frozenset({"straight", "blunt", "direct", "frank", "upfront", "straightforward"})
_LESS_OF = re.compile(r"^(?:and\s+|also\s+)?(?:less|fewer)\s+(?P<what>waffle|waffling|fluff|padding|filler|jargon|emojis?|disclaimers|caveats"
                      r"|hedging|bullet\s+points|small\s+talk|repetition|flattery|praise)(?:\s*,?\s*(?:please|pls|thanks))?$", re.I)
_WORD_HATED = re.compile(r"^i\s+(?:really\s+)?(?:hate|can't\s+stand|don't\s+like|cannot\s+stand)\s+(?:it\s+)?when\s+(?:you|u)\s+"
                         r"(?:use|say|write)\s+(?:the\s+word\s+)?[\"'“‘]?(?P<w>[a-z][a-z-]{2,20})[\"'”’]?$", re.I)
# ... a way of writing hated, said of anyone who writes so: "I hate when people use too many exclamation marks", "I can't
# stand it when you use emojis"
# the marks and words of an answer a user may hate: "emoji", "exclamation marks", "jargon"
_MARKS = (r"emojis?|exclamation\s+(?:marks|points)|bullet\s+points|jargon|tables|headers|headings|hashtags|all\s+caps"
          r"|capital\s+letters|em[\s-]?dashes|semicolons|buzzwords|corporate\s+speak")
_MARKS_HATED = re.compile(r"^i\s+(?:really\s+)?(?:hate|can't\s+stand|don't\s+like|cannot\s+stand|dislike)\s+(?:it\s+)?when\s+"
                          r"(?:you|u|people|anyone|ai|chatbots|bots)\s+(?:use|put|add|write\s+with)\s+(?P<many>(?:too\s+many|so\s+many|lots\s+of|loads\s+of)\s+)?"
                          rf"(?P<what>{_MARKS})(?:\s+in\s+(?:answers|replies|messages|texts))?\s*[.!]*$",
                          re.I)
# "please stop with the emoji in replies, it's a bit much", "enough with the exclamation marks": the same, said as enough
_ENOUGH_WITH = re.compile(r"^(?:(?:please|pls|and|also|ok(?:ay)?|so|oh)\s*,?\s+)*(?:stop|enough)\s+with\s+(?:the\s+|all\s+the\s+|your\s+|so\s+many\s+)"
                          rf"(?P<what>{_MARKS})(?:\s+in\s+(?:the\s+|your\s+)?(?:answers|replies|messages|texts))?(?:\s+(?:please|pls))?"
                          r"(?:\s*[,;.!]\s*(?:it's|its|it\s+is|they're|they\s+are|that's|that\s+is)\s+[^?]*)?\s*[.!]*$", re.I)
_KEEP_MINIMAL = re.compile(r"^(?:please\s+)?keep\s+(?P<what>(?:code\s+)?comments|intros|introductions|disclaimers|caveats|emojis|preambles)"
                           r"\s+(?P<how>minimal|to\s+a\s+minimum|sparse|short|light|brief)(?:\s+please)?$", re.I)

# "please skip the jargon", "drop the small talk": a thing left out of every answer, said with a verb of leaving out
_SKIP_THE = re.compile(r"^(?:(?:please|pls|plz|and|also|so)\s*,?\s+)*(?P<verb>skip|drop|cut|ditch)\s+(?:the\s+|all\s+the\s+)"
                       r"(?P<what>jargon|small\s+talk|pleasantries|preambles?|intros?|fluff|waffle|disclaimers|caveats|emojis?"
                       r"|bullet\s+points|technical\s+terms)(?:\s*,?\s*(?:please|pls|plz))?$", re.I)
# "All figures in UGX please, not dollars", "prices in euros please": the currency every sum is to be given in
_CURRENCIES = (r"(?-i:[A-Z]{3})|euros?|dollars?|pounds?(?:\s+sterling)?|sterling|rupees?|shillings?|naira|rand|yen|yuan|won"
               r"|pesos?|reais|real|francs?|kroner|kronor|krona|zloty|złoty|lira|dirhams?|riyals?|ringgit|baht|dong|cedis?"
               # (lead50: "Please give prices in birr": the currencies of Africa, Asia and the Americas named as people say them)
               r"|birr|kwacha|leones?|dalasi|taka|rupiah|soles|sol|colones|col[oó]n|quetzales|quetzal|lempiras?|hryvnias?|lari|tenge"
               r"|manat|kyat|riel|kip|tugriks?|ariary|pula|maloti|loti|emalangeni|lilangeni|dinars?|shekels?|forints?|lei|leu|levs?|leva"
               r"|koruna|kunas?|rubles?|roubles?|cfa(?:\s+francs?)?")
# "give temperatures in Celsius", "distances in km please": the unit a kind of measure is given in, every time
_UNITS_IN = re.compile(r"^(?:(?:please|pls|plz|and|also|so)\s*,?\s+)*(?:(?:always\s+)?(?:give|put|show|write|use)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?"
                       r"(?P<what>temperatures?|distances|weights|heights|measurements|speeds)\s+in\s+"
                       r"(?P<unit>celsius|fahrenheit|centigrade|metric|imperial|km|kilometres|kilometers|miles|kg|kilos|kilograms|pounds|lbs"
                       r"|metres|meters|feet|cm|centimetres|mph|km/h|kph)(?:\s*,?\s*(?:please|pls|plz))?$", re.I)
# ("use rand for money", "please use euros for prices": the currency said first, with "use")
# ("Please use Malaysian ringgit for any money stuff": the country's adjective before it, "any" and "stuff" around what)
_USE_FOR_MONEY = re.compile(r"^(?:(?:please|pls|plz|and|also|so)\s*,?\s+)*(?:always\s+)?use\s+(?P<adj>(?-i:[A-Z])[a-z]+\s+|US\s+)?"
                            r"(?P<cur>" + _CURRENCIES + r")\s+for\s+"
                            r"(?:all\s+|any\s+|anything\s+to\s+do\s+with\s+)?(?:the\s+)?(?P<what>money|prices|amounts|costs|figures|sums|budgets)"
                            r"(?:\s+(?:stuff|things|matters|questions|talk))?(?:\s*,?\s*(?:please|pls|plz))?$", re.I)
_MONEY_IN = re.compile(r"^(?:(?:please|pls|plz|and|also|so)\s*,?\s+)*(?:(?:always\s+)?(?:give|put|show|quote)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?"
                       r"(?P<what>figures|prices|amounts|costs|sums|numbers|budgets|money)\s+in\s+(?P<cur>" + _CURRENCIES + r")"
                       r"(?:\s*,?\s*(?:please|pls|plz))?(?:\s*,?\s*not\s+(?:in\s+)?(?P<not>" + _CURRENCIES + r"))?(?:\s*,?\s*(?:please|pls|plz))?$", re.I)
# "please explain slow, one step one time", "explain step by step", "explain one thing at a time": the pace of every
# explanation
_PACE = r"slow(?:ly)?|step\s+by\s+step|one\s+(?:step|thing|bit)\s+at\s+a\s+time|one\s+step\s+one\s+time"
_EXPLAIN_PACE = re.compile(r"^(?:(?:please|pls|plz|kindly)\s*,?\s+)?(?:explain|go|walk\s+me\s+through\s+(?:it|things|everything))"
                           rf"(?:\s+(?:things|everything|it))?\s+(?P<pace>{_PACE})(?:\s*,?\s*(?:and\s+)?(?P<also>{_PACE}))?"
                           # (the reason after it, of following the explanation: "…, I get lost with many steps", "… because my
                           # memory is bad"; not "…, I have an exam tomorrow": a reason of today)
                           r"(?:\s*,?\s*(?:please|pls|plz))?(?:\s*,?\s*(?:because\s+|cos\s+|since\s+|as\s+)?(?:I\s+(?:get|got|am|'m)\s+(?:easily\s+)?"
                           r"(?:lost|confused|overwhelmed|mixed\s+up)|I\s+(?:don't|do\s+not|can't|cannot)\s+(?:follow|understand|keep\s+up)"
                           r"|my\s+(?:memory|english|eyes|head)\b)[^?]*)?$", re.I)


def _tone(text: str) -> str | None:
    """The summary of a rule of how to speak to the user said in one of the shapes above, None for any other."""
    if _LIKE_IM_FIVE.match(text):
        return "User wants things explained simply, as to a five-year-old"
    if (m := _BE_HOW.match(text)) and (m["more"] or ((m["with"] or m["plain"]) and m["how"].lower() in _STRAIGHT_WITH_ME)):
        how = {"straight": "direct", "upfront": "direct", "straightforward": "direct"}.get(m["how"].lower(), m["how"].lower())
        return f"User wants the assistant to be {'more ' if m['more'] else ''}{how}"
    if m := _LESS_OF.match(text):
        return f"User wants less {' '.join(m['what'].lower().split())}"
    if m := _MARKS_HATED.match(text):
        what = " ".join(m["what"].lower().split())
        return f"User does not want {'too many ' if m['many'] else ''}{'emojis' if what == 'emoji' else what} used"
    if m := _ENOUGH_WITH.match(text):
        what = " ".join(m["what"].lower().split())
        return f"User does not want {'emojis' if what == 'emoji' else what} used"
    if m := _WORD_HATED.match(text):
        return f"User does not want the word \"{m['w'].lower()}\" used"
    if m := _KEEP_MINIMAL.match(text):
        how = " ".join(m["how"].lower().split())
        return f"User wants {m['what'].lower()} kept {how}"
    if m := _SKIP_THE.match(text):  # as "in future, skip the jargon" and "cut the pleasantries" are kept
        done = {"skip": "skipped", "drop": "dropped", "cut": "cut", "ditch": "ditched"}[m["verb"].lower()]
        return f"User wants the {' '.join(m['what'].lower().split())} {done}"
    if m := _MONEY_IN.match(text):
        cur = m["cur"] if m["cur"].isupper() else m["cur"].lower()
        if m["not"]:
            return f"User wants {m['what'].lower()} in {cur}, not {m['not'] if m['not'].isupper() else m['not'].lower()}"
        return f"User wants {m['what'].lower()} in {cur}"
    if m := _UNITS_IN.match(text):
        unit = m["unit"].lower()
        unit = unit.capitalize() if unit in {"celsius", "fahrenheit", "centigrade"} else unit
        what = m["what"].lower() if m["what"].lower().endswith("s") else m["what"].lower() + "s"
        return f"User wants {what} in {unit}"
    if m := _USE_FOR_MONEY.match(text):
        what = "amounts" if m["what"].lower() == "money" else m["what"].lower()
        adj = m["adj"] or ""
        return f"User wants {what} in {adj}{m['cur'] if m['cur'].isupper() else m['cur'].lower()}"
    if m := _EXPLAIN_PACE.match(text):
        paces = " ".join(f"{m['pace']} {m['also'] or ''}".lower().split())
        slow = "slow" in paces
        step = "step" in paces or "at a time" in paces
        if m.group(0).lower().startswith(("go", "please go", "pls go")) and not step:
            return None  # "go slow" alone: on what is not said
        return "User wants explanations " + ", ".join(
            ([ "slowly"] if slow else []) + (["one step at a time"] if step else []))
    return None


_NORMAL_LENGTH = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also)\s*,?\s+)?(?:you\s+can\s+|please\s+|feel\s+free\s+to\s+)?(?:now\s+)?(?:go\s+back\s+to|return\s+to"
    r"|switch\s+back\s+to)\s+(?:your\s+|the\s+)?(?:normal|usual|regular)[- ]length\s+(?P<what>answers|replies|responses)"
    r"(?:\s+(?:now|again|please|from\s+now\s+on))*$", re.I)


# "you can give longer answers again", "feel free to write me full answers now": leave to answer at length, said after a
# length asked for before (the write path ends that length: Brain._length_reset)
_LONGER_AGAIN = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also)\s*,?\s+)?(?:from\s+now\s+on\s*,?\s+)?(?:you\s+can\s+|you\s+may\s+|feel\s+free\s+to\s+)(?:now\s+)?"
    # "you can go back to longer answers now": the answers gone back to, without a verb of giving
    r"(?:(?:go\s+back|return)\s+to\s+|(?:go\s+back\s+to\s+)?(?:give|giving|write|writing|send|sending|do|doing)(?:\s+me)?\s+)(?P<what>(?:longer|long|full|fuller|more\s+detailed|detailed)\s+"
    r"(?:answers|replies|responses|explanations))"
    # "… and normal english": plain words asked for before no longer needed
    r"(?P<english>\s+and\s+(?:normal|regular|proper)\s+english)?(?:\s+(?:now|again|from\s+now\s+on))*"
    # ("you can give longer answers now if needed": when the answer wants it, as it does)
    r"(?:\s+(?:if|when)\s+(?:needed|necessary|it\s+helps|you\s+need\s+to))?"
    # "… when I ask about school admin", "… about the rota": what they are fine for
    r"(?P<scope>\s+(?:when\s+i\s+ask\s+(?:about|for)|about|for|on)\s+(?!(?:now|a\s+while)\b)[^,;.!?]{2,40}?)?(?:\s+(?:now|again|from\s+now\s+on))*"
    r"(?:\s*[,;]\s*(?:i'm|i\s+am|i've|since|because|as|now\s+that|my\s+english)\b.*"  # "…, I'm at a laptop now": why
    # "…, i read at home in the evening": why, said with what the user does (not "i mean …", "i only …" that limit it)
    r"|\s*[,;]\s*i\s+(?!(?:mean|meant|guess|think|only|just|suppose|don't|do|didn't|did|won't|can't|cannot|need|want)\b)"
    r"[a-z]+\b[^?]*"
    # "…, term's nearly over", "…, the exams are done": why, said of the time (no "but", "only", "when" that limits it)
    r"|\s*[,;]\s*(?:the\s+|my\s+)?[a-z]+(?:'s|\s+is|\s+are)\s+(?:nearly\s+|almost\s+|finally\s+|all\s+)?(?:over|done|finished)\b"
    r"[^?,;]{0,20})?$", re.I)


# "you can stop the short answers now, i have time at night, longer is fine": short answers asked for before no longer
# wanted, said of the short ones (not "… for this one", "… but not for code": a limit)
_SHORT_NO_MORE = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also|actually|oh)\s*,?\s+)*(?:you\s+can\s+|you\s+may\s+|feel\s+free\s+to\s+|(?:please|pls|plz)\s+)?"
    r"(?:now\s+)?(?:stop|drop|quit)\s+(?:with\s+)?(?:the\s+|giving\s+me\s+|doing\s+)?(?:short|brief)\s+(?:answers|replies|responses)"
    r"(?:\s+(?:now|from\s+now\s+on))*(?:\s*[,;](?![^?]*\b(?:but|except|only|when|for\s+(?:this|now|today|that))\b)[^?]*)?$", re.I)


# "forget the bullet points", "you can drop the emojis now": a shape of the answers let go
_SHAPE_LET_GO = re.compile(
    r"^(?!.*\bi\s+mean(?:t)?\b)(?:(?:and|ok(?:ay)?|so|also|actually|oh)\s*,?\s+)*(?:you\s+can\s+|(?:please|pls|plz)\s+)?(?:now\s+)?"
    r"(?:forget|stop|drop|ditch|lose|quit)\s+(?:with\s+)?(?:the|all\s+the)\s+"
    r"(?=(?:bullet\s+points|bullets|numbered\s+(?:lists|points|steps)|tables|emojis|emoji|headings|headers)"
    r"(?:\s+(?:now|please|pls|plz|from\s+now\s+on))*\s*(?:[,.;!]|$))", re.I)


# "im ashore now so normal answers are ok, links fine too", "regular replies are fine now": answers at length allowed
# again, said of the answers as normal ("long answers are ok again" is _LIFTED's) (not "normal answers are ok for this one", "… but keep code short": a limit)
_NORMAL_FINE = re.compile(
    r"^(?:(?:and|ok(?:ay)?|also|actually|oh)\s*,?\s+)*(?:[^,;?]{3,60}?\s+so\s+)?(?:normal|regular|usual|normal[- ]length)\s+"
    r"(?:answers|replies|responses)\s+(?:are|r)\s+(?:(?:totally|perfectly|now|all)\s+)?(?:ok|okay|fine|good|allowed)"
    r"(?:\s+(?:now|again|from\s+now\s+on|too))*(?:\s*[,;](?![^?]*\b(?:but|except|only|when|for\s+(?:this|now|today|that))\b)[^?]*)?$", re.I)


# "no need for the tiny steps anymore, my meds are sorted", "you don't need to break things into small steps anymore",
# "you can stop breaking everything into little steps": the small steps asked for before are let go (the write path
# ends them: Brain._one_step_reset); a reason may follow, a condition may not ("… for this one", "… but …")
_SMALL_STEPS = r"(?:tiny|small|smaller|little|baby|bite-sized|mini)\s+(?:steps|chunks)"
_SMALL_STEPS_OVER = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also|actually|oh|btw)\s*,?\s+)*(?:"
    rf"(?P<need>(?:there's\s+|there\s+is\s+)?no\s+(?:more\s+)?need\s+for\s+(?:the\s+|all\s+the\s+)?{_SMALL_STEPS}"
    r"|you\s+(?:don't|dont|do\s+not)\s+(?:have|need)\s+to\s+(?:break|split|chunk))"
    rf"|no\s+more\s+{_SMALL_STEPS}|you\s+can\s+stop\s+(?:breaking|splitting|chunking))"
    rf"(?:\s+(?:things|tasks|everything|stuff|my\s+tasks)\s+(?:down\s+|up\s+)?into\s+{_SMALL_STEPS})?"
    # (said with "anymore" or "now" when only a need is denied: "you don't need to break it into small steps" is this task)
    r"(?:\s+(?:please|pls))?(?(need)(?:\s+(?:any\s*more|now|from\s+now\s+on))+|(?:\s+(?:any\s*more|now|from\s+now\s+on))*)"
    r"(?:\s*[,;.!](?![^?]*\b(?:but|except|only|when|for\s+(?:this|now|today|that))\b)[^?]*)?$", re.I)


# "you don't have to keep the answers simple any more, my English is fine, I was just tired": simple words no longer
# needed, said with the English it is about (without it, "you don't have to keep it simple anymore" says nothing of words)
_SIMPLE_NO_MORE = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also|actually|oh)\s*,?\s+)*you\s+(?:don't|dont|do\s+not)\s+(?:have|need)\s+to\s+"
    r"(?:keep\s+(?:the\s+|your\s+|my\s+)?(?:answers|replies|it|things|explanations|words|language)|write|explain\s+(?:things\s+)?|talk)"
    r"\s+(?:so\s+|that\s+)?(?:simple|simply|basic|easy)\s+(?:any\s*more|now|from\s+now\s+on)"
    r"\s*[,;]\s*(?:my\s+english\s+is\s+(?:fine|ok(?:ay)?|good|better)|i\s+understand\s+english)\b[^?]*$"
    # "you can write normal english now, my english is better", "no need for simple english anymore": the English
    # itself named (a condition after it is a limit, not a leave: "… but not for the legal stuff")
    r"|^(?:(?:and|ok(?:ay)?|so|also|actually|oh)\s*,?\s+)*(?:(?:you\s+can|you\s+may|feel\s+free\s+to)\s+(?:now\s+)?"
    r"(?:write|use|speak|talk|answer|reply)(?:\s+to\s+me|\s+me)?\s+(?:in\s+)?(?:normal|regular|proper|natural|full)\s+english"
    r"|(?:there's\s+|there\s+is\s+)?no\s+(?:more\s+)?need\s+(?:for\s+)?(?:the\s+)?(?:simple|simpler|basic|easy)\s+(?:english|words|language)"
    # ("please no more explain in simple words": as a learner says it)
    r"|(?:(?:please|pls)\s+)?no\s+more\s+(?:explain(?:ing)?\s+(?:in|with)\s+|talking\s+in\s+)?(?:simple|simpler|basic|easy)\s+(?:english|words|language))"
    r"(?:\s+(?:now|again|any\s*more|from\s+now\s+on))*"
    r"(?:\s*[,;.!]\s*(?![^?]*\b(?:but|except|only|when|for\s+(?:this|now|today|that))\b)[^?]*)?$", re.I)


# "You can give me normal explanations now, I am better with the iPad": the simple explanations asked for before are
# over (the write path ends them: Brain._plain_words_reset)
_NORMAL_EXPLAINED = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also|actually|oh)\s*,?\s+)*(?:you\s+can|you\s+may|feel\s+free\s+to)\s+(?:now\s+)?(?:give|write|use)(?:\s+me)?\s+"
    r"(?:normal|regular|proper|full)\s+(?P<what>explanations|answers|replies)(?:\s+(?:now|again|from\s+now\s+on))*"
    r"(?:\s*[,;.!]\s*(?![^?]*\b(?:but|except|only|for\s+(?:this|now|today|that))\b)[^?]*)?$", re.I)


# "you can give me two or three steps at once now", "oh and you can give me all the steps in one go now": leave to give
# several steps in one answer, said after one step at a time was asked for (the write path ends that: Brain._withdrawn)
_MORE_STEPS = re.compile(
    r"^(?:(?:and|ok(?:ay)?|so|also|oh|right|actually)\s*,?\s+)*(?:from\s+now\s+on\s*,?\s+)?(?:you\s+can\s+|you\s+may\s+|feel\s+free\s+to\s+)"
    r"(?:now\s+)?(?:give|send|show|write|list)(?:\s+me)?\s+"
    r"(?P<n>a\s+few|a\s+couple\s+of|several|more|all\s+(?:of\s+)?the|(?:two|three|2|3)\s+or\s+(?:three|four|3|4))\s+steps\s+"
    r"(?P<how>together|at\s+once|at\s+a\s+time|in\s+one\s+go|in\s+one\s+answer)(?:\s+(?:now|again|from\s+now\s+on))+"
    r"(?:\s*[,;]\s*(?:i'm|i\s+am|im|i've|i\s+know|i\s+can|since|because|as|now\s+that)\b.*)?$", re.I)


# "please give code examples in Java only, no Kotlin": the language of every example, and one never to use
_EXAMPLES_IN = re.compile(
    # ("pls code examples in python": the examples asked for without their verb)
    r"^(?:(?:and|also|so|oh)\s*,?\s+)?(?:please\s+|pls\s+|plz\s+)?(?:always\s+)?(?:(?:give|write|show|do|send)(?:\s+me)?\s+|(?=code\s))"
    r"(?P<what>(?:code\s+)?(?:examples|snippets|samples))"
    r"\s+(?:in|using)\s+(?P<lang>[A-Za-z][\w+#]*)(?P<only>\s+only)?"
    # ("code examples in python with pytest": the test framework or library they use)
    r"(?P<with>\s+(?:with|using)\s+[A-Za-z][\w+#.-]*)?"
    r"(?:\s*[,;]?\s*(?:and\s+)?(?:no|not|never)\s+(?P<not>[A-Za-z][\w+#]*))?(?:\s*,?\s+(?:please|pls|plz|thanks))?$", re.I)
# "now you can give Kotlin examples also": a language of examples allowed again (the write path ends the rule against it)
_EXAMPLES_ALLOWED = re.compile(
    # ("we use Kotlin at work so now you can …": why, said first)
    r"^(?:(?:and|also|so|ok(?:ay)?)\s*,?\s+|[^,;]{0,80}?,?\s+so\s+)?(?:now\s+)?(?:you\s+can|you\s+may|feel\s+free\s+to)\s+(?:now\s+)?"
    r"(?:give|write|show|use|send)(?:\s+me)?\s+(?P<lang>[A-Za-z][\w+#]*)\s+(?:code\s+)?(?P<what>examples|snippets|samples)\s+(?:also|too|as\s+well|now|again)"
    r"(?:\s+(?:now|again))?$", re.I)

# "no ORMs please, I want plain SQL in every example", "raw SQL please, no ORM": the database code every answer is to
# be written in (the ORM refused before or after it is the same rule)
_NO_ORM = r"(?:no\s+(?:an?\s+)?orms?|not\s+(?:an?\s+)?orms?|i\s+(?:really\s+)?(?:hate|can't\s+stand|cannot\s+stand|don't\s+like)\s+orms?)"
_PLAIN_SQL = re.compile(
    rf"^(?:{_NO_ORM}\s*,?\s*(?:please|pls|plz)?\s*[,;:-]\s*)?(?:(?:and|also|so|just|only)\s*,?\s+)*(?:please\s+|pls\s+)?"
    r"(?:(?:i\s+(?:want|prefer|like)|give\s+me|write|use|(?:always\s+)?use|stick\s+to|i'd\s+rather\s+have)\s+)?(?:just\s+|only\s+)?"
    r"(?P<how>raw|plain|pure|hand-?written|vanilla)\s+sql(?:\s+(?:queries|only))?"
    r"(?P<where>\s+(?:in|for)\s+(?:every|all|each|any|the|your)\s+(?:examples?|answers?|queries|code|snippets?))?"
    rf"(?:\s*,?\s*(?:please|pls|plz))?(?:\s*[,;]?\s*(?:and\s+)?{_NO_ORM})?(?:\s*,?\s*(?:please|pls|plz|thanks))?$", re.I)

# "use yarn rather than npm please", "prefer bun over node for scripts please": one tool over another, every time (both
# tools the vocabulary knows: "use butter rather than oil" is a recipe's)
_TOOL_OVER = re.compile(r"^(?:(?:and|also|so|oh)\s*,?\s+)?(?:please\s+|pls\s+|plz\s+)?(?:always\s+)?(?:i\s+)?(?:prefer|use|go\s+with|stick\s+(?:to|with))\s+"
                        r"(?P<tool>[\w.+#-]+)\s+(?:over|rather\s+than|instead\s+of|not)\s+(?P<other>[\w.+#-]+)"
                        r"(?P<for>\s+for\s+(?:[\w.+#-]+\s+){0,3}?[\w.+#-]+)?(?:\s*,?\s*(?:please|pls|plz|thanks))?$", re.I)


def _lang(said: str) -> str:
    return said if said[:1].isupper() else said.capitalize()


# "Always English please, even for recipes", "English only pls": the language of every answer, said by its name alone
_LANGUAGES = "|".join(sorted(NATURAL_LANGUAGES, key=len, reverse=True))
_ALWAYS_LANGUAGE = re.compile(r"^(?:(?:please|pls|plz|and|so|but|from\s+now\s+on)\s*,?\s+)*(?:(?:always|only)\s+(?:in\s+)?(?P<l1>" + _LANGUAGES
                              + r")(?:\s+only)?|(?P<l2>" + _LANGUAGES + r")\s+only)(?:\s*,?\s*(?:please|pls|plz|from\s+now\s+on))*"
                              r"(?:\s*,?\s*(?:even|also)\s+for\s+[a-z][a-z ]{0,30})?(?:\s*,?\s*(?:please|pls|plz))?\s*[.!]*$", re.I)


# "don't explain to me what reindeer herding is, I know it better than you", "no need to explain what a VLOOKUP is": a
# thing the user knows, never to be explained ("don't explain what this does", "… what happened": the task at hand)
_NO_EXPLAINING = re.compile(r"^(?:(?:please|pls|and|also|but|oh\s+and)\s*,?\s+)*(?:don't|do\s+not|never|no\s+need\s+to)\s+explain\s+(?:to\s+me\s+)?"
                            r"what\s+(?P<what>(?:(?:a|an)\s+)?(?!(?:this|that|it|these|those|they|he|she|you|i|happened|went|the\s+code)\b)[a-z][\w'-]*"
                            r"(?:\s+(?!is\b|are\b|means?\b)[\w'-]+){0,2}?)\s+(?:is|are|means)\b\s*[.!]?"
                            r"(?:\s*,?\s*I\s+(?:know|'ve\s+been|have\s+been|am\s+a|'m\s+a|do\s+it|live)\b[^?]*)?$", re.I)
# (lo38) "dont explain basic medicine, I'm a GP", "don't explain the basics of tax to me": a field the user knows, its
# basics never to be explained ("don't explain basic maths to him", another's; "don't explain the basic idea", a thing)
_NO_BASICS = re.compile(r"^(?:(?:please|pls|and|also|but|oh\s+and)\s*,?\s+)*(?:don't|do\s+not|never|no\s+need\s+to)\s+explain\s+"
                        r"(?:(?:the\s+)?basics\s+of|(?:the\s+)?basic|simple|elementary)\s+"
                        r"(?P<what>(?!(?:idea|point|thing|things|stuff|question|answer|steps?|concept|rules?)\b)[a-z][\w'-]*"
                        r"(?:\s+(?!to\b|please\b|pls\b)[a-z][\w'-]*)?)(?:\s+(?:stuff|things))?(?:\s+to\s+me)?(?:\s*,?\s*(?:please|pls))?\s*[.!]?"
                        r"(?:\s*,?\s*(?:I(?:\s+(?:know|have\s+been|am\s+an?|work|studied|teach)|'ve\s+been|'m\s+an?)\b[^?]*))?$", re.I)
# "Don't call me mate", "please never call me sweetheart", "stop calling me buddy": a word the user is not to be called
_CALLED_NOT = re.compile(r"^(?:(?:please|pls|and|also|fyi|just\s+so\s+you\s+know)\s*,?\s+)*(?:don't|do\s+not|never|stop)\s+(?:ever\s+)?call(?:ing)?\s+me\s+['\"“‘]?"
                         # ("don't call me a content creator": a kind of person, its article said)
                         r"(?P<what>(?:(?:a|an)\s+(?=[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?['\"”’]?(?:\s|[.!,;]|$)))?"
                         r"(?!(?:that|this|it|back|later|again|tomorrow|at|on|in|after|before|when|if|out)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)"
                         r"['\"”’]?(?:\s+(?:again|any\s*more|please|ever))*"
                         # "… in your answers", "… in the replies": where it is not to be said ("do not call me 'dear' in your
                         # answers"); "it gets on my nerves": why
                         r"(?:\s+(?:in|from)\s+(?:your|the|any|these)\s+(?:answers|replies|messages|responses|emails))?"
                         r"(?:\s+(?:again|any\s*more|please|ever))*"
                         r"(?:\s*[,;-]?\s+(?:it|that)\s+(?:gets\s+on\s+my\s+nerves|annoys\s+me|bugs\s+me|drives\s+me\s+(?:mad|nuts|crazy)"
                         r"|winds\s+me\s+up|irritates\s+me"
                         # "… it sounds like a call centre", "… it feels fake": what the word sounds like to the user
                         r"|(?:sounds|feels|seems)\s+(?:so\s+|too\s+|very\s+|a\s+bit\s+)?(?:like\s+(?:a|an|the|some)\s+[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}"
                         r"|fake|weird|odd|creepy|cheesy|patroni[sz]ing|condescending|robotic|cold|false)))?\s*[.!]*$", re.I)
# "You can swear, I don't mind", "swearing is fine", "feel free to swear": the user's words allowed in answers
_SWEARING_FINE = re.compile(r"^(?:you\s+(?:can|may)\s+(?:swear|curse)|(?:swearing|cursing)\s+is\s+(?:fine|ok|okay|allowed)"
                            r"|feel\s+free\s+to\s+(?:swear|curse))\b", re.I)


# "You can mix Swahili words, it is okay for me", "feel free to throw in some Welsh phrases", "Tagalog words are fine",
# "Vietnamese word OK": the words of the user's other language allowed in answers (a language the lexicon knows)
_LANGUAGE_WORDS_FINE = re.compile(
    r"^(?:(?:also|and|oh|ok(?:ay)?|btw)\s*,?\s+)?(?:(?:you\s+(?:can|may)|feel\s+free\s+to)\s+(?:also\s+)?(?:mix(?:\s+in)?|use|throw\s+in"
    r"|put\s+in|add|sprinkle\s+in)\s+(?:some\s+|a\s+few\s+|the\s+odd\s+)?(?P<lang>[a-z]+)\s+(?:words?|phrases?|terms|expressions)\b"
    r"(?!\s+(?:for|to|that|which)\b)"
    r"|(?P<lang2>[a-z]+)\s+(?:words?|phrases?|terms|expressions)\s+(?:(?:are|is)\s+)?(?:(?:totally|perfectly|also)\s+)?(?:fine|ok|okay"
    r"|welcome|allowed)\b(?!\s+(?:for|to)\b))", re.I)

_NO_NEED_FOR = re.compile(r"^\s*(?:(?:also|and|but|oh|ok|okay)\s*,?\s+)*(?:there's\s+|there\s+is\s+)?no\s+(?:more\s+)?need\s+for\b", re.I)


def shape_asked(text: str) -> bool:
    """'bullet points please', 'short answers pls': the shape of every answer, asked for without a verb."""
    asked = re.fullmatch(r"(?P<shape>.+?)\s+(?:please|pls|plz)\s*[.!]*", text.strip(), re.I)
    return asked is not None and _SHAPE.match(asked.group("shape")) is not None


def _asked_as(sentence: str) -> str:
    """How a request opens ("Could you use bullet points or keep the replies short?"): the second thing asked is asked
    the same way ("could you keep the replies short?"; a bare "keep the replies short?" is no request)."""
    return m.group(0) if (m := _ASKED_OF_YOU.match(sentence)) else ""


# what answers are like, said after them ("answers so long", "explanations this technical"): "long answers"
_LENGTH_AFTER = re.compile(r"^(?P<me>me\s+)?(?P<what>answers|replies|responses|explanations|messages)\s+(?:so|this|that|too)\s+"
                           r"(?P<how>long|wordy|detailed|technical)\b", re.I)


# "answers short pls", "replies brief please": the shape said after what it is of, as a learner or a hurried typist puts it
_ANSWERS_THEN_HOW = re.compile(r"^(?P<what>answers|replies|responses)\s+(?P<how>short|shorter|brief|briefer|concise|simple)"
                               r"(?=\s*(?:,|(?:please|pls|plz)\b|$))", re.I)
# "when i ask engine or yard stuff use metric …": what is asked about, the "about" dropped before "stuff", "things", "questions"
# (s16) "when I ask about money give it in NZ dollars": where the occasion ends and the rule begins, no comma typed (not
# before "just": "when I ask about sql just give me the query" is read whole, "just" kept, by _IMPERATIVE_IN_CONTEXT)
_ASK_ABOUT_THEN_RULE = re.compile(r"^(?P<when>\s*(?:please\s+)?(?:when(?:ever)?|every\s+time)\s+i\s+ask\s+(?:you\s+)?(?:about|for)\s+"
                                  r"[^,;.!?]{2,40}?)(?<!\sjust)\s+(?=(?:please\s+|pls\s+)?(?:always\s+|also\s+)?(?:give|use|answer|write|show|tell|keep"
                                  r"|put|say|convert)\b)",
                                  re.I)
_AND_WHEN_I_ASK = re.compile(r",\s*and\s+(?=(?:when(?:ever)?|every\s+time)\s+i\s+ask\b)", re.I)
# (s16) "please when I ask you something answer me short", "whenever I ask anything, …": no subject named, so every
# question (not "when I ask about money, …", read with its subject)
_ASK_ANYTHING = re.compile(r"^(?P<please>(?:please|pls|plz)\s+)?(?:when(?:ever)?|every\s+time|if)\s+i\s+ask\s+(?:you\s+)?"
                           r"(?:something|anything|a\s+question|questions|stuff)\s*,?\s+(?=[a-z])", re.I)
_ASK_STUFF = re.compile(r"^when\s+i\s+ask\s+(?!about\b|you\b|for\b|me\b)(?=[a-z][\w -]{0,40}?\s(?:stuff|things|questions)\b)", re.I)
# "use BD time not UTC from now", "and use Lisbon time instead of GMT": a time zone for every time given, over another
_ZONE_INSTEAD = re.compile(r"^(?:(?:and|n|also|so|ok|okay)\s+)?(?:(?:please|pls|plz)\s+)?(?:use|give\s+(?:me\s+)?(?:the\s+)?times\s+in)\s+"
                           r"(?P<tz>(?-i:[A-Z]{2,5})|(?-i:[A-Z])[a-z]+)\s+time\s*,?\s+(?:not|instead\s+of|rather\s+than)\s+"
                           r"(?P<old>(?-i:[A-Z]{2,5})|(?-i:[A-Z])[a-z]+\s+time)"
                           r"(?:\s+(?:from\s+now(?:\s+on)?|now|going\s+forward|any\s*more|please|pls|plz))*$", re.I)
# "code first, explanation after, and keep it short pls": two rules said in one breath, the "please" said once for both
_RULES_JOINED = re.compile(r"^(?P<left>[^?]+?),?\s+and\s+(?P<right>(?:also\s+)?(?:keep|use|write|give|put|answer|reply|explain|skip|avoid"
                           r"|never|always|no|don't|dont|do\s+not)\b[^?]+?)(?P<please>\s*,?\s*(?:pls|please|plz))?\s*[.!]*$", re.I)
_VERB_LEFT_IN = re.compile(r"\band\s+(?:add|include|keep|use|write|give|put|answer|reply|explain|skip|avoid)\b")
# ("Please use bullet points and add sources when you state facts": the "please" first, for both)
_RULES_JOINED_LEAD = re.compile(r"^(?P<please>(?:please|pls|plz|kindly)\s+)(?P<left>(?:keep|use|write|give|put|answer|reply|explain|skip|avoid"
                                r"|add|include)\b[^?,]+?),?\s+and\s+(?P<right>(?:also\s+)?(?:keep|use|write|give|put|answer|reply|explain|skip"
                                r"|avoid|add|include|always|never)\b[^?]+?)\s*[.!]*$", re.I)


# "couple of rules:", "a few ground rules:", "rules:": a list of rules for the assistant opened
_RULES_OPENED = re.compile(r"^\s*(?:(?:an?\s+)?(?:couple|few|some|two|three)\s+(?:of\s+)?(?:ground\s+|house\s+|basic\s+)?rules"
                           r"|ground\s+rules|rules)\s*:\s*(?=\S)", re.I)
_PLEASE_IN_SPANISH = re.compile(r"^\s*(?:por\s+favor|por\s+favour)\b,?", re.I)
# (fresh61) how every answer is to be, asked the way a learner or a texter asks it: "can u explain stuff simply like im
# 5 lol", "could you answer short", "Please you explain with easy words", "Answer only short please" are "explain things
# simply like I'm 5", "answer short", "please explain with easy words" (never a question: "can you explain things
# simply?" asks for this answer; "can you explain this error" names no how and is left to be read as before)
_ASKED_AS_REQUEST = re.compile(r"^\s*(?:(?:can|could|would)\s+(?:you|u)\s+(?:please\s+|pls\s+)?|(?P<p>please|pls)\s+(?:you|u)\s+)"
                               r"(?=(?:explain|answer|reply|write|talk|speak|keep)\b)(?![^?]*\?)", re.I)
_ONLY_HOW = re.compile(r"\b(?P<v>answer|reply|write|explain)\s+(?:only|just)\s+(?=(?:short|brief|simple|simply|briefly|easy)\b)", re.I)
_STUFF_EXPLAINED = re.compile(r"\b(?P<v>explain|say|write|tell)\s+stuff\b", re.I)
_TEXTER_TAIL = re.compile(r"\s+(?:lol|lmao|haha+|hehe+|xd)\s*$", re.I)


def read(sentence: str, *, after_request: bool = False, reasoned: bool = False, consequent: bool = False,
         unasked: bool = False) -> list[tuple[str, str]]:
    """(type, summary) for each standing instruction in ``sentence``; [] when it has none (two rules said in one
    breath, "code first, explanation after, and keep it short pls", are read one by one)."""
    # ("por favor answer me in Spanish": a "please" said in Spanish or Portuguese)
    sentence = _PLEASE_IN_SPANISH.sub("please", sentence)
    if _ASKED_AS_REQUEST.match(sentence) or _ONLY_HOW.search(sentence) or _STUFF_EXPLAINED.search(sentence):
        # (fresh61) the request asked as a learner or a texter asks it, said plainly
        sentence = _ASKED_AS_REQUEST.sub(lambda m: "please ", sentence, count=1)
        sentence = _STUFF_EXPLAINED.sub(lambda m: f"{m['v']} things", _ONLY_HOW.sub(lambda m: f"{m['v']} ", sentence))
        sentence = _TEXTER_TAIL.sub("", sentence)
    if (opened := _RULES_OPENED.match(sentence)) is not None and (
            got := read(sentence[opened.end():], after_request=after_request, reasoned=reasoned, consequent=consequent,
                        unasked=unasked)):
        # ((lead62) "couple of rules: code first, explanation after, and never suggest TensorFlow": the rules after
        # their opening, read as they would be alone)
        return got
    # (s16) "when I ask about money give it in NZ dollars": the occasion's end, where the rule's verb opens, unmarked
    sentence = _ASK_ABOUT_THEN_RULE.sub(r"\g<when>, ", sentence, count=1)
    if (then := _AND_WHEN_I_ASK.search(sentence)) is not None:
        # (s16) "always use New Zealand spelling, and when I ask about money give it in NZ dollars": two rules, the
        # second with its occasion first (not "… when they ask about money give it in …" read as one)
        kw = {"after_request": after_request, "reasoned": reasoned, "consequent": consequent, "unasked": unasked}
        if left := read(sentence[: then.start()], **kw):
            # (the occasion is the second clause's, never the first rule's: "…, and when I ask about my garden I mean the
            # allotment" leaves "User wants metric units" as said)
            return left + read(sentence[then.end():], **kw)
    found = _read(sentence, after_request=after_request, reasoned=reasoned, consequent=consequent, unasked=unasked)
    if (not found or (len(found) == 1 and _VERB_LEFT_IN.search(found[0][1]))) and (joined := _RULES_JOINED.match(sentence.strip())):
        kw = {"after_request": after_request, "reasoned": reasoned, "consequent": consequent, "unasked": unasked}
        # ((lead61) "Be straight with me and skip the pleasantries": with no "please" too, each half a rule of its own)
        left = _read(joined["left"] + (joined["please"] or ""), **kw)
        if not left and "," in joined["left"]:
            # ((lead62) "couple of rules: code first, explanation after, and never suggest TensorFlow": a list before the
            # "and", each of its parts a rule)
            left = _read_list(joined["left"] + (joined["please"] or ""), **kw)
        right = _read(joined["right"] + (joined["please"] or ""), **kw)
        if left and right:
            return left + right
    # (read whole, a second verb was left in the first rule: "User wants bullet points and add sources")
    if (not found or (len(found) == 1 and _VERB_LEFT_IN.search(found[0][1]))) and (joined := _RULES_JOINED_LEAD.match(sentence.strip())):
        kw = {"after_request": after_request, "reasoned": reasoned, "consequent": consequent, "unasked": unasked}
        left = _read(joined["please"] + joined["left"], **kw)
        right = _read(joined["please"] + joined["right"], **kw)
        if left and right:
            return left + right
    if not found and "," in sentence and "?" not in sentence:
        found = _read_list(sentence, after_request=after_request, reasoned=reasoned, consequent=consequent, unasked=unasked)
    return found


def _read_list(sentence: str, **kw: bool) -> list[tuple[str, str]]:
    """Rules listed with commas and no verb to join them ("Code first, explanation after, no emoji"): each run of
    parts read as one rule, the longest first; [] unless every part belongs to a rule (a list with one thing that is no
    rule about answers, "coffee first, then emails, no meetings", is the user's day, not how to answer)."""
    parts = [p for p in re.split(r"\s*,\s*", sentence.strip().rstrip(" .!…")) if p]
    if not 2 <= len(parts) <= 6:
        return []
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(parts):
        for j in range(len(parts), i, -1):
            if j - i == len(parts):
                continue  # the whole list was read already
            if got := _read(", ".join(parts[i:j]), **kw):
                out += got
                i = j
                break
        else:
            return []
    return out


# "code only next time, no explanation", "just the code pls, no explanations": the code alone, for good (said with
# when or with the explanation refused; a bare "just the code please" is this answer's)
_CODE_ONLY = re.compile(r"^(?:(?:and|also|so|ok|okay)\s*,?\s+)?(?:(?:just|only)\s+(?:the\s+)?code|code\s+only|only\s+code)"
                        r"(?P<when>\s+(?:next\s+time|from\s+now\s+on|in\s+(?:the\s+)?future|going\s+forward|always|every\s+time))?"
                        r"(?:\s*,?\s*(?:please|pls|plz))?(?P<no>\s*,?\s+(?:and\s+)?no\s+(?:more\s+)?explanations?"
                        r"(?:\s+(?:please|pls|plz|needed))?)?$", re.I)
# answers liked with what they do: "I'd appreciate answers that cite sources", "I prefer replies that include the numbers"
_ANSWERS_THAT = re.compile(r"^(?:(?:i'd|i\s+would)\s+(?:(?:really|much|also)\s+)?(?:appreciate|like|prefer|love)"
                           r"|i\s+(?:(?:really|much|also|would)\s+)?(?:prefer|like|want|need))\s+(?:your\s+|the\s+)?(?:answers|replies|responses)"
                           r"\s+(?:that|which)\s+(?P<rule>(?:cite|include|give|show|quote|list|mention)\s+.+)$", re.I)
_REST_OF_OURS = re.compile(r"^(?:and\s+)?for\s+the\s+rest\s+of\s+our\s+(?:work|time|chats?|conversations?|sessions?|talks?|lessons?)"
                           r"(?:\s+together)?\s*,\s*(?=\S)", re.I)
# "answer me in Swahili from now", "pls from now answer me in short paragraphs": "from now" said as "from now on" (a
# span counted from now, "two weeks from now", "a year from now", is a date, left)
_FROM_NOW_BARE = re.compile(r"(?P<before>\b(?:(?P<unit>(?:second|minute|hour|day|week|fortnight|month|year)s?)|\w+)\s+)?"
                            r"\bfrom\s+now\b(?!\s+(?:on|onwards?|until|till|to|through|forward)\b)", re.I)


def _read(sentence: str, *, after_request: bool = False, reasoned: bool = False, consequent: bool = False,
          unasked: bool = False) -> list[tuple[str, str]]:
    """(type, summary) for each standing instruction in ``sentence``; [] when it has none.

    ``after_request``: the message asked for one piece of work before this sentence ("Write a
    toast for my sister's wedding. Keep it short."), so a bare "keep it short" is about that
    piece; said on its own, or with a "please" or a second instruction, it is how to answer.

    ``reasoned``: the sentence gave a lasting reason about the user first ("I'm vegan so please don't
    suggest meat", "I'm blind, so please avoid tables"): what it forbids holds as long as the reason
    (not a request it makes: "I'm vegan so no cheese ideas" is about this answer).

    ``consequent``: the sentence opened with "so", after what the user said of how they read ("I read these on my
    phone, so short paragraphs"): the shape of the answers it names is asked for, as a "please" asks for it.

    ``unasked``: no piece of work was asked for before in the message, so "keep it short" after "so" and the user's
    situation ("wifi on the rig is terrible so keep it short") is how every answer is to be, not one piece."""
    if _SMALL_STEPS_OVER.match(sentence.strip().rstrip(".!… ")):
        return [("preference", "User is fine with bigger steps")]
    if always := _ALWAYS_LANGUAGE.match(sentence.strip()):
        return [("preference", f"User wants answers in {_lang(always['l1'] or always['l2'])}")]
    if _NO_NEED_FOR.match(sentence) and not _SIMPLE_NO_MORE.match(sentence.strip().rstrip(".!… ")):
        return []  # "no need for the tiny steps anymore, my meds are sorted": a rule let go, not one asked for
    if (able := _ABLE_BUT.match(sentence.strip())) is not None:
        return read(able["rule"], after_request=after_request, reasoned=True)
    if (but := _BUT_RULE.search(sentence)) and but.group("verb").lower() in _STANDING_VERBS \
            and re.search(r"\b(?:always|never)\b", sentence[: but.start()], re.I) \
            and (one := read(sentence[: but.start()], after_request=after_request, reasoned=reasoned)) \
            and (other := read("always " + sentence[but.end():], after_request=after_request, reasoned=reasoned)):
        # "always answer in English but write the code comments in French": the exception is a standing rule too,
        # kept with the rule it qualifies when both ask for something ("User wants answers in English and …")
        if len(one) == len(other) == 1 and one[0][0] == other[0][0] == "preference" \
                and one[0][1].startswith("User wants ") and other[0][1].startswith("User wants "):
            return [("preference", f"{one[0][1]} and {other[0][1].removeprefix('User wants ')}")]
        return one + other
    if (alt := _OR_RULE.search(sentence)) and (both := _BOTH.match(sentence[alt.end():])) \
            and len(one := read(sentence[: alt.start()], after_request=after_request, reasoned=reasoned)) == 1 \
            and one[0][0] == "preference" and one[0][1].startswith("User wants "):
        return [("preference", f"{one[0][1]} or both{both['what'] or ''}")]  # "User wants metric units or both units"
    if (alt := _OR_RULE.search(sentence)) and len(one := read(sentence[: alt.start()], after_request=after_request, reasoned=reasoned)) == 1 \
            and len(other := read(_asked_as(sentence) + sentence[alt.end():], after_request=after_request, reasoned=reasoned)) == 1 \
            and one[0][0] == other[0][0] == "preference" and one[0][1].startswith("User wants ") and other[0][1].startswith("User wants "):
        # "please use bullet points or keep it to a few lines": "User wants bullet points or answers of at most a few lines"
        return [("preference", f"{one[0][1]} or {other[0][1].removeprefix('User wants ')}")]
    joint = _TWO_RULES.search(sentence)
    if joint and (joint.group("shown") or joint.group("no") or joint.group("use") or joint.group("when")
                  or (joint.group("verb") or "").lower() in lexicon.VERBS) \
            and (one := read(sentence[: joint.start()], after_request=after_request, reasoned=reasoned)):
        # "never suggest npm commands, and always run the linter before …": two rules, each with its verb, each its
        # own ("… in English, and always metric units and Celsius" is one list of how to answer)
        if other := read(sentence[joint.end():], after_request=after_request, reasoned=reasoned):
            return one + other
        if joint.group("shown"):
            return one  # "… and show me the bash": one piece of work asked beside the rule, not part of it
    text = _COMMENT.sub("", sentence.strip().rstrip(".!… "))  # "…, that's so cringe"
    if (code_only := _CODE_ONLY.match(text)) and (code_only["when"] or code_only["no"]):
        # "code only next time, no explanation", "just the code please, no explanations": how every answer is given
        return [("preference", "User wants code only" + (", without explanations" if code_only["no"] else ""))]
    # "For the rest of our work together, please, no emojis": every answer from now on (not "of this conversation")
    text = _REST_OF_OURS.sub("from now on, ", text, count=1)
    # "I'd appreciate answers that cite sources where possible": what every answer should do, asked as a liking
    text = _ANSWERS_THAT.sub(lambda m: f"always {m['rule']}", text, count=1)
    if "from now" in text.lower():  # "answer me in Swahili from now": from now on ("two weeks from now" is a date)
        text = _FROM_NOW_BARE.sub(lambda m: m.group(0) if m["unit"] else f"{m['before'] or ''}from now on", text)
    text = _ANSWERS_THEN_HOW.sub(lambda m: f"{m['how']} {m['what']}", text, count=1)  # "answers short pls": short answers
    text = _ASK_STUFF.sub("when i ask about ", text, count=1)  # "when i ask engine or yard stuff, …": about it
    # (s16) "when I ask you something, answer me short": every time, the occasion is any question
    text = _ASK_ANYTHING.sub(lambda m: m["please"] or "please ", text, count=1)
    if (zone := _ZONE_INSTEAD.match(text)) is not None:
        # "n use BD time not UTC from now": the time zone every time is given in, and the one it replaces
        return [("preference", f"User wants times given in {zone['tz']} time, not {zone['old']}")]
    text = _SPAN_FIRST.sub(lambda m: f"please {m['rest']} {m['span']}{m['tail'] or ''}", text, count=1)
    # "Please write shorter answers, I read on my phone": the answers asked for, said with a verb of giving
    text = _GIVE_ANSWERS.sub(lambda g: g["what"] + ("" if re.match(r"\s*,?\s*(?:please|pls|plz)\b", g["rest"], re.I) else " please")
                             + g["rest"], text, count=1)
    # "Always give me the source when you quote a number": the occasion said after the rule, put first as it is read
    # ("when you quote a number, always give the source"); "tell me where it comes from" asks for the source
    text = _WHEN_AFTER.sub(r"\g<when>, \g<rule>", text, count=1)
    text = _WHERE_FROM.sub("give the source", text)
    if (theirs := _THEIR_REASON.search(text)) and theirs.start() > 0 and _KEEP_IT.match(text[: theirs.start()]) \
            and not _STANDING.search(text):
        return []  # "keep it light, he'll cry if it's soppy": the piece is for him (a speech, a card), not every answer
    if _KEPT_FOR_OTHERS.search(text) and not _STANDING.search(text):
        return []  # "keep it fun for the kids": the party, the lesson or the day is for them, not every answer
    if (tone := _tone(text)) is not None:
        return [("preference", tone)]
    if (normal := _NORMAL_LENGTH.match(text)) is not None:
        # "you can go back to normal length answers now": a length asked for before (short, while typing one-handed)
        # is over (the write path ends it: Brain._length_reset)
        return [("preference", f"User wants normal length {normal.group('what').lower()}")]
    if (examples := _EXAMPLES_IN.match(text)) is not None and examples["lang"].lower() in PROGRAMMING_LANGUAGES \
            and (not examples["not"] or examples["not"].lower() in PROGRAMMING_LANGUAGES):
        no = f", no {_lang(examples['not'])}" if examples["not"] else ""
        with_ = " ".join((examples["with"] or "").split())
        return [("preference", f"User wants {examples['what'].lower()} in {_lang(examples['lang'])}{' only' if examples['only'] else ''}"
                               f"{' ' + with_ if with_ else ''}{no}")]
    if (over := _TOOL_OVER.match(text)) is not None and devtalk.known_tool(over["tool"]) and devtalk.known_tool(over["other"]):
        return [("preference", f"User prefers {over['tool']} over {over['other']}{over['for'] or ''}")]
    if (sql := _PLAIN_SQL.match(text)) is not None:
        no_orm = ", no ORMs" if re.search(r"\borms?\b", text, re.I) else ""
        return [("preference", f"User wants {sql['how'].lower()} SQL{(sql['where'] or '').lower()}{no_orm}")]
    if (allowed := _EXAMPLES_ALLOWED.match(text)) is not None and allowed["lang"].lower() in PROGRAMMING_LANGUAGES:
        return [("preference", f"User is fine with {_lang(allowed['lang'])} {allowed['what'].lower()}")]
    if (known := _NO_EXPLAINING.match(text)) is not None:
        return [("preference", f"User does not want to be told what {' '.join(known['what'].split())} is")]
    if (basics := _NO_BASICS.match(text)) is not None:
        return [("preference", f"User does not want basic {' '.join(basics['what'].lower().split())} explained")]
    if (called := _CALLED_NOT.match(text)) is not None:
        # "Don't call me mate", "never call me sweetheart": a word the user will not be called, in every answer
        return [("preference", f"User does not want to be called {called['what'].lower().strip(chr(39) + '‘’')}")]
    if (words := _LANGUAGE_WORDS_FINE.match(text)) is not None and (words["lang"] or words["lang2"]).lower() in NATURAL_LANGUAGES:
        return [("preference", f"User is fine with {_lang((words['lang'] or words['lang2']).lower())} words in answers")]
    if _SWEARING_FINE.match(text) is not None:
        return [("preference", "User is fine with swearing")]  # "You can swear, I don't mind"
    if _SIMPLE_NO_MORE.match(text):
        # "you don't have to keep the answers simple any more, my English is fine": the plain words asked for before
        # are over (the write path ends them: Brain._plain_words_reset)
        return [("preference", "User is fine with normal English")]
    if (normal := _NORMAL_EXPLAINED.match(text)) is not None:
        return [("preference", f"User is fine with normal {normal['what'].lower()}")]
    if _SHORT_NO_MORE.match(text) or _NORMAL_FINE.match(text):
        # the short answers asked for before are over (the write path ends them: Brain._length_reset)
        return [("preference", "User is fine with longer answers")]
    if (longer := _LONGER_AGAIN.match(text)) is not None:
        scope = " ".join(en.rewrite_rest(longer.group("scope") or "").split())
        fine = [("preference", f"User is fine with {' '.join(longer.group('what').lower().split())}{' ' + scope if scope else ''}")]
        if longer.group("english") and not scope:
            fine.append(("preference", "User is fine with normal English"))
        return fine
    if (steps := _MORE_STEPS.match(text)) is not None:
        return [("preference", f"User is fine with {' '.join(steps.group('n').lower().split())} steps {' '.join(steps.group('how').lower().split())}")]
    if reasoned and (kept_off := _NO_KIND_OF_FOOD.match(text)) is not None:
        # "I have type 2 diabetes, so no sugary recipes please": kept off every suggestion for as long as the reason
        return [("constraint", f"User does not want {' '.join(kept_off['x'].lower().split())} {kept_off['what'].lower()}")]
    if (off_menu := _NO_DISHES_OF.match(text)) is not None:
        # "No mushroom dishes please, can't face them at the moment haha": a food kept off every suggestion, for now
        # when said so (without the reason it is this answer's)
        for_now = " for now" if _FOR_NOW.search(off_menu["why"]) else ""
        return [("constraint", f"User wants no {off_menu['x'].lower()} {off_menu['what'].lower()}{for_now}")]
    if (zone := _TIMES_IN.match(text)) is not None:
        # "give me times in AWST please", "I'm in Perth so times in AEST please": the time zone every time is given in
        place = f"is in {zone['place']} and " if zone["place"] else ""
        return [("preference", f"User {place}wants times given in {zone['tz']}")]
    if (free := _KEEP_FREE.match(text)) is not None:
        if free["x"]:  # "keep my meals gluten-free": gluten-free meals
            return [("constraint", f"User wants {free['x'].lower()}-free {free['what'].lower()}")]
        return [("constraint", f"User wants {free['what'].lower()} free of {free['x2'].lower()}")]
    if (kept_out := _NONE_IN_YOURS.match(text)) is not None:
        # "no walnuts or pecans in your recipes please": what the assistant's recipes are never to have
        return [("constraint", f"User wants no {kept_out.group('x').lower()} in {kept_out.group('what').lower()}")]
    text = _LEAD_IN.sub("", _YOURS.sub("", text))
    # "… when explaining anything on this iPad": the device the user writes from, theirs for good (no pointer at one
    # thing of the conversation, as "this email" is)
    text = _THIS_DEVICE.sub(r"\1 my ", text)
    # "please go through things in big simple steps": how things are explained, as "explain things in …" says it
    text = _GO_THROUGH.sub(r"\g<p>explain things in ", text, count=1)
    # "pls dont give me like 10 bullet points, 3 max": the number refused is a manner of speaking, the most is the rule
    text = _NOT_SO_MANY.sub(lambda m: f"keep it to {m['n']} {m['unit']} max", text, count=1)
    if _COUNT_REFUSED.match(text):
        return []  # "dont give me 10 bullet points": a count refused says too many, not how many nor a thing never given
    # "And from now on, …": the joining word goes, the frame stays
    text = re.sub(r"^(?:and|also|oh\s+and|ok(?:ay)?\s+and|good\.?\s+and)\s*,?\s+(?=from\s+now\b|in\s+(?:the\s+)?future\b|going\s+forward\b)",
                  "", text, flags=re.I)
    # "the emails to clients please write in European Portuguese": the object first, as a non-native writer puts it
    text = _OBJECT_FIRST.sub(lambda o: f"{o['frame'] or ''}{o['verb']} {o['obj'][:1].lower()}{o['obj'][1:]} {o['rest']}, please", text)
    # "please keep using UK NHS terms": go on using them, as "use" asks
    text = re.sub(r"^((?:please|pls|plz|kindly)\s+)?(?:keep|continue|carry\s+on)\s+using\s+", r"\1use ", text, count=1, flags=re.I)
    # (newuser26) "forget the bullet points, …", "you can drop the emojis now": a shape asked for before, let go, as "no
    # more …" says it (not "stop the bullet points from wrapping": what they do, not whether; short answers are
    # _SHORT_NO_MORE's; "forget the tables, I meant the charts" corrects what was asked)
    text = _SHAPE_LET_GO.sub("no more ", text, count=1)
    text = _RATHER_YOU.sub(_rather_you, text, count=1)
    # "when you show code, rust unless I say otherwise": the language of the code, as "write code in …" says it
    text = _CODE_WHEN_SHOWN.sub(lambda m: f"write code in {m['lang']}{m['rest']}" if m["lang"].lower() in PROGRAMMING_LANGUAGES
                                else m.group(0), text, count=1)
    # "write to me in Portuguese sometimes", "talk to me in Spanish please": the language of the answers, as "answer me
    # in …" says it (a language named; "write to me in the evening" is no language)
    if (practise := _STOP_IN_PRACTISE.match(text)) and {practise["old"].lower(), practise["lang"].lower()} <= NATURAL_LANGUAGES:
        text = f"answer me in {practise['lang'].capitalize()}"
    text = _TO_ME_IN.sub(lambda m: f"{m['lead'] or ''}answer me in {m['lang']}" if m["lang"].lower() in NATURAL_LANGUAGES
                         else m.group(0), text, count=1)
    # "so Go answers from now on", "Python examples please": the language of every answer, said before it
    text = _LANGUAGE_FIRST.sub(_language_first, text, count=1)
    # "code in GDScript 2 only pls", "all code in TypeScript please": the code written, as "write code in …" says it
    text = re.sub(r"^(?:all\s+)?code\s+(?=(?:only\s+)?in\s+(?-i:[A-Z]))", "write code ", text, flags=re.I)
    text = re.sub(r"^(?:please|pls|plz|kindly)\s*,?\s+(?=from\s+now\b|in\s+(?:the\s+)?future\b|going\s+forward\b"
                  r"|when(?:ever)?\s+you\b|if\s+you\b)", "", text,
                  flags=re.I)  # "pls from now answer me in short paragraphs", "Please when you explain maths use plenty examples"
    # "you may use metric and Celsius with me from now on": leave to use other units, for good, as "use … from now on"
    text = _UNITS_FROM_NOW.sub(r"use \g<units> \g<when>", text, count=1)
    if _DONT_USE_DESCRIBED.match(text):
        # "Please do not use those little pictures, the emojis, as they come out as empty boxes": the thing by its name
        # (said after what it looks like), and why, as "…, they come out as boxes" says it
        text = _DONT_USE_DESCRIBED.sub(lambda m: f"{m['verb']} {m['name'] or m['thing']}, {m['they']}", text, count=1)
    if _YOU_CAN_NOW.match(text) and not re.search(r"\bif\b", text, re.I):
        # "Now you can explain in German, simple German": leave given for good, as the language to use from now on
        text = _YOU_CAN_NOW.sub("", text) + ("" if re.search(r"\bfrom\s+now\s+on\b", text, re.I) else " from now on")
    text = _NO_NEED.sub("don't ", text)  # "no need to say 'great question' every time": don't say it
    if (own_errors := _CORRECT_MY.match(text)) is not None:
        # "Please correct all of my mistakes strictly": every mistake of the user's, corrected, as they ask it
        how = f" {own_errors['how'].lower()}" if own_errors["how"] else ""
        return [("preference", f"User wants their {own_errors['what'].lower()} corrected{how}")]
    text = _SIMPLE_WITH_ME.sub(r"\g<v> \g<how>", text)  # "Please write simple with me": to the user, every time
    if (always := _ALWAYS_FOR_ME.match(text)) is not None and _ANSWER_NOUNS.search(always["x"]):
        text = f"{always['x']} always please"  # "always bullet points for me btw": every answer so
    # "when writing SQL, always use CTEs": the assistant's writing, as "when you write SQL" says it
    text = re.sub(r"^(when(?:ever)?)\s+writing\s+(?=\S)", r"\1 you write ", text, flags=re.I)
    # "can you stop apologising all the time?", "could you not use American spelling?": asked, as a rule
    text = _ASK_TO_STOP.sub(lambda m: "stop " if m.group("v").lower() == "stop" else "don't ", text)
    if text != sentence.strip().rstrip(".!… ") and _ASK_TO_STOP_END.search(text):
        text = _ASK_TO_STOP_END.sub("", text)
    text = _THOSE_HABIT.sub(r"\1", text)
    # "you can correct me if I write wrong": leave given, as a request
    text = re.sub(r"^(?:you\s+(?:can|may|should)|feel\s+free\s+to|please\s+do)\s+(?=(?:correct|remind|warn|challenge|quiz)\s+me\b)", "", text,
                  flags=re.I)
    # "correct me if I write wrong": each time it happens, as "when" says
    text = re.sub(r"^((?:correct|remind|warn|challenge)\s+me)\s+if\s+(?=i\b)", r"\1 when ", text, flags=re.I)
    if (asked := _ASK_STANDING.match(text)) and (asked.group("frame") or asked.group("tail")):
        text = (asked.group("frame") or "") + asked.group("rest")
    if asked := _ASK_TO_KEEP.match(text):
        text = re.sub(r"^keeping\b", "keep", asked.group("rest"), flags=re.I)
    if (forgot := _FORGET_NO.match(text)) and _LIFTABLE.fullmatch(what := forgot.group("obj").lower()):
        # "you can forget the thing about no walls of text": a rule against them withdrawn, as "… are fine now" says
        return [("preference", f"User is fine with {what}{'' if re.search(r'(?:answers|replies|explanations)$', what) else ' in answers'}")]
    if (lifted := _LIFTED.match(text)) and (lifted.group("lang") or "").lower() in NATURAL_LANGUAGES:
        return [("preference", f"User is fine with {_lang(lifted.group('lang'))} in answers")]
    if (lifted := _LIFTED.match(text)) and not lifted.group("lang") and (
            _ANSWER_NOUNS.fullmatch(what := (lifted.group("obj") or lifted.group("obj2")).lower()) or _LIFTABLE.fullmatch(what)):
        where = "" if re.search(r"(?:answers|replies|explanations)$", what) else " in answers"
        if category_attribute(what.split()[0]) == "preferred_language":
            what = what[:1].upper() + what[1:]  # "English is fine again": a language, as it is written
        return [("preference", f"User is fine with {what}{where}")]
    if voice := _SOUND_LIKE.match(text):  # "don't write like a teacher": how the answers should not sound
        return [("preference", f"User does not want the assistant to sound like {voice.group('who').lower()}")]
    if law := _UNDER_LAW.match(text):  # "keep legal answers to England and Wales law": the jurisdiction of every such answer
        return [("preference", f"User wants {law['what'].lower()} {law['kind'].lower()} under {law['where']} law"
                 + (" unless they say otherwise" if law["unless"] else ""))]
    if basics := _SKIP_BASICS.match(text):  # "skip the basics", "assume I know the chemistry, skip the basics": for good
        assumed = f", assuming they know {basics['known'].lower()}" if basics["known"] else ""
        return [("preference", f"User wants the basics skipped{assumed}")]
    if known := _ASSUME_KNOWN.match(text):  # "assume I know the chemistry": the user's level, never explained again
        return [("preference", f"User wants the assistant to assume they know {known['known'].lower()}")]
    if voice := _TALK_LIKE.match(text):  # "just talk normal to me", "talk to me like a friend"
        how = voice.group("how").lower()
        without = f", without {voice.group('without').lower()}" if voice.group("without") else ""
        if how in {"simple", "simply", "plainly"}:  # "my english not so good so please write simple"
            return [("preference", f"User wants answers in simple language{without}")]
        how = {"normal": "normally", "casual": "casually", "plain": "plainly"}.get(how, how)  # ("talk plain to me": fresh59)
        return [("preference", f"User wants the assistant to talk {how}{without}")]
    if (convention := _KEEP_CONVENTION.match(text)) and not _ONE_OFF.search(convention.group(0)):
        # "keep commit messages in conventional commits format", "keep branch names in kebab-case": a convention for a
        # kind of thing the assistant writes, named ("keep it in the same format" names none, and is about one piece)
        what = re.sub(r"^(?:all\s+)?(?:your|the|my|our)\s+", "", convention["what"].lower())
        what = re.sub(r"\bprs?\b", lambda w: w.group(0).upper(), what)
        named = convention["n1"] or convention["n2"] or convention["n3"]
        how = named if convention["n3"] else f"{named} {(convention['kind'] or convention['kind2']).lower()}"
        return [("preference", f"User wants {what} in {how}")]
    if _TO_THE_POINT.match(text):
        # "get to the point please", "no long story please, give me the point first": how every answer is to go (as
        # "keep it to the point" says it)
        return [("preference", "User wants answers to the point")]
    if order := _ORDER_ONLY.match(text):
        # "code first, explanation after pls", "when you write code for me, code first and explanation after": the
        # order of every such answer, said without a verb
        first, then = order.group("first").lower(), (order.group("then") or "").lower().replace("explain", "explanation")
        return [("preference", f"User wants {first} first" + (f", {then} after" if then else ""))]
    if always := _ALWAYS_IN.match(text):  # "always type hints in python snippets": what every such answer holds
        return [("preference", f"User wants {always.group('what')} {always.group('where')}")]
    if (code := _CODE_RULE.match(text)) and (code.group("lang") or code.group("lang2")).lower() in PROGRAMMING_LANGUAGES \
            and not _ONE_OFF.search(code.group("rule")):
        # "when you write Go, wrap errors with fmt.Errorf and %w, never panic in library code": the
        # user's rule for that language, kept as said
        lang = code.group("lang") or code.group("lang2")
        lang = lang if lang[:1].isupper() else lang.capitalize()
        # "… and avoid !!": a symbol the sentence split took, leaving the verb without its object
        rule = re.sub(r",?\s+(?:and|or|but)\s+(?:avoid|use|prefer|never|always|no)$", "", code.group("rule").strip(), flags=re.I)
        rule = re.sub(r"\s+(?:with|alongside|beside|for)\s+(?:it|them)$", "", rule, flags=re.I)  # "include a test with it": with the code
        return [("preference", f"User's rule for {lang} code: {en.rewrite_rest(rule)}")]
    ctx = None
    told_for = ""
    framed = False
    mine = None
    asked_about = False
    for_what = None
    # "when I ask you to write messages to my mum, write them in Tongan": what it asks the assistant to do
    text = re.sub(r"^(when(?:ever)?\s+)i\s+ask\s+(?:you\s+)?to\s+(?=[a-z]+\s)", r"\1you ", text, flags=re.I)
    for _ in range(2):  # "from now on, when I ask for client emails, sign them …"
        m = _FRAME.match(text)
        if not m:
            break
        framed = True
        ctx = ctx or m.group("ctx")
        if m.group("mine") and not mine:  # ("when I ask about git": what is asked about, as said)
            asked_about = re.search(r"\bask\s+(?:you\s+)?about\s*$", m.string[: m.start("mine")], re.I) is not None
        mine = mine or m.group("mine")
        if m.group("for_what") and not ctx:
            for_what = m.group("for_what")
            ctx = f"write {for_what}"
        text = text[m.end():]
        if for_what:  # "… and no emojis in them": in what the rule is for
            text = re.sub(r"\b(?P<p>in|on|to|for|from)\s+(?:them|it)\b", rf"\g<p> {for_what}", text, flags=re.I)
        if m.group("ctx") and (cut := _PLEASE_AFTER_MINE.search(m.group("ctx")) or _IMPERATIVE_IN_CONTEXT.search(m.group("ctx"))) \
                and cut.start() > 3:
            # "when you write anything for my customers keep it plain": no comma between them
            start = m.start("ctx") + cut.end()
            # ("please give also Russian translation": "also" after the verb, as a non-native writer puts it)
            text = re.sub(r"^((?:please|pls|plz)\s+)?(give|use|write|add|include)\s+also\b", r"\1also \2", m.string[start:], flags=re.I)
            ctx = m.group("ctx")[: cut.start()]
        if m.group("mine") and (cut := _PLEASE_AFTER_MINE.search(m.group("mine")) or _IMPERATIVE_IN_CONTEXT.search(m.group("mine"))) \
                and cut.start() >= 3:
            # "when i ask for recipes keep it cheap": no comma between them either ("when I ask about git just give me the
            # command": a word of three is a subject, and "just" goes with what is given)
            text = re.sub(r"^just\s+give\s+me\s+", "give me just ", m.string[m.start("mine") + cut.end():], flags=re.I)
            mine = m.group("mine")[: cut.start()]
    kept = ""
    cond = _CONDITION.search(text)
    if cond and not _POINTING.search(cond.group(0)):
        framed = True  # "correct my grammar when I write emails": every time it happens
        said = cond.group(0).lstrip(",")
        kept = en.rewrite_rest(said) if re.match(r"\s+\w+(?:\s+\w+)?\s+i\s", said, re.I) else ""
        if topic := _WE_TALK_OF.match(said):
            # "answer in Spanish when we speak of medicine": the rule holds for a subject, kept as such (the rule
            # without it would say more than was asked)
            kept = f" when the subject is {topic['what']}"
        text = text[: cond.start()] + text[cond.end():]
    pleaded = bool(_PLEASE.search(text)) or consequent
    text = _YOU_SHOULD.sub("", _PLEASE.sub(lambda p: (p.group("comma") or "") + " ", text).strip()).strip(" ,")
    if (wish := _WISH_FOR_SHAPE.match(text)) and _SHAPE.match(_STANDING_TAIL.sub("", text[wish.end():])):
        text, pleaded = text[wish.end():], True  # "I'd like concise answers": the shape of every answer, asked for
    text = _TOO_TAIL.sub("", text)  # "correct the grammar too": "too" says nothing of the rule
    text = _FOR_ME_TAIL.sub(r"\g<what>", text)  # "use British spelling in texts for me": whose texts goes without saying
    # (s16) "use New Zealand spelling for me from now", "use metric units for me": for whom every answer is, unsaid
    text = _USE_FOR_ME.sub(r"\g<what>", text, count=1)
    text = _LANGUAGE_YOU_WRITE.sub(r"\g<lang> code", text)  # "type hints in python you give me": in Python code
    text = _YOU_WRITE.sub(lambda m: f"{m.group('what')} {_participle(m.group('verb').lower())}", text)
    if ctx and (told := re.match(r"(?:suggest|give|write|show|send|draft)\s+(?:me\s+)?(?P<obj>(?!(?:anything|everything|something|stuff)\b)[\w.+#*-]+(?:\s+[\w.+#*'-]+){0,4})\s*$", ctx.strip(), re.I)) \
            and re.search(r"\b(?:it|them)\b", text, re.I):
        # "whenever you suggest SQL, write it in the Snowflake dialect": "it" is what is suggested; whom or
        # what it is for is said after the rule ("captions for my instagram": "captions …, for their instagram")
        told_what, _, told_for = told.group("obj").partition(" for ")
        text = re.sub(r"\b(?:it|them)\b", told_what, text, count=1, flags=re.I)
        told_for = re.sub(r"^(?:me|us)$", "", told_for.strip(), flags=re.I)
        framed = True
        ctx = None
    lasting = False
    if pleaded and (why := _LASTING_REASON.search(text)) and why.start() > 0:
        # "number the steps please, I lose my place easily since the stroke": a reason that lasts makes the rule last
        text, lasting = text[: why.start()].rstrip(" ,"), True
    if (ours := _WHAT_I_WRITE.search(text)) and ours.start() > 0:
        # "use go for code examples now, that's what I write all day": what the user works in, for good
        text, lasting = text[: ours.start()].rstrip(" ,"), True
    if (daily := _READ_WHERE_DAILY.search(text)) and daily.start() > 0 \
            and (daily.group("adv") or _EVERY_DAY_WORD.search(daily.group("rest"))) \
            and _ANSWER_SHAPE_WORDS.search(text[: daily.start()]):
        # "keep it to a few lines, I'm reading this on the bus home half asleep most days": the rule lasts
        text, lasting = text[: daily.start()].rstrip(" ,"), True
    if (busy := _BUSY_TONIGHT.search(text)) and busy.start() > 0 and _NO_WORD.search(text[: busy.start()]) \
            and _ANSWER_NOUNS.search(text[: busy.start()]):
        text = text[: busy.start()].rstrip(" ,")  # "don't write me essays, I've got 30 books to mark tonight"
    text = _FROM_YOU.sub(r"\g<no>", text)  # "no essays from you": every answer is from the assistant
    if not text or _ONE_OFF.search(_ANY_THAT.sub(r"\g<n> which", _RELATIVE_THAT.sub(r"\g<n> which ", text))) \
            or (ctx and _ONE_OFF.search(_MY_KIND.sub("", ctx))):
        return []
    # "run mix test before you tell me anything is fixed", "check the word count before saying a section is done": a check
    # before the assistant reports its work done is how it works every time, as "always" says
    reported = bool(_BEFORE_REPORT.search(text))
    standing = framed or bool(_STANDING.search(text)) or lasting or reported
    if reported:  # "before saying it works": before the assistant says its work (the "it") works
        text = _REPORT_GERUND.sub(lambda g: f"{g['w']} you {_REPORT_VERB.get(g['v'].lower(), g['v'])}", text)
        text = _REPORTED_IT.sub(_something_reported, text)
    parts = [p.strip() for p in re.split(r"\s*,\s*(?![^'\"]{0,80}['\"](?:[\s,;]|$))|\s*;\s*|\s+and\s+(?=keep\b|make\b|use\b)", text) if p.strip()]
    parts = [_BE_BRIEF.sub("keep it ", p) for p in parts]  # "be brief" is "keep it brief"
    parts = [_BE_PRECISE.sub(r"\g<p>keep \g<what> \g<how>", p) for p in parts]  # "be precise with dates": "keep dates precise"
    parts = [_KEPT_WRITTEN.sub(r"\g<keep>", _NOT_LONG.sub(lambda n: f"{n['p'] or ''}keep it short", p)) for p in parts]
    parts = [_ANSWER_SHORT.sub(r"\g<p>keep answers \g<how>", p) for p in parts]
    first = re.sub(r"^(?:always|also|just|and|plus)\s+", "", parts[0], flags=re.I)
    where = _context(ctx) or (f" for {en.rewrite_rest(told_for)}" if told_for else "")
    out: list[tuple[str, str]] = []
    if withdrawn := _WITHDRAWN.match(first):
        # "you can stop explaining the tax terms", "no need to translate the Spanish any more": a habit
        # of the answers withdrawn (a bare "no need to explain" is about the one answer)
        if withdrawn.group("stop") or _ANY_MORE.search(first):
            first = ("" if withdrawn.group("stop") else "don't ") + first[withdrawn.end():]
            standing = True
    if not ctx and len(parts) == 1 and (topic := _TOPIC_KEPT_OFF.match(first)) and not _ONE_OFF.search(first) \
            and (not after_request or topic.group("again") or topic.group("unless") or "ever" in first.lower().split()):
        # "please don't bring up baby stuff unless I do", "never mention my ex": a subject of the user's life kept out
        # of every answer (the user's own or a bare subject: "don't mention the price" is about this answer)
        what = re.sub(r"^my\s+", "their ", " ".join(topic.group("topic").split()), flags=re.I)
        unless = " unless they raise the subject" if topic.group("unless") else ""
        return [("constraint", f"User does not want {what} brought up{unless}")]
    prohibit = _PROHIBIT.match(first)
    if prohibit:
        rest = prohibit.group("rest")
        verb, _, obj = rest.partition(" ")
        if first.lower().startswith("avoid"):
            if verb.lower().endswith("ing") and (base := _gerund_base(verb.lower())):
                verb = base  # "avoid using bullet points": "use bullet points"
            else:
                verb, obj = "use", rest  # "avoid tables and emoji": what is not to be used
        if first.lower().startswith("stop") and verb.lower().endswith("ing"):
            # "stop giving me recipes with more than 30 min prep": from now on, not one answer
            verb = _gerund_base(verb.lower())
            unsaid = re.sub(r"^me\s+", "", obj)
            rest = f"{verb} {unsaid}"
            if verb not in {"give", "send"}:  # (given to the user: the thing itself, _noun_first)
                obj = unsaid
            standing = True
        # "stop giving me answers so long": how long they are, said after them (that "so" gives no reason)
        obj = _LENGTH_AFTER.sub(lambda g: f"{g['me'] or ''}{g['how'].lower()} {g['what']}", obj)
        obj = re.sub(r"\s+(?:so|because|since|as)\b.*$|\s+[-–—]\s+.*$", "", obj).strip()  # "… - schema drift burned me"
        # ("stop using bullet points now": from now, said last)
        obj = re.sub(r"\s+(?:from\s+now\s+on|now|going\s+forward|in\s+(?:the\s+)?future|any\s*more|ever\s+again)\s*$", "", obj, flags=re.I)
        # "never suggest Java solutions to me": whom it is said to is the user already
        obj = re.sub(r"\s+to\s+me$", "", obj, flags=re.I)
        if re.fullmatch(r"(?:me\s+)?(?:answers|replies|responses)", obj, re.I):
            return []  # "stop giving me answers so I can think": no kind of answer named, none to keep from the user
        if (not obj or re.fullmatch(r"(?:all\s+the\s+time|so\s+much|every\s+time|constantly|always|so\s+often)", obj, re.I)) \
                and verb.lower() in _BARE_HABITS and standing:
            return [("preference", f"User does not want the assistant to {verb.lower()}")]  # "please stop apologising"
        if not obj or obj.split()[0].lower() in _PARTICLES or (verb.lower() == "put" and obj.split()[0].lower() in _PUT_SELF) or not any(
                re.fullmatch(v, verb.lower()) for v in _OUTPUT_VERBS):
            return []  # "never give up", "never say never": life advice, not how to answer
        if not (standing or _ANSWER_NOUNS.search(rest) or (verb.lower() in _CONSTRAINT_VERBS and (where or reasoned or _ANY_KIND.match(obj)))):
            return []
        if _ANY_KIND.match(obj):  # "don't suggest any paid apps for me": whom it is said to is the user already
            obj = _FOR_ME.sub("", obj)
        kind = "constraint" if verb.lower() in _CONSTRAINT_VERBS else "preference"
        obj = _YOU_DO.sub(lambda m: f"{m.group('what')} {_participle(m.group('verb').lower())}", obj)
        obj = _YOU_WRITE.sub(lambda m: f"{m.group('what')} {_participle(m.group('verb').lower())}", obj)
        body = f"{en.rewrite_rest(_noun_first(obj, verb))}"
        body = _HOW_OFTEN_LAST.sub(r"\g<what> \g<done> \g<often>", body)  # "…"great question" said every time"
        if mine and not where and mine.strip().lower() not in body.lower():
            where = f" when they ask about {mine.strip()}"  # "when I ask about weather, skip the disclaimers"
        out.append((kind, f"User does not want {body}{where}"))
        for part in parts[1:]:  # "stop explaining everything in 10 steps, just tell me the fix": what to do instead
            bare = re.sub(r"^(?:and|but|just|only|instead)\s+|\s+instead$", "", part, flags=re.I)
            bare = re.sub(r"^(?:just|only)\s+", "", bare, flags=re.I)
            if _PROHIBIT.match(bare) and not _fragment(part):
                # "don't describe things by colour, and never give me images without a text version": a second
                # rule, read as if said alone
                out += [rule for rule in read(bare, reasoned=reasoned) if rule not in out]
                continue
            if (_PROHIBIT.match(bare) or _fragment(part)
                    or not re.match(r"(?:tell|give|show|say|answer|explain|use|write|keep|send|list)\b", bare, re.I)):
                continue
            if (more := _positive(bare, standing=True)) is not None:
                only = "just " if re.match(r"(?:and\s+|but\s+)?(?:just|only)\s", part, re.I) else ""
                out.append(("preference", f"User wants {only}{en.rewrite_rest(more)}{where}"))
        return out
    if not standing and len(parts) == 1 and _THE_ONE_THING.fullmatch(first):
        return []  # "just give me the answer mate, what's 15% of 240?": this answer, asked for once
    first = _THEN_EXPLAIN.sub(", then explained", first)
    if tail := _STANDING_TAIL.search(first):
        # "british spelling always pls", "sign my emails 'Ann Pike' from now on": every answer, said last;
        # the marker says the rule stands, it is no part of what is wanted
        first, standing = first[: tail.start()], True
    summary = _positive(first, standing=standing, subject=mine)
    if summary is None and ctx and _CORRECTING.match(ctx) and (explain := _EXPLAIN_WHAT.match(first)):
        # "when you correct my English, explain me the mistake": every time ("explain why it is wrong": the corrections' why)
        summary = "corrections explained" if re.match(r"(?:why|how)\b", explain.group("obj"), re.I) else f"{explain.group('obj')} explained"
    only = ""
    if summary is None and (said_only := _SHAPE_ONLY.match(first)) and _SHAPE.match(said_only["shape"]) and not _SHAPE.match(first):
        # "bullet points only please", "short answers only": the shape of every answer, "only" says no other (it stands)
        first, standing, only = said_only["shape"], True, " only"
    shape = _SHAPE.match(first) if summary is None else None
    # ("torstein here. 61. … short answers": the answers' length said bare, closing a terse note, asks for it as a
    # "please" would; "bullet points", "british spelling" said bare may be a topic)
    bare_answers = shape is not None and re.fullmatch(r"(?:short|shorter|brief|briefer|concise|simple|plain)\s+(?:answers|replies)",
                                                      first.strip(), re.I) is not None
    if shape is not None and not (bare_answers or pleaded or standing) and not shape.group("rest") and re.match(r"\s*just\s", sentence, re.I):
        # (leftovers43) "just bullet steps.", "just numbered steps": the shape said alone with "just" first asks for it as
        # "… only" does ("my manager wants just bullet steps in the doc" is no sentence of the shape alone)
        bare_answers, only = True, " only"
    if shape and (pleaded or standing or len(parts) > 1 or shape.group("rest") or bare_answers):
        summary = first[:1].lower() + first[1:] if not first[:2].isupper() and not _PROPER_FIRST.match(first) else first
        summary = _PROPER_LOWER.sub(lambda w: w.group(0).capitalize(), summary)  # "british spelling" typed in lower case
        summary = re.sub(r"^(metric|imperial)$", r"\1 units", summary, flags=re.I)  # "always metric pls"
        summary = re.sub(r"^step[\s-]by[\s-]step$", "step by step explanations", summary, flags=re.I)  # "step by step pls"
        summary += only
    if summary is not None and mine and mine.strip().lower() not in summary.lower():
        summary += f" when they ask {'about' if asked_about else 'for'} {mine.strip()}"
    if summary is None or (summary.startswith("to be ") and not kept and not _STANDING.search(text)):
        return []  # "remind me when you are done": once, not every time
    keep_it = bool(re.match(r"(?:keep|explain|say|write|tell)\s+(?:it|them|things|everything)\b", first, re.I))
    # "explain the stats like I'm five": how simply a subject is to be explained, for as long as the user is who they are
    aged = (e := _EXPLAIN_HOW.match(first)) is not None and e.group("how").lower().startswith("like ")
    if not (standing or (_ANSWER_NOUNS.search(first) and not _ADVICE_ASKED.match(first)) or where
            or (keep_it and (not after_request or (consequent and unasked))) or aged or _KEEP_KIND.match(first)
            or _KEEP_EXACT.match(first)):
        return []  # ("give me productivity tips": tips asked for now; "no productivity tips" is a rule)
    if not standing and not aged and _EXPLAIN_THIS.match(first):
        return []  # "kindly explain the rules of cricket's DRS in simple terms": this one thing, explained once
    summary = re.sub(r"^((?:no\s+)?(?:metric|imperial))$", r"\1 units", summary, flags=re.I)  # "use metric pls", "no imperial ever"
    # "could you please write larger text": the size of every answer, not a text to be written
    summary = re.sub(r"^((?:larger|bigger|large|big)\s+(?:text|font|fonts|print|letters|type))\s+written$", r"\1", summary, flags=re.I)
    extras = [_always_shape(p) or p for p in parts[1:] if _fragment(p) or (mine and _HOW_TAIL.match(p)) or _always_shape(p)
              or (summary.startswith("no ") and _UNITS_NAMED.fullmatch(p))]  # "no american units ever, grams and litres"
    if extras:
        summary += ", " + ", ".join(extras)
    summary = _AND_AVOID.sub(r" and no \g<what>", summary)
    if where and set(where.lower().split()[1:]) <= set(re.findall(r"[\w']+", summary.lower())):
        where = ""  # "when you show code, put the code first": "in code" says nothing the rule does not
    out.append(("preference", _LANGUAGE_OF.sub(_language_named, f"User wants {en.rewrite_rest(summary)}{where}{kept}")))
    for part in parts[1:]:  # "sign them 'Ayo Bankole, Editor' and keep them friendly but firm": two
        if (mine and _HOW_TAIL.match(part)) or _always_shape(part):
            continue  # "…, with usted, never tú": said of the same writing, kept in the summary above
        if _PROHIBIT.match(bare := re.sub(r"^(?:and|but|also)\s+", "", part, flags=re.I)):
            out += read(bare)  # "write it in the Snowflake dialect, and never use SELECT *"
            continue
        bare = re.sub(r"\s+(?:ever|please|pls|thanks)$", "", bare, flags=re.I)  # "… and no emojis in them ever"
        more = None if _fragment(part) else _positive(bare, standing=standing)
        if more and mine:
            more = re.sub(r"\banswers\b", mine.strip(), more, count=1)
        if more and more != summary:
            scope = "" if for_what and for_what.lower() in more.lower() else where
            out.append(("preference", f"User wants {en.rewrite_rest(more)}{scope}{kept}"))
    return out


# What the assistant does to the user's own writing, each time ("when you correct my English"), and what it is
# asked to explain then ("explain me the mistake", non-native for "explain the mistake to me")
# ("when you correct me, explain why": the user's own words corrected, said of the user)
_CORRECTING = re.compile(r"(?:correct|fix|check|review|mark|proofread|edit)\s+my\b|\bcorrect\s+me\b", re.I)
_EXPLAIN_WHAT = re.compile(r"^explain\s+(?:me\s+|to\s+me\s+)?(?P<obj>(?:the|each|every|why|how|what)\b.*)$", re.I)


def _always_shape(part: str) -> str | None:
    """'…, and always metric units and Celsius': a second shape of every answer said after the first
    instruction, kept in its summary (as it is said: "always"), capitals as said."""
    m = re.match(r"(?:and\s+|also\s+)?always\s+(?:use\s+)?(?P<shape>.+)$", part.strip(), re.I)
    if m is None or not (shape := _SHAPE.match(m.group("shape"))) or shape.group("rest"):
        return None
    said = m.group("shape")
    said = said if _PROPER_FIRST.match(said) else said[:1].lower() + said[1:]
    said = _PROPER_LOWER.sub(lambda w: w.group(0).capitalize(), said)
    return re.sub(r"^(metric|imperial)$", r"\1 units", said, flags=re.I)


# A short tail of a rule for one kind of writing ("write it formal, with usted, never tú"): the same rule.
_HOW_TAIL = re.compile(r"(?:with|never|not|no)\s+[^\W\d_][\w'-]{0,20}$", re.I)
# ("when to call the doctor" is what to say, not when: "…, then when to call the pediatrician")
# the subject a rule holds for, said of the two talking: "when we speak of medicine", "whenever we talk about money"
_WE_TALK_OF = re.compile(r"^\s+when(?:ever)?\s+we(?:'re|\s+are)?\s+(?:talk|speak|chat|discuss|writ)(?:ing|e)?\s+(?:about|of|on)\s+"
                         r"(?P<what>(?!(?:it|that|this|them)\b)[a-z][\w' -]{1,40}?)\s*$", re.I)
_CONDITION = re.compile(r",?\s+(?:even\s+)?(?:when(?:ever)?|every time|each time)\s+(?!to\s)[^,]{3,60}(?=,|$)", re.I)
# How the answers should (not) sound, said as a person they should (not) sound like: "pls dont write like a teacher",
# "stop talking like a textbook", "just talk normal to me", "talk to me like a friend" (not "write it like a poem": one piece)
_SOUND_LIKE = re.compile(r"^(?:(?:also|and|just|please|pls|so)\s+)*(?:don't|do\s+not|never|stop)\s+(?:write|talk|sound|speak|answer|reply|explain)"
                         r"(?:ing)?\s+(?:to\s+me\s+)?like\s+(?P<who>(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:teacher|textbook|robot|lawyer|professor"
                         r"|lecturer|manual|corporate\s+email|salesman|salesperson|therapist|parent|boomer|bot|chatbot|ai|encyclopedia))$", re.I)
# "skip the basics", "assume I know the chemistry, skip the basics": what the user knows already, never explained again
# "Please keep legal answers to England and Wales law unless I say otherwise", "base tax advice on Irish law": where the
# law every such answer follows is
_UNDER_LAW = re.compile(r"^(?:(?:also|and|just|please|pls|so)\s+)*(?:always\s+)?(?:keep|base|give|limit)\s+(?:all\s+|any\s+|your\s+)?"
                        r"(?P<what>legal|law|tax|employment|immigration|family\s+law)\s+(?P<kind>answers|advice|replies|questions)"
                        r"\s+(?:to|on|under|in)\s+(?P<where>(?-i:[A-Z])[\w'’-]+(?:\s+(?:and\s+)?(?-i:[A-Z])[\w'’-]+){0,3})\s+law"
                        r"(?P<unless>\s+unless\s+i\s+say\s+otherwise)?(?:\s+(?:please|pls))?$", re.I)
_SKIP_BASICS = re.compile(r"^(?:(?:also|and|just|please|pls|so)\s+)*(?:(?:you\s+can\s+)?assume\s+i\s+know\s+(?P<known>(?:the\s+|my\s+)?"
                          r"[a-z][\w -]{1,30}?)\s*(?:,|and)\s*)?(?:you\s+can\s+)?(?:skip|leave\s+out)\s+the\s+basics"
                          r"(?:\s+(?:please|pls|always))?$", re.I)
_ASSUME_KNOWN = re.compile(r"^(?:(?:also|and|just|please|pls|so)\s+)*(?:you\s+can\s+)?assume\s+i\s+know\s+(?P<known>(?:the\s+|my\s+)?"
                           r"(?:basics|[a-z]+\s+basics|chemistry|physics|maths|math|biology|medicine|law|statistics|stats|programming|python"
                           r"|javascript|linux|finance|accounting|music\s+theory))(?:\s+(?:already|well))?$", re.I)
# (fresh59: "can u talk to me like a friend not like a teacher", asked as "can you be more direct" is; "talk to me plain")
_TALK_LIKE = re.compile(r"^(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:(?:also|and|just|please|pls|so)\s+)*(?:talk|write|speak|reply|explain)\s+(?:to\s+me\s+)?(?P<how>normal|normally|casual|casually|simple|simply|plainly|plain"
                        r"|like\s+a\s+(?:normal\s+person|friend|human|mate|person))(?:\s+to\s+me)?"
                        # "…, none of that corporate speak", "…, no jargon": what the talk should leave out, said after it
                        r"(?:\s*,\s*(?:no|none\s+of\s+(?:that|the|your))\s+(?P<without>[a-z][\w -]{2,40}))?"
                        # ("talk to me like a friend, not a robot": what the talk is not to sound like)
                        r"(?:\s*,?\s+not\s+(?:like\s+)?(?:a|an)\s+(?:robot|machine|bot|textbook|lawyer|corporate\s+\w+|customer\s+service\s+\w+"
                        r"|teacher|professor|lecturer|parent|doctor))?"
                        r"(?:\s*,?\s*(?:please|pls|plz))?"
                        # ("please write simply, my English is good but not perfect": why, the user's English or reading)
                        r"(?:\s*[,;.]\s*(?:because\s+|as\s+|since\s+)?(?=my\s+(?:english|eyes|reading|dyslexia)\b|english\s+is\s+(?:not\s+)?my\b"
                        r"|i(?:'m|\s+am)\s+(?:dyslexic|not\s+(?:a\s+)?native|still\s+learning)\b)[^?]*)?$",
                        re.I)
# "keep it casual with me", "keep it short for me": the one answered is the user, always
_WITH_ME = re.compile(r"^\s+(?:with|for|to)\s+me\b(?=\s*$|\s*[,;])", re.I)
# The order of an answer said without a verb, alone or after "when you write code (for me),": "code first, explanation
# after pls" (one word first is too little: "safety first", "coffee first")
# "get to the point pls", "just cut to the point", "no long story, the point first": the point said to come at once (not
# the user's own "I'll get to the point", nor "what's the point")
_TO_THE_POINT = re.compile(r"^(?:(?:please|pls|plz)\s*,?\s+)?(?:no\s+(?:long\s+)?(?:stor(?:y|ies)|intros?|waffl(?:e|ing)|rambling|preamble)"
                           r"(?:\s*,?\s*(?:please|pls|plz))?\s*,\s*(?:just\s+)?)?(?:just\s+|always\s+)?"
                           r"(?:(?:get|go|come|cut)\s+(?:straight\s+|right\s+|directly\s+)?to\s+the\s+point"
                           r"|(?:give|tell)\s+me\s+the\s+(?:main\s+)?point\s+first|(?:the\s+)?(?:main\s+)?point\s+first"
                           r"|(?:straight|right)\s+to\s+the\s+point)"
                           r"(?:\s+(?:from\s+now\s+on|next\s+time|always|please|pls|plz))*(?:\s*,?\s*(?:please|pls|plz|thanks))?$", re.I)
_ORDER_ONLY = re.compile(r"^(?:when(?:ever)?\s+you\s+(?:write|give\s+me|send\s+me)\s+(?:me\s+)?(?:some\s+)?code(?:\s+for\s+me)?\s*,\s*)?"
                         r"(?:the\s+)?(?P<first>code|answer|summary|tl;?dr|example|conclusion|solution)s?\s+first"
                         r"(?:\s*(?:,|and|then|,\s*then|,\s*and)\s*(?:then\s+)?(?:the\s+|an?\s+)?(?:short\s+|brief\s+)?"
                         r"(?P<then>explanation|details|reasoning|context|theory|discussion|explain(?=\s*(?:it\s*)?(?:,|$|\s+(?:after|pls|please))))s?(?:\s+it)?(?:\s+(?:after|afterwards|later|below))?)"
                         r"(?:\s*,?\s*(?:pls|please|plz|thanks|ty))?$", re.I)
# "Now you can explain in German", "you can answer in Spanish from now on": the language given leave for, said once a
# "now" says it is for good (not "you can answer in English if it's easier")
_YOU_CAN_NOW = re.compile(r"^(?:(?:so|ok|okay|and)\s*,?\s+)?(?:(?P<now>now|from\s+now\s+on)\s*,?\s+)?you\s+(?:can|may|could)\s+(?:now\s+)?"
                          r"(?=(?:explain|answer|reply|write|talk|respond|speak)\s+(?:to\s+me\s+)?in\s+(?-i:[A-Z])[a-z]+\b"
                          r"(?(now)|.*\b(?:now|from\s+now\s+on)\b))", re.I)
# a thing not to be used, described, then named ("those little pictures, the emojis"), and why ("as they come out as …")
_DONT_USE_DESCRIBED = re.compile(
    r"^(?P<verb>(?:(?:please|pls|kindly)\s+)?(?:do\s+not|don't|dont|never)\s+use)\s+"
    r"(?:(?:those|these|the)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s*,\s+(?:the\s+)?(?P<name>[a-z]+)|(?P<thing>[a-z]+))"
    r"\s*,\s+(?:as|since|because)\s+(?P<they>(?:they|it)\b)", re.I)
_UNIT_WORD = r"(?:metric|imperial|celsius|fahrenheit|centigrade|centimetres|centimeters|kilometres|kilometers|miles|kilos|pounds)(?:\s+units)?"
# (why, said first: "the fellows there all work in centimetres, so I have had to learn, and you may use …"; not of the
# user, which may be a fact of its own: "I moved to the US, so you may use miles from now on")
_UNITS_FROM_NOW = re.compile(r"^(?:(?:so|ok|okay|and)\s*,?\s+|(?!(?:i|i'm|i've|we|we're|we've|my|our)\b)[^?;]{0,160}?,\s+(?:and|so)\s+)?(?:you\s+(?:can|may|could)\s+(?:now\s+)?|(?:please|pls|plz)\s+)use\s+"
                             rf"(?P<units>{_UNIT_WORD}(?:\s*(?:,|and|&)\s*{_UNIT_WORD})*)(?:\s+with\s+me|\s+for\s+me)?"
                             r"\s+(?P<when>from\s+now\s+on|now|going\s+forward|from\s+here\s+on)$", re.I)
# "always type hints in python snippets", "and always docstrings in the examples pls": a rule for every such answer said
# without its verb (only where the assistant's code or answers are; "always traffic in the morning" is no rule)
_ALWAYS_IN = re.compile(r"^(?:(?:and|also|oh\s+and)\s+)?always\s+(?P<what>(?!(?:be|been|have|had|get|got|go|do|use|need|make)\b)[a-z][\w+#.-]*"
                        r"(?:\s+[a-z][\w+#.-]*){0,2}?)\s+(?P<where>in\s+(?:(?:my|the|your|all|any|every)\s+)?(?:[\w+#-]+\s+)?"
                        r"(?:snippets|code|examples|answers|replies|scripts|functions|queries|commits|docstrings|notebooks|sql))"
                        r"(?:\s*,?\s*(?:pls|please|plz|thanks|ty))?$", re.I)
# A lead-in before the instruction: "One thing first: always answer in English".
# "dont give me like 10 bullet points, 3 max or my eyes glaze over": how many at most, said against too many
_NOT_SO_MANY = re.compile(r"^(?:(?:please|pls|plz)\s+)?(?:don'?t|do\s+not)\s+(?:give|send|show)\s+me\s+(?:like\s+)?(?:\d{1,3}|ten|twenty|fifty|a\s+hundred)\s+"
                          r"(?P<unit>bullet\s+points|bullets|paragraphs|sentences|lines)\s*,\s*(?:like\s+|just\s+)?"
                          r"(?P<n>\d|one|two|three|four|five|six)\s+(?:max|tops|at\s+most)"
                          r"(?=\s*$|\s+(?:or|because|cause|cos|cuz|since)\b|\s*[,;-])(?:.*)$", re.I)
_COUNT_REFUSED = re.compile(r"^(?:(?:please|pls|plz)\s+)?(?:don'?t|do\s+not)\s+(?:give|send|show)\s+me\s+(?:like\s+)?(?:\d{1,3}|ten|twenty|fifty|a\s+hundred)\s+"
                            r"(?:bullet\s+points|bullets|paragraphs|sentences|lines|options|ideas|suggestions)\b", re.I)
_LEAD_IN = re.compile(r"^(?:(?:one|a|quick|small|first|important|also|oh\s+and|and|ps|p\.s\.|btw|fyi|note|reminder)\s*)+"
                      r"(?:thing|note|request|reminder)?(?:\s+first)?\s*:\s*(?=\S)"
                      # "Petite affaire: always answer in English", "Rule one: never …": any short lead before an
                      # "always/never/please" (not "my rule:", "note to self:", "Mum's rule:": the user's own rules)
                      r"|^(?!.*\b(?:my|our|self|his|her|their)\b)(?![^:]*['’]s\b)[^\W\d_]+(?:\s+[^\W\d_]+){0,2}\s*:\s*"
                      r"(?=(?:always|never|please|pls|don'?t|do\s+not)\b)"
                      # "i know i said keep it short but for work stuff …": the exception to a rule said before
                      r"|^i\s+know\s+i\s+said\s+[^,.;]{3,50}?,?\s+but\s+(?=\S)", re.I)
# The assistant's own output named as "yours" ("no emojis in your answers", "even when I write
# to you in German"): a summary in the third person says it without the "you".
_YOURS = re.compile(r"\byour\s+(?=(?:answers?|repl(?:y|ies)|responses?|messages?|explanations?|output|code|emails?)\b)"
                    r"|(?<=\bwrite)\s+to\s+you\b|(?<=\btalk)\s+to\s+you\b|(?<=\bspeak)\s+to\s+you\b", re.I)
# "I'd like concise answers with references", "I want short replies": a wish whose object is the shape of
# the answers (read by _SHAPE as if said alone; "I'd like answers about X" is no shape and stays a request)
_WISH_FOR_SHAPE = re.compile(r"^(?:i(?:\s+would|'d)\s+(?:really\s+|much\s+)?like|i\s+(?:really\s+)?want|i\s+need)\s+", re.I)
_POINTING = re.compile(r"\b(?:this|that|these|those|the following|below|above|here)\b", re.I)
# Imperatives a standing instruction may open with, beyond the answer-shaping ones above.
_STANDING_VERBS = frozenset(
    """correct check proofread sign cc remind address format translate include mention label number cite round
    convert spell add put start end use give show write double-check skip flag highlight run count tally total""".split()
) | {"point out", "call out"}  # "when you review my code, point out allocations first": what to show each time


# a kind of thing the assistant gives, kept a way every time: "keep recipes kid friendly and cheap", "keep workouts short"
_KEEP_KIND = re.compile(r"keep\s+(?:all\s+)?(?:the\s+|your\s+|my\s+)?(?P<what>recipes|meals|meal\s+ideas|meal\s+plans|workouts|exercises"
                        r"|stretches|suggestions|gift\s+ideas|activities|itineraries)\s+(?P<how>(?!up\b|on\b|in\s+mind\b|coming\b|going\b)"
                        r"[a-z][\w-]*(?:\s+(?:and\s+)?[a-z][\w-]*){0,3})$", re.I)


def _positive(clause: str, *, standing: bool = False, subject: str | None = None) -> str | None:
    """The wanted thing of a positive imperative ("keep it short" → "short answers")."""
    if subject and (kept := re.match(r"keep\s+(?:it|them)\s+(?P<how>(?!up\b|on\b|in\s+mind\b|going\b|coming\b)[a-z][\w ,-]{2,60})$", clause, re.I)):
        return f"{subject.strip()} kept {kept.group('how')}"  # "when I ask for recipes, keep them cheap"
    if kept := _KEEP_KIND.match(clause):  # "keep recipes kid friendly and cheap": every recipe, as "when I ask …" says it
        return f"{kept['what'].lower()} kept {' '.join(kept['how'].split())}"
    if subject and (formal := re.match(r"write\s+(?:it|them)\s+(?P<how>formal|informal|casual|polite|simple|plain)(?:ly)?$", clause, re.I)):
        return f"{subject.strip()} written {formal.group('how').lower()}ly"  # "when I ask for an email in Spanish, write it formal"
    if subject:  # "when I ask for client emails, sign them 'Ayo' and keep them firm"
        clause = re.sub(r"\b(?:them|it)\b", subject.strip(), clause, count=1, flags=re.I)
    m = _NO_MORE.match(clause)
    if m and (doing := _NO_MORE_DOING.match(m.group("obj"))) and doing.group("v").lower() not in _ANSWERING:
        return None  # "…, so no more carrying Isla's chair up the front steps": the user's own relief, not the answers
    if m and _LIFE_ROUTINE_ENDED.search(m.group("obj")):
        return None  # (bugs60) "no more blood tests every month": a routine of the user's life ended, no rule for answers
    if m and (standing or _ANSWER_NOUNS.search(m.group("obj"))):
        return "no " + re.sub(r"\s+(?:ever|at\s+all)$", "", m.group("obj"), flags=re.I)  # "no american units ever"
    m = _BREAK_DOWN.match(clause)
    if m:  # "break tasks into small steps for me": how every plan the assistant gives should come
        return f"{m.group('what').lower()} broken {m.group('down') or ''}into {m.group('into')}".replace("  ", " ")
    m = _SKIP_PART.match(clause)
    if m:  # "skip the intros", "cut the pleasantries": a part of every answer left out, as a standing "skip" says it
        return f"the {m.group('obj').lower()} {_participle(m.group('verb').lower())}"
    m = _DO_TO_ME.match(clause)
    if m and (standing or m.group("rest").strip()):
        verb = m.group("verb").lower()
        return f"to be {_participle(verb)}{m.group('rest')}"
    m = _KEEP_TO.match(clause)
    if m and (standing or m.group("what").lower() in _KEPT_WHAT):
        what = m.group("what").lower()
        noun = "answers" if what in {"it", "them"} else what
        return f"{noun} of at most {m.group('n').lower()} {m.group('unit').lower()}{m.group('rest') or ''}"
    m = _KEEP.match(clause)
    if m and (standing or m.group("what").lower() in _KEPT_WHAT or (m.group("how").lower() in {"precise", "exact", "accurate"}
                                                                   and m.group("what").lower() in _KEPT_EXACT)):
        what = m.group("what").lower()
        noun = "answers" if what in {"it", "them", "things", "everything"} else what
        rest = re.sub(r"^\s+and\s+(?=(?:free|clear|short|light)\b)", ", ", m.group("rest"))  # "brief and free of jargon"
        # "keep answers short and in plain english": where they are said, after how they are ("short answers in plain English")
        rest = re.sub(r"^\s+and\s+(?=in\s+)", " ", rest)
        rest = _PROPER_LOWER.sub(lambda w: w.group(0).capitalize(), rest)
        rest = _WITH_ME.sub("", rest)  # "keep it casual with me": every answer is to the user, "with them" says nothing
        rest = re.sub(r"^\s+next\s+time\b", "", rest, flags=re.I)  # "keep it shorter next time": the answers from now on
        # "keep your answers short these days": a while, not for good ("for now", as _FOR_NOW reads it elsewhere)
        rest = re.sub(r"^\s+(?:these\s+days|at\s+the\s+moment|right\s+now)$", " for now", rest, flags=re.I)
        if m.group("how").lower().startswith("in "):  # "keep answers in simple English"
            return f"{noun} {m.group('how')}{rest}"
        if m.group("how").lower() == "to the point":  # "keep it to the point": the answers so (not "answers in the point")
            return f"{noun} to the point{rest}"
        if m.group("how").lower().startswith("to "):  # "keep it to bullet points": answers in them
            return f"{noun} in {m.group('how')[3:].lstrip()}{rest}"
        if re.fullmatch(_BARE_FORM, m.group("how"), re.I):  # "keep it plain English": answers in it
            return f"{noun} in {m.group('how')}{rest}"
        return f"{m.group('how').lower()} {noun}{rest}"
    m = _ANSWER_IN.match(clause)
    if m:
        how = m.group("how")
        noun = "explanations" if m.group("verb").lower() == "explain" else "answers"
        if m.group("bare"):  # "write simple English, short sentences": answers in it
            how = _PROPER_LOWER.sub(lambda w: w.group().capitalize(), how.lower())
            return f"{noun} in {how}"
        return f"{noun} {how}" if how.lower().startswith(("in ", "with ", "using ")) else f"{noun} written {how}"
    m = _EXPLAIN_HOW.match(clause)
    if m:
        rest = m.group("rest").strip(" ,")
        how = m.group("how").lower()
        if how.startswith("like "):  # "like I'm 12": simple, for that age
            what = re.sub(r"^the\s+", "", (m.group("what") or "").lower())
            return f"{'simple explanations' if not what else what + ' explained simply'}, " \
                f"{how.replace('like i', 'as if they', 1).replace(' am ', ' were ').replace(chr(39) + 'm ', ' were ')}" \
                + (f", {rest}" if rest else "")
        return f"{how} explanations" + (f", {rest}" if rest else "")
    m = _VERB_OBJ_ADV.match(clause)
    if m and not (subject or standing) and re.match(r"(?:(?:me|us)\s+)?(?:a|an|this|that|one)\b|(?:me|us)\s", m.group("obj"), re.I):
        return None  # "Write me a short ad in English": one piece of work asked for now, not how every answer is written
    if m:
        verb = m.group("verb").lower()
        return f"{m.group('obj')} {_participle(verb)} {m.group('adv')}"
    m = _MAKE_IT.match(clause)
    if m and (standing or subject):
        how = m.group("how")
        low = how.lower()
        if low in PROGRAMMING_LANGUAGES or low in _FORMATS:
            return f"{m.group('obj')} in {how if not how.islower() else how.capitalize() if low in PROGRAMMING_LANGUAGES else how}"
        return f"{how} {m.group('obj')}"
    m = _ADJ_AFTER.match(clause)
    if m and standing:  # "write tests table-driven, always": the kind of thing wanted
        return f"{m.group('how')} {m.group('obj')}"
    m = _GIVE_ME.match(clause)
    if m and re.match(r"(?:nothing|anything|something)\b", m.group("obj"), re.I):
        return None  # "put nothing after 16": what is left out of one plan, not a thing wanted
    if m and (standing or _ANSWER_NOUNS.search(m.group("obj"))
              or re.search(r"\b(?:units|metric|imperial|sources|links)\b", m.group("obj"), re.I)):
        return m.group("obj")
    # a quoted tail ends the clause ("sign them 'Ayo'"); one inside names the thing ("the 'see a doctor'
    # caveats"), its words held together (its "to" is no preposition of the clause)
    quoted = _QUOTED_INSIDE.findall(clause)
    masked = _QUOTED_INSIDE.sub(lambda q: f"\x00{quoted.index(q.group(0))}\x00", clause) if quoted else clause
    # ("always run the linter before you propose a commit": when, said of what the assistant does next)
    masked = _BEFORE_YOU.sub(lambda b: f"{b['w']} the assistant {b['v']}{'es' if re.search(r'(?:s|sh|ch|x|z|o)$', b['v']) else 's'}", masked)
    m = re.match(r"^(?P<verb>(?:point|call)\s+out|[a-z-]+)\s+(?P<obj>(?!me\b|you\b)[\w'’\x00 -]{2,60}?)"
                 r"(?P<rest>(?:\s+(?:in|with|as|at|on|by|to|into|before|after)\b.*|\s+['\"][^'\"]*['\"]?)?)$",
                 masked, re.I)
    if standing and m and " ".join(m.group("verb").lower().split()) in _STANDING_VERBS and not _ONE_OFF.search(clause) \
            and not re.match(r"\w+ing\b|up\b|on\b|going\b|away\b|off\b|out\b|around\b|(?:nothing|anything|something)\b", m.group("obj")):
        # "put nothing after 16": what is left out of one plan, said as a thing wanted
        verb, _, out = " ".join(m.group("verb").lower().split()).partition(" ")
        said = f"{m.group('obj')} {_participle(verb)}{' ' + out if out else ''}{m.group('rest')}"
        if not out and (two := _AND_VERB.match(m.group("obj"))) is not None:
            # "correct my English and explain the grammar rule": two things asked, each with its own verb
            then = re.sub(r"\s+(?:each|every)\s+time$", "", two["b"], flags=re.I)  # (how often is the rule's, said of both)
            said = f"{two['a']} {_participle(verb)} and {then} {_participle(two['verb'].lower())}{m.group('rest')}"
        return re.sub(r"\x00(\d+)\x00", lambda i: quoted[int(i.group(1))], said)
    return None


# where a second rule starts: "…, and always …", "… and never …"
# (or a verb telling the assistant what to put before the user: "no emojis in answers and show me the sql")
_TWO_RULES = re.compile(r",?\s+and\s+(?=(?:please\s+)?(?:(?:always|never|don't|do\s+not)\s+(?P<verb>[a-z]+)"
                        r"|(?P<shown>show|give|tell|send)\s+me\b"
                        # ("…, and no emojis in answers": a rule against something in every answer)
                        r"|(?P<no>no)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:the\s+|your\s+)?(?:answers|replies|responses)\b"
                        # ("keep answers brief please, and use rand for money": a second rule after a comma, said with "use")
                        r"|(?<=,\sand\s)(?P<use>use)\s+\S+(?:\s+\S+)?\s+for\b"
                        # (s16: "use New Zealand spelling, and when I ask about money give it in NZ dollars": the second
                        # rule said with its occasion first)
                        r"|(?<=,\sand\s)(?P<when>(?:when(?:ever)?|every\s+time)\s+i\s+ask\b)))", re.I)
# a request asked of the assistant: "could you …", "can you please …"
_ASKED_OF_YOU = re.compile(r"^\s*(?:could|can|would|will)\s+(?:you|u)\s+(?:please\s+|pls\s+)?", re.I)
# "please use larger text or keep the answers short": two shapes, either will do (each read as a rule of its own)
# (only after a word: a run of thousands of spaces is tried once, not from each of its spaces)
_OR_RULE = re.compile(r"(?<=[^\s,]),?\s+or\s+(?=(?:please\s+)?(?:keep|use|write|give|make|stick\s+to|send|show)\s)", re.I)
# "please use metric or keep both units", "kilometres or show both": the other half is both of what the first names
_BOTH = re.compile(r"^(?:please\s+)?(?:keep|use|give|show|write|put)\s+(?:me\s+)?both(?P<what>\s+(?:units|systems|measurements"
                   r"|versions|spellings|languages|scales))?\s*[.!]*$", re.I)
# "russian translation", "german word": a language typed in lower case, before what of it is meant
_LANGUAGE_OF = re.compile(r"\b(?P<lang>[a-z]+)(?=\s+(?:words?|translations?|versions?|spelling|sentences?|text)\b)")


def _language_named(m: re.Match[str]) -> str:
    return m["lang"].capitalize() if m["lang"] in NATURAL_LANGUAGES else m["lang"]


# "use British spelling and avoid Americanisms throughout": what is kept out, said as "no …"
_AND_AVOID = re.compile(r"\s+and\s+avoid\s+(?:using\s+)?(?P<what>[\w'-]+(?:\s+[\w'-]+){0,2}?)(?:\s+throughout)?$", re.I)
_BUT_RULE = re.compile(r",?\s+but\s+(?=(?P<verb>[a-z]+)\s)", re.I)
# (bugs62) the user's own command of a language or of reading, then "but" and how to answer: "My English is ok but reply
# simple", "my spanish is good, but please use easy words": the answers' manner, as "…, so reply simple" asks it (not "the
# plan is ok but the reply was slow": no one's language)
_ABLE_BUT = re.compile(rf"^(?:my\s+(?:{_LANGUAGES}|reading|spelling|grammar|vocabulary|eyesight)\s+(?:is|isn't|is\s+not|'s)\s+"
                       rf"|i\s+(?:can\s+)?(?:speak|read|understand|write)\s+(?:{_LANGUAGES})\s*)[^,;?]{{0,30}}?,?\s+but\s+(?P<rule>\S.*)$", re.I)
_BEFORE_REPORT = re.compile(r"^(?:(?:and|also|so|then|plus|always|please|pls)\s*,?\s+)*(?:run|check|test|lint|format|build|compile|verify|double-check|re-?run|count)\b(?!\s+(?:to|into|over|out|away|off|home|back|around|round)\b).*\b(?:before|until)\s+"
                            r"(?:you\s+(?:tell\s+me|say|report|claim|call|mark|declare|announce|decide)"
                            r"|(?:saying|telling\s+me|reporting|claiming|calling|marking|declaring|announcing))\b", re.I)
_REPORT_GERUND = re.compile(r"\b(?P<w>before|until)\s+(?P<v>saying|telling|reporting|claiming|calling|marking|declaring|announcing)\b", re.I)
_REPORT_VERB = {"saying": "say", "telling": "tell", "reporting": "report", "claiming": "claim", "calling": "call", "marking": "mark",
                "declaring": "declare", "announcing": "announce"}
_REPORTED_IT = re.compile(r"\b(?P<pre>you\s+(?:say|tell\s+me|claim|report|declare|announce))\s+(?:that\s+)?(?:it|this|that)"
                          r"(?P<post>'s\b|\s+(?=(?:is|works|passes|runs|builds|compiles)\b))"
                          r"|\b(?P<pre2>you\s+(?:call|mark|declare))\s+(?:it|this|that)\s+(?=(?:done|fixed|finished|ready|working|complete)\b)", re.I)


def _something_reported(r: re.Match[str]) -> str:
    """"you say it works" -> "you say something works", "you tell me it's fixed" -> "… something is fixed"."""
    if r["pre"]:
        return f"{r['pre']} something is" if r["post"] == "'s" else f"{r['pre']} something "
    return f"{r['pre2']} something "


# a kind of thing written to a convention, and the convention by its name
_CONVENTION_OF = (r"(?:commit\s+messages|commits|branch\s+names|branches|(?:pr|pull\s+request)\s+(?:titles|descriptions)|prs|pull\s+requests"
                  r"|(?:variable|function|method|file|class|column|table|test|module|package)\s+names|filenames|comments|docstrings|dates"
                  r"|timestamps|headings|changelogs?|release\s+notes|tags|version\s+numbers|log\s+messages|references|citations)")
_NOT_A_CONVENTION = r"(?!(?:the|a|an|same|usual|old|previous|current|this|that|other|right|correct|proper|normal|standard|new|one|my|our|your)\b)"
_KEEP_CONVENTION = re.compile(
    rf"^(?:(?:also|and|so|plus|always|please|pls)\s*,?\s+)*(?:keep|write|do)\s+(?P<what>(?:all\s+)?(?:your\s+|the\s+|my\s+|our\s+)?{_CONVENTION_OF})"
    r"\s+(?:in|as|using)\s+(?:the\s+)?(?:"
    rf"(?P<kind>format|style|convention|notation)\s+(?P<n1>{_NOT_A_CONVENTION}[\w.+#/-]+(?:\s+[\w.+#/-]+){{0,2}}?)"
    rf"|(?P<n2>{_NOT_A_CONVENTION}[\w.+#/-]+(?:\s+[\w.+#/-]+){{0,2}}?)\s+(?P<kind2>format|style|convention|notation)"
    r"|(?P<n3>[a-z]+[-_]case|(?:snake|camel|kebab|pascal|title|sentence|lower|upper)\s+case|camelCase|PascalCase|lowercase|uppercase))"
    r"(?=\s*(?:$|[,.;:!]|\s(?:please|pls|always|from\s+now\s+on|going\s+forward)\b))", re.I)
_BEFORE_YOU = re.compile(r"\b(?P<w>before|after)\s+you\s+(?P<v>(?!are\b|were\b|have\b|do\b|can\b|will\b)[a-z]+)\b", re.I)


# "skip the intros", "cut the pleasantries", "drop the disclaimers": a part of the answers left out, every time
# "break tasks into small steps for me", "split things into short chunks": the shape of every plan given
_BREAK_DOWN = re.compile(r"^(?:break|split|chunk)\s+(?P<what>tasks|things|everything|instructions|projects|work|plans|steps|answers)"
                         r"\s+(?P<down>down\s+|up\s+)?into\s+(?P<into>(?:small(?:er)?|short(?:er)?|tiny|bite-sized|manageable|clear)\s+"
                         r"(?:steps|chunks|pieces|parts|bits|tasks))(?:\s+for\s+me)?\s*$", re.I)
_PARTS_SKIPPED = r"intros|introductions|pleasantries|small\s+talk|niceties|fluff|waffle|preamble|caveats|disclaimers|recaps"
# ("skip the preamble and caveats in your answers": two such parts, and where they are left out, which is every answer)
_SKIP_PART = re.compile(rf"^(?P<verb>skip|cut|drop|ditch)\s+(?:the\s+|all\s+the\s+|any\s+)?(?P<obj>(?:{_PARTS_SKIPPED})"
                        rf"(?:\s*(?:,|and|&)\s*(?:the\s+)?(?:{_PARTS_SKIPPED}))*)"
                        r"(?:\s+(?:in|from)\s+(?:(?:your|the|all\s+your|all)\s+)?(?:answers|replies|responses))?\s*$", re.I)


# a quoted phrase with words after it in the clause ("skip the 'see a doctor' caveats")
_QUOTED_INSIDE = re.compile(r"(?<![\w'])'[^'\n]{1,60}'(?=\s+\w)|\"[^\"\n]{1,60}\"(?=\s+\w)")


# "(if you suggest editor config,) make it lua", "make them table-driven": how the thing is to be
_MAKE_IT = re.compile(r"^make\s+(?P<obj>(?!it\b|them\b)[\w -]{2,30}?)\s+(?P<how>[\w+#-]+)$", re.I)
_FORMATS = frozenset("yaml json toml markdown csv html xml".split())
# "write tests table-driven": a thing and the kind of it, said after it
_ADJ_AFTER = re.compile(r"^(?:write|make|keep|give\s+me)\s+(?P<obj>[a-z]+s)\s+(?P<how>[a-z]+-[a-z]+)$", re.I)


def _gerund_base(word: str) -> str:
    """giving → give, suggesting → suggest, stopping → stop (an output verb), else the word."""
    stem = word[:-3]
    for base in (stem, stem + "e", stem[:-1]):
        if any(re.fullmatch(v, base) for v in _OUTPUT_VERBS):
            return base
    return word


_YOU_DO = re.compile(r"\b(?P<what>anything|everything|something|whatever|what|things|stuff)\s+(?:you|u)\s+(?P<verb>[a-z]+)\b", re.I)
# "in code you write for me" → "in code written for them"
_YOU_WRITE = re.compile(r"\b(?P<what>code|scripts|tests|snippets|examples|answers|text|anything|everything)\s+(?:that\s+)?(?:you|u)\s+"
                        r"(?P<verb>write|give|generate|suggest|produce|send)\b", re.I)


# "always put type hints in python you give me": the language's code the assistant writes (said by the language alone)
_LANGUAGE_YOU_WRITE = re.compile(
    r"\b(?P<lang>" + "|".join(sorted((re.escape(w) for w in PROGRAMMING_LANGUAGES if len(w) > 2 and w.isalpha()), key=len, reverse=True))
    + r")\s+(?:code\s+)?(?:that\s+)?(?:you|u)\s+(?:write|give|generate|suggest|produce|send|show)(?:\s+(?:for\s+)?(?:me|us))?\b", re.I)
# "never suggest I book things online": what the user is told to do, not a thing suggested
_SUGGESTIONS = {"suggest": "suggestions", "recommend": "recommendations", "propose": "proposals"}
_CLAUSE_OBJECT = re.compile(r"(?:that\s+)?(?:I|we)\s+(?P<clause>(?!(?:am|was|were|have|had|has|do|did|should|could|would|will|can|might"
                            r"|must|need|'m|'d|'ll|'ve)\b)[a-z]+\b.*)$", re.I)
_PREPOSITION_FIRST = re.compile(r"^(?:to|into|onto|on|in|from|directly|straight|anything|everything|something)\b", re.I)
_RELATIVE = re.compile(r"\s+(?=(?:that|which|who)\s)", re.I)


# a second thing asked with its own verb after "and" ("correct my spelling and explain the rule")
_AND_VERB = re.compile(r"^(?P<a>\S.*?)\s+and\s+(?:then\s+)?(?:also\s+)?(?P<verb>explain|show|mark|highlight|underline|list|give)"
                       r"\s+(?:me\s+)?(?P<b>(?:the|a|an|my|each|every|any|all)\b.*)$", re.I)


def _noun_first(obj: str, verb: str) -> str:
    """'suggest Kubernetes for my side projects' → 'Kubernetes suggested for my side projects';
    'push to main directly' → 'anything pushed to main directly'; 'give me vscode instructions'
    → 'vscode instructions given'; 'add comments that repeat the code' → 'comments that repeat
    the code'; 'suggest I book things online' → 'suggestions to book things online'."""
    to_me = re.match(r"(?:me|us)\s+(?=\w)", obj, re.I) is not None
    obj = re.sub(r"^(?:me|us)\s+(?=\w)", "", obj, flags=re.I)
    if to_me and verb.lower() in {"give", "send"} and not _PREPOSITION_FIRST.match(obj) and not _RELATIVE.search(obj) \
            and not re.match(r"the\s", obj, re.I):
        # "don't give me huge walls of text": what the user does not want is the thing itself ("… walls of text
        # given" said it twice); "the answer" is one thing handed over, kept with its participle ("… the answer given":
        # hints are wanted instead)
        return obj
    if verb.lower() in _SUGGESTIONS and (told := _CLAUSE_OBJECT.match(obj)):
        return f"{_SUGGESTIONS[verb.lower()]} to {told.group('clause')}"
    if _PREPOSITION_FIRST.match(obj) and not re.match(r"(?:anything|everything|something)\b", obj, re.I):
        return f"anything {_participle(verb.lower())} {obj}"
    if _RELATIVE.search(obj):
        return obj  # what the thing is, said by its relative clause, is the rule itself
    if verb.lower() == "put" and (where := re.search(r"\s(?:under|above|below|beside|next\s+to|on|at|into|inside|after|before|in)\s", obj)):
        # "put the answers under the questions": where a thing is put, after the participle
        return f"{obj[: where.start()]} put{obj[where.start():]}"
    if verb.lower() == "describe" and (how := re.search(r"\s(?:to\s+me\s+)?(?:by|in\s+terms\s+of)\s", obj)):
        # "describe things by colour": how a thing is described, after the participle
        return f"{obj[: how.start()]} described{re.sub(r'^ to me', '', obj[how.start():])}"
    if verb.lower() in {"give", "send", "write", "show"} and _LOOK_OF_ANSWER.match(obj):
        return obj  # "don't give me huge walls of text": how the answers look, not a thing handed over ("… given")
    obj, sep0, unless = obj.partition(" without ")  # "new dependencies without asking them first": added, unless asked
    head, sep, tail = obj.partition(" for ")
    head2, sep2, tail2 = head.partition(" in ")
    thing = head2 if sep2 else head
    rest = (f" in {tail2}" if sep2 else "") + (f" for {tail}" if sep else "") + (f" without {unless}" if sep0 else "")
    return f"{thing} {_participle(verb.lower())}{rest}"


# how an answer looks when it is too much: "huge walls of text", "big blocks of writing", "long chunks of text"
_LOOK_OF_ANSWER = re.compile(r"^(?:(?:huge|big|massive|giant|long|enormous|endless|dense|great|great\s+big|these|those|any|more)\s+)*"
                             r"(?:(?:walls?|blocks?|chunks?|slabs?)\s+of\s+(?:text|writing|words)"
                             # ("don't give me long answers": how long, not a thing handed over)
                             r"|(?:long|lengthy|wordy|rambling|essay-length)\s+(?:answers|replies|responses|explanations|paragraphs|essays)"
                             # ("don't write me essays": answers as long as essays, not essays handed over)
                             r"|essays)$", re.I)


def _participle(verb: str) -> str:
    if verb in _PARTICIPLE:
        return _PARTICIPLE[verb]
    if verb.endswith("e"):
        return verb + "d"
    if re.search(r"[^aeiou]y$", verb):
        return verb[:-1] + "ied"
    return verb + "ed"


# "When you check my essays, correct the grammar too", "fix the spelling as well": a word adding this rule to the
# others, not part of what is to be done
_UNITS_NAMED = re.compile(r"(?:(?:grams|kilos|kilograms|kg|litres|liters|millilitres|milliliters|ml|metres|meters|centimetres|cm|celsius"
                          r"|fahrenheit|metric|imperial|ounces|oz|cups|pounds|lbs|pints|miles|km|kilometres|kilometers)(?:\s*(?:,|and|&|\+)\s*|$))+", re.I)
_TOO_TAIL = re.compile(r"\s+(?:too|as\s+well|also)\s*$", re.I)
# ("… in texts for me": whose texts goes without saying; "in code you write for me" keeps who it is written for)
# "no essays from you", "no long lists from you please": what comes from the assistant is every answer ("from you" says
# nothing of the rule; only after "no" and a shape of answer, _ANSWER_NOUNS)
_FROM_YOU = re.compile(r"(?:^|(?<=,\s)|(?<=,))(?P<no>no\s+(?:[a-z-]+\s+){0,3}?[a-z-]+s)\s+from\s+you\b", re.I)
# "…, I've got 30 scripts to mark tonight", "…, I have a pile of essays to grade today": a busy evening given as the
# reason of a "no"/"don't" about answers. The day is the workload's, not the rule's (the workload comes back: a
# teacher marks most nights); without a "no"/"don't"/"never" before it, "keep it short, I've got 3 calls to make
# today" stays this answer's (_ONE_OFF).
_BUSY_TONIGHT = re.compile(r"\s*[,;-]\s*(?:(?:as|since|because|cos|coz)\s+)?i(?:'ve|\s+have|\s+got|'ve\s+got|\s+have\s+got)\s+"
                           r"(?:\d+|a\s+(?:pile|stack|load|heap|mountain)\s+of|loads\s+of|lots\s+of|so\s+many)\s+"
                           r"(?:[a-z-]+\s+){0,2}?[a-z-]+s\s+to\s+(?:mark|grade|correct|check|read|write|finish|review|get\s+through)"
                           r"\s+(?:tonight|today|this\s+(?:evening|week))\s*[.!]*$", re.I)
_NO_WORD = re.compile(r"\b(?:no|don't|dont|do\s+not|never)\b", re.I)
# "keep it light, he'll cry if it's soppy", "keep it short, she hates long speeches": the reason is what the piece's reader
# (he, she) will do or feel, so the piece is written for someone else, this once
_KEEP_IT = re.compile(r"^(?:(?:please|pls|and|but|just|oh\s+and)\s+)*keep\s+it\s+(?:[a-z-]+\s+){0,2}?[a-z-]+(?:\s+(?:please|pls|mind))?$", re.I)
# "keep it fun for the kids", "want to keep it simple for the guests": a thing the user makes for others (a party, a
# class, a meal), not the shape of the assistant's answers ("keep it simple for me", "keep your answers fun for the kids"
# name the answers or the user)
_KEPT_FOR_OTHERS = re.compile(r"\bkeep\s+(?:it|things|everything)\s+(?:[a-z-]+\s+){0,3}?for\s+(?:the|my|our|all\s+the)\s+"
                              r"(?:kids|children|guests|class|pupils|students|family|little\s+ones|boys|girls|team|audience"
                              r"|group|visitors|grandkids|toddlers|teens|parents)\b", re.I)
_THEIR_REASON = re.compile(r"\s*[,;-]\s*(?:(?:as|since|because|cos|coz)\s+)?(?:he|she)(?:'ll|'d|\s+will|\s+would|\s+hates|\s+gets"
                           r"|\s+can't|\s+cannot|\s+won't|\s+doesn't|\s+does\s+not|\s+likes|\s+loves|\s+prefers|\s+always)\b", re.I)
# how long or how plain an answer is, the rule a daily reading place is the reason of
_ANSWER_SHAPE_WORDS = re.compile(r"\b(?:short|shorter|brief|concise|simple|plain|lines?|sentences?|words|paragraphs?|essays?"
                                 r"|walls?\s+of\s+text|bullet\s+points?|bullets|lists?|big\s+(?:text|font|print))\b", re.I)
_USE_FOR_ME = re.compile(r"(?P<what>\buse\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+for\s+me\b(?=\s*(?:[,.!]|from\s+now\b|now\b|$))", re.I)
_FOR_ME_TAIL = re.compile(r"(?<=\bin\s)(?P<what>(?:my\s+)?[a-z]+s)\s+for\s+me\b(?=\s*(?:[,.!]|$))", re.I)
# Words ending in -s that are one thing ("their maths is explained", "the news is summarised")
_ONE_THING_IN_S = frozenset({"maths", "physics", "news", "economics", "statistics", "stats", "series", "analysis", "thesis",
                             "css", "js", "aws", "ios", "macos", "this", "status", "bus"})


def _is_are(obj: str) -> str:
    """'their essays are checked', 'their code is reviewed': the verb agreeing with what the rule is about."""
    last = obj.split()[-1].lower() if obj.split() else ""
    plural = last.endswith("s") and not last.endswith(("ss", "us", "is")) and last not in _ONE_THING_IN_S
    return "are" if plural else "is"


# "Please correct all of my mistakes strictly", "correct my English always": the user's own mistakes, every time (not
# "correct my mistakes in this letter": one text)
_CORRECT_MY = re.compile(r"^(?:please\s+|pls\s+|and\s+)*(?:always\s+)?correct\s+(?:all\s+(?:of\s+)?|every\s+one\s+of\s+)?my\s+"
                         r"(?P<what>mistakes|errors|english|grammar|spelling)(?:\s+(?P<how>strictly|always|every\s+time|each\s+time|properly))?"
                         r"\s*(?:[,.;!]|$)", re.I)
# "Please write simple with me", "explain slowly with me": how, to the user
_SIMPLE_WITH_ME = re.compile(r"\b(?P<v>write|explain|talk|speak|answer)\s+(?P<how>simple|simply|slowly|plainly|plain|clearly)\s+with\s+(?:me|us)\b",
                             re.I)
# "always bullet points for me btw", "always short answers for me pls": what every answer is, said first
_ALWAYS_FOR_ME = re.compile(r"^always\s+(?P<x>[\w -]{3,40}?)\s+for\s+(?:me|us)\b(?:\s*,?\s*(?:btw|pls|please|thanks|thx))?\s*$", re.I)


# "when you answer me", "when you reply to me", "when you write to me": the user, in every answer (and "when you
# write for me": what is written on the user's behalf, every time)
_ANY_ANSWER = re.compile(r"(?:answer|reply|respond|write|talk|speak)(?:\s+(?:to\s+|for\s+)?(?:me|us))?", re.I)


def _context(ctx: str | None) -> str:
    """'give me frontend snippets' → ' in frontend snippets'; 'explain math' → ' when math is explained'."""
    if not ctx:
        return ""
    ctx = re.sub(r"\s+(?:please|pls|plz)$", "", ctx.strip(), flags=re.I)  # "when you give me R code please use …"
    if _ANY_ANSWER.fullmatch(ctx):
        return ""  # "when you answer me, use simple sentences": every answer, no narrower context
    m = re.match(r"(?:give|send|show|write)\s+(?:me\s+)?(?P<obj>.+)$", ctx, re.I)
    if m:
        return f" in {en.rewrite_rest(m.group('obj'))}"
    if re.fullmatch(r"(?:correct|check|fix)\s+me", ctx, re.I):
        return " when they are corrected"  # "when you correct me, explain why": the user's own words, corrected
    # ("when you check my essays", "when you proofread my chapters": the user's writing looked over, every time)
    m = re.match(r"(?P<verb>explain|describe|review|answer|summari[sz]e|teach|check|proofread|edit|mark|correct|fix)\s+(?:me\s+)?(?P<obj>.+)$",
                 ctx, re.I)
    if m:
        obj = en.rewrite_rest(m.group("obj"))
        return f" when {obj} {_is_are(obj)} {_participle(m.group('verb').lower())}"
    # "when you compare things, put the numbers in a table": the rule holds for that kind of answer
    m = re.match(r"(?P<verb>compare|recommend|suggest|plan|list|translate|calculate|estimate|quote|cite|mention|state)\s+(?P<obj>(?!(?:it|that|this|them)\b)[a-z].{1,40})$",
                 ctx, re.I)
    if m:
        verb = m.group("verb").lower()
        return f" when {verb[:-1] if verb.endswith('e') else verb}ing {en.rewrite_rest(m.group('obj'))}"
    return ""


def _fragment(part: str) -> bool:
    """A verbless tail of an instruction list ("code first", "explanation after if needed", "no intro
    paragraphs"): part of the same instruction."""
    words = part.split()
    return 1 <= len(words) <= 5 and bool(
        re.search(r"\b(?:first|after|last|only|later|below|above|if needed|at the end)\b", part, re.I)
        or (_NO_MORE.match(part) and _ANSWER_NOUNS.search(part))
        or _not_a_tool(part)
        # "show me the sql, not an orm", "give me the diff, not the whole file": what it is instead of
        or re.fullmatch(r"not\s+(?:a|an|the|any)\s+[\w' -]{2,30}", part, re.I) is not None
        # "in European Portuguese, not Brazilian": the variety it is instead of, by its name ((lo37) "answer in Spanish or
        # Basque, never French", "in Dutch, never in German": one never to be used, named)
        or re.fullmatch(r"(?:not|never)\s+(?:in\s+)?(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?", part) is not None
        # "simple English, not long sentences": what the shape is instead of
        or re.fullmatch(r"(?:and\s+)?(?:not|no)\s+(?:too\s+|very\s+|so\s+)?(?:long|big|complicated|difficult|hard|fancy|technical"
                        r"|short|brief|one-line|detailed)\s+"
                        r"(?:sentences|words|paragraphs|answers|explanations|replies|responses|ones)", part, re.I) is not None
        # "keep your answers short, bullet points if you can": a second shape of the same answers
        or re.fullmatch(r"(?:in\s+)?(?:bullet\s+points|bullets|numbered\s+lists|numbered\s+steps)(?:\s+(?:if\s+you\s+can"
                        r"|if\s+possible|where\s+possible|please|pls|ideally))?", part, re.I) is not None)


def _not_a_tool(part: str) -> bool:
    """'give me zsh snippets, not bash': a known tool refused belongs to the instruction ("…with
    real examples, not theory" is read as before)."""
    m = re.fullmatch(r"(?:not|never)\s+(?P<t>[\w.+#-]+)(?:\s+or\s+(?P<u>[\w.+#-]+))?", part, re.I)
    return m is not None and all(w is None or w.lower() in _TOOL_WORDS for w in (m.group("t"), m.group("u")))

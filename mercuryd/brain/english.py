"""Small English text helpers for the rules extractor: splitting, filtering, rewriting.

Everything here is deterministic and regex-based, compiled at import. It knows just
enough English to turn "I usually go for a run" into "User usually goes for a run" and
to tell a statement from a question, a hypothetical or an instruction.
"""

from __future__ import annotations

import bisect
import re

from mercuryd.brain import spelling
from mercuryd.brain.candidate import CONTEXT_CLOSE, CONTEXT_OPEN
from mercuryd.brain.lexicon import (
    ADJECTIVES,
    BASE_VERBS,
    FUNCTION_WORDS,
    IDENTITIES_RE,
    NATIONALITIES,
    RELIGIONS,
    VERBS,
    common,
    verbish,
)
from mercuryd.brain.vocabulary import (
    BUSINESS_KINDS,
    CODE_TOOLS,
    COUNTRIES,
    JOB_NOUNS,
    PROGRAMMING_LANGUAGES,
    RACES,
    health_condition,
    is_big_place,
    is_job_noun,
    is_worker_job,
)

_ECHO = re.compile(re.escape(CONTEXT_OPEN) + r".*?(?:" + re.escape(CONTEXT_CLOSE) + r"|\Z)", re.I | re.S)
_ECHO_TAIL = re.compile(r"\A.*?" + re.escape(CONTEXT_CLOSE), re.I | re.S)

# A message that reads like a (restated) system prompt is dropped whole.
_SYSTEM_LIKE = re.compile(
    r"\A\s*(?:system\s*:|\[system\]|<\|?system|#+\s*(?:system|instructions?)\b|you are (?:a|an|the|now)\b"
    # (not praise of the assistant, said first: "You are a lifesaver!", "you are the best, I just moved to Porto")
    r"(?!\s+(?:(?:real|total|absolute|true|actual|such|very|so|the)\s+)*(?:star|lifesaver|life\s+saver|genius|legend|gem|godsend"
    r"|angel|champ|hero|rock\s*star|saint|treasure|darling|best|greatest|man|queen|king|goat|machine|wizard|marvel|blessing)\b)"
    r"|you're (?:a|an)\s+\w*\s*(?:assistant|ai|bot|model)|as an ai\b|as a (?:large )?language model)"
    r"|you are a helpful|as an ai language model|ignore (?:all )?(?:the )?previous instructions",
    re.I,
)

_SENTENCE_END = re.compile(r"(?<!\bSt\.)(?<!\bDr\.)(?<!\bDra\.)(?<!\bMr\.)(?<!\bMs\.)(?<!\bMrs\.)(?<!\bMt\.)(?<!\bJr\.)(?<![Pp]rof\.)(?<!\bdr\.)(?<=[.!?…])\s+|\s*\n+\s*|(?<=[.!?])(?<![\s(]\.)(?<!^\.)(?=[A-Z])|;\s+"
                           # (a dot opening a word is no end: "a .NET developer")
                           # a street's "St." ends the sentence when a subject or a past verb opens the next ("…on Barkly St.
                           # Took it over in May", "…on Main St. We moved in"; not "St. Mary's")
                           r"|(?<=\bSt\.)\s+(?=(?:I|I'm|I've|We|We're|We've|My|Our|It|It's|The|This|That|But|And|So|Then|Took|Got|Had"
                           r"|Moved|Started|Opened|Bought|Been)\b)"
                           # an emoticon ends a thought: "Sara left last week :( now my new lead is Tomek"
                           r"|\s+[:;]-?[()\[\]DPp/|]+(?=\s|$)\s*")
_JOB_WORD = (r"\b(?:engineer|developer|designer|analyst|teacher|nurse|doctor|student|manager|chef|scientist|writer"
             r"|consultant|researcher|lawyer|architect|founder|artist|accountant|director|programmer|intern|editor)\b")
# Where a statement holds, said before it ("at work I use VS Code"): moved after it, so
# the clause reads as every other and the setting stays with it.
_SETTING = r"(?:at home|at work|at the office|for work|on weekends|on the weekend|in my free time|outside (?:of )?work)"
_SETTING_LEAD = re.compile(
    r"^(?P<setting>" + _SETTING + r")\s*,?\s+(?P<rest>(?:i|i'm|i've|i'd|i'll)\b.*?)(?P<end>[.!?]*)$", re.I)
_SETTING_AFTER_BUT = re.compile(r"\b(?:and|but|while|whereas)\s+" + _SETTING + r"$", re.I)
# "I live in Leeds and work as a nurse": the second verb has the same subject, "I".
_AND_SAME_SUBJECT = (r"(?:work|live|study|teach|volunteer|commute)\s+(?:as|at|in|for|from|with|near)\b"
                     # "I am 81 and live on my own in Merthyr": where the user lives, and how
                     r"|live\s+(?:alone|on\s+my\s+own|by\s+myself)\s+(?:in|near)\s+(?-i:[A-Z])"
                     # "I've lived in Tokyo for 6 years and speak decent Japanese": a second thing the user does
                     r"|speak\s+(?:(?:decent|fluent|good|basic|some|a\s+(?:bit|little)\s+of)\s+)?(?-i:[A-Z])"
                     r"|(?:play|coach)\s+(?:the\s+)?[a-z]+\s+(?:in|for|on|at|every)\b"
                     # "I teach Spanish at Sahuaro High and coach the girls' volleyball team": a team the user coaches
                     r"|coach\s+(?:the\s+|a\s+|my\s+|our\s+)?(?:[\w'’-]+\s+){0,3}?(?:team|squad|side|club|under-?\d+s?)\b"
                     # "… and study UX design part time at RMIT": what is studied, then where
                     r"|(?:study|teach)\s+(?:[\w-]+\s+){1,5}?(?:at|in)\s+(?-i:[A-Z])"
                     # "I'm 52 and just started learning to code": what the user took up, after who they are
                     r"|(?:(?:only\s+)?just\s+|recently\s+)(?:started|began)\s+(?:learning|to\s+learn|studying|to\s+study)\b"
                     # "I retired from the bench in 2021 and am writing a memoir": what the user is doing now, said after
                     r"|am\s+(?:now\s+|currently\s+|also\s+)?(?-i:[a-z])+ing\s")
# what is started, then where or when: "starting nursing school at OsloMet in August", "starting a new job with Arup
# in May", "starting at Google in September"; not a time alone ("starting in August", "starting 9 February", "starting next week")
_STARTING_THING = (r"starting\s+(?!(?:in|on|at|from|next|this|today|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday"
                   r"|sunday|soon|now|again|over|out|to|it|that|this)\b|\d)(?:[\w'’-]+\s+){1,5}?(?:at|in|on|with|from|next)\s+"
                   r"[^,.!?;]{2,40}\s*[.!]?$|starting\s+(?:work\s+)?at\s+(?-i:[A-Z])[^,.!?;]{1,60}?\s+(?:in|on|from|next)\s+[^,.!?;]{2,30}"
                   r"\s*[.!]?$")
_CLAUSE_SPLIT = re.compile(
    # "I've worked at the same company for 22 years and now they want me to reapply": what is done to the user now, a
    # clause of its own
    r"(?:,\s*|\s+)(?:and|but)\s+now\s+(?=(?:they|he|she|my\s+\w+|the\s+\w+)\s+(?:want|wants|say|says|have|has|are|is)\s)|"
    r"(?:,\s*|\s+)(?:and|but|while|whereas)\s+(?=" + _SETTING + r"\s*,?\s+(?:i|i'm|i've|i'd|i'll)\b)|"
    r"(?:,\s*|\s+)and\s+(?P<same>(?=" + _AND_SAME_SUBJECT + r"))|"
    r"(?:,\s*|\s+)(?:and|but|so|because|though|although|plus|also|and also)\s+"
    r"(?:(?:honestly|actually|really|frankly|now|then|luckily|sadly|thankfully|anyway)\s*,?\s+)?"
    r"(?=(?:(?:this|next|last)\s+(?:semester|term|year|month|week|summer|winter|spring|autumn|fall)\s+)?"
    r"(?:i|i'm|i've|i'd|i'll|my|we|we're)\b)"
    # "I start in October, which means we're moving in September": the consequence, a clause of its own
    r"|,\s+(?:which|that|this)\s+(?:(?:also|just|basically)\s+)?means(?:\s+that)?\s+(?=(?:i|i'm|i've|i'll|we|we're|we've|we'll)\s)"
    r"|,?\s+(?:and|but)\s+(?=(?:she|he|they|it)(?:'s|'re|'ve)?\s)"
    # "my sister's girls are Isla and Rosie, and they'll only eat chips": what they will do, a clause of its own (not
    # after "but": "… went well but he'll be in hospital a week" is the day's news, kept with its head)
    r"|,\s+and\s+(?=(?:she|he|they)'ll\s)|,?\s+(?:so|because|cause|cuz)\s+(?=(?:she|he|they)(?:'s|'re)?\s)|,\s+(?=(?:she|he)(?:'s\s|\s+(?:is|was|has|works|lives|studies|goes|loves|plays|teaches|turned|turns|passed|graduated|retired|calls|phones|rings|texts|visits|found|got|started|joined|moved|left|lost|won|bought)\b))|(?:,\s+|\s+)(?:but\s+)?(?=(?:everyone|everybody|people|friends|most people)\s+call)"
    r"|,\s+(?:(?:now|then|currently|also|today|recently|lately|actually|really|still)\s+)?(?=(?:i|i'm|i've|i'd|i'll|we|we're|we've|we'll)\s)|\s+-{1,2}\s+|\s+—\s+|,\s+(?=so\s+(?:please\s+)?[a-z]+\b)|\s+(?=so\s+(?:please|pls|plz)\s+[a-z]+\b)"
    # "… they use Kotlin here so now you can give Kotlin examples": leave given to the assistant, a clause of its own
    r"|\s+(?=so\s+(?:now\s+)?you\s+(?:can|may)\s)"
    r"|,\s+(?:and\s+)?(?=(?:my|our)\s+[a-z-]+(?:\s+[A-Z][\w'-]*)?\s+(?:(?:still|also|both|all)\s+)?(?:is|are|was|were|has|have|had|lives|live|works|work|just|loves|hates|can't|cannot|turns|starts"
    r"|does|doesn't|did|didn't|won't|will|would|can|could|gets|got|needs|wants|says|said|thinks|told"
    r"|found|bought|started|left|moved|took|passed|retired|lost|joined|signed)\s)"
    r"|,\s+(?=(?:from|starting|since|as of)\s+(?:next|this|last)\s+\w+\s*,?\s+(?:i|i'm|i'll|we|we're)\s)"
    # "I have new job, from October I am quality manager …": a start said first, by its month
    r"|,\s+(?=(?:from|starting\s+in|as\s+of)\s+(?:january|february|march|april|may|june|july|august|september|october"
    r"|november|december)\s*,?\s+(?:i|i'm|i'll|we|we're|i\s+am)\s)"
    # "My knee has been bad since May and the physio says no long distance": what a clinician says
    # ("…, now I can't even walk to the bus, the physio in work says Achilles tendinopathy": the same after a comma, where
    # the clinician works said)
    r"|(?:,\s*|\s+)and\s+(?=(?:the|my)\s+(?:doctor|doc|gp|physio|physiotherapist|dentist|nurse|consultant|surgeon|specialist|therapist)"
    r"\s+(?:says|said|told|tells|thinks|wants)\b)"
    # ((session 60) "knee op done, on sick leave for 6 weeks": the leave, a clause of its own, its "I'm" dropped)
    r"|,\s+(?=on\s+(?:sick|medical|maternity|paternity|parental)\s+leave\b)"
    r"|,\s+(?=(?:the|my)\s+(?:doctor|doc|gp|physio|physiotherapist|dentist|consultant|surgeon|specialist)(?:\s+(?:in|at)\s+work)?"
    r"\s+(?:says|said)\s)"
    # (lead60) "sugar is normal after the delivery, doctor stopped the insulin": what a clinician did to a medicine, a
    # statement of its own after the comma ("the" or "my" may be left out)
    r"|,\s+(?=(?:(?:the|my)\s+)?(?:doctor|doc|gp|consultant|specialist)\s+(?:has\s+)?(?:stopped|gave|put\s+me\s+on|started\s+me\s+on"
    r"|prescribed|added|switched|took\s+me\s+off|changed)\s)"
    # "I've stopped the gym, my back is bad, doing pilates instead on thursdays": what is done in its place, a dropped "I'm"
    r"|,\s+(?=[a-z]+ing\s+(?:[\w'-]+\s+){0,3}?instead\b)"
    # "I don't eat meat, been vegetarian for ten years": a dropped "I've" (restored in clauses())
    r"|,\s+(?=been\s+(?:a\s+|an\s+)?[a-z-]+(?:\s+[a-z-]+)?\s+(?:for|since)\s)"
    r"|,\s+(?=(?-i:[A-Z][a-z]+)\s+(?:got|gets|is|was|has|had|works|lives|started|starts|just|moved|landed|found)\s)"
    r"|\s+and\s+(?=(?-i:[A-Z][a-z]+)\s+(?:has|does|goes|plays|takes|is)\s+(?!(?:a|an|the)\s+(?:friend|colleague)\b))"
    # "I'm 71, retired from BNSF after 38 years as a conductor", dictated "im 71 retired from …": the working life
    # after the age, its "I'm" dropped
    r"|(?:,\s+|(?<=\s\d\d)\s+)(?:and\s+)?(?=retired\s+from\s)"
    # ("I am 74 years old, retired engineer of JR East": the former trade and where, after the age)
    r"|(?<=\syears\sold),\s+(?=retired\s+(?:[a-z][\w-]*\s+){1,2}(?:of|at|with|for)\s+(?-i:[A-Z]))"
    # "I'm learning Spanish on Duolingo, my granddaughter Elsa set it up for me": what a relative did, after the user's fact
    r"|,\s+(?=my\s+[a-z-]+\s+(?-i:[A-Z])[\w'-]+\s+(?:set|got|made|gave|helped|showed|taught|bought|signed|put|found|sent|talked"
    r"|convinced|persuaded|introduced|recommended|suggested)\s+(?:[\w'-]+\s+){0,2}?it\b)"
    # "dental hygienist in San Antonio, single mom to Jayden (8) and Mia (5)": the family after the job
    r"|,\s+(?=(?:and\s+)?(?:a\s+)?single\s+(?:mom|mum|dad|parent|mother|father)\s+(?:to|of)\b)"
    # "I live in Malmö in a house with a big garden, my husband Lars died two years ago": a death is its own news
    r"|,\s+(?=(?:and\s+)?my\s+(?:late\s+)?[a-z-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+(?:died|passed\s+away|passed|was\s+killed)\b)"
    r"|,\s+(?=(?:please|pls|plz)\s+[a-z]+\b)|,\s+(?=(?:(?:so|and|but)\s+)?(?:can|could|would|will)\s+(?:you|u)\b)|,\s+(?=(?:(?:lots|most|many|some|a\s+lot)\s+of|(?:all|half)(?:\s+of)?)\s+(?:our|my)\s)"
    r"|,\s+(?=(?:it's|it\s+is|it'll\s+be|it\s+will\s+be)\s+(?:call(?:ed)?|named)\s|(?:the|its|our)\s+name\s+is\s)"
    r"|,\s+(?=(?:we're|we\s+are|i'm|i\s+am)\s+(?:calling|naming)\s+it\s)"
    r"|\s+and\s+(?=(?:the\s+)?(?:owner|co-owner|founder|co-founder|cofounder)\s+of\s)"
    r"|,\s+(?=been\s+[a-z]+ing\b)|\s+and\s+(?=(?:would|i'd|i\s+would)\s+(?:rather|prefer)\b)|,\s+(?=got\s+(?:high|low|type|diabetes|asthma|arthritis|a\s+bad)\b)|,\s+(?=(?:my\s+)?new\s+(?:job|role|gig)\s+(?:at|with)\s)"
    r"|,\s+(?=(?:she|he)\s+(?:work|live|teach|study|go|have)\s)"
    # "our daughter Zosia is 7, she help on Saturday…": another clause about her, its verb's -s dropped
    r"|,\s+(?=(?:she|he)\s+(?:help|like|love|want|need|play|come|make|cook|speak|say|know|go)(?:e?s)?\s)"
    # "I'm deferring my final year, uni said I can come back": what someone else said, a clause of its own
    r"|,\s+(?=(?:the\s+|my\s+|our\s+)?(?!(?:which|that|who|it|this|everyone|everybody|nobody)\b)[a-z]+\s+(?:said|says)\s)"
    # "I submitted my draft on 28 August, and Dr. Walsh said it is in good shape": what someone named said
    r"|,\s+(?:and\s+)?(?=(?:(?-i:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?(?-i:[A-Z])[\w'’-]+\s+(?:said|says)\s)"
    # "I've dropped the diploma, there's just no time with the move": why, said as what there is not, a clause of its own
    r"|,\s+(?=there(?:['’]s|\s+is|\s+are|\s+was|\s+were)\s+(?:just\s+|simply\s+|really\s+|also\s+)?(?:no|not|nothing|never|too|only)\b)"
    # "Shoulder surgery done, arm in a sling, can't drive": what the user cannot do now, its "I" dropped
    r"|,\s+(?=(?:so\s+)?(?:can't|cannot|can\s+not)\s+(?:drive|walk|work(?!\s+out)|lift|cycle|run|swim|fly|travel)\b)"
    # "I'm coming off the road, took a local driving job": a second statement, its "I" dropped
    r"|,\s+(?=(?:just\s+|finally\s+|then\s+)?(?:took|started|quit|left|joined|landed|accepted)\s+(?:a|an|my|the|our)\s)"
    # "I'm Sam (they/them), doing a PhD in marine biology at UTAS": the degree, a clause of its own, its "I'm" dropped
    r"|,\s+(?=(?:currently\s+|now\s+)?doing\s+(?:a|an|my)\s+(?:[\w-]+\s+){0,2}?(?:phd|master'?s|masters|doctorate|mba|postdoc"
    r"|bachelor'?s)\s+(?:in|at)\s)"
    # "I stopped bouldering, my finger never healed, doing yoga instead": what replaces it, its "I'm" dropped
    r"|,\s+(?=(?:and\s+)?(?:doing|playing|taking|swimming|running|cycling|walking)\s+(?:[\w-]+\s+){0,2}?instead\s*[.!]?$)"
    # "I am from Kharkiv, now live in Winnipeg": where the user lives now, a clause of its own, its "I" dropped
    r"|,\s+(?=(?:and\s+|but\s+)?now\s+(?:live|based)\s+in\s+(?-i:[A-Z]))"
    # "now I change company, from 1 June I work for Raben": a statement with its start first, a clause of its own
    r"|,\s+(?=(?:from|starting(?:\s+on)?|as\s+of)\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april|may|june|july"
    r"|august|september|october|november|december)\s*,?\s+(?:i|i'm|i'll|we|we're)\s)"
    # "leaving Grab end of month, joining a startup called Carbonlens as the first ML hire": the new job, a clause of its own
    r"|,\s+(?=(?:and\s+)?(?:then\s+)?joining\s+(?:(?-i:[A-Z])|(?:a|an)\s+[\w -]{2,40}?\s+called\s+(?-i:[A-Z]))[^.!?,;]*?\s+as\s)"
    # "I accepted an offer from Monzo, moving to London in November": the move, a plan of its own, its "I'm" dropped
    r"|,\s+(?=(?:and\s+)?(?:so\s+)?moving\s+(?:back\s+)?to\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?"
    r"(?:\s+(?:in|on|at|by|next|this|from)\s+[\w ]{2,30})?\s*[.!]?$)"
    # "deaf designer here in austin, ASL is my first language": which language is the user's, a clause of its own
    r"|,\s+(?=(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2}\s+is\s+my\s+(?:(?:first|native|home|main)\s+language"
    r"|(?:mother|native)\s+tongue)\b)"
    # "I quit dispatch, starting nursing school at OsloMet in August": what the user starts, a plan of its own (its
    # month ahead, not the past of the clause before), its "I'm" dropped; not the start of what was just said ("I got
    # into nursing school, starting in August")
    r"|,\s+(?=(?:and\s+)?(?:now\s+)?" + _STARTING_THING + r")"
    # "I left the drone company, now at Skeleton Technologies": where the user works now, its "I'm" dropped
    r"|,\s+(?=(?:and\s+)?now\s+(?:at|with)\s+(?-i:[A-Z]))"
    # "I coach a U12 team in Derry, need drills for wet days": what is asked for now, its "I" dropped, a clause of its
    # own (not part of what the user does)
    r"|,\s+(?=need\s+(?!not\b)[a-z])"
    # "gf moved in, flat in walsall now": the home, told without a verb
    r"|,\s+(?=(?:new\s+|a\s+)?(?:flat|house|apartment|place|bungalow|condo|townhouse)\s+in\s+[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*)?\s+now\s*[.!]?$)"
    # "we moved out of the flat, renting a house in Tempe now": the new home, told without "I"
    r"|,\s+(?=(?:now\s+)?renting\s+(?:a|an|our|my)\s)"
    # "…, and on Tuesdays and Fridays I have a lesson": a clause of its own, its schedule said first
    r"|,\s*(?:and|but)\s+(?=(?:on\s+)?(?:every|each|(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b)[\w ,]{0,40}?\s(?:i|we)\s)"
    # "I'm not on call anymore, moved to the platform tooling team": a change told without "I"
    r"|,\s+(?=(?:just\s+|now\s+|then\s+)?(?:moved|switched|joined|transferred)\s+(?:to|from|over|here|there|back|away|abroad)\b)"
    # "…a student at the UvA in Amsterdam, originally from Valencia": where from, a clause of its own
    r"|,\s+(?=originally\s+from\s+(?-i:[A-Z]))"
    # "I'm from Lagos originally but live in Leeds", "…, live in Leeds now": where they live, a clause of its own
    r"|(?<=[a-z])(?:,\s*(?:but\s+)?|\s+but\s+)(?=(?:live|living)\s+in\s+(?-i:[A-Z]))"
    # "my sister got into med school at otago shes so smug about it": how the user sees them, run on without a stop
    r"|(?<=[a-z])(?<!\bthink)(?<!\bthat)(?<!\bsaid)(?<!\bsays)(?<!\bknow)(?<!\bfeel)(?<!\bcos)(?<!\bcause)(?<!\bwhen)(?<!\bif)"
    r"(?<!\bbecause)(?<!\bbut)(?<!\band)(?<!\bso)\s+(?=(?:she'?s|he'?s|they'?re)\s+(?:so+|really|very|such|kinda|pretty|super|sooo+)\s)"
    # "I'm Jewish so no pork in recipes please", "I'm in the UK so use British spelling": the request after the fact
    r"|\s+(?=so\s+(?:of\s+course\s+)?(?:no|never|don't|do\s+not|use|keep|give|make|avoid|skip|stop|always|explain|answer|write|talk|reply|be|go|tell"
    r"|please|pls|plz|cheap|simple|short|easy|quick|when(?=\s+you\b)|whenever(?=\s+you\b)"
    # ("I'm type 2 diabetic so watch the food ideas", "I'm Muslim so halal only please": what it asks of the answers)
    r"|watch|mind|bear|remember|factor|halal|kosher|vegetarian|veggie|vegan|nothing|only"
    # ("I'm coeliac so gluten free pls", "I'm diabetic so low sugar recipes please": the diet asked of the answers)
    r"|(?:gluten|dairy|lactose|sugar|nut|egg|meat|salt|alcohol)[- ]?free|low[- ](?:sugar|salt|fat|carb|sodium))\s+[a-z])"
    # "my wife died in 2024, and since then I have found the evenings long": how it has been since, a clause of its own
    r"|,\s+(?=(?:and\s+)?(?:ever\s+)?since\s+then\b)"
    # "my dad passed away in March so things have been hard": how it has been since, a clause of its own
    r"|,?\s+(?=so\s+(?:things|life|everything|anything|nothing|whatever|it's|it\s+has|it's\s+been|work's|money's)\b)"
    # "I love hiking, hate crowds": a second taste with its "I" dropped (restored with the self verbs)
    r"|(?:,\s*(?:but\s+)?|\s+but\s+)(?=(?:love|hate|enjoy|prefer|adore|can't\s+stand|cannot\s+stand)\s+(?!(?:it|that|this|them|you)\b)[a-z])"
    # "Misha is into climbing, Sasha plays the cello": another person's clause
    r"|,\s+(?=(?-i:[A-Z][a-z]+)\s+(?:plays|is|has|works|lives|loves|likes|goes|does|studies|teaches|runs|wants)\s)"
    # "I have the back pain again, doctor tells me no lifting…": what a clinician says, a clause of its own
    r"|,\s+(?=(?:the\s+|my\s+)?(?:doctor|doc|gp|physio|physiotherapist|dentist|specialist|surgeon|cardiologist)\s+"
    r"(?:says|said|tells\s+me|told\s+me)\s)"
    # "I hurt my back lifting a calf, physio twice a week": the treatment and how often, a clause of its own (how often is
    # the treatment's, not the injury's)
    r"|,\s+(?=(?:physio|physiotherapy|therapy|rehab|dialysis|chemo|radiotherapy|injections?)\s+(?:twice|once|three\s+times|every|\d)\b)"
    # "…on Saturday, the boys are 12 now": their age (not "the kids": a teacher's class is "the kids" too)
    r"|,\s+(?=the\s+(?:boys|girls|lads)\s+(?:are|turned)\s+\d)"
    r"|,\s+(?=the\s+(?:boss|manager|landlord|landlady)\s+(?:is|was|has|says|said|just|wants|keeps)\s)|,\s+(?=thinking\s+(?:about|of)\s+[a-z]+ing\b)|,\s+(?=been\s+(?:a|an)\s+[a-z])|,\s+(?=used to be\b)|,\s+(?=my\s+[\w-]+(?:\s+(?-i:[A-Z])[\w'-]*)?\s+and\s+i\b)|,\s+(?=(?:working on|living in|based in|studying for)\b)|,\s+(?=and\s+on\s+the\s+side\s*,?\s+(?:i|we)\s)|\s+(?=so\s+(?:can|could|would|will)\s+(?:you|u)\b)"
    r"|,\s+(?=(?:[a-z][\w-]*\s+){0,2}" + _JOB_WORD[:-2] + r"s?(?:\s+(?:now|these days))?\s*[.!]?\s*$)"
    # "I work in Shenzhen, firmware engineer for DJI": the role said after, with its employer
    r"|,\s+(?=(?:[a-z][\w-]*\s+){0,2}" + _JOB_WORD[:-2] + r"\s+(?:at|for|with)\s)",
    re.I,
)

# the greeting of the hour in the languages users mix in ("buenos días", "bom dia", "guten Morgen", "buongiorno")
_HOUR_GREETINGS = (r"buen(?:os|as)\s+(?:d[ií]as|tardes|noches)|bo[ma]\s+(?:dia|tarde|noite)|boa\s+(?:tarde|noite)"
                   r"|guten\s+(?:morgen|tag|abend)|buongiorno|buonasera|bonsoir|goedemorgen|goedemiddag|god\s+morgon|dzie[nń]\s+dobry"
                   # (Czech and Slovak "dobrý den", "dobré ráno"; Croatian, Serbian and Bosnian "dobar dan"; Slovene "dober dan";
                   # Russian and Ukrainian "dobryi den", "dobroe utro"; Hungarian "jó napot"; Turkish "günaydın")
                   r"|dobr[ýy]\s+(?:den|de[nň]|ve[cč]er)|dobr[ée]\s+r[áa]no|dobar\s+dan|dober\s+dan|dobr(?:yi|yy|iy)\s+den[']?"
                   r"|dobroe\s+utro|j[óo]\s+napot|g[üu]nayd[ıi]n")
# hello in more of the languages users greet in (Welsh, Tagalog, Swahili, Hausa, Yoruba, Sotho, Xhosa, Vietnamese,
# Korean, Mandarin, Danish, Swedish, Norwegian, Finnish, Estonian, Latvian, Russian, Arabic, Punjabi): "Shwmae. Sheep
# farmer above Bala" opens with a greeting, not with the user's name
_OTHER_GREETINGS = (r"shwmae|shw\s+mae|sut\s+mae|helo|bore\s+da|prynhawn\s+da|noswaith\s+dda|kumusta|kamusta|habari|sannu"
                    r"|bawo|dumela|molo|xin\s+ch[àa]o|annyeong(?:haseyo)?|ni\s+hao|goddag|hejsan|heisann|terve|tere|sveiki"
                    r"|privet|marhaba|sat\s+sri\s+akal"
                    # (Indonesian, Malay and Czech "halo", Icelandic "hæ", Amharic "selam", Greek "yia sou", Hindi "namaste")
                    r"|halo|hæ|selam|yia\s+sou|geia\s+sou|namaste"
                    # (Tahitian "ia ora na", Haitian Kreyòl "sak pase" and "bonjou", Kazakh "sälem")
                    r"|ia\s+ora(?:\s+na)?|ia\s+orana|sak\s+pase|sa\s+k\s+pase|bonjou|s[äa]lem"
                    # (Tongan "mālō e lelei", Samoan "talofa", Fijian "bula", Cook Islands "kia orana", Nepali "namaskar")
                    r"|m[aā]l[oō]\s+e\s+lelei|talofa(?:\s+lava)?|bula(?:\s+vinaka)?|kia\s+orana")
# what a learner calls the assistant in greeting it ("hello teacher", "teacher!!! i passed"): not the user's job
# (and, cap54, the assistant by what it is: "Hello, assistant! Fenna here" is no assistant's job)
_ADDRESS = r"(?:teacher|tutor|sir|madam|ma['’]?am|assistant|chatbot|bot)"
_LEAD = re.compile(
    # ("good morning teacher, my name is Ana": the greeting and what the assistant is called in it)
    r"^(?:(?:hi|hey|hello|hiya|hola|good\s+(?:morning|afternoon|evening)|" + _HOUR_GREETINGS + r")\s*,?\s+(?:my\s+)?(?:dear\s+)?" + _ADDRESS
    + r"(?=\s*[,!.:;)]|\s*$)"
    # "hello brother i drive …", "good news sis, passed my …": a hello or news said to the one addressed as kin or mate
    r"|(?:hi|hey|hello|hiya|heya|yo|ya|halo|(?:good|great|bad|big)\s+news)\s+(?:brother|bro|bruv|bru|sis|mate|pal|fam|man|dude"
    # ((fresh60) "Hello love, I'm Bronwyn, a retired midwife …", "hiya pet, …": the endearment the listener is greeted with)
    r"|love|luv|pet|hun|hon|darling|duck|lovey)"
    r"(?=\s*[,:!.\-–—]|\s+(?:i|i'm|im|i've|ive|we|we're|my)\b)"
    r"|(?:hi|hey|hello|hiya)\s+(?:there|all|everyone|folks)|hi|hey|hello|hiya|howya|howaya|yo|ok|okay|oh|well|so|also|and|but|actually|honestly|btw|by the way|fyi|just fyi|fwiw|for what it's worth|imo|ngl"
    # (fresh59) "honey I need you to know I'm a diabetic", "you should know that my son is deaf": what the user wants known,
    # said after the wish that it be known (not "I need you to know the rules" nor "you should know it by now")
    r"|(?:(?:honey|hon|sweetie|darling|dear|sugar)\s*,?\s+)?(?:i\s+(?:need|want|would\s+like)\s+you\s+to\s+know|i'd\s+like\s+you\s+to\s+know"
    r"|you\s+(?:should|need\s+to|ought\s+to)\s+know)(?:\s+that)?(?=\s*,?\s+(?:i|i'm|im|i've|we|we're|my|our)\s)"
    r"|for the record|for context|just so you know|to be honest|tbh|anyway|anyways|fun fact|again|yeah|yes|yep"
    # (fresh60) "Aye, Shonagh here", "aye, I drive the school bus": the Scots and northern "yes", said first
    r"|aye(?=\s*[,.!]\s)"
    # (fresh61) "Chale, my cousin says …", "chale good evening": the Ghanaian "mate", said first (no one named)
    r"|chale(?=\s*[,.!]\s|\s+(?:good\s+(?:morning|afternoon|evening)|i|i'm|my|we)\b)"
    # (fresh60) "Sooo I'm going to Tonga in July", "ohhh and my son …": "so" and "oh" drawn out, said first
    r"|so{3,}(?=\s*,?\s+(?:i|i'm|im|i've|we|we're|my|our)\b)|oh{2,}(?=\s*[,.!]?\s)"
    r"|no(?=\s*[,:!.\-–—])|nope|sure|right(?!\s+now\b)|hmm+|um+|uh+|lol|haha|thanks|thank you|cool|great|nice|oh and|also note"
    r"|remember that|remember|please remember that|please remember|please note that|please note|note that"
    r"|keep in mind that|keep in mind|in fact|plus|besides|as i said|like i said|as mentioned|by the way"
    r"|these days|right now|at the moment|lately|nowadays|currently|for now|at present|weirdly|funnily enough"
    # "on the side I run a little cider business": what the user runs besides the main work, said first
    r"|(?:and\s+)?on\s+the\s+side(?=\s*,?\s+(?:i|we)\s+(?:also\s+)?(?:run|own|have|do|make|sell|teach)\b)"
    r"|now(?=\s*,?\s+(?:i|i'm|im|i've|we|we're|my|(?:he|she)(?!\s+(?:is|was)\b))\s)"  # "Now I use Dorico SE": said now, as "I use … now"
    r"|interestingly|luckily|sadly|unfortunately|fortunately|ok so|okay so|so yeah|anyway so|guess what|instead"
    # "I am afraid we have cancelled Tenerife": bad news, said politely first (not "I'm afraid of spiders")
    r"|i(?:'m|\s+am|m)\s+afraid(?:\s+that)?(?=\s*,?\s+(?:i|i've|i'm|we|we've|we're|my|our)\s)"
    # (newuser24) "I am sorry to tell you that Kathleen died on Sunday", "I'm sad to say my uncle passed": the same, the news
    # after it of someone named too
    r"|i(?:'m|\s+am|m)\s+(?:so\s+|very\s+|deeply\s+)?(?:sorry|sad|saddened|grieved)\s+to\s+(?:tell\s+you|say|report|let\s+you\s+know"
    r"|inform\s+you)(?:\s+that)?"
    r"(?=\s*,?\s+(?:i|i've|i'm|we|we've|we're|my|our|(?-i:[A-Z])[\w'’-]+)\s)"
    # (newuser25) "I regret to inform you that my aunt died", "I am saddened to inform you that my elder brother …":
    # the same, said formally ("I regret that I shouted" is a regret, not a preface)
    r"|i\s+(?:deeply\s+)?regret\s+to\s+(?:inform\s+you|tell\s+you|say|report)(?:\s+that)?"
    r"(?=\s*,?\s+(?:i|i've|i'm|we|we've|we're|my|our|(?-i:[A-Z])[\w'’-]+)\s)"
    # ("I regret that I must withdraw from the course": the regret a politeness before what must be done; "I regret that I
    # quit" is a regret)
    r"|i\s+regret\s+that(?=\s+(?:i|we)\s+(?:must|shall\s+have\s+to|will\s+have\s+to|have\s+to|cannot|can't|am\s+unable)\s)"
    # (newuser26) "mum says dad had a mini stroke", "my sister just rang to say our gran is in hospital": news of one
    # relative, passed on by another (not "mum says I should rest", "dad says she's fine": what was said of the user or
    # of no relative is the speaker's)
    r"|(?:my\s+)?(?:mum|mom|mother|dad|father|sister|brother|wife|husband|aunt|auntie|uncle|cousin)\s+(?:says|said|told\s+me"
    r"|(?:just\s+)?(?:called|rang|phoned|texted|messaged)(?:\s+(?:me|us))?\s+to\s+say)(?:\s+that)?"
    r"(?=\s*,?\s+(?:(?:my|our)\s+)?(?:mum|mom|mother|dad|father|nan|nana|gran|granny|grandma|grandmother|grandpa|grandfather"
    r"|grandad|granddad|brother|sister|aunt|auntie|uncle|cousin)(?:\s+(?-i:[A-Z])[\w'’-]+)?\s+(?:just\s+)?(?:had|has|is|was|died|passed|got)\s)"
    r"|basically|essentially|long story short|in short"  # "ok so basically I'm a vet nurse in Perth"
    # "ok first tho im kenzie, 17": what is said first, before the task
    r"|first\s+(?:of\s+all|off|tho|though|things\s+first)"
    r"|wait(?=\s*[,!.\-–—]|\s+(?:i|i'm|im|i've|my|first)\b)"  # "oh wait im priya, 15": a second thought, said first
    # ((lead63) "ola" without its accent is a name too, "Ola had the baby": a greeting only before a comma or "!", below)
    r"|olá|ciao|moin|hola|bonjour|hallo|salut|namaste|hej|hei|servus|howdy|greetings|oi|oie|salve|merhaba|ahoj|hoi|aloha"
    # "buenos dias I am retired mechanic", "bom dia! I'm a nurse": the greeting of the hour in Spanish, Portuguese, …
    r"|" + _HOUR_GREETINGS +
    # "Good morning, my name Farida": the greeting of the hour, before a comma or "!"
    r"|good\s+(?:morning|afternoon|evening)(?=\s*[,!.\-–—])"
    # the other greetings of ``_GREETINGS`` ("Kia ora, I'm Rangi, 41, …"); one that could be a name only before a comma or "!"
    r"|kia\s+ora(?:\s+koutou)?|howzit|(?:vanakkam|namaskar(?:am)?|salaam|salam|sawubona|jambo|konnichiwa|shalom|cześć|czesc|ola"
    r"|" + _OTHER_GREETINGS + r")(?=\s*[,!.])"
    r"|wow|woah|whoa|aww+|aw|omg|yay|ooh|ah+|gosh|geez|yikes|oof|phew|dang|congrats|congratulations|hehe|yup"
    r"|eh|wah|alamak|aiyo+h?|aiya+"  # "eh i got transferred to night safari!": Singlish openers
    # (lead60) "Alhamdulillah our daughter … was born", "Mashallah, …", "Thank God, …": thanks or blessing said first
    r"|al-?hamdu?lill?ah|mash?a'?allah|subhan'?allah|thank\s+(?:god|goodness|heavens)(?=\s*[,!.\-–—]|\s+(?:our|my|i|i'm|we)\b)"
    # "Now listen, when you answer me …": a call to attention; "a charaid", "a ghràidh": "my friend", "dear" in Gaelic
    r"|(?:now\s+)?listen(?=\s*[,!.\-–—])|a\s+(?:charaid|chara|ghr[àa]idh|ghaoil)(?=\s*[,:!.])"
    # (newuser24) "A small request, if I may: would you …", "One favour: …": a request announced, before its colon
    r"|(?:a|one|just\s+a)\s+(?:small\s+|little\s+|quick\s+|last\s+)?(?:request|favou?r)(?:\s*,?\s*if\s+i\s+may)?(?=\s*:)"
    r"|ugh+|(?:oh\s+)?lord|welp|jeez|sheesh|bruh|abeg|how\s+far(?=\s*[,!.])"  # "abeg", "how far!": Nigerian Pidgin's "please", "hi"
    # "Bloody hell, got kicked by a heifer", "Crikey!": dismay, said first; "Brethren,", "Menina,": who is spoken to
    r"|(?:bloody\s+hell|damn|dammit|blimey|crikey|strewth|brethren|menina)(?=\s*[,!.])"
    r"|eish|yoh|haibo|argh+|sigh(?=\s*[,!.\-–—]|\s+(?:i|i'm|im|i've|my|the|we|our)\b)"  # "eish the doctor says …": South African dismay
    # ("ay the doctor says …", "uy, my back": Spanish dismay, before the clause it colours)
    r"|(?:ay|ayy+|uy)(?=\s*[,!.\-–—]|\s+(?:the|my|i|i'm|we|our)\s)"
    r"|no cap|ngl|lowkey|highkey|deadass|fr fr|istg|tbf"
    # a long-winded opening: "By way of introduction, I am …", "I ought to mention, since it bears on what follows, that …"
    r"|by\s+way\s+of\s+(?:an\s+)?introduction|to\s+introduce\s+myself|(?:a\s+)?(?:little\s+|quick\s+)?bit\s+about\s+me"
    r"|i\s+(?:should|ought\s+to|must|might\s+as\s+well)\s+(?:perhaps\s+|probably\s+|first\s+)?(?:mention|add|say|note|point\s+out|explain|confess"
    # (newuser28) "I should tell you I'm lactose intolerant", "I should let you know that …": the telling, said first
    r"|admit|tell\s+you|let\s+you\s+know)(?:\s*,\s*(?:since|as|because|though|before)\s[^,.!?\n]{1,80},)?(?:\s+that)?"
    r"|heads[\s-]?up|just\s+a\s+heads[\s-]?up|fair\s+warning"
    # "This is to inform you that I have shifted to Pune", "Kindly note that …": a formal letter's opening
    r"|this\s+is\s+to\s+inform\s+you\s+that|i\s+(?:wish|would\s+like)\s+to\s+inform\s+you\s+that|(?:kindly|please)\s+be\s+informed\s+that"
    r"|kindly\s+note\s+that|i\s+(?:must|have\s+to|need\s+to)\s+inform\s+you\s+that"  # "heads up I'm 5 months pregnant": a warning of what follows
    r"|if you can|if possible|when you can|if you don't mind|if that's ok|if it's ok|quick one|quick question|one thing(?:\s+before\s+we\s+(?:start|begin))?"
    # "As to the manner of your responses, I would be grateful if …": what the instruction is about, said first
    r"|(?:as\s+(?:to|for|regards)|regarding|with\s+regard\s+to|concerning)\s+(?:the\s+)?(?:(?:manner|way|format|style|form|tone"
    r"|length)\s+of\s+)?(?:your\s+)?(?:responses|answers|replies)(?=\s*,)"
    r"|(?:one\s+)?(?:quick|small|little|last|more|other)\s+(?:thing|request|note)(?=\s*:)|another (?:thing|request)(?=\s*:)"
    # "First, a request: no emoji in your answers", "Before we begin, I must ask you to use British spelling": the order
    # of what is said, and the asking, said first (what is asked follows)
    r"|(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|lastly)(?=\s*,)|a\s+(?:quick\s+|small\s+)?request(?=\s*:)"
    r"|before\s+we\s+(?:begin|start)(?=\s*,)|i\s+(?:must|would|will|have\s+to|need\s+to)\s+ask\s+you\s+to(?=\s+(?:always\s+|never\s+)?(?:use|write|keep|answer|reply|give|avoid|spell|call))"
    r"|(?:quick|random|dumb|silly|small|odd)\s+(?:q|qn|question)(?=\s*[,:!.\-–—])|(?:dear|respected)\s+(?:assistant|ai|bot|sir|madam|ma'am|claude|chatgpt)(?:\s*(?:/|\bor\b|\band\b)\s*(?:sir|madam|ma'am))?(?=\s*,)"
    # "Ok confession I'm eating meat again": an admission, said first (what it admits follows)
    r"|(?:small\s+|full\s+|little\s+)?confession(?:\s+time)?(?=\s*[,:!.\-–—]|\s+(?:i|i'm|im|i've|ive|we|we're|my)\b)"
    # "ya im a full time streamer": "yeah", typed short, before what the user is
    r"|ya(?=\s+(?:i|i'm|im|i've|ive|we|we're)\b)"
    # "sorry correction, we're expecting in june not may": the words of a correction, before what is put right
    r"|(?:sorry\s*,?\s*)?correction(?=\s*[,:!.\-–—])"
    r"|update|news|(?:personal|family|some|more|happy|other|work)\s+news|big news|good news|great news|exciting news|small update|big changes?(?=\s*[,:!.\-–—]|\s+(?:i|i'm|we|we're|my)\s)|life update|"
    r"(?:so\s+|well\s+)?it's\s+(?:official|final|done|settled|confirmed|happening)(?=\s*[,:!.\-–—])"
    # telling that one tells ("I wanted to tell ya I just joined…"): the news is what follows
    r"|(?:i\s+)?(?:just\s+)?(?:wanted|want|have|had|gotta|got)\s+to\s+(?:tell|let)\s+(?:you|ya|u)(?:\s+know)?(?:\s+that)?"
    r"|(?:i\s+)?(?:just\s+)?want(?:ed)?\s+(?:you|ya|u)\s+to\s+know(?:\s+that)?"
    # "It also means I'm dropping the master's", "which means we're moving in May": a consequence,
    # told as what the user does
    r"|(?:it|this|that|which)\s+(?:(?:also|just|basically|of\s+course)\s+)?means(?:\s+that)?(?=\s+(?:i|i'm|im|i've|i'll|we|we're|we've|we'll)\b))"
    r"(?:\s*[,:!.\-–—]\s*|\s+)",
    re.I,
)
_GREETINGS = (r"hi|hey|hello|hiya|howya|howaya|yo|howdy|greetings|good (?:morning|afternoon|evening)|olá|ola|ciao|moin|hola"
              r"|bonjour|hallo|salut|namaste|hej|hei|servus|oi|oie|salve|merhaba|ahoj|cześć|czesc|hoi|aloha"
              r"|vanakkam|namaskar|namaskaram|salaam|salam|sawubona|jambo|konnichiwa|shalom|howzit|kia\s+ora"
              r"|" + _OTHER_GREETINGS + r"|" + _HOUR_GREETINGS)
_GREETING = re.compile(rf"^(?:{_GREETINGS})\b", re.I)
_LEADING_SYMBOLS = re.compile(r"^[^\w\"']+")
# (not the weather: "Been raining sideways all week", "been bucketing down since lunch" has no "I" dropped)
_FRAGMENT = re.compile(r"^(?:just\s+|recently\s+)?been\s+(?:(?:busy|really|mostly|super)\s+)?(?=\w+ing\b)"
                       r"(?!(?:raining|snowing|drizzling|sleeting|hailing|thundering|storming|teeming|spitting"
                       r"|(?:pouring|bucketing|lashing|chucking\s+it|tipping\s+it|hammering)\s+(?:down|with\s+rain)|blowing\s+a\s+gale)\b)",
                       re.I)
# "Dyed my hair last week - come see!": a past event with its time, the "I" dropped
_DATED_PAST_FRAGMENT = re.compile(
    r"^(?=[a-z]+ed\s+(?:my|a|an|the|our|some|two|three)\b[^?]*\b(?:yesterday|last\s+\w+|\w+\s+ago|this\s+(?:morning|past))\b)",
    re.I)
# "When I was younger, my family and I went …": when in life, then the statement
_LIFE_TIME = re.compile(r"^when\s+i\s+was\s+(?:younger|little|a\s+kid|a\s+child|a\s+teen(?:ager)?|in\s+(?:college|school|uni"
                        r"|university|high\s+school))\s*,\s*", re.I)
# a job lost, said without "I was": "made redundant from the council in June", "just laid off"
_JOB_LOST_FRAGMENT = re.compile(r"^(?:(?:just|finally|officially|recently)\s+)?(?:made\s+redundant|laid\s+off|let\s+go)\b"
                                r"(?!\s+(?:of|some|two|three|four|five|\d|the\s+(?:whole|team|staff)))", re.I)
# what the user cannot do now, said without "I" ("can't drive for six weeks", "Can't lift anything heavy")
_CANT_FRAGMENT = re.compile(r"^(?:(?:so|still)\s+)?(?:can't|cannot|can\s+not)\s+(?:drive|walk|work(?!\s+out)|lift|cycle|run|swim|fly|travel)\b"
                            r"(?![^.!?]*\b(?:you|u)\b)", re.I)
_PAST_FRAGMENT = re.compile(
    r"^(?=(?:(?:just|finally|already|also|recently|then|since)\s+)?(?:got|started|moved|relocated|landed|joined|finished|quit|switched|signed|went|came|left|hired|retired|changed"
    # ((lead60) "arrived in Stuttgart, …": come to where the user now is)
    r"|arrived(?=\s+(?:in|at)\s+(?-i:[A-Z]))"
    # ((lead62) "accepted the Berlin offer. resigned today": an offer taken, the "I" dropped; "accepted into the programme",
    # "accepted by Oxford" are said of the user as its object)
    r"|accepted(?=\s+(?:the|an?|my|our|their)\s)"
    # ("found a two-bed flat in Morningside, dogs allowed", "Found a little house in Observatory": a home found, a word or
    # two about it before it)
    r"|found\s+(?:a|an|our|my)\s+(?:[\w-]+\s+){0,2}?(?:house|flat|apartment|place|home|condo|job|room|cottage|studio|bungalow)\b(?!\s+(?:to|for)\b)"
    # ("entered the Comrades in June": a race entered)
    r"|(?:entered|did|finished|completed)\s+(?:the|a|an|my)\s+(?:[\w'-]+\s+){0,3}?(?:race|run|half|marathon|10k|5k|triathlon|ultra|parkrun|sportive)\b"
    r"|bought|sold|passed|failed|graduated|lost|won|booked|adopted|launched|shipped|married|decided|dropped|had"
    r"|took|made|visited|met|tried|ran|volunteered|attended|organized|organised|completed|published|released"
    r"|ditched|swapped|traded|gave\s+up|stopped|packed\s+in|jacked\s+in|paused|shelved|deferred|postponed"
    # "cancelled the Mexico trip, flights too dear": a plan called off, the "I" dropped
    r"|cancell?ed|called\s+off|scrapped"
    # "Just handed in my dissertation!", "submitted my thesis": work handed over
    r"|handed\s+in|submitted|defended|sent\s+off|turned\s+in"
    # ("sent the novel off today!!": the work named between)
    r"|sent\s+(?:the|my|our)\s+(?:[\w'-]+\s+){0,3}?(?:novel|book|manuscript|draft|thesis|dissertation|translation|script"
    r"|screenplay|paper|article|chapter|report|proposal|application|portfolio|album|tracks?|mix|edit|proofs?)\s+off)\b"
    # "Organised is perhaps too generous a word", "Married was the plan": the word is the subject, no "I" dropped
    r"(?!\s+(?:is|was|are|were|isn't|wasn't|seems|sounds|feels|means|would|might|may)\b))"
    # "Took the older lads some persuading", "took my mum ages to learn": what it took them, not what the user took
    r"(?!took\s+(?:[\w'-]+\s+){1,3}(?:(?:some|a\s+(?:lot\s+of|bit\s+of|little))\s+(?:persuading|convincing|coaxing|nagging"
    r"|getting\s+used\s+to|time|work|effort)|a\s+while|ages|forever|a\s+long\s+time)\b)",
    re.I,
)
# "wanna lose 30 lbs by summer", "want to learn Welsh before the trip": a goal typed on a phone, the "I" dropped (only
# verbs of a goal: "want to see a pic?" is an offer)
_WANT_FRAGMENT = re.compile(r"^(?:want|wanna|need|hoping|hope|aiming|plan)\s+(?:to\s+)?(?=(?:lose|learn|save|run|finish|pass|quit"
                            r"|retire|become|build|buy|train|get\s+(?:fit|my|a|back|into)|move\s+to|travel|visit|open|start\s+(?:my|a|an)"
                            # "want to do a levels at sgs college after", "wanna be a vet": a student's next step
                            r"|be\s+an?\s+(?:[a-z-]+\s+)?(?:" + "|".join(map(re.escape, sorted(JOB_NOUNS, key=len, reverse=True))) + r")|study|go\s+to\s+(?:uni|university|college)|apply\s+(?:to|for)"
                            r"|do\s+(?:my\s+|an?\s+)?(?:a[\s-]?levels?|gcses?|the\s+ib|ib|btecs?|highers|degree|masters?|phd|medicine|law"
                            r"|nursing|engineering|an\s+apprenticeship)"
                            # "want to do midwifery at uni": a subject at a place of study
                            r"|do\s+(?!(?:my|the|a|an|some|something|anything|stuff|this|that|it)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+at\s+(?:uni|university|college))\b)",
                            re.I)
# an injury said alone, its "I have" dropped ("Stress fracture in my left foot.", "sprained ankle, ugh"): a sentence of
# nothing else (not "broken wrist cast removal", "a torn hamstring is the worst")
_INJURY_PART = (r"(?:wrist|ankle|arm|leg|foot|collarbone|rib|ribs|toe|finger|hand|elbow|shoulder|knee|hip|hamstring|calf|achilles"
                r"|acl|meniscus|ligament|nose|jaw)")
_INJURY_FRAGMENT = re.compile(r"^(?:an?\s+)?(?:(?:stress|hairline)\s+fracture(?:\s+in\s+my\s+(?:(?:left|right)\s+)?" + _INJURY_PART + r")?"
                              r"|(?:broken|fractured|sprained|torn|dislocated)\s+(?:(?:left|right)\s+)?" + _INJURY_PART + r")"
                              r"(?:\s*,\s*(?!(?:is|was|are)\b).*|\s*[.!]*)$", re.I)
# children said by their number and names, the "I have" dropped, after how the user lives or not ("Widowed, two grown sons,
# Hemi and Rawiri", "two kids, Mia 7 and Leo 4"); names in capitals must follow
_KIDS_FRAGMENT = re.compile(r"^(?:(?:widowed|divorced|separated|married|single|retired)\s*,\s*)?"
                            r"(?P<kids>(?:one|two|three|four|five|six|\d)\s+(?:(?:grown(?:-up)?|adult|young|little|teenage)\s+)?"
                            r"(?:sons?|daughters?|kids|children|boys|girls|grandkids|grandchildren)\s*[,:]?\s*(?-i:[A-Z])[\w'’-]+"
                            r"(?:\s+\d{1,2})?(?:\s*(?:,|and|&)\s*(?-i:[A-Z])[\w'’-]+(?:\s+\d{1,2})?){1,5})\s*[.!]*$", re.I)
_PLAN_FRAGMENT = re.compile(r"^(?=(?:planning|thinking of|thinking about|hoping|heading|going|getting ready|training"
                            # "Retiring at the end of November after 31 years on the buses": a retirement ahead
                            r"|retiring\s+(?:at|in|on|next|this|after|from|end\s+of|early)\b(?![^.!?,;]{0,60}\b(?:is|was|seems|feels|sounds)\b)"
                            # "studying for the AWS cert, exam in April", "joining Cabify in Madrid as senior backend"
                            r"|studying\s+for|revising\s+for|preparing\s+for|joining(?=\s+(?-i:[A-Z]))"
                            # "dropping the half marathon", "trying to send my first 7a", "still doing yoga twice a week"
                            r"|dropping|quitting|ditching|deferring|postponing|giving\s+up|trying\s+to|renting\s+(?:a|an|our|my)\s"
                            # "pulling out of the cert", "packing in the business", "signing up for a class": the
                            # same news typed on a phone, the "I'm" dropped
                            r"|pulling\s+out\s+of|dropping\s+out\s+of|withdrawing\s+from|packing\s+in|jacking\s+in"
                            # ((session 60) "Opening my own practice in Binz": a business of the user's own, ahead)
                            r"|opening\s+(?:my|our)\s+own\s"
                            r"|signing\s+up\s+(?:for|to)|enrolling\s+in|applying\s+(?:for|to)\s+(?:(?:a|an|the|my)\s|(?:[a-z-]+\s+){0,3}?(?:training|residency|fellowship|citizenship)\b)"
                            # "learning Italian for our honeymoon!": a language learnt for something, the "I'm" dropped
                            # ("Learning Rust for the first time is hard": the gerund is the subject)
                            r"|learning\s+(?-i:[A-Z])[\w-]+\s+(?:for|before|ahead\s+of)\s+(?!the\s+(?:first|last|time|moment)\b)"
                            r"(?:my|our|the|a|an|work|uni|school)\b(?![^.!?,;]{0,60}\b(?:is|was|are|were|seems|feels|sounds)\b)"
                            # "learning python on breaks": what the user is learning, typed in fragments
                            # (not when the gerund is the subject: "learning Rust for the first time is hard")
                            r"|learning\s+(?!(?:curve|that|from|how\s+much|the\s+hard\s+way|a\s+lot|so\s+much|loads|heaps)\b)[a-z]+"
                            r"(?![^.!?,;]{0,60}\b(?:is|was|are|were|seems|feels|sounds)\b)"
                            # "Moving mum to a home nearer us next month": a parent moved into care, the "I'm" dropped
                            r"|moving\s+(?:my\s+|our\s+)?(?:mum|mom|mother|dad|father|nan|gran|granny|grandma|grandpa|grandad|grandfather"
                            r"|grandmother|parents)\s+(?:in)?to\s+(?:a|an|the)\s+(?:care\s+|nursing\s+|new\s+|residential\s+)?home\b"
                            # "switching to PocketSmith, it links up with the bank": a tool of the user's, named
                            r"|switching\s+(?:over\s+)?to\s+(?-i:[A-Z])[\w.+#-]*"
                            # "using Airtable for the orders now": a tool of the user's, named
                            r"|using\s+(?-i:[A-Z])[\w.+#-]+\s+(?:for|to|now|instead|these\s+days)\b(?![^,]*\b(?:is|was|seems|sounds|feels)\b)|still\s+(?:doing|going|playing|taking|training)"
                            # "doing pilates instead, Monday and Wednesday at 8": a routine taken up, the "I'm" dropped
                            r"|(?:doing|playing|taking)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:now|instead|these\s+days)\b(?=[^.!?]{0,40}?\b(?:every|daily|weekly|once|twice"
                            r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|weekends)\b)"
                            # "leaving Grab end of month": a named employer left, with when; "joining Carbonlens as a
                            # data engineer": the new one, with the role
                            r"|leaving\s+(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*)?\s+(?:(?:at\s+)?(?:the\s+)?end\s+of|in|on|next|this|after)\s"
                            r"|joining\s+(?:(?-i:[A-Z])|(?:a|an)\s+[\w -]{2,40}?\s+called\s+(?-i:[A-Z]))[^.!?,;]*?\s+as\s+(?:an?|the|their|its)\s"
                            # "flying to Reykjavik for a wedding on the 19th": a trip, the "I'm" dropped (not the gerund
                            # a subject: "flying to Rome is dear")
                            r"|flying\s+(?:out\s+|back\s+|home\s+)?to(?=\s+(?-i:[A-Z]))(?![^.!?,;]{0,60}\b(?:is|was|are|were|seems|feels|sounds)\b)"
                            r"|working on|looking into|saving up|moving to|moving in with|relocating to|back in|not doing|no longer doing|in\s+[A-Za-z][\w-]*\s+now\b"
                            # "starting phase 2 in the training centre in April", "starting a new job at Aldi next month":
                            # a start with its date, the "I'm" dropped (not "starting to feel better")
                            # ("starting at Ocado on the 14th", "… on 14 December": the day of the month said too)
                            r"|starting\s+(?!to\b|off\b|over\b|out\b|on\b)(?=[^.!?,;]{0,60}?\b(?:in|on|from|next|this)\s+"
                            r"(?:(?<=on\s)the\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:day|week|month|year|floor|time|draft|round|level|attempt)\b)|(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?(?:january|february|march"
                            r"|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday"
                            r"|saturday|sunday|week|month|term|semester|year|spring|summer|autumn|fall|winter)\b))"
                            # "opening my own place in Brunswick in September", "starting a new job at Aldi in June": a plan
                            # with its when, the "I'm" dropped
                            # ("closing the Etsy shop in January": a business of theirs to end, with its when)
                            r"|(?:opening|starting|launching|taking\s+over|closing|shutting\s+down|winding\s+down)\s+(?:my|our|a|an|the)\s+(?:own\s+|new\s+)?[\w' -]{2,40}?\s+(?:in|on|from|next)\s+"
                            r"(?:january|february|march|april|may|june|july|august|september|october|november|december|next\s+\w+|the\s+\d|\d)"
                            # "moving all my notes from notion to obsidian": a thing of theirs changing tools
                            r"|(?:moving|switching|migrating|porting)\s+(?:all\s+(?:of\s+)?)?(?:my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:over\s+)?from\s)\b)",
                            re.I)
# "settled in Hanoi now 🙂", "we're all settled in Leeds": the new home, said as settled in it
_SETTLED_IN = re.compile(r"^(?:(?:i'm|i\s+am|we're|we\s+are)\s+)?(?:(?:all|finally|now|properly|fully|nicely|pretty\s+much)\s+)*settled\s+in\s+"
                         # ("Settled in Berlin now, flat in Neukölln with a flatmate": more said of it after a comma)
                         r"(?P<place>(?-i:[A-Z])[\w'.-]*(?:\s+(?-i:[A-Z])[\w'.-]*)?)(?:\s+(?:now|at\s+last|finally))?\s*(?:,[^.!?]*)?[.!]*$", re.I)
# ("I feel like a student again" is a likeness, not a hedge before "a student": what follows is no clause of its own)
_HEDGE = re.compile(
    r"^(?:i think|i guess(?!\s+(?:i'm|i\s+am|we're)\s+(?:a\s+|an\s+)?[\w-]+\s+now\b)|i believe|i suppose|i feel like(?!\s+(?:a|an)\s)|i'd say"
    r"|maybe|probably|perhaps|possibly|kind of|sort of|i'm not sure but|not sure but"
    # "thinking I want to get into film photography": a wish still being weighed
    r"|(?:i'm\s+|i\s+am\s+|been\s+|i've\s+been\s+)?thinking(?=\s*,?\s+i\s+(?:want|might|should|need|'d\s+like|would\s+like)\b))(?:\s*,\s*|\s+)(?:that\s+)?",
    re.I,
)
# "so I guess I'm a pescatarian now": a conclusion about a change, said without doubt
_GUESS_NOW = re.compile(r"^i\s+guess\s+(?=(?:i'm|i\s+am|we're)\s+(?:a\s+|an\s+)?[\w-]+\s+now\b)", re.I)

_QUESTION_START = re.compile(
    r"^(?:what|who|where|when|why|how|which|whose|whom|do|does|did|can|could|would|should|is|are|am|will"
    r"|shall|may|might|have|has|isn't|aren't|don't|doesn't|didn't|won't|wouldn't|shouldn't|any idea)\b(?!['’])",
    re.I,
)
_HYPOTHETICAL = re.compile(
    r"\bif\b|\bwhat if\b|\bi wish\b(?!\s+to\b)|\bwere i\b|\bif only\b|\bhypothetical(?:ly)?\b|\broleplay\b|\brole-play\b"
    r"|\bpretend\b|\bin a (?:story|game|novel)\b|\bmy character\b|\bwould\b(?!\s+(?:love|like)\s+to|\s+rather\b)"
    r"|^(?:imagine|suppose|supposing|assume|assuming|let's say|say|picture)\b",
    re.I,
)
_INSTRUCTION = re.compile(
    r"^(?:please|pls|plz|kindly|can you|could you|would you|will you|help me|tell me|show me|give me|write|draft"
    r"|summari[sz]e|translate|explain|list|create|generate|make|fix|rewrite|edit|check|find|suggest|recommend"
    r"|describe|compare|let me know|let's|lets|go ahead|remind me|continue|answer|respond|reply|use|act as"
    r"|don't|do not|never mind|try|look|read|review|convert|format|add|remove|update|plan|calculate)\b"
    r"|^(?:you|your|you're|you've|you'll|u)\b|\b(?:i|we) (?:want|need|would like|'d like) you\b",
    re.I,
)

_PAST_IRREGULAR = frozenset(
    """went got had was were saw met made took came ran bought found left gave did ate drank wrote flew drove
    began won lost spent sold quit told said heard felt kept built sent caught thought taught brought fell broke
    chose rode swam sang slept sat stood paid became forgot understood woke wore hit put set cut read
    knew grew threw drew shook hung led fed fought dug lit shot spoke stole struck swore tore woke gotten
    done gone seen been taken given eaten written driven flown begun won chosen broken spoken forgotten
    finished held sung swum ridden drunk grown known shown worn torn sworn stolen woken fallen risen hidden""".split()
)
_NO_CONJUGATION = frozenset(
    "can could will would shall should may might must ought is was has does had did am are were".split()
)
_IRREGULAR_3RD = {"be": "is", "have": "has", "do": "does", "go": "goes", "am": "is", "are": "is"}

_START_REWRITES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"^(?:i'm|i am|we're|we are)\s+not\b", "User is not"),
        (r"^(?:i'm|i am|we're|we are)\b", "User is"),
        (r"^(?:i've|i have|we've|we have)\s+not\b", "User has not"),
        (r"^(?:i haven't|we haven't)\b", "User has not"),
        (r"^(?:i've|i have|we've|we have)\b", "User has"),
        (r"^(?:i'd|we'd)\b", "User would"),
        (r"^(?:i'll|i will|we'll|we will)\b", "User will"),
        (r"^(?:i won't|i will not|we won't)\b", "User will not"),
        (r"^(?:i was|we were)\b", "User was"),
        (r"^(?:i|we) (?P<adv>really|just|honestly|truly|absolutely|still|also|actually|genuinely|totally|seriously) (?:don't|do not)\b",
         "User \\g<adv> does not"),  # "I really don't like cats"
        (r"^(?:i|we) (?:don't|do not)\b", "User does not"),
        (r"^(?:i|we) (?:didn't|did not)\b", "User did not"),
        (r"^(?:i|we) (?:can't|cannot|can not)\b", "User cannot"),
        (r"^(?:i|we) (?:couldn't|could not)\b", "User could not"),
        (r"^my\s+(?P<who>[\w-]+(?:\s+[A-Z][\w'-]*)?)\s+and\s+(?:i|me)\b", "User and their \\g<who>"),
        (r"^my\b", "User's"),
        (r"^our\b", "User's"),
    )
)
_ADVERBS = (
    r"(?:(?:usually|always|often|never|sometimes|typically|normally|generally|really|also|still|just|rarely"
    r"|seldom|mostly|actually|currently|now|no longer|definitely|absolutely|totally|recently|finally|already"
    r"|even|only|mainly|regularly|frequently|honestly|truly|strongly|much|personally|eventually|officially"
    r"|primarily|exclusively|religiously|kind of|sort of)\s+)*"
)
_SUBJECT_VERB = re.compile(r"^(?:i|we)\s+(?P<adv>" + _ADVERBS + r")(?P<verb>[^\W\d_][\w'-]*)", re.I)
# "mine" the pronoun, never the pit: "works at the copper mine", "a gold mine" (read as "theirs" otherwise)
_MINE_THEIRS = (r"(?<!\bthe\s)(?<!\ba\s)"
                # (lead61) "a platinum mine", "a diamond mine": what is dug there, not "a friend of mine"
                r"(?<!\bcopper\s)(?<!\bcoal\s)(?<!\bgold\s)(?<!\bsalt\s)(?<!\btin\s)(?<!\bsilver\s)(?<!\bplatinum\s)"
                r"(?<!\bdiamond\s)(?<!\blithium\s)(?<!\biron\s)(?<!\bnickel\s)(?<!\bzinc\s)(?<!\buranium\s)"
                r"(?<!\bopal\s)(?<!\bchrome\s)(?<!\bmanganese\s)(?<!\bbauxite\s)(?<!\bcobalt\s)(?<!\bgraphite\s)"
                r"(?<!\bpotash\s)(?<!\bemerald\s)(?<!\bquartz\s)(?<!\bpit\s)(?<!\bopen-cast\s)(?<!\bopencast\s)"
                r"(?<!\bunderground\s)"
                r"\bmine\b")
_REST_PRONOUNS: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"\bi'm\b|\bi am\b", "they are"),
        (r"\bi've\b", "they have"),
        (r"\bi'd\b", "they would"),
        (r"\bi'll\b", "they will"),
        (r"\bi was\b", "they were"),
        (r"\bmyself\b", "themselves"),
        # (never the pit: "works at the copper mine", "a mine in Erdenet")
        (_MINE_THEIRS + r"(?!\s+(?:in|at|near|shaft|site|workers?)\b)",
         "theirs"),
        # (not inside a hyphenated name: "oh-my-zsh", "oh-my-posh")
        (r"(?<![\w-])my\b(?!-)", "their"),
        (r"\bme[- ]time\b", "personal time"),  # "carving out some me-time": not "them-time"
        (r"(?<![\w-])me\b(?!-)", "them"),
        (r"(?<![\w-])our\b(?!-)", "their"),
        (r"\bours\b", "theirs"),
        # (not the country: "exporting to the US", "my brother lives in the us", "a US bank")
        (r"(?<![\w-])(?<!\bthe )(?-i:us|Us)\b(?!-)", "them"),
        (r"(?<!')\bI\b", "they"),
    )
)
# a set of pronouns given with a name: "they/them", "she/her", "he/they"
# the landlord selling the home the user rents ("landlord is selling up", "landlord's putting the flat on the market")
_LANDLORD_SELLS = (r"landlord(?:'s|\s+is)\s+(?:selling(?:\s+up|\s+(?:the|our|my)\s+(?:house|flat|place))?"
                   r"|putting\s+(?:the|our|my)\s+(?:house|flat|place)\s+(?:on\s+the\s+market|up\s+for\s+sale))")
# a sentence that opens with what the user is, after a greeting or not ("Hi, I'm Robin, …", "im 29, …")
_SAID_OF_ME = (r"(?:^|(?<=[.!?]\s)" + "".join(rf"|(?<=\b{w},\s)|(?<=\b{w}\s)" for w in ("hi", "hey", "hello", "hiya"))
               + r")(i'm|i\s+am|im)\s+")
_PRONOUN_SET = r"(?P<p>(?:she|he|they|xe|ze)/(?:her|him|them|hers|his|theirs|xem|zir|they|she|he)(?:/[a-z]+)?)"
_PERFECT_AS_PAST = {"begun": "began", "taken up": "took up"}
# what "packed in" gives up, read as "given up": an activity in -ing, a sport, a vice ("I packed in the car" is loading
# it; "I've packed in my job" is read as said, a drop, elsewhere)
_GIVEN_UP_THING = (r"(?:the\s+|my\s+)?(?:(?!(?:morning|evening|meeting|wedding|ceiling|building|thing|something|nothing|"
                   r"everything|anything|spring|string|ring|king|wing|stuffing|clothing|bedding)\b)[a-z]+ing|karate|judo|"
                   r"football|rugby|tennis|yoga|pilates|crossfit|parkrun|booze|fags|cigarettes|vapes?"
                   # "I've packed in the pipe after fifty years": what is smoked
                   r"|pipe|cigars?|ciggies|baccy|tobacco|snuff)\b")
# ("I'm pregnant! The baby is due in October": the due date joins the pregnancy said before it)
_PREGNANT_SAID = re.compile(r"\bpregnant\b", re.I)


def _due_prep(m: re.Match[str]) -> str:
    """The word before when a baby is due: as said ("in", "early"), else "on" a day, "in" a month, none before "next
    month" or "in the spring"."""
    if m.group("prep"):
        return m.group("prep") + " "
    after = m.string[m.end() : m.end() + 16].lower()
    if after.startswith(("in ", "next", "this")):
        return ""
    return "on " if after[:1].isdigit() or after.startswith("the ") or re.match(_MONTH_WORD + r"\s+\d", after) else "in "


_MONTHS_NAMED = r"january|february|march|april|may|june|july|august|september|october|november|december"
_MONTH_WORD = rf"(?:{_MONTHS_NAMED})\b"
_MONTH_WORDS = frozenset(_MONTHS_NAMED.split("|"))
# what one "does" in a month that is no place ("I'm doing nights in January", "doing Pilates from March")
_DONE_NOT_A_PLACE = frozenset("""nights days shifts lates earlies overtime nightshifts dry veganuary movember sober exams
    homework revision physio chemo chemotherapy radiotherapy therapy ivf rehab pilates yoga crossfit karate judo spinning
    it that this something nothing everything stuff well fine great ok okay good badly better""".split())
# "we're doing japan in april", "We're doing Portugal between May and June": a trip, as "going to" says it
_DOING_A_COUNTRY = (rf"\b(we're|we\s+are|i'm|i\s+am|im)\s+doing\s+([a-z][\w'-]+)(?=\s+(?:in|between|over|this|next)\s+"
                    rf"(?:(?:the\s+)?(?:summer|spring|autumn|winter|easter|christmas)\b|{_MONTH_WORD}|next\b|this\b))")


def _doing_a_country(m: re.Match[str]) -> str:
    word = m.group(2)
    if word.lower() in _DONE_NOT_A_PLACE or (word[0].islower() and common(word)):
        return m.group(0)
    return f"{m.group(1)} going to {word[:1].upper()}{word[1:]}"  # (a country typed in lower case is still its name)


# numbers said in words, up to a child's age ("Sam is eight", "three kids")
SMALL_NUMBERS = {w: n for n, w in enumerate("""zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen""".split()) if n}
_AGE_WORD = "|".join(sorted(SMALL_NUMBERS, key=len, reverse=True))
# "3 kids (Arjun 11, Meera 8 and baby Kavi, 1)", "4 kids (Mason 12, the twins Eli and Jude 5)", "three kids (Leo is ten,
# Mia seven and Ruby one)": the children named with their ages inside brackets, as "3 kids: Arjun (11), Meera (8) and
# Kavi (1)" says it
_KIDS_AGED_IN_BRACKETS = (r"\b((?:\d{1,2}|two|three|four|five|six)\s+(?:kids|children|sons|daughters|boys|girls|grandkids|grandchildren))"
                          r"\s*\(([^()]{3,120})\)")
_NAMED_AGED = re.compile(r"(?:(?:baby|little|the\s+twins?|twins?)\s+)?(?P<n>(?-i:[A-Z])[a-z'-]+)(?:\s+(?:and|&)\s+(?P<n2>(?-i:[A-Z])[a-z'-]+))?"
                         rf",?\s+(?:is\s+|'s\s+)?(?P<age>\d{{1,2}}|{_AGE_WORD})\b", re.I)


def _kids_aged_in_brackets(m: re.Match[str]) -> str:
    named = list(_NAMED_AGED.finditer(m.group(2)))
    if not named or re.sub(r"[\s,]|\band\b|&", "", _NAMED_AGED.sub("", m.group(2))):
        return m.group(0)  # ("2 kids (both at uni)": no names with ages, left as it is)
    each = [f"{n} ({SMALL_NUMBERS.get(a['age'].lower(), a['age'])})" for a in named for n in (a["n"], a["n2"]) if n]
    return f"{m.group(1)}: " + (", ".join(each[:-1]) + f" and {each[-1]}" if len(each) > 1 else each[0])


# "went to Córdoba for the abuela's 80", "flying to Bari for the nonna's 85!": a grandparent's (or a parent's) round
# birthday, its "th birthday" left unsaid ("'s 80" is no "is 80"), named in English as the kin word abroad means
_KIN_BIRTHDAY_WORDS = {
    **dict.fromkeys("abuela abuelita avó avo vovó nonna babcia oma yiayia mamie mémé bubbe grandmother".split(), "grandmother"),
    **dict.fromkeys("abuelo abuelito avô vovô nonno dziadek opa papou pépé zaide grandfather".split(), "grandfather"),
}
_KIN_BIRTHDAY = (
    r"\bfor\s+(?:the|my|our)\s+(?P<kin>" + "|".join(_KIN_BIRTHDAY_WORDS) + r"|nan|nana|gran|granny|grandma|grandpa|grandad|mum|mom|mam"
    r"|dad|mother|father)'s\s+(?P<n>[1-9]\d|1[01]\d)(?:th)?(?:\s+(?:birthday|bday|b-day))?(?![\w%$£€.,]\d|\w|\s*(?:%|km|mph|k\b|minutes?|years?))")


def _kin_birthday(m: re.Match[str]) -> str:
    kin = m.group("kin")
    return f"for my {_KIN_BIRTHDAY_WORDS.get(kin.lower(), kin.lower())}'s {m.group('n')}th birthday"


# "I have 3 kids. Tomás 12, Rafa 10 and the little one Inés is 7.", "I have 2 sons. Arjun 15 and Dev 12.": the children
# counted, then named with their ages in a sentence of their own (its verb dropped), one list, as "I have 3 kids, Tomás
# 12, …" says it; "the little one", "the baby", "the eldest" before a name say which, and "Inés is 7" in the list is "Inés
# 7". Only names with ages, each a capital and a number, to the sentence's end ("I have 3 quotes. Dunne 14k, …" counts no
# children).
_KID_AGED = r"(?:(?:the\s+)?(?:little|small|youngest|eldest|oldest|baby|big)(?:\s+one)?\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+is)?\s+\d{1,2}\b"
_KIDS_COUNTED_THEN_NAMED = (
    r"\b(?P<head>I\s+have\s+(?:\d|two|three|four|five|six)\s+(?:kids|children|sons|daughters|boys|girls|grandkids|grandchildren))"
    r"\s*[.:]\s+(?P<list>" + _KID_AGED + r"(?:(?:\s*,\s*(?:(?:and|&)\s+)?|\s+(?:and|&)\s+)" + _KID_AGED + r")+)\s*(?=[.!]|$)")
_NAME_AGE_PIECE = re.compile(r"(?:(?:the\s+)?(?:little|small|youngest|eldest|oldest|baby|big)(?:\s+one)?\s+)?"
                             r"(?P<name>[A-Z][\w'’-]+)(?:\s+is)?\s+(?P<age>\d{1,2})\b")


def _kids_counted_then_named(m: re.Match[str]) -> str:
    pieces = [f"{p['name']} {p['age']}" for p in _NAME_AGE_PIECE.finditer(m.group("list"))]
    if len(pieces) < 2:
        return m.group(0)
    return f"{m.group('head')}, {', '.join(pieces[:-1])} and {pieces[-1]}"


# "my two are Maja, 9 and Kuba, 4", "my three are …": the user's children, counted without the word, named with ages
_MY_COUNT_ARE = (r"\bmy\s+(?:two|three|four|2|3|4)\s+are\s+(?=(?-i:[A-Z])[\w'’-]+\s*,?\s*\d{1,2}(?:\s*,\s*(?-i:[A-Z])[\w'’-]+\s*,?\s*\d{1,2}){0,2}"
                 r"\s*,?\s+(?:and|&)\s+(?-i:[A-Z])[\w'’-]+\s*,?\s*\d{1,2}\b)")

# "Son Daichi 17, wants to be a pilot.", "my son Kiran, 19, at uni in Sheffield": a child named with an age after the
# name, in a fragment, as "my son Daichi is 17 and …" says it (what follows, its subject dropped, is his)
_KIN_NAMED_AGED = (
    r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<rel>son|daughter|stepson|stepdaughter|eldest|youngest)\s+(?P<name>(?-i:[A-Z])[\w'’-]+)"
    r"(?:\s*,\s*|\s+|\s*\(\s*)(?P<age>\d{1,2})(?:\s*\))?(?!\s*(?:years?|yrs?|months?|weeks?|days?|kg|cm|%|:|\d))"
    r"(?:\s*,\s*(?P<rest>(?:wants|is|loves|plays|goes|has|studies|does|at|in|still)\b)|(?=\s*(?:[.!;]|$)))")


# "Wife Sunita, teacher.", "my husband Tomás, nurse": a relative named, then their job, in a fragment: theirs, as "my
# wife Sunita is a teacher" says it (not the user's)
_KIN_NAMED_JOB = (
    r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<rel>wife|husband|partner|son|daughter|brother|sister|mum|mom|dad|mother|father)\s+"
    r"(?P<name>(?-i:[A-Z])[\w'’-]+)\s*,\s*(?P<job>[a-z]+(?:\s+[a-z]+)?)(?=\s*(?:[.!;]|$))")


def _kin_named_job(m: re.Match[str]) -> str:
    job = m.group("job")
    if not is_job_noun(job.split()[-1]):
        return m.group(0)
    return f"my {m.group('rel').lower()} {m.group('name')} is {article(job)} {job}"


def _kin_named_aged(m: re.Match[str]) -> str:
    head = f"my {m.group('rel').lower()} {m.group('name')} is {m.group('age')}"
    rest = m.group("rest")
    if rest is None:
        return head
    return f"{head} and {'is ' if rest.lower() in {'at', 'in'} else ''}{rest}"


# "I'm moving out on the 1st of May, I found a room in a shared flat in Oog in Al", "We leave this flat at the end of
# January, we got a two-bed in Portobello": the home left and the one found are one move, to where it was found
_MOVE_OUT_THEN_FOUND = (
    r"\b(?P<who>i|we)(?:'m|'re|\s+am|\s+are)?\s+(?:moving\s+out|(?:leaving|leave|moving\s+out\s+of|move\s+out\s+of)\s+(?:this|the|our|my)\s+"
    r"(?:flat|house|place|room|apartment|studio|bedsit))\s+(?P<when>(?:on|at|by|in)\s+[^,.;!?]{3,30}?)\s*,\s*(?:and\s+)?(?:i|we)"
    r"(?:'ve|\s+have)?\s+(?:just\s+|finally\s+)?(?:found|got|taken|signed\s+for)\s+(?P<home>(?:a|an)\s+(?:[\w-]+\s+){0,3}?(?:room|flat|house|place|(?:one|two|three|four|\d)-bed|studio|apartment|bedsit"
    r"|houseshare|flatshare)\b[^,.;!?]{0,40}?\s+in\s+"
    r"(?-i:[A-Z])[^,.;!?]{1,40}?)(?=\s*[,.;!?]|\s*$)")


def _move_out_then_found(m: re.Match[str]) -> str:
    who = "I'm" if m.group("who").lower() == "i" else "we're"
    return f"{who} moving to {m.group('home')} {m.group('when')}"


# "i survey woodland for the forestry commission, based in inverness", "I inspect bridges for Network Rail, based in
# York": a job said with its verb, whom it is for and where, typed in lower case or not: one clause, the employer and
# the town with their capitals
_JOB_FOR_BASED_IN = (r"(?:^|(?<=[.!?]\s))(?P<lead>i\s+(?!(?:also|just|need|want|have|had|buy|got|get|made|make|pay|paid|vote|wait|pray|cook|bake|shop|look"
                     r"|care|thank|apply|applied|went|go|am|was|do|did)\b)(?P<verb>[a-z]+)\s+(?:[a-z][\w-]*\s+){0,2}?for\s+)(?P<the>the\s+)?"
                     r"(?P<org>(?!(?:my|our|his|her|their|a|an|me|us|them|him|it|you)\b)[\w&'-]+(?:\s+[\w&'-]+){0,3}?),\s+based\s+in\s+"
                     r"(?P<place>[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?)(?=\s*[.!?;]|\s*$)")


def _job_for_based_in(m: re.Match[str]) -> str:
    def named(words: str) -> str:
        return " ".join(w if w in {"of", "and", "for"} or not w.islower() else w[:1].upper() + w[1:] for w in words.split())
    if is_past(m.group("verb").lower()) or m.group("verb").lower().endswith("ing"):
        return m.group(0)  # "I bought presents for the Smiths, based in Leeds": no work
    return f"{m.group('lead')}{m.group('the') or ''}{named(m.group('org'))} based in {named(m.group('place'))}"


# "Decided. I take Stripe, starting 9 February", "I accept the Zalando offer, I start on 15 January", "I take the job at
# Siemens, starting 1 March": an offer taken, said in the present (as a learner of English says it) or not, with its start
# (twins58: one of three readings of an offer taken with its start, kept apart because each reads different words: this
# one the user's own "I take/accept X"; extract_rules._OFFER_STARTING "got an offer from X …, starting D", where nothing
# says it was taken; extract_rules._OFFERED_TAKEN_START "X offered me … and I said yes, start D", the employer first. All
# three come to the same fact, "User is starting at X on D")
_ORG = r"(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,3}"
_OFFER_TAKEN_PRESENT = (
    rf"\bI(?:'ve|\s+have|'m|\s+am)?\s+(?:take|accept|took|accepted|taken|taking|accepting)\s+(?:the\s+(?:job|offer|position|role|contract)\s+(?:at|from|with)\s+(?P<org>{_ORG})|the\s+(?P<org2>{_ORG})"
    rf"\s+(?:offer|job|contract)|(?P<org3>{_ORG}))\s*,\s*(?:I\s+start(?:\s+there)?|starting|(?:the\s+)?start\s+is)\s+"
    r"(?P<when>(?:on\s+)?(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)"
    r"|in\s+(?-i:[A-Z])[a-z]+|next\s+(?:week|month|(?-i:[A-Z])[a-z]+))")


def _offer_taken_present(m: re.Match[str]) -> str:
    org = m.group("org") or m.group("org2") or m.group("org3")
    return f"I accepted the offer from {org}, starting {m.group('when')}"


# "now I am senior carer from 1 june", "I am team leader from 1 February": a role from a date, said without its article
# (as a learner of English says it): "I'm a senior carer from 1 June"
_ROLE_FROM_NO_ARTICLE = (r"\b(?:now\s+)?(?:I\s+am|I'm)\s+(?:now\s+)?(?P<role>(?:[a-z]+\s+)?(?P<job>[a-z]+))"
                         r"(?=\s+from\s+(?:\d|the\s+\d|next\b|(?-i:[A-Z])|(?:january|february|march|april|may|june|july|august|september"
                         r"|october|november|december)\b))")


def _bare_role(role: str, job: str) -> bool:
    """Whether ``role`` (its last word ``job``), said without its article before a start, is a job ("senior carer", "team
    leader"; not "home", "off")."""
    led = job.lower() == "leader" and len(role.split()) == 2  # "team leader", "shift leader"
    return (is_job_noun(job.lower()) or led) and role.split()[0].lower() not in {"a", "an", "the", "not", "back", "off", "away", "home",
                                                                                 "free"}


def _role_from_no_article(m: re.Match[str]) -> str:
    role = m.group("role")
    if not _bare_role(role, m.group("job")):
        return m.group(0)
    return f"I'm {article(role)} {role}"


def _closing_ahead(m: re.Match[str]) -> str:
    """"i close the sari-sari store end of january": "i am closing the sari-sari store at the end of january"."""
    be = "am" if m["s"].lower() == "i" else "are"
    when = m["when"]
    if when.lower().startswith("end") and not re.match(r"(?:year|month)\b", m.string[m.end():], re.I):
        when = "at the end of"  # ("end of year": the year's end, read by the rule after)
    return f"{m['s']} {be} closing {m['obj']} {m['good'] or ''}{when} "


# (lo35) "I am technician of network support at Movitel", "I am assistant of logistics at DB Schenker": a role and its
# field said "<job> of <field>" without the article, at a named employer (as a learner says it): "I'm a network support
# technician at Movitel" ("I am tired of support calls", "I am head of sales at …" are left)
_ROLE_OF_FIELD_AT = (r"\b(?P<i>I\s+am|I'm)\s+(?P<job>[a-z]+)\s+of\s+(?P<field>[a-z]+(?:\s+[a-z]+){0,2}?)"
                     r"(?=\s+(?:at|for|with)\s+(?-i:[A-Z]))")


def _role_of_field_at(m: re.Match[str]) -> str:
    job, field = m.group("job"), " ".join(m.group("field").split())
    if not is_job_noun(job.lower()) or job.lower() in {"head", "chief", "member", "master", "director", "president"} \
            or field.split()[0].lower() in {"the", "a", "an", "my", "our", "his", "her", "their", "this", "that"}:
        return m.group(0)
    return f"I'm {article(field)} {field} {job}"


# (lead58) "I am Ruperto Giménez, 71, retired teacher of history, forty years …": the same, an item of an introduction's
# list between commas, as "retired history teacher" says it ("mother of two", "head of sales", "jack of all trades" left)
_ROLE_OF_FIELD_LISTED = (r"(?<=,\s)(?P<ret>(?:retired|former|semi-retired)\s+)?(?P<job>[a-z]+)\s+of\s+(?P<field>[a-z]+)"
                         r"(?=\s*(?:[,.;!]|$))")


def _role_of_field_listed(m: re.Match[str]) -> str:
    job, field = m.group("job"), m.group("field")
    if not is_job_noun(job.lower()) or job.lower() in {"head", "chief", "member", "master", "director", "president", "jack"} \
            or field.lower() in {"the", "a", "an", "my", "our", "his", "her", "their", "this", "that", "two", "three", "four",
                                 "all", "trades", "course"}:
        return m.group(0)
    return f"{m.group('ret') or ''}{field} {job}"


# "from 1 february i am permanent staff in the care home", "from next month i am ward manager": the same, its start said
# first (read as "I'm a ward manager from next month"; staff only made permanent, "staff" is no job of its own)
_FROM_THEN_ROLE = (r"(?:^|(?<=[,.!?]\s))(?:from|starting|as\s+of)\s+(?P<when>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_WORD
                   + r"|" + _MONTH_WORD + r"(?:\s+\d{1,2}(?:st|nd|rd|th)?)?|next\s+(?:month|week|year))\s*,?\s+(?:I\s+am|I'm)\s+(?:now\s+)?"
                   r"(?P<role>(?:[a-z]+\s+)?(?P<job>[a-z]+))(?P<where>\s+(?:in|at)\s+(?:the\s+)?[a-z]+(?:\s+[a-z]+)?)?(?=\s*(?:[,.!]|$))")


def _from_then_role(m: re.Match[str]) -> str:
    role = m.group("role")
    if role.lower() == "permanent staff":  # (said as the change it is: "I've been made permanent from 1 January")
        return f"I've been made permanent{m.group('where') or ''} from {m.group('when')}"
    if not _bare_role(role, m.group("job")):
        return m.group(0)
    return f"I'm {article(role)} {role}{m.group('where') or ''} from {m.group('when')}"


# "I pass my NVQ!!", "I finish my probation today!!": news told in the present with a cheer (as a learner of English
# tells it): the test passed, the probation finished ("I pass my test next week" is no news, and has no "!")
_DONE_PRESENT_CHEER = r"\bI\s+(?P<v>pass|finish|complete)\s+(?=my\s+[^,.!?]{2,40}?(?:\s*!|\s+today\s*!))"


# "I stop the taxi.", "I stop the uber.", "From March I stop the cleaning job.": a learner's present of a job, a ride or a
# course given up, said alone (never "I stop the car at the gate", "I stop the music when …": what follows is the end of
# the sentence, a reason after a comma, or "now"); said after a month, it is to come
_STOP_PRESENT = (
    r"(?:^|(?<=[.!?]\s))(?:(?P<from>(?:from|in)\s+(?-i:[A-Z])[a-z]+)\s*,?\s+)?I\s+stop\s+(?:with\s+)?(?:the\s+|my\s+)?"
    r"(?P<what>(?P<ride>taxi|cab|uber|bolt|lyft|truck|lorry|delivery\s+bike|deliveries)|(?:[a-z-]+\s+)?(?:job|work|course|class|classes"
    r"|lessons|studies|training|apprenticeship|shift|shifts))"
    r"(?=\s*(?:[.!;,]|$)|\s+(?:now|already|for\s+good)\b)")


def _stop_present(m: re.Match[str]) -> str:
    what = m.group("what")
    if m.group("from"):
        return f"I'm quitting the {what} in {m.group('from').split()[1]}"
    if m.group("ride"):
        brand = what.lower() in {"uber", "bolt", "lyft"}
        return f"I stopped driving for {what.capitalize()}" if brand else f"I stopped driving the {what}"
    return f"I stopped the {what}"


def _done_present_cheer(m: re.Match[str]) -> str:
    return f"I {m.group('v')}{'d' if m.group('v').endswith('e') else 'ed'} "


# "I'm in Scotland, what are my rights?", "I'm in Bavaria, how much notice do I have to give my employer?": where the
# user is, said for a question of law or of their rights there, is where they live ("I'm in Rome, what should I see?"
# is a visit, and stays as it was)
_HOME_FOR_A_QUESTION_OF_LAW = (
    r"(?:^|(?<=[.!?]\s))(?:I'm|I\s+am|im)\s+(?:based\s+)?in\s+(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s*,\s*"
    r"(?=(?:so\s+)?(?:what|can|do|does|am|is|are|how|will|would|should|could|who|where|when)\b[^.!?]*?\b(?:rights?|law|laws|legal|legally"
    r"|illegal|landlord|deposit|notice|employer|tenant|tenancy|entitled|allowed|council|tax|benefits?|visa|contract|redundancy"
    r"|maternity|paternity|minimum\s+wage|sick\s+pay|holiday\s+pay|eviction|evict)\b[^.!?]*(?:\?|\s*$))")


def _home_for_a_question_of_law(m: re.Match[str]) -> str:
    return f"I live in {m.group('place')}. "


# "Hi. Katarzyna, Kasia. I'm a Java contractor …": a name and what it is shortened to, said alone before who one is
_NAME_AND_SHORT = (r"(?:^|(?<=[.!?]\s))(?P<name>(?-i:[A-ZÀ-Ö])[a-zß-ÿ'-]{2,}),\s+(?P<nick>(?-i:[A-ZÀ-Ö])[a-zß-ÿ'-]+)\.(?=\s+(?:I'm|I\s+am)\s)")
# "… currently on a 6-month contract with AIB, day rate, ends 31 January": when the contract ends, said after it
_CONTRACT_ENDS = (r"\bon\s+an?\s+(?P<kind>(?:[\w-]+\s+){0,2}?)contract\s+(?:with|at|for)\s+(?P<org>(?-i:[A-Z])[\w&.-]*(?:\s+(?-i:[A-Z])[\w&.-]*){0,2})"
                  r"\s*,\s*(?:[^,.!?]{1,20},\s*)?(?:it\s+|which\s+)?(?:ends|finishes|runs\s+out)\s+(?:on\s+)?"
                  r"(?P<when>\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]+|(?-i:[A-Z])[a-z]+\s+\d{1,2}(?:st|nd|rd|th)?)")


def _name_and_short(m: re.Match[str]) -> str:
    if m.group("name").lower() in {"hi", "hello", "hey", "morning", "thanks", "ok", "okay", "yes", "no", "sorry"}:
        return m.group(0)
    return f"I'm {m.group('name')}, {m.group('nick')} for short."


def _contract_ends(m: re.Match[str]) -> str:
    return f"on a {m.group('kind')}contract with {m.group('org')}. My contract with {m.group('org')} ends on {m.group('when')}"


# "I'm having my knee replaced 3 December so …": a day of a month said straight after what happens on it, its "on" left
# out (after a preposition, an article, a number or a list it is said as it should be)
_BARE_DATE = (r"\b(?P<w>[a-z]+)\s+(?P<d>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?:january|february|march|april"
              r"|may|june|july|august|september|october|november|december)\b)")
_BEFORE_A_DATE = frozenset("""on by from until till til since before after to the of and or between through thru until
    around about circa approx approximately like dated date due expected is was be been of at in for every each only just monday tuesday
    wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun""".split())


def _on_bare_date(m: re.Match[str]) -> str:
    return m.group(0) if m.group("w").lower() in _BEFORE_A_DATE else f"{m.group('w')} on {m.group('d')}"


# "another round of", "a second cycle of": a course of treatment had once more (IVF, chemo)
ANOTHER_ROUND = r"(?:another|a|a\s+new|a\s+second|a\s+third|the\s+next|one\s+more)\s+(?:round|cycle)\s+of\s"
_OFF_TO_A_PLACE = (rf"(?:\b(?P<who>we're|we\s+are|i'm|i\s+am)\s+(?:off|away)|(?:^|(?<=[.!?]\s))(?-i:O)ff)\s+to\s+"
                   rf"(?P<place>(?:the\s+)?(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
                   rf"(?P<long>\s+for\s+(?:a|an|{_AGE_WORD}|\d{{1,2}})\s+(?:long\s+)?(?:days?|nights?|weeks?|weekend|fortnight))?"
                   rf"\s+(?P<when>in|on|this|next|over|from(?=\s+the\s+\d))\s")


def _off_to_a_place(m: re.Match[str]) -> str:
    when = "on" if m.group("when").strip().lower() == "from" else m.group("when")
    return f"{m.group('who') or 'I am'} going to {m.group('place')}{m.group('long') or ''} {when} "


_RACE = "(?:" + "|".join(sorted((re.escape(r) for r in RACES), key=len, reverse=True)) + ")"
_RACE_TIME = (r"(?:\d{1,2}:\d{2}(?::\d{2})?|\d{1,2}\s*(?:hours?|hrs?|h)(?:\s+(?:and\s+)?\d{1,2}(?:\s*(?:minutes|mins?))?)?"
              r"|\d{1,3}\s*(?:minutes|mins?)(?:\s+(?:and\s+)?\d{1,2}(?:\s*(?:seconds|secs?))?)?)")
_RACE_WHEN = r"(?:yesterday|today|this\s+morning|last\s+night|last\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)"
# "did the half marathon yesterday, 1 hour 54!", "Parkrun this morning, 26 minutes 40, a PB!": a race run, with its time
# after a comma (as "I ran the half marathon yesterday in 1 hour 54" says it; the race said first, its verb left out);
# "Did the 10k yesterday in 58 minutes, so chuffed": the time after "in", the "I" dropped
_RACE_DONE_TIMED = (rf"(?:^|(?<=[.!?]\s))(?:(?P<i>I\s+)?(?P<v>did|ran|finished|completed)\s+(?P<det>the|my|a)\s+|(?=(?-i:[A-Z])))"
                    rf"(?P<race>(?:(?-i:[A-Z])[\w'-]+\s+)?{_RACE})(?P<when>\s+{_RACE_WHEN})?(?:\s*,\s*|(?<=\w)\s+in\s+(?=\d))(?P<time>{_RACE_TIME})(?=\s*[,.!]|\s*$)")


def _race_done_timed(m: re.Match[str]) -> str:
    if not m.group("v") and not m.group("when"):
        return m.group(0)  # "Parkrun, 26 minutes": no day, no verb (a plan or a question's)
    # ("did" is said as "ran": "I did the 10k in 58 minutes" is read by no rule of races run)
    verb = {"did": "ran"}.get((m.group("v") or "did").lower(), (m.group("v") or "").lower())
    race = m.group("race") if m.group("race")[:1].isupper() and m.group("v") else m.group("race").lower()
    return f"I {verb} {(m.group('det') or 'the').lower()} {race}{m.group('when') or ''} in {m.group('time')}"


def _arriving(m: re.Match[str]) -> str:
    who = f"{m.group('my')} {m.group('rel')}" if m.group("my") else f"my {m.group('rel2').lower()}"
    verb = "are" if m.group("v").lower() in {"arrive", "land"} else "is"
    return f"{who}{m.group('name') or ''} {verb} arriving"


def _found_then_move(m: re.Match[str]) -> str:
    we = (m.group("mover") or m.group("who") or "i").lower() == "we"
    # ("… our own place. a ground floor flat in X, …": found before; "got a suite in X, move june 1": the "I" unsaid)
    found = f"{m.group('who')} {m.group('verb')} " if m.group("who") else f"I {m.group('bare')} " if m.group("bare") else ""
    return (f"{found}{m.group('what')}{m.group('mid')}. {'We are' if we else 'I am'} moving to {m.group('place')}"
            f" on {m.group('when')}")


_FROM_WHEN = (r"(?:next\s+(?:year|month|term|week|January|February|March|April|May|June|July|August|September|October|November"
              r"|December)|(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:\s+\d{4})?)")


# A reading or a part said to be off, then after a comma what it is: "the doctor says my thyroid is lazy, hypothyroidism",
# "doctor say my iron is very low, anaemia", "my hands are stiff every morning, rheumatoid arthritis" (after a clinician);
# a possessive ("my daughter's sugar") is someone else's and is not read
_READING_THEN_NAME = (
    r"(?P<said>\b(?:doctor|doc|gp|nurse|specialist|consultant)\s+(?:says|said)\s+)?"
    r"(?P<reading>\bmy\s+(?:[a-z]+\s+){0,2}?[a-z]+(?:\s+(?:is|are)\s+|'s\s+|\s+)"
    r"(?:(?:too|very|really|quite|a\s+bit|a\s+little)\s+)?(?:high|low|up|lazy|slow|sluggish|underactive|overactive"
    r"|not\s+working(?:\s+(?:well|properly))?"
    # ("my sugar is 260, type 2 diabetes", "my bp is 160/100, hypertension": the reading's number said for how high)
    r"|\d{2,3}(?:\.\d)?(?:\s*(?:/|over)\s*\d{2,3})?(?:\s*(?:mg/dl|mmol(?:/l)?))?"
    # ("my hands are stiff every morning, rheumatoid arthritis": how a part is, then its name)
    r"|(?:stiff|swollen|sore|painful)(?:\s+(?:every|in\s+the|all)\s+[a-z]+)?))\s*,\s*"
    r"(?=(?!it's\b|it\s+is\b|its\b|which\b)[a-z])")
# the readings whose named condition is the user's with no clinician before it ("my iron is low, anaemia")
_READING_OFF = re.compile(
    r"my\s+(?:iron|haemoglobin|hemoglobin|blood\s+sugar|sugar|sugars|blood\s+pressure|bp|cholesterol|thyroid)"
    r"(?:\s+(?:is|are)|'s)?\s+(?:(?:too|very|really|quite|a\s+bit|a\s+little)\s+)?"
    r"(?:high|low|up|lazy|slow|sluggish|underactive|overactive|not\s+working(?:\s+(?:well|properly))?"
    r"|\d{2,3}(?:\.\d)?(?:\s*(?:/|over)\s*\d{2,3})?(?:\s*(?:mg/dl|mmol(?:/l)?))?)", re.I)
# the conditions such a reading is (not one that "runs in the family")
_CONDITION_NAMED = re.compile(
    r"(?:an(?:a)?emia|(?:type\s+[12]\s+)?diabetes(?:\s+type\s+[12])?|pre-?diabetes|hypothyroidism|hyperthyroidism"
    # ("…, diabetes is a worry for my mum": the word said of itself, no diagnosis)
    r"|hypertension|high\s+cholesterol)\b(?!\s+(?:is|are|was|can|could|may|might|will|would)\b)"
    r"(?![^.!?,;]*\b(?:runs|run|ran)\s+in\b|[^.!?,;]*\bin\s+(?:the|my|our)\s+family\b)",
    re.I)


def _reading_then_name(m: re.Match[str]) -> str:
    """A reading then the condition it is: one condition ("my iron is low, anaemia" → "I have anaemia", with or without
    a clinician before it); after a clinician, what follows any other reading or part is a sentence of its own ("the
    doctor says my thyroid is lazy. hypothyroidism", "…, she put me on …"); with neither, the text as it was."""
    said = m["said"] or ""
    if _READING_OFF.fullmatch(m["reading"]) and _CONDITION_NAMED.match(m.string, m.end()):
        return said + "I have "
    if said and "'" not in m["reading"]:
        return said + m["reading"] + ". "
    return m[0]


def _starting_there(m: re.Match[str]) -> str:
    """'From April I will teach at a school in Aomori City' → "I'm starting at a school in Aomori City in April"."""
    when = m["when"]
    return f"I'm starting {m['where']} {when if when.lower().startswith('next') else 'in ' + when}"


def _on_sick_leave(m: re.Match[str]) -> str:
    """'Doctor wrote me sick leave, burnout.' → "I'm on sick leave for burnout." (why, said after the comma, kept)."""
    return "I'm on sick leave for " if m[0].rstrip().endswith(",") else "I'm on sick leave"


def _second_job(m: re.Match[str]) -> str:
    """'I'm a yoga teacher too, on weekends' → "I also work as a yoga teacher on weekends" (a trade's word last; "I'm a bit
    tired too, in the evenings" is left)."""
    if not is_job_noun(re.split(r"[\s-]", m["role"])[-1]):
        return m.group(0)
    return f"I also work as {m['role']} {m['when']}" if m["when"] else f"I also work as {m['role']}"


def _and_please(m: re.Match[str]) -> str:
    """'I'm lactose intolerant, and please keep answers short' → two sentences; a request before it ("I would be grateful
    if you would address me as Mr Bergqvist, and kindly avoid abbreviations") is one request of two parts, left."""
    start = max(m.string.rfind(". ", 0, m.start()), m.string.rfind("! ", 0, m.start()), m.string.rfind("? ", 0, m.start()))
    # (lead64: "you" only as the one asked, "if you would", "you could", "your answers"; "my grandson set you up for me so
    # be patient, and please use plain words" asks once, after the comma)
    if re.search(r"\b(?:your|u|please|pls|plz|kindly)\b|\b(?:if|can|could|would|will|when|should)\s+you\b"
                 r"|\byou\s+(?:would|could|can|will|should|must|might|to)\b", m.string[start + 1 : m.start()], re.I):
        return m.group(0)
    return ". "


def _officially_now(m: re.Match[str]) -> str:
    """'Officially registered nurse in UK' → "I'm officially a registered nurse in UK" (a trade's word ends what follows;
    "officially over it" is left)."""
    role = re.match(r"[a-z]+(?:\s+[a-z]+){0,2}?(?=\s+(?:in|at|with|for)\s|\s*[.!,]|\s*$)", m.string[m.end():])
    if role is None or not is_job_noun(role.group(0).split()[-1]):
        return m.group(0)
    return f"I'm officially {article(role.group(0))} "


# the kinds of business a user runs and opens, named by ("Crumb Kitchen Clifton", "our new salon"): those one owns
# (vocabulary.BUSINESS_KINDS), and a bar, a branch and a gym, which only open here ("our second branch opened today";
# the owner's list leaves them out: "a chocolate bar", "my gym" where one trains, a bank's branch where one works)
_BUSINESS_KINDS = BUSINESS_KINDS + r"|bar|branch|gym"
_BUSINESS_WORD = re.compile(rf"\b(?:{_BUSINESS_KINDS})\b", re.I)


def _state_since(m: re.Match[str]) -> str:
    """', widow since 2019' after the user's own clause → ". I've been a widow since 2019" (another's clause: left)."""
    before = re.split(r"[.!?,]\s", m.string[: m.start()])[-1]  # the clause the state is said after
    if not re.match(r"\s*(?:i|i'm|im|i've|i\s+am)\b", before, re.I):
        return m.group(0)
    state = m["s"].lower()
    return f". I've been {'a ' if state in {'widow', 'widower'} else ''}{state} "


def _offer_said_yes(m: re.Match[str]) -> str:
    """'I got job offer from Erdenet copper mine, laboratory assistant. … I said yes, start 1 July' → "I accepted a job at
    Erdenet copper mine as a laboratory assistant, starting 1 July" (only a role that is a trade: "… , more money" is none)."""
    if not is_job_noun(m["role"].split()[-1].lower()):
        return m.group(0)
    return f"I accepted a job at {m['org']} as {article(m['role'])} {m['role']}" + (", starting " if m["start"] else "")


_INJURY_PAST = {"broken": "broke", "torn": "tore"}


def _fall_then_injury(m: re.Match[str]) -> str:
    """'slipped on ice, broke my wrist' → "I slipped on ice. I broke my wrist" (the injury read as the user's own)."""
    verb = (m["v"] or m["v2"]).lower()
    return f"{m['i'] or 'I '}{m['fall']}. I {_INJURY_PAST.get(verb, verb)} my {(m['p1'] or m['p2']).lower()}"


# ((leftovers42) "The salon opened this morning!! can't believe we did it", "… yesterday, best day of our lives", "…, me and
# my brother did it!": "the" and a business's word is the user's when the pride in it is said next; "on our street" is not)
_OURS_DONE = re.compile(r"[^.!?]*[.!?,]*\s*(?:[^.!?]*\b(?:we\s+(?:finally\s+)?(?:did|made)\s+it|proud\s+of\s+(?:us|ourselves)"
                        r"|(?:me|i)\s+and\s+my\s+\w+\s+did\s+it|best\s+day\s+of\s+our\s+lives|our\s+(?:baby|dream))\b)", re.I)


def _business_opened(m: re.Match[str]) -> str:
    """'Lotus Nails Springvale opened today' → "we opened Lotus Nails Springvale today" (a name of two or more words, or
    a business's word, or "our"; one bare name, "Tesco opened today", is left)."""
    what = m["what"]
    mine = re.match(r"(?:our|my)\s", what, re.I)
    if not mine and not _BUSINESS_WORD.search(what) and len(what.split()) < 3:
        return m.group(0)
    if not mine and re.fullmatch(rf"the\s+(?:[a-z][\w'-]*\s+){{0,2}}(?:{_BUSINESS_KINDS})\s*", what, re.I) \
            and not re.search(r"\s(?-i:[A-Z])", what) and not _OURS_DONE.match(m.string, m.end(), m.end() + 120):
        return m.group(0)  # ((leftovers41) "The bakery opened on the square in 1998": a bakery of the town's, not one named)
    if not mine and re.match(r"the\s", what, re.I) and not re.search(r"\s(?-i:[A-Z])", what):
        what = "our " + what[4:]  # ((leftovers42) "The salon opened …, we did it": our salon)
    return f"we opened {what} " + ("on " if m.group(0).rstrip().endswith("since") else "")


def _signed_with(m: re.Match[str]) -> str:
    """'signed with Xero! platform engineer, starting …' → "I got a job at Xero as a platform engineer, starting …"."""
    if not is_job_noun(m["role"].split()[-1]):
        return m.group(0)
    return f"I got a job at {m['org']} as {article(m['role'])} {m['role']}, "


def _household_wish(m: re.Match[str]) -> str:
    """'we want to move to Antalya' → "I want to move to Antalya" (not to a tool: "we want to move to Postgres")."""
    to = re.match(r"\s*(?:move|relocate)\s+to\s+([\w.+#-]+)", m.string[m.end():], re.I)
    if to and to.group(1).lower() in CODE_TOOLS | PROGRAMMING_LANGUAGES:
        return m.group(0)
    return "I " + ("plan" if m["v"].lower() == "are planning" else m["v"].lower()) + " to "


def _to_gerund(m: re.Match[str]) -> str:
    verb = m.group(1).lower()
    return "I'm " + {"have": "having", "get": "getting", "start": "starting", "see": "seeing", "meet": "meeting",
                     "begin": "beginning"}[verb]


_WEEKDAY_OR_MONTH = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|" + _MONTHS_NAMED
_NORMALISE = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"[‘’ʼ`´]", "'"),
        (r"[“”]", '"'),
        # "Antek is 6 now not 5": an age put right, the one taken back dropped (the write path ends the old age)
        (r"\b(is|turned|turns)\s+(\d{1,3})(\s+now)?\s*,?\s+not\s+\d{1,3}\b(?!\s*(?:%|percent|years?\s+ago))", r"\1 \2\3"),
        # "I adopted a cat!!! from the shelter in Utrecht": a "!!" of excitement mid-sentence, the sentence going on in
        # lower case with where or whom it was, ends nothing
        # (newuser31: not "I GOT IT!!! from 1 june i am QC inspector", "yes!! in august we go to Sibiu": a time, then a
        # subject of its own in lower case, the next sentence)
        (r"(?<=\w)!{2,}\s+(?=(?-i:from|with|at|in|on|for|to|after)\s)"
         r"(?!(?-i:from|in|on|after)\s+(?:next\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:[a-z]+\s+)?(?-i:i|we)\s)", " "),
        (r"\bwanna\b", "want to"),
        # (newuser29) "I take metformin two times a day", "one time a week": how often, as "twice a day" is read
        (r"\btwo\s+times\s+(?=(?:a|per|each)\s+(?:day|week|month|year)\b)", "twice "),
        (r"\bone\s+time\s+(?=(?:a|per|each)\s+(?:day|week|month|year)\b)", "once "),
        # (newuser27) a statement closed by a tag asking to agree ("Corina and I got married in May 2006, and she says she
        # wants nothing, which means something, no?", "my flat is in Iosefin, right?"): stated, not asked; only when the
        # sentence says "I", "my", "we" or "our" and does not open as a question or speak of "you"
        (r"(?:^|(?<=[.!?]\s))(?P<s>(?!(?:what|how|why|when|where|who|which|is|are|am|do|does|did|can|could|should|would|will"
         r"|shall|may|might|have|has|was|were)\b)(?![^.!?\n]*\byou(?:r|rs|'re|'ve|'ll)?\b)[^.!?\n]*\b(?:I|my|we|our)\b[^.!?\n]*?)"
         r"\s*,\s*(?:no|right|yes|yeah|isn't\s+it|eh|non|nu)\s*\?(?=\s|$)", r"\g<s>."),
        # (lo37) "I was a welder 30 years, retired now", "I was a plasterer for 35 years, now retired": one fact, the trade
        # retired from ("I'm a retired welder"), not a retirement beside a trade (which a cap of facts may drop)
        # ((fresh61) a learner's "I was tailor for 45 years in Quillota, now I am retired": the article left out, where the
        # trade was plied, and "now I am retired" said whole, the same trade retired from; "I was sick for 3 years, now I am
        # retired" names no trade)
        (r"\b(?-i:I)\s+was\s+(?:an?\s+)?((?:[a-z][\w-]*\s+){0,2}?(?P<job>[a-z][\w-]*))\s+(?:for\s+)?"
         r"(?:\d{1,2}|ten|twenty|thirty|forty|fifty)\s+years?(?:\s+(?:in|at)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?"
         r"\s*[,.;]\s*(?:(?:and\s+)?now\s+(?:(?-i:I)(?:'m|\s+am)\s+)?retired|(?:and\s+)?(?-i:I)(?:'m|\s+am)\s+(?:now\s+)?retired"
         r"(?:\s+now)?|retired(?:\s+now)?)\b",
         lambda m: f"I'm a retired {m.group(1)}" if is_job_noun(m.group("job").lower()) else m.group(0)),
        # (lo37) "the baby came last night! a girl", "Baby was born on Thursday, a boy!": the user's own baby born, said
        # with no mother named, as "we had a baby girl last night" says it ("my sister's baby came", "the neighbours'
        # baby" are another's: only "the", "our" or nothing before it, at a sentence's opening)
        (r"(?:^|(?<=[.!?]\s))(?:the\s+|our\s+)?baby\s+(?:came|arrived|was\s+born|is\s+born|has\s+arrived)"
         r"(?P<when>(?:\s+(?:early|late|at\s+last|finally))?(?:\s+(?:last\s+night|this\s+morning|yesterday|today|tonight|on\s+\w+|at\s+\d[\w:]*(?:\s*[ap]m)?)){0,2})"
         r"\s*(?:!+|\.|,)\s*(?:(?:it's|its)\s+)?an?\s+(?P<sex>girl|boy)\b", r"we had a baby \g<sex>\g<when>"),
        # (lo37) "I'm Kallstenius, Wilma Kallstenius, 61", "Oduya. Adhiambo Oduya": a surname said, then said again with the
        # first name before it, is one name, the whole ("I'm Wilma Kallstenius"), not the surname alone
        # (said bare, only before an age: "Thursday, Maundy Thursday is …" is no name)
        (r"^(?:(?-i:I)'m\s+|(?-i:I)\s+am\s+|(?:my\s+)?name's\s+|(?:my\s+)?name\s+is\s+|(?=\w+\s*[,.]\s+\w+(?:\s+\w+)?\s+\w+"
         r"\s*[,.]\s*\d{1,3}\b))((?-i:[A-Z])[\w'-]+)\s*[,.]\s+"
         r"((?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s+\1)(?![\w'-])", r"I'm \2"),
        # (lo36) "my partner Kahurangi is hapū", "my wife Yareli is embarazada", "Maëlle est enceinte": a pregnancy said in
        # another language's word, of someone named or "she" (not "I was embarazada", the false friend of "embarrassed")
        (r"(?<![\w'])((?-i:[A-Z])[\w'-]+|she)\s+(?:is|est|está|esta|ist|è|é)\s+(?:hap[uū]\u0304?|embarazada|enceinte|grávida|gravida"
         r"|schwanger|incinta|zwanger|mjamzito|hamile|gravid|terhes|těhotná|w\s+ciąży)(?![\w-])", r"\1 is pregnant"),
        # "I'm now the deputy head at my school": the role now, as "I'm the deputy head" says it
        (r"\b((?-i:I)'m|(?-i:I)\s+am)\s+now\s+(?=the\s+(?:new\s+)?(?:deputy|assistant|head|lead|senior|chief|acting)\b)", r"\1 "),
        # "I found out I'm lactose intolerant", "just learned I have coeliac": what the user is, as said plainly
        (r"\b(?-i:I)\s+(?:(?:just|recently|finally)\s+)?(?:found\s+out|learned|learnt|discovered)\s+(?:that\s+)?"
         r"(?=(?-i:I)(?:'m|\s+am|\s+have|'ve\s+got)\s)", ""),
        # "the doctor says is a herniated disc": a learner's "it" dropped after what was said
        (r"\b(says|said|thinks|told\s+me)\s+(?:is|it's)\s+(?=an?\s)", r"\1 it is "),
        # "we have a little girl, Rosalie, she is 5", "I have a little boy called Sam": the user's own child, as "a daughter"
        # says it (so "she" after it is hers, not the partner's named before)
        (r"\b((?:we|(?-i:I))\s+(?:have|'ve\s+got|have\s+got)\s+a\s+)(?:little|baby|wee|small)\s+(?:(girl)|boy)(?=\s*,\s*(?-i:[A-Z])|\s+(?:called|named)\s+(?-i:[A-Z]))",
         lambda m: m.group(1) + ("daughter" if m.group(2) else "son")),
        # "my names is Grace": a learner's "name is"
        (r"\b(my|(?-i:M)y)\s+names\s+is\b", r"\1 name is"),
        # "My mother she passed on last week", "my son he is at uni now": a learner's pronoun after whom it is of, said twice
        # ("I told my son Tom he should rest": a reported clause, its "he" the subject of what was told, left; "sell the
        # store to my nephew Garo he worked with me 10 years": the relative an object, "he" a run-on's next clause)
        (r"(?<!\btold\s)(?<!\btell\s)(?<!\basked\s)(?<!\bask\s)(?<!\bwarned\s)(?<!\breminded\s)(?<!\bpromised\s)"
         r"(?<!\bto\s)(?<!\bwith\s)(?<!\bfor\s)(?<!\bfrom\s)(?<!\bby\s)(?<!\bof\s)(?<!\bat\s)(?<!\babout\s)"
         r"\b((?:my|our)\s+(?:(?:late|little|big|older|younger|eldest|youngest|elder)\s+)?(?:mother|father|mum|mom|mama|dad|papa"
         r"|husband|wife|son|daughter|brother|sister|grandmother|grandfather|grandma|grandpa|granny|aunt|auntie|uncle|cousin"
         # ("my grandson Tou he start university this fall": the name said between them, kept)
         r"|boss|neighbou?r|niece|nephew|grandson|granddaughter)(?:\s+(?-i:[A-Z])[^\W\d_]{1,20})?)\s+(?:she|he)\s+"
         r"(?=(?!(?:and|or|but|who|too|also)\b)(?-i:[a-z]))",
         r"\1 "),
        # "I have twins boys": a learner's plural said twice, the twin boys
        (r"\btwins\s+(boys|girls|sons|daughters|brothers|sisters)\b", r"twin \1"),
        # "Tawanda landed! first time on a plane", "Mum has arrived!": someone named come, told as news the day it happens
        # (as "landed today" says it; the user's own "landed!" and "we arrived" are read as theirs elsewhere)
        # (not "He arrived! Bruno, born yesterday": a pronoun is whoever the message goes on to name)
        (r"^(?P<who>(?!(?:he|she|it|they|we|you|i|this|that|spring|summer|autumn|winter)\b)(?-i:[A-Z])[\w'’-]+|(?:my|our)\s+(?:son|daughter|mum|mom|dad|mother|father|wife|husband|sister|brother|fianc[ée]e?"
         r"|boyfriend|girlfriend|partner|gran|granny|grandma|grandad|grandpa|nan))\s+(?:has\s+)?(?:finally\s+|just\s+|safely\s+)?"
         r"(?P<v>landed|arrived)(?:\s+safely)?(?=\s*!)", r"\g<who> \g<v> today"),
        # "The twins are born!", "the baby is born": a birth told in a learner's present, as "were born" says it
        (r"\b(?P<who>(?:the|our|my)\s+(?:baby|twins|triplets))\s+(?P<be>is|are)\s+born(?=\s*(?:[!.,]|$))",
         lambda m: f"{m['who']} {'was' if m['be'].lower() == 'is' else 'were'} born"),
        # "We married on 20 August": the wedding, as "got married" says it
        # ("Dolma and me married on 8 november": the couple, the user named second, "me" as speech says it)
        (r"\b(we|(?-i:I)|(?-i:[A-Z])[\w'’-]+\s+and\s+(?:me|(?-i:I)))\s+married\s+(?=(?:on|in|last|this|at|yesterday|today)\b)",
         lambda m: re.sub(r"\s+and\s+me$", " and I", m.group(1)) + " got married "),
        # "now i work at the front desk of a hotel": the job there
        (r"\bwork\s+(?:at|on)\s+the\s+front\s+desk\s+(?:of|at|in)\s+(?=(?:a|an|the)\s)", "work as a receptionist at "),
        # "i drive Uber full time": for the app that pays for the driving (not "I take an Uber")
        (r"\b(drive|drives|driving|drove|ride|rides|riding)\s+(?=(?-i:Uber|Lyft|Bolt|Ola|Careem|Grab|DiDi|Deliveroo|DoorDash|Glovo"
         r"|Wolt|Instacart|Gojek)\b)", r"\1 for "),
        # "I will have a cataract operation on 15 April", "I'll have operation for cataract": an operation to come, as
        # "I'm having" says it (the learner's missing article put back)
        (r"\b(?-i:I)(?:'ll|\s+will|\s+am\s+going\s+to|'m\s+going\s+to)\s+have\s+"
         r"(?=(?:an?\s+)?(?:[\w-]+\s+){0,2}(?:operation|surgery|procedure)\b)", "I'm having "),
        (r"\b(having|have)\s+(?=operation\s+(?:for|on)\b)", r"\1 an "),
        # "i was a mechanic offshore for 30 year": how long, the plural's "s" dropped as said in Scotland and the north
        (r"\b(for|over|nearly|almost)\s+(\d{1,2}|twenty|thirty|forty|fifty)\s+year\b(?![-\s]+old\b)", r"\1 \2 years"),
        # "I am to have a cataract operation on the 24th of June": what is arranged for the user, as "I'm having" says it
        (r"\b(?-i:I)(?:'m|\s+am)\s+to\s+(have|get|start|see|meet|begin)\b", _to_gerund),
        (_BARE_DATE, _on_bare_date),
        # "my mum arrives on the 12th", "mum lands Friday": a relative's coming, said as a timetable is ("is arriving")
        (r"(?:\b(?P<my>my|our)\s+(?P<rel>(?:[a-z-]+\s+)?(?:mum|mom|mam|dad|mother|father|sister|brother|son|daughter|parents|in-laws"
         r"|nan|gran|grandma|grandad|granny|aunt|auntie|uncle|cousin|husband|wife|partner|boyfriend|girlfriend))"
         r"|(?:^|(?<=[.!?]\s))(?P<rel2>mum|mom|mam|dad))(?P<name>\s+(?-i:[A-Z])[\w'’-]+)?\s+(?P<v>arrives|arrive|lands|land)"
         r"(?=\s+(?:on|next|this|tomorrow|tonight|in|at)\b)", _arriving),
        (_DOING_A_COUNTRY, _doing_a_country),
        (_RACE_DONE_TIMED, _race_done_timed),
        # "We're doing another round of IVF in March": a round of treatment had, as "having" says it
        (rf"\b(we're|we\s+are|i'm|i\s+am)\s+doing\s+(?={ANOTHER_ROUND})", r"\1 having "),
        # "we're off to Crete in the summer holidays", "we're away to Mull for a week on the 9th", "Off to the Lakes for a
        # long weekend on the 3rd": a trip, as "going to" says it (a place named, how long, then when; "for a week from
        # the 9th" starts on the 9th)
        (_OFF_TO_A_PLACE, _off_to_a_place),
        (_MOVE_OUT_THEN_FOUND, _move_out_then_found),
        (_JOB_FOR_BASED_IN, _job_for_based_in),
        (_OFFER_TAKEN_PRESENT, _offer_taken_present),
        (_ROLE_FROM_NO_ARTICLE, _role_from_no_article),
        (_ROLE_OF_FIELD_AT, _role_of_field_at),
        (_ROLE_OF_FIELD_LISTED, _role_of_field_listed),
        # (lo35) "handed my notice in at wickes", "put my notice in at the depot": notice handed in, the particle after it
        (r"\b(?:handed|put|gave)\s+(?P<my>my|our)\s+notice\s+in\b", r"handed in \g<my> notice"),
        (_FROM_THEN_ROLE, _from_then_role),
        # "Now I work in warehouse in Hemelingen", "I work in factory": a place of work, its article dropped as a learner drops
        # it ("I work in IT", "I work in sales", "in hospitality" are fields and keep none)
        (r"\b(I\s+(?:now\s+)?work(?:ing)?\s+in)\s+(?=(?:warehouse|factory|restaurant|kitchen|supermarket|bakery|hotel|call\s+centre"
         r"|care\s+home|nursing\s+home|garage|laboratory|lab|pharmacy|shop|cafe|café|bar|laundry|slaughterhouse|packing\s+plant)\b"
         r"(?!['’])(?=\s*(?:[.,;!?]|$)|\s+(?:in|at|near|on|for|with|by|since|and|now|downtown|nights|days)\b))", r"\1 a "),
        # "goal for this year is to launch my own cleaning company, …", "main aim this year is to …": the user's, its "my"
        # dropped at the sentence's start
        (r"(?:^|(?<=[.!?]\s))(?P<g>(?:(?:main|big|new|one)\s+)?(?:goal|aim))(?=\s+(?:for\s+(?:this|next)\s+year\s+|this\s+year\s+"
         r"|for\s+20\d\d\s+|for\s+(?:the\s+)?(?:summer|winter|spring|autumn)\s+)?is\s+to\s)", lambda m: "my " + m.group("g").lower()),
        # "i do part time at tesco on the tills", "I do nights at the Royal": work, said with "do"
        (r"\bI\s+do\s+(?P<pt>part[\s-]time|full[\s-]time|nights|weekends|evenings)\s+(?=at\s)", r"I work \g<pt> "),
        # "I've been with the same company 22 years": worked there that long (its "for" dropped, as speech drops it)
        (rf"\bI(?:'ve|\s+have)\s+been\s+(?P<p>with|at|in)\s+(?P<what>the\s+same\s+(?:company|firm|employer|job|place|school|hospital|bank"
         rf"|practice|shop|council|team))\s+(?:for\s+)?(?P<n>\d{{1,2}}|{_AGE_WORD}|twenty|thirty|forty)\s+years\b",
         lambda m: f"I've worked {'at' if m['p'].lower() == 'with' else m['p']} {m['what']} for {m['n']} years"),
        # "Friday the 18th is my last day at Barclays": the day said first, read as "my last day at Barclays is …"
        (r"(?:^|(?<=[.!?]\s))(?P<when>(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?the\s+\d{1,2}(?:st|nd|rd|th)"
         r"|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+is\s+my\s+last\s+(?P<what>day|shift)\s+"
         r"(?P<where>(?:at|with)\s+(?:the\s+)?[\w&'.-]+(?:\s+(?-i:[A-Z])[\w&'.-]+)*)",
         lambda m: f"my last {m.group('what')} {m.group('where')} is {m.group('when')}"),
        (_DONE_PRESENT_CHEER, _done_present_cheer),
        (_STOP_PRESENT, _stop_present),
        (_HOME_FOR_A_QUESTION_OF_LAW, _home_for_a_question_of_law),
        (_NAME_AND_SHORT, _name_and_short),
        (_CONTRACT_ENDS, _contract_ends),
        # "I'm allergic to nuts so can't eat the bars they sell": the "I" of what follows "so", dropped, said again
        (r"(\b(?:I'm|I\s+am)\s+[^.!?,;]{2,40}?)\s+so\s+(?=(?:can't|cannot|can\s+not|couldn't|won't|have\s+to|need\s+to|must)\s)",
         r"\1 so I "),
        (_KIDS_AGED_IN_BRACKETS, _kids_aged_in_brackets),
        (_KIDS_COUNTED_THEN_NAMED, _kids_counted_then_named),
        (_MY_COUNT_ARE, "my kids are "),
        (_KIN_NAMED_AGED, _kin_named_aged),
        (_KIN_NAMED_JOB, _kin_named_job),
        (_KIN_BIRTHDAY, _kin_birthday),
        # "my mother hip is good now": the possessive left out, as English without it often says it
        (r"\b(my\s+(?:mother|father|mum|mom|dad|wife|husband|son|daughter|sister|brother|grandmother|grandfather|grandma|grandpa))"
         r"\s+(?=(?:hip|knee|back|shoulder|ankle|wrist|leg|arm|foot|elbow)\s+(?:is|was|has)\b)", r"\1's "),
        # "drop the mushrooms, no one in our house will touch them", "but no fish, nobody here eats it": a food the
        # household refuses, named before; "nobody in this house eats olives": as "we don't eat" says it
        (r"\b(?:drop|skip|lose|no|without|leave\s+out)\s+(?:the\s+)?(?P<food>[a-z]{3,}),?\s+(?:no\s*one|nobody|none\s+of\s+us)"
         r"\s+(?:(?:in\s+(?:our|this|my|the)\s+(?:house|home|family|household)|here)\s+)?(?:will|would|ever|even)?\s*"
         r"(?:eat|eats|touch|touches)\s+(?:them|it)\b", r"we don't eat \g<food>"),
        (r"\b(?:no\s*one|nobody|none\s+of\s+us)\s+(?:(?:in\s+(?:our|this|my|the)\s+(?:house|home|family|household)|here)\s+)?"
         r"(?:will|would|ever|even)?\s*(?:eat|eats|touch|touches)\s+(?!(?:them|it|that|this|anything|much)\b)", "we don't eat "),
        # a profile pasted as a list: "- married to Dev", "- 2 kids (Ola 6, Tim 3)": each line the user's, its "I" left
        # out as a list leaves it (spaces and tabs only before the dash: "\s*" ran over every blank line from each line's
        # start, quadratic in a message of empty lines)
        (r"(?m)^([ \t]*[-*•][ \t]+)(?=(?:(?:happily\s+)?married|engaged|divorced|widowed|separated)\s+(?:to|from|with|since)\b)", r"\1I'm "),
        # "Tino here (Aukusitino), 45, …": the name said in full in brackets after the one used, read as the name said
        (r"(?:^|(?<=[.!?,]\s))(?P<n>(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+\s+here)\s*\((?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+\)(?=\s*[,.!])", r"\g<n>"),
        # "tamati here. 33, backend dev at …", "I'm Ana. 41, nurse in Porto": the age and trade said in the next sentence of
        # the introduction, as one sentence ("tamati here, 33, backend dev at …")
        (r"(?:^|(?<=[.!?,]\s))(?P<n>(?:[A-Za-zÀ-ÖØ-Þ][\w'-]+\s+here|(?:i'm|i\s+am)\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'-]+))\.\s+"
         r"(?=\d{1,2}\s*,\s*(?:an?\s+)?[a-z])", r"\g<n>, "),
        # "tomasi here 16 from lautoka", "ana here 15 and i live in Porto": the age typed bare after the name, then where
        # from, as "tomasi here, 16, from lautoka" says it
        (r"(?:^|(?<=[.!?]\s))(?P<n>[A-Za-zÀ-ÖØ-Þ][\w'-]+\s+here)\s+(?P<age>\d{1,2})\s+(?=(?:from|and\s+(?:i'm|im|i\s+am|i\s+live))\s)",
         r"\g<n>, \g<age>, "),
        # "I roast coffee in Hawassa, small company Sidama Roots with my sister Tsion": the user's own business, named after
        # what they do, as "I have a small company …" says it
        (r"(?:^|(?<=[.!?,]\s))(?P<i>I\s+(?!(?:used|want|need|hope|would|could|might|should|will|wish|went|was|had|saw|got|did|made"
         r"|came|took|am|have|[a-z]+ed)\b)[a-z]+\s[^.!?,;]{3,60}),\s+"
         r"(?=(?:a\s+)?(?:small|little|tiny|family)\s+(?:company|business|firm|bakery|roastery|shop|café|cafe|farm|studio|workshop)"
         r"\s+(?:called\s+)?(?-i:[A-Z]))", r"\g<i>. I have "),
        # "soy constanza, 27, phd student …": "I am" in Spanish before a name and an age (Portuguese "sou a Renata, 41, …" is
        # read with its trade: spelling's Portuguese forms)
        (r"(?:^|(?<=[.!?,]\s))soy\s+(?=[A-Za-zÀ-ÖØ-Þ][\w'-]+\s*,\s*\d{1,2}\s*,)", ""),
        # "Doctor say my sugar too high, type 2 diabetes", "Sugar not coming down, doctor start me on insulin now": a
        # clinician's word in a learner's present ("say"), and what they found or gave said as a sentence of its own
        # ("the doctor in Cusco say …", "doctor at Gwanda Hospital says …": where the clinician is, left, so what they found
        # is read as any clinician's word)
        (r"\b(?P<who>(?:doctor|doc|gp|specialist|consultant|surgeon))\s+(?:in|at)\s+(?:the\s+)?(?-i:[A-Z])[^\W\d_]+"
         r"(?:\s+(?:(?-i:[A-Z])[^\W\d_]+|hospital|clinic))?(?=\s+(?:says|said|say|told\s+me)\s)", r"\g<who>"),
        (r"\b(?P<who>(?:doctor|doc|gp|nurse|specialist|consultant))\s+say\s+(?=my\b|(?:is|it's|it\s+is)\s"
         # ("the eye doctor say I have cataract in both eye": what they found in the user, a learner's "say")
         r"|(?-i:I)\s+have\s|(?-i:I)(?:'m|\s+am)\s)", r"\g<who> says "),
        # "the doctor here gave me sumatriptan": the clinician where the user lives now ("here" says only where)
        (r"\b(?P<who>(?:the|my|a)\s+(?:doctor|doc|gp|nurse|dentist|physio))\s+(?:here|over\s+here)\b(?=\s+(?:gave|put|says|said|told"
         r"|prescribed|started|found|thinks|wants)\b)", r"\g<who>"),
        # "doctor on rig says blood pressure high", "the nurse at the clinic said sugar is too high": a reading told in a
        # hurried note (where the clinician works, "my" and "is" left out), as "the doctor says my blood pressure is
        # high" says it
        (r"\b(?P<who>doctor|doc|gp|nurse|specialist|consultant)(?:\s+(?:on|at|in)\s+(?:the\s+)?[a-z]+(?:\s+(?!says\b|said\b|say\b)[a-z]+)?)?\s+(?:says|said|say)\s+"
         r"(?:that\s+)?(?:my\s+)?(?P<what>blood\s+pressure|bp|blood\s+sugar|sugar|cholesterol|iron)\s+(?:is\s+|was\s+|'s\s+)?"
         r"(?=(?:very\s+|too\s+|a\s+bit\s+|quite\s+|really\s+)?(?:high|low)\b)", r"\g<who> says my \g<what> is "),
        # ("the doctor say is hernia disc": what was found, its "it" left out)
        # ("Doctor say is not heart attack but is angina": what it is not, then what it is, read by its own rule)
        (r"\b(?P<who>(?:doctor|doc|gp|specialist|consultant)\s+(?:says|said))\s+is\s+(?!not\b|no\b|nothing\b)(?=(?:an?\s+)?[a-z])",
         r"\g<who> it's "),
        (r"\b(?:a\s+)?(?:hernia\s+disc|disc\s+hernia(?:tion)?)\b", "a herniated disc"),
        # ("the doctor in Cusco say meniscus is torn": the part found torn, as "a torn meniscus" names it)
        (r"\b(?P<who>(?:doctor|doc|gp|specialist|consultant|surgeon|physio))\s+(?:says|said|say)\s+(?:that\s+)?(?:my\s+)?"
         r"(?P<part>meniscus|acl|ligament|achilles(?:\s+tendon)?|rotator\s+cuff|hamstring)\s+(?:is|was)\s+torn\b",
         r"\g<who> says I have a torn \g<part>"),
        # "the doctor says my thyroid is lazy, hypothyroidism", "my iron is low, anaemia": a reading or a part said to be
        # off, then after a comma what it is (one rule since twins58: lo36's "I have" and session 57's split were twins)
        (_READING_THEN_NAME, _reading_then_name),
        # "the doctor says …, she put me on levothyroxine": the clinician said again by "she" or "he", what they gave read
        # as the clinician's (a "she" with no clinician before it may be anyone)
        (r"(?P<pre>\b(?:the\s+|my\s+)?(?:doctor|doc|gp|consultant|specialist|neurologist|cardiologist|endocrinologist)\s+"
         r"(?:says|said|told\s+me|found)\b[^!?\n]{0,120}?,\s+)(?:she|he)\s+(?=(?:has\s+|just\s+)?(?:put|started|start)\s+me\s+on\b)",
         r"\g<pre>the doctor "),
        # "From April I will teach at a school in Aomori City", "I'll be working at the depot in Oulu from next month": the
        # user's work at a new place, from a time ahead (a plan: "I'm starting at … in April")
        (r"(?:^|(?<=[.!?]\s))from\s+(?P<when>" + _FROM_WHEN + r")\s*,?\s+I(?:\s+will|'ll|\s+am\s+going\s+to|'m\s+going\s+to)\s+"
         r"(?:be\s+)?(?:teach(?:ing)?|work(?:ing)?)(?:\s+(?-i:[A-Z])[a-z]+)?\s+(?P<where>(?:at|in|for)\s+[^,.;!?\n]{2,60}?)(?=\s*(?:[,.;!?]|$))",
         _starting_there),
        (r"\bI(?:\s+will|'ll|\s+am\s+going\s+to|'m\s+going\s+to)\s+(?:be\s+)?(?:teach(?:ing)?|work(?:ing)?)(?:\s+(?-i:[A-Z])[a-z]+)?\s+"
         r"(?P<where>(?:at|in|for)\s+[^,.;!?\n]{2,60}?)\s+from\s+(?P<when>" + _FROM_WHEN + r")(?=\s*(?:[,.;!?]|$))", _starting_there),
        # "Full days again from October.": back at work full time after reduced hours (the day it starts is the message's)
        (r"(?:^|(?<=[.!?]\s))(?:(?:i'm|i\s+am|im)\s+)?(?:back\s+(?:to|on)\s+)?full\s+(?:days|time|hours|shifts)\s+again"
         r"(?:\s+(?:from|since)\s+(?:today|monday|this\s+week|(?-i:[A-Z])[a-z]+))?(?=\s*[.!]|\s*$)", "I'm back at work full time"),
        # "I will have to stop the choir for now": a group or a course the user gives up (as "I'm giving up the choir")
        (r"\bI(?:\s+will|'ll|\s+am\s+going\s+to|'m\s+going\s+to)?\s+(?:have|need)\s+to\s+(?:stop|quit|leave|drop)\s+"
         r"(?=(?:the|my)\s+(?:[\w-]+\s+)?(?:choir|club|team|band|orchestra|class(?:es)?|course|lessons|league|committee|volunteering"
         r"|allotment|gym)\b)", "I'm giving up "),
        # "in December I'm flying to Pereira for my mamá's birthday, 3 weeks": how long the trip is, said after a comma
        (r"(?P<trip>\b(?:flying|going|travelling|traveling|heading|off|driving|sailing)\s+(?:to|home|back)\b[^.!?,\n]{2,80}?"
         r"(?:,\s+[^.!?,\n]{2,60}?)?),\s+(?P<n>\d{1,2}|one|two|three|four|five|six|a\s+couple\s+of)\s+(?P<u>days|weeks|months)"
         r"(?=\s*[.!]|\s*$)", r"\g<trip> for \g<n> \g<u>"),
        # "Juhannus at the cottage with daughter Kerttu and her boyfriend": a relative named, the "my" left out after "with"
        # as terse notes leave it
        (r"\bwith\s+(?=(?-i:daughter|son|wife|husband|sister|brother|grandson|granddaughter)\s+(?-i:[A-Z])[a-z]+\b(?!['’]s))",
         "with my "),
        # "moving out of the dorm on 15 june, sharing a flat in Nadodrze with my friend": the home moved into, on that day
        (r"(?P<out>\bmoving\s+out\s+of\s+(?:the|my|our)\s+[^,.;!?]{2,30}?)(?P<when>\s+on\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
         r"[A-Za-z]+)?\s*,\s+(?:and\s+)?(?:sharing|renting|getting|into)\s+(?P<what>an?\s+(?:flat|apartment|room|house|place)\s+in\s+"
         r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)", r"\g<out>\g<when>. I'm moving into \g<what>\g<when>"),
        # "I stop sewing after maghrib now": what the user no longer does at a time of day, in a learner's present
        (r"\bI\s+stop\s+(?P<v>[a-z]+ing)\s+(?P<when>(?:after|at|before|in\s+the)\s+[^,.;!?]{2,30}?)\s+now\b", r"I stopped \g<v> \g<when>"),
        # "big order from hotel in Dubai, 40 mask!": an order the user's business got, its "I got" left out
        (r"(?:^|(?<=[.!?]\s))(?:(?:another|a|one)\s+)?(?P<size>big|huge|large|new|first)\s+order\s+from\s+(?=(?:an?\s+|the\s+)?[\w-]+)",
         r"I got a \g<size> order from "),
        # "Doctor wrote me sick leave, burnout. 8 weeks.": the user off work, signed by a clinician, and why
        # ("the doctor gave me a sick note for work" is a paper handed over: left)
        (r"(?:^|(?<=[.!?]\s))(?:the\s+|my\s+)?(?:doctor|doc|gp)\s+(?:wrote|has\s+written|put)\s+me\s+(?:on\s+)?(?:a\s+)?"
         r"(?:sick\s+leave|medical\s+leave|sick\s+note)(?:,\s+(?=[a-z]+(?:\s+[a-z]+)?\s*[.!]))?", _on_sick_leave),
        (r",\s+(?=(?:the\s+|my\s+)?(?:doctor|doc|gp|consultant|specialist|neurologist|cardiologist)\s+(?:has\s+|just\s+)?"
         r"(?:(?:start|started|put)\s+me\s+on|(?:gave|given|prescribed)\s+me|(?:increased|upped|raised|doubled|lowered|reduced)\s"
         # ("the knee again, the doctor gave injection for arthritis …": what the injection is for, a sentence of its own)
         r"|(?:gave|given)\s+(?:me\s+)?(?:an?\s+)?(?:(?:steroid|cortisone)\s+)?(?:injection|shot|jab)s?\s+for\s)\b)",
         ". "),
        # "I'm lactose intolerant, and please keep answers short": a request joined to a statement by "and" is a sentence
        # of its own (as ", please keep …" is)
        (r"(?<=\w),?\s+and\s+(?=(?:please|pls|plz|kindly)\s+(?:keep|use|write|answer|reply|don't|do\s+not|no|avoid|give|make|call"
         r"|explain|always|never|be)\b)", _and_please),
        # "I'm a yoga teacher too, on weekends": a second job beside the one said before, as "I also work as a yoga teacher
        # on weekends" says it (a job of its own would end the first as a change of job)
        # (lo36) and without its days ("I'm a ski instructor too now", "I'm a sign-language tutor too, a few hours a week"):
        # "I also work as a ski instructor", beside the first job, not a change of it
        (r"\b(?:I'm|I\s+am|im)\s+(?:also\s+)?(?P<role>an?\s+[a-z]+(?:[\s-][a-z]+){0,2}?)\s+(?:too|as\s+well)(?:\s+now)?(?:,?\s+"
         r"(?P<when>on\s+(?:weekends|saturdays|sundays|the\s+side)|at\s+(?:the\s+)?weekends?|(?:in\s+the\s+)?evenings|part[\s-]time)\b"
         r"|(?=\s*(?:[,.!;]|$)))", _second_job),
        # "Booking flight to Jamaica for my brother's birthday": a trip ahead, its "I'm" dropped (the flight booked is the
        # trip: "I'm flying to Jamaica …")
        (r"(?:^|(?<=[.!?]\s))(?:(?:i'm|im|i\s+am)\s+)?(?:just\s+)?booking\s+(?:a\s+|the\s+|my\s+|our\s+)?(?:flights?|tickets?)\s+"
         r"(?:home\s+)?to\s+(?=(?-i:[A-Z]))", "I'm flying to "),
        # "Flights booked to Accra on 18 December for the wedding": the flights said first, booked (the trip the user's)
        (r"(?:^|(?<=[.!?]\s))(?:(?:the|our|my)\s+)?(?:flights?|tickets?|plane\s+tickets?)\s+(?:are\s+|is\s+|now\s+|all\s+|finally\s+)*booked"
         r"\s+(?:home\s+)?to\s+(?=(?-i:[A-Z]))", "I'm flying to "),
        # "Officially registered nurse in UK", "now officially a qualified electrician!": what the user now is, the "I'm"
        # dropped at the sentence's start (a trade's word must end it: _officially_now)
        (r"(?:^|(?<=[.!?]\s))(?:now\s+)?officially\s+(?:an?\s+)?(?=[a-z]+(?:\s+[a-z]+){0,2}(?:\s+(?:in|at|with|for)\s|\s*[.!,]|\s*$))",
         _officially_now),
        # "Lotus Nails Springvale opened today!!", "our new salon opened yesterday": the user's business opened, said by its
        # name (a business's word or "our"/"my" before it: "Tesco opened today" is no one's of the user's)
        (r"(?:^|(?<=[.!?]\s))(?P<what>(?:(?:our|my)\s+(?:new\s+|second\s+|third\s+)?(?:[\w'-]+\s+){0,3}?|(?:the\s+)?(?:(?-i:[A-Z])[\w'-]+\s+){1,3}"
         r"(?:(?-i:[A-Z])[\w'-]+\s+)?)(?:" + _BUSINESS_KINDS
         + r"|(?-i:[A-Z])[\w'-]+))\s+(?:(?:finally\s+|officially\s+)?opened\s+(?:for\s+business\s+)?(?=(?:today|yesterday|this\s+(?:morning|week)|on\s+(?!(?:the|a|an|my|our)\s+(?!\d))\w+)\b)"
         # ("Salón Xiomara is open since Monday!!!": open since a day this week, as a learner says "has been open")
         r"|is\s+(?:now\s+|finally\s+|officially\s+)?open\s+since\s+(?=(?:today|yesterday|monday|tuesday|wednesday|thursday|friday"
         r"|saturday|sunday)\b))", _business_opened),
        # ((leftovers42) "we opened our food truck yesterday, best day of our lives!": the pride said after a comma is a
        # sentence of its own, no part of what was done)
        (r"(?<=\w),\s+(?=(?:best\s+day\s+of\s+(?:our|my)\s+li(?:fe|ves)|so\s+proud\s+of\s+(?:us|ourselves)"
         r"|we\s+(?:finally\s+)?(?:did|made)\s+it|(?:me|i)\s+and\s+my\s+\w+\s+did\s+it)\b)", ". "),
        # "Guesthouse open! First guests from Poland.", "carinderia open na!": the user's business opened, said by its word
        # alone and an exclamation (not "the shop open till 6?", "is the bakery open on Sundays")
        (r"(?:^|(?<=[.!?]\s))(?:(?:the|our|my)\s+)?(?P<what>(?:new\s+)?(?:[\w'-]+\s+)?(?:" + _BUSINESS_KINDS + r"))\s+(?:is\s+)?"
         r"(?:now\s+|finally\s+|officially\s+)?open(?:\s+na|\s+now|\s+at\s+last|\s+for\s+business)?(?=\s*!)",
         lambda m: "we opened the " + (m["what"][:1].lower() + m["what"][1:] if _BUSINESS_WORD.match(m["what"].split()[0]) or
                                       m["what"].split()[0].lower() == "new" else m["what"])),
        # "Merle fall and break her hip": a learner's present for the fall that happened
        (r"\b(?P<who>(?-i:[A-Z])[\w'-]+|she|he)\s+fall\s+and\s+break\s+(?=(?:her|his|their)\s)", r"\g<who> fell and broke "),
        # "Merle home now with a walking frame", "She in Manor Hospital, operation tomorrow": a learner's "is" left out
        # before where someone is, in hospital or home again
        (r"(?:^|(?<=[.!?]\s))(?P<who>(?!I\b)(?-i:[A-Z])[\w-]+)\s+(?=(?:in\s+(?:the\s+)?(?:(?-i:[A-Z])[\w'-]+\s+){0,3}hospital"
         r"|home\s+(?:now|from\s+(?:the\s+)?hospital|again|at\s+last)|out\s+of\s+(?:the\s+)?hospital)\b)", r"\g<who> is "),
        # "signed with Xero! platform engineer, starting 6 july": a job taken, the role and its start said after (only a
        # role: "signed with the Army" is a joining; "signed with an agent" no job)
        (r"(?:^|(?<=[.!?]\s))(?:(?:i|we)\s+)?(?:(?:just|finally|officially)\s+)?signed\s+(?:with|at)\s+(?P<org>(?-i:[A-Z])[\w&'-]*"
         r"(?:\s+(?-i:[A-Z])[\w&'-]*){0,2})\s*[!.,]+\s*(?:as\s+)?(?:an?\s+)?(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*,\s*(?=start)",
         _signed_with),
        # "Paddock Labs ran out of money, whole team laid off friday": the user laid off with everyone, from the employer named
        (r"(?:^|(?<=[.!?]\s))(?P<org>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){0,2})\s+(?:ran\s+out\s+of\s+(?:money|cash|funding)"
         r"|went\s+(?:bust|under|bankrupt)|(?:closed|shut)\s+down|folded|collapsed)\s*(?:,|and|so|\.)\s+(?:the\s+)?(?:whole|entire)\s+"
         r"(?:team|company|staff|office|department)\s+(?:was\s+|were\s+|got\s+)?(?:laid\s+off|let\s+go|made\s+redundant)\b"
         r"(?:\s+(?:on\s+)?(?P<day>monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)?",
         lambda m: f"I was laid off from {m['org']}" + (f" on {m['day']}" if m["day"] else "")),
        # ("the clinic closed, whole team laid off": a workplace by its kind closed, the user laid off with everyone)
        (r"(?:^|(?<=[.!?]\s))(?:the|our|my)\s+(?:clinic|shop|company|firm|factory|restaurant|office|hotel|bakery|salon|startup|agency"
         r"|studio|store|plant|mill|practice|garage|warehouse|depot|hospital|school|college|nursery|care\s+home|mine|call\s+centre)\s+(?:has\s+)?(?:closed(?:\s+down)?|shut\s+down|went\s+(?:bust|under)"
         r"|folded|ran\s+out\s+of\s+(?:money|cash|funding))\s*(?:,|and|so|\.)\s+(?:the\s+)?(?:whole|entire)\s+(?:team|staff|lot\s+of\s+us)"
         r"\s+(?:was\s+|were\s+|got\s+)?(?:laid\s+off|let\s+go|made\s+redundant)\b", "I was laid off"),
        (r"(?:^|(?<=[.!?]\s))(?:the\s+)?(?:whole|entire)\s+(?:team|company|staff|office|department)\s+(?:was\s+|were\s+|got\s+)?"
         r"(?:laid\s+off|let\s+go|made\s+redundant)(?=\s+(?:today|yesterday|on\s|last\s|this\s|friday|monday|tuesday|wednesday"
         r"|thursday|saturday|sunday)|\s*[,.!;]|\s*$)", "I was laid off"),
        # "Me and Gülay want to live in Antalya half the year", "we plan to move to Porto": the household's wish for where to
        # live is the user's (not any "we want": "we want to migrate to Postgres" is work's)
        (r"(?:^|(?<=[.!?,;]\s))(?:we|(?:me\s+and\s+(?-i:[A-Z])[\w'-]+)|(?-i:[A-Z])[\w'-]+\s+and\s+(?:i|me))\s+(?:really\s+|both\s+)?"
         r"(?P<v>want|plan|hope|would\s+like|are\s+planning)\s+to\s+(?=(?:move|live|relocate|emigrate|retire|settle)\s+(?:to|in|abroad|back)\b)",
         _household_wish),
        # "engaged to Minh last night!!", "Engaged to Abel, we marry in January": the user's engagement, its "I" dropped at
        # the sentence's start (a time after the name: it happened then; none: the state)
        (r"(?:^|(?<=[.!?]\s))engaged\s+to\s+(?=(?-i:[A-Z])[\w'-]+\s+(?:last|yesterday|today|this|on)\b)", "I got engaged to "),
        (r"(?:^|(?<=[.!?]\s))engaged\s+to\s+(?=(?-i:[A-Z])[\w'-]+(?:\s*[,;.!]|\s*$))", "I'm engaged to "),
        # "we marry in January after Timkat": the present said for the wedding ahead, as "we're getting married in …"
        (r"(?:^|(?<=[.!?,;]\s))we\s+marry\s+(?=(?:in|on|next|this)\s)", "we're getting married "),
        # "wedding is set for 10 January 2027": the user's own wedding (no one else's named: "the wedding" may be anyone's)
        (r"(?:^|(?<=[.!?]\s))(?:our\s+)?wedding\s+is\s+(?:now\s+)?(?:set|booked|fixed|planned)\s+for\s+(?=(?:\d{1,2}|the\s+\d{1,2}|"
         + _WEEKDAY_OR_MONTH + r"|next|this)\b)", "our wedding is on "),
        (r"(?m)^([ \t]*[-*•][ \t]+)(?=(?:\d{1,2}|one|two|three|four|five|six)\s+(?:kids|children|sons|daughters|boys|girls|grandkids"
         r"|grandchildren|cats|dogs)\b(?!['’]))", r"\1I have "),
        # "I'm a dental nurse, mostly private practices, in Braga": where the job is, said after an aside on what it is
        # mostly, as "I'm a dental nurse in Braga, mostly private practices" says it
        (r"\b((?:i'm|i\s+am|im)\s+an?\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?),\s+((?:mostly|mainly|largely)\s+[^,.;!?]{2,30}),\s+"
         r"(in\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)(?=\s*(?:[.!;]|$))", r"\1 \3, \2"),
        # "I'm a student this year at Leeds": where, as "I'm a student at Leeds" says it (what one is this year, one is now)
        # ("I'm a teacher this year at a school in Hull": a school of its kind in a named town, not "at a new school")
        (r"\b((?:i'm|i\s+am|im)\s+an?\s+(?:[a-z][\w-]*\s+)?(?:student|postgrad|undergrad|fresher|lecturer|researcher|teacher"
         r"|(?-i:TA)|teaching\s+assistant))\s+this\s+(?:year|term|semester)\s+(?=at\s+(?!(?:a|an|the)\b)[\w'-]+|at\s+(?:a|an)\s+(?!new\b)"
         r"(?:[\w-]+\s+)?(?:school|college|academy|university|nursery)\s+in\s+(?-i:[A-Z]))", r"\1 "),
        # "I'm a TA at a primary school": a teaching assistant, as the job's name says it
        (r"\b((?:i'm|i\s+am|im)\s+a)\s+(?-i:TA)\b", r"\1 teaching assistant"),
        # "I boulder 3x a week": how often, as "3 times a week" says it
        (r"\b([1-9])\s?x\s+(?=(?:a|per|each|every)\s+(?:day|week|month|fortnight)\b)", r"\1 times "),
        (r"\bgonna\b", "going to"),
        # "My new supervisor will be Professor Iain Mackenzie": who takes the role, named, as "my new manager is …"
        (r"\b(my|our)\s+new\s+((?:line\s+|team\s+|phd\s+|personal\s+|class\s+)?(?:supervisor|advisor|adviser|manager|boss|lead"
         r"|tutor|teacher|coach|mentor|landlord|landlady|neighbou?r|flatmate|housemate|roommate|gp|doctor|therapist|dentist"
         r"|headteacher|head|director|trainer|instructor|physio|consultant|midwife|childminder|assessor|editor))\s+"
         r"(?:will\s+be|is\s+going\s+to\s+be)\s+"
         r"(?=(?:(?:Dr|Prof|Professor|Mr|Mrs|Ms|Miss|Mx)\.?\s+)?(?-i:[A-Z])[a-z]+(?:\s+(?-i:[A-Z])[a-z'-]+)?\s*(?:[.!,;]|$))",
         r"\1 new \2 is "),
        # "I've packed in the boxing", "I jacked in my job": given up (British); only an activity in -ing or
        # something of the user's ("I packed in the car" is loading it)
        (r"\b(i)(?:'ve|\s+have)\s+(?:just\s+|finally\s+)?(?:packed|jacked)\s+in\s+(?=" + _GIVEN_UP_THING + ")",
         r"\1 have given up "),
        (r"\b(i)\s+(?:just\s+|finally\s+)?(?:packed|jacked)\s+in\s+(?=" + _GIVEN_UP_THING + ")", r"\1 gave up "),
        # "I've started an online watercolour course": begun, as "I started a course" says it
        (r"\b(i)(?:'ve|\s+have)\s+(?:just\s+|recently\s+)?(started|joined|begun|taken\s+up)\s+(?=(?:a|an|the|my)\s)",
         lambda m: f"{m.group(1)} {_PERFECT_AS_PAST.get(' '.join(m.group(2).lower().split()), m.group(2))} "),
        # "I had a fall on the prom and broke my wrist": the injury, what lasts
        (r"\b(i)\s+had\s+a\s+(?:bad\s+|nasty\s+|little\s+|small\s+)?fall(?:\s+(?:on|at|in|down|outside)\s+[^,.;!?]{1,30}?)?\s+and\s+"
         r"(?=(?:broke|fractured|hurt|injured|sprained|twisted|cracked|bruised)\s+my\b)", r"\1 "),
        # "I got job offer from Erdenet copper mine, laboratory assistant. More salary. I said yes, start 1 July": an offer,
        # then its yes a sentence or two on, one job taken (the role said after a comma or "as"; the start after the yes)
        (r"(?:^|(?<=[.!?]\s))i\s+(?:got|received|had)\s+(?:an?\s+|the\s+)?(?:job\s+)?offer\s+(?:from|at)\s+"
         # ("… from the city transport office, dispatcher": an employer named by what it is, after "the")
         r"(?P<org>(?:the\s+)?(?-i:[A-Z])[\w&'’-]*(?:\s+[\w&'’-]+){0,3}?|the\s+[a-z][\w&'’-]*(?:\s+[a-z][\w&'’-]*){0,3}?)(?:\s*,\s*|\s+as\s+)(?:an?\s+)?"
         r"(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s*[.!]+\s+(?:[^.!?]{1,40}[.!]+\s+)?(?:and\s+|so\s+)?i\s+(?:said\s+yes|accepted(?:\s+it)?"
         r"|took\s+it)(?P<start>\s*[,.!]+\s*(?:i\s+)?start(?:s|ing)?\s+(?=(?:on\s+)?(?:\d|next|in\s|(?-i:[A-Z]))))?", _offer_said_yes),
        # (lead60) "I have a room in student house near the campus", "I rent a room in a shared flat in Leith": the home, a
        # room in a shared one, as "I live in a student house …" says it
        (r"\b(?-i:I)\s+(?:have|rent|got|found)\s+(?:a\s+)?(?:(?:small|tiny|little|nice)\s+)?room\s+in\s+(?:an?\s+)?(?=(?:student\s+(?:house|flat|hall|residence|dorm)"
         r"|shared\s+(?:house|flat|apartment)|(?:house|flat)\s*share|dorm|hall\s+of\s+residence)\b)",
         lambda m: "I live in a "),
        # (lead60) "corrígeme if I write wrong pls": Spanish "correct me", said in an English sentence
        (r"\bcorr[ií]geme\b", "correct me"),
        # (lead60) "arrived to Stuttgart", "we arrived to Lisbon yesterday": a learner's "to" for "in"
        (r"\b(?P<v>arrived|arrive|arriving)\s+to\s+(?=(?-i:[A-Z])[\w'’-]+)", r"\g<v> in "),
        # (lead60) "ACCEPTED!! Hohenheim with scholarship, starts in October", "accepted! Leeds uni": the news shouted first,
        # then where, as "I got accepted to Hohenheim" says it
        # (not "ACCEPTED!! Greifswald, she starts in September": someone else's place, said by "she" after it)
        (r"(?:^|(?<=[.!?]\s))(?:(?:i\s+)?got\s+)?accepted\s*!+\s+(?:(?:at|to|into|by)\s+)?(?=(?-i:[A-Z])[\w'’-]+"
         r"(?![^.!?]*\b(?:she|he|they|her|his|their)\b))", "I got accepted to "),
        # (lead60) "I have been having migraines, the GP gave me sumatriptan", "I've been getting panic attacks": attacks that
        # keep coming, as "I have migraines" says it (not "I've been having headaches since the party": one spell, dated)
        (r"\b(?-i:I)(?:'ve|’ve|\s+have)\s+been\s+(?:having|getting|suffering\s+from)\s+(?:(?:bad|terrible|awful|frequent|regular"
         r"|really\s+bad)\s+)?(?=(?:migraines|panic\s+attacks|seizures|palpitations|nosebleeds|dizzy\s+spells|cluster\s+headaches)\b"
         r"(?![^.!?,;]*\b(?:since|after|for\s+(?:a|the|two|three|\d+)\s+(?:days?|weeks?)|this\s+week|today|yesterday)\b))", "I have "),
        # (session 60) "it is done: the new hip went in on the 23rd", "my new knee went in on Monday": the operation had
        (r"\b(?:the|my)\s+new\s+(?P<part>hip|knee|shoulder)\s+went\s+in\b", lambda m: f"I had my {m['part'].lower()} replacement"),
        # (lead60) "blood presure high. doc gave amlodipine", "cholesterol too high again": a reading said alone, its "my" and
        # its verb left out, as "my blood pressure is high" says it (a sentence of its own; "bp high?" is asked)
        (r"(?:^|(?<=[.!?]\s))(?P<w>blood\s+pres{1,2}ure|bp|cholesterol|blood\s+sugar)\s+(?=(?:(?:still|very|too|quite|really|a\s+bit)\s+)?"
         r"(?:high|low)(?:\s+again)?\s*(?:[.!]|$))", lambda m: f"my {re.sub(r'pres+ure', 'pressure', m['w'])} is "),
        # "sugar levels back to normal after birth": a reading back to normal, said without its "my" and its verb
        (r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<w>(?:blood\s+)?sugars?(?:\s+levels?)?|bp|blood\s+pressure|cholesterol|iron(?:\s+levels?)?)\s+"
         r"(?=(?:now\s+|finally\s+|all\s+)?back\s+to\s+normal\b)",
         lambda m: f"my {m['w']} {'are' if m['w'].lower().endswith('s') else 'is'} "),
        # "POSITIVE TEST!!! 7 weeks, heartbeat seen today", "got a positive pregnancy test": the user pregnant (a bare
        # "positive test" only with the weeks said after it: a covid test is positive too)
        (r"(?:^|(?<=[.!?]\s))(?:(?:we|i)\s+)?(?:(?:just\s+)?got\s+)?(?:a\s+)?positive\s+(?:(?P<preg>pregnancy)\s+)?test\b[\s!.😭🥹🙏❤️💕]*"
         r"(?:(?P<w>\d{1,2})\s+weeks\b(?:\s*,[^.!?]*)?)?", lambda m: (f"I'm {m['w']} weeks pregnant" if m["w"] else "I'm pregnant. ") if m["preg"] or m["w"]
         else m.group(0)),
        # "I live in Sept-Îles, widow since 2019": the user's state since a year, said after a comma, a clause of its own
        # (after the user's own clause only: "my mum lives in Leeds, widow since 2019" is hers)
        (r",\s+(?:a\s+)?(?P<s>widow|widower|widowed|divorced|separated|retired)\s+(?=(?:since|for)\s+\S)", _state_since),
        # "The move to Osaka will be in March": the move the user plans, said by its noun, then when
        (r"(?:^|(?<=[.!?]\s))(?:the|our|my)\s+(?:big\s+)?move\s+to\s+(?P<x>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s+"
         r"(?:will\s+be|is|'s|is\s+going\s+to\s+be|is\s+planned\s+for|is\s+set\s+for)\s+(?=(?:in|on|next|at\s+the\s+end\s+of)\b)",
         r"we're moving to \g<x> "),
        # "IELTS result 7.5!!!!", "my TOEFL score is 104": a language or entrance test's result, the user's
        (r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<exam>(?-i:IELTS|TOEFL|TOEIC|GRE|GMAT|DELF|DELE|TCF|TEF|JLPT|HSK|TOPIK|UKCAT|UCAT|LSAT|MCAT)"
         r"(?:\s+(?-i:[A-C][12]|N[1-5]|\d))?)\s+(?:final\s+)?(?:results?|score|band|mark)\s*(?:is|was|came\s+back|:|-|=)?\s*(?:a\s+)?"
         r"(?=\d+(?:\.\d)?\b)", lambda m: f"I got my {m['exam']} result, "),
        # "I work in cashmere factory in Darkhan": a learner's workplace without its article
        (r"\b(i\s+(?:work|worked|am\s+working|'m\s+working)\s+(?:in|at))\s+(?!(?:a|an|the|my|our|his|her|this|that)\b)"
         r"(?=(?:[a-z]+\s+){0,2}(?:factory|hospital|bank|hotel|shop|restaurant|warehouse|mine|bakery|salon|clinic|pharmacy|supermarket"
         r"|call\s+centre|care\s+home|nursing\s+home|garage|laboratory|plant|mill)\b)", r"\1 a "),
        # "Husband Kurt and me live in Mellieħa": the partner said first with no "my", as a note opens (after an emoji too)
        # ((fresh61) and with the children: "Wife Solomiia and daughter come to Kalisz in June", "Husband Tane and the kids
        # are coming in May"; "Wife Swap and Gogglebox are on tonight" has no child after its "and")
        (r"(?:^|(?<=[.!?]\s)|(?<=[^\w\s.,;:!?'’\"]\s))(?-i:(?P<rel>Husband|Wife|Partner|Boyfriend|Girlfriend|Fiancée|Fiancé|Fiance))\s+"
         r"(?=(?-i:[A-Z])[\w'’-]+\s+and\s+(?:I|me\s|(?:the\s+|our\s+|my\s+)?(?:daughter|son|kids|children|baby|boy|girl|twins)s?\b))",
         lambda m: f"My {m['rel'].lower()} "),
        # "I had a fall on the ice, wrist fractured", "slipped on ice, broke my wrist": the fall the user's (said first, its
        # "I" perhaps dropped), then the injury it left, said as a note ("Mum fell, wrist broken" is hers, left)
        (r"(?:^|(?<=[.!?]\s))(?P<i>i\s+)?(?P<fall>(?:had\s+a\s+(?:bad\s+|nasty\s+|little\s+|small\s+)?fall|fell|slipped|tripped)"
         r"(?:\s+(?:on|at|in|down|over|outside|off)\s+[^,.;!?]{1,30}?)?)\s*(?:,|\s+and)\s+"
         r"(?:(?P<v>broke|fractured|sprained|dislocated|tore|twisted|cracked)\s+my\s+(?P<p1>(?:(?:left|right)\s+)?" + _INJURY_PART + r")"
         r"|(?:my\s+)?(?P<p2>(?:(?:left|right)\s+)?" + _INJURY_PART + r")\s+(?:is\s+|was\s+|got\s+)?"
         r"(?P<v2>fractured|broken|sprained|dislocated|torn|cracked))\b", _fall_then_injury),
        # "Ania got a job at Wythenshawe, days now": the shifts worked, said without their verb
        (r",\s+(?=(?:days|nights|earlies|lates)\s+now\b)", ", working "),
        # (lead58's Noku) "I'm a senior carer at a care home in Northampton, nights mostly": the shift said after the job, a
        # sentence of its own ("I work nights mostly"), only after the user's own job said with "I'm a" or "I work"
        (r"(?P<job>\b(?:i'm|i\s+am|im)\s+an?\s+[^,.!?]{2,80}?|\bi\s+work\s+(?:as|at|in)\s+[^,.!?]{2,80}?)\s*,\s*"
         r"(?:(?P<m1>mostly|mainly|usually|always|only)\s+)?(?P<shift>nights|night\s+shifts|earlies|lates|days)"
         r"(?:\s+(?P<m2>mostly|mainly|usually|only|always))?(?=\s*(?:[.!]|$))",
         lambda m: f"{m['job']}. I work {'nights' if m['shift'].lower().startswith('night') else m['shift'].lower()}"
                   f"{' ' + (m['m1'] or m['m2']).lower() if (m['m1'] or m['m2']) else ''}"),
        # "We have returned from USA last week": the perfect with a past time, as the past says it
        (r"\b(i|we)\s+have\s+(returned|got\s+back|reached|arrived|landed)\b(?=[^.!?\n]{0,40}\b(?:last|yesterday|ago)\b)", r"\1 \2"),
        # "we bought a house!! in Cambridge": the exclamation in the middle, the sentence goes on with where
        (r"(?<=\w)!+\s+(?=(?-i:in|at|near|to|from)\s+(?-i:[A-Z])[a-z])", " "),
        # "I got a job offer from Arup! starting 1 June": the start, said on after the exclamation
        (r"(?<=\w)!+\s+(?=(?-i:starting|joining|moving|beginning)\s+(?:(?-i:on|in|from)\s+)?(?:\d|(?-i:next)\b))", ", "),
        (r"\b(?<=i\s)gotta\b", "have to"),
        (r"\bi ?m\b(?=\s+(?:a|an|from|working|building|trying|allergic|based|married)\b)", "I'm"),
        (r"\bfavourite\b", "favorite"),
        (r"\bstay\s+at\s+home\s+(?=(?:mom|mum|dad|parent|mother|father)\b)", "stay-at-home "),
        (r"\boff\s+work\s+(?=on\s+(?:maternity|paternity|parental|sick|medical|compassionate)\s+leave\b)", ""),
        # "I'm off on parental leave from the firm for nine months": off work, on leave; whose work goes without saying
        (r"(?<=\bi'm\s)off\s+(?=on\s+(?:maternity|paternity|parental|sick|medical|compassionate)\s+leave\b)", ""),
        (r"\b(?<=leave\s)from\s+(?:the\s+|my\s+)?(?:firm|office|job|work|company|practice|school|hospital)\s+(?=for\s|until\s|till\s|from\s)", ""),
        (r"\b(gluten|dairy|lactose|nut|sugar|meat|alcohol|egg|soy)\s+free\b", r"\1-free"),
        # "the ABIM board exam, which I will sit in August 2027": when the exam is, said of it
        (r",?\s+which\s+i(?:'m|\s+am|'ll|\s+will|\s+have\s+to|'ve\s+got\s+to)?\s+(?:sit|sitting|take|taking|have|having|do|doing)"
         r"\s+(?=(?:in|on|next|this|at\s+the\s+end\s+of)\b)", " "),
        # "jonno moved us both over to capture one", "my boss switched us to Jira": the user's tools changed with
        # theirs, as "we moved over to" says it
        (r"(?:^|(?<=[,.;!]\s))(?:my\s+)?[\w'-]+\s+(?:moved|switched|migrated)\s+us\s+(?:both\s+|all\s+)?(?:over\s+)?to\s+",
         "we moved over to "),
        # "we run Debian everywhere", "I run Arch": the system used, said as run
        (r"(?:(?<=\bi\s)|(?<=\bwe\s))run\s+(?=(?-i:[A-Z])[\w.+#-]*(?:\s+(?:everywhere|on\s|at\s|for\s|across\s)|\s*[,.!]|\s*$))", "use "),
        (r"\b((?:i|we)\s+use\s+(?-i:[A-Z])[\w.+#-]*)\s+(?:everywhere|across\s+the\s+board|on\s+everything)\b", r"\1"),
        # "I refuse to touch Ubuntu on servers", "I won't touch PHP": a tool the user does not use
        (r"\bi\s+(?:refuse\s+to|won't|will\s+not|never)\s+(?:touch|use)\s+(?=(?-i:[A-Z]))", "I don't use "),
        # "I'm job hunting", "we're house-hunting in Leeds": looking for one
        (r"\b(job|house|flat|apartment)[\s-]hunting\b", r"looking for a \1"),
        # "we are looking at houses in Laval", "I'm viewing flats in Leith": looking for a home there, said by the homes seen
        (r"\b((?-i:I)'m|(?-i:I)\s+am|we're|we\s+are)\s+(?:(?:now|currently|already|still)\s+)?(?:looking\s+at|viewing|seeing)\s+"
         r"(house|flat|apartment|condo|bungalow|townhouse|home)s\s+(?=(?:in|near|around)\s+(?-i:[A-Z]))", r"\1 looking for a \2 "),
        # "I use they/them", "…, nonbinary, go by she/they": the pronouns the user goes by, said with a verb
        (r"(?:(?<=\bi\s)|(?<=,\s)|^)(?:use|go\s+by|prefer)\s+" + _PRONOUN_SET + r"(?:\s+pronouns)?(?:\s+please)?(?=\s*(?:[,.;!]|$|\s+and\b))",
         r"my pronouns are \g<p>"),
        # "Our landlord is selling so we have to move out by June", "we've got to be out by May, the landlord is selling
        # up": the move and why, in one clause (read by extract_rules' move forced by a date)
        (r"\b(?:our|my|the)\s+" + _LANDLORD_SELLS + r"\s*,?\s+so\s+(?P<out>(?:we|i)\b[^.!?,;]{0,30}?\b(?:move|be)\s+out\s+by\s+[^,.;!?]+)",
         r"\g<out> for the landlord's sale"),
        (r"(?P<out>\b(?:we|i)\b[^.!?,;]{0,30}?\b(?:move|be)\s+out\s+by\s+[^,.;!?]+?)\s*(?:,\s*|\s+because\s+|\s+as\s+|\s+since\s+)"
         r"(?:our|my|the)\s+" + _LANDLORD_SELLS + r"(?=\s*(?:[,.;!]|$))", r"\g<out> for the landlord's sale"),
        # "I'm in Perth so give me times in AWST please": the time zone asked for, and where the user is, as one rule
        (r"\b(?:i'm|i\s+am|im)\s+(?:based\s+|living\s+)?in\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)\s*,?\s+so\s+"
         r"(?:please\s+)?(?:(?:give|put|show|quote)\s+(?:me\s+)?)?(?:all\s+)?(?:the\s+)?times\s+in\s+(?P<tz>(?-i:[A-Z]{2,5}))\b",
         r"give me times in \g<tz> for \g<place>"),
        # "stopped vaping again, for real this time": for good, said of a stop after a relapse
        (r"(?<=\bagain)\s*,?\s+(?:for\s+(?:real|good)|properly|seriously)\s+this\s+time\b", " for good"),
        # "I stop smoking 3 weeks now", "I quit drinking since two months": a stop said in the present with how long,
        # as a second language says "I stopped … ago" (German "seit", French "depuis"; not "I stop work at 5 now")
        (r"\bi\s+(stop|quit)\s+(smoking|drinking|vaping|drinking\s+alcohol|eating\s+meat|eating\s+sugar)\s+(?:since\s+)?"
         r"(\d{1,2}|two|three|four|five|six|a\s+few)\s+(days?|weeks?|months?|years?)(?:\s+(?:now|already))+\b",
         r"I stopped \2 \3 \4 ago"),
        (r"\bi\s+(stop|quit)\s+(smoking|drinking|vaping|drinking\s+alcohol|eating\s+meat|eating\s+sugar)\s+since\s+"
         r"(\d{1,2}|two|three|four|five|six|a\s+few)\s+(days?|weeks?|months?|years?)\b",
         r"I stopped \2 \3 \4 ago"),
        # "I take now aspirin and bisoprolol", "I drive now day shift": "now" between the verb and what it takes, as a
        # second language puts it ("Ich nehme jetzt …"): "now I take …" (not "I take now or never", "I work now, so")
        (r"\bi\s+(take|drive|work)\s+now\s+(?!(?:or|and|but|so|that|then|on|because)\b)(?=[a-z])", r"now I \1 "),
        # "I take aspirin and bisoprolol": two medicines taken, each a statement ("I take aspirin and I take bisoprolol"),
        # so the second is not lost when the clause is cut at "and" (not "I take aspirin and go to bed")
        (r"\b(?P<i>i\s+(?:(?:now|also|still)\s+)*take\s+)(?P<a>[a-z][a-z-]{3,})\s+and\s+(?P<b>[a-z][a-z-]{3,})\b"
         r"(?=\s*(?:[.,;!]|$|\s+(?:every|each|daily|twice|once|in\s+the|at\s+night|now|for|and)\b))",
         lambda m: f"{m['i']}{m['a']} and I take {m['b']}" if _two_medicines(m["a"], m["b"]) else m.group(0)),
        # "I drive day shift", "from May I drive night shift": a driver's shift is the shift worked
        (r"\b(?<=i\s)drive\s+(?=(?:the\s+)?(?:day|night|early|late)\s+shifts?\b)", "work "),
        # "I drive taxi. Night shift, 8 in evening to 6 in morning.": the shift the user just said they work, a fragment with
        # its hours after a sentence of their own (not "Night shift, 8 to 6, was hell for my brother" alone: the user said
        # nothing before it)
        (r"(?P<prev>\bi(?:\s+(?:work|drive|am)|'m)\b[^.!?]{0,80}[.!?]\s+)(?P<s>night|day|early|late)\s+shifts?\s*,\s*"
         r"(?=\d{1,2}\s*(?:am|pm|in\s+(?:the\s+)?(?:evening|morning)|o'clock|:\d\d|to\b|-|–))",
         r"\g<prev>I work \g<s> shift, "),
        # "I drive for company Hansa Taxi", "I work for firm Bosch": the employer's name after its kind, as a second
        # language puts it ("für die Firma …"): "for Hansa Taxi"
        (r"(?<=\bfor\s)(?:the\s+)?(?:company|firm)\s+(?=(?-i:[A-Z]))", ""),
        # "Doctor say is not heart attack but is angina", "the doctor says it is not a stroke but a migraine": what the
        # doctor found is what comes after "but" ("doctor says it's angina"); "doctor say is angina" as "says it's"
        (r"\b(?P<d>(?:the\s+|my\s+)?(?:doctor|gp))\s+says?\s+(?:that\s+)?(?:it\s+)?is\s+"
         r"(?:not\s+(?:a\s+|an\s+)?[a-z]+(?:\s+[a-z]+){0,2}?\s*,?\s+but\s+(?:it\s+)?(?:is\s+)?)?(?=(?:a\s+|an\s+)?[a-z])",
         r"\g<d> says it's "),
        # "from May I work day shift": the shift from then, read as "I'm on days" is (not "I work day shifts at the
        # depot": where is read with it by extract_rules' shift and workplace)
        (r"(?:^|(?<=[.!?]\s))(?P<when>(?:from|starting(?:\s+in)?|as\s+of)\s+[a-z]+\s*,?\s+)i\s+work\s+(?:the\s+)?(?P<s>day|night)\s+shifts?\b"
         r"(?!\s+(?:at|in|for|on)\b)", r"\g<when>I'm on \g<s>s"),
        # "i stopped vaping again, day 4 today": how long since, a count of days that is no date
        (r"\b((?:stopped|quit|gave\s+up|packed\s+in)\b[^.!?]{0,60}?)\s*,\s*(?:it's\s+|on\s+)?day\s+\d{1,3}(?:\s+(?:today|now))?(?=\s*(?:[.!,;]|$))",
         r"\1"),
        # "my husband got a new job in Leeds so we're relocating": the move is to where the job is
        (r"(?P<job>\bmy\s+(?:husband|wife|partner|hubby|missus|fianc[ée]e?|boyfriend|girlfriend)\s+(?:has\s+)?(?:just\s+)?(?:got|landed|accepted|was\s+offered)"
         r"\s+(?:a\s+)?(?:new\s+)?(?:job|post|position|role)\b[^.!?;]{0,40}?\bin\s+(?P<city>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?))"
         r"\s*,?\s+so\s+(?P<we>we're|we\s+are|we\s+will\s+be|we'll\s+be)\s+(?P<v>relocating|moving)"
         r"(?P<when>\s+(?:in|on|next|this|at\s+the\s+end\s+of)\s+[\w ]{2,20}?)?(?=\s*(?:[.!,;]|$))",
         r"\g<job>, so \g<we> \g<v> to \g<city>\g<when>"),
        # "I'm 31, nonbinary, they/them please": the pronouns listed bare after a comma, please or not
        (_SAID_OF_ME + r"([^.;!?]{1,60}?),\s+" + _PRONOUN_SET + r"(?:\s+pronouns)?(?:\s+please)?(?=\s*(?:[.;!]|$))",
         r"\1 \2, my pronouns are \g<p>"),
        # "I'm 29, nonbinary, use they/them", "I'm Robin, genderqueer, he/they": a gender listed after the age or name,
        # said as the user's
        (_SAID_OF_ME + r"([^,.;!?]{1,30}),\s+(?=(?:" + IDENTITIES_RE + r")\s*(?:[,;.!]|$))", r"\1 \2, I'm "),
        (r"\bi\s+my\s+pronouns\s+are\b", "my pronouns are"),
        # "Our baby is due on 14 August", "baby's due in June", "my due date is 3 March": a baby expected, said by when
        # ("sorry correction, baby is due in june not may": after the words of a correction too)
        (r"(?:^|(?<=[.!?]\s))(?P<opener>(?:(?:sorry|oops|actually|correction|update|oh|ah|wait|no)\b[\s,:!.-]*){0,3})"
         r"(?:(?:our|the)\s+)?(?:(?:first|second|third|new|little)\s+)?baby(?:'s|\s+is)\s+(?:due|coming)\s+"
         r"(?:(?P<prep>on|in|at\s+the\s+end\s+of|early|late|mid)\s+)?(?=(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?" + _MONTH_WORD
         + r"|next\s+month|next\s+year|this\s+(?:spring|summer|autumn|fall|winter)|in\s+(?:the\s+)?(?:spring|summer|autumn|fall|winter|new\s+year))",
         lambda m: m.group(0) if _PREGNANT_SAID.search(m.string, 0, m.start())
         else f"{m['opener']}we're expecting a baby {_due_prep(m)}"),
        (r"(?:^|(?<=[.!?]\s))(?:my|our)\s+due\s+date\s+is\s+(?:on\s+)?(?=(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_WORD
         + r"|" + _MONTH_WORD + r"\s+\d)", "we're expecting a baby on "),
        (r"\b(i'm|i\s+am)\s+due\s+(?=(?:in|on)\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?" + _MONTH_WORD + r")",
         r"\1 expecting a baby "),
        # "My wedding is on 20 June", "our wedding is 3 May": the user getting married that day ("… in October 2027" is
        # the wedding planned for the month, read by extract_rules)
        (r"(?:^|(?<=[.!?]\s))(?:my|our)\s+wedding(?:'s|\s+is)\s+(?:(?:booked|set|planned)\s+for\s+)?"
         r"(?=on\b|(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_WORD + r"|" + _MONTH_WORD + r"\s+\d)",
         lambda m: "I'm getting married " + ("" if m.string.startswith("on", m.end()) else "on ")),
        # "I'm renting a room in a shared house in Bristol": where the user rents, as "I rent …" says it
        (r"\b(?:i'm|i\s+am)\s+(?:(?:currently|now|still)\s+)?renting\s+(?=(?:a|an)\s)", "I rent "),
        # "I'm back in Glasgow after 3 years in Dubai", "I'm back living in Cork": home again (not "back in London for the
        # weekend", nor a bare "I am back in Leeds." after a trip: home, where the user lived all along)
        (r"\b(?:i'm|i\s+am)\s+(?:(?:now|finally|officially)\s+)?back\s+(?:(?P<living>living\s+)?in\s+)"
         r"(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?"
         r"(?(living)(?:\s*[,.!]|\s*$|\s+(?:now|for\s+good|after|again|permanently|since)\b)|\s+(?:for\s+good|after|permanently|since)\b))"
         r"(?![^.!?]*\b(?:for\s+(?:the\s+|a\s+)?(?:weekend|week|day|night|few|couple|holidays?|christmas|easter|summer|visit|wedding"
         r"|funeral)|visiting|on\s+holiday|on\s+business|until|till)\b)", "I moved back to "),
        # "a bunion op on the 3rd", "my op is on Friday": an operation, as said for short
        (r"\b(my|his|her|their|an?|knee|hip|bunion|eye|back|shoulder|cataract|hernia|gallbladder|foot|wrist|ankle|heart|bowel|spine"
         r"|spinal|neck|hand|ear|nose|jaw|hysterectomy|bypass)\s+op(s)?\b(?![-'])", r"\1 operation\2"),
        # "Our baby girl Solveig was born on 2 August": the user's daughter (a baby boy, their son), named
        (r"\b(my|our)\s+(?:new\s+|little\s+)?baby\s+(girl|boy)\s+(?=(?-i:[A-Z])[a-z])",
         lambda m: f"{m.group(1)} {'daughter' if m.group(2).lower() == 'girl' else 'son'} "),
        # "I'm a lefty": left-handed
        (r"\b(i'm|i\s+am)\s+a\s+(?:lefty|leftie|southpaw)\b", r"\1 left-handed"),
        # "I'm left the band last month", "I'm moved to Leeds in January": the past, as a second language may say it
        # with "I'm" (never "I'm left with nothing", "I'm moved by it", "I'm finished")
        (r"\b(?:i'm|i\s+am)\s+(?=(?:left|quit|joined|finished|completed|bought|sold)\s+(?:the|my|our|a|an|this|that|\d|(?-i:[A-Z]))"
         r"|moved\s+(?:to|into|back\s+to|in\s+with)\s+(?:(?:the|my|our|a|an)\s|(?-i:[A-Z]))"
         r"|started\s+(?:the|my|our|a|an|\d|(?-i:[A-Z]))(?!\w*\s+(?:thinking|wondering))|changed\s+(?:my|jobs?|job|careers?)\b)", "I "),
        # "My hometown is Chengdu": where they are from
        (r"\bmy\s+(?:home\s*town|home\s+city)\s+is\s+(?=(?-i:[A-Z]))", "I'm from "),
        # "now doing master of statistics": a degree said without its article, as a second language says it
        (r"\b(doing|finishing|starting)\s+(?:the\s+)?(master|bachelor)(?:'?s)?\s+(?:of|in)\s+", r"\1 a \2's in "),
        # "I'm Sam (they/them), doing a PhD at UTAS": the rest of the introduction goes on with the name, its "I'm" dropped
        (r"\b(?P<me>(?:i'm|i\s+am|im|this\s+is)\s+[A-Za-z][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*\(\s*" + _PRONOUN_SET
         + r"\s*\)\s*,\s*(?!(?:i|i'm|im|i've|my|and|but|so)\b)(?P<rest>[a-z][^.!?\n]+)",
         r"\g<me>, \g<rest>. My pronouns are \g<p>."),
        # "i'm alex (they/them), i'm a ceramic artist": the pronouns given with the name, a statement of their own
        # (only after the user's own name: "Sam (my partner, they/them)" are Sam's)
        (r"\b(?P<me>(?:i'm|i\s+am|im|this\s+is|it's)\s+[A-Za-z][\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*(?:\(\s*|,\s*)"
         # ("I'm Rowan, pronouns they/them": the word said before the set)
         r"(?:(?:my\s+)?pronouns(?:\s+are|\s*:)?\s+)?(?P<p>(?:she|he|they|xe|ze)/(?:her|him|them|hers|his|theirs|xem|zir)(?:/[a-z]+)?)\s*(?:\)\s*)?[,;.]?(?=\s|$)",
         r"\g<me>. My pronouns are \g<p>. "),
        # "so myself and Cian got engaged", "myself and my sister went to Cork": "Cian and I", as Irish and Indian
        # English say it (only opening a clause: "I did it myself and Cian helped" is not the pair)
        (r"(?:^|(?<=[,.!?;]\s)|(?<=\bso\s)|(?<=\band\s)|(?<=\bbut\s)|(?<=\bthen\s))myself\s+and\s+"
         r"(?P<who>my\s+[\w-]+(?:\s+(?-i:[A-Z])[\w'-]+)?|(?-i:[A-Z])[\w'-]+)(?=\s+(?!and\b)[a-z])",
         r"\g<who> and I"),
        # "kai, they/them, backend dev in berlin" opening a message, "Kai here, she/her, nurse in Leeds": the name
        # said bare (or with "here") with the pronouns after it, the rest of the introduction read as it goes on
        (r"^(?P<g>(?:(?:hey|hi|hello|hiya|heya|yo)\b[\s.!,]*)?)(?!(?:ok|okay|so|and|but|yes|yeah|no|also|well)\b)(?P<n>[A-Za-z][\w'-]+)"
         r"\s*(?:\(\s*|,\s*)" + _PRONOUN_SET + r"\s*\)?\s*[,;]\s*(?P<rest>[^.!?\n]+)",
         r"\g<g>I'm \g<n>, \g<rest>. My pronouns are \g<p>."),
        (r"\b(?P<n>(?-i:[A-Z])[\w'-]+)\s+here\s*(?:\(\s*|,\s*)" + _PRONOUN_SET + r"\s*\)?\s*[,;]\s*(?P<rest>[^.!?\n]+)",
         r"\g<n> here, \g<rest>. My pronouns are \g<p>."),
        # "Hi, Delroy again, the barber from Handsworth", "it's Priya again, your favourite nurse": the name said on coming
        # back with who they are, as with "here"
        # (after a greeting only: "Overtime again.", "It's Christmas again" name nobody)
        (r"^(?P<g>(?:hey|hi|hello|hiya|heya|yo|yow|morning|evening)\b[\s.!,]*)(?:it's\s+|its\s+|it\s+is\s+)?"
         r"(?!(?-i:Me|Us|It|This|That|Hello|Hi|Hey|Sorry|Thanks|Ok|Okay|Yes|No|So|And|But|Here|Back|Once)\b)"
         # (only with who they are after it: "Hi, Sneha again." greets one already known, and says nothing new)
         # ("di": "the" in patois, read later by spelling.standard)
         r"(?P<n>(?-i:[A-Z])[a-z][\w'-]*)\s+again\b(?=\s*,\s*(?:the|a|an|your|di)\s+[a-z])",
         lambda m: m.group(0) if common(m["n"].lower()) else f"{m['g']}{m['n']} here"),  # not "Overtime again."
        # "I've a dairy farm outside Mallow": "I have a", as Irish and Northern English say it
        (r"\b(?<=i)'ve\s+(?=(?:a|an|two|three|four|five|six|no)\s)", " have "),
        # "got a daughter Kayla, shes 15": "I have a daughter Kayla", the "I've" dropped at the head of a clause (not "got a
        # daughter's party to plan", "my brother got a son")
        (r"(?:^|(?<=[.!?;]\s))got\s+(?=(?:a|an|two|three|four|\d)\s+(?:(?:little|teenage|grown|baby|young)\s+)?"
         r"(?:daughters?|sons?|stepdaughters?|stepsons?|kids|children)\b(?!['’]))", "I have "),
        # "I have a daughter Kayla, she's 15": her age said after her name ("My daughter Kayla is 15")
        (r"\b(?P<has>i\s+have\s+(?:a|an)\s+(?P<kin>daughter|son|stepdaughter|stepson)\s+(?P<name>(?-i:[A-Z])[a-z'-]+))\s*,\s*"
         r"(?:she's|shes|she\s+is|he's|hes|he\s+is)\s+(?P<age>\d{1,2})(?=\s*(?:[.,;!?]|$))",
         r"\g<has>. My \g<kin> \g<name> is \g<age>"),
        # "the missus does the books", "the other half is away": one's spouse or partner, said the colloquial way
        (r"\bthe\s+(?:missus|missis|wife)\b(?!\s+(?:of|and\s+i)\b)", "my wife"),
        # "we found bigger flat in Podgórze, 3 rooms, we move 1 July": the move told by its day, its place the flat's
        # ("… our own place. a ground floor flat in Stretford, 2 bedrooms, we move 15 August": the flat said alone, found
        # in the sentence before)
        # ("moving out of the house. got a basement suite in Lacombe, move june 1": "I got …", the "I" dropped before
        # both, as a busy person types)
        (r"(?:\b(?P<who>we|i)\s+(?P<verb>found|got)\s+|(?:^|(?<=[.!]\s))(?P<bare>found|got)\s+(?=(?:a|an)\s)"
         r"|(?:^|(?<=[.!]\s))(?=(?:a|an)\s))"
         r"(?P<what>(?:(?:a|an|the|our|my)\s+)?(?:[\w-]+\s+){0,3}?"
         r"(?:flat|apartment|house|place|home|cottage|suite|bedsit|bedsitter|condo|studio)\s+in\s+(?P<place>(?-i:[A-Z])[\w'-]+))"
         # ("found a bedsitter in Kilimani, 10 minutes walk to office. moving 15 July": the move in a sentence of its own)
         r"(?P<mid>(?:\s*,\s*[^,.!?]{1,30}?)?)\s*[,.]\s*"
         r"(?:(?:and\s+)?(?P<mover>we|i)(?:'re|\s+are|'m|\s+am)?\s+)?(?:move|moving)\s+(?:in\s+)?(?:on\s+)?(?P<when>(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?" + _MONTH_WORD
         + r"|" + _MONTH_WORD + r"\s+\d{1,2}(?:st|nd|rd|th)?)\b", _found_then_move),
        # "I work now as bookkeeper in small firm Rachunki Plus": the employer by its name, its kind said before it without
        # an article (as a non-native writer puts it)
        (r"\b(?:in|at)\s+(?:a\s+)?(?:small|little|tiny|big|local|family)\s+(?:firm|company|agency|business)\s+(?=(?-i:[A-Z])[\w'-]+)",
         "at "),
        # "my missus Mele is from Māngere": the same said with "my" and her name (persons.py reads "missus" as the wife; not
        # named, "my missus runs a salon" is kept in the user's word)
        (r"\bmy\s+(?:missus|missis)\s+(?=(?-i:[A-Z])[a-z]+\b)", "my wife "),
        (r"\bthe\s+(?:hubby|husband)\b(?!\s+(?:of|and\s+i)\b)", "my husband"),
        # "the grandson Liam is after getting into Memorial", "the daughter Siobhan": one's own, named, said the same way
        # (the kin word in lower case: "The Son Rises" is a title)
        (r"\b(?-i:[Tt]he\s+(son|daughter|grandson|granddaughter))\s+(?=(?-i:[A-Z])[a-z]+\b(?!\s+(?:of|and\s+i)\b))",
         r"my \1 "),
        (r"\b(?:the|my)\s+(?:other|better)\s+half\b", "my partner"),
        # "Our boy Calum's coming home", "our lass Ella starts school": a couple's child by name, said the Scots and
        # Northern way ("our" only, the word in lower case, a name after it: "my boy Dave" may be a mate, "our boys
        # won" a team)
        (r"\b(?-i:[Oo]ur\s+)(?-i:(boy|lad|girl|lass))\s+(?=(?-i:[A-Z])[a-z]+\b(?!\s+(?:of|and\s+i)\b))",
         lambda m: "our son " if m.group(1) in {"boy", "lad"} else "our daughter "),
        # "Our eldest, Ciarán, is in college": the child named, as "our eldest Ciarán" says it
        (r"\b(my|our)\s+(eldest|oldest|youngest),\s+((?-i:[A-Z])[\w'-]+),\s+(?=[a-z])", r"\1 \2 \3 "),
        # "I've switched to a 20-minute home workout in the mornings": a routine taken up, as "started" says it
        # (a tool switched to is named, capitalised: "switched to Neovim")
        (r"\b(i|we)('ve|\s+have)?\s+switched\s+(?:over\s+)?to\s+(?=(?-i:[a-z])[^,.;!?]{2,60}?\s+(?:every|each|twice|once|three\s+times"
         r"|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|in\s+the\s+(?:mornings|evenings)|daily|weekly)\b)", r"\1\2 started "),
        # "we live together in Alfama": where they live, with whom said before
        (r"\b(live|living|lived)\s+together\s+(?=in\s)", r"\1 "),
        # "Fleet was too buggy, I'm back on IntelliJ", "I'm back to using VS Code": a tool gone back to
        (r"\b(?:i'm|i\s+am)\s+(?:now\s+)?back\s+(?:on|to\s+using)\s+(?=(?-i:[A-Z])|(?:vim|neovim|nvim|emacs|vscode|helix)\b)",
         "I went back to "),
        # "I matched into the cardiology fellowship": a place on a programme won (US residency match)
        (r"\b(?<=i\s)matched\s+(?:into|at)\s+(?=(?:the|a|an|my)\s)", "got into "),
        # "I shoot on two Sony A7 IVs", "I shoot with a Fuji": the camera a photographer uses, by its make
        (r"\b(?<=i\s)shoot\s+(?:on|with)\s+(?=(?:(?:a|an|two|three|my|an\s+old)\s+)?(?-i:[A-Z]))", "use "),
        # "I'm a resident of Houston": where they live, not the doctor's grade ("a surgical resident");
        # "a permanent resident" is a status of residence, no job either
        (r"\b(?:a|an)\s+(?:permanent\s+|legal\s+|long-term\s+)?resident\s+of\s+(?=(?-i:[A-Z]))", "living in "),
        (r"\b(permanent|legal|tax)\s+resident\b", r"\1-resident"),
        # "I'm going back to work in November": work taken up again after a leave, as "returning to work" says it
        # ("going back to the office for my keys" is no return to work; "I went back to work part time, dental
        # hygienist" is read as said)
        (r"\bgoing\s+back\s+to\s+work\b", "returning to work"),
        (r"(?<=\bi\s)go\s+back\s+to\s+work\b", "return to work"),
        # "my mama is moving in with us she had a fall in June": a voice-typed run-on, a new subject said straight
        # after the last clause's "us", "me" or "them" ("I told them she was late" has no preposition before them)
        (r"\b(?P<p>(?:with|to|for|near|from)\s+(?:us|me|them))\s+(?=(?:she|he|they)\s+(?:had|has|is|was|'s|can't|cannot|couldn't|can|could"
         r"|will|won't|needs|wants|got|lives|lost|fell|broke|died|passed)\b)", r"\g<p>. "),
        # "Baby girl arrived on 2nd August! Her name is Maya": the user's own baby, its "our" left out at the start
        (r"(?:^|(?<=[.!?]\s))(?=baby\s+(?:girl|boy)\s+(?:(?:has|finally|just)\s+)*(?:arrived|is\s+here|came|was\s+born)\b)", "our "),
        # "I am selling the house in Morningside and moving to a flat in Bruntsfield": a move said after what is done
        # first, each its own clause with its subject ("I'm packing and moving to Leeds" has no first thing done)
        (r"\b(?P<s>i'm|i\s+am|we're|we\s+are)\s+(?P<first>(?:selling|leaving|quitting|renting\s+out|giving\s+up|closing)\s+"
         r"[^.!?,;]{2,60}?)\s+and\s+(?=(?:moving|relocating)\s+(?:to|into|back)\b)", r"\g<s> \g<first>. \g<s> "),
        # "I move the workshop to Mantova in October": a move ahead said in a learner's present, by its month
        (r"(?<=\bi\s)move\s+(?=(?:the|my|our)\s+(?:[a-z]+\s+)?[a-z]+\s+to\s+(?-i:[A-Z])[^.!?,]{0,30}?\s+(?:in|on|from|next)\s+"
         r"(?:january|february|march|april|may|june|july|august|september|october|november|december|\d{1,2}\s))", "am moving "),
        # "I close my shop end of year": a business closed ahead, said in a learner's present, by when
        # ((lo35) "i close the sari-sari store end of january", "we shut the café for good on 23 december": "the" one's own
        # business too, a word of two halves before it, "for good" before when)
        (r"\b(?P<s>i|we)\s+(?:close|shut)\s+(?P<obj>(?:my|our|the)\s+(?:[a-z-]+\s+)?(?:shop|business|stall|restaurant|salon|practice"
         r"|studio|bakery|cafe|café|bar|pub|store|clinic|office|carinderia|takeaway|kiosk|deli|florist|truck))\s+(?P<good>for\s+good\s+)?"
         r"(?:at\s+(?:the\s+)?)?(?P<when>end\s+of|in|on|next|this|after)\s", _closing_ahead),
        # "I close my shop end of year", "open a branch by end of year": the year's end said without its articles
        # ("the end of year party" is a party's name)
        (r"(?<=\bby\s)end\s+of\s+(year|month)\b(?!\s+(?:exams?|party|review|report|bonus|results?|sale)\b)", r"the end of the \1"),
        (r"(?<!\bthe\s)(?<!\bby\s)(?<!\bof\s)\b(?:at\s+)?end\s+of\s+(year|month)\b(?!\s+(?:exams?|party|review|report|bonus|results?|sale)\b)",
         r"at the end of the \1"),
        # "Doctor says no long rides for now so the Lands End thing is off": the plan called off because of what was
        # said before, a sentence of its own
        (r"(?<=\w)\s+so\s+(?=(?:the|my|our)\s+[^.!?,;]{1,40}?(?:'s|\s+is)\s+(?:now\s+|officially\s+)?(?:off|cancell?ed|called\s+off|scrapped)\b)",
         ". so "),
        # "i walk dogs for money while I study design at IADE": two things the user does, each a sentence ("while I was
        # out" is when, and stays)
        (r"(?<=\w)\s+while\s+(?=i\s+(?:study|work|train|teach|do\s+my)\s|i'm\s+(?:studying|working|training|doing\s+my)\s)", ". "),
        # "team switched off R to python this month": the user's team is "we"
        (r"(?:^|(?<=[.!?]\s))(?:(?:our|my|the)\s+)?team\s+(?=(?:has\s+|have\s+|just\s+)?(?:switched|moved|migrated)\s+(?:from|off)\s)", "we "),
        # "they put a stent in in July": a device fitted in the user by their doctors, as "I had a stent put in" says it
        # ("they put a new kitchen in" is no operation)
        # (newuser30) ... and by the doctor who did it: "the cardiologist put a stent in", "my surgeon fitted a plate in"
        # ("the electrician put a new socket in" is no operation; "my mum's surgeon …" is hers, the possessive not read)
        (r"(?:\bthey|\b(?:the|my)\s+(?:cardiologist|surgeon|consultant|doctors?|radiologist|urologist|specialist))"
         r"\s+(?:put|fitted)\s+(?P<d>(?:a|an|two|three)\s+(?:[a-z]+\s+)?(?:stents?|pacemaker|cast|plates?|pins?|catheter|drain"
         r"|coil|iud|implants?|shunt|defibrillator|cannula))\s+in\b", r"I had \g<d> put in"),
        # "oh yeah sure, I'm the Queen of England and I live in a castle 🙄", "yeah right, I'm a millionaire": sarcasm,
        # what it opens is not meant and is not read, to the sentence's end or the eye-roll ("yeah sure, I can do
        # Friday" agrees, and is read; an eye-roll alone, "my landlord raised the rent again 🙄", is annoyance, and read)
        ("(?:^|(?<=[.!?]\\s))(?:oh\\s+(?:yeah\\s+|yea\\s+)?sure|(?:oh\\s+)?(?:yeah|yea)\\s+right)\\s*,\\s*[^.!?\U0001F644\\n]{0,200}"
         "(?:\U0001F644+|(?=[.!?\\n])|$)", " "),
        # "lowkey done w netball", "honestly done with the gym": a thing given up, typed without its "I'm" (a "w" for
        # "with")
        # ("done with work, heading home" and "so done with work today" are a day's end, and stay)
        (r"(?:^|(?<=[.!?,]\s))(?:(?:honestly|lowkey|tbh|ngl|kinda|officially|totally)\s+)+(?:so\s+)?done\s+(?:w|with)\s+"
         r"(?=[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s*(?:[,.!]|$))(?![^,.!]*\b(?:today|tonight|now)\b)",
         "I'm done with "),
        # "dont call me mate it gets on my nerves ha and actually the move fell through": a laugh in a dictated run-on
        # ends what came before it, "and" opening the next ("I said ha and he laughed" has no laugh alone before "and")
        (r"(?<=[a-z])\s+(?:ha|haha|hahaha|lol|lmao)\s+(?=and\s+(?:actually|also|anyway|so|then|i|we|the|my)\b)", ". "),
        # "también, from now on answer me in Spanish", "alors, I'm moving to Lyon": a connective of the other language a
        # bilingual opens with, then a comma; what follows is read as if it opened the sentence
        (r"(?:^|(?<=[.!?]\s))(?:también|además|bueno|pues|entonces|alors|aussi|donc|enfin|também|então|außerdem)\s*,\s*(?=\w)", ""),
        # "please write back in capitals too, I can read it better": how every answer is to be written, as "write your
        # answers in capital letters" says it ("write the title in capitals" is one text's)
        (r"\bwrite\s+(?:back|to\s+me|your\s+(?:answers|replies))\s+in\s+(?:capitals|capital\s+letters|block\s+capitals|all\s+caps"
         r"|upper\s*case)\b(?:\s+too|\s+as\s+well)?", "write your answers in capital letters"),
        # "my wife and I shall be relocating to Accra": the formal "shall" of what is ahead, in the progressive, as
        # "will be" says it ("shall we go?" is a question; "I shall fly to Nairobi on the 12th" is read as said, a plan)
        (r"\b(i|we)\s+shall\s+be\s+(?=[a-z]+ing\b)", r"\1 will be "),
        # "I have the back pain", "I have the diabetes": a condition said with a learner's article
        (r"(?<=\bi\s)have\s+the\s+(?=(?:back|neck|knee|hip|shoulder|joint|chest|stomach|nerve)\s+pain\b"
         r"|(?:diabetes|asthma|arthritis|migraines|eczema|psoriasis|sciatica|gout)\b)", "have "),
        # an emoji between a word and a capital ends a sentence ("…in Guadalajara 🥐 I want to…")
        ("(?<=[\\w)])\\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+\\s+(?=(?-i:[A-Z]))", ". "),
        # (lo36) and between a word and a question in lower case ("i'm dr. wahlberg now 🎓 how do i thank them?")
        ("(?<=[\\w)])\\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+\\s+(?=(?-i:how|what|where|when|why|which"
         "|who|any|can|could|should|would|do|does|is|are)\\s)", ". "),
        # a face, a heart, a party popper or a hand (a wave, a thumbs-up) ends what it follows whatever comes next
        # ("I'm Lucía 😊 second year student…", "we broke up 💔 please…", "Marisol here 👋 freelance UX designer");
        # a thing ("I love 🍕 pizza") may stand for a word
        ("(?<=[\\w)!])\\s*[\U0001F600-\U0001F64F\U0001F910-\U0001F92F\U0001F970-\U0001F97A\u2764\U0001F494-\U0001F49F"
         "\U0001F44A-\U0001F450\u270C\u270B"
         "\U0001F389\U0001F62D][\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]*\\s+(?=[a-z])", ". "),
        # (fresh59) and any before a year of study or an age ("im nilufar 🌸 2nd year law", "soy ana ✨ 24, nurse"): a
        # terse introduction's next part, not a word the emoji stands for ("I ran 🏃 5k" is not this)
        ("(?<=[\\w)])\\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+\\s+(?=\\d{1,2}(?:st|nd|rd|th)\\s+year\\b"
         "|\\d{1,2}\\s*(?:,|yo\\b|y/o\\b|years?\\s+old\\b))", ". "),
        # ... and so does one before a first-person subject ("Dr. Carvalho now 😭 we're moving to Grenoble"), or
        # before "she's", "he's", "her name is" ("adopted a cat 🐱 her name is Pipoca"), or "he" or "she" and a verb of
        # theirs ("adopted a greyhound named Pixel 🐕💕 he sleeps all day")
        ("(?<=[\\w)])\\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+\\s+(?=(?:i|i'm|i've|i'll|we|we're|we've|we'll|my|our"
         "|she's|he's|she\\s+is|he\\s+is|(?:her|his)\\s+name\\s+is|(?:she|he)\\s+[a-z]{2,}s)\\s)",
         ". "),
        ("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+", " "),
        # "- Relocating to Hyderabad, 1st Feb\n\nNeed a plan for the new role": a blank line, or a line that
        # starts a list item, ends the line before it (a bullet list is written without full stops)
        (r"(?<=[\w)%])[ \t]*\n(?:[ \t]*\n)+\s*|(?<=[\w)%])[ \t]*\n(?=[ \t]*(?:[-*•]|\d{1,2}[.)])[ \t])", ". "),
        # "I am Ingeborg Weiß, 71 years, a retired teacher": an age said after the name without its "old" (as a German,
        # a Pole, a Turk says it), read as "71 years old" (not "I worked there, 12 years, then left": no name before)
        (r"(?:(?<=\bi'm\s)|(?<=\bi\sam\s)|(?<=\bname\sis\s)|(?<=\bname's\s))(?P<who>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+){0,2},\s+\d{1,3})"
         r"\s+years(?=\s*,)", r"\g<who> years old"),
        # "Partner Hine, two girls Mereana and Kiri": the children named after their number, a list of its own (its comma
        # before the names put in), not more of the partner's name
        (r",\s+(?=(?:two|three|four|five|six|[2-9])\s+(?:(?:grown(?:-up)?|adult|young|little|teenage)\s+)?(?:sons|daughters|kids"
         r"|children|boys|girls)\s*,?\s+(?!(?:" + _WEEKDAY_OR_MONTH + r")\b)(?-i:[A-Z])[\w'-]+\s*(?:,|and|&))", ". "),
        (r"\b(?P<n>(?:two|three|four|five|six|[2-9])\s+(?:(?:grown(?:-up)?|adult|young|little|teenage)\s+)?(?:sons|daughters|kids"
         r"|children|boys|girls))\s+(?=(?!(?:" + _WEEKDAY_OR_MONTH + r")\b)(?-i:[A-Z])[\w'-]+\s*(?:,|and|&)\s*(?!(?:"
         + _WEEKDAY_OR_MONTH + r")\b)(?-i:[A-Z]))", "\\g<n>, "),
        # "Now I work for a trucking company, Golden State Freight": the company named after its kind, as "called" names it
        # ("got an internship at a logistics company, DSV": the placement's company, named after its kind too)
        (r"\b(?P<a>(?:work|working|works|started|starting|start|(?:internship|placement|apprenticeship|traineeship))\s+(?:for|at|with)"
         r"\s+an?\s+(?:[a-z][\w-]*\s+){0,2}(?:company|firm"
         r"|startup|agency|bakery|restaurant|hospital|clinic|school|charity|bank|consultancy|studio|practice|factory))\s*,\s+"
         r"(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3})(?=\s*(?:[,.!]|$))", "\\g<a> called \\g<org>"),
        # "Setting up my own company, Te Awa Builds": the user's own business, named after it
        (r"\b(?P<a>(?:setting\s+up|set\s+up|starting|started|launching|launched|founding|founded|opening|opened|registering|registered)"
         r"\s+(?:my|our)\s+own\s+(?:building\s+|cleaning\s+|design\s+|consulting\s+)?(?:company|business|firm|practice|studio|agency"
         r"|consultancy|bakery|salon|shop))\s*,\s+(?P<org>(?-i:[A-Z])[\w&'.-]*(?:\s+(?-i:[A-Z])[\w&'.-]*){0,3})(?=\s*(?:[,.!]|$))",
         "\\g<a> called \\g<org>"),
        (r"(?P<open>^|(?<=[.!?]\s))?\b(?-i:[Ss])etting\s+up\s+(?=(?:my|our)\s+own\s)",
         lambda m: "I'm starting " if m["open"] is not None else "starting "),
        # "we use Square for the registers but I'm switching to Toast next month": the switch is from what is used now
        (r"\b(?-i:we|I)\s+(?:use|have|run)\s+(?P<x>(?-i:[A-Z])[\w.+-]*(?:\s+(?-i:[A-Z])[\w.+-]*)?)(?:\s+for\s+[^,.;]{2,30}?)?\s*,?\s+but\s+"
         r"(?P<who>(?-i:I)'m|(?-i:I)\s+am|we're|we\s+are)\s+(?P<v>switching|moving|changing|migrating)\s+(?:over\s+)?to\s+",
         "\\g<who> \\g<v> from \\g<x> to "),
        # "Did my ACL playing touch on Thursday": an injury, as Australians and New Zealanders say it, its "I" dropped (not
        # "Did my knee swell up?", asked)
        # (a ligament or tendon "done" is torn: "did my ACL" is a rupture; a muscle "done" is an injury)
        (r"(?:^|(?<=[.!?]\s))(?-i:[Dd])id\s+my\s+(?P<part>acl|mcl|achilles|meniscus|hamstring|calf|groin|quad)\b(?![^.!?]*\?)",
         lambda m: f"I {'tore' if m['part'].lower() in {'acl', 'mcl', 'achilles', 'meniscus'} else 'injured'} my {m['part']}"),
        # "I stop Uber completely": a stop said in the present, as a learner of English says what is done
        (r"\b(?-i:I)\s+stop\s+(?=(?:[\w-]+\s+){0,3}?(?:completely|totally|for\s+good|already)\b)", "I stopped "),
        # "Surgery on 16 June at Rotorua hospital", "I have knee surgery on 3 May": the user's own procedure ahead, by its day
        # (bugs59: "First operation 20 May, left eye", "Op on Tuesday": an operation too, and the day said without its "on")
        (r"(?:^|(?<=[.!?]\s))(?P<what>(?:(?!(?:my|his|her|their|our|your|the|a|an)\s)(?-i:[A-Z])?[a-z-]+\s+)?(?-i:[Ss]urgery|[Oo]peration|[Oo]p))\s+(?:on\s+(?=(?:the\s+)?\d{1,2}"
         r"(?:st|nd|rd|th)?\s+(?:" + _WEEKDAY_OR_MONTH + r")\b|(?:" + _WEEKDAY_OR_MONTH + r")\b)|(?=\d{1,2}(?:st|nd|rd|th)?\s+(?:"
         + _MONTHS_NAMED + r")\b|(?:" + _MONTHS_NAMED + r")\s+\d{1,2}\b))", lambda m: f"My {m['what'].lower()} is on "),
        (r"\b(?-i:I)\s+(?:have|'ve\s+got|have\s+got)\s+(?P<what>(?:[a-z-]+\s+)?surgery)\s+on\s+(?=(?:the\s+)?\d|(?:"
         + _WEEKDAY_OR_MONTH + r")\b)", lambda m: f"my {m['what'].lower()} is on "),
        # "giving up the piss", "off the grog since Easter": alcohol, as Britons, Australians and New Zealanders call it
        # ("the booze" is read as said)
        (r"\b(?P<v>giving\s+up|gave\s+up|give\s+up|given\s+up|off|quit|quitting|stopped|stopping|cutting\s+out|cut\s+out)\s+the\s+"
         r"(?:piss|grog|bevvies)\b", "\\g<v> alcohol"),
        # "sober since 1 Feb, feeling mean already": a state held since a day, its "I've been" dropped
        (r"(?:^|(?<=[.!?]\s))(?=(?-i:[Ss])ober\s+(?:since|for)\s)", "I've been "),
        # "doctor send me to physical therapy two times a week": the therapy the user goes to, how often
        (r"\b(?:(?:the|my)\s+)?(?:doctor|gp|doc|physio|surgeon|consultant)\s+(?:send|sent|sends|has\s+sent|referred)\s+me\s+to\s+"
         r"(?P<what>physical\s+therapy|physiotherapy|physio|rehab|hydrotherapy|pulmonary\s+rehab)\s+(?P<how>(?:once|twice|two\s+times"
         r"|three\s+times|[1-5]\s+times|[1-5]x)\s+(?:a|per)\s+week)\b",
         lambda m: f"I go to {m['what']} {'twice a week' if m['how'].lower().startswith(('two', '2')) else m['how']}"),
        # "my lower back is very bad from sitting": a back the user has, bad
        # (an ache said with its cause, not a passing one: "my back is killing me", "my back is bad today")
        (r"\b(?-i:[Mm])y\s+(?P<part>(?:lower\s+|upper\s+)?back|knee|hip|shoulder|neck)\s+is\s+(?:very|really)\s+"
         r"(?:bad|terrible)\s+(?=from\b)", "I have a bad \\g<part> "),
        # "back is better now, physical therapy finished": a course of treatment over, as "I've finished physio" says it
        (r"(?:^|(?<=[.!?,]\s))(?:(?:the|my)\s+)?(?P<what>physical\s+therapy|physiotherapy|physio|rehab|hydrotherapy|chemo(?:therapy)?"
         r"|radiotherapy|counselling|counseling)\s+(?:is\s+|'s\s+)?(?:finished|done|over|ended)\b", "I stopped going to \\g<what>"),
        # "I sing in the church choir, on Tuesdays we rehearse": when the group meets, said first
        (r",\s+on\s+(?P<d>(?:mon|tues|wednes|thurs|fri|satur|sun)days)\s+(?P<we>we|they)\s+(?P<v>rehearse|meet|train|practi[sc]e)\b",
         ", \\g<we> \\g<v> on \\g<d>"),
        # "I have found a new choir here in Hamburg": a group joined, as found
        (r"\b(?-i:I)(?:'ve|\s+have)?\s+found\s+(?:a\s+)?new\s+(?P<what>choir|club|team|group|band|orchestra|league|running\s+club"
         r"|book\s+club|walking\s+group|congregation)\b(?:\s+here(?=\s+in\s))?", "I joined a new \\g<what>"),
        # "I have begun to learn Spanish, because in May I travel to Andalusia": the reason is a plan of its own, dated
        (r",\s+because\s+(?=in\s+(?:" + _WEEKDAY_OR_MONTH + r")\s+(?-i:I|we)\s)", ". "),
        # "in May I travel with my friend Ursula to Andalusia": the month said first, put after the plan it dates
        # (t16: "And in December I go to Funchal for a week": the same after the "and", "but", "so" or "also" that joins it on)
        (r"(?:^|(?<=[.!?]\s))(?P<lead>(?-i:[AaBbSs])(?:nd|ut|o|lso)\s+(?=[Ii]n\s))?(?-i:[Ii])n\s+(?P<t>(?-i:[A-Z])[a-z]+)\s+"
         r"(?P<rest>(?-i:I|we)\s+(?:travel|fly|go|move|visit|drive)\b[^.!?,;]*)",
         lambda m: f"{m['lead'] or ''}{m['rest']} in {m['t']}" if m["t"].lower() in _WEEKDAY_OR_MONTH.split("|") else m.group(0)),
        # "I travel with my friend Ursula to Andalusia in May": where to said first, as the plan is read
        (r"\b(?P<v>(?-i:I)\s+(?:travel|fly|go|drive))\s+(?P<with>with\s+(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+"
         r"(?P<to>to\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)", "\\g<v> \\g<to> \\g<with>"),
        # "We buy a house in Elk Grove!! … We move on 1 October", "signed the lease for a flat in Pankow, moving on 1 July":
        # the move is to the home just named (said with its day, without where to)
        # (the user's own home, got or found by them: not "my sister has a flat in Leeds, … we move 15 August"; and not
        # "We're buying a house in Purton, moving in December", the purchase dated, read as one)
        (r"\b(?P<head>(?:we|i)(?:'ve|'re|\s+have|\s+are)?\s+(?:just\s+|finally\s+)?(?:buy|bought|buying|signed|found"
         r"|got|rented|renting|picked)\b[^.!?]{0,30}?\b(?:house|flat|apartment|home|place|condo|bungalow|townhouse|lease)\b[^.!?]{0,40}?\bin\s+"
         r"(?P<place>(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\b(?:[^.!?]{0,40}?[.!?]+\s+){0,2}[^.!?]{0,40}?)"
         r"\b(?P<v>(?:(?-i:[Ww]e|I)\s+move|(?:(?-i:[Ww]e're|I'm)\s+)?moving))\s+(?=on\s|in\s(?-i:[A-Z]))",
         lambda m: m.group(0) if re.search(r"\bbuy(?:ing)?\b", m["head"], re.I) and not re.search(r"[.!?]", m["head"])
         else f"{m['head']}{m['v']} to {m['place']} "),
        # "We buy a house in Elk Grove!!": a purchase said in the present, as a learner of English says what is under way
        (r"\b(?P<w>(?-i:We|I))\s+buy\s+(?=(?:a|our|my)\s+(?:first\s+|new\s+)?(?:house|flat|home|apartment)\b)",
         lambda m: "We're buying " if m["w"] == "We" else "I'm buying "),
        # "1) British spelling always. 2) No emojis.": the number of an item in a list typed inline is no part of it
        (r"(?:^|(?<=[.!?:]\s))\(?\d{1,2}\)\s+(?=[A-Za-z])", ""),
        (r"\s+", " "),
    )
)


# "Fellowship is extended to 2028!": the user's term of work or stay, its "my" left out at a sentence's start
_TERM_EXTENDED: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(rf"(?:^|(?<=[.!?]\s)){term}\s+(?=(?:is|was|has\s+been|got)\s+(?:now\s+)?(?:extended|renewed)\b)", re.I), f"my {term} ")
    for term in ("contract", "fellowship", "visa", "scholarship", "postdoc", "internship", "placement", "secondment"))


def strip_echo(text: str) -> str:
    """Drop every context block the daemon injected (and the tail of a cut one)."""
    text = _ECHO.sub(" ", text)
    if CONTEXT_CLOSE.lower() in text.lower():
        text = _ECHO_TAIL.sub(" ", text)
    return text


def looks_like_system_prompt(text: str) -> bool:
    """Whether a user message is really a pasted system prompt ("You are a helpful…")."""
    return bool(_SYSTEM_LIKE.search(text))


# Three words or more in capitals, shouted ("I GOT THE POSTDOC!!!"): read as said, in lower case
# (bugs64) a capital beyond A-Z, in Latin-1 and past it: "I LIVE IN TROMSØ", "WE MOVED TO ŁÓDŹ", "ŌPUNAKE" (the upper-case
# letters only: "ł", "ō" are no shouting)
_UPPER = "A-ZÀ-ÖØ-Þ" + "".join(chr(c) for c in range(0x100, 0x250) if chr(c).isupper())
_SHOUTED = re.compile(rf"(?<![\w'])[{_UPPER}][{_UPPER}']*(?:\s+[{_UPPER}][{_UPPER}']*){{2,}}(?![\w'])")
# a vowel in capitals, its accent or stroke set aside ("Ó", "Ø", "Ō", "Æ"): a word with none is an acronym ("NHS")
_SHOUTED_VOWEL = re.compile(r"[AEIOUYÀ-ÆÈ-ÏÒ-ÖØ-ÝĀĂĄĒĔĖĘĚĨĪĬĮİŌŎŐŒŨŪŬŮŰŲŶŸ]")


_SHOUTED_TWO = re.compile(r"(?:^|(?<=[.!?]\s))[A-Z][A-Z']+\s+[A-Z][A-Z']+(?=\s*!)")


def _unshout_two(m: re.Match[str]) -> str:
    first, second = m.group(0).split()
    if not (common(second.lower()) and second.lower() not in FUNCTION_WORDS):
        return m.group(0)  # "NEW YORK!", "AWS EC2!": names in capitals
    return (first.lower() if common(first.lower()) else first.capitalize()) + " " + second.lower()


# A verb shouted on its own: a past form in capitals ("PASSED", "ADOPTED", "DEFENDED") or a known verb of three
# letters or more ("GOT", "WON", "QUIT"), said first or after "I" ("I PASSED MRCP part 1", "ADOPTED A CAT"); an
# HTTP method ("GET", "PUT", "POST") is no verb so said.
_SHOUTED_VERB = re.compile(r"(?:^|(?<=\bI\s)|(?<=[.!?]\s))[A-Z]{3,}(?=[\s!.,?]|$)")
_HTTP_METHODS = frozenset({"get", "put", "post", "patch", "delete", "head", "options"})


def _verb_shouted(word: str) -> bool:
    w = word.lower()
    return word.isupper() and w not in _HTTP_METHODS and ((len(w) >= 5 and w.endswith("ed")) or w in VERBS)


def _unshout_verb(m: re.Match[str]) -> str:
    return m.group(0).lower() if _verb_shouted(m.group(0)) else m.group(0)


_TO_A_PLACE = frozenset({"to", "in", "at", "from", "into"})


_DETERMINERS_AFTER_A_PLACE_WORD = frozenset("a an the my our your his her their this that some".split())


def _unshout_after_verb(words: list[str]) -> str:
    """A shouted run led by a verb in lower case, but a word without a vowel kept (an acronym: "MRCP", "NHS") and
    the word after "to", "in", "at", "from", "into" capitalised (a place: "MOVED TO LEEDS")."""
    out: list[str] = []
    for w in words:
        if w == "I" or not _SHOUTED_VOWEL.search(w):
            out.append(w)
        elif out and out[-1] in _TO_A_PLACE and w.lower() not in _DETERMINERS_AFTER_A_PLACE_WORD:
            out.append(w.capitalize())  # ("MOVED INTO A RETIREMENT VILLAGE": the article after "into" is no place)
        else:
            out.append(w.lower())
    return " ".join(out)


def _unshout(m: re.Match[str]) -> str:
    words = m.group(0).split()
    said_first = m.start() == 0 or m.string[: m.start()].rstrip().endswith((".", "!", "?"))
    if (words[0] == "I" and _verb_shouted(words[1])) or (said_first and _verb_shouted(words[0])):
        return _unshout_after_verb(words)  # "ADOPTED A CAT": a verb and its object
    if sum(1 for w in words if len(w) > 1 and common(w.lower())) < 2:
        return m.group(0)  # "AWS EC2 API": names in capitals, not shouting
    return " ".join("I" if w == "I" else w.capitalize() if _shouted_name(words, i) else w.lower() for i, w in enumerate(words))


# (newuser31) who writes all in capitals ("MY SON DIRK RUNS THE PLACE NOW BUT HENNIE AND ME STILL LIVE …", "HENNIE AND
# ME ARE GOING TO HOLLAND IN JUNE"): in lower case, a word that is no English word keeps its capital where a name
# stands: after a kin word, before "and me" / "and I", or after "to", "in", "from", "near" (a place; not "to town")
_KIN_BEFORE_NAME = frozenset("""wife husband son daughter brother sister granddaughter grandson partner friend mum mom dad
    father mother boy girl dog cat neighbour neighbor cousin nephew niece uncle aunt""".split())
_NO_PLACE_SHOUTED = frozenset("""town city church school work bed hospital home sea beach country village market shop store
    office yard field barn house garden kitchen supper dinner lunch breakfast weekend week month year time bit while lot way
    minute hour day night noon tv bingo curling hockey""".split())


def _shouted_name(words: list[str], i: int) -> bool:
    w = words[i].lower()
    if not w.isalpha() or common(w) or w in _KIN_BEFORE_NAME or w in _NO_PLACE_SHOUTED:
        return False
    before = words[i - 1].lower() if i else ""
    after = [x.lower() for x in words[i + 1:i + 3]]
    return before in _KIN_BEFORE_NAME or after in (["and", "me"], ["and", "i"]) \
        or before in {"to", "in", "from", "near"}


# "I live up in Aberdeen", "a paramedic up in Glasgow", "we moved down to Brighton": the particle
# says which way on the map, not where; read without it. Only after a word that says where
# someone is (or moves to), so "grew up in Leeds", "signed up in May", "work out in Leeds" stay.
# ("a retired farmer up near Story City": near, the same way)
_PLACE_PARTICLE = re.compile(r"\b(?P<before>[A-Za-z][\w'-]*)\s+(?P<particle>up|down|over|out|back)\s+(?=(?P<prep>in|to|near)\s+[A-Z])",
                             re.I)
_WHERE_BEFORE = frozenset("""am 'm are 're is 's was were be been live lives lived living based stay stays stayed
    staying now still currently settled""".split())
_WORK_BEFORE = frozenset("work works worked working job".split())
_MOVE_BEFORE = frozenset("move moves moved moving relocate relocates relocated relocating".split())


def _without_particle(m: re.Match[str]) -> str:
    before, particle, prep = m.group("before"), m.group("particle").lower(), m.group("prep")
    word = before.lower().replace("’", "'")
    word = word[word.find("'"):] if "'" in word and word.endswith(("'m", "'re", "'s")) else word
    if prep == "to":
        keep = word in _MOVE_BEFORE and particle != "out"
    elif particle == "back":
        keep = False  # "I'm back in Leeds": a return, read as said
    else:
        keep = word in _WHERE_BEFORE or (word in _WORK_BEFORE and particle != "out") or word in JOB_NOUNS
    return before if keep else m.group(0)


# "use bigger words, I mean simpler words", "on Tuesday, I mean Wednesday": the words said again,
# corrected, replace the ones they correct
_SELF_CORRECTION = re.compile(r"\b(?P<said>[\w'-]+(?:\s+[\w'-]+){0,2}),?\s+I\s+mean,?\s+(?P<meant>[\w'-]+(?:\s+[\w'-]+){0,2})(?=\s*[,.;!?]|$)")


def _corrected(m: re.Match[str]) -> str:
    """The correction in place of what it corrects: its last word the same as the words said
    ("bigger words" → "simpler words"), or one name or number for another ("Tuesday" → "Wednesday")."""
    said, meant = m.group("said").split(), m.group("meant").split()
    if len(meant) > len(said):
        return m.group(0)
    if len(meant) == 1:
        alike = (meant[0][:1].isupper() and said[-1][:1].isupper()) or (meant[0].isdigit() and said[-1].isdigit())
    else:
        alike = meant[-1].lower() == said[-1].lower()
    return " ".join(said[: len(said) - len(meant)] + meant) if alike else m.group(0)


# "my open day is on 18 April. No sorry, 25 April", "around 10 june. sorry not 10, 17 june", "Start date is 2 November.
# wait no, they moved it, 16 November", "I left in 2019 - no, 2018": a date taken back in the same breath, the one meant
# given next (a day and month for a day and month, a year for a year, "the 25th" for the day of the month said)
_DAY_MONTH = (rf"\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_WORD}(?:\s+\d{{4}}\b)?"
              rf"|{_MONTH_WORD}\s+\d{{1,2}}(?:st|nd|rd|th)?\b(?:,?\s+\d{{4}}\b)?")
_DATE_TAKEN_BACK = re.compile(
    rf"\b(?P<said>{_DAY_MONTH}|(?:19|20)\d\d\b)(?:\s*[.,;!]\s*|\s+[-–—]+\s*|\s+)"
    r"(?:(?:no|nope|sorry|oops|wait|actually|correction|my\s+bad|scratch\s+that)\b[\s,.!:-]*){1,3}"
    r"(?:not\s+(?:the\s+)?\d{1,4}(?:st|nd|rd|th)?\s*,?\s+)?"
    r"(?:(?:they|he|she|we)(?:'ve|'s|\s+have|\s+has)?\s+(?:moved|changed|pushed|put)\s+it(?:\s+(?:back|forward))?\s*,?\s+(?:to\s+)?)?"
    r"(?:it(?:'s|s|\s+is)\s+)?(?:on\s+|in\s+)?"
    rf"(?P<meant>{_DAY_MONTH}|(?:19|20)\d\d\b|the\s+\d{{1,2}}(?:st|nd|rd|th)\b)(?=\s*(?:[,.;!?)]|$))", re.I)


def _date_meant(m: re.Match[str]) -> str:
    """The date meant in place of the one said and the taking back, when both are dates of one kind."""
    said, meant = m.group("said"), m.group("meant")
    said_year, meant_year = bool(re.fullmatch(r"\d{4}", said)), bool(re.fullmatch(r"\d{4}", meant))
    if said_year != meant_year:
        return m.group(0)
    if meant.lower().startswith("the "):  # "the 25th": the day, in the month said
        month = re.search(_MONTH_WORD, said, re.I)
        return f"{re.sub(r'[a-z]', '', meant[4:])} {month.group(0)}" if month else m.group(0)
    return meant


# "I'm a nurse working at a clinic in Leeds", "i'm a glassblower 🔥 working at a hot shop in Ebeltoft": a job and where
# it is done, "working" said between them, as "a nurse at a clinic" says it (only after a job's word: "a friend working
# at Google" is someone else's job)
_JOB_WORKING = re.compile(r"\b(?P<a>a|an)\s+(?P<job>(?:[a-z-]+\s+)?[a-z-]+)\s+(?:working|employed|based)\s+(?=(?:at|in|for|on)\s)", re.I)


def _job_working(m: re.Match[str]) -> str:
    return f"{m['a']} {m['job']} " if is_job_noun(m["job"].split()[-1]) else m.group(0)


def _two_medicines(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` are both medicines by their names ("aspirin", "bisoprolol"), neither an everyday word."""
    from mercuryd.brain.lifefacts import is_medicine  # (lifefacts reads english: imported when first asked)

    return all(is_medicine(w) and not common(w.lower()) for w in (a, b))


_NU29_BARE_LICENCE = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:finally|officially)\s+)?(?P<f>[Ff]ull)\s+(?:driving\s+)?licen[cs]e(?:\s+now)?(?=\s*(?:[.!]|$))")
_NU29_COUPLE_DONE = re.compile(r"\b(?:(?P<a>[^\W\d_](?:[^\W\d_]|['-]){1,20})\s+and\s+(?:I|me)|(?P<me>[Mm]e)\s+and\s+(?P<b>[^\W\d_](?:[^\W\d_]|['-]){1,20}))\s+are\s+"
                               r"(?:(?:so|officially|finally|properly)\s+)?(?:done|over|finished|through)(?:\s+for\s+good)?"
                               r"(?=\s*(?:[.!,;]|$))")


def _nu29_couple_done(m: re.Match[str]) -> str:
    name = m["a"] or m["b"]
    if common(name.lower()) or name.lower() in {"we", "you", "they", "he", "she", "it", "them", "us", "him", "her", "i"}:
        return m.group(0)
    return f"{name[:1].upper()}{name[1:]} and I broke up"


def normalise(text: str) -> str:
    """Straight quotes, single spaces, spoken contractions and chat spellings written out
    (:func:`mercuryd.brain.spelling.standard`: "im" → "I'm", "tues" → "Tuesday"); a shouted
    run in capitals is read in lower case; a correction said with "I mean" replaces what it corrects,
    and a date taken back in the same breath ("on 18 April. No sorry, 25 April") the date it takes back."""
    for pattern, repl in _NORMALISE + _TERM_EXTENDED:
        text = pattern.sub(repl, text)
    if " mean" in text:
        text = _SELF_CORRECTION.sub(_corrected, text)
    text = _DATE_TAKEN_BACK.sub(_date_meant, text)
    if _PLACE_PARTICLE.search(text):
        text = _PLACE_PARTICLE.sub(lambda m: _without_particle(m) + " ", text)
    text = _SHOUTED.sub(_unshout, text)
    text = _SHOUTED_TWO.sub(_unshout_two, text)  # "MARCUS PROPOSED!!!": a name and a verb, shouted
    text = _SHOUTED_VERB.sub(_unshout_verb, text)  # "I PASSED MRCP part 1": one verb, shouted
    text = _ORDINAL_DATE.sub(lambda m: f"{_ORDINAL_WORDS[m.group(1).lower()]} ", text)
    if re.search(r"\s(?:working|employed|based)\s", text, re.I):
        text = _JOB_WORKING.sub(_job_working, text)
    if " in law" in text.lower():  # "my mother in law": the in-law, as "my mother-in-law" is read
        text = _IN_LAW_SPACED.sub(lambda m: m.group(1) + "-in-law", text)
    if "new " in text.lower():
        # "new employer in Ehrenfeld from February!": the user starting with it, said in a fragment
        text = _NEW_EMPLOYER_FRAGMENT.sub(lambda m: f"I'm starting {'with a new employer' if m['what'].lower() == 'employer' else 'a new job'}"
                                          f" {m['where']} in {m['when']}", text)
    if _PET_NAME_WORD.search(text):
        # "babe got the job at the fire station!", "hun and I …": the user's partner, called by a pet name
        text = _PET_NAME_PARTNER.sub(lambda m: f"{'My' if m['pet'][0].isupper() else 'my'} partner", text)
    if ("done with " in text.lower() or "finished with " in text.lower()) and _STUDIES_DONE_AFTER_COMMA.search(text):
        # "handed in my thesis yesterday, done with college for good": the studies over, a sentence of their own
        text = _STUDIES_DONE_AFTER_COMMA.sub(". ", text)
    if "from " in text.lower() or " told " in text.lower():
        # "from April he works in Zurich": where they work, then from when ("he works in Zurich from April"); "Matteo
        # told us that he works in Zurich": what Matteo said of himself ("Matteo works in Zurich")
        text = _TOLD_OF_THEMSELVES.sub(lambda m: f"{m['who']} ", _FRONTED_FROM.sub(_from_after, text))
    if _CAMEL_NAME.search(text):  # "at eBay", "at dLocal": a name, read as one opening in capitals (camel_names puts it back)
        text = _CAMEL_NAME.sub(lambda m: m.group(1).upper(), text)
    text = spelling.standard(text)
    if "licen" in text.lower() and _NU29_BARE_LICENCE.search(text):
        # (newuser29) "passed!! first go. full licence.": the full driving licence, said as a fragment of its own, is the
        # driving test passed (which ends the lessons)
        text = _NU29_BARE_LICENCE.sub(lambda m: f"{'I' if m['f'][0].isupper() or m.start() == 0 else 'i'} passed my driving test and got my full licence", text)
    if " are " in text and _NU29_COUPLE_DONE.search(text):
        # (newuser29) "me and eimear are done", "Sam and I are over for good": the couple broke up ("… are done with the
        # kitchen" is a job finished)
        text = _NU29_COUPLE_DONE.sub(_nu29_couple_done, text)
    if ("our " in text.lower() or "my " in text.lower()) and _OUR_HOME_IN.search(text):
        # (newuser27) "Our flat in Iosefin is so damp every winter", "my apartment in Gràcia is tiny": said in passing of
        # the home, where the user lives ("I live in a flat in Iosefin", said before it)
        text = _OUR_HOME_IN.sub(lambda m: f"{m.group('open')}I live in {article(m.group('kind').lower())} {m.group('kind').lower()} in "
                                          f"{m.group('place')}. {m.group(0)[len(m.group('open')):]}", text)
    if "'s" in text and _AT_PARENTS_NOW.search(text):
        # (newuser27) "back at my mum's in chartwell now", "I'm living at my dad's now": where the user lives, with whom
        text = _AT_PARENTS_NOW.sub(_at_parents_now, text)
    if "birthday" in text.lower() and _BIRTHDAY_AGE_TODAY.search(text):
        # (newuser27) "its my bday!!! 20 today 🎂", "It's my birthday! 45 today.": the user's own age, turned today (a
        # child's birthday, "it's my son's birthday, 6 today", is not the user's)
        text = _BIRTHDAY_AGE_TODAY.sub(r"\g<b>\g<sep>I turned \g<age> today", text)
    if "birthday" in text.lower() and _NU29_BIRTHDAY_YEARS.search(text):
        # (newuser29) "Yesterday was my birthday, 56 years!", "It was my birthday yesterday, 40": the age the birthday
        # made, said after it ("I turned 56"; "yesterday was my son's birthday, 6 years" is not the user's)
        text = _NU29_BIRTHDAY_YEARS.sub(r"\g<b>\g<sep>I turned \g<age>", text)
    if "planning " in text and _PLANNING_PLACE.search(text):
        # (newuser27) "me and the girls are planning aitutaki for the sept holidays", "we're planning Lisbon in May": a trip
        # to the place, as "planning a trip to Lisbon" says it
        text = _PLANNING_PLACE.sub(_planning_place, text)
    return _newuser32_rewrites(_fresh61_rewrites(_lo43_rewrites(_lo42_rewrites(_lead64_rewrites(_lead63_rewrites(_lead62_rewrites(_lo41_rewrites(_lead61_rewrites(
        _bugs60_rewrites(_newuser28_rewrites(_lo39_rewrites(_lo38_rewrites(days_listed(text, of_parts=False).strip())))))))))))))


# (fresh61) the Appalachian and Southern names for grandparents, said of the user's own: "my mamaw passed Sunday", "our
# meemaw", "my papaw" are the grandmother and grandfather ("pawpaw" is a fruit too: only after "my" or "our", so "a
# pawpaw tree" and "pawpaw jam" stay as said)
_FRESH61_KIN = re.compile(r"\b(?P<my>[Mm]y|[Oo]ur)\s+(?P<kin>mamaw|mammaw|meemaw|memaw|mawmaw|papaw|pappaw|pawpaw|peepaw|poppaw)\b",
                          re.I)
# (fresh61) a medical device put in or on the user by whoever did it: "My cardiologist fitted me with a pacemaker last
# Thursday", "the audiologist has fitted me with hearing aids", "they fitted me with a knee brace" are "I had … fitted"
# (as "I had a pacemaker fitted" is read); only a device the body keeps ("the tailor fitted me with a new suit", "they
# fitted me with a uniform" are no health)
_FRESH61_FITTED = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:[Mm]y|[Tt]he)\s+(?:cardiologist|doctor|doc|surgeon|consultant|audiologist|dentist|gp|GP|hospital"
    r"|specialist|nurse|physio|physiotherapist|orthodontist|team)|[Tt]hey)\s+(?:have\s+|has\s+|'ve\s+|just\s+|finally\s+)*fitted\s+me"
    r"\s+(?:up\s+)?with\s+(?P<what>(?:a|an|my\s+first|new|two)\s+(?:new\s+)?(?:[a-z]+\s+)?(?:pacemaker|defibrillator|stent|hearing\s+aids?"
    r"|cochlear\s+implant|insulin\s+pump|brace|splint|cast|catheter|stoma\s+bag|crown|bridge|dentures|implant|heart\s+monitor"
    r"|glucose\s+monitor|cgm|CGM|holter\s+monitor)|hearing\s+aids|dentures|braces)\b")
_FRESH61_GRAND = {"mamaw": "grandmother", "mammaw": "grandmother", "meemaw": "grandmother", "memaw": "grandmother",
                  "mawmaw": "grandmother", "papaw": "grandfather", "pappaw": "grandfather", "pawpaw": "grandfather",
                  "peepaw": "grandfather", "poppaw": "grandfather"}


def _fresh61_rewrites(text: str) -> str:
    """(fresh61) Grandparents called by their Appalachian names; a medical device fitted, said of who fitted it."""
    low = text.lower()
    if "aw" in low:
        text = _FRESH61_KIN.sub(lambda m: f"{m['my']} {_FRESH61_GRAND[m['kin'].lower()]}", text)
    if "fitted me" in low:
        text = _FRESH61_FITTED.sub(lambda m: f"I had {m['what']} fitted", text)
    return text


# (bugs60) a language level passed, then the next one begun in a sentence of its own ("passed B1 Spanish exam!! now B2
# course"): one sentence, as "…, now B2 classes" is read (Brain._level_passed moves the lessons on)
_LEVEL = r"(?-i:[A-C][12]|N[1-5])"
_LEVEL_PASSED_THEN_NOW = re.compile(r"(?P<head>\bpassed\s+(?:my\s+|the\s+|our\s+)?" + _LEVEL + r"\b[^.!?\n]{0,40}?\b(?:exam|test))"
                                    r"\s*[.!]+\s*(?P<now>now\s+(?:(?:a|the|my|doing|starting|in|on)\s+)?" + _LEVEL
                                    + r"\s+(?:course|classes|class|lessons|level)\b)", re.I)


# (bugs60) a weekday said after the day and month it is ("born on 3 March, Friday night"): the same day, its part kept
_DATE_THEN_ITS_WEEKDAY = re.compile(r"\bon\s+(?P<date>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]+"
                                    r"|(?-i:[A-Z])[a-z]+\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?)\s*,\s*(?:on\s+)?(?:a\s+)?"
                                    r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
                                    r"(?:\s+(?P<part>night|morning|evening|afternoon))?(?=\s*(?:[,.!?]|$))", re.I)


# (bugs60) a seafarer's working life at sea over: "not going back to sea anymore", "done with the sea", "sign off! contract
# finished" (signed off with the contract over); the job left, as "I left my job" ends it (Brain._working_life_over).
# Signing off alone ("signed off for two months leave") or another contract ("my phone contract finished") is not
_SEA_LEFT = re.compile(r"(?:^|(?<=[.!?]\s)|(?<=,\s))(?:(?:i'm|i\s+am|im)\s+|i\s+(?:will|'ll)\s+)?"
                       r"(?:not\s+going\s+back\s+to\s+(?:the\s+)?sea\s+(?:any\s*more|again|for\s+good)"
                       r"|(?:done|finished)\s+with\s+(?:the\s+)?(?:sea|ships)(?:\s+(?:now|for\s+good))?"
                       r"|(?:never|not)\s+(?:going\s+to\s+)?sail(?:ing)?\s+again)\b(?:\s*,?\s*(?:i\s+)?decided\b)?", re.I)
_SIGNED_OFF_CONTRACT_OVER = re.compile(r"(?:^|(?<=[.!?]\s))(?:i\s+|we\s+)?(?:sign(?:ed)?\s+off|signing\s+off)(?:\s+(?:na|already|today|(?P<y>yesterday)))?"
                                       r"\s*[!.,]+\s*(?:(?:my|the)\s+)?contract\s+(?:is\s+|was\s+)?(?:finished|ended|over|done|complete[d]?)\b",
                                       re.I)


# (bugs60) a marriage told with the one married named, then "she" or "he" of them: the wife or the husband ("Ana and me
# married last week, she is so happy": my wife Ana), as a girlfriend said before says it (weddings.SPOUSE_OF)
_MARRIED_THEN_SHE = re.compile(r"(?P<head>(?:^|(?<=[.!?]\s))(?P<name>(?-i:[A-Z])[a-z'’-]+)\s+(?:and|&)\s+(?:I|me)\s+(?:(?:just|finally)\s+)?"
                               r"(?:got\s+|have\s+|['’]ve\s+)?married\b[^.!?,]{0,40}),\s+(?P<p>she|he)\b"
                               r"(?=(?:\s+(?:is|looks|feels|seems)|['’]s)\b)")


# (bugs60) a retirement offered or taken, then the last day said ("I got the early retirement offer from the yard. I said
# yes, last day 30 September"): the user retiring on that day (the yes said before it is no fact of its own)
_RETIREMENT_LAST_DAY = re.compile(r"(?P<yes>(?:(?:and\s+|so\s+)?I\s+(?:said\s+yes|accepted(?:\s+it)?|took\s+it)\s*[,.!]+\s*))?"
                                  r"(?:(?:and\s+)?(?:my\s+)?(?-i:L|l)ast\s+day\s+(?:at\s+work\s+)?(?:is\s+|will\s+be\s+|['’]s\s+)?(?:on\s+)?)"
                                  r"(?P<date>(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?\s+(?:of\s+)?(?-i:[A-Z])[a-z]+"
                                  r"|(?-i:[A-Z])[a-z]+\s+(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)?)\b", re.I)
_RETIREMENT_TOLD = re.compile(r"\bretirement\s+(?:offer|package|deal|scheme)\b|\b(?:early\s+)?retirement\b(?=[^.!?]*\b(?:offer|accepted|took|said\s+yes)\b)",
                              re.I)

# (bugs61) the user's own resignation or notice told ("Handed in my resignation today", "I've resigned", "gave my notice"):
# the last day said after it is the day the job is left (a friend's, "she handed in her notice", is not the user's)
_RESIGNATION_TOLD = re.compile(r"\b(?:hand(?:ed|ing)?|gave|given|put|sent|turned)\s+(?:in\s+)?my\s+(?:resignation|notice)(?:\s+in)?\b"
                               r"|(?:^|(?<=[.!?,]\s))(?:I\s+|I've\s+|I\s+have\s+)?(?:just\s+|finally\s+|officially\s+)?resigned\b"
                               r"|\bmy\s+resignation\s+(?:is\s+)?in\b", re.I)


# (bugs60) a relative's new job in a learner's present: "Batsaikhan now work at mine too, driver", "my son also work in
# hotel, cook": the verb with its -s, "mine" the pit ("at the mine"), the role after the comma as what they work as
_KIN_WORK_BARE = re.compile(r"(?P<who>(?:^|(?<=[.!?]\s)|(?<=,\s))(?:(?-i:[A-Z])[a-z]{2,}|(?:my|our)\s+(?:husband|wife|son|daughter|brother|sister|dad"
                            r"|father|mum|mom|mother|partner|uncle|aunt|cousin)(?:\s+(?-i:[A-Z])[a-z]+)?))\s+(?P<adv>(?:now|also|still)\s+)?"
                            r"work\s+(?P<prep>at|in|for)\s+(?P<place>mine\b|(?:the\s+|a\s+)?[\w'’-]+(?:\s+[\w'’-]+)?)(?:\s+too)?"
                            r"(?:\s*,\s*(?P<role>[a-z]+(?:\s+[a-z]+)?))?(?=\s*(?:[,.!?]|$))")

# (bugs61) a workplace said by its kind without its article ("work in hotel", "work at factory"): one of its kind
_BARE_WORKPLACES = frozenset("hotel restaurant factory hospital school shop bank bakery supermarket warehouse office kitchen cafe café"
                             " farm garage store clinic laundry hostel resort casino pharmacy salon market".split())


def _kin_work_bare(m: re.Match[str]) -> str:
    who = m["who"]
    if not who.lower().startswith(("my ", "our ")) and (common(who.lower()) or who.lower() in {"they", "we", "you", "people"}):
        return m.group(0)  # "They now work at …", "People work in …": no one of the user's named
    role = m["role"] if m["role"] and is_job_noun(m["role"]) else None
    if m["role"] and not role:
        return m.group(0)  # "…, it is far": what follows is no role
    place = "the mine" if m["place"] == "mine" else m["place"]
    if place.lower() in _BARE_WORKPLACES:
        place = f"{article(place)} {place}"  # (bugs61) "my son also work in hotel, cook": in a hotel, the article a learner left out
    return f"{who} {m['adv'] or ''}works {m['prep']} {place}" + (f" as {article(role)} {role}" if role else "")


# (bugs60) a relative moved by their employer: "Kurt's company moving him to the Gozo office from January", "my wife's bank
# is sending her to Porto in March": they are being transferred there, as "my husband is being transferred …" is read
_EMPLOYER_MOVES_THEM = re.compile(r"(?P<who>(?:^|(?<=[.!?]\s)|(?<=,\s))(?:(?:my|our)\s+[a-z]+(?:\s+(?-i:[A-Z])[a-z]+)?|(?-i:[A-Z])[a-z]{2,}))['’]s\s+"
                                  r"(?:company|work|employer|firm|bank|boss|office|agency|school|hospital|university)\s+(?:is\s+|are\s+)?"
                                  r"(?:moving|transferring|sending|relocating|posting)\s+(?P<p>him|her|them)\s+(?=to\s)")


def _employer_moves_them(m: re.Match[str]) -> str:
    who = m["who"]
    if not who.lower().startswith(("my ", "our ")) and common(who.lower()):
        return m.group(0)  # "Google's office is moving them …": an employer, no one of the user's
    return f"{who} {'are' if m['p'] == 'them' else 'is'} being transferred "


# (lead61) "hi. vinh. i run a pho restaurant", "Hello! Omari. I'm a plumber": a name said alone after a greeting, before
# the user's own news (not "hi. thanks. i run …": a word; not "hi. ok. my …")
_GREETING_THEN_NAME = re.compile(r"^(?P<greet>(?:hi|hello|hey|hiya|howzit|yo|hola|ciao|salut|good\s+(?:morning|afternoon|evening))[.!]+\s+)"
                                 r"(?P<name>[A-Za-z][a-z'-]{1,15})[.!]+\s+(?=(?:i|i'm|im|i\s+am|my)\b)", re.I)
# (lead61) "doctor give me amlodipine 5mg", "the doctor give metformin": a learner's present for what the doctor gave
_DOCTOR_GIVE = re.compile(r"\b(?P<who>(?:the\s+|my\s+)?(?:doctor|doc|gp|specialist|cardiologist))\s+give\s+(?:me\s+)?"
                          r"(?=[a-z][\w-]+(?:\s+\d+\s*(?:mg|mcg|units?))?\b)", re.I)
# (lead61) "wife open small coffee shop next to the restaurant", "son start his own garage": a relative's new venture in a
# learner's present, said once (a shop opened, a business started), as "my wife opened …" says it
_KIN_OPEN = re.compile(r"(?:^|(?<=[.!?]\s))(?:my\s+)?(?P<rel>wife|husband|son|daughter|brother|sister|partner)\s+(?P<verb>open|start)\s+"
                       r"(?P<what>(?:a|an|her|his|their|own|small|little|new|\s)+(?:[a-z]+\s+){0,2}?"
                       r"(?:shop|café|cafe|coffee\s+shop|restaurant|bakery|salon|business|garage|stall|store|bar|clinic|company))\b", re.I)


# (lead61) "Started running, training for the Miskolc half marathon in October": what was begun, then the event trained for
# said as going on (the "I'm" dropped): the training a goal of its own, as "I'm training for …" says it
_BEGUN_THEN_TRAINING = re.compile(r"(?:^|(?<=[.!?]\s))(?P<head>(?:i\s+(?:just\s+|have\s+|'ve\s+)?)?(?:started|joined|took\s+up|began|signed\s+up)\b"
                                  r"[^,.!?]{0,60}?)\s*,\s+(?:and\s+)?(?:now\s+)?(?P<what>(?:training|preparing)\s+for\s+(?:the|a|an|my)\s)"
                                  r"(?=(?:[\w'-]+\s+){0,4}?(?:marathon|half|10k|5k|race|run|triathlon|ironman|exams?|test|fight|match"
                                  r"|competition|tournament|trek|climb)\b)", re.I)

# (lead61) "we move to australia in november", "i'm moving to norway next year": a place moved to, typed in lower case
# before when (a name, as a place is; "we move to town in may", "moving to nights next month" keep their words)
_MOVE_TO_LOWER = re.compile(r"\b(?P<head>(?:we|i)(?:'re|\s+are|'m|\s+am|\s+will|'ll)?\s+(?:move|moving|relocate|relocating)\s+to\s+)"
                            r"(?P<place>(?-i:[a-z])[a-z'-]{2,}(?:\s+(?-i:[a-z])[a-z'-]{2,}){0,2})"
                            r"(?=\s+(?:in|on|next|this|at\s+the\s+(?:end|start)|after|before|for\s+good)\b)", re.I)

# (lead61) "my novio Emiliano ask me to marry him!!", "my boyfriend asked me to marry him last night": a proposal to the
# user, as "I got engaged to my boyfriend Emiliano" says it (a boyfriend in Spanish or Portuguese too; not "… asked me to
# marry him and I said no", nor "… if I would marry him")
_ASKED_TO_MARRY = re.compile(r"\b(?:my\s+)?(?P<rel>boyfriend|girlfriend|partner|bf|gf|novio|novia|namorado|namorada)"
                             r"(?:\s+(?P<name>(?-i:[A-Z])[\w'’-]+))?\s+(?:has\s+)?(?:just\s+)?(?:asked|ask|asks)\s+me\s+to\s+marry\s+(?:him|her)\b"
                             r"(?![^.!?]{0,30}\b(?:said|say)\s+no\b)", re.I)


def _asked_to_marry(m: re.Match[str]) -> str:
    rel = {"bf": "boyfriend", "gf": "girlfriend", "novio": "boyfriend", "novia": "girlfriend", "namorado": "boyfriend",
           "namorada": "girlfriend"}.get(m["rel"].lower(), m["rel"].lower())
    return f"I got engaged to my {rel}{' ' + m['name'] if m['name'] else ''}"

# (lead61) "I am teacher of primary school in Puebla": a learner's "teacher of" a school, as "a primary school teacher" says
# it (a subject taught stays with the title, fresh37: "User is a teacher of English at a high school in Hue")
_TEACHER_OF = re.compile(r"\b(?P<head>(?:i\s+am|i'm|im)\s+)(?:(?:a|an)\s+)?teacher\s+of\s+(?:the\s+)?"
                         r"(?P<what>(?:primary|secondary|high|middle|elementary|nursery)\s+school)\b", re.I)

# (lead61) "Tormod got a job in Gairloch. We're going to move up there in September": a move "there", to the place named
# just before it in the message (a town by its capital after in, to, near or at)
# ((lead62) "a place for my mother in the care home in Landshut. She moves there on 4 May": a relative's move too)
_MOVE_THERE = re.compile(r"\b(?P<head>(?:we|i|she|he|they)(?:'re|\s+are|'m|\s+am|'ll|\s+will|'s|\s+is)?\s+(?:going\s+to\s+|planning\s+to\s+)?"
                         r"(?:move|moves|moving|relocate|relocates|relocating))\s+(?:up|down|over|out|back)?\s*there\b", re.I)
_PLACE_NAMED = re.compile(r"\b(?:in|to|near|at)\s+(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?)")


def _move_there(m: re.Match[str]) -> str:
    named = [p["place"] for p in _PLACE_NAMED.finditer(m.string[: m.start()])
             if not common(p["place"].split()[0].lower()) and p["place"].split()[0] not in _MONTH_WORDS]
    return f"{m['head']} to {named[-1]}" if named else m.group(0)


# (lead62) A retirement the user will take ("I will take early retirement at the end of September", "I'm going to take
# retirement in May"): retiring, early kept after it ("retirement age" and "retirement plan" are no retirement; "decided to
# take early retirement" and "I'm taking early retirement" were read as said, and stay so)
_TAKE_RETIREMENT = re.compile(r"\b(?P<s>I|we)(?P<aux>(?:'ll|\s+will|\s+am\s+going\s+to|'m\s+going\s+to|\s+plan\s+to|\s+want\s+to"
                              r"|\s+would\s+like\s+to|'d\s+like\s+to)\s+)(?P<verb>take)\s+(?:an?\s+|my\s+|her\s+|his\s+)?(?P<early>early\s+)?retirement\b"
                              r"(?!\s+(?:age|plan|planning|package|fund|savings|home|village|party|gift|card|account)\b)", re.I)
# (lead62) A thing given up from today, a learner's present ("I stop beer from today", "I quit sugar from now on"): given
# up today ("I stop work from today at five", a time, is no habit given up; "from today's list" is no day)
_STOP_FROM_TODAY = re.compile(r"\bI\s+(?:stop|quit|give\s+up)\s+(?P<what>(?!the\b|my\b|a\b|an\b|work\b|working\b|here\b)[a-z]+"
                              r"(?:\s+(?!from\b)[a-z]+)?)\s+from\s+(?:today|now(?:\s+on)?)\b(?!['’])", re.I)
# (lead62) A transfer within the employer to a branch named, in a learner's present ("I am transferred to Kobe branch from
# this month"): the transfer as done ("I got transferred to the Leeds office" is read as said; "I might be transferred" is
# not; a patient transferred to a ward is not the user's)
_TRANSFERRED_TO = re.compile(r"\bI(?:'m|\s+am)"
                             r"\s+transferred\s+to\s+(?:the\s+|our\s+)?(?P<where>(?-i:[A-Z][\w-]*)(?:\s+(?-i:[A-Z][\w-]*))?\s+"
                             r"(?:branch|office|site|plant|store|depot|campus|factory|warehouse))\b", re.I)
# ("I've moved to the Leeds office": a transfer too, no home)
_MOVED_TO_OFFICE = re.compile(r"\bI(?:'ve|\s+have)?\s+(?:just\s+|now\s+)?moved\s+to\s+(?:the\s+|our\s+)(?P<where>(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*)?"
                              r"\s+(?:branch|office|site|depot|campus|plant|store))\b")
# (lead62) How long the user's commute is, said with "I commute" ("Now I commute one hour by train", "I commute 40 minutes
# each way"): the commute's length, as "my commute takes an hour" says it ("I commute by bike" has no length and is left)
_I_COMMUTE = re.compile(r"\b(?:now\s+)?I\s+(?:now\s+)?commute\s+(?:for\s+)?(?:about\s+|around\s+|almost\s+|over\s+)?(?P<n>one|an?|half\s+an|\d{1,3})"
                        r"\s*(?P<u>min|mins|minutes|hours?|hrs?)\b", re.I)
_LEAD62_PART = r"(?:knee|back|hip|shoulder|wrist|ankle|neck|elbow|foot|heel|hamstring|achilles)"
# (lead62) A body part troubling the user, said the dialect's way ("Knee's giving me bother on the deck", "my back has been
# playing up all week", "hip's giving me gyp"): pain there ("the car's giving me bother" is no body; a relative's knee,
# "her knee's giving her bother", is not the user's)
_PART_BOTHER = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))(?:my\s+)?(?P<part>" + _LEAD62_PART + r")(?:'s|’s|\s+is|\s+has\s+been|'s\s+been)"
                          r"\s+(?:giving\s+me\s+(?:bother|trouble|grief|gyp|jip|hell|problems|pain)|playing\s+(?:me\s+)?up|acting\s+up)"
                          # (what is said of it after, "and the physio says no football", is left as said)
                          r"(?:\s+(?:on|at|in|again|all|lately|today|this|for)\b[^.!?,;]*)?(?=\s*(?:[.!?,;]|$))",
                          re.I)
# (lead62) An operation booked, "op" for short, a body part or "my" before it ("Knee op's booked for 3 December", "my op
# is on the 14th"): the operation on that day (a "photo op" or a "co-op" is none)
_OP_BOOKED = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=,\s))(?:(?P<my>[Mm]y)\s+)?(?P<part>" + _LEAD62_PART + r"\s+)?(?:op(?:'s|’s|\s+is|\s+has\s+been)\s+(?:(?:been\s+)?booked\s+)?"
                        # ("my operation is on 2 June, my left hip" is read as said: only a booking is reworded)
                        r"|operation(?:'s|’s|\s+is|\s+has\s+been)\s+(?:been\s+)?booked\s+)(?:for|on)\s+(?=(?:the\s+)?\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|next\b)", re.I)
# (lead62) A diagnosis the doctor made, told with its place ("The doctor has diagnosed a tendinitis in my right wrist"):
# the user diagnosed with it ("diagnosed a problem in the wiring" is no body of the user's)
_DIAGNOSED_IN_MY = re.compile(r"\b(?:the\s+|my\s+)?(?:doctor|gp|consultant|specialist|physio|physiotherapist|[a-z]+ologist)\s+(?:has\s+|have\s+)?"
                              r"diagnosed\s+(?P<what>(?:an?\s+)?[a-z][a-z -]{2,40}?)\s+(?=in\s+my\s+)", re.I)
# (lead62) Into a school or programme, said as "got in" and then its name ("GOT IN!!! UTEP nurse anesthesia program",
# "got in! the Glasgow School of Art"): into it ("got in the car", "got in late" are none: a programme's word must end it)
_GOT_IN_THEN = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?:I\s+)?got\s+in\b[!.\s]+(?:to\s+)?(?:the\s+)?(?P<what>(?:[\w&'-]+\s+){0,5}?"
                          r"(?:program|programme|course|school|university|college|residency|academy|apprenticeship|conservatoire))\b", re.I)
# (lead62) A while a business is shut, said after a course or a habit begun ("…, on Thursdays, while we are closed"): a
# time of its own, not part of the fact ("while we are closed for lunch, …" before it stays; "while I'm away" is the
# absence a minding is for, and stays)
_WHILE_CLOSED = re.compile(r",?\s+while\s+(?:we|I)(?:'re|'m|\s+are|\s+am)\s+(?:closed|shut)(?=\s*[.!]|$)", re.I)
# (lead62) A child's birth told in the present, then its name or weight ("Our daughter is born! Her name is Tsumugi", "our
# son is born! 3.2 kilos"): born, as done (a child to be born on a day, "is born on 3 May", is not, nor "our son is born!
# Finally, the film I waited for")
_IS_BORN = re.compile(r"\b(?P<who>(?:our|my)\s+(?:(?:baby|little|new|twin)\s+)?(?:daughter|son|baby|boy|girl|twins|babies))\s+(?:is|are)\s+born(?=\s*[!.,]+\s*(?:(?:her|his|their)\s+names?\s|\d|(?:we\s+)?(?:called|named)\b|(?:both|mum|mother|mom)\b))", re.I)
# (lead62) A trip or a move ahead told in a learner's present, with its month ("Our daughter Ludovica goes to Valencia for
# Erasmus in September", "my son goes to Lyon next month"): going there, as "is going to" says it ("she goes to Valencia
# every summer" is a habit: a month or "next" must date it)
_GOES_TO_WHEN = re.compile(r"\b(?P<who>(?:(?:[Mm]y|[Oo]ur)\s+(?:son|daughter|brother|sister|wife|husband|partner|mum|mom|dad|mother|father)"
                           r"(?:\s+(?-i:[A-Z][\w'-]+))?)|(?-i:[A-Z][a-z]+))\s+goes\s+(?=to\s+(?-i:[A-Z])[^.!?;]{0,50}?\b(?:in\s+(?:"
                           + _MONTHS_NAMED + r")\b(?!\s+every)|next\s+(?:week|month|year|"
                           + _MONTHS_NAMED + r")\b))", re.I)
# (lead62) A move decided, then its day in a sentence of its own ("I have decided to move to the résidence Les Pins, an
# apartment for seniors. I move on 1 September."): one plan, the place and the day together (what is said of the place
# after its comma is left)
_MOVE_THEN_DAY = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))I(?:\s+have|'ve)?\s+(?:decided\s*(?::\s*I(?:'ll|\s+will)|to)|(?:'ll|\s+will|'m\s+going\s+to"
                            r"|\s+am\s+going\s+to))\s+move\s+to\s+(?P<where>[^,.!?]+?)(?:,[^.!?]*)?[.!]+\s+(?:I|We)(?:\s+move|'m\s+moving"
                            r"|\s+am\s+moving|'re\s+moving|\s+are\s+moving)\s+(?P<when>on\s+(?:the\s+)?\d|on\s+(?:mon|tues|wednes|thurs|fri|satur"
                            r"|sun)day|in\s+(?:" + _MONTHS_NAMED + r")\b|next\s+(?:week|month))", re.I)
# (lead62) An offer and its role said after a comma ("got an offer from a startup in Berlin, senior ML engineer"): the
# role is the offer's, never the user's job now
_OFFER_THEN_ROLE = re.compile(r"\b(?P<head>(?:got|have|has|received|had)\s+(?:an?|the)\s+(?:job\s+)?offer\s+(?:from|at|with)\s+[^,.!?;]+),\s+"
                              r"(?P<role>(?:[\w-]+\s+){0,3}?(?P<noun>[a-z]+))(?=\s*(?:[.!;]|$))", re.I)
# (lead62) A mother called so in German ("Mutti has moved into the care home", "a place for Mutti"): the user's mother
_MUTTI = re.compile(r"(?<![\w-])(?P<my>(?:[Mm]y|[Oo]ur)\s+)?(?-i:[Mm]utti)(?![\w-])")


# (lead63) A learner's present for a joining ahead, its day said after it ("I join a container ship in Busan on 1 September
# as 4th engineer"): the plan "I'm joining …" says (not "I join the queue", no day; "I start in Hannover in April" is read
# as said by the rules of starts)
_JOIN_THEN_DAY = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))I\s+(?P<verb>join)\s+(?=[^.!?]{0,60}?\b(?:on\s+(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?"
                            r"(?:\s+of)?\s+(?:" + _MONTHS_NAMED + r")|(?:" + _MONTHS_NAMED + r")\s+\d{1,2}\b)|next\s+(?:week|month|monday"
                            r"|tuesday|wednesday|thursday|friday|saturday|sunday)|in\s+(?:" + _MONTHS_NAMED + r")\b))", re.I)
# (lead63) A learner's present for an exam passed ("I pass the exam for 4th engineer!", "I pass my driving test"), with no
# time ahead or hope in its sentence ("I pass the exam if I study", "I pass my driving test, I hope" are no news)
_PASS_EXAM = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))I\s+pass\s+(?=(?:the|my)\s+(?:[\w-]+\s+){0,2}(?:exam|test|board|boards|licen[cs]e)\b"
                        r"(?![^.!?]*\b(?:tomorrow|next|if|when|will|soon|on\s+\w+day|hope|hopefully|wish|fingers|pray|inshallah)\b))", re.I)

# (lead63) A clinician named by where they work ("the ship doctor say my BP is high", "the company nurse told me …"): the
# clinician the rules know, where left out ("the doctor …")
_PLACED_CLINICIAN = re.compile(r"\b(?P<d>the|my|our)\s+(?:ship'?s?|company|works|site|school|army|navy|team|club|camp|prison|college"
                               r"|university|uni|on-?board|factory|mine|rig)\s+(?P<who>doctor|doc|nurse|medic)\b", re.I)

# (lead63) A birth with "my first grandchild" said beside it, the name in the next sentence ("… gave birth to a son on
# Sunday, my first grandchild. They have named him Ravindu."): the aside left, so the name joins the birth
_FIRST_GRANDCHILD_ASIDE = re.compile(r"(?P<birth>\b(?:gave\s+birth|had\s+(?:her|the|their)\s+baby|was\s+born)[^.!?]{0,60}?)"
                                     r",\s+(?:my|our)\s+(?:very\s+)?first\s+grand(?:child|son|daughter|baby|kid)"
                                     r"(?=\s*[.!]+\s*(?:they|we|he|she|his|her)\b[^.!?]{0,25}?\b(?:named|called|name\s+is)\b)", re.I)

# (lead63) A body part said bare at a sentence's start as worn out ("Knee's shot.", "Back's knackered again"): "my knee is
# shot", as the rules read it (not "Back's open till six": no word of wear after it)
_BARE_PART_WORN = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?P<part>" + _LEAD62_PART + r")(?:'s|’s|\s+is)\s+(?=(?:(?:completely|totally|really|well)\s+)?"
                             r"(?:shot|knackered|buggered|stuffed|wrecked|gone|done\s+in|worn\s+out)\b)", re.I)
# (lead63) A clinician's word on a replacement, the joint said before it or with it ("Knee's shot. Specialist reckons a
# full replacement", "the surgeon thinks I need a new hip"): "the specialist says I need a full knee replacement"
_CLINICIAN_RECKONS = re.compile(r"\b(?:(?:the|my)\s+)?(?P<who>doctor|doc|gp|specialist|surgeon|consultant|physio)(?:\s+(?:in|at)\s+"
                                r"(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)?\s+(?:reckons|thinks|says|said)\s+(?:(?:that\s+)?i\s+need\s+|it's\s+)?"
                                r"(?:a|an)\s+(?P<how>(?:full|total|partial)\s+)?(?P<part>(?:knee|hip|shoulder)\s+)?replacement\b", re.I)

# (lead63) A plot the user has, then what they grow on it in a clause of "where" ("I have an allotment by the Tyne where I
# grow leeks and onions", "we've got a greenhouse where we grow chillies"): what is grown there, the plot named with it
_PLOT_WHERE_GROW = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?P<i>I|We)(?:\s+have\s+got|\s+have|'ve\s+got|’ve\s+got)\s+(?:an?)\s+(?P<thing>allotment|garden|plot"
                              r"|vegetable\s+(?:patch|garden|plot)|veg\s+patch|greenhouse|polytunnel|smallholding|croft|orchard)"
                              r"(?P<where>\s+(?:by|at|in|near|on|behind)\s+[^,.!?]{2,30}?)?,?\s+where\s+(?:I|we)\s+(?P<verb>grow|keep|raise)\s+(?P<what>[^.!?]+)", re.I)

# (lead63) Two statements run together without a stop, the second opening on "my" after "… with me" ("please dont use big
# words with me my english is from youtube"): a sentence each ("give me my coat" has no verb after the noun)
_RUN_ON_MY = re.compile(r"\b(?P<p>with|to|for|at|about)\s+me\s+(?=my\s+[\w-]+\s+(?:is|was|are|were|'s|isn't|wasn't)\b)", re.I)

# (lead63) "with me" after what is (not) to be used in answers ("don't use big words with me", "please use simple English
# with me"): every answer is to the user, so it says nothing ("User does not want big words used")
_USE_WITH_ME = re.compile(r"\b(?P<head>(?:use|using)\s+(?:[\w'-]+\s+){0,3}?[\w'-]+)\s+with\s+me\b(?!\s+(?:and|or)\b)", re.I)

# (lead63) A message typed without a stop, a new statement after its time word ("ruxandra got married yesterday it was
# beautiful i cried all day"): a sentence ends after the time
_RUN_ON_AFTER_TIME = re.compile(r"\b(?P<t>yesterday|today|last\s+night|this\s+morning|tonight)\s+(?=(?:it\s+was|it's|its|it\s+is"
                                r"|i|we|she|he|they)\s+[a-z])", re.I)

# (lead63) Why, run on after a request without a stop ("can you stop using so many exclamation marks its cringe"): a
# sentence of its own
_RUN_ON_WHY = re.compile(r"(?<=[a-z])\s+(?:its|it's|it\s+is)\s+(?=(?:so\s+|really\s+|kinda\s+|super\s+|too\s+|a\s+bit\s+)?(?:cringe|cringey"
                         r"|annoying|weird|distracting|irritating|confusing|too\s+much)\b)", re.I)

# (lead63) A new joint got ("Got the new knee on Tuesday", "I had my new hip in May"): the replacement had
_NEW_JOINT_GOT = re.compile(r"(?:(?<=^)|(?<=[.!?]\s))(?:I\s+|I've\s+|I\s+have\s+)?(?:got|had|received)\s+(?:the|my|a)\s+new\s+"
                            r"(?P<part>knee|hip|shoulder)\b(?!\s+(?:brace|support|pillow|cushion|shoes?))", re.I)

# (lead63) A day given for an operation, said after a colon or "for" ("The hospital has given me a date for the cataract
# operation: 12 May", "they've given me a date for my surgery, the 3rd of June"): the user's operation on that day
_DATE_GIVEN_FOR_OP = re.compile(r"\b(?:the\s+hospital|they|the\s+surgeon|the\s+consultant|the\s+clinic)(?:\s+in\s+(?-i:[A-Z])[\w'-]+)?"
                                r"(?:\s+have|\s+has|'ve)?\s+(?:finally\s+|now\s+)?(?:given|sent)\s+me\s+a\s+date\s+for\s+(?:the|my)\s+"
                                r"(?P<what>(?:[\w-]+\s+){0,2}?(?:operation|surgery|op))\s*[:,-]\s*(?:on\s+)?(?=(?:the\s+)?\d)", re.I)


def _clinician_reckons(m: re.Match[str]) -> str:
    part = m["part"] or next(iter(re.findall(r"\b(knee|hip|shoulder)\b", m.string[: m.start()], re.I)[-1:]), None)
    if part is None:
        return m.group(0)
    return f"the {m['who'].lower()} says I need a {part.strip().lower()} replacement"  # (how full, left: the operation had names none)


# (lead64) "The clinic says I have type 2 diabetes. They gave me metformin two times a day": "they" after a clinic, a
# doctor or a hospital named before is the clinician who gave the medicine ("they gave me a discount" with no clinic is
# left)
_THEY_GAVE_ME = re.compile(r"(?:^|(?<=[.!?]\s)|(?P<comma>,\s+))they\s+(?:gave|have\s+given|give)\s+me\s+(?=[a-z][\w-]+\b)", re.I)
_CLINIC_BEFORE = re.compile(r"\b(?:clinic|doctors?|doc|gp|hospital|specialist|nurse|surgery|consultant|cardiologist)\b", re.I)
# (lead64) "I'm taking blood thinners now, Eliquis": a medicine's class, then its name after a comma, is the medicine
# named ("I'm taking painkillers now, Monday was bad" names none)
_CLASS_THEN_NAME = re.compile(
    r"\bI(?:['’]m|\s+am)\s+(?:now\s+)?(?:taking|on)\s+(?:(?:the|some|new)\s+)?(?P<cls>blood\s+thinners?|statins?|antidepressants?"
    r"|antibiotics?|painkillers?|steroids?|beta[\s-]blockers?|water\s+pills?|anticoagulants?|antihistamines?)"
    r"(?:\s+now)?\s*,\s+(?P<name>(?-i:[A-Z])[a-z]{3,})(?=\s*(?:[,.!;]|$|\s+(?:now|since|because|for|every|twice|once)\b))", re.I)
# (lead64) "…, since they found the AFib", "since the doctors found my anaemia": a condition found is the user's
# diagnosis (only a condition the vocabulary knows: "since they found a lump" is left)
_SINCE_FOUND = re.compile(r",?\s+since\s+(?:they|the\s+doctors?|the\s+hospital|the\s+clinic)\s+(?:found|diagnosed)\s+"
                          r"(?:the\s+|my\s+|an?\s+)?(?P<cond>[\w-]+(?:\s+[\w-]+)?)(?=\s*(?:[.!;]|$))", re.I)
# (lead64) "Company is transferring me to Karaganda office in November", "my bank is sending me to the Leeds branch": the
# user moved by their employer, as "I'm being transferred to …" is read (a relative's is bugs60's _EMPLOYER_MOVES_THEM)
_EMPLOYER_MOVES_ME = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:the|my|our)\s+)?(?:company|employer|firm|bank|boss|work|agency)\s+"
                                r"(?:is|are)\s+(?:moving|transferring|sending|relocating|posting)\s+me\s+"
                                r"(?=to\s+(?:the\s+|our\s+|their\s+)?(?:(?-i:[A-Z])|\w+\s+(?:office|branch|site|plant|depot|store|factory|mine"
                                r"|hospital|campus)\b))", re.I)
# (lead64) "My boss says I will be shift supervisor from May": a rank the user will hold from a month, told by the boss or
# said plainly, read as "I'm being promoted to …" ("I will be a supervisor's nightmare" has no time; "I will be at the
# supervisor's desk from May" no rank)
_RANK_FROM = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:(?:my\s+)?(?:boss|manager|supervisor|company)\s+(?:says|said|told\s+me)\s+(?:that\s+)?)?I(?:['’]ll|\s+will)\s+be\s+"
    r"(?:the\s+|a\s+|an\s+)?(?P<role>(?:[a-z]+\s+){0,2}?(?:supervisor|manager|foreman|forewoman|team\s+lead|lead|head\s+\w+|director"
    r"|coordinator|chief\s+\w+|captain|superintendent))\s+(?:from|in|starting(?:\s+in)?)\s+"
    r"(?P<when>(?:January|February|March|April|May|June|July|August|September|October|November|December|next\s+(?:month|year))\b)",
    re.I)
# (lead64) "Signing lease for a second salon in Haysville, open in January!": a business lease signed for a place to open
# is the place being opened ("signing the lease for our flat in Leeds" is a home: no business word)
_LEASE_TO_OPEN = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:I['’]m\s+|I\s+am\s+|we['’]re\s+|we\s+are\s+|just\s+)?sign(?:ing|ed)\s+(?:a\s+|the\s+)?lease\s+(?:for|on)\s+"
    r"(?P<what>(?:a|an|my|our)\s+(?:(?:second|third|new|another|bigger|small|little)\s+)?(?:salon|shop|store|restaurant|café|cafe|bakery"
    r"|clinic|studio|gym|bar|office|workshop|branch|location|practice|stall|depot|garage|warehouse|yard|unit))\s+in\s+(?P<where>(?-i:[A-Z])[\w-]+(?:\s+(?-i:[A-Z])[\w-]+)?)"
    r"(?:\s*,\s*(?:to\s+)?open(?:ing|s)?\s+(?P<when>in\s+(?-i:[A-Z])[a-z]+|next\s+(?:month|year)))?", re.I)

# (lead64) "Please answer me in English but you can greet me in isiZulu", "feel free to greet me in Welsh": the greeting's
# language is the user's wish, as "I like to be greeted in …" says it ("greet me in the morning" names no language)
_GREET_ME_IN = re.compile(r"(?P<lead>,?\s*\bbut\s+|(?<=[.!?]\s)|^)(?:you\s+(?:can|may|could)\s+(?:also\s+)?|feel\s+free\s+to\s+|please\s+)?"
                          r"greet\s+me\s+in\s+(?P<lang>(?:te\s+)?[A-Za-z]+)\b", re.I)


def _greet_me_in(m: re.Match[str]) -> str:
    lang = m["lang"]
    if lang.lower() in {"the", "a", "person", "public", "private", "advance", "return", "time", "writing", "future", "morning"}:
        return m.group(0)
    return f"{'. ' if m['lead'].strip() else ''}I like to be greeted in {lang}"


def _class_then_name(m: re.Match[str]) -> str:
    from mercuryd.brain.lifefacts import is_medicine  # (lifefacts reads english: imported when used)

    name = m["name"]
    # a generic drug's name written with a capital ("Bisoprolol") is the drug the rules know in lower case; a brand
    # ("Eliquis") keeps its capital
    return f"I take {name.lower() if not is_medicine(name) and is_medicine(name.lower()) else name}"


def _since_found(m: re.Match[str]) -> str:
    cond = m["cond"]
    if health_condition(cond) is None:
        return m.group(0)
    return f". I was diagnosed with {cond}"


def _lead64_rewrites(text: str) -> str:
    """(lead64) The lead's years said the way the rules read them: a medicine "they" gave after a clinic, a medicine's
    class before its name, a condition "they found", the employer moving the user, a rank from a month, a lease signed to
    open a business."""
    low = text.lower()
    if "they g" in low and (m := _THEY_GAVE_ME.search(text)) and _CLINIC_BEFORE.search(text, 0, m.start()):
        # (after a comma, "The clinic says I have type 2 diabetes, they gave me metformin": a sentence of its own)
        text = text[:m.start()] + (". " if m["comma"] else "") + "The doctor gave me " + text[m.end():]
    if ", " in text and (" taking " in low or " on " in low):
        text = _CLASS_THEN_NAME.sub(_class_then_name, text)
    if "since " in low and (" found " in low or " diagnosed " in low):
        text = _SINCE_FOUND.sub(_since_found, text)
    if " me to " in low:
        text = _EMPLOYER_MOVES_ME.sub("I'm being transferred ", text)
    if " be " in low:
        text = _RANK_FROM.sub(lambda m: f"I'm being promoted to {m['role']} in {m['when']}", text)
    if "greet me in" in low:
        text = _GREET_ME_IN.sub(_greet_me_in, text)
    if "lease" in low:
        text = _LEASE_TO_OPEN.sub(lambda m: f"I am opening {m['what']} in {m['where']}" + (f" {m['when']}" if m["when"] else ""),
                                  text)
    return text


def _lead63_rewrites(text: str) -> str:
    """(lead63) The lead's years said the way the rules read them: a learner's present for a start ahead and an exam
    passed."""
    low = text.lower()
    if "i join " in low:
        text = _JOIN_THEN_DAY.sub(lambda m: f"I'm {m['verb'].lower()}ing ", text)
    if "i pass " in low:
        text = _PASS_EXAM.sub("I passed ", text)
    if "'s " in low or "’s " in low or " is " in low:
        text = _BARE_PART_WORN.sub(lambda m: f"My {m['part'].lower()} is ", text)
    if "a date for" in low:
        text = _DATE_GIVEN_FOR_OP.sub(lambda m: f"my {m['what'].lower()} is on ", text)
    if " new " in low:
        text = _NEW_JOINT_GOT.sub(lambda m: f"I had my {m['part'].lower()} replacement", text)
    if "replacement" in low:
        text = _CLINICIAN_RECKONS.sub(_clinician_reckons, text)
    if " where " in low:
        text = _PLOT_WHERE_GROW.sub(lambda m: f"{m['i']} {m['verb'].lower()} {m['what'].strip()} {'in' if re.search(r'garden|greenhouse|polytunnel|orchard', m['thing'], re.I) else 'on'} {'my' if m['i'].lower() == 'i' else 'our'} "
                                    f"{m['thing'].lower()}{m['where'] or ''}", text)
    if not re.search(r"[.!?,;]", text):
        text = _RUN_ON_AFTER_TIME.sub(r"\g<t>. ", text)
    if "it" in low:
        text = _RUN_ON_WHY.sub(". That is ", text)
    if " me my " in low:
        text = _RUN_ON_MY.sub(lambda m: f"{m['p']} me. ", text)
    if " with me" in low and "use" in low:
        text = _USE_WITH_ME.sub(r"\g<head>", text)
    if "first grand" in low:
        text = _FIRST_GRANDCHILD_ASIDE.sub(r"\g<birth>", text)
    if "doc" in low or "nurse" in low or "medic" in low:
        text = _PLACED_CLINICIAN.sub(r"\g<d> \g<who>", text)
    return text


def _lead62_rewrites(text: str) -> str:
    """(lead62) The lead's years said the way the rules read them: a retirement taken, a thing stopped from today, a
    transfer, a body part troubling, an operation booked, a diagnosis with its place, "got in" to a programme, a child
    born in the present, a German mother."""
    low = text.lower()
    if "retirement" in low:
        text = _TAKE_RETIREMENT.sub(lambda m: f"{m['s']}{m['aux']}retire" + (" early" if m["early"] else ""), text)
    if " from " in low:
        text = _STOP_FROM_TODAY.sub(lambda m: f"I gave up {m['what']} today", text)
    if "transferred" in low:
        text = _TRANSFERRED_TO.sub(lambda m: f"I have been transferred to the {m['where']}", text)
    if "moved to" in low:
        text = _MOVED_TO_OFFICE.sub(lambda m: f"I have been transferred to the {m['where']}", text)
    if "giving me" in low or "playing" in low or "acting up" in low:
        text = _PART_BOTHER.sub(lambda m: f"I have {m['part'].lower()} pain", text)
    if "op" in low:
        text = _OP_BOOKED.sub(lambda m: f"I have {'an' if not m['part'] else 'a ' + m['part'].strip().lower()} operation on "
                              if m["my"] or m["part"] else m.group(0), text)
    if "commute" in low:
        text = _I_COMMUTE.sub(lambda m: f"my commute takes {'an' if m['n'].lower() == 'one' and m['u'].lower().startswith('h') else m['n']} {m['u']}", text)
    if "diagnosed" in low:
        text = _DIAGNOSED_IN_MY.sub(lambda m: f"I was diagnosed with {m['what']} ", text)
    if "got in" in low:
        text = _GOT_IN_THEN.sub(lambda m: f"I got into the {m['what']}", text)
    if "while" in low:
        text = _WHILE_CLOSED.sub("", text)
    if "born" in low:
        text = _IS_BORN.sub(lambda m: f"{m['who']} {'were' if m['who'].lower().endswith(('twins', 'babies')) else 'was'} born", text)
    if "decided" in low or " will move" in low or "going to move" in low or "'ll move" in low:
        text = _MOVE_THEN_DAY.sub(lambda m: f"I'm moving to {m['where']} {m['when']}", text)
    if "offer" in low:
        text = _OFFER_THEN_ROLE.sub(lambda m: f"{m['head']} as {article(m['role'])} {m['role']}" if is_job_noun(m["noun"].lower())
                                    else m.group(0), text)
    if " goes to " in low:
        text = _GOES_TO_WHEN.sub(lambda m: f"{m['who']} is going ", text)
    if "utti" in low:
        text = _MUTTI.sub(lambda m: f"{m['my'] or 'my '}mother", text)
    return text


def _lead61_rewrites(text: str) -> str:
    """(lead61) Terse and learner's lines of the lead's years: a name after a greeting, what a doctor gave, a relative's
    new shop."""
    if (named := _GREETING_THEN_NAME.match(text)) and not common(named["name"].lower()) and not is_job_noun(named["name"].lower()):
        text = f"{named['greet']}{named['name'][:1].upper()}{named['name'][1:]} here. {text[named.end():]}"
    if " to " in text and re.search(r"\b(?:move|moving|relocat)", text, re.I):
        text = _MOVE_TO_LOWER.sub(lambda m: m["head"] + " ".join(w[:1].upper() + w[1:] for w in m["place"].split())
                                  if m["place"].lower() in COUNTRIES or is_big_place(m["place"]) else m.group(0), text)
    if " there" in text.lower():
        text = _MOVE_THERE.sub(_move_there, text)
    if "teacher of" in text.lower():
        text = _TEACHER_OF.sub(lambda m: f"{m['head']}{article(m['what'].lower())} {m['what'].lower()} teacher", text)
    if "marry" in text.lower():
        text = _ASKED_TO_MARRY.sub(_asked_to_marry, text)
    if "training for" in text.lower() or "preparing for" in text.lower():
        text = _BEGUN_THEN_TRAINING.sub(lambda m: f"{'' if m['head'][:2].lower() == 'i ' else 'I '}{m['head'][:1].lower() if m['head'][:2].lower() != 'i ' else m['head'][:1]}"
                                        f"{m['head'][1:]}. I'm {m['what']}", text)
    if " give " in text.lower():
        text = _DOCTOR_GIVE.sub(lambda m: f"{m['who']} gave me ", text)
    if "open " in text.lower() or "start " in text.lower():
        text = _KIN_OPEN.sub(lambda m: f"my {m['rel'].lower()} {m['verb'].lower()}ed "
                             + ("" if re.match(r"(?:a|an|her|his|their)\b", m["what"].strip(), re.I) else "a ") + m["what"].strip(), text)
    return text


# (leftovers41) "found a gaff in Castlebar": the slang word for a home, after its article, said as "a place"
_LO41_GAFF = re.compile(r"\b(?P<det>a|the|my|our|new|own|me)\s+gaff\b", re.I)
# (leftovers41) "met someone. dearbhla. shes a pharmacist": a new partner said in fragments, their name then what they do,
# read as "I'm seeing someone new, Dearbhla. She's a pharmacist." (a famous someone, "met someone famous", is no partner)
_LO41_MET_SOMEONE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:i\s+)?(?:(?:just|finally)\s+)?met\s+someone(?:\s+new)?\s*[.!]+\s+(?P<name>[A-Za-zÀ-ÖØ-öø-ž][a-zà-öø-ž'’-]+)"
    r"\s*[.!,]+\s+(?P<pro>she|he|they)(?:['’]?s|\s+is|\s+are|['’]re)\s+(?P<what>(?:a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?=\s*[.!,]|\s+(?:and|but|so)\b|\s*$)", re.I)
# (leftovers41) "picked up the cpap machine on tuesday, wearing it every night now", "got my hearing aids fitted, wearing
# them all day now": a health aid got, then in use, read as "I use a CPAP machine every night now"
_LO41_AIDS = (r"cpap(?:\s+machine)?|hearing\s+aids?|(?:knee|back|wrist|ankle)\s+brace|splint|night\s+guard|mouth\s+guard"
              r"|compression\s+stockings|orthotics|insoles|walking\s+stick|walker|glucose\s+monitor|insulin\s+pump|retainer")
_LO41_AID_IN_USE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:i\s+)?(?:(?:finally|just)\s+)?(?:picked\s+up|got|collected|had)\s+(?:the|my|a|an|me)\s+(?P<aid>"
    + _LO41_AIDS + r")(?:\s+fitted)?(?:\s+(?:on|last|this|yesterday|today)\b[^,.!?]{0,20})?\s*,\s*(?:i'?m\s+|am\s+)?"
    r"(?P<verb>wearing|using)\s+(?:it|them)\s+(?P<when>every\s+night|every\s+day|all\s+day|at\s+night|nightly|daily)(?:\s+now)?", re.I)
# (leftovers41) "the bank approved our mortgage", "the lender approved the loan for the van": the user's own loan approved
_LO41_LOAN_APPROVED = re.compile(
    r"\b(?:(?:the|our|my)\s+(?:bank|lender|building\s+society|credit\s+union|broker)|(?P<they>(?<!\w\s)they))\s+"
    r"(?:has\s+|have\s+|finally\s+|just\s+)*approved\s+"
    # ((leftovers42) "they approved my car loan this morning!!": the lender unsaid, a loan of a kind the user's)
    r"(?P<whose>our|my|the)\s+(?P<loan>mortgage|loan|remortgage|(?:car|business|personal|student|home|van)\s+loan)\b", re.I)


def _lo41_rewrites(text: str) -> str:
    """(leftovers41) A home in slang, a new partner in fragments, a health aid in use, a loan approved by the bank."""
    low = text.lower()
    if "gaff" in low:
        text = _LO41_GAFF.sub(lambda m: f"{'my' if m['det'].lower() == 'me' else m['det']} place", text)
    if "met someone" in low:
        text = _LO41_MET_SOMEONE.sub(
            lambda m: m.group(0) if common(m["name"].lower()) else
            f"I'm seeing someone new, {m['name'][:1].upper()}{m['name'][1:]}. {m['pro'][:1].upper()}{m['pro'][1:].lower()}"
            + ("'re " if m["pro"].lower() == "they" else "'s ") + m["what"], text)
    if "wearing" in low or "using" in low:
        text = _LO41_AID_IN_USE.sub(
            lambda m: f"I {'wear' if m['verb'].lower() == 'wearing' else 'use'} "
                      f"{'' if m['aid'].lower().endswith('s') else article(m['aid']) + ' '}"
                      f"{'CPAP machine' if m['aid'].lower().startswith('cpap') else m['aid'].lower()} "
                      f"{'every day' if m['when'].lower() == 'all day' else m['when'].lower()}", text)
    if "approved" in low:
        # ((leftovers42) "the credit union approved the loan!!" said bare: the user's own loan, as "my loan got approved")
        text = _LO41_LOAN_APPROVED.sub(
            lambda m: m.group(0) if m["they"] and m["whose"].lower() == "the" else
            f"my {m['loan'].lower()} got approved" if m["loan"].lower() != "mortgage" or m["they"]
            else f"we got the {m['loan'].lower()} approved", text)
    return text


# (leftovers42) "I gave up coffee, my cardiologist insisted", "I stopped eating meat, my daughter kept sending me videos":
# the user's own clause, then after a comma someone of theirs and a past verb, the reason; a sentence of its own, so the
# fact stops before it ("I moved to Leeds, my husband's job is there" is no past verb; "my sister, my dad" no verb at all;
# someone named, "I got the transplant, my brother Nikhil donated his kidney", is a fact of its own said with it: left)
_LO42_REASON_TAIL = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<mine>(?:i|i've|i\s+have|i'm)\s[^.!?,]{3,80}?),\s+(?=(?:my|our)\s+(?-i:(?:[a-z]+\s+)?[a-z]{3,})\s+"
    r"(?:[a-z]+ed|was|were|kept|made|told|said|sent|went|gave|got|wouldn't|won't)\b)", re.I)
# (leftovers42) "i wanna be a midwife too, like my aunt", "wants to be vet also": a goal is the same goal with "too" or
# "also" after it, and the one it is like is no part of it ("I want to be a nurse like my mum" is left as said)
_LO42_GOAL_TOO = re.compile(
    r"\b(?P<goal>(?:want|wants|wanna|hope|hoping|plan|planning)\s+(?:to\s+)?be(?:come)?\s+(?:an?\s+)?[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
    r"(?:\s+(?:too|also|as\s+well))(?:\s*,\s*like\s+(?:my|our)\s+[a-z]+)?(?=\s*[.!?,]|\s*$)", re.I)


# (leftovers42) Jamaican patois, "mi work at di bauxite plant inna Mandeville", "mi son play cricket fi di school": "mi"
# is "I" before a verb and "my" before a noun, "di" is "the", "inna" "in", "wid" "with", "fi" "for"; read only where two of
# its words are said together ("mi amigo" alone, or Italian "mi piace", is left)
_LO42_PATOIS_WORDS = re.compile(r"\b(?:inna|wid|fi|deh|nuh|cyaan|pickney|weh|gwaan|mek|wah|wha)\b", re.I)
_LO42_MI_VERBS = (r"work|works|live|lives|deh|did|have|av|go|come|want|love|like|need|just|cyaan|nuh|drive|teach|sell|run"
                  r"|study|cook|clean|use|play|got|get|start|started|born|bawn|a|am|was|been|neva|never|still|always|nah")
_LO42_PATOIS = (
    (re.compile(rf"\bmi\s+(?=(?:{_LO42_MI_VERBS})\b)", re.I), "I "),
    (re.compile(r"\bmi\s+(?=[a-z])", re.I), "my "),
    (re.compile(r"\b(?<=live\s)a\s+(?=(?-i:[A-Z]))"), "in "),
    (re.compile(r"\bdi\b", re.I), "the"),
    (re.compile(r"\binna\b", re.I), "in"),
    (re.compile(r"\bwid\b", re.I), "with"),
    (re.compile(r"\bfi\s+(?=the\b|my\b)", re.I), "for "),
)


# (leftovers42) "me inhaler's in me coat pocket always", "my epipen lives in me handbag", "me glucose tabs are in me bag at
# all times": where an aid of one's health is kept, read as "I always keep my inhaler in my coat pocket" (a habit; someone
# else's, "me da's inhaler is in me car", is not the user's)
_LO42_AID_KEPT = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:me|my)\s+(?P<aid>inhaler|epi-?pen|glucose\s+(?:tabs|tablets|sweets|gel)|insulin(?:\s+pen)?|meds|medication"
    r"|nitro\s+spray|gtn\s+spray|reading\s+glasses)(?:['’]s|\s+(?:is|are|lives?|stays?))\s+(?:always\s+)?in\s+(?:me|my)\s+"
    r"(?P<where>(?:coat\s+|jacket\s+|back\s+)?pocket|(?:hand)?bag|purse|wallet|backpack|rucksack|glovebox|locker|desk\s+drawer)"
    r"(?:\s+(?:always|at\s+all\s+times|all\s+the\s+time))?", re.I)


# (leftovers42) "got a girlfriend now, Aeronwy, she's a nurse on nights", "new boyfriend!! his name is Daragh and he's a
# paramedic": a new partner, a name and what they do in one message, read as lo41's "met someone. Béibhinn. she's a vet."
_LO42_NEW_PARTNER = re.compile(
    # (not "I have a girlfriend, Noor, she's a midwife": one the user has, no news, read as said; session 63's merge)
    r"(?:^|(?<=[.!?]\s))(?:i\s+)?(?:(?:just\s+)?got\s+(?:a\s+)?(?:new\s+)?|have\s+(?:a\s+)?new\s+|new\s+)(?P<who>girlfriend|boyfriend|partner)"
    r"(?:\s+now)?\s*[.!,]+\s+(?:(?:his|her|their)\s+name(?:['’]s|\s+is)\s+)?(?P<name>(?-i:[A-ZÀ-ÖØ-Þ])[a-zà-öø-ž'’-]+)"
    r"(?:\s*[.!,]+\s+|\s+and\s+)(?P<pro>she|he|they)(?:['’]?s|\s+is|\s+are|['’]re)\s+"
    r"(?P<what>(?:a|an)\s+[a-z][\w-]*(?:\s+(?:on|in|at)\s+[a-z]+|\s+[a-z][\w-]*)?)(?=\s*[.!,]|\s+(?:and|but|so)\b|\s*$)", re.I)


_LO42_GOT_KIDS = re.compile(r"(?:^|(?<=[.!?]\s))(?:i(?:['’]ve|\s+have)?\s+)?got\s+(?=(?:two|three|four|five|[2-9])\s+"
                            r"(?:kids|boys|girls|children|sons|daughters)\s*[,:]\s*(?-i:[A-ZÀ-ÖØ-Þ]))", re.I)


# ("I'm a nurse in Leeds, two kids, Ana 7, Leo 4": the children listed after a comma in a sentence of their own, "I have
# two kids, Ana 7, Leo 4"; their names and ages are what make it a list of children, "two tickets, Friday" is not)
_LO42_KIDS_AFTER_COMMA = re.compile(r"(?<=\w),\s+(?:and\s+)?(?:(?:i(?:['’]ve)?\s+)?got\s+)?(?=(?:two|three|four|five|[2-9])\s+"
                                    r"(?:kids|boys|girls|children|sons|daughters)\s*[,:]\s*(?-i:[A-ZÀ-ÖØ-Þ])[a-zà-öø-ž'’-]+,?\s+\d)", re.I)


_LO42_MY_KIDS_AFTER_AND = re.compile(r"(?<=\w),\s+and\s+my\s+(?=(?:two|three|four|five|[2-9])\s+(?:kids|boys|girls|children|sons"
                                     r"|daughters)\s*,?\s+(?-i:[A-ZÀ-ÖØ-Þ])[a-zà-öø-ž'’-]+\s+and\s+(?-i:[A-ZÀ-ÖØ-Þ]))", re.I)


# (leftovers42) Chat lines without their subject: "netball practice mondays and wednesdays after work", "footy training
# tues and thurs nights" (a habit with its days straight after it, "I have … on …"; "every thursday" is _habit_is's own;
# "champions league tues and wed nights" names no practice of the user's), "joining farelink in january" (a new job, "I'm
# joining Farelink …"; "joining the queue at 9" joins no one)
_LO42_PRACTICE_DAYS = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<what>(?!(?:my|his|her|their|our|the|a|an|no|any|is|was)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:practice|training"
    r"|rehearsals?))\s+(?=(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*\b)", re.I)
_LO42_JOINING = re.compile(
    r"(?:^|(?<=[.!?]\s))joining\s+(?P<org>(?!(?:the|a|an|my|our|us|them|you|in|up|him|her|this|that|some|forces)\b)[a-z][\w&-]+)"
    r"(?=\s+(?:in|next|on|this|from|after|as)\b|\s*[,.!]|\s*$)", re.I)


def _lo42_aid(aid: str) -> str:
    aid = " ".join(aid.lower().split()).replace("tabs", "tablets")
    return "EpiPen" if aid.startswith("epi") else aid


# (newuser32) A clinician named by title and surname, then what they did about a medicine ("Dr. Greer took me off the
# lisinopril", "Dr Okafor started me on metformin", "Doctor Ruiz has put me on warfarin"): the doctor the rules know. Not
# the title said of the user ("I'm officially Dr. Brandt now"), nor the doctor doing something else ("Dr. Greer put up a
# new sign", "Dr. Greer retired in May")
_TITLED_CLINICIAN = re.compile(r"\b(?:Dr\.?|Doctor)\s+[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?(?=\s+(?:has\s+|just\s+)*(?:(?:put|started|start"
                               r"|switched|got)\s+me\s+on|(?:took|taken)\s+me\s+off|stopped\s+(?:the|my)|prescribed)\s)")
# (newuser32) The doctor seen, said first in the sentence, then "he" or "she" giving or stopping a medicine after a comma
# ("Saw Dr. Greer for my checkup and my blood pressure was high, so he started me on lisinopril", "went to the GP about my
# chest, and she put me on antibiotics"): what they did, a sentence of the doctor's own. Not a "he" with no clinician seen
# before it ("Saw my brother on Sunday, he put me on the bus")
_SEEN_DOCTOR_THEN = re.compile(r"(?P<pre>\b(?:saw|seen|see|visited|went\s+to(?:\s+see)?|checkup\s+with|appointment\s+with)\s+"
                               r"(?:(?:the\s+|my\s+)?(?:doctor|doc|gp|consultant|specialist|cardiologist)\b|(?-i:Dr\.?\s+[A-Z])[\w'’-]+)"
                               r"[^!?.\n]{0,140}?)(?:,\s+(?:(?:so|and|then)\s+)?|\s+(?:so|and|then)\s+)(?:she|he)\s+(?=(?:has\s+|just\s+)?(?:put|started|start|switched|took)\s+me\s+(?:on|off)\b)",
                               re.I)


def _titled_clinician(m: re.Match[str]) -> str:
    start = m.start() == 0 or m.string[max(0, m.start() - 2):m.start()].rstrip()[-1:] in ".!?"
    return "The doctor" if start else "the doctor"


def _newuser32_rewrites(text: str) -> str:
    """(newuser32) A clinician named by title and surname, and the doctor seen then said again by "he" or "she"."""
    if "Dr" in text or "Doctor" in text:
        text = _TITLED_CLINICIAN.sub(_titled_clinician, text)
    if re.search(r"\b(?:she|he)\b", text, re.I):
        text = _SEEN_DOCTOR_THEN.sub(r"\g<pre>. The doctor ", text)
    return text


def _lo42_rewrites(text: str) -> str:
    """(leftovers42) A reason said after a comma, a goal with "too", Jamaican patois, an aid kept on one."""
    if re.search(r"(?:kids|boys|girls|children|sons|daughters)\b", text, re.I):
        text = _LO42_KIDS_AFTER_COMMA.sub(". I have ", text)
        # ("…, I'm a plumber in Vinkovci, and my two kids Théophane and Clémentine are 9 and 12": the same, "my" said)
        text = _LO42_MY_KIDS_AFTER_AND.sub(". My ", text)
    text = _LO42_PRACTICE_DAYS.sub(r"I have \g<what> on ", text)
    text = _LO42_JOINING.sub(lambda m: f"I'm joining {m['org'][:1].upper()}{m['org'][1:]}", text)
    if "got " in text.lower():
        # "got two boys, Torvald 8 and Sindre 5": children the user has, said with "got" (as "I've got two kids")
        text = _LO42_GOT_KIDS.sub("I have ", text)
    if re.search(r"friend|partner", text, re.I):
        text = _LO42_NEW_PARTNER.sub(
            lambda m: m.group(0) if common(m["name"].lower()) else
            f"I'm seeing someone new, {m['name']}. {m['pro'][:1].upper()}{m['pro'][1:].lower()}"
            + ("'re " if m["pro"].lower() == "they" else "'s ") + m["what"], text)
    if re.search(r"\b(?:in)\s+(?:me|my)\s", text, re.I):
        text = _LO42_AID_KEPT.sub(lambda m: f"I always keep my {_lo42_aid(m['aid'])} in my "
                                            f"{' '.join(m['where'].lower().split())}", text)
    if re.search(r"\bmi\b", text, re.I) and len(_LO42_PATOIS_WORDS.findall(text)) >= 1:
        for pattern, repl in _LO42_PATOIS:
            text = pattern.sub(repl, text)
    if "," in text:
        text = _LO42_REASON_TAIL.sub(r"\g<mine>. ", text)
    low = text.lower()
    if " too" in low or " also" in low or " as well" in low:
        text = _LO42_GOAL_TOO.sub(r"\g<goal>", text)
    return text


# (leftovers43) A body part held still for a time, said bare: "my wrist is in a cast for 3 weeks", "knee in a brace for 6
# weeks after the op", "arm's in a sling for two weeks" are "I have to wear a cast on my wrist for 3 weeks" (what the user
# must live with, for its time); without a time ("my arm was in a sling as a kid") or someone else's ("my dog's leg is in a
# cast for 3 weeks", "the statue's arm") it is left
_LO43_HELD_STILL = re.compile(
    r"(?:^|(?<=[.!?,]\s))(?:my\s+)?(?P<part>(?:left\s+|right\s+)?(?:wrist|arm|ankle|knee|leg|foot|hand|thumb|finger|elbow|shoulder"
    r"|neck|back|collarbone|toe))(?:'s|’s|\s+is|\s+was)?\s+(?:still\s+)?in\s+(?:a\s+)?(?P<aid>(?:plaster\s+)?cast|brace|sling|splint"
    r"|(?:walking\s+|moon\s+)?boot)\s+(?P<time>for\s+(?:another\s+|the\s+next\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight"
    r"|ten|twelve|a\s+few|a\s+couple\s+of)\s+(?:more\s+)?(?:days|weeks|months))", re.I)
# (leftovers43) A learner's "three times in week", "2 times in month": "a week", as every other schedule is read
_LO43_TIMES_IN = re.compile(
    r"\b(?P<n>(?:once|twice|\d{1,2}\s+times|(?:one|two|three|four|five|six|seven)\s+times))\s+in\s+(?:the\s+)?(?P<unit>week|month)\b",
    re.I)
# (leftovers43) A job said with a bare verb and a bare noun, the learner's way: "i drive taxi", "i drive trucks
# international", "i drive bus for the city" are "I'm a taxi driver", "I'm an international truck driver"; "i drive past the
# taxi rank", "I drive a taxi sometimes for fun" (an article: _job_verb's own reading) are left
_LO43_DRIVE_BARE = re.compile(
    r"(?:^|(?<=[.!?,]\s))i\s+(?:drive|driving)\s+(?P<what>taxis?|cabs?|trucks?|lorr(?:y|ies)|bus(?:es)?|trams?|trains?|forklifts?"
    r"|ambulances?|tractors?|vans?|coaches)(?P<intl>\s+international(?:ly)?)?(?=\s|[,.!?]|$)"
    # (a pastime is no job: "I drive vans for fun at the track on Sundays")
    r"(?![^.!?]{0,30}\b(?:for\s+fun|as\s+a\s+hobby|for\s+a\s+hobby|at\s+the\s+track)\b)", re.I)
_LO43_DRIVER = {"taxis": "taxi", "cabs": "cab", "trucks": "truck", "lorry": "lorry", "lorries": "lorry", "buses": "bus",
                "trams": "tram", "trains": "train", "forklifts": "forklift", "ambulances": "ambulance", "tractors": "tractor",
                "vans": "van", "coaches": "coach"}
# (leftovers43) A job found, said excitedly, then its start without a subject: "found it!!! start 4 january at Kestrelby
# Foods", "got a job finally!!! start 11 january at Brackwater Freight" are "I start a new job at … on 4 january" (the news
# said first is that job, one fact); the start needs a date and a name ("found it!!! the remote was under the bed", "start monday at the gym" are left)
_LO43_START_AT = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=!))\s*(?:(?:found\s+(?:it|one|a\s+job)|got\s+(?:a|the)\s+job)(?:\s+finally)?\s*[!.]+\s*)?"
    r"(?:and\s+)?(?:i\s+)?start(?:ing)?\s+(?:on\s+)?(?:the\s+)?"
    rf"(?P<when>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_WORD}|{_MONTH_WORD}\s+\d{{1,2}}(?:st|nd|rd|th)?)\s+(?:at|with)\s+"
    r"(?P<org>(?-i:[A-Z])[\w&'-]*(?:\s+(?-i:[A-Z])[\w&'-]*){0,3})", re.I)
# (leftovers43) Where after a comma with "probably": "I shall emigrate in 2029, New Zealand probably", "we'll move abroad
# next year, Portugal most likely" are "I plan to emigrate to New Zealand in 2029"; "should people emigrate …, Canada
# probably …?" (asked, no "I"/"we" and a will) is left
_LO43_EMIGRATE_WHERE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:i|we)\s*(?:shall|will|'ll|’ll|am\s+going\s+to|'m\s+going\s+to|are\s+going\s+to|'re\s+going\s+to)\s+"
    r"(?P<verb>emigrate|move\s+abroad|move\s+overseas)\s+(?P<when>(?:in\s+\d{4}|next\s+year|in\s+a\s+year|in\s+(?:two|three|\d)\s+years))"
    r",\s*(?P<where>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s*,?\s*(?:probably|most\s+likely|likely|i\s+think|maybe)"
    r"(?=\s*[.!?]|\s*$)", re.I)
# (leftovers43) An arrival said bare, first: "landed in Cochabamba." is "I landed in Cochabamba." (as "just landed in …"
# is); a place is named ("landed in trouble at school", "the parcel landed in Halle" are left)
_SOMEONE_BACK = re.compile(r"\b(?-i:[A-Z])[\w'’-]+\s+(?:is|are|'s|’s)\s+(?:finally\s+|safely\s+)?(?:back|home)\b", re.I)
_LO43_LANDED = re.compile(r"(?:^|(?<=[.!?]\s))(?:finally\s+|safely\s+)?landed\s+(?=in\s+(?-i:[A-Z]))", re.I)
# (leftovers43) A language the user speaks, by its order: "English is my third language", "German is my fourth language"
# are "I speak English as my third language" (after a comma, a sentence of its own); "what's the third language spoken in
# Switzerland" is left, and a first language is the first-language rules' ("ASL is my first language"); third or later
# only: a second language said beside a request is that request's reason (tests/test_newuser_year43.py)
_LO43_NTH_LANGUAGE = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?P<comma>,\s+))(?P<lang>(?-i:[A-Z])[a-z]+)\s+is\s+(?:only\s+)?my\s+(?P<nth>third|fourth|fifth)"
    r"\s+language\b",
    re.I)
# (leftovers43) A day booked, then how the user feels about it after a comma: "got an ultrasound on the 22nd, bit nervous",
# "got an mri on the 18th, kinda scared of the tube" keep the day and leave the feeling (no part of what is booked);
# "…, she's nervous" (someone else's) is left
_LO43_FEELING_AFTER = re.compile(
    r"(?P<when>\bon\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?(?:\s+of\s+[a-z]+)?|\btomorrow|\bnext\s+week"
    r"|\bon\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s*,\s*(?:i'm\s+|im\s+|feeling\s+)?(?:a\s+)?"
    r"(?:(?:bit|little|kinda|kind\s+of|so|really|very|quite|pretty|super)\s+)?(?:nervous|scared|anxious|worried|terrified|nervy)"
    r"(?:\s+(?:of|about)\s+[^.!?,]*)?(?=\s*[.!?]|\s*$)", re.I)


def _lo43_rewrites(text: str) -> str:
    """(leftovers43) A body part held still for a time, "three times in week", a job said with a bare verb, a job found
    said excitedly, where after a comma with "probably", an arrival said bare, a language by its order."""
    low = text.lower()
    if " in " in low:
        text = _LO43_HELD_STILL.sub(lambda m: f"I have to wear a {m['aid'].lower()} on my {m['part'].lower()} {m['time']}", text)
        if "times in" in low or "once in" in low or "twice in" in low:
            text = _LO43_TIMES_IN.sub(r"\g<n> a \g<unit>", text)
    if "drive" in low:
        text = _LO43_DRIVE_BARE.sub(lambda m: "I'm " + ("an international " if m["intl"] else (
            "an " if _LO43_DRIVER.get(m["what"].lower(), m["what"].lower())[0] in "aeiou" else "a "))
            + _LO43_DRIVER.get(m["what"].lower(), m["what"].lower()) + " driver", text)
    if "start" in low:
        text = _LO43_START_AT.sub(lambda m: f" I start a new job at {m['org']} on {m['when']}", text).replace("  I start", " I start")
    if "probably" in low or "likely" in low or "maybe" in low or "i think" in low:
        text = _LO43_EMIGRATE_WHERE.sub(lambda m: f"I plan to {'emigrate' if m['verb'].lower() == 'emigrate' else 'move'}"
                                                  f" to {m['where']} {m['when']}", text)
    if "landed" in low:
        # (not after someone said to be back or home: "Tamar is back! landed in Lisbon last night" is Tamar's landing)
        text = _LO43_LANDED.sub(lambda m: m.group(0) if _SOMEONE_BACK.search(text, 0, m.start()) else "I just landed ", text)
    if "," in text and ("nervous" in low or "scared" in low or "anxious" in low or "worried" in low or "terrified" in low):
        text = _LO43_FEELING_AFTER.sub(r"\g<when>", text)
    if "language" in low:
        # (after a comma, a sentence of its own: "Please use short sentences, English is my third language" is no part of
        # what is asked)
        text = _LO43_NTH_LANGUAGE.sub(lambda m: f"{'. ' if m['comma'] else ''}I speak {m['lang']} as my {m['nth']} language", text)
    return text


def _bugs60_rewrites(text: str) -> str:
    """(bugs60) Two sentences that are one: a level passed, then the one begun; a baby had, born and named; a weekday
    after its date; a seafarer's life at sea over, said the seafarer's way."""
    if "sea" in text.lower() or "sail" in text.lower() or "ships" in text.lower():
        text = _SEA_LEFT.sub("I quit my job at sea", text)
    if "married" in text.lower() and _MARRIED_THEN_SHE.search(text):
        text = _MARRIED_THEN_SHE.sub(lambda m: f"{m['head']}. My {'wife' if m['p'] == 'she' else 'husband'} {m['name']}", text)
    if ("resign" in text.lower() or "notice" in text.lower()) and (told := _RESIGNATION_TOLD.search(text)):
        # (bugs61) "Handed in my resignation today, last day is 30 June": the user leaving their job that day
        head = text[: told.end()]
        text = head + _RETIREMENT_LAST_DAY.sub(lambda m: _retiring_on(m, head, "I'm leaving my job"), text[told.end():], count=1)
    if "retirement" in text.lower() and (told := _RETIREMENT_TOLD.search(text)):
        head = text[: told.end()]
        text = head + _RETIREMENT_LAST_DAY.sub(lambda m: _retiring_on(m, head), text[told.end():], count=1).replace(
            " . I'm retiring", ". I'm retiring", 1)
    if "'s " in text or "’s " in text:
        text = _EMPLOYER_MOVES_THEM.sub(_employer_moves_them, text)
    if " work " in text:
        text = _KIN_WORK_BARE.sub(_kin_work_bare, text)
    if "contract" in text.lower():
        text = _SIGNED_OFF_CONTRACT_OVER.sub(lambda m: f"I left my job at sea {'yesterday' if m['y'] else 'today'}. My contract finished",
                                             text)
    if "passed" in text.lower() and " now " in text.lower():
        text = _LEVEL_PASSED_THEN_NOW.sub(lambda m: f"{m['head']}, {m['now'][:1].lower()}{m['now'][1:]}", text)
    if "day" in text.lower() and _DATE_THEN_ITS_WEEKDAY.search(text):
        text = _DATE_THEN_ITS_WEEKDAY.sub(lambda m: (f"on the {m['part'].lower()} of " if m["part"] else "on ") + m["date"]
                                          if _month_word(m["date"]) else m.group(0), text)
    return text


def _retiring_on(m: re.Match[str], head: str, said: str = "I'm retiring") -> str:
    """The last day after a retirement told (``head``), as the retirement's day (a sentence of its own after a yes); after
    a resignation told, ``said`` is the job left that day."""
    if not _month_word(m["date"]):
        return m.group(0)
    before = (head + m.string[: m.start()]).rstrip()
    lead = "" if not before or before.endswith((".", "!", "?", ",")) else ". " if m["yes"] else ", "
    return f"{lead}{said} on {m['date']}"


def _month_word(date: str) -> bool:
    return any(w.lower() in _MONTH_WORDS for w in date.split())



_OUR_HOME_IN = re.compile(r"(?P<open>(?:^|(?<=[.!?]\s))(?:(?:and|but|so|also)\s+)?)(?:our|my)\s+(?P<kind>flat|house|apartment|bungalow|cottage|condo)\s+in\s+"
                          r"(?P<place>(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+){0,2})\s+(?:is|has|gets|feels|looks)\b"
                          r"(?!\s+(?:(?:now\s+|finally\s+)?(?:for\s+sale|on\s+the\s+market|sold|up\s+for|being\s+sold|let\s+out|empty|rented\s+out)))", re.I)
_BIRTHDAY_AGE_TODAY = re.compile(r"(?P<b>\b(?:it'?s|it\s+is)\s+my\s+birthday(?:\s+today)?)(?P<sep>\s*[!.,]+\s*)"
                                 r"(?P<age>1[3-9]|[2-9]\d|1[01]\d)\s+today\b", re.I)
_NU29_BIRTHDAY_YEARS = re.compile(r"(?P<b>\b(?:yesterday|today)\s+(?:was|is)\s+my\s+birthday|\bit\s+(?:was|is|'s)\s+my\s+birthday"
                                  r"\s+(?:yesterday|today))(?P<sep>\s*[!.,:;]+\s*)(?P<age>1[3-9]|[2-9]\d|1[01]\d)"
                                  r"(?:\s+years?(?:\s+old)?)?(?=\s*(?:[!.,;]|$))", re.I)
_PARENT_HOME = r"(?:mum|mom|dad|mam|ma|parents|nana|nan|gran|grandma|grandparents|nan)"
_AT_PARENTS_NOW = re.compile(r"(?:^|(?<=[.!?]\s))(?:(?:I'm|I\s+am)\s+)?(?:back|living|staying|(?:back\s+)?home)\s+at\s+my\s+"
                             r"(?P<who>" + _PARENT_HOME + r")'s(?P<where>\s+in\s+[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)?\s+(?:now|again)\b",
                             re.I)


def _at_parents_now(m: re.Match[str]) -> str:
    where = m.group("where") or ""
    if where and (town := where.split()[-1]).islower():
        if common(town):
            return m.group(0)  # "back at my mum's in bed now": no place
        where = where[: -len(town)] + town[:1].upper() + town[1:]
    return f"I live with my {m.group('who')}{where} now"


_PLANNING_PLACE = re.compile(r"(?:\bme\s+and\s+(?P<with>(?:the|my)\s+(?:girls|boys|lads|friends|mates|flatmates|housemates|family|cousins))\s+are\s+)?"
                            r"\bplanning\s+(?P<place>(?-i:[A-Z])[\w'-]+|[a-z][\w'-]{3,})\s+(?P<when>for\s+the\s+(?:[\w-]+\s+)?(?:holidays?|break|summer|winter|spring|autumn|weekend)"
                            r"|(?:in|for)\s+(?:" + _WEEKDAY_OR_MONTH + r")|next\s+(?:year|month|summer|week))\b", re.I)


def _planning_place(m: re.Match[str]) -> str:
    place = m.group("place")
    if common(place.lower()) or place.lower() in _lexicon_verbs() or place.lower().endswith("ing") \
            or place.lower() in {"ahead", "everything", "something", "nothing", "stuff", "things", "it", "this", "that", "what"}:
        return m.group(0)  # "planning ahead for the holidays", "planning meals for the week": no place
    trip = f"planning a trip to {place[:1].upper()}{place[1:]} {m.group('when')}"
    # ("me and the girls are planning …": the user plans it, with them)
    return f"I'm {trip} with {m.group('with')}" if m.group("with") else trip


# (lo38) Read after the chat spellings are written out ("op" is "operation", "im" is "I'm"):
_LO38_OPEN = r"(?:^|(?<=[.!?]\s))"
_LO38_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"
_LO38_WHEN = rf"(?P<when>today|yesterday|this\s+morning|last\s+(?:night|week|{_LO38_DAY})|(?:on\s+)?{_LO38_DAY})"
# terse verbless notes that end or change something, at a sentence's opening: "Knee op done Friday." (the operation had),
# "Operation over yesterday", "Ankle healed at last" (a hurt part healed), "Divorce final as of Friday", "Last chemo done"
# (a treatment finished), "Retired as of Friday, 41 years at the post office", "Moved. Tromsø now." (not "chemo done for
# today", a session; not "Moved. Friday now.", a meeting moved; not "Knee healed yet?", a question)
_LO38_OPERATION_DONE = re.compile(
    _LO38_OPEN + r"(?:my\s+)?(?:(?P<part>(?:knee|hip|shoulder|back|ankle|wrist|hernia|gallbladder|cataract|eye|foot|hand|heart|bunion"
    r"|spine|neck|elbow|bowel|appendix|tonsils?|acl)\s+)?(?:operation|surgery)\s+(?:done|over|went\s+(?:fine|well|ok))"
    # (bugs64) the part alone, "done" its operation: "Cataract done last week", "knee done on Monday", "new hip done
    # yesterday" (a part an operation is said by, never a thing done otherwise: not "hair done on Monday", "nails done")
    r"|(?:new\s+)?(?P<bare>knee|hip|cataract|bunion|hernia|gallbladder|shoulder|tonsils|appendix|acl)\s+(?:was\s+|got\s+)?done)"
    r"\s*,?\s+" + _LO38_WHEN + r"\b(?P<comma>\s*,)?", re.I)
_LO38_HEALED = re.compile(
    _LO38_OPEN + r"(?P<part>ankle|wrist|knee|hip|foot|shoulder|elbow|arm|leg|hand|finger|toe|rib|ribs|collarbone|wound|scar|burn)"
    r"\s+(?:has\s+|is\s+)?(?:finally\s+|fully\s+|all\s+)?healed\b(?!\s+yet|\s*\?)(?![^.!?]*\?)", re.I)
_LO38_DIVORCE_FINAL = re.compile(
    # (said with "is", "my divorce is final as of today", the older rule reads it: "User's divorce is final")
    _LO38_OPEN + r"(?:my\s+)?divorce\s+(?:final|finali[sz]ed|through|official)\s*,?\s+(?:as\s+of\s+|since\s+)?" + _LO38_WHEN
    + r"\b", re.I)
_LO38_LAST_TREATMENT = re.compile(
    _LO38_OPEN + r"(?:(?:my\s+)?(?:last|final)\s+(?:round\s+of\s+|session\s+of\s+|dose\s+of\s+)?(?P<t1>chemo|chemotherapy|radiotherapy"
    r"|radiation)(?:\s+session)?\s+(?:done|finished|over)|(?P<t2>chemo|chemotherapy|radiotherapy|radiation)\s+(?:all\s+)?(?:done|finished"
    r"|over)\s+(?:for\s+good|at\s+last|forever))\b", re.I)
_LO38_RETIRED_AS_OF = re.compile(
    _LO38_OPEN + r"retired\s+(?:as\s+of|since|from)\s+" + _LO38_WHEN
    + r"(?:\s*,\s*(?P<years>(?:\d{1,2}|thirty|forty|fifty)\s+years\s+(?:at|with|in)\s+[^,.!?]{2,40}))?", re.I)
_LO38_MOVED_NOW = re.compile(
    _LO38_OPEN + r"moved\s*[.!]+\s+(?P<place>(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w'’-]+)?)\s+now\b\s*(?=[.!]|$)", re.I)
_LO38_NOT_A_PLACE = frozenset("monday tuesday wednesday thursday friday saturday sunday january february march april may june july "
                              "august september october november december it this that tomorrow".split())
# "krakow cancelled, the airline went bust", "Lisbon trip called off": a trip to a city called off, said by the city alone
# at a sentence's opening, as the rules read "Prague is cancelled" ("bingo cancelled tonight" names no city)
_LO38_PLACE_CANCELLED = re.compile(
    _LO38_OPEN + r"(?P<p>[^\W\d_]+(?:\s+(?!trip\b|is\b|got\b)[^\W\d_]+)?)\s+(?:trip\s+)?(?:is\s+|got\s+|has\s+been\s+)?(?:cancelled|canceled"
    r"|called\s+off)\b", re.I)
# a rule for answers, then the trade that is its reason: "dont explain basic law to me, im a solicitor", "keep it short, I'm a
# nurse on nights": the trade a sentence of its own, so both are read ("… I'm a bit tired" is no trade)
_LO38_RULE_THEN_JOB = re.compile(
    _LO38_OPEN + r"(?P<head>(?:(?:please|pls)\s+)?(?:don't|do\s+not|never|always|keep|no\s+need\s+to)\s[^.!?,]{3,80}?),\s+"
    r"(?=(?:I'm|I\s+am)\s+an?\s+(?P<job>[a-z][\w-]*)\b)", re.I)
# a post offered by an organisation said by its letters, and taken: "PTA asked me to be treasurer this year and I said yes",
# "the RNLI asked me to be their secretary, I accepted" (not "BBC asked me to fill in a survey"; not an offer unanswered)
_LO38_ORG_ROLE_TAKEN = re.compile(
    _LO38_OPEN + r"(?:the\s+)?(?P<org>(?-i:[A-Z][A-Z&]{1,5}))\s+asked\s+me\s+to\s+be\s+(?:their\s+|the\s+|its\s+)?"
    r"(?P<role>(?:treasurer|secretary|chair|chairperson|chairman|chairwoman"
    r"|president|captain|coordinator|officer|trustee|governor|rep|representative|mentor|coach|organiser|organizer|ambassador))"
    r"(?P<when>\s+(?:this|next)\s+(?:year|term|season))?\s*,?\s+(?:and\s+)?(?:I\s+)?(?:said\s+yes|accepted|agreed)\b", re.I)
# "I quit the care home last week": the job at a workplace given up, said by the place ("I quit the gym" is no job)
_LO38_QUIT_WORKPLACE = re.compile(
    r"\b(?-i:I)\s+(?P<v>quit|resigned\s+from|walked\s+out\s+of)\s+the\s+(?P<w>care\s+home|nursing\s+home|old\s+people's\s+home|call\s+cent(?:re|er)"
    r"|factory|warehouse|bakery|restaurant|hotel|supermarket|salon|garage|depot|abattoir|cannery|laundry|pharmacy|chemist|nursery"
    r"|kitchen|canteen|hospital|clinic|surgery|agency|firm|practice|mill|plant|site|office|shop|café|cafe|pub|bar)\b", re.I)
# a trainee doctor's grade said as the job ("FY2 at Ninewells, nights rn", "ST3 psych at the Maudsley", "I'm an IMT1 at the
# LRI"): the user works there as that grade (not "F1", the races; not "ST3" as a road or a shoe: only before "at <Name>")
_LO38_GRADE_AT = re.compile(
    _LO38_OPEN + r"(?:(?:I'm|I\s+am)\s+(?:an?\s+)?)?(?P<g>(?-i:FY[12]|CT[1-3]|ST[1-8]|IMT[1-3]|GPST[1-3]|SHO|SpR|StR|CMT[12]|ACCS[1-3]?))"
    r"(?:\s+(?P<sp>psych|psychiatry|surgery|surgical|medicine|paeds|paediatrics|anaesthetics|o&g|gp|radiology|a&e|ed|emergency\s+medicine"
    r"|cardiology|ortho|orthopaedics|acute\s+med|acute\s+medicine|geriatrics|gastro|renal|respiratory|oncology|neurology|icu|itu))?"
    r"(?:\s+(?:trainee|doctor|registrar))?\s+at\s+(?P<place>(?:the\s+)?(?-i:[A-Z])[\w'’&-]+(?:\s+(?-i:[A-Z])[\w'’&-]+){0,3})(?P<comma>\s*,)?")
_LO38_SPECIALTY = {"psych": "psychiatry", "surgical": "surgery", "paeds": "paediatrics", "o&g": "obstetrics and gynaecology",
                   "gp": "general practice", "a&e": "emergency medicine", "ed": "emergency medicine", "ortho": "orthopaedics",
                   "acute med": "acute medicine", "gastro": "gastroenterology", "renal": "renal medicine", "icu": "intensive care",
                   "itu": "intensive care"}
def _lo38_when(when: str) -> str:
    when = " ".join(when.split())
    return f"on {when}" if re.fullmatch(_LO38_DAY, when, re.I) else when


# (lo39) a birth's date as said in a hurry: "born on 9 December, Wednesday evening" (the weekday after the date is the
# same day, told again), "born on November 28th, Zofija" and "born on October 30th, our son Casimir" (the child named
# after the date), "Our girl was born …" (a daughter)
_LO39_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_LO39_DATE = (rf"(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS_NAMED})|(?:{_MONTHS_NAMED})\s+\d{{1,2}}(?:st|nd|rd|th)?)")
_LO39_BORN_DATE_WEEKDAY = re.compile(rf"\b(?P<head>born\s+on\s+(?P<date>{_LO39_DATE}))\s*,\s*(?:on\s+)?(?:a\s+)?{_LO39_WEEKDAY}"
                                     r"(?:\s+(?P<part>morning|afternoon|evening|night))?\b", re.I)
# (and bugs60's "We had a baby boy, born on March 3rd, Teodor": the son born that day; not "…, born on 3 March, healthy")
_LO39_BORN_THEN_NAME = re.compile(
    r"(?:^|(?<=[.!?]\s)|(?<=,\s)(?=(?:we|i)\s+(?:just\s+)?had\b))"
    r"(?:(?:she|he|they)(?:['’]s|['’]re|\s+is|\s+are)\s+here\s*[,!.]?\s+"
    r"|(?:we|i)\s+(?:just\s+)?had\s+(?:a|our)\s+(?:(?:baby|little|beautiful|healthy)\s+)*(?P<kid>boy|girl|son|daughter)\s*,?\s+"
    rf"(?:who\s+was\s+)?)?born\s+on\s+(?P<date>{_LO39_DATE})\s*,\s*"
    r"(?:(?P<our>our|my)\s+(?:little\s+|baby\s+)?(?P<rel>son|daughter|baby|boy|girl)\s+)?"
    rf"(?P<name>(?-i:[A-Z])[a-z\u00df-\u024f][\w'’-]*)(?![\w'’-])(?!\s+(?:{_MONTHS_NAMED}|\d))"
    # ("born 12 april, Sigrid and Oskar": twins, both named)
    r"(?:\s*(?:,|and|&)\s*(?:and\s+)?(?P<name2>(?-i:[A-Z])[a-z\u00df-\u024f][\w'’-]*)(?![\w'’-]))?", re.I)
_LO39_GIRL_BOY_BORN = re.compile(r"\b(?P<our>our|my)\s+(?:little\s+|baby\s+)?(?P<k>girl|boy)\s+(?=(?:was|has\s+been)\s+born\b)", re.I)


def _lo39_born_then_name(m: re.Match[str]) -> str:
    name = m["name"]
    if common(name.lower()) or re.fullmatch(rf"{_LO39_WEEKDAY}|{_MONTHS_NAMED}", name, re.I):
        return m.group(0)
    if (two := m["name2"]) and not common(two.lower()):
        return f"Our twins {name} and {two} were born on {m['date']}"
    said = (m["rel"] or m["kid"] or "baby").lower()
    rel = {"boy": "son", "girl": "daughter"}.get(said, said)
    return f"{'Baby' if rel == 'baby' else 'Our ' + rel} {name} was born on {m['date']}"  # ("Baby Lucas was born on …")


def _lo39_rewrites(text: str) -> str:
    """(lo39) A birth's date said in a hurry, as the rules read a birth said in full."""
    if "born" not in text.lower():
        return text
    # (bugs60: the part of the day kept, "born on the morning of 14 April")
    text = _LO39_BORN_DATE_WEEKDAY.sub(lambda m: f"born on the {m['part'].lower()} of {m['date']}" if m["part"] else m["head"], text)
    text = _LO39_BORN_THEN_NAME.sub(_lo39_born_then_name, text)
    return _LO39_GIRL_BOY_BORN.sub(lambda m: f"{m['our']} {'daughter' if m['k'].lower() == 'girl' else 'son'} ", text)


# (newuser28) "Her tata and I are divorced for four years now", "the kids' dad and I are separated": the user's own
# marital state, said of the child's other parent (not "my husband and I are separated", a couple ended, read elsewhere)
_NU28_EX_AND_I = re.compile(
    r"\b(?:her|his|their|the\s+kids['’]?|the\s+boys['’]?|the\s+girls['’]?|my\s+(?:kids|son|daughter|children)['’]s?)\s+"
    r"(?:dad|father|daddy|mum|mom|mother|mummy|mama|papa|tata)\s+and\s+I\s+(?:are|have\s+been|['’]ve\s+been)\s+"
    r"(?:now\s+)?(?P<s>divorced|separated)\b", re.I)
# (newuser28) "65 yesterday. medicare now.", "40 today!": the user's own age, turned, said bare at a sentence's start
# (an age a grown-up has; "28 today, 30 tomorrow" goes on, and "Lucija 9 today" is someone's)
_NU28_BARE_AGE_TURNED = re.compile(r"(?:^|(?<=[.!?]\s))(?P<age>1[6-9]|[2-9]\d|10\d)\s+(?P<when>yesterday|today)(?=\s*(?:[.!]|$))",
                                   re.I)
# (newuser28) "lobsterman out of stonington 41 yrs", "I'm a welder in Gdansk 15 years": how long, said bare after a trade
# and its place, as "…, for 41 years" (only after a job the rules know: "been there 12 years now", "paramedic w/ calgary ems
# 12 yrs", "here 9 years now" are read by their own rules, and "is 41 years" is an age)
_NU28_BARE_YEARS = re.compile(r"(?:^|(?<=[.!?]\s))(?P<head>(?:(?:i'm|im|i\s+am)\s+(?:a|an)\s+)?(?P<job>[a-z]+)\s+(?:out\s+of|in|at)\s+"
                              r"[A-Za-zÀ-ÖØ-Þ][\w'’-]+(?:\s+[A-Za-zÀ-ÖØ-Þ][\w'’-]+)?)\s+(?P<n>\d{1,2})\s+(?:yrs|years)"
                              r"(?=\s*(?:now\s*)?(?:[.!?;]|$))", re.I)
# (newuser28) "I've been a računovođa, an accountant, at Jadranska plovidba": the job in the writer's own language, then
# in English after a comma, as "an accountant (računovođa) at …" says it (the English a job the rules know)
_NU28_GLOSSED_JOB = re.compile(r"\b(?P<open>I'm|I\s+am|I've\s+been|I\s+have\s+been|I\s+was|I\s+work\s+as)\s+(?:a|an)\s+"
                               r"(?P<word>[^\W\d_]{3,20}),\s+(?:a|an)\s+(?P<job>[a-z]+(?:\s+[a-z]+)?)\s*,\s+", re.I)


# (newuser28) "the course is gotov, finished", "my bootcamp is over": a course the user took, said finished (the word in
# the writer's own language before the English kept out; not "is the course over?", nor "finished by June", a plan)
# (a course named by what it teaches: "the course is over" says no which, lead45)
_NU28_COURSE_OVER = re.compile(r"\b(?:the|my)\s+(?P<c>(?:[\w-]+\s+){1,3}?(?:course|programme|program|training)|(?:[\w-]+\s+){0,3}?bootcamp)\s+is\s+"
                               r"(?:[^\W\d_]{2,15},\s+)?(?:now\s+|finally\s+|officially\s+)?(?:finished|over|done|complete|completed)\b"
                               r"(?!\s+(?:by|in|on|at|before|when|soon|next)\b)", re.I)


# (newuser28) "Mreža Lab offered me the job, junior UX designer, starting 1 September": the employer by its name, the role
# said after a comma and the day, as "I got the job at Mreža Lab as a junior UX designer, starting …" says it (a role the
# rules know as a job; "offered me the job, sadly, …" is not)
_NU28_OFFER_ROLE = re.compile(r"(?:^|(?<=[.!?]\s))(?P<org>(?-i:[A-ZÀ-ÖØ-Þ])[\w&'’.-]*(?:\s+(?-i:[A-ZÀ-ÖØ-Þ])[\w&'’.-]*){0,2})\s+"
                              r"(?:has\s+)?offered\s+me\s+(?:the|a)\s+(?P<kind>job|role|position|post),\s+(?:as\s+)?(?:an?\s+)?"
                              r"(?P<role>(?:[\w-]+\s+){0,3}?(?P<noun>[a-z]+)),\s+(?=(?:starting|from|beginning)\b)", re.I)


def _nu28_offer_role(m: re.Match[str]) -> str:
    if not is_job_noun(m["noun"]) or m["org"].split()[0].lower() in {"they", "she", "he", "it", "my", "his", "her", "their", "our"}:
        return m.group(0)
    return f"I got the {m['kind'].lower()} at {m['org']} as {'an' if m['role'][0].lower() in 'aeiou' else 'a'} {m['role']}, "


def _nu28_glossed_job(m: re.Match[str]) -> str:
    job, word = m["job"], m["word"]
    if not is_job_noun(job.split()[-1]) or is_job_noun(word) or common(word.lower()):
        return m.group(0)  # "I'm a nurse, a good one, …", "I was a mess, an absolute wreck, …": no gloss of a job
    return f"{m['open']} {'an' if job[0].lower() in 'aeiou' else 'a'} {job} ({word}) "


def _newuser28_rewrites(text: str) -> str:
    """(newuser28) A mother's English mixed with Croatian, a lobsterman's terse lines: as the rules read them said in full."""
    low = text.lower()
    if "divorced" in low or "separated" in low:
        text = _NU28_EX_AND_I.sub(lambda m: f"I'm {m['s'].lower()}", text)
    if "yesterday" in low or "today" in low:
        text = _NU28_BARE_AGE_TURNED.sub(lambda m: f"I turned {m['age']} {m['when'].lower()}", text)
    if re.search(r"\b(?:married|engaged|due|pregnant|expecting|moving|starting|going)\b", low):
        text = _KIN_DOING.sub(_kin_doing, text)
    if "yrs" in low or "years" in low:
        text = _NU28_BARE_YEARS.sub(lambda m: f"{m['head']}, for {m['n']} years" if is_job_noun(m["job"]) else m.group(0), text)
    if ", a" in low:
        text = _NU28_GLOSSED_JOB.sub(_nu28_glossed_job, text)
    if "offered me" in low:
        text = _NU28_OFFER_ROLE.sub(_nu28_offer_role, text)
    if re.search(r"\b(?:finished|over|done|complete|completed)\b", low):
        text = _NU28_COURSE_OVER.sub(lambda m: f"I finished the {m['c']}", text)
    return text


def _lo38_rewrites(text: str) -> str:
    """(lo38) Terse notes, trainee grades, a learner's English and a city's trip called off, as the rules read them said in
    full."""
    low = text.lower()
    if "operation" in low or "surgery" in low or "done" in low:
        text = _LO38_OPERATION_DONE.sub(
            # (a question after a comma, "…, can I climb stairs yet?", a sentence of its own)
            lambda m: f"I had {'a ' + (m['part'] or m['bare']).strip().lower() + ' operation' if m['part'] or m['bare'] else 'my operation'}"
                      f" {_lo38_when(m['when'])}"
                      f"{'.' if m['comma'] else ''}", text)
    if "healed" in low:
        text = _LO38_HEALED.sub(lambda m: f"My {m['part'].lower()} has healed", text)
    if "divorce" in low:
        text = _LO38_DIVORCE_FINAL.sub(lambda m: f"My divorce was finalised {_lo38_when(m['when'])}", text)
    if "chemo" in low or "radi" in low:
        text = _LO38_LAST_TREATMENT.sub(lambda m: f"I finished my {(m['t1'] or m['t2']).lower()}", text)
    if "retired" in low:
        text = _LO38_RETIRED_AS_OF.sub(
            lambda m: f"I retired {_lo38_when(m['when'])}{' after ' + m['years'] if m['years'] else ''}", text)
    if "moved" in low:
        text = _LO38_MOVED_NOW.sub(lambda m: m.group(0) if m["place"].lower() in _LO38_NOT_A_PLACE else f"I moved to {m['place']}",
                                   text)
    if "cancel" in low or "called off" in low:
        text = _LO38_PLACE_CANCELLED.sub(
            lambda m: f"{m['p'].title()} is cancelled" if is_big_place(m["p"]) else m.group(0), text)
    if "i'm a" in low or "i am a" in low:
        text = _LO38_RULE_THEN_JOB.sub(lambda m: m["head"] + (". " if is_job_noun(m["job"].lower()) else ", "), text)
    if " asked me to be " in low:
        text = _LO38_ORG_ROLE_TAKEN.sub(lambda m: f"I'm the {m['role'].lower()} of the {m['org']}{m['when'] or ''}", text)
    if "quit" in low or "resigned" in low or "walked out" in low:
        text = _LO38_QUIT_WORKPLACE.sub(lambda m: f"I {m['v']} my job at the {m['w']}", text)
    if re.search(r"\b(?:sho|spr|fy[12]|imt[1-3]|st[1-8]|ct[1-3])\s", text):
        # (newuser29) "got it!! sho in medicine at mayo university hospital": the grade and the hospital typed in lower
        # case, as the grade's rule reads them in capitals
        text = _NU29_LOWER_GRADE.sub(_nu29_lower_grade, text)
    if re.search(r"\b(?:FY|CT|ST|IMT|GPST|SHO|SpR|StR|CMT|ACCS)", text):
        text = _LO38_GRADE_AT.sub(_lo38_grade_at, text)
    return text


_NU29_LOWER_GRADE = re.compile(
    _LO38_OPEN + r"(?P<pre>(?:(?:I\s+)?got\s+it\s*!+\s*|I'm\s+(?:an?\s+)?|I\s+am\s+(?:an?\s+)?|(?:now|starting)\s+(?:as\s+)?(?:an?\s+)?)?)"
    r"(?P<g>(?-i:sho|spr|fy[12]|imt[1-3]|st[1-8]|ct[1-3]))\s+(?:in\s+)?(?P<sp>(?-i:[a-z&]+)\s+)?at\s+"
    r"(?P<place>(?-i:[a-z][\w'-]*)(?:\s+(?-i:[a-z][\w'-]*)){0,3}?\s+(?:hospital|infirmary|clinic))\b", re.I)


def _nu29_lower_grade(m: re.Match[str]) -> str:
    sp = (m["sp"] or "").strip()
    if sp and sp.lower() not in _LO38_SPECIALTY and sp.lower() not in {"medicine", "surgery", "psychiatry", "paediatrics",
                                                                       "anaesthetics", "radiology", "cardiology", "geriatrics",
                                                                       "oncology", "neurology", "orthopaedics", "emergency"}:
        return m.group(0)
    pre = "I got the job! I'm " if re.match(r"(?:I\s+)?got\s+it", m["pre"], re.I) else m["pre"]
    place = " ".join(w[:1].upper() + w[1:] for w in m["place"].split())
    return f"{pre}{m['g'].upper()}{' ' + sp if sp else ''} at {place}"


def _lo38_grade_at(m: re.Match[str]) -> str:
    grade = m["g"]
    if m["sp"]:
        field = _LO38_SPECIALTY.get(m["sp"].lower(), m["sp"].lower())
        # ((newuser29) an SHO or a foundation doctor is no registrar: "as an SHO in medicine")
        said = (f"I work at {m['place']} as {article(grade)} {grade} in {field}" if grade.upper() in {"SHO", "FY1", "FY2"}
                else f"I work at {m['place']} as {article(grade)} {grade} {field} registrar")
    else:
        said = f"I work at {m['place']} as {article(grade)} {grade} doctor"
    # (what follows a comma, "nights rn", "on call rn so keep it short", is said of now: a sentence of its own; "…, from
    # Ibadan, in the UK 3 yrs": where the user is from, said after the job, "I'm from …")
    if m["comma"] and re.match(r"\s*from\s+(?-i:[A-Z])", m.string[m.end():]):
        return said + ". I'm"
    return said + ("." if m["comma"] else "")


# a new employer or job said in a fragment with where and from when ("new employer in Ehrenfeld from February!", "got a
# new job in Leeds starting March.", "I have a new employer in Mitte from May!"): not asked ("new job in Leeds from March?")
_NEW_EMPLOYER_FRAGMENT = re.compile(
    r"(?:^|(?<=[.!?] ))(?:(?:got|i\s+got|i've\s+got|i\s+have|i\s+have\s+got)\s+)?(?:a\s+)?new\s+(?P<what>employer|job)\s+(?P<where>(?:in|at)\s+(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)"
    r"\s+(?:from|starting(?:\s+in)?|in)\s+(?P<when>January|February|March|April|May|June|July|August|September|October|November"
    r"|December|spring|summer|autumn)(?=\s*(?:!|\.|$))", re.I)


# the user's partner called by a pet name, as the subject of what follows ("babe got the job …", "hun and I have been
# together 15 years …", "bae's birthday is on Friday"): not said to someone ("thanks hun, …", "hun, can you …"), nor
# after a word ("what rhymes with babe")
_PET_NAME_WORD = re.compile(r"\b(?:babe|hun|bae|hubby)\b", re.I)
_PET_NAME_PARTNER = re.compile(r"(?:^|(?<=[.!?] ))(?P<pet>babe|hun|bae)(?=(?:'s|\s+(?:and\s+i|and\s+me|got|has|had|just"
                               r"|finally|started|starts|wants|loves|hates|works|lost|passed|booked|bought|made|cooked|surprised)\b))",
                               re.I)


# the user's studies over, said after a comma or "and" ("…, done with college for good", "… and I'm finally done with uni!")
_STUDIES_DONE_AFTER_COMMA = re.compile(r"(?:,|(?<!\s)\s+and)\s+(?=(?:(?:i'm|i\s+am|im)\s+)?(?:(?:officially|finally|now)\s+)?(?:done|finished)\s+with\s+"
                                       r"(?:uni|university|college|my\s+degree|my\s+studies)\b)", re.I)


# a place of work said after the month it starts from, the month first ("from April he works in Zurich", "…, from
# February she'll be working in Linz"): at a clause's start, a person said by a pronoun or a name
_FRONTED_FROM = re.compile(
    r"(?:^|(?<=[,.;!?] )|(?<=\bthat )|(?<=\band )|(?<=\bso ))from\s+(?P<when>(?:next\s+)?(?:January|February|March|April|May"
    r"|June|July|August|September|October|November|December|spring|summer|autumn|winter|week|month|year))\s*,?\s+"
    r"(?P<who>he|she|they|(?-i:[A-Z])[\w'-]+)\s+(?P<verb>works|will\s+work|will\s+be\s+working|'ll\s+be\s+working"
    r"|is\s+working)\s+(?P<where>(?:in|at|for)\s+[^,.;!?]{2,60}?)(?=\s*(?:[,.;!?]|$)|\s+(?:so|and|but|because|now)\b)", re.I)


def _from_after(m: re.Match[str]) -> str:
    return f"{m['who']} {m['verb']} {m['where']} from {m['when']}"


# what someone named said of themselves ("Matteo told us today that he works in Zurich"): the name is the one the
# pronoun after it stands for ("my boss told me that he …" is left: whose boss's news it is, the rules read as said)
# (newuser29) "Antonella told me she is pregnant": what was told of themselves, said without "that" too
_TOLD_OF_THEMSELVES = re.compile(r"(?<![\w'-])(?P<who>(?-i:[A-Z])[a-z][\w'-]*)\s+told\s+(?:us|me)\s+(?:(?:today|yesterday|last\s+night"
                                 r"|this\s+morning)\s+)?(?:that\s+)?(?:he|she)\s+(?=(?:works|will|is|'s|has|got)\b)", re.I)


# an in-law typed without its hyphens after whose it is ("my father in law had a stroke", "our son in law Tom"): the
# in-law, not the father ("the father in law in that film" is left)
_IN_LAW_SPACED = re.compile(r"(?:(?<=\bmy )|(?<=\bour )|(?<=\bhis )|(?<=\bher ))(mother|father|brother|sister|son|daughter)"
                            r"\s+in\s+law\b", re.I)


# A name whose first letter is small and its second a capital ("eBay", "iFood", "dLocal", "eToro"): a company's or a
# product's, which the rules look for opening in capitals. Not in a handle, an address or a path.
_CAMEL_NAME = re.compile(r"(?<![\w'’@./:#-])([a-z])(?=[A-Z][a-z]{2,}(?![\w@/-]|\.[a-z]))")
_CAMEL_WORD = re.compile(r"(?<![\w'’@./:#-])[a-z][A-Z][a-z]{2,}(?![\w@/-]|\.[a-z])")


def has_camel_name(said: str) -> bool:
    """Whether ``said`` has a name in camel case ("eBay")."""
    return _CAMEL_WORD.search(said) is not None


def camel_names(said: str, summary: str) -> str:
    """``summary`` with each name ``said`` in camel case ("eBay") as it was written, where :func:`normalise` opened it
    in capitals ("EBay")."""
    for name in set(_CAMEL_WORD.findall(said)):
        summary = re.sub(rf"\b{re.escape(name[0].upper() + name[1:])}\b", name, summary)
    return summary


# weekdays one after another, nothing between ("gym monday wednesday friday", "mon wed fri" once spelt out): a list
# typed without its commas
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
_DAYS_RUN = re.compile(rf"\b{_WEEKDAY}(?:\s+{_WEEKDAY})*\s+{_WEEKDAY}(?=s?\b)", re.I)


def days_listed(text: str, *, of_parts: bool = True) -> str:
    """'monday wednesday friday' → 'monday, wednesday and friday': days typed without commas, listed (without
    ``of_parts``, not the days of a part of them, "thursday friday saturday nights", which the rules read as typed)."""
    def listed(m: re.Match[str]) -> str:
        if not of_parts and _PART_OF_DAY_AFTER.match(m.string, m.end()):
            return m.group(0)
        days = m.group(0).split()
        return ", ".join(days[:-1]) + " and " + days[-1]
    return _DAYS_RUN.sub(listed, text)


_PART_OF_DAY_AFTER = re.compile(r"s?\s+(?:night|morning|evening|afternoon|day)s?\b", re.I)


_ORDINAL_WORDS = {w: i for i, w in enumerate(
    "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
    "fifteenth sixteenth seventeenth eighteenth nineteenth twentieth".split(), 1)}
_ORDINAL_WORDS |= {f"twenty-{w}": 20 + i for w, i in list(_ORDINAL_WORDS.items())[:9]}
_ORDINAL_WORDS |= {"thirtieth": 30, "thirty-first": 31}
# "on the first of August": the day written as a number, as dates are read ("on 1 August")
_ORDINAL_DATE = re.compile(
    r"\bthe\s+(" + "|".join(sorted(_ORDINAL_WORDS, key=len, reverse=True)) + r")\s+of\s+(?=(?:january|february|march"
    r"|april|may|june|july|august|september|october|november|december)\b)", re.I)


_SPACE_RUN = re.compile(r"[ \t\u00a0]{2,}")
# "i hate running lol any other cardio?": a laugh ends the thought before it
_LOL = re.compile(r"(?<!\s)\s+(?:lol|lmao|haha+|hehe)\s+(?=[a-z])", re.I)
# "keep answers short pls i read them on my break": a request ends at its "please"
_PLEASE_THEN_I = re.compile(r"(?<!\s)\s+(?:pls|plz|please)\s+(?=(?:i|i'm|im|i've)\s+[a-z])", re.I)
# "I have a question about the Unified Model, but first: from now on …": what comes first is a sentence of its own
# (a run of spaces is tried from its first space only: from each, thousands of blank lines took seconds)
_BUT_FIRST = re.compile(r",?(?<!\s)\s+but\s+first\s*[:,-]\s+", re.I)
# "I'm training for a half in June, so if I ask for meal ideas keep them high-protein", "She is vegan, so a hut
# with vegan food would be nice": the statement holds whatever is asked after it; the request is one of its own
_SO_IF = re.compile(r",\s+so\s+(?=(?:if|when|whenever)\s+i\s+ask\b|(?:can|could|would)\s+you\b|please\b"
                    r"|any\s+(?:ideas|tips|suggestions|recommendations)\b"
                    r"|[^,.!?]{0,60}\bwould\s+be\s+(?:nice|great|good|ideal|perfect|helpful|lovely|best)\b)", re.I)

# "my mum is staying with us for a month, any easy dinners?", "…diagnosed with glue ear, what can the school do?": a
# statement with a question after its comma; the question asks, the statement still tells
# ((bugs62) "I have an endoscopy on the 22nd, can I drink coffee before?": a yes-no question of what the user may do)
_ASKED_AFTER = re.compile(r",\s+(?=(?:any|what|how|which|where|can\s+you|could\s+you|would\s+you|do\s+you|should\s+i"
                          r"|(?:can|could|may|must)\s+i|(?:can|should)\s+we|is\s+it\s+(?:ok|okay|safe|fine|normal|bad|true)"
                          r"|is\s+there|are\s+there|got\s+any)\b[^,.!?]{0,80}\?"
                          # "I fast in Ramadan, how I can sleep with nights": a learner's question, without its mark
                          r"|(?:what|how|where|which|when)\s+i\s+(?:can|should|could|must|need\s+to|have\s+to)\b)", re.I)


def sentences(text: str) -> list[str]:
    """Split text into sentences (keeping the final punctuation, which marks questions);
    a long run without punctuation (dictated, typed in one breath) is split where a new
    first-person statement starts (:func:`run_on`)."""
    # a run of spaces is one (the patterns below start at any space of a run: quadratic in it)
    text = _SPACE_RUN.sub(" ", text)
    text = _LOL.sub(". ", text)
    text = _PLEASE_THEN_I.sub(". ", text)
    text = _SO_IF.sub(". ", text)
    text = _ASKED_AFTER.sub(". ", text)
    text = _BUT_FIRST.sub(". ", text)
    return [r for s in _code_names(_SENTENCE_END.split(text), text) if s and s.strip() for r in run_on(s.strip())]


def _code_names(pieces: list[str], text: str) -> list[str]:
    """'wrap errors with fmt.Errorf': a package-qualified name ("fmt.Errorf", "os.Getenv") split
    at its dot is one again (a lower-case word that is no English word before the dot)."""
    out: list[str] = []
    for piece in pieces:
        last = out[-1].split()[-1] if out and out[-1] and out[-1].split() else ""
        if last and re.fullmatch(r"[a-z_][a-z0-9_]{0,11}\.", last) and piece[:1].isupper() \
                and (len(last) == 2 or not common(last[:-1])) \
                and last + piece.split()[0] in text:
            out[-1] += piece
        else:
            out.append(piece)
    return out


# Where a new statement starts inside a run-on: "I"/"I'm"/"I've", "my name", "my wife",
# or a dropped "I've" ("been doing it twelve years"; not the "been" of a contracted "has": "my knee's been acting up",
# "because its been playing up", its apostrophe dropped).
_RUN_ON_START = re.compile(
    # ("… to change my name to Callum": the name is what is changed, no new statement)
    r"\s(?=(?:I|I'm|I've|I'd|I'll)\s|(?<!\bchange\s)(?<!\bchanged\s)(?<!\bchanging\s)my\s+(?:name|" + "|".join(
        ("wife", "husband", "partner", "girlfriend", "boyfriend", "mom", "mum", "dad", "son", "daughter", "kids",
         "boss", "manager", "sister", "brother")) + r")\b|(?<!['’]s\s)(?<!['’]ve\s)(?<!\bits\s)been\s+(?:\w+ing|an?\s+\w+)\b"
    # ("… on the thika road route in nairobi been in this business since 2011": how long, the "I've" dropped)
    r"|(?<!['’]s\s)(?<!['’]ve\s)(?<!have\s)(?<!has\s)been\s+in\s+(?:this|the)\s+(?:business|trade|game|job|line\s+of\s+work|industry)\b"
    # "… adopted a pit mix from the shelter her name is biscuit", "… she is a lot we signed up for puppy class",
    # "i stopped doing weight watchers it just wasnt working": a pet's name, what "we" did, why it was dropped
    # ("i got hearing aids from the NHS they are Phonak ones": what they are)
    r"|(?:her|his|its)\s+name\s+is\b|we(?:'ve)?\s+(?:just\s+|finally\s+|also\s+)?(?:signed|got|moved|bought|adopted|started"
    r"|joined|booked|decided|found)\b|we\s+(?:close|complete)\s+on\b|they(?:'re|\s+are)\s+(?!(?:\w+ing|going|not|all|both|so|too|very)\b)|it\s+(?:just\s+|really\s+)?(?:wasn't|isn't|didn't|doesn't|was\s+not|is\s+not)\b"
    # "… now i want to use a spreadsheet please explain things to me step by step": a request after the statement
    r"|please\s+(?:always\s+|never\s+)?(?:explain|answer|keep|use|write|give|tell|reply|remember|help|don't|do\s+not|make|send|show)\b"
    # "… for the Lima marathon in May its my first one can you make me a plan": a request asked after the statement, and
    # what the thing is to the user; "… near Cusco we are 40 women weavers": how many they are
    r"|(?:can|could|would)\s+you\s+(?:please\s+|pls\s+)?(?:make|help|give|write|tell|explain|show|send|check|suggest|recommend"
    r"|draft|plan|translate|fix)\b|it'?s\s+my\s+(?:first|second|third|last|fifth|tenth)\b|we(?:'re|\s+are)\s+\d+\s"
    # ("… my knee hurts since then the physio says its IT band syndrome": what a clinician found, a statement of its own)
    # (a finding only: "… healing well the physio says walk every day with the sticks" is advice, kept whole)
    r"|the\s+(?:doctor|doc|gp|physio|physiotherapist|consultant|specialist)\s+(?:says|said)\s+(?:it's|its|it\s+is|i\s+have|i've\s+got"
    r"|that\s+i)\b"
    # "… at the petsmart on kingston pike what do i need to bring": a question asked after the statement
    r"|(?:what|how|where|which|when)\s+(?:do|does|did|can|should|would|will)\s+(?:I|we)\b"
    # ("… at Piñones with my compadre what time is the tide today": what it asks of a time, an amount, a place)
    r"|(?:what|how|where|which|when)(?:\s+(?:time|much|long|many|often|day))?\s+(?:is|are|does|do)\s+(?:the|it|there)\b"
    # "… after 38 years as a conductor me and my wife june live in lubbock": a new subject, the user and a relative
    r"|me\s+and\s+my\s+(?:wife|husband|partner|girlfriend|boyfriend|fiancée?|mom|mum|dad|son|daughter|kids|sister|brother)\b"
    # "… callum stays with us on fridays his mum is our daughter fiona": who someone just named is kin to
    r"|(?:his|her|their)\s+(?:mum|mom|mother|dad|father|wife|husband|partner)\s+(?:is|was)\b)"
    # "my daughter kayla is 9 she stays with my mom": a new statement about her after an age
    r"|(?<=\d)\s(?=(?:she|he)\s+(?:[a-z]+s|is|has)\b)"
    # "adwoa has asthma she uses the blue inhaler when she needs it": a new statement about her after a noun (not after
    # a verb that takes it: "my boss thinks he is right", run_on)
    r"|(?<=[a-z]{3})\s(?=(?:she|he)\s+(?:uses|takes|has|needs|goes|gets|works|lives|stays|is)\s)"
    # "he started year 7 today looked so grown in his blazer": how it looked, a new statement after the day (its subject
    # dropped)
    r"|(?:(?<=\btoday)|(?<=\byesterday)|(?<=\btonight))\s(?=(?:looked|looks|was|felt|seemed)\s+(?:so|really|very|well|like)\b)"
    # "give me recipes in grams not cups pls the american ones confuse me": why, a new statement after the "please" that
    # ends a request
    r"|(?:(?<=\bpls)|(?<=\bplz)|(?<=\bplease))\s(?=(?:the|my|it|its|it's|they|those|these|i|i'm|im)\s)"
    # "i dont drive at night any more my eyes are no good": why, a new statement after "any more"
    r"|(?:(?<=\banymore)|(?<=\bany\smore))\s(?=(?:my|our|his|her|their|it|it's|i|i'm|we|he|she|they)\s)")
# Words after which an "I" belongs to the same clause: "that I", "when I", "and I", "have been".
_BINDS = frozenset(
    """that if when whenever because cause since than as what how why where which who whom whose whether before after
    until till while though although so and or but nor me you we us him her them it to for with of about like
    what's think thought know knew guess hope said say says mean means wish unless once whereas where's
    have has had 've i've ive it's he's she's never always just recently also even still already
    see saw seen visit visited visiting meet met meeting call called calling help helped join joined miss missed
    ask asked tell told bring brought take took taking love loved
    near by from at in on into onto beside behind between towards toward without""".split()  # "… to see my husband's family": its object
    # ("I want to move to a flat near my son in Gothenburg": what a preposition takes is its object, no new statement)
)


# A noun phrase that opens a sentence and is then described by an "I" clause ("The quilt I sewed for
# my niece won a prize", "This lamp I found at a flea market…"): the "I" is no new statement.
_NOUN_BEFORE_ITS_CLAUSE = re.compile(
    r"(?:the|this|that|these|those|every|each|any|some|one|all\s+the|the\s+only|the\s+one)(?:\s+[\w'-]+){1,3}", re.I)


# ("from March I'm moving into a practice educator role": a start said first, as "from October" is read; "every
# Saturday morning after my shift I phone my gran": a time and then the occasion in it)
_TIME_LEAD = re.compile(r"(?:every|each|most|on|in the|at|before|after|during|last|this past|yesterday|next|from|starting|as of)\b[\w' ]{0,30}?"
                        r"(?:\s+(?:after|before|during)\s+(?:my|the|our|work|school|church|mass)\b[\w' ]{0,20})?", re.I)


# a thing named first, then "please" and what to do with it (the object first, as a non-native writer puts it)
_OBJECT_OPENS = re.compile(r"(?:the|these|those|all\s+the)\s+\S", re.I)
_NON_SPACE = re.compile(r"\S+")


# A question word and its auxiliary ("how do", "where can"): the "I" after them is asked about, not a new statement.
_ASKED_OF_ME = re.compile(r"(?:what|how|where|which|when|why|who)\s+(?:do|does|did|can|could|should|would|will|shall|may|might"
                          r"|must)", re.I)


def run_on(sentence: str) -> list[str]:
    """A sentence of twelve words or more without a comma, semicolon or dash, split before each
    new first-person statement ("my name is marcus reed I'm an electrician I run my own shop"
    → three); anything shorter or punctuated is returned whole."""
    if len(sentence.split()) < 12 or re.search(r"[,;:()—–]|\s-\s", sentence):
        return [sentence]
    out: list[str] = []
    last = 0
    # The words before each candidate start are read from the sentence's words by index: a long
    # run that never splits ("my son so my son so …", 20 KB) split the whole run again at each one.
    words = [(w.start(), w.group()) for w in _NON_SPACE.finditer(sentence)]
    starts = [at for at, _ in words]
    first = 0  # the first word after ``last``
    for m in _RUN_ON_START.finditer(sentence):
        end = bisect.bisect_left(starts, m.start())
        count = end - first

        def before(n: int, end: int = end, first: int = first) -> list[str]:
            """The last ``n`` words before the candidate start (all of them when fewer)."""
            return [w for _, w in words[max(first, end - n) : end]]

        # (a time said first is at most 39 characters: _TIME_LEAD; a setting after "but", four words)
        if count < 2 or words[end - 1][1].lower().strip(".!?").rsplit("-", 1)[-1] in _BINDS \
                or (count <= 20 and _TIME_LEAD.fullmatch(" ".join(before(20)))):
            continue  # "every saturday morning I take the boys fishing": one statement ("video-call my mum" too)
        if re.match(r"\s(?:she|he)\s", m.group(0) + sentence[m.end():m.end() + 4]) and verbish(words[end - 1][1]) \
                and not re.search(r"\d$", words[end - 1][1]):
            continue  # "my boss thinks he is right": what the verb before says, no new statement
        if _ASKED_OF_ME.fullmatch(" ".join(before(2))):
            continue  # "how do I make a stew that will keep in the freezer": the question's own subject, no new statement
        if sentence.startswith("please", m.start() + 1) and _CONDITION_OPEN.match(sentence, last):
            continue  # "when you give me Python code please use type hints": the request is the condition's own
        if sentence.startswith("please", m.start() + 1) and _OBJECT_OPENS.match(" ".join(before(count))) \
                and not any(verbish(w) for w in before(count)[1:]):
            continue  # "The menus for the spring season please write in Italian": the object first, then its request
        if _SETTING_AFTER_BUT.search(" ".join(before(8))):
            continue  # "… at work but at home I write …": clauses() splits before the setting
        if count <= 4 and _NOUN_BEFORE_ITS_CLAUSE.fullmatch(" ".join(before(4))) \
                and not any(verbish(w) for w in before(4)[1:]):
            continue  # "The mug I got in Rome has a chip…": the noun's own clause, not a new statement
        out.append(sentence[last : m.start()].strip())
        last = m.end()
        first = bisect.bisect_left(starts, last)
    out.append(sentence[last:].strip())
    for i in range(len(out) - 1, 0, -1):  # "… adopted a pit mix from the shelter | her name is biscuit and she is a lot"
        named = _NAME_IS_PIECE.match(out[i])
        if named:
            name = named.group(1)
            out[i - 1] = f"{out[i - 1]}, named {name[:1].upper() + name[1:]}"  # the one just told of, not the shelter
            del out[i]
    if len(out) > 1:  # "…8 years now and honestly | I need help…": the joint is no part of either
        out = [_JOINT_END.sub("", p) for p in out]
    return [p for p in out if p]


# a piece that opens with a condition ("oh and when you …", "if I ask …"): a "please" in it asks what the condition is for
_CONDITION_OPEN = re.compile(r"\s*(?:(?:oh|and|also|so|ok|okay|btw)[,]?\s+)*(?:when|whenever|if|every\s+time)\b", re.I)
_NAME_IS_PIECE = re.compile(r"(?:her|his|its)\s+name\s+is\s+([^\W\d_][\w'-]*)", re.I)
_JOINT_END = re.compile(r"\s+(?:and|but|so|or)(?:\s+(?:honestly|tbh|like|yeah|also|then|now|really))?\s*$"
                        r"|\s+so\s+(?!(?:much|many|far|good|well|long|often)\b)[a-z]+\s*$", re.I)


# What may stand before ", we …" without being a clause: a time, a place, a discourse word
_FRAME_BEFORE_WE = re.compile(
    r"^\s*(?:(?:last|this|next|yesterday|today|tonight|on|in|at|every|each|after|before|during|since|over|recently|lately"
    r"|earlier|later|then|now|so|and|but|also|well|yes|yeah|ok|okay|anyway|honestly|actually|luckily|sadly|unfortunately"
    r"|fortunately|plus|back|when|once|after|afterwards|finally|eventually)\b|(?:\S+\s*){1,2}$)", re.I)


# When a routine is done, said first ("every morning", "each night before bed", "on weekdays"): with a comma
# before "I" it is still the routine's own time, not a clause of its own (split, the routine lost its time
# and "I take metformin" alone is no medicine taken)
_ROUTINE_FRAME = re.compile(
    r"\s*(?:(?:every|each)\s+(?:single\s+)?(?:\w+\s+){0,1}(?:day|morning|night|evening|afternoon|week|weekend|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday)s?(?:\s+(?:before|after)\s+(?:bed|breakfast|lunch|dinner|work))?"
    r"|on\s+(?:weekdays|weekends|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))\s*", re.I)


# "I use Figma for work and Notion for personal planning": a tool for each use, two facts
_TWO_TOOLS = re.compile(
    r"^(?P<subj>i\s+(?:(?:mostly|mainly|also|now)\s+)?(?:use|prefer))\s+"
    r"(?P<a>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)\s+(?P<x>for\s+[^,]+?),?\s+and\s+"
    r"(?P<b>(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z])[\w+#.-]*)?)\s+(?P<y>for\s+(?:(?!\b(?:else|rest|other)\b)[^,])+?)\s*[.!]?$",
    re.I)


# "I use Neovim now, switched from VS Code", "I'm on Logseq these days, moved over from Roam": a tool in use, then the
# one it replaced; the change is the same clause (the tool fact retracts the old one), not a switch of its own
_TOOL_NOW_HEAD = re.compile(
    r"^\s*(?:i\s+(?:(?:mostly|mainly|only)\s+)?use|i(?:'m|\s+am)\s+using|i(?:'m|\s+am)\s+on|we(?:'re|\s+are)\s+(?:all\s+)?on)\s+"
    r"(?-i:[A-Z])[\w+#.-]*(?:\s+(?-i:[A-Z0-9])[\w+#.-]*)?\s+(?:now|these\s+days|nowadays)\s*$", re.I)
_SWITCHED_FROM = re.compile(r"\s*,\s*(?:just\s+|now\s+)?(?:moved|switched)\s+(?:over\s+)?from\s", re.I)


# "… live with my mum", "… living with my nan": whom the user lives with, a list that goes on after "and my"
_LIVE_WITH_KIN = re.compile(r"\b(?:live|lives|living|stay|staying)\s+with\s+(?:my|our)\s+[\w-]+\s*$", re.I)
_AND_KIN_IN = re.compile(r"\s*,?\s*and\s+(?:my|our)\s+(?:(?:two|three|four|\d)\s+)?[\w-]+\s*(?:in\b|[.,;!?]|$)", re.I)


# "I'm 47, married, two kids, living in Nottingham", "About me: 35, divorced, one daughter, primary teacher in Cork": who
# the user is, listed after the age, each item a clause of its own with its "I'm" or "I have" dropped
_SELF_LIST = re.compile(r"^(?:(?:(?:a\s+)?quick\s+)?(?:intro|introduction|about\s+me|me)\s*[:,-]\s*)?(?:(?:i'm|i\s+am)\s+)?"
                        r"(?P<age>[1-9]\d)\s*,\s*(?P<rest>[^,]+(?:,\s*[^,]+)+?)\s*[.!]?$", re.I)
_LISTED_STATE = re.compile(r"(?:married|divorced|single|widowed|engaged|separated|retired)", re.I)
_LISTED_KIDS = re.compile(rf"(?:{_AGE_WORD}|\d{{1,2}})\s+(?:kids?|children|child|sons?|daughters?|grandkids|grandchildren)", re.I)
_LISTED_HOME = re.compile(r"(?:i\s+)?(?:living|live|based)\s+in\s+\S.*", re.I)
_LISTED_ROLE = re.compile(r"(?:an?\s+)?(?P<role>[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2})\s+(?:in|at)\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?", re.I)


def _self_list(sentence: str) -> list[str] | None:
    """The clauses of a list of who the user is after their age (:data:`_SELF_LIST`), when two of its items at least
    are read (a marital state, children counted, a home, a job in a place); none otherwise."""
    m = _SELF_LIST.match(sentence.strip())
    if not m:
        return None
    out, read = [f"I'm {m['age']}"], 0
    for item in (i.strip() for i in m["rest"].split(",")):
        item = re.sub(r"^and\s+", "", item, flags=re.I)
        if _LISTED_STATE.fullmatch(item):
            out.append(f"I'm {item.lower()}")
        elif _LISTED_KIDS.fullmatch(item):
            out.append("I have " + re.sub(r"^one\b", "a", item, flags=re.I))  # ("one daughter": a daughter)
        elif _LISTED_HOME.fullmatch(item):
            item = re.sub(r"^i\s+", "", item, flags=re.I)
            out.append(f"I {'am' if item.lower().startswith('based') else 'live'} {item.split(None, 1)[1]}")
        elif (role := _LISTED_ROLE.fullmatch(item)) and is_job_noun(role["role"].split()[-1]):
            out.append(f"I'm {article(role['role'])} {item[role.start('role'):]}")
        else:
            out.append(item)
            continue
        read += 1
    return out if read >= 2 else None


# "forget the ACCA", "forget moana pasifika": an aim named bare after "forget" (not a name in capitals without "the")
# (lo35) a place named alone, said to be off: "Kraków is off", "Vienna's off" (the reason after the comma stays with it)
_PLACE_OFF_HEAD = re.compile(r"\s*(?:so\s+|well\s+|anyway\s+|sadly\s+)?(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?(?:['’]s|\s+is)\s+"
                             r"(?:(?:officially|definitely|now|sadly)\s+)?off\s*", re.I)
_FORGET_AIM_HEAD = re.compile(r"\s*(?:(?:so|ok(?:ay)?|well|and)\s+)?forget\s+(?:about\s+)?(?:the\s+[\w'-]+|(?-i:[a-z0-9])[\w'-]*)"
                              r"(?:\s+[\w'-]+){0,2}\s*", re.I)


# a condition, then a bad joint, said with one "I have": "I've got type 2 diabetes and a dodgy left knee"
_LEARNING_THEN_EXAM = re.compile(r"^(?P<learn>(?:(?:i'm|i\s+am)\s+)?(?:(?:now|still|also)\s+)?learning\s+[^,;]{2,40}?)\s*[,;]\s*(?:and\s+)?"
                                 r"(?:(?:my|the)\s+)?(?P<what>[\w-]+(?:\s+[\w-]+)?\s+(?:exam|test))\s+(?:is\s+)?"
                                 r"(?P<when>(?:on|in)\s+[^,;]{3,30}?)\s*[.!]*$", re.I)
_HOME_AND_WORK = re.compile(r"^(?P<home>(?:(?:now|currently)\s*,?\s+)?i\s+(?:now\s+)?live\s+in\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,2})"
                            r"\s+and\s+(?P<work>(?:work|drive|teach|nurse)\s+(?:as|for|at|in|an?|(?-i:[A-Z]))[^,;]{1,60}?)\s*[.!]*$", re.I)
_CONDITION_AND_JOINT = re.compile(
    # ("I've got a van and a dodgy shoulder": a vehicle had, then the joint)
    r"^(?P<lead>(?:i\s+have|i've\s+got|i\s+have\s+got|i've|i\s+got)\s+)(?P<a>(?!an?\s)[^,;]{3,40}?"
    r"|an?\s+(?:car|van|campervan|camper\s+van|motorhome|motorbike|motorcycle|caravan|truck|pickup|scooter))\s+and\s+"
    r"(?P<b>(?:an?\s+)?(?:bad|dodgy|weak|gammy|dicky|busted|wonky|crook|sore|bum|trick|injured|arthritic)\s+"
    r"(?:(?:left|right|lower|upper)\s+)?(?:knee|back|hip|shoulder|ankle|wrist|neck|elbow)s?)\s*[.!]*$", re.I)


def clauses(sentence: str) -> list[str]:
    """Split a sentence where a new first-person clause starts ("…, and I usually …").

    "my wife and I went…" is not split: the "I" there belongs to the same subject.
    """
    if two := _TWO_TOOLS.match(sentence.strip()):
        return [f"{two['subj']} {two['a']} {two['x']}", f"{two['subj']} {two['b']} {two['y']}"]
    if both := _CONDITION_AND_JOINT.match(sentence.strip()):
        # "I've got type 2 diabetes and a dodgy left knee": two things the user has, each kept
        return [f"{both['lead']}{both['a']}", f"{both['lead']}{both['b']}"]
    if (exam := _LEARNING_THEN_EXAM.match(sentence.strip())) is not None:
        # "learning polish properly now, B1 exam on 20 june": what is learnt, and the exam ahead, two facts (the exam
        # passed ends the one, the learning goes on)
        return [exam["learn"], f"my {exam['what']} is {exam['when']}"]
    if (home := _HOME_AND_WORK.match(sentence.strip())) is not None:
        # "now I live in Sacramento and drive Uber": where the user lives, then what they do for a living, two facts
        return [home["home"], f"I {home['work']}"]
    if listed := _self_list(sentence):
        return [c for item in listed for c in clauses(item)]
    parts: list[str] = []
    last = 0
    prefix = ""
    for m in _CLAUSE_SPLIT.finditer(sentence):
        head = sentence[last : m.start()]
        if "and" in m.group().lower() and re.match(r"\s*(?:and\s+)?i\b(?!')", sentence[m.start():].lstrip(" ,"), re.I) and (
                re.fullmatch(r"\s*(?:(?:since|after|now\s+that)\s+)?my\s+[\w-]+(?:\s+[A-Z][\w'-]*)?\s*", head, re.I)
                # (lo40) "Sarah Jones and I": a full name, one subject too
                or re.fullmatch(r"\s*(?-i:[A-Z][\w'’-]+(?:\s+[A-Z][\w'’-]+)?)\s*", head)  # "Sofia and I": one subject
                or re.fullmatch(r"\s*(?:some|a few|a couple of|two|three|four)\s+(?:old\s+|close\s+|good\s+)?(?:friends"
                                r"|colleagues|coworkers|teammates|neighbou?rs|classmates)(?:\s+(?:from|at)\s+[\w ]{2,20}?)?\s*",
                                head, re.I)):
            continue  # "my wife and I", "my husband Walt and I": one subject
        if "and" in m.group().lower() and _LIVE_WITH_KIN.search(head) and _AND_KIN_IN.match(sentence[m.start():]):
            continue  # "we live with my dad and my brother in Derby": one household
        if "and" in m.group().lower() and re.fullmatch(r"\s*me\s*", head, re.I) and re.match(r"\s*(?:and\s+)?my\s", sentence[m.start():].lstrip(" ,"), re.I):
            continue  # "me and my boyfriend split up": one subject, as "my boyfriend and I"
        if re.match(r"we\b", sentence[m.end():], re.I) and m.group().startswith(",") and _FRAME_BEFORE_WE.match(head) \
                and not (head.split() and is_past(head.split()[-1].lower()) and len(head.split()) > 1):
            continue  # "Last week, we had a blast": a frame before the comma ("finally moved, we're…" is a clause)
        if re.match(r"i\b(?!')", sentence[m.end():], re.I) and m.group().startswith(",") and _ROUTINE_FRAME.fullmatch(head):
            continue  # "Every morning, I take metformin": when a routine is done, said first, is part of it
        if m.group().startswith(",") and _FORGET_AIM_HEAD.fullmatch(head):
            continue  # "forget the ACCA, I have no time with the kids": an aim dropped and why, one clause (changes.py)
        if m.group().startswith(",") and _PLACE_OFF_HEAD.fullmatch(head) \
                and re.match(r",\s*(?:(?:my|our)\s+[a-z-]+\s+)?(?-i:[A-Z])(?!(?:he|she|they)\b)", sentence[m.start():], re.I):
            # (lo35) "Kraków is off, Sofiia has exams": a trip called off and why, one clause (changes.py), and the
            # reason a clause of its own too
            head = sentence[last:]
        if _TOOL_NOW_HEAD.match(head) and _SWITCHED_FROM.match(sentence[m.start():]):
            continue  # "I use Neovim now, switched from VS Code": the tool and the one it replaced, one clause
        same = m.group("same") is not None
        if same and not re.match(r"\s*(?:i'm\b|i've\b|i\b(?!'))", prefix + head, re.I):
            continue  # "my sisters live in Leeds and work as nurses": not the user's clause
        parts.append(prefix + head)
        last = m.end()
        # The shared subject, said again: "… and work as a nurse" → "I work as a nurse".
        prefix = "I " if same else ""
    parts.append(prefix + sentence[last:])
    out: list[str] = []
    for part in (p.strip(" ,;:") for p in parts):
        if part and out and re.match(r"been\s", part):
            part = "I've " + part  # the "I've" dropped after a comma
        elif part and out and re.match(r"(?:and\s+)?(?:doing|playing|taking|swimming|running|cycling|walking)\s+(?:[\w-]+\s+){0,2}?instead\s*[.!]?$",
                                       part, re.I):
            part = "I'm " + re.sub(r"^and\s+", "", part)  # "…, doing yoga instead"
        elif part and out and re.match(r"(?:currently\s+|now\s+)?doing\s+(?:a|an|my)\s", part, re.I):
            part = "I'm " + part  # "…, doing a PhD in marine biology at UTAS"
        elif part and out and re.match(r"(?:(?:and|but)\s+)?now\s+(?:live|based)\s+in\s", part):
            part = re.sub(r"^(?:(?:and|but)\s+)?now\s+(live|based)", lambda m: "I now live" if m[1] == "live" else "I'm now based",
                          part)  # "…, now live in Winnipeg"
        elif part and out and re.match(r"(?:and\s+)?(?:now\s+)?" + _STARTING_THING, part, re.I):
            part = "I'm " + re.sub(r"^(?:and\s+)?(?:now\s+)?", "", part)  # "…, starting nursing school in August"
        elif part and out and re.match(r"(?:and\s+)?now\s+(?:at|with)\s+(?-i:[A-Z])", part, re.I) \
                and re.match(r"(?:(?:fyi|so|and|but|well)\s+)*(?:i|i've|i'm|im|ive)\s", out[-1], re.I):
            part = "I'm " + re.sub(r"^and\s+", "", part)  # "I left Google, now at Meta" (not "my son was at Leeds, now at …")
        elif part and out and re.match(r"(?:and\s+)?(?:so\s+)?moving\s+(?:back\s+)?to\s", part):
            part = "I'm " + re.sub(r"^(?:and\s+)?(?:so\s+)?", "", part)  # "…, moving to London in November"
        if part:
            lead = _SETTING_LEAD.match(part)
            out.append(f"{lead['rest']} {lead['setting'].lower()}{lead['end']}" if lead else part)
    return out


# A name said to the listener ("Woah Joanna, I won…", "Thanks, Maria! I…"): not a fact.
_VOCATIVE = re.compile(r"^(?P<name>[A-Z][a-z]+)\s*[,!]\s+(?=(?:I|I'm|I've|I'd|I'll|we|We|we're|We're)\b)")
_NOT_VOCATIVE = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june july
    august september october november december today yesterday tomorrow tonight honestly anyway also""".split()
)


def strip_lead(clause: str) -> tuple[str, bool, bool]:
    """Remove discourse markers, hedges and a name said to the listener at the start.

    Returns the clause, whether it was hedged ("I think I prefer…") and whether it
    opened with a greeting ("Hi, I'm Sam").
    """
    hedged = greeted = False
    clause = _LEADING_SYMBOLS.sub("", clause)
    for _ in range(6):
        if _GREETING.match(clause):
            greeted = True
        m = _LEAD.match(clause) or _HEDGE.match(clause) or _GUESS_NOW.match(clause)
        v = _VOCATIVE.match(clause) if m is None else None
        if v is not None and v.group("name").lower() not in _NOT_VOCATIVE and v.group("name") != "I":
            m = v
        if not m or m.end() >= len(clause):
            break
        if _HEDGE.match(clause):
            hedged = True
        clause = clause[m.end() :].lstrip(" ,")
    return clause, hedged, greeted


# Verbs a person drops the "I" before when telling about themselves ("drive trucks for a
# living", "can't stand podcasts"), never requests to the assistant ("write…", "use…").
_SELF_VERBS = re.compile(
    r"^(?:drive|work|live|teach|study|play|own|love|hate|enjoy|prefer|listen|speak|coach|volunteer|sing|dance"
    r"|swim|ride|commute|hike|knit|sew|homeschool|freelance|run (?:a|an|my|our)|can't stand|cannot stand"
    r"|walk (?:the|my|our) dogs?)\b", re.I)


# the roles a job names after its kind ("coach driver", "swim teacher", "ride operator"): after one of ``_SELF_VERBS``,
# in the singular and with no article, the words are a job said bare, not a verb and what it is done to
_ROLE_AFTER_KIND = frozenset("driver teacher instructor coach operator guide attendant technician mechanic manager".split())


# "daughter Zofia, 3", "wife Ana is a nurse": a relation and a name with the "my" dropped (a name with its accents:
# "wife Sunnvá", and, newuser26, one whose capital has its accent: "Wife Ásdís died in 2021", "son Þór")
_BARE_RELATION = re.compile(r"^(?=(?:ex[ -])?(?:wife|husband|partner|girlfriend|boyfriend|fianc[ée]e?|son|daughter|sister|brother|mom|mum"
                            r"|dad|mother|father|kid|child|niece|nephew|cousin|grandson|granddaughter)\s+(?:is\s+)?(?-i:[A-ZÀ-ÖØ-Þ][^\W\d_A-ZÀ-ÖØ-Þ]+)\b"
                            r"(?!\s+(?:and|or)\b))", re.I)
# "Father Tom, our curate, is organising it", "Sister Bernadette said Mass was moved": a priest's, a nun's or a monk's title,
# not the user's relative (the title capitalised, and a church word or an apposition naming a role beside it)
# (lo36) "Father Colm tells me the choir needs tenors": "Father" before a name, in capitals and without "my", telling or
# advising the user, is the title ("Father Joe is in hospital again" is still the user's father, as newuser24 pinned; "Sister"
# and "Brother" are also said of siblings, so they still need the church word)
_CLERGY_TITLE = re.compile(r"^(?-i:Father|Sister|Brother)\s+(?-i:[A-Z])[\w'’-]+\s*(?:,\s*our\s+(?!(?:own|eldest|oldest|youngest|"
                           r"little|big|older|younger)\b)[a-z]+\b|.*\b(?:curate|parish|priest|mass|church|chapel|convent|monastery"
                           r"|abbey|novitiate|sermon|homily|rosary|confession|vestry|presbytery)\b)|^(?-i:Father)\s+(?-i:[A-Z])[a-z'’-]+\s+"
                           r"(?:tells|told|says|said|asked|asks|reckons|advised|advises|wants|suggested|suggests)\s+(?:me|us|i|we|that|the|my)\b",
                           re.I)


# "been a mechanic 25 years": the "I've" dropped before a role
_BEEN_A = re.compile(r"^been\s+(?=(?:a|an)\s+[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:for\s+)?(?:(?:about|around|almost|nearly|over)\s+)?(?:\d+|a|many|ten|twenty|thirty)\b)", re.I)
# "My husband and me we have two dogs": the subject said twice
_DOUBLED_WE = re.compile(r"^my\s+[\w-]+\s+and\s+(?:me|i)\s+we\s+", re.I)


# "they made me charge nurse": what the user was made
_MADE_ME = re.compile(r"^(?:(?:they|my\s+(?:boss|manager|company|hospital|unit|work))\s+(?:just\s+|finally\s+)?(?:made|promoted)\s+me\s+(?:to\s+)?"
                      # ("Paylinq just promoted me to senior engineer": the employer, named, promoting; "made me" from a
                      # name is anything: "Sarah made me dinner")
                      r"|(?:the\s+(?:company|firm|hospital|school|bank|council|store)|(?-i:[A-Z][\w&.'-]+)(?:\s+(?-i:[A-Z][\w&.'-]+)){0,2})"
                      r"\s+(?:just\s+|finally\s+|officially\s+)?promoted\s+me\s+to\s+)", re.I)


# "my husband want to learn Python", "my wife work nights": a non-native verb without its -s
_BARE_AFTER_MY = re.compile(r"^(?P<who>my\s+(?!(?:parents|grandparents|in-laws|folks|twins|kids|children|sisters|brothers|sons|daughters"
                            r"|friends|neighbours|neighbors|colleagues|cousins)\b)[\w-]+(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+"
                            r"(?P<verb>want|work|live|teach|study|like|love|need"
                            r"|speak|play|drive|cook|run|own|go)\b(?!\s*,)", re.I)


def agree(clause: str) -> str:
    """'my husband want to learn Python' → 'my husband wants to learn Python' (after who "he" is was put back)."""
    m = _BARE_AFTER_MY.match(clause)
    if not m:
        return clause
    return f"{m.group('who')} {third_person_verb(m.group('verb'))}{clause[m.end():]}"


# "Severely allergic to cats btw", "Living in Brunswick now": a state said without "I'm"
_STATE_FRAGMENT = re.compile(
    r"^(?=(?:(?:severely|very|really|super|mildly|deathly|badly|quite|extremely|seriously|highly|slightly)\s+)?"
    r"(?:allergic\s+to|(?:lactose|gluten)\s+intolerant|intolerant\s+to)\b"
    r"|(?:living|based)\s+in\s+(?-i:[A-Z])[\w'-]+|originally\s+from\s+(?-i:[A-Z])"
    # "From San Pedro Sula originally": where from, the adverb said last
    r"|from\s+(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*){0,3}\s+originally\s*[.!]*$"
    # "Big fan of Studio Ghibli", "Huge Arsenal fan", "not a fan of spicy food": a taste said without "I'm"
    r"|(?:a\s+)?(?:big|huge|massive|lifelong|die-?hard|proper|total|long-?time|great)\s+(?:[\w'-]+\s+){0,3}?fan\b"
    r"|not\s+(?:a|much\s+of\s+a|the\s+biggest)\s+fan\s+of\b)", re.I)
# "I'm vegan, have been for about six years": how long, said after the state
_STATE_SINCE = re.compile(r"^(?:i'm|i am)\s+(?P<state>[^,]{1,40}?),\s*(?:and\s+)?(?:i've\s+|i\s+have\s+)?(?:have\s+)?been"
                          r"(?:\s+(?:that\s+way|like\s+that|one))?\s+(?P<span>(?:for|since)\s+.+)$", re.I)
# "based wolverhampton": where the user is, its "in" (and "I'm") dropped; a place of one or two words, nothing after
_BASED_BARE = re.compile(r"^based\s+(?!(?:in|on|off|at|around|out|near|upon|of|af|lol|tbh|ngl|fr|asf)\b)"
                         r"(?=(?-i:[A-Z])[\w'-]+(?:\s+(?-i:[A-Z])[\w'-]+)?\s*[.!]?$)", re.I)
_HOME_NOW_BARE = re.compile(r"^(?:new\s+|a\s+)?(?P<what>flat|house|apartment|place|bungalow|condo|townhouse)\s+in\s+"
                            r"(?P<place>(?-i:[A-Z])[\w'-]*(?:\s+(?-i:[A-Z])[\w'-]*)?)\s+now\s*[.!]?$", re.I)
# "coffee with the guys at kwik trip every morning at 6", "gym straight after shift mon wed fri": a routine typed as its
# noun and its schedule, the "I have" / "I go to" dropped; never a sentence with a verb of its own ("gym is shut every
# Monday", "coffee every morning keeps me going")
_ROUTINE_NOUN_VERB = {"coffee": "have", "breakfast": "have", "lunch": "have", "dinner": "have", "drinks": "have", "tea": "have",
                      "gym": "go to the", "church": "go to", "mass": "go to", "bingo": "go to", "choir": "go to", "physio": "go to",
                      "yoga": "do", "pilates": "do", "golf": "play", "tennis": "play", "darts": "play", "cards": "play",
                      "swimming": "go", "bowling": "go",
                      # ("Physical therapy Tuesdays and Thursdays": a treatment on its days)
                      "physical therapy": "have", "physiotherapy": "have", "therapy": "have", "dialysis": "have",
                      "counselling": "have", "counseling": "have", "rehab": "go to"}
_ROUTINE_NOUN = re.compile(r"^(?:the\s+)?(?P<noun>" + "|".join(_ROUTINE_NOUN_VERB) + r")\b(?=[^.!?]*\b(?:every|each"
                           r"|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b)(?![^.!?]*\b(?:is|are|was|were|has|have|had|will|would|can"
                           r"|could|should|must|gets?|got|makes?|keeps?|costs?|starts?|opens?|closes?|shuts?|i|we|you|he|she|they|it)\b)",
                           re.I)
# "retired dairy farmer.", "retired high school teacher": a former job said as a line of its own, the "I'm a"
# dropped (the whole sentence is the role: "retired teachers get a discount" is not one)
_RETIRED_ROLE = re.compile(r"^retired\s+(?:[a-z][\w-]*\s+){0,2}(?P<job>[a-z][\w-]*)"
                           # ("retired engineer of JR East, Shinkansen maintenance": where, and what in it)
                           r"(?:\s+(?:of|at|with|for)\s+(?-i:[A-Z])[^,.!?]*(?:,\s*[^,.!?]+)?)?\s*[.!]?$", re.I)
_NOT_ANYMORE_FRAGMENT = re.compile(r"^not\s+[a-z]+ing\b.*?\b(?:anymore|any\s+more|any\s+longer)\b", re.I)
# a gerund that is a sentence's subject ("Training is Monday nights", "Swimming was fun"): no fragment
# ("Opening hours are 7 till 2": a gerund and a plural noun, the subject)
_GERUND_SUBJECT = re.compile(r"^[a-z]+ing(?:\s+[a-z]+s)?\s+(?:is|are|was|were|has|had|starts|begins|ends|finishes)\b", re.I)
_ROUTINE_FRAGMENT = re.compile(
    # (a gerund: "Sing in the choir Wednesday nights" is the verb itself, its "I" dropped)
    r"^(?!(?:sing|bring|ring|cling|sting|swing|spring|string|fling|wring)\b)[a-z]+ing\s+(?:[\w'-]+\s+){0,6}?(?:every\s+|on\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:s|\s+and\s+|,\s*)?)+"
    r"(?:\s*(?:mornings|evenings|nights|afternoons))?\b", re.I)


# A parent or grandparent called by the word the family uses, as a name ("Mama had the operation", "Mother moved into the home")
_KIN_AS_NAME = re.compile(r"^(?-i:Mama|Mum|Mom|Dad|Papa|Mommy|Daddy|Grandma|Grandpa|Granny|Nana|Nan|Gran|Grandad|Granddad|Mam|Mammy|Mother|Father)\s+(?=(?:had|has|is|was|got|went"
                          r"|came|called|died|passed|fell|broke|moved|lives|lived|says|said|just|finally|still)\b)")


# "my wife's a nurse", "my son's starting school", "our dog's 12": "is", not a possessive ("my wife's car")
_THEIR_IS = re.compile(
    r"^(?P<who>(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest|new|best|old)\s+)?[a-z][\w-]*"
    r"(?:\s+(?-i:[A-Z])[\w-]*)?)['’]s\s+(?=(?:a|an|not|from|in|at|on|so|very|really|pretty|super|still|always|never|now|just|also|all"
    r"|pregnant|expecting|retired|home|back(?!\s+(?:is|was|has|['’]s|hurts|feels|still|isn['’]t|wasn['’]t|pain|problems?)\b)|off|away|allergic|vegan|vegetarian|married|engaged|single|divorced|sick|ill|fine|better"
    r"|\d+|(?!(?:meeting|wedding|evening|morning|christening|painting|drawing|building|funeral|birthday|clothing|pudding"
    r"|feeling|setting|ending|booking|recording|training|reading|hearing|housing|offering|opening|landing|parking|filling"
    r"|thing|king|ring|spring|string|wing|swing|ceiling|sibling|darling|earring)\b)[a-z]+ing)\b)", re.I)


# "my mum's moved into a care home": the "'s" of "has" before a past participle
_THEIR_HAS = re.compile(
    r"^(?P<who>(?:my|our)\s+(?:(?:older|younger|little|big|baby|twin|eldest|oldest|youngest|new|best|old)\s+)?[a-z][\w-]*"
    r"(?:\s+(?-i:[A-Z])[\w-]*)?)['’]s\s+(?=(?:(?:just|finally|already|recently|now|also)\s+)?(?:been|got|gone|moved|started|left"
    r"|retired|passed|finished|booked|bought|sold|had|taken|decided|joined|quit|lost|found|broken|fallen|changed|signed"
    r"|landed|applied|done|become|come)\b)", re.I)
# "Isla's been picked", "Tom's got a new job": a name's "'s" before "been"/"got"/"gone" is "has"
# ((lead63) "Teina's finished his degree", "Ana's broken her wrist", "Tom's moved to Leeds": a past participle with what it
# takes after it; "Tom's finished basement", "Ana's broken phone" are theirs)
_NAME_HAS = re.compile(r"^(?P<who>(?-i:[A-Z])[a-z][\w-]*)['’]s\s+(?=(?:just\s+|finally\s+|already\s+)?(?:(?:been|got|gone)\b"
                       r"|(?P<part>finished|graduated|left|started|passed|retired|moved|quit|lost|broken|bought|sold|joined|landed)"
                       r"(?=\s+(?:his|her|their|the|a|an|from|to|in|at|school|uni|university|college|work|home|out|back|off|today"
                       r"|yesterday|last|this|on)\b)"
                       # (said bare, only what a person does: "Tom's retired.", "Ana's left!"; "Farm's sold." is the farm's)
                       r"|(?P<bare>graduated|left|retired|moved|quit)(?=\s*[.!,]|\s*$)))")
# "Priya's turning 40 …", "Tom's moving to Leeds": a name's "'s" before what is under way is "is"
# (only these: "Tom's leaving do", "Priya's cooking" are hers)
_NAME_IS = re.compile(r"^(?P<who>(?-i:[A-Z])[a-z][\w-]*)['’]s\s+(?=turning\s+\d|retiring\b|expecting\b"
                      r"|getting\s+(?:married|engaged|divorced)\b|moving\s+(?:to|in|out|house|back)\b"
                      r"|starting\s+(?:a|at|school|work|uni|university|nursery|secondary|her|his|next|in)\b"
                      r"|going\s+(?:to|on|back|away|into)\b)")
# An aside after a statement ("I'm lactose intolerant if that matters", "…, fyi"): not part of it
_ASIDE_TAIL = re.compile(r"\s*,?\s+(?:if\s+(?:that|it)\s+(?:matters|helps|is\s+relevant|makes\s+a\s+difference)"
                         r"(?:\s+(?:for|to|with|in|at\s+all)\b[^.!?,;]{0,40})?|if\s+that's\s+relevant"
                         r"|fyi|btw|for\s+context|for\s+reference|just\s+so\s+you\s+know|in\s+case\s+(?:that|it)\s+(?:matters|helps)"
                         r"|if\s+you\s+(?:ever\s+)?need\s+to\s+know"
                         # "…on Saturday mornings, would you believe it at my age!!", "…, if you would be so kind": said around it
                         r"|(?:would|can|could)\s+you\s+believe\s+it(?:\s+at\s+my\s+age)?|believe\s+it\s+or\s+not"
                         r"|if\s+you\s+(?:would|'d)\s+be\s+so\s+kind|if\s+you\s+don't\s+mind"
                         # "I drink coffee again, no judgement please": asked of the reader, not of the fact
                         r"|no\s+judg(?:e)?ment(?:\s+please)?|don't\s+judge(?:\s+me)?|no\s+judging(?:\s+please)?"
                         # "I'm vegetarian since 2 weeks, wish me luck jaja": asked of the reader
                         r"|wish\s+me\s+luck(?:\s+(?:lol|haha+|jaja+|lmao|x+))?"
                         r"|while\s+(?:i'm|im|i\s+am|we're|we\s+are)\s+at\s+it"  # "…to obsidian while im at it"
                         # "I'm vegetarian if you're ever giving me recipes": when it matters to the assistant
                         r"|if\s+(?:you're|you\s+are|you|u)\s+(?:ever\s+)?(?:giving|give|suggesting|suggest|recommending|recommend|planning"
                         r"|plan|making|make|cooking|cook|writing|write|sending|send)\b[^.!?,;]{0,40}?(?:\s+(?:lol|haha|lmao))?)\s*[.!]*$", re.I)


# "Sorry if I'm slow today, I'm …", "apologies if my replies are late this week, we're …": an apology to the listener
# before the statement, its "if" no condition on it
_APOLOGY_IF = re.compile(r"^(?:sorry|apologies|forgive\s+me|excuse\s+me|pardon\s+me)\s+if\s+[^,;.!?]{3,60},\s+"
                         r"(?=(?:i|i'm|im|i\s+am|we|we're|we\s+are)\s)", re.I)


# "I am celiac myself", "I'm a nurse myself, so …": "myself" said for emphasis after what the user is (not the object of
# a verb or a preposition: "I'm teaching myself", "I'm proud of myself")
_EMPHATIC_MYSELF = re.compile(r"^(?:i'm|i\s+am|im)\s+(?:[\w'-]+\s+){0,4}?(?![\w-]*ing\s)(?!(?:of|by|for|to|with|on|at|about|from|in|"
                              r"into|like|than|as|after|behind|beside)\s)[\w'-]+(?P<myself>\s+myself)"
                              r"(?=\s*(?:(?:lol|lmao|ha(?:ha)+|ja(?:ja)+|too|as\s+well)\b)?\s*(?:[,.!?;]|$))", re.I)


def drop_aside(text: str) -> str:
    """'I'm lactose intolerant if that matters' → 'I'm lactose intolerant' (an aside after a statement); 'Sorry if I'm
    slow, I'm …' → 'I'm …' (an apology before it); 'I am celiac myself' → 'I am celiac'."""
    text = _ASIDE_TAIL.sub("", _APOLOGY_IF.sub("", text))
    if emphatic := _EMPHATIC_MYSELF.match(text):
        text = text[: emphatic.start("myself")] + text[emphatic.end("myself"):]
    return text


# "gym is now tue thu 6pm", "swimming is now on saturday mornings": a routine's new schedule, said
# as "swimming is on saturday mornings now"
_NOW_SCHEDULED = re.compile(r"^(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:is|are))\s+now\s+"
                            r"(?P<b>(?:on\s+)?(?:every\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b[^,;.!?]{0,80}?)\s*(?P<tail>[,;].*)?$",
                            re.I)
# ... and with its "now" last: "netball is tues n thurs after school now"
_SCHEDULED_NOW = re.compile(r"^(?P<a>[a-z][\w-]*(?:\s+[a-z][\w-]*)?\s+(?:is|are))\s+"
                            r"(?P<b>(?:on\s+)?(?:every\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b[^,;.!?]{0,80}?)\s+now\s*(?P<tail>[,;].*)?$",
                            re.I)


def _now_scheduled(m: re.Match[str]) -> str:
    tail = m.group("tail") or ""
    if not m.group("a").split()[0].lower().endswith("ing"):  # "gym is now tue thu 6pm": as "gym tue thu 6pm"
        return f"{m.group('a').rsplit(None, 1)[0]} {m.group('b')}{tail}"
    return f"{m.group('a')} {m.group('b')} now{tail}"


# "living in Dublin 9 years", "I live in Oslo since 5 years": how long the user has lived there, said as a learner says it
_LIVING_YEARS = re.compile(
    r"^(?:(?:i'm|i\s+am|im|i)\s+)?(?:living|live)\s+in\s+(?P<place>(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*)?)\s+"
    r"(?:for\s+|since\s+)?(?P<n>(?:\d{1,2}|a\s+few|two|three|four|five|six|seven|eight|nine|ten|many)\s+(?:years?|months?))\b(?!\s+ago\b)",
    re.I)


def past_without_subject(clause: str) -> bool:
    """'Went to a hotel kitchen downtown', 'left the old company': a past told without its subject."""
    return bool(_PAST_FRAGMENT.match(clause) or _DATED_PAST_FRAGMENT.match(clause))


# "I start training as bus driver at Hochbahn", "I start working at Lidl next week": a start ahead said in the present, as a
# learner says it (not a routine: "I start work at 7 every day", "I start working at 6am on Mondays")
# ("I start at St Olav hospital as a support worker in June" is read as said: a start ahead of its own)
# "start at Hartwig 1 august" (after "got it!"): the user's start at a named employer on a day, its "I'm" dropped
_START_AT_BARE = re.compile(r"^start(?:ing)?\s+at\s+(?=(?-i:[A-Z])[\w&'’-]*(?:\s+(?-i:[A-Z])[\w&'’-]*){0,3}\s+(?:on\s+|from\s+|in\s+)?"
                            r"(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?" + _MONTH_WORD + r")", re.I)
_START_PRESENT = re.compile(r"^i\s+start\s+(?=(?:training|working|studying|teaching|volunteering|learning|an?\s+new|my\s+new|the\s+new)\b)"
                            r"(?![^.!?]*\b(?:every|each|daily|usually|always|normally|mornings|evenings|nights|weekdays"
                            r"|at\s+\d[\w:.]*|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b)", re.I)


def complete_subject(clause: str) -> str:
    """Give a subject-less fragment its implied "I": "Been building an app" → "I've been
    building an app", "left the old company" → "I left the old company", "drive trucks for
    a living" → "I drive trucks for a living"."""
    clause = _ASIDE_TAIL.sub("", clause)  # "I'm lactose intolerant if that matters"
    clause = _NOW_SCHEDULED.sub(_now_scheduled, clause, count=1)
    clause = _SCHEDULED_NOW.sub(_now_scheduled, clause, count=1)
    clause = _THEIR_IS.sub(r"\g<who> is ", clause, count=1)  # "my wife's a nurse": "my wife is a nurse"
    clause = _THEIR_HAS.sub(r"\g<who> has ", clause, count=1)  # "my mum's moved into a care home"
    # "Isla's been picked for the county squad"; (lead63) a participle only after a name ("Farm's sold" is the farm sold)
    clause = _NAME_HAS.sub(lambda m: m.group(0) if (m["part"] or m["bare"]) and common(m["who"].lower()) else f"{m['who']} has ",
                           clause, count=1)
    clause = _NAME_IS.sub(r"\g<who> is ", clause, count=1)  # "Priya's turning 40 on the 14th of November"
    clause = _FRAGMENT.sub("I've been ", clause, count=1)
    clause = _LIVING_YEARS.sub(r"I've lived in \g<place> for \g<n>", clause, count=1)
    clause = _START_AT_BARE.sub("I'm starting at ", clause, count=1)  # "got it! start at Hartwig 1 august"
    if _START_PRESENT.match(clause) and re.match(r"i\s+start\s+learning\s", clause, re.I):
        # (newuser24) "I start learning Korean on Duolingo": a learner's present, "I'm learning" now ("… next month": ahead)
        ahead = re.search(r"\b(?:next|tomorrow|soon|from|in\s+(?:a|two|three|\d+)\s+(?:days?|weeks?|months?))\b", clause.split(",")[0], re.I)
        clause = ("I'm starting to learn " if ahead else "I'm learning ") + clause.split(None, 3)[3]
    elif _START_PRESENT.match(clause):  # ("I start working at Lidl": "I'm starting work at Lidl")
        clause = re.sub(r"^i\s+start\s+(?:working\b)?", lambda s: "I'm starting work" if s.group(0).lower().endswith("working") else "I'm starting ",
                        clause, count=1, flags=re.I)
    clause = _STATE_SINCE.sub(r"I've been \g<state> \g<span>", clause, count=1)
    clause = _BEEN_A.sub("I've been ", clause, count=1)
    clause = _DOUBLED_WE.sub("we ", clause, count=1)
    clause = _MADE_ME.sub("I was made ", clause, count=1)
    if (_BARE_RELATION.match(clause) and not _CLERGY_TITLE.match(clause)) or _KIN_AS_NAME.match(clause):  # "Mama had …": my mama
        if clause.startswith(("Mam ", "Mammy ")):  # Irish "Mam has moved into a care home": my mom, as "my mam" reads
            return "my mom " + clause.split(None, 1)[1]
        return "my " + clause[:1].lower() + clause[1:]
    if (retired := _RETIRED_ROLE.match(clause)) and retired.group("job").lower() in JOB_NOUNS:
        clause = re.sub(r"\s+of\s+(?=(?-i:[A-Z]))", " at ", clause, count=1)  # ("… engineer of JR East": at JR East)
        return "I'm a " + clause[:1].lower() + clause[1:]  # "retired dairy farmer.": "I'm a retired dairy farmer"
    if re.match(rf"{_PARENT_HERE.pattern}\s+(?:to|of)\s+(?-i:[A-Z])", clause, re.I):  # "single mom to Jayden (8) and Mia (5)"
        return "I'm a " + clause[:1].lower() + clause[1:]
    if _CANT_FRAGMENT.match(clause):  # "can't drive for six weeks": the user cannot
        return "I " + clause[:1].lower() + clause[1:]
    if _JOB_LOST_FRAGMENT.match(clause):  # "made redundant from the council in June": it was done to the user
        return "I was " + clause[:1].lower() + clause[1:]
    if _PAST_FRAGMENT.match(clause) or _DATED_PAST_FRAGMENT.match(clause):
        return "I " + clause[:1].lower() + clause[1:]
    if _GERUND_SUBJECT.match(clause):  # "Training is Monday nights": the gerund is the subject, no "I'm" before it
        return clause
    if settled := _SETTLED_IN.match(clause):  # "all settled in Hanoi now": where the user lives now
        return f"I'm in {settled.group('place')} now"
    if _PLAN_FRAGMENT.match(clause):
        return "I'm " + clause[:1].lower() + clause[1:]
    if kids := _KIDS_FRAGMENT.match(clause):  # "Widowed, two grown sons, Hemi and Rawiri": the children, "I have" dropped
        return f"I have {kids.group('kids')}"
    if _INJURY_FRAGMENT.match(clause):  # "Stress fracture in my left foot.", "torn hamstring, out for six weeks"
        bare = re.sub(r"^an?\s+", "", clause, flags=re.I)
        return f"I have {article(bare)} {bare[:1].lower()}{bare[1:]}"
    if _WANT_FRAGMENT.match(clause) and not clause.rstrip().endswith("?") and not _YOU_WORD.search(clause):
        return "I " + re.sub(r"^wanna\b", "want to", clause[:1].lower() + clause[1:], flags=re.I)
    if home := _HOME_NOW_BARE.match(clause):  # "flat in walsall now": where the user lives now
        what = home.group("what").lower()
        return f"I live in {article(what)} {what} in {home.group('place')} now"
    if based := _BASED_BARE.match(clause):  # "based wolverhampton", typed on a phone: based in it
        return "I'm based in " + clause[based.end():]
    if routine := _ROUTINE_NOUN.match(clause):  # "coffee with the guys every morning at 6": "I have coffee with …"
        verb = _ROUTINE_NOUN_VERB[routine.group("noun").lower()]
        return f"I {verb} {routine.group('noun').lower()}{clause[routine.end():]}"
    if _STATE_FRAGMENT.match(clause) and not _YOU_WORD.search(clause):
        # ("Big fan of Studio Ghibli": "I'm a big fan …", its article back)
        lead = "I'm a " if re.match(r"(?:big|huge|massive|lifelong|die-?hard|proper|total|long-?time|great)\s", clause, re.I) else "I'm "
        return lead + clause[:1].lower() + clause[1:]
    if _NOT_ANYMORE_FRAGMENT.match(clause):  # "not going gym anymore": "I'm not going to the gym anymore"
        return "I'm " + clause[:1].lower() + clause[1:]
    if _ROUTINE_FRAGMENT.match(clause) and not _YOU_WORD.search(clause) and \
            clause.split()[0].lower() in _lexicon_verbs():  # "doing 5k runs on Tuesday evenings"
        return "I'm " + clause[:1].lower() + clause[1:]
    if _JOB_LEFT_FRAGMENT.match(clause) and not clause.endswith("?"):  # "handed in my notice in St James's": "I handed …"
        return "I " + clause[:1].lower() + clause[1:]
    self_verb = _SELF_VERBS.match(clause)
    if self_verb and not _YOU_WORD.search(clause) and not clause.endswith("?"):
        nxt = clause[self_verb.end():].split()
        # "Dance gives me an escape", "Love and acceptance…": a noun opening the sentence, not a verb
        taste = re.match(r"(?:love|hate|enjoy|prefer|can't stand|cannot stand)\b", clause, re.I)
        # "Dance floors help avoid injuries", "Dance classes keep me sane": a plural noun then its verb, the
        # subject ("play guitar sets", "can't stand reality shows": the object)
        noun_subject = len(nxt) > 1 and nxt[0].isalpha() and nxt[0].lower().endswith("s") \
            and not nxt[0].lower().endswith("ss") and nxt[1].lower() in _lexicon_verbs() \
            and nxt[1].lower() not in {"like", "love"} and not nxt[1].lower().endswith(("s", "ed", "ing"))
        # "coach driver. national express", "dance teacher at a school": a job said bare, the first word its kind (a
        # role in the singular with no article is never what the verb is done to)
        bare_job = bool(nxt) and nxt[0].lower().rstrip(".,!;:") in _ROLE_AFTER_KIND
        if nxt and nxt[0].lower() not in {"and", "or", "is", "was", "has"} and not noun_subject and not bare_job and (
                nxt[0].lower() not in _lexicon_verbs() or (taste and nxt[0].lower().endswith("ing"))
                # ("prefer code examples over long text", "love run clubs": a word that is a verb too, then the plural
                # noun it names the kind of)
                or (taste and len(nxt) > 1 and re.fullmatch(r"[a-z]+[^s]s", nxt[1].lower()) is not None
                    and nxt[1].lower() not in _lexicon_verbs())):  # "love hiking"
            return "I " + clause[:1].lower() + clause[1:]
    return clause


_YOU_WORD = re.compile(r"\b(?:you|your|yours|it|this|that)\b", re.I)
# (lead60, newuser28) "daughter Torunn getting married in august", "my son Ivo moving to Oslo in May", "daughter becky
# due in april": a relative's news said without its "is" (and, as a terse writer leaves it off, without "my")
_KIN_DOING = re.compile(r"(?:^|(?<=[.!?,]\s))(?P<who>(?:(?:my|our)\s+)?(?:son|daughter|brother|sister|mom|mum|dad|wife|husband|grandson|granddaughter"
                        r"|daughter-in-law|son-in-law|niece|nephew|cousin|friend|partner)\s+(?P<name>[A-Za-zÀ-ÖØ-Þ][\w-]+(?:['’](?!s\b)[\w-]+)?))\s+(?:is\s+)?"
                        r"(?=(?:getting\s+married|engaged|due|pregnant|expecting|moving\s+(?:to|in|out|back)"
                        r"|starting\s+(?:school|uni|university|college|a\s+new|her|his|work)|going\s+(?:to|back))\b)", re.I)


def _kin_doing(m: re.Match[str]) -> str:
    """The relative and their name, then "is" (a name in lower case must not be a word: "sister is getting married")."""
    name = m["name"]
    if name[:1].islower() and common(name.lower()):
        return m.group(0)
    return f"{m['who']} is " if m["who"][:3].lower() in ("my ", "our") else f"my {m['who'][:1].lower()}{m['who'][1:]} is "
# a job left, the "I" dropped: "handed in my notice in St James's", "finally resigned from Acme", "quit my job at the bank",
# (bugs63) "gave in my resignation this morning", "put my notice in"
_JOB_LEFT_FRAGMENT = re.compile(r"(?:(?:just|finally|officially|today)\s+)?(?:handed\s+in\s+my\s+(?:notice|resignation)"
                                r"|(?:gave|put|turned|sent)\s+(?:in\s+)?my\s+(?:notice|resignation)(?:\s+in)?|resigned\s+from\s+(?-i:[A-Z])|quit\s+my\s+job)\b", re.I)


def _lexicon_verbs() -> frozenset[str]:
    from mercuryd.brain.lexicon import VERBS

    return VERBS


def is_greeting(sentence: str) -> bool:
    """A sentence that is only a greeting ("Hello!", "hey there")."""
    return bool(re.fullmatch(rf"(?:(?:{_GREETINGS}|{_GREETINGS_ALONE})(?: there| all| everyone| again)?(?:\s*,?\s+(?:my\s+)?(?:dear\s+)?{_ADDRESS})?"
                             rf"|{_ADDRESS}\s*!+)[\s!.,]*", sentence, re.I))


# greetings only when said alone ("whats good.", "sup"): opening a sentence they are words ("what's up with my code")
_GREETINGS_ALONE = r"what['’]?s\s+good|what['’]?s\s+up|wassup|wazzup|sup|wagwan|howzit|g['’]?day|fala"  # "fala!": Brazilian "hey"
# every greeting word, said alone or opening a message ("G'day, Brendan, 45")
GREETING_WORDS = rf"(?:{_GREETINGS}|{_GREETINGS_ALONE})"


def is_question(sentence: str) -> bool:
    """A question asks, it does not state: "what is my name?" teaches nothing."""
    s = sentence.strip().rstrip('"\')')
    return s.endswith("?") or bool(_QUESTION_START.match(s))


def is_hypothetical(sentence: str) -> bool:
    """Conditionals, wishes, make-believe: "if I were…", "imagine I…"."""
    return bool(_HYPOTHETICAL.search(sentence))


def is_instruction(clause: str) -> bool:
    """Requests to the assistant and statements about it, not about the user."""
    return bool(_INSTRUCTION.search(clause))


def is_past(verb: str) -> bool:
    """Whether a verb form is a simple past ("went", "visited"), roughly."""
    v = verb.lower()
    if len(v) > 3 and v.endswith("ed") and not v.endswith("eed"):
        return True
    # "retook", "overslept", "mistook": a prefix on an irregular past ("withdrew", "withheld", "foresaw" too: not
    # "withdrews")
    return v in _PAST_IRREGULAR or any(v.startswith(p) and v[len(p):] in _PAST_IRREGULAR
                                       for p in ("re", "over", "mis", "out", "under", "with", "fore"))


def third_person_verb(verb: str) -> str:
    """The third-person singular present of a verb: go → goes, study → studies."""
    v = verb.lower()
    if v in _IRREGULAR_3RD:
        return _IRREGULAR_3RD[v]
    if v in _NO_CONJUGATION or is_past(v) or "'" in v:
        return verb
    return third_person_of_base(verb)


def third_person_of_base(verb: str) -> str:
    """The regular third person of a verb known to be a base form ("read" → "reads", though
    "read" also looks like a past): watch → watches, study → studies."""
    v = verb.lower()
    if v in _IRREGULAR_3RD:
        return _IRREGULAR_3RD[v]
    if re.search(r"(?:s|sh|ch|x|z|o)$", v):
        return verb + "es"
    if re.search(r"[^aeiou]y$", v):
        return verb[:-1] + "ies"
    return verb + "s"


def rewrite_rest(text: str) -> str:
    """Rewrite first-person words after the subject: my → their, me → them, I → they."""
    for pattern, repl in _REST_PRONOUNS:
        text = pattern.sub(repl, text)
    return text


def third_person(clause: str) -> str:
    """Turn a first-person clause into a "User …" sentence.

    "I usually go for a run" → "User usually goes for a run"; "my sister Anna lives in
    Oslo" → "User's sister Anna lives in Oslo"; "We're going with Svelte" → "User is
    going with Svelte".
    """
    for pattern, repl in _START_REWRITES:
        m = pattern.match(clause)
        if m:
            return m.expand(repl) + rewrite_rest(clause[m.end() :])
    m = _SUBJECT_VERB.match(clause)
    if m:
        verb, rest = m.group("verb"), clause[m.end() :]
        if verb.lower() in _VERB_MODIFIERS and (second := re.match(r"\s+(call|chat|message|text)\b", rest, re.I)):
            # "I video call her" → "User video calls her", not "videoes call"
            verb, rest = f"{verb} {third_person_of_base(second.group(1))}", rest[second.end() :]
            return "User " + m.group("adv") + verb + rewrite_rest(rest)
        # ("I also read fantasy on the bus every morning": a routine, not one past reading)
        said = third_person_of_base(verb) if verb.lower() == "read" and _EVERY_TIME.search(rest) else third_person_verb(verb)
        head = "User " + m.group("adv") + said
        if (both := _AND_VERB.match(rest)) and both.group(1) in BASE_VERBS and (
                verb.lower() in BASE_VERBS or not (verbish(verb) or re.search(r"(?:ed|ing)$", verb, re.I))):
            # "I build and sell furniture": both verbs the user's ("builds and sells")
            head, rest = f"{head} and {third_person_of_base(both.group(1))}", rest[both.end():]
        if (but := _BUT_WANT.search(rest)) and not re.search(r"\b(?:who|that|they|he|she|we|you|it)\b", rest[:but.start()], re.I):
            # "I mostly work in R but want to get better at Python": the user still the one who wants
            rest = f"{rest[:but.start(1)]}{third_person_of_base(but.group(1))}{rest[but.end(1):]}"
        return head + rewrite_rest(rest)
    if _DROPPED_I_PAST.match(clause):
        # "accepted job onshore, welding inspector at Tengiz": a diary's past with its "I" left out is the user's
        return "User " + rewrite_rest(clause[:1].lower() + clause[1:])
    return "User: " + rewrite_rest(clause)


# a past the user tells of themself with "I" left out, as notes and texts say it ("accepted job onshore", "Booked the
# flights"); the verbs here take the user as their doer (not "Diagnosed with …", said of the user as its object)
_DROPPED_I_PAST = re.compile(r"(?:just\s+|finally\s+)?(?:accepted|started|began|took|landed|signed|booked|joined|quit|left|bought"
                             r"|sold|finished|passed|won|found|decided|applied|handed)\s+(?!(?:by|with|to|for|that|it)\b)\S", re.I)


_VERB_MODIFIERS = frozenset({"video", "voice", "group", "face"})
_EVERY_TIME = re.compile(r"\b(?:every|each)\s+(?:day|morning|evening|night|week|weekend|sunday|monday|tuesday|wednesday|thursday|friday"
                         r"|saturday)\b|\b(?:daily|nightly)\b", re.I)
_AND_VERB = re.compile(r"\s+and\s+([a-z]+)\b")
_BUT_WANT = re.compile(r"\s(?:but|yet)\s+(want|need|hope|plan|try)\s+to\b", re.I)


def tidy(summary: str, limit: int = 500) -> str:
    """Trim, drop trailing punctuation, sentence-case and cap the length at a word."""
    summary = " ".join(summary.split()).strip(" ,;:-")
    summary = summary.rstrip(".!…")
    if len(summary) > limit:
        summary = summary[: limit + 1].rsplit(" ", 1)[0].rstrip(" ,;:")[:limit]
    return summary[:1].upper() + summary[1:]


# ------------------------------------------------------------------ summaries back to first person

_FIRST_PERSON_START = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're)\b", re.I)
_THIRD_TO_FIRST: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.I), r)
    for p, r in (
        (r"^is\b", "I am"), (r"^has\b", "I have"), (r"^was\b", "I was"),
        (r"^(?:does not|doesn't)\b", "I don't"), (r"^(?:did not|didn't)\b", "I didn't"),
        (r"^cannot\b|^can't\b", "I cannot"), (r"^(?:will|would|can|must)\b", r"I \g<0>"),
    )
)
_SUMMARY_ADVERBS = re.compile(
    r"^(?:(?:no longer|never|usually|always|often|really|also|still|strongly|absolutely|definitely|now)\s+)*", re.I
)


def first_person(summary: str) -> str:
    """Rewrite "User prefers X" / "Prefers X" / "User's name is Sam" into first person."""
    text = normalise(summary).rstrip(" .!")
    if _FIRST_PERSON_START.match(text):
        return text
    m = re.match(r"^(?:the\s+)?user(?:'s)\s+", text, re.I)
    if m:
        return "my " + text[m.end() :]
    text = re.sub(r"^(?:the\s+)?user\s+", "", text, flags=re.I)
    for pattern, repl in _THIRD_TO_FIRST:
        if pattern.match(text):
            return pattern.sub(repl, text, count=1)
    adverbs = _SUMMARY_ADVERBS.match(text)
    head, rest = text[: adverbs.end()] if adverbs else "", text[adverbs.end() if adverbs else 0 :]
    words = rest.split(" ", 1)
    if words[0] and is_past(words[0]):  # "User switched to Neovim" → "I switched to Neovim"
        return f"I {head}{rest}"
    verb = base_form(words[0]) if words[0] else None
    if verb is None:
        return text
    return f"I {head}{verb}" + (" " + words[1] if len(words) > 1 else "")


def base_form(word: str) -> str | None:
    """prefers → prefer, studies → study, watches → watch; None if not a third-person verb."""
    w = word.lower()
    irregular = {"has": "have", "does": "do", "goes": "go", "is": "am"}
    if w in irregular:
        return irregular[w]
    if not w.endswith("s") or w.endswith("ss") or len(w) < 3:
        return None
    if w.endswith("ies"):
        return w[:-3] + "y"
    if re.search(r"(?:sh|ch|x|z|o)es$", w):
        return w[:-2]
    return w[:-1]


# ------------------------------------------------------------------ pasted code, logs, framing

_FENCE = re.compile(r"```.*?(?:```|\Z)", re.S)
_CODE_LINE = re.compile(
    r"^\s*(?:Traceback \(most recent call last\)|File \"|at [\w$.]+\(|\w+(?:\.\w+)*(?:Error|Exception|Warning)\b:?"
    r"|goroutine \d|panic:|\$ |>>> |#include|from \S+ import"
    # a keyword of code, said as code: "import numpy as np", "def load(path):", "class Cart(Base):", "let total = 0;",
    # "return x + 1" (not "let me tell you", "class was cancelled", "return flight is on Monday", "def not going back")
    r"|\.\.\.\s+.*[(){}\[\]=:;,]\s*$|import\s+[\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+)*\s*;?\s*$|def\s+\w+\s*\("
    r"|class\s+\w+\s*[(:{]|function\b\s*\w*\s*\(|(?:const|let|var)\s+[\w$]+\s*(?:=|:|;|$)"
    r"|return(?:\s*;?\s*$|\s+[\w.$]+\s*;\s*$|\s+[^\n]*[;(){}\[\]=+*/<>])"
    r"|if \(|for \(|\}|\{|</?[a-zA-Z][^>]*>|LINE \d+:|\^+\s*$|\d{4}-\d\d-\d\d[T ]\d\d:\d\d"
    # a log line or data ("[INFO] started", "[2026-01-02 …", "[1, 2, 3]"), not "[update] I got the job"
    r"|\[(?=[\d'\"\[{(-]|[A-Z]{3,}\])|[A-Z_]{3,}="
    # an indented line of code (one of prose, indented as pasted, has none of code's symbols)
    r"|(?:\s{4,}|\t)(?=[^\n]*(?:[{}\[\];=<>$#@\\|`]|\w\(|:\s*$)))"
)
_SYMBOLS = re.compile(r"[{}\[\]();=<>$#@\\|/*_`]")
# a short aside in brackets after a space, as prose has them ("two kids, Ana (9) and Leo (6)", "my GP (Dr Shah)"); code
# calls its functions with no space before the bracket
_PROSE_ASIDE = re.compile(r"(?<=\s)\((?=[^()]*[A-Za-z0-9])[\w ,.'’&-]{1,40}\)")
# SQL (or an injection attempt) inside a line of chat: "Robert'); DROP TABLE memories;--"
_SQL = re.compile(r";\s*--|'\s*\)\s*;|\b(?:DROP\s+TABLE|DELETE\s+FROM|INSERT\s+INTO|TRUNCATE\s+TABLE)\b"
                  r"|(?i:\b(?:or|and)\s+'?(\w+)'?\s*=\s*'?\1\b)")


# a comment in pasted code that speaks of the user ("# I'm a forecaster at the Bureau in Perth, this runs on our ops
# box"): the one line of their life in the paste, read as prose ("// my hack" is read too, and keeps nothing, as said in
# prose; "# I prefer explicit errors" is the code's way, no line of theirs)
_LIFE_COMMENT = re.compile(r"^[ \t]*(?:#|//|--|;)[ \t]*(?P<said>(?:i'm|i've|i\s+am|i\s+have|we're|we've|my|our)\s[^\n]{8,})$",
                           re.I | re.M)


def _fence(m: re.Match[str]) -> str:
    lives = [c["said"].strip() for c in _LIFE_COMMENT.finditer(m.group(0))] if "#" in m.group(0) or "/" in m.group(0) else []
    return "\n\x00\n" + "".join(f"{said.rstrip('.')}.\n\x00\n" for said in lives)


def prose(text: str) -> str:
    """``text`` without pasted code blocks, stack traces and log lines (kept: the sentences around them, and a comment
    in the code that speaks of the user)."""
    text = _FENCE.sub(_fence, text)
    kept: list[str] = []
    said = -1  # the last line of prose kept
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped:
            kept.append("")
            continue
        if stripped == "\x00" or _CODE_LINE.match(line) \
                or len(_SYMBOLS.findall(_PROSE_ASIDE.sub("", stripped))) > max(2, len(stripped) // 12) \
                or _SQL.search(line):
            if said >= 0 and kept[said].rstrip().endswith(":"):
                # "… and now the LSP keeps crashing:" then the trace, then "any idea?": the line that showed the
                # code ends its sentence, so the question after the code does not become its end
                kept[said] = kept[said].rstrip()[:-1] + "."
            kept.append("")
            continue
        said = len(kept)
        kept.append(line)
    return "\n".join(kept)


_COLON_LEAD = re.compile(
    r"^(?:(?:big|good|great|exciting|some|sad|bad|quick)\s+)?(?:news|update|heads[- ]up|note|fyi|confession|"
    r"plot twist|status|so|ok|okay|well|anyway|finally did it|did it|we did it|i did it|it happened|guess what"
    r"|trying to get back in shape|(?:(?:small|big|quick|little|mini|tiny)\s+)?life update|small update|random fact)\s*:\s+",
    re.I,
)
# "big change for me i stopped doing the long hauls": the news announced without a colon, then told
_NEWS_LEAD = re.compile(
    r"^(?:(?:a\s+)?(?:big|huge|major|good|great|exciting|sad|bad|small|little)\s+)(?:news|change|update|life\s+update)"
    r"(?:\s+(?:for|from)\s+(?:me|us|here))?\s*[,!.:-]*\s+(?=(?:i|i'm|i've|we|we're|we've|my)\s)", re.I)
# "The other news is that my daughter …", "the big news is I got the job": the news announced, then told
_NEWS_IS = re.compile(
    r"^(?:the\s+|my\s+|our\s+)?(?:(?:other|big|biggest|good|great|exciting|sad|bad|main|only|real|latest|other\s+big)\s+)?"
    r"(?:news|update)\s+(?:is|was)\s*,?\s+(?:that\s+)?(?=(?:i|i'm|i've|we|we're|we've|my|our)\s)", re.I)
_SUBORDINATE = re.compile(
    # (not a couple that ended: "since my husband and I separated in July I've …" is the break-up, read whole)
    r"^(?:ever\s+since|since|now\s+that|after|once|because)\s+"
    r"(?!(?:my\s+[\w-]+\s+and\s+i|me\s+and\s+my\s+[\w-]+)\s+(?:just\s+)?(?:broke\s+up|split|separated|got\s+divorced)\b)"
    r"(?:[\w'-]+,?\s+){1,8}?(?=(?:i|i've|i'm|we|we've)\s)"
    r"|^(?:from|starting|as of)\s+(?:next|this)\s+(?:week|month|year|monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday)\s*,?\s+(?=(?:i|i'm|i'll|we|we're)\s)", re.I
)


_FROM_MONTH_FIRST = re.compile(
    rf"^(?P<when>(?:from|starting(?:\s+in)?|as\s+of)\s+(?:{_MONTH_WORD}(?:\s+\d{{1,2}}(?:st|nd|rd|th)?)?"
    rf"|(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?{_MONTH_WORD}|next\s+(?:week|month|year|term|semester)))"
    r"\s*,?\s+(?=(?:i|i'm|i'll|we|we're)\s)", re.I)
# an injury a clinician named as "it" ("it's a stress fracture in my foot", "it's a torn meniscus"): the user has it
_INJURY_FOUND = re.compile(r"it(?:'s|\s+is)\s+(?=(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:fracture|sprain|tear|strain|reaction|break)\b)", re.I)
# "doctor says I'm type 2 diabetic now": what a doctor found is the user's own fact.
# a reading of the user's body said after "my": "my blood pressure is", "my sugar's", "my sugar levels are"
# ("They say my blood pressure is high": the clinic's "they", said of a reading of the user's body, is theirs too)
_MY_READING = (r"(?:blood\s+pressure|cholesterol|blood\s+sugar|sugars?(?:\s+levels?)?|blood\s+glucose|iron|thyroid|vitamin\s+d|b12"
               r"|liver|kidneys?|heart|bmi)(?:'s|\s+(?:is|are|was))\b")
# ("Polyclinic doctor says …", "my heart doctor said …": one word for which doctor, not whose)
_DOCTOR_SAYS = re.compile(r"^(?:(?:they|the\s+doctors|doctors)\s+(?:say|said|told\s+me)\s+(?:that\s+)?(?=my\s+" + _MY_READING
                          + r"|I\s+have\s+high\s+(?:blood\s+pressure|blood\s+sugar|cholesterol)\b)"
                          r"|(?:the\s+|my\s+)?(?:(?!(?:your|his|her|their|its|our)\b)[a-z]+\s+(?=doctor\b))?(?:doctor|doc|gp|dentist|specialist|physio|physiotherapist|nurse|cardiologist|surgeon|consultant|orthopedist|orthopaedic\s+surgeon|dietitian|dietician|nutritionist"
                          # ("the traumatologist says I need …", "my endocrinologist said …": any by the word's ending)
                          r"|[a-zß-öø-ÿ]{3,}(?:ologist|iatrist|paedist|pedist))"
                          r"\s+(?:says|said|told me|confirmed)(?:\s+(?:last|this)\s+(?:week|month)|\s+yesterday|\s+today)?"  # "told me last month"
                          r"\s+(?:that\s+)?(?=(?:I'm|I am|I have|I've got|I got|I need|I can't|I must|I can\s+ease)\b"
                          # "doc says my blood pressure is too high": a reading of the user's body, theirs
                          r"|my\s+" + _MY_READING +
                          # "the doctor says it's a stress fracture in my foot": an injury found, named as "it"
                          r"|" + _INJURY_FOUND.pattern + "))", re.I)
_DOCTOR_THEN = re.compile(r"\s*,\s*(?:and\s+)?(?:(?:he|she|they)\s+)?(?:has\s+)?put\s+me\s+on\s+(?=\w)", re.I)
# "Update on food: since the move we've gone vegetarian": a subordinate clause may come first (dropped next)
# ("Pero malas noticias: the doctor says I have arthritis …": what a clinician found about the user, told after the lead)
_SHORT_COLON_LEAD = re.compile(r"^[^:]{1,40}:\s+(?=(?:i|i'm|i've|i'd|we|we're|we've|my|our|since|ever\s+since|now\s+that|once)\b"
                               r"|the\s+(?:doctor|doc|gp|physio|physiotherapist|consultant|specialist|surgeon)\s+(?:says|said|thinks|told\s+me)\b)",
                               re.I)
# "Before we start on the slides, a bit of news: I'm leaving …": a longer lead, when it announces news,
# or who the user is ("Some context first so your answers work for me: I'm blind …", "a bit of background: …"),
# or what help is sought ("I write, somewhat reluctantly, to seek your assistance with a personal matter: my physician …")
_NEWS_COLON_LEAD = re.compile(r"^(?:[^:]{1,80}\b(?:news|update|heads[- ]up|context|background|about\s+me|(?:assistance|help|advice)\s+with"
                              r"|(?:personal|private|medical|family|delicate)\s+matter)\b[^:]{0,40}"
                              # "Permit me to introduce myself properly, since I intend to use this service for my work: …"
                              r"|[^:]{0,40}\bintroduce\s+myself\b[^:]{0,100}):\s+"
                              r"(?=(?:i|i'm|i've|i'd|we|we're|we've|my|our)\b)", re.I)


# "I'm finally taking the plunge and opening a bakery", "I bit the bullet and booked it": the
# idiom says only that it was decided; the act after it is the statement.
_IDIOM_AND = re.compile(
    r"^(?P<subj>i'm|i am|we're|we are|i've|i have|i|we)\s+(?P<adv>(?:finally|just|officially|actually)\s+)?"
    r"(?:taking|took|taken|biting|bit|bitten|going|went)\s+(?:the\s+plunge|the\s+bullet|for\s+it|the\s+leap)\s+and\s+"
    r"(?=[a-z]+(?:ing|ed)?\b)", re.I)


# "i was gonna get my CDL but im dropping that", "I was planning to do a masters but I've given up on it": the plan,
# said first, given up; "that" is the plan
_PLAN_THEN_DROPPED = re.compile(
    r"^i\s+was\s+(?:gonna|going\s+to|planning\s+to|hoping\s+to|meant\s+to|supposed\s+to)\s+(?P<plan>[^,;]{3,80}?)\s*,?\s+but\s+"
    r"(?:i'm|im|i\s+am|i've|i\s+have|i)\s+(?:(?:just|now|officially)\s+)?(?:dropping|dropped|giving\s+up\s+on|given\s+up\s+on|gave\s+up\s+on"
    r"|scrapping|scrapped|shelving|shelved|abandoning|abandoned|not\s+doing|quitting|ditching|ditched)\s+(?:that|it|the\s+idea)\b", re.I)


# "from Belo Horizonte but living in Porto since 2021": where the user is from, then where they live, two clauses
_FROM_BUT_LIVING = re.compile(r"\bfrom\s+(?P<home>(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,2})\s*,?\s+but\s+(?:now\s+)?"
                              r"(?P<v>living|based|settled|live)\s+(?=in\s|near\s)", re.I)


def strip_frame(sentence: str) -> str:
    """Drop a framing lead ("Big news: …", "Another thing for code reviews: I …") and a
    leading subordinate clause ("since moving house I've switched …") so the statement
    starts the sentence."""
    sentence = _IDIOM_AND.sub(lambda m: f"{m.group('subj')} {m.group('adv') or ''}", sentence, count=1)
    sentence = _FROM_BUT_LIVING.sub(lambda m: f"from {m.group('home')}, and I'm {'living' if m.group('v').lower() == 'live' else m.group('v')} ",
                                    sentence, count=1)
    sentence = _PLAN_THEN_DROPPED.sub(lambda m: f"I've given up on the plan to {m.group('plan')}", sentence, count=1)
    sentence = _LIFE_TIME.sub("", sentence, count=1)
    if _DOCTOR_SAYS.match(sentence):
        # "doc says my blood pressure is too high, put me on lisinopril": what the doctor did next, a clause of its own
        sentence = _DOCTOR_THEN.sub(" — the doctor put me on ", sentence, count=1)
    if (said := _DOCTOR_SAYS.match(sentence)) and (found := _INJURY_FOUND.match(sentence, said.end())):
        sentence = "I have " + sentence[found.end():]
    sentence = _DOCTOR_SAYS.sub("", sentence, count=1)
    sentence = _COLON_LEAD.sub("", sentence, count=1)
    sentence = _NEWS_LEAD.sub("", sentence, count=1)
    sentence = _NEWS_IS.sub("", sentence, count=1)
    sentence = _SHORT_COLON_LEAD.sub("", sentence, count=1)
    sentence = _NEWS_COLON_LEAD.sub("", sentence, count=1)
    if (start := _FROM_MONTH_FIRST.match(sentence)) is not None:
        # "from October I am quality manager in Opole": the statement first, its start after it
        rest = sentence[start.end():]
        end = re.search(r"[,;.!?]|$", rest)
        cut = end.start() if end else len(rest)
        sentence = f"{rest[:cut]} {start.group('when').strip()}{rest[cut:]}"
    return _SUBORDINATE.sub("", sentence, count=1)


# (cap57) the lower-case words inside a name, between its capitalised parts: "Azlan bin Yusof", "Siti binti Omar",
# "Abdullah ibn Saud", "Daan van Dijk", "Ana da Silva" (a name's own words, never read as a stop in it)
NAME_PARTICLES = r"bin|binti|bint|ibn|van|von|van\s+der|van\s+den|de|da|dos|das|del|della|di|le|la|al|el|ter|ten|ap"
_INTRO = re.compile(
    # (a name may open with an accented capital: "Ánte here", "Élodie, 29, …")
    r"^(?:(?P<named>(?i:my\s+name\s+is|my\s+name's)\s+)?(?(named)|(?i:i'm|i am|this is|it's|its)\s+)(?:(?:Dr|Prof|Mr|Mrs|Ms)\.?\s+)?(?P<a>[A-ZÀ-ÖØ-Þ][\w'-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w'-]+){0,2})"
    # ("Azlan bin Yusof here": a name's lower-case particle between its capitalised words, cap57)
    r"|(?P<b>[A-Za-zÀ-ÖØ-Þ][\w'-]+(?:\s+(?:" + NAME_PARTICLES + r")\s+[A-ZÀ-ÖØ-Þ][\w'-]+|\s+[A-ZÀ-ÖØ-Þ][\w'-]+|\s+[a-z][a-z'-]+(?=\s+here\b))?)\s+here"
    r"|(?P<c>[A-ZÀ-ÖØ-Þ][\w'-]+(?:\s+[A-ZÀ-ÖØ-Þ][\w'-]+){0,2})"
    r"|(?P<d>[A-Za-zÀ-ÖØ-Þ][\w'-]+)(?=\s*,\s*\d{1,2}\s*(?:,|$)))(?:\s*(?:,|$|[-–—](?=\s))"  # "Priya here - I teach…"; "marisol, 34, …"
    # "I'm Emily from Leeds", "I'm Tom and I work at Arup": the name, then where from or more of them
    r"|(?=\s+(?:from\s+(?-i:[A-Z])|and\s+(?i:i'm|i\s+am|i\s+work|i\s+live|i've)\s)))",
)
_INTRO_AGE = re.compile(r"^(?i:i'm|i am)\s+(?P<name>[A-Z][\w'-]+(?:\s+(?:(?:" + NAME_PARTICLES + r")\s+)?(?!I(?:'m|'ve|'d)?\b)[A-Z][\w'-]+)?),?\s+(?:(?i:i'm|i am)\s+)?"
                         r"(?P<age>\d{1,2})\b(?!\s*(?:%|kg|km|lbs?|am|pm|:))"
                         r"(?:\s*(?:years?\s+old|yo|y/o))?(?P<rest>.*)$")  # "im ethan im 16 and …": the second "im" too
# (newuser27) where from, or where living, said after the age: "from Hamilton", "from hamilton nz", "living in Brno" (not
# "from work", "from home": a common word is no place)
_AGED_FROM = re.compile(r"(?:(?:originally\s+)?from|(?:living|based)\s+in)\s+(?!(?:work|home|school|uni|the|a|an|my|here|there)\b)"
                        r"(?P<place>[\w'’.-]+(?:\s+(?-i:[A-Z])[\w'’.-]*)?)(?:\s+(?:nz|uk|us|usa)\b)?(?=\s*(?:[,.!]|$|[^\w\s])|\s+[a-z]+ing\s)", re.I)
_APPOSITIVE = re.compile(
    # (t16) an age, never an hour or a span of hours: "Nights, 10 pm to 6 am, four on four off" names no one
    r"^(?:(?:a|an|the)\s+|(?:living|based|located|working|studying|originally|currently|now)\b|from\s+[A-Z]"
    r"|\d{1,3}\b(?!\s*(?:am|pm|a\.m\.|p\.m\.|[:.h]\d|hrs?\b|o['’]clock|(?:to|till|until|-|–)\s*\d))"
    r"|(?:[\w-]+\s+){0,3}(?:[\w-]+)\s+(?:at|for|in|based|from\s+(?=[A-Z]))\b)",
    re.I,
)


# words that open a sentence with a capital and are never a name ("Wow.", "Thanks!", "Monday")
NOT_A_NAME = frozenset(
    """wow woah whoa aww aw oh hey hi hello yeah yes yep no nope ok okay thanks thank congrats last next this phew yay
    omg woohoo hooray yikes ugh finally
    that so well anyway hmm sure cool great nice sorry dear monday tuesday wednesday thursday friday saturday
    sunday january february march april may june july august september october november december today""".split()
)


def article(noun_phrase: str) -> str:
    """'a' or 'an' by sound: 'an engineer', 'a UX designer', 'an SRE', 'an 11-year-old', 'an 8-week-old'."""
    word = noun_phrase.split()[0] if noun_phrase.split() else ""
    if number := re.match(r"\d+", word):  # said as a word: "eight", "eleven", "eighteen", "eighty"
        digits = number.group(0)
        return "an" if digits[0] == "8" or digits in {"11", "18"} else "a"
    if len(word) >= 2 and word.isupper():  # an acronym said letter by letter
        return "an" if word[0] in "AEFHILMNORSX" else "a"
    if _YOU_SOUND.match(word) or _ONE_SOUND.match(word):  # 'a uni student', 'a European', 'a one-off'
        return "a"
    if _SILENT_H.match(word):  # 'an hour', 'an honours student'
        return "an"
    return "an" if word[:1].lower() in "aeiou" else "a"


_YOU_SOUND = re.compile(r"(?:uni(?!n)|use|usu|uti|ure|eu|ewe|ubiq)", re.I)
_ONE_SOUND = re.compile(r"one(?:-|$|\b)|once\b", re.I)
_SILENT_H = re.compile(r"(?:hour|honou?r|honest|heir)", re.I)


# "single dad here", "new mum here": a parent says who they are with "here", as a name or a job is said
_PARENT_HERE = re.compile(r"(?:single|solo|new|first[- ]time|working|stay[- ]at[- ]home|widowed|divorced)\s+"
                          r"(?:dad|mum|mom|parent|father|mother)", re.I)
_KIDS_COUNT = re.compile(r"(?:\d|one|two|three|four|five|six)\s+(?:kids|children|boys|girls|teens|teenagers)", re.I)
# "I am Renata, brasileira from Belo Horizonte": a word for who they are in their own language, then where from
_WHO_FROM = re.compile(r"(?P<who>[a-zà-ÿ]+)\s+from\s+(?-i:[A-Z])", re.I)
# a trade said after an introduction's age, with where ("dental hygienist in San Antonio", "a nurse at St James's")
# ("Josianne, 34, Year 3 teacher in a primary school in Qormi": a year's number in the role, the workplace said with "a")
_AGED_ROLE = re.compile(r"(?:(?:a|an)\s+)?(?P<role>(?:[A-Z][a-z]+\s+\d{1,2}\s+)?(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*)"
                        r"(?:\s+(?:in|at)\s+(?:a|an|the)\s+(?:[a-z][\w-]*\s+){0,2}(?:school|hospital|clinic|factory|shop|bank|hotel"
                        r"|restaurant|warehouse|office|company|firm|university|college|nursery|care\s+home|nursing\s+home|pharmacy|bakery"
                        r"|salon|garage|mine|airport|supermarket|call\s+cent(?:re|er)|library|lab|laboratory)"
                        r"(?=\s+in\s+(?-i:[A-Z])|\s*(?:,|$)))?"
                        # ("nail tech in houston, alief area": a town typed in lower case, one or two words)
                        r"(?:\s+(?:in|at|for|from)\s+(?:the\s+)?(?:(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,3}"
                        r"|(?-i:[a-z])[\w'’-]+(?:\s+(?-i:[a-z])[\w'’-]+)?)"
                        # ("Ingrid, 52, chief engineer on the coastal ferry out of Bergen": where the work is done, a vessel or
                        # a rig, and the port it runs from)
                        r"|\s+on\s+(?:the|a|an)\s+(?:[a-z][\w-]*\s+){0,2}(?:ferry|ferries|ship|ships|boat|boats|rig|rigs|platform"
                        r"|trawler|tanker|vessel|liner)(?:\s+(?:out\s+of|in|at|from)\s+(?-i:[A-Z])[\w'’.-]*(?:\s+(?-i:[A-Z])[\w'’.-]*){0,2})?)?"
                        r"(?=\s*(?:,|$))")
_BARE_JOB = re.compile(r"(?:[a-z][\w-]*\s+){0,2}[a-z][\w-]*")
_FIRST_PERSON_WORD = re.compile(r"\b(?:i|i'm|i've|me|my|mine)\b", re.I)
_GOT_MINE = re.compile(r"got\s+(?:my|our)\s+(?:own\s+)?", re.I)
# "Clive the locksmith here", "it's Dave the plumber here again": a name and the trade the user is known by
_NAME_THE_JOB_HERE = re.compile(r"^(?:(?i:it's|its|this\s+is)\s+)?(?P<name>[A-Za-z][\w'-]+)\s+the\s+(?P<job>[a-z][\w-]*(?:\s+[a-z][\w-]*)?)"
                                r"\s+here(?:\s+again)?(?=\s*(?:,|$))")
# "its Dot here", "this is Marek here": who writes, said with "it's" or "this is" before "X here"
_ITS_NAME_HERE = re.compile(r"^(?i:it['’]?s|this\s+is)\s+(?=[A-ZÀ-ÖØ-Þ][\w'-]+\s+here\b)")
# (newuser26: "Storm here. Roof tiles on the road.": the weather where the user is, as "rain here" is, never a name)
_HERE_NOT_NAMES = frozenset("morning evening afternoon night midnight noon rain snow sun summer winter spring autumn"
                            " storm storms fog thunder wind hail sleet frost mist drizzle sunshine lightning gale gales blizzard"
                            " heat heatwave".split())


def intro_parts(sentence: str) -> list[str] | None:
    """An introduction with appositives, one clause each: "I'm Dana, a backend engineer at
    Stripe, living in Dublin" → ["I'm Dana", "I'm a backend engineer at Stripe",
    "I'm living in Dublin"]. None when ``sentence`` is not such an introduction."""
    sentence = sentence.rstrip(" .!…")
    sentence = _ITS_NAME_HERE.sub("", sentence)  # "its Dot here": as "Dot here"
    if (known := _NAME_THE_JOB_HERE.match(sentence)) and known.group("job").split()[-1].lower() in JOB_NOUNS \
            and not common(known.group("name").lower()) and known.group("name").lower() not in NOT_A_NAME | _HERE_NOT_NAMES:
        # "Clive the locksmith here": a name, and the job the user is known by (it was read as the job "Clive the
        # locksmith")
        name, job = known.group("name"), known.group("job").lower()
        said_after = [p.strip() for p in re.split(r",\s*(?:and\s+)?", sentence[known.end():]) if p.strip()]
        return [f"I'm {name[:1].upper()}{name[1:]}", f"I'm {article(job)} {job}", *said_after]
    aged = _INTRO_AGE.match(sentence)
    if aged:  # "I'm Bongani 52 drive trucks for a living": name, age, then the rest
        rest = aged.group("rest").strip(" ,")
        if aged.group("rest").startswith(",") and (role := _AGED_ROLE.match(rest)) \
                and ((role["role"].split()[-1].lower() in JOB_NOUNS and not common(role["role"].split()[-1].lower()))
                     or is_worker_job(role["role"].split())):  # ("… 34, domestic helper in Hong Kong")
            # "im Destiny, 34, dental hygienist in San Antonio, single mom to …": the trade after the age, as after the name
            head = role.group(0).rstrip(" ,")
            tail = rest[role.end():].strip(" ,")
            said = head if re.match(r"(?:a|an)\s", head, re.I) else f"{article(head)} {head}"
            rest_parts = [f"I'm {said}", *([tail] if tail else [])]
        elif aged.group("rest").startswith(",") and (where := _AGED_FROM.match(rest)):
            # (newuser27) "I'm Tayla, 19, from Hamilton", "im marek, 40, living in brno": where the user is from or lives,
            # said after the age as after the name ("I'm Marek from Brno")
            tail = rest[where.end():].strip(" ,")
            if re.match(r"[a-z]+ing\s", tail) and tail.split()[0] in _lexicon_verbs():
                tail = f"I'm {tail}"  # "… from hamilton nz starting nursing at wintec in feb": what they are doing
            said = rest[:where.end("place")]  # (the country's letters after a lower-case town left: "from hamilton nz")
            if (town := where.group("place")).islower() and not common(town):
                said = rest[:where.start("place")] + town[:1].upper() + town[1:]  # a town typed in lower case, as names are
            rest_parts = [f"I'm {said}", *([tail] if tail else [])]
        else:
            rest_parts = [rest] if rest else []
        return [f"I'm {aged.group('name')}", f"I'm {aged.group('age')}", *rest_parts]
    m = _INTRO.match(sentence)
    if not m:
        return None
    name = m.group("a") or m.group("b") or m.group("c") or m.group("d")
    if m.group("d") and (common(name.lower()) or name.lower() in NOT_A_NAME or name.lower() in _HERE_NOT_NAMES):
        return None  # "thanks, 10 of them": only a name before an age introduces ("marisol, 34, dispatcher")
    rest = sentence[m.end() :].strip()
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+)?", rest) if p.strip()]
    if m.group("named") and not (parts and _APPOSITIVE.match(parts[0])):
        return None  # "My name is Dr. Obinna Eze": the name alone, read as said
    if any(w.lower() in NOT_A_NAME or w.lower() in NATIONALITIES or w.lower() in RELIGIONS for w in re.split(r"[\s-]+", name)):
        return None  # "I am Vietnamese, now I am doing a PhD", "I'm Egyptian-British": where from, not who
    if m.group("b") and re.search(r"['’]s$", name):
        return None  # "Aroha's here!!": someone else has come (she is here), not who writes
    if m.group("b") and _PARENT_HERE.fullmatch(name):
        # "single dad here, 2 kids, …": who the user is, and how many children
        kids = parts.pop(0) if parts and _KIDS_COUNT.fullmatch(parts[0]) else ""
        return [f"I'm a {name.lower()}" + (f" of {kids}" if kids else ""), *parts]
    if m.group("b") and (any(common(w) or w in _HERE_NOT_NAMES or w in JOB_NOUNS for w in name.split()[1:])
                         if name.islower() and " " in name else
                         common(name) if name.islower() else name.lower() in ADJECTIVES | _HERE_NOT_NAMES):
        return None  # "cold here. -15", "Late here, can't sleep": the weather or the hour, not a name
    if m.group("b") and name.islower() and " " in name:
        if common(name.split()[0]) or name.split()[0] in _HERE_NOT_NAMES:
            return None  # "late night here", "good morning here": not a name
        name = " ".join(w[:1].upper() + w[1:] for w in name.split())  # "pri desai here": a name in lower case
    if parts and re.fullmatch(re.escape(name.split()[0]) + r"(?:\s+[A-Z][\w'-]+){1,2}", parts[0]):
        name = parts.pop(0)  # "I'm Gwen, Gwen Pritchard, …": the full name said again
    if m.group("c") and not (parts and _APPOSITIVE.match(parts[0]) and (
            re.search(_JOB_WORD, parts[0], re.I) or any(w.lower() in JOB_NOUNS for w in re.findall(r"[\w-]+", parts[0])[:4]))) \
            and not (" " not in name and not common(name.lower()) and parts and _BARE_JOB.fullmatch(parts[0])
                     and parts[0].split()[-1].lower() in JOB_NOUNS
                     and all(_FIRST_PERSON_WORD.search(p) for p in parts[1:])):
        # ("Rhona, tattoo artist, got my own studio …": one name, then the trade without an article, as "Rafael, backend
        # dev from Recife" is read; only when what follows is said of "I" or "my": "Mark, painter, came round to quote"
        # is someone spoken of)
        # "Woah Joanna, …", "Last Friday, …": only "Kwame Mensah, data analyst at MTN" introduces (or "Rafael, backend dev
        # from Recife", one name said after a greeting)
        return None
    if m.group("c") and " " not in name and re.match(r"the\b", parts[0], re.I):
        return None  # "Joanna, the nurse at my GP said …": spoken to, or of; one name is introduced with "a" or none
    if m.group("b") and name.lower() in JOB_NOUNS:
        out = [f"I'm {article(name)} {name.lower()}"]  # "nurse here, nights mostly": a role, not a name
    elif m.group("named"):
        out = [sentence[: m.end()].rstrip(" ,")]  # "My name is Kwame Mensah, a retired headmaster …": the name as said
    else:
        out = [f"I'm {name[:1].upper()}{name[1:]}"]
    for part in parts:
        if len(out) > 1 and (re.match(r"(?:called|named)\s+[A-Z]", part)
                             or (re.search(r"\b(?:in|near|outside)\s+[A-Z][\w'’.-]*$", out[-1])
                                 and re.fullmatch(r"[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2}"
                                                  # ("…, Lotus Nails on Barkly St": the business's name, with its street)
                                                  r"(?:\s+(?:on|in)\s+[A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,2})?", part))):
            out[-1] += f", {part}"  # "…, I run a shop in Kilimani, Nairobi, called Safi": the place and the name of the last
            continue
        if len(out) > 1 and re.search(r"\bmy\s+[a-z]+$", out[-1]) and re.fullmatch(r"(?-i:[A-Z])[\w'’-]+(?:\s+(?-i:[A-Z])[\w'’-]+)?", part) \
                and not common(part.lower()):
            out[-1] += f", {part}"  # "I'm Sandra, and I'm the main caregiver for my mom, Irene": the relative's name
            continue
        if re.match(r"(?:(?:now|currently|also|and)\s+)?(?:i|i'm|i've|my|we)\b", part, re.I):
            out.append(re.sub(r"^and\s+", "", part, flags=re.I))
        elif _GOT_MINE.match(part):
            out.append(f"I've {part}")  # "…, got my own studio in …": what the user has (not "I'm a got …")
        elif re.match(r"[a-z]+ing\s", part) and common(part.split()[0]) and part.split()[0] in _lexicon_verbs():
            out.append(f"I'm {part}")  # "Diego here, making a little game in Godot": what they are doing
        elif re.match(r"\d{1,3}(?:\s+(?:years?|yrs?)\s+(?:old|young))?$", part):
            out.append(f"I'm {part}")
        elif len(out) > 1 and re.fullmatch(r"\d{1,2}\s+(?:years?|yrs?)", part) and _FIRST_PERSON_WORD.search(out[-1]):
            # "soy Marisela, I clean houses … for a company called Sparkle Maids, 8 years": how long at it, not an age
            out[-1] += f" for {part}"
        elif any(w.lower() in JOB_NOUNS for w in re.findall(r"[\w-]+", part)[:3]) and not re.match(
                r"(?:a|an|the|my|i|we)\b", part, re.I) and not re.match(r"[\w-]+ing\b", part):
            out.append(f"I'm {article(part)} {part}")  # "I am Beatriz, pastry chef and owner of …": the role, no article
        elif (origin := _WHO_FROM.match(part)) and not common(origin.group("who").split()[-1].lower()):
            out.append(f"I'm {part[origin.end('who'):].strip()}")  # "brasileira from Belo Horizonte": where from
        elif (the_job := re.match(r"the\s+([\w-]+)\s+(?:from|in|at|on)\s+(?-i:[A-Z])", part, re.I)) \
                and the_job.group(1).lower() in JOB_NOUNS:
            # "Delroy here, the barber from Handsworth": the one they are known as there, a job and where
            out.append(f"I'm {article(the_job.group(1))} {part[4:]}")
        elif _APPOSITIVE.match(part):
            det = "" if re.match(r"(?:a|an|the|living|based|located|working|studying|originally|currently|now|from)\b"
                                 r"|\d", part, re.I) else article(part) + " "
            out.append(f"I'm {det}{part}")
        else:
            out.append(part)
    return out


# ------------------------------------------------------------------ finishing a summary

_TAIL = re.compile(
    r"(?:,?\s+(?:and|but|so|which|as|because)\s+(?:it|that|this|they|those|these)\b(?:'s|\s+(?:is|was|were|are|has|had"
    r"|'s|felt|feels|looked|looks|made|makes|keeps|kept|means|meant|gave|gives|really|just|took|will|would|can|could)\b).*$"
    r"|\s*[-–—:]\s*(?:it|that|this|they)\b.*$"
    # "User moved to Leeds with their sister, cheaper rent", "…, closer to work": why, said as a comparison after it
    r"|,\s+(?:(?:much|way|a\s+lot|bit)\s+)?(?:cheaper|bigger|smaller|nicer|quieter|closer|safer|better|warmer|shorter|easier)"
    r"\s+(?:rent|commute|schools?|area|place|flat|house|garden|yard|kitchen|space|rooms?|neighbourhood|neighborhood|pay|salary"
    r"|hours|to\s+(?:work|school|family|the\s+\w+))\s*$"
    # "User switched back to VS Code, Zed's Go debugger is not there yet": how the other one is, said after it
    r"|,\s+(?-i:[A-Z])[\w-]*['’]s\s+(?:[\w-]+\s+){0,3}(?:is|isn't|are|aren't)\s+(?:not\s+|still\s+|just\s+)?"
    r"(?:there|ready|good|great|usable|stable|working|buggy|slow|broken|missing)\b(?:\s+yet)?\s*$"
    # "User runs on Mondays and Wednesdays now, Tuesdays have standups early": why the days moved, said of the others
    r"|,\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days?\s+(?:have|has|are|is)\b.*$"
    # "User switched from their Samsung to an iPhone, Lina insisted": who wanted it, said after it
    r"|,\s+(?-i:[A-Z])[\w'’-]+\s+(?:insisted|wanted\s+(?:it|me\s+to)|made\s+me|talked\s+me\s+into\s+it|convinced\s+me)\s*$"
    # "…for anything new, only use pandas for legacy notebooks": a second clause with its "I" dropped, unconjugated
    r"|,\s+(?:only|just|mostly|still)\s+(?:use|do|eat|drink|read|watch|need|want|go|play|wear|take|drive)\s.*$"
    r"|,?\s+so\s+(?:please\s+)?(?:give|tell|show|help|suggest|recommend|keep|make|send|explain|write|let|any|what|how"
    r"|can|could|would|do)\b.*$"
    r"|,?\s+(?:so|and)\s+(?:we're|we are|i'm|i am)\s+(?:seriously\s+|now\s+)?(?:thinking|wondering|considering)\b.*$"
    r"|,\s*(?:ha|haha|lol|lmao|heh|hehe|ugh|yay|ja(?:ja)+|je(?:je)+|rs(?:rs)+|kkk+)\b.*$"
    r"|,?\s+(?:lol|lmao|smh|ngl|tbh|imo|idk|ig|fr|xd|jk|lowkey|ha(?:ha)*|ja(?:ja)+|je(?:je)+|rs(?:rs)+|kkk+|ugh+)\s*$"
    # how one feels of it, said after it ("…starting engineering at Pulchowk in September, very proud", "…, so proud of him")
    r"|,\s+(?:(?:so|very|really|super|incredibly)\s+)?proud(?:\s+of\s+(?:him|her|them|it))?\s*[!.]*$"
    # the first sale after opening, said after it ("…opened the shop on Etsy finally, first order from Boston!")
    r"|,\s+(?:(?:and|with)\s+)?(?:(?:my|our|the|a)\s+)?first\s+(?:order|sale|customer|booking|client|guest)s?\s+(?:from|in|was|came|already)\b.*$"
    # thanks for what was spared, said after it ("…lost maybe 100 trees, thank God the house is fine")
    r"|,\s+(?:thank|thanks)\s+(?:god|goodness|heavens|the\s+lord|allah)\b.*$"
    # how all are after a birth, said by one of them ("…was born on 20 November, both of us are fine")
    r"|,\s+(?:both\s+of\s+(?:us|them)|we(?:'re|\s+are)\s+both|they(?:'re|\s+are)\s+both|everyone|everybody)\s+(?:are\s+|is\s+)?"
    r"(?:doing\s+)?(?:fine|well|healthy|good|great|ok|okay)\s*[!.]*$"
    # the old one compared, said after it ("We use ezyVet for the clinic records now, the old system was a nightmare")
    r"|,\s+the\s+old\s+(?:one|system|app|tool|software|way|setup|program|programme|platform)\s+(?:was|is|were|had\s+been)\b.*$"
    # how the body takes it, said after it ("… pilates on Saturday mornings, my back thanks me", "…, my knees hate it")
    r"|,\s+(?:and\s+)?(?:my|their)\s+(?:back|knees?|hips?|body|joints|legs|shoulders?|neck|feet|wrists?|head|eyes|ears)\s+(?:already\s+|really\s+)?"
    r"(?:thanks|thank|loves|love|hates|hate|appreciates|appreciate|feels|feel|is\s+thanking|are\s+thanking|prefers?|likes?)\s+(?:me|them|it)\b.*$"
    # "switched from neovim to helix, the defaults are just nicer": how the new one compares, said after it
    r"|,\s+the\s+(?:[a-z]+\s+){1,2}(?:is|are|was|were|feel|feels)\s+(?:just\s+|so\s+|much\s+|way\s+|a\s+lot\s+|far\s+)*"
    r"(?:nicer|better|faster|easier|cleaner|simpler|saner|worse|slower|cheaper|quieter)\b.*$"
    # "use go for code examples now, that's what I write all day": why, said after it
    r"|,\s+(?:that's|thats|that\s+is|it's|its)\s+what\s+(?:i|we)\b.*$"
    # who told the news, said after it ("…has moved to Sunday afternoons, Marek told me on the phone"): not of the fact
    r"|,\s+(?:(?-i:[A-Z])[\w'-]+|he|she|(?:my|his|her|their)\s+[a-z-]+(?:\s+(?-i:[A-Z])[\w'-]+)?)\s+(?:told|tells)\s+(?:me|them)"
    r"(?:\s+(?:on\s+the\s+phone|yesterday|today|last\s+night|this\s+morning|earlier|on\s+\d{1,2}\s+[A-Z][a-z]+\s+\d{4}))?\s*$"
    # how the body is after it ("Tonsils came out on Friday, throat is agony", "…, my knee is still swollen")
    r"|,\s+(?:and\s+)?(?:my\s+|the\s+)?(?:throat|back|knees?|hips?|body|head|legs?|shoulders?|neck|feet|foot|wrists?|eyes?|stomach|tummy"
    r"|jaw|mouth|arms?|hands?)\s+(?:is|are|feels?)\s+(?:still\s+|so\s+|really\s+|absolute\s+|a\s+bit\s+)?(?:agony|sore|killing\s+me"
    r"|on\s+fire|swollen|stiff|aching|achy|numb|throbbing|bruised|tender)\b.*$"
    # how it is liked so far, said after it ("We moved to Bristol last month, love it", "…, loving it here", "…, hate it")
    r"|,\s+(?:(?:really|absolutely|already|totally|just|honestly)\s+)?(?:love|loving|lovin|loved|like|liking|enjoying|hate|hating)\s+it"
    r"(?:\s+(?:here|there|so\s+far|already|a\s+lot|so\s+much|tbh))*\s*[!.]*$"
    # how much it is enjoyed, said after it ("padel on tuesdays with Inês, best part of my week", "…, highlight of the week")
    r"|,\s+(?:the\s+)?(?:best|highlight|favou?rite)(?:\s+(?:part|bit|thing))?\s+of\s+(?:my|their|the)\s+(?:week|day|month|year)\b.*$"
    # a word said to the listener, not of the fact ("…giving up on the Italian, dear", "…, bless him")
    r"|,\s+(?:dear|love|hun|hon|mate|bless\s+(?:him|her|them|'?em))\s*$"
    # "…a grooming business in Sacramento, just me and the van": who else is in it, said in passing
    r"|,\s+just\s+(?:me|them|myself|themselves)(?:\s+and\s+[\w' ]{1,30})?\s*$"
    # "…is a nurse at Tan Tock Seng, every time nag me one", "…, always nagging me": what they do to the user,
    # said after with its subject dropped
    r"|,\s+(?:every\s+time|all\s+the\s+time|always|forever)\s+(?!(?:with|for|to|at|near|beside|by|from|on|in)\b)[a-z]+"
    r"\s+(?:me|them|us)\b.*$"
    r"|\s+(?:lol|lmao|haha|ja(?:ja)+)\s+[a-z].*$"
    # "…got back from Porto, shattered", "…, so tired": how the speaker is after it, said after the fact
    r"|,\s+(?:(?:so|totally|absolutely|completely|utterly|pretty|very|really|proper)\s+)?(?:shattered|knackered|exhausted"
    r"|jet-?lagged|wrecked|tired|wiped(?:\s+out)?|drained|zonked)\s*[.!]*$"
    # a reason said after, without a verb or with "there is" ("…, no club near Tampines", "…, with two
    # bakeries there is no time")
    r"|,\s+no\s+(?:[a-z]+\s+){0,3}?(?:near|for|with|in|at|left|around|nearby)\b[^,]*$"
    r"|,\s+(?:with\s+[^,]{2,40}?\s+)?there(?:'s|\s+is|\s+are|\s+was|\s+were)\s+no\b.*$"
    # "…is 9, schools there are a big worry": an aside about a place said before, leaning on it
    r"|,\s+(?:[a-z]+\s+){1,3}there\s+(?:is|are|was|were)\b[^,]*$"
    r"|,?\s+(?:that's|thats|that is|it's|its)\s+(?:so\s+|really\s+|just\s+|kinda\s+)?(?:cringe|annoying|lame|cool|fun|nice|great|funny|weird)\s*$"
    r"|,\s+(?:it|that|this|they|he|she)(?:'s|'re|'ll|\s+(?:is|was|were|are|will|tastes|looks|feels|makes|keeps|has|had"
    r"|[a-z]+(?<!ss)s|[a-z]+ed))\b.*$"
    # ("…has gone into a nursing home, it broke my heart": how it felt, said after it, in an irregular past; "she broke
    # her wrist" is a fact of hers)
    r"|,\s+(?:it|that|this)\s+(?:broke|tore|hurt|killed|took|made|felt|cost|nearly|almost|really)\b.*$"
    r"|,\s+(?:work|life|school|things|everything|time|money)\s+(?:got|gets|is|was|has been|became|'s)\s+\w+\s*$"
    # "switched from helix to zed, and now the python LSP keeps crashing": the trouble that brought them here
    # (after a comma or with "now": "User and their boyfriend Tomás broke up" is one fact)
    r"|(?:,\s+and\s+(?:now\s+)?|\s+and\s+now\s+)(?:the|their)\s+(?:[\w.-]+\s+){0,3}?(?:keeps|kept|won't|wont|doesn't|didn't"
    r"|isn't|wasn't"
    r"|crashes|crashed|breaks|broke|fails|failed|stopped|throws|threw)\b.*$"
    r"|\s+(?:these days|nowadays|at the moment|right now|lately|for now|now)\s*$"
    # "…gone veggie since september, me and sam": who "we" were, said after
    r"|,\s+(?:me|them)(?:\s+and\s+(?:my\s+|their\s+)?[A-Za-z][\w'-]*(?:\s+[A-Z][\w'-]*)?)?\s*$"
    r"|,?\s+(?:though|tho|anyway|anyways|maybe|probably|perhaps|i think|i guess|i hope|hopefully)\s*$"
    # "User is coeliac so wedding caterers always have to do them a separate plate": what others must do
    # because of the fact, not the fact
    r"|\s+so\s+(?!(?:i|i'm|we|we're|that|they)\b)(?:[a-z]+\s+){1,3}(?:always|usually|often|never|have\s+to|has\s+to|had\s+to"
    r"|can't|cannot|must|need\s+to|needs\s+to|will)\b.*$"
    # "User's partner Julien is a chef so dinners are a negotiation": how something else is because of the fact, with a
    # subject of its own
    r"|,?\s+so\s+(?!(?:i|i'm|we|we're|that|they|he|she|it|you)\b)(?:(?:the|our|my|their|his|her|all)\s+)?[a-z]+\s+(?:are|is|get|gets)\s+"
    r"(?:(?:always|usually|often|never|kind\s+of|kinda|a\s+bit(?:\s+of)?)\s+)?(?:an?\s+)?[a-z]+(?:\s+[a-z]+)?\s*$"
    # "…bakes bread every day, the house smells wonderful": how something around it is, said after
    r"|,\s+the\s+[a-z]+\s+(?:smells|looks|feels|sounds|tastes)\s+(?:of\s+|like\s+)?[a-z]+\s*$"
    # ("…went back to Boston on Sunday, the house is very quiet": how home is after it)
    r"|,\s+the\s+(?:house|flat|place|home)\s+(?:is|feels|seems)\s+(?:very\s+|so\s+|really\s+|too\s+)?(?:quiet|empty|strange|weird|lonely)"
    r"(?:\s+(?:now|without\s+(?:them|him|her)))?\s*[.!]*$"
    # "User lives in Alfama, tiny flat but great view": what the place is like, said without a verb
    r"|,\s+(?:a\s+)?(?:(?:really|very|super|pretty)\s+)?(?:tiny|small|little|big|huge|nice|lovely|old|cosy|cozy|cramped|noisy|quiet"
    r"|expensive|cheap|dark|bright)\s+(?:flat|house|place|apartment|room|studio|office)\s+but\s+[^,]{2,30}$"
    # "…to Fleet last week, curious how it goes": how the speaker feels about what comes of it
    r"|,\s+(?:(?:really|so|very|a\s+bit|kinda|quite)\s+)?(?:curious|excited|nervous|not\s+sure|interested|keen|wondering|eager)"
    r"\s+(?:how|what|if|whether|to\s+see|about\s+it)\b.*$"
    # "i use voice to text so sorry for no punctuation": an apology to the listener, not the fact
    r"|,?\s+so\s+(?:sorry|apologies|excuse)\b.*$"
    # "…doesn't like spicy food, oddly enough": the speaker's surprise, not the fact
    r"|,\s+(?:oddly|funnily|strangely|weirdly|curiously|interestingly|sadly|luckily|thankfully|fittingly|ironically)"
    r"(?:\s+enough)?\s*$"
    # "…done with the Excel sheets, thank god", "…lessons on Saturday mornings then": relief, or a
    # "then" that closes what was being settled, said after the fact
    r"|,?\s+(?:thank\s+(?:god|goodness|heavens)|thankfully|at\s+last)\s*$"
    r"|(?<!\band)(?<!\bsince)(?<!\buntil)(?<!\btill)(?<!\bby)(?<!\bfrom)(?<!\bjust)(?<!\bback)(?<!\bbefore),?\s+then\s*$"
    r"|\s+but\s+(?:the|it|that|this)\s+\w+\s+(?:is|was|pays|makes|helps)\b.*$|,\s+way\s+(?:less|more|better|easier)\b.*$"
    # "…, which I find most agreeable": how they feel about it, said after
    r"|,\s+which\s+(?:i|they)\s+(?:find|found|think|thought|love|loved|enjoy|enjoyed|hate|hated|like|liked)\b.*$"
    # "…light theme, dark was hurting my eyes": the reason, said after
    r"|,\s+(?:the\s+)?(?:[a-z]+\s+)?[a-z]+\s+(?:was|is|were|are|kept)\s+(?:[a-z]+ing|too|so|really|way)\b.*$"
    # "…a cello recital on 14 December, need to book the day off": what the user must do about it
    r"|,\s+(?:(?:i|we)\s+)?(?:need|have|gotta|got)\s+to\s+(?:book|get|buy|find|sort|organi[sz]e|plan|arrange|ask|call|tell)\b.*$"
    # "…to a Mac mini, my nephew set it up": who helped, said after
    r"|,\s+(?:my|our|their)\s+[\w-]+\s+(?:[a-z]+ed|set|put|got|made|did|built|found|helped)\s+(?:me\s+|us\s+)?(?:it|them|this|that)\b.*$"
    # "We gave up the US plan, the tariffs make it impossible", "sold the caravan, the kids never used it": why, said
    # after it of "it"
    r"|,\s+(?:the|my|our|their)\s+(?:[a-z]+\s+){0,2}?[a-z]+\s+(?:(?:never|just|really|simply|all|both|barely|hardly)\s+)?"
    r"(?:make|makes|made|use|uses|used|need|needs|needed|want|wants|wanted|hate|hates|hated|ruin|ruins|ruined)\s+(?:me\s+|us\s+)?"
    r"(?:it|them)\b.*$"
    # "…a puppy called Nata 🐶 so mornings are chaos now": what it did to the day, said after
    r"|\s+so\s+(?:mornings|evenings|nights|weekends|things|life|work|everything)\s+(?:is|are|was|were)\s+\w+(?:\s+now)?\s*$"
    # "…started doing ebike servicing, going well": how it goes, said after
    r"|,\s+(?:it's\s+|it\s+is\s+|all\s+)?going\s+(?:well|great|ok|okay|fine|badly|slowly)\b.*$"
    # "…is still in Valencia, long distance is hard": how it feels, said after
    r"|,\s+(?:[a-z]+\s+){1,2}(?:is|was|has\s+been)\s+(?:so\s+|really\s+|very\s+|pretty\s+)?(?:hard|tough|difficult|rough"
    r"|great|fun|awful|exhausting|brutal|amazing|lovely|nice)\s*$"
    # "…with the choir, as the new rehearsal room is too far": why, said after
    r"|,\s+as\s+(?:the|my|our|their)\s+[^,]*?\b(?:is|was|are|were|has|had)\b.*$"
    # "…to Obsidian, the sync is better": why, said after
    r"|,\s+(?:the\s+)?[a-z]+\s+(?:is|was|are|were|got|pays|paid)\s+(?:much\s+|way\s+|so\s+|a\s+lot\s+|far\s+)?(?:better|worse|faster"
    r"|slower|nicer|cheaper|easier|simpler|smoother|cleaner)\b.*$"
    r"|\s+which\s+(?:is|was)\s+(?:really\s+|slowly\s+)?[a-z]+ing\b.*$"
    r"|,?\s+which\s+(?:is|was)\s+(?:(?:really|so|very|pretty|kind\s+of|kinda|just)\s+)?[a-z]+(?:\s+of\s+(?:her|him|them|you))?\s*[.!]*$"
    # a reason said after ("…, can't do school and nights", "…, no time with the new role", "…, as neither of us can…")
    r"|,\s+(?:need|needs|needing|looking\s+for)\s+(?:some\s+|a\s+|an\s+)?(?:[a-z]+\s+)?(?:help|ideas?|advice|tips|suggestions|recs|recommendations)\b.*$"
    r"|,\s+(?:can't|cannot|couldn't|could\s+not|didn't|did\s+not|wasn't|weren't|no\s+time|not\s+enough\s+(?:time|money)|as\s+(?:neither|both|we|i|it|there)\b|since\s+(?:we|i|it)\b)[^,]*$"
    r"|,\s+(?:[a-z]+\s+){0,2}(?:hurt|hurts|kill|kills|drive|drives|gives?|makes?)\s+(?:my|their|me|them)\b.*$"
    r"|,\s+(?:his|her|their)\s+[a-z]+(?:\s+\w+){0,3}\s+(?:is|was|are)\b.*$"
    r"|,\s+(?:my\s+|their\s+|the\s+)?[a-z]+\s+(?:(?:just|really|simply|still)\s+)?(?:can't|cannot|won't|couldn't|isn't|wasn't|is\s+not)\b.*$"
    r"|,\s+which\s+(?:pleases|delights|worries|upsets|annoys|surprises|amazes|makes|made|suits|suited|works|fits|helps|saves)\b.*$|,\s+like\s+\d.*$|,?\s+so\s+no\s+[\w ]+$|,\s+(?:is|was|it's)\s+(?:too|so|very|really|way)\b.*$"
    r"|,?\s+(?:not\s+(?:so\s+|that\s+)?long\s+ago|a\s+(?:little\s+)?while\s+(?:ago|back)|some\s+time\s+ago)\s*$"
    r"|,?\s+speaking of\s*$"
    # "…a diploma in RCSI from October, Beaumont pays half of it": who pays for it, said after
    r"|,\s+(?:(?-i:[A-Z])[\w'’-]+|my\s+[a-z]+|work|the\s+[a-z]+)\s+(?:pays?|paid|covers?|covered|funds?|funded)\s+(?:for\s+)?"
    r"(?:(?:half|all|most|part)\s+(?:of\s+)?)?(?:it|that|them|the\s+(?:fees?|costs?|rest))\b[^,]*$"
    # "…to OpenTofu last month, the licensing thing": the reason named in passing
    r"|,\s+(?:the|that)\s+(?:[\w-]+\s+){1,2}thing\s*$"
    # "…a degree in history, useless lol", "…from surgery, and feeling rubbish": how they judge it or feel, said after
    r"|,\s+(?:(?:so|totally|pretty|completely|kinda|kind\s+of)\s+)?(?:useless|pointless|worthless|boring|overrated|underrated)\s*$"
    r"|,\s+(?:and\s+)?(?:feeling|i'm\s+feeling|i\s+feel)\s+(?:(?:so|really|pretty|a\s+bit|very)\s+)?\w+\s*$"
    # "…allergic to penicillin, found out the hard way last week": how they learnt it, said after
    r"|,\s+(?:found\s+out|learn(?:ed|t)|figured\s+out|reali[sz]ed|turns\s+out)\b.*$"
    # "…to Zed, the AI stuff is actually good": what is good about it, said after
    r"|,\s+(?:the\s+)?(?:[A-Za-z]+\s+)?[a-z]+\s+(?:is|are|was|were)\s+(?:actually\s+|really\s+|so\s+|pretty\s+|just\s+)?(?:good|great"
    r"|nice|amazing|solid|fast|awesome|excellent|brilliant|lovely|decent|fine)\b.*$"
    # "…had the operation, all went good": how it went, said after; "…, more space for Zosia": why
    r"|,\s+(?:all|everything)\s+went\s+(?:good|well|fine|ok|okay|great|smoothly)\b.*$"
    r"|,\s+(?:more|less|better|bigger|cheaper)\s+(?:[a-z]+\s+){0,2}for\s+[^,]*$"
    # "…short answers like really short": said again for emphasis; "…no bullet point lists they look
    # weird on my phone": why, run on without a stop
    r"|\s+like\s+(?:really|super|very|so)\s+[a-z]+\s*$"
    r"|\s+(?:they|it)\s+(?:look|looks|are|is|get|gets|feel|feels|seem|seems)\s+(?:so\s+|really\s+|kinda\s+|kind\s+of\s+|too\s+)?"
    r"(?:weird|bad|ugly|annoying|messy|confusing|awful|cluttered|off|wrong)\b.*$"
    # "…after this semester, between the move and nights and …": the burdens that are the reason
    r"|,\s+between\s+(?:[\w'-]+\s+){0,4}?[\w'-]+\s+and\b.*$"
    # "…, once a librarian always a librarian I suppose": an aside; "…, too much stress for not enough money": the why
    r"|,\s+[^,]*\b(?:i|they)\s+(?:suppose|guess|reckon)\s*$|,\s+which\s+(?:i|they)\s+(?:suppose|guess)\b.*$"
    r"|,\s+(?:too\s+(?:much|many|expensive|hard|slow|busy|stressful)|not\s+worth)\b[^,]*$"
    # a reference to the chat ("…and, like they said"), a feeling told after the fact ("…, and the
    # feels have been wild"), a reason cut off at its conjunction ("…a dance studio 'cause")
    r"|,?\s+(?:(?:and|but|so)\s*,?\s+)?like\s+(?:i|you|they|we|he|she)\s+(?:said|mentioned)\b.*$"
    r"|,\s+and\s+the\s+\w+\s+(?:has|have|had)\s+been\s+\w+\s*$"
    # "…running longer since our last chat": a time only the chat knows
    r"|,?\s+since\s+(?:(?:our|my|their|the)\s+last\s+(?:chat|talk|conversation|call|catch[- ]?up|visit)"
    r"|(?:we|i|they|you)\s+(?:last\s+(?:talked|spoke|chatted|caught\s+up|met|saw\s+each\s+other)"
    r"|(?:talked|spoke|chatted|caught\s+up)\s+last))\s*$"
    r"|\s+(?:'cause|'cuz|cuz|because|since|so)\s*$"
    # "cause" is "because" unless a determiner makes it a noun ("raised funds for the cause", "a good cause")
    r"|(?<!\bthe)(?<!\ba)(?<!\bgood)(?<!\bthis)(?<!\bthat)(?<!\bmy)(?<!\bour)(?<!\btheir)(?<!\bworthy)\s+cause\s*$"
    r"|,?\s+(?:which|that)\s+i\s+(?:hate|love|like|dislike)\s*$"
    r"|,\s*[^,A-Za-z\u00c0-\u024f]*[^\W\dA-Za-z_\u00c0-\u024f][^A-Za-z\u00c0-\u024f]*$)",
    re.I,
)
# (and the Korean jamo of a typed sob or laugh, "ㅠㅠ", "ㅋㅋ": no word of the fact)
_EMOJI = re.compile("[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D\u3131-\u318E]+")


# Words that colour how a fact was said, not what it says ("User does not really like dark
# mode actually", "User also signed up …", "switched to Neovim, finally"). Lower case only:
# a name is never one of them.
_FILLER = re.compile(
    r"(?<=\s)(?:actually|honestly|basically|literally|totally|seriously|kinda|sorta|anyways?|incidentally)\b,?\s*"
    r"|(?<=^User\s)(?:also|finally|even|just)\s+|(?<=\s)(?:btw|fyi|by the way)\b,?\s*"
    r"|,?\s+maybe(?=\s+(?:in|next|this|on|by|around)\b)"
    # "User takes metformin now, twice a day": "now" said of a routine, before how often
    r"|(?<=\w)\s+now,(?=\s+(?:once|twice|three\s+times|every|each|daily|nightly|\d+\s*(?:mg|ml|times|x)\b))"
    # "does not want like 5 paragraphs": "like" before a number is a hedge
    r"|(?<=\s)(?<!,\s)(?<!would\s)(?<!'d\s)(?<!\bi\s)(?<!\bthey\s)(?<!\bto\s)like\s+(?=\d)"
    r"|(?<=\bnot\s)really\s+|(?<=n't\s)really\s+"
    r"|,?\s+(?:finally|at last)\s*$"
    # "I stopped the prenatal yoga of course": the speaker's comment on what is plain, not what was stopped
    r"|,?\s+(?:of\s+course|obviously|naturally|obvs)\s*$"
    # "…for the kids yesterday too": after the time, an echo of what the other side said; anywhere
    # else the echo is left for the explicitness gate ("User loves traveling too" is a reply)
    r"|(?:(?<=\d)|(?<=yesterday)|(?<=today)|(?<=tonight)|(?<=week)|(?<=weekend)|(?<=month)|(?<=year)|(?<=night)"
    r"|(?<=morning)|(?<=ago))\s+(?:too|as\s+well)(?=\s*$)"
    # "instead" ends a summary pointing back at what was replaced ("…every other Sunday instead")
    r"|,?\s+instead(?=\s*$|,)"
)


def cut_tail(summary: str) -> str:
    """Drop the commentary or request after a fact ("…, and it was so powerful", ", so give me ideas")
    and the filler around it ("actually", "honestly", "User also …", "…, finally")."""
    # one space between words first: the tails' "\s+" over a run of thousands of spaces took
    # minutes (every caller collapses them today; this keeps it linear whoever calls it)
    summary = " ".join(_EMOJI.sub(" ", summary).split())
    # (lead58) "passed A2 German exam 🎉, now B1 course": no space left before the comma the emoji stood at
    summary = re.sub(r"\s+(?=[,;])", "", summary)
    if _FILLER_COMMA.search(summary):  # "…after this semester honestly, between the move and …": the comma marks a tail
        summary = _cut_tails(summary)
    summary = _FILLER.sub("", summary)
    summary = " ".join(_cut_tails(summary).split())
    if summary.count("(") > summary.count(")"):
        # "… at Lyon 1 (final year": an aside the clause split cut open says nothing whole; the fact is before it
        summary = _OPEN_ASIDE.sub("", summary)
    return summary.rstrip(" ,;:-–—")


_OPEN_ASIDE = re.compile(r"\s*\([^()]*$")


def _cut_tails(summary: str) -> str:
    for _ in range(3):
        cut = _TAIL.sub("", summary)
        if cut == summary:
            break
        summary = cut
    return summary


_FILLER_COMMA = re.compile(r"\s(?:actually|honestly|basically|literally|seriously|anyways?|btw|fyi),", re.I)


_DANGLING = (
    # ("head of IT", "works in IT": the department, in capitals)
    re.compile(r"\b(?!(?-i:IT)\b)(?:it|its|it's|itself)\b", re.I),
    re.compile(r"\b(?:this|these|those)\b(?!\s+(?:year|month|week|weekend|morning|afternoon|evening|semester|term"
               r"|quarter|spring|summer|fall|autumn|winter|january|february|march|april|may|june|july|august"
               r"|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b)|\bthat\s*$|\bthat\s+(?:is|was|one|ones|thing|stuff"
               r"|way|place|kind|sort|day|time)\b|\b(?:like|likes|love|loves|hate|hates|enjoy|enjoys|want|wants|did|does"
               r"|do)\s+that\b", re.I),
    re.compile(r"\b(?:there|here)\b(?!\s+(?:is|are|was|were)\b)", re.I),
    # "User's cat Mate's name is": what it is was cut off (the name said again, "so HIS name is Mate")
    re.compile(r"\b(?:name|names|nickname|surname)\s+(?:is|are|was|were)\s*$", re.I),
    # "got the idea from a fashion mag": which idea was said before
    # ("User wants answers to the point": the idiom, no point said elsewhere)
    re.compile(r"\bthe\s+(?:idea|thing|plan|(?<!\bto\sthe\s)point)\b(?!\s+(?:of|to|for|that|is|was)\b)", re.I),
    # "that" as a determiner after a preposition or a verb points back: "the idea from that trip",
    # "capture that feeling", "took that pic" (a relative "that" follows a noun: "a movie that …").
    re.compile(r"\b(?:from|to|in|on|at|about|of|with|for|into|during|after|before|like|love|loves|loved|took|saw"
               r"|\w+ed|capture|remember|remembers)\s+that\s+(?!(?:is|was|are|were|they|he|she|i|we)\b)[a-z]", re.I),
    re.compile(r"(?<!['’])\b(?:you|your|yours|u|please|pls|thanks|lol|haha)\b|\?\s*$", re.I),
    # "had hers done", "finish the project before": what is hers, before what, was said earlier
    # (not "after": "no driving for six weeks after" still says what the user must not do)
    # (not the pit: "works at the copper mine", "a gold mine")
    re.compile(r"\b(?:hers|theirs)\b|" + _MINE_THEIRS
               + r"|\b(?:before|beforehand)\s*[.!]?\s*$", re.I),
    re.compile(r"\b(?:I|me(?!-)|I'm|I've|I'd|I'll)\b|\b(?:we|we're|we've|we'll|our|ours)\b", re.I),
    # "User met at the accordion club" (from "we met at …"): whom the user met was said before, not here
    re.compile(r"^User (?:first )?met (?:at|in|on|through|via|online|when|during|last|in)\b", re.I),
)
_PERSON_PRONOUNS = re.compile(r"\b(?:he|him|his|himself|she|her|hers|herself)\b", re.I)


_THIRD_PARTY = re.compile(r"\b(?:they|them|their|theirs|themselves|they're|they've)\b", re.I)


def third_party(clause: str) -> bool:
    """A first-person clause that speaks of "they/them": in the summary they would read as the user."""
    return bool(_THIRD_PARTY.search(clause))


def third_party_at(clause: str) -> int | None:
    """Where the first "they/them/their" of ``clause`` is, or None."""
    m = _THIRD_PARTY.search(clause)
    return m.start() if m else None


# A capitalised word before a pronoun that may be who it means: not a month or a weekday, nor a place gone to or
# from ("User is flying to Boston on 2 June to meet her": her is nobody said)
_ANTECEDENT = re.compile(r"(?<!\bto\s)(?<!\bin\s)(?<!\bfrom\s)(?<!\bvia\s)(?<!\bnear\s)\b(?!(?:January|February|March|April|May|June"
                         r"|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday"
                         r"|Sunday)\b)[A-Z][\w'-]+")


_NAME_AND = re.compile(r"(?<=\s)(?-i:[A-Z])[a-z][\w'-]*\s+and\s+$")


def dangling(summary: str) -> bool:
    """Whether a summary leans on the conversation it came from: an "it", "that", "there",
    "her" with nothing before it to point to, "you", a question. Such a fact is dropped."""
    if any(p.search(summary) for p in _DANGLING):
        return True
    # "User's pronouns are she/they": pronouns named, not pointing at anyone
    summary = re.sub(r"\b(?:he|him|his|she|her|hers|they|them|theirs|xe|xem|ze|zir|it|its)(?:\s*/\s*(?:he|him|his|she|her|hers|they|them"
                     r"|theirs|xe|xem|ze|zir|it|its))+\b", "", summary, flags=re.I)
    for m in _PERSON_PRONOUNS.finditer(summary):
        before = summary[: m.start()]
        if m.group(0).lower() in {"his", "her"} and _NAME_AND.search(before):
            continue  # "to live near Yuki and her family": the one named just before, with theirs (even after "near")
        if not _ANTECEDENT.search(before[5:]) and not re.search(
                r"\b(?:mom|mum|mother|dad|father|sister|brother|wife|husband|partner|daughter|son|boss|manager"
                r"|friend|roommate|grandson|granddaughter|grandma|grandpa|aunt|uncle|cousin|advisor|girlfriend"
                r"|boyfriend|niece|nephew|coworker|colleague|neighbou?r|baby|kid|child"
                # a grandparent or a step-parent by what they are called at home ("my nan … her bungalow")
                r"|grandmother|grandfather|nan|nana|nanna|gran|granny|grannie|grandad|granddad|gramps|grampa|grandpop"
                r"|grandmum|grandmom|grandparent|grandchild|grandkid|auntie|aunty|mama|papa|fianc\w*"
                r"|step(?:mom|mum|dad|mother|father|son|daughter|sister|brother))\b", before, re.I):
            return True
    return False

"""A job said in Spanish, French, Italian or Portuguese inside an English message, and a job said in learner English.

"soy enfermera en el Hospital La Fe. Can you help me …" is "I'm a nurse at Hospital La Fe."; "je suis prof de maths
dans un lycée à Lyon" is "I'm a maths teacher at a lycée in Lyon"; "trabajo como camarero in a tapas bar" is "I work
as a waiter in a tapas bar". Only a job the small lexicon below knows, said by the user ("soy", "je suis", "trabajo
como", …) at the start of a sentence, is put in English; the rest of the message is left as said (a whole message in
another language yields nothing, by design). Learner English drops the article before a job ("I am cook.", "I work in
restaurant kitchen."), which is put back.
"""

from __future__ import annotations

import re

__all__ = ["said_in_english"]

# a job word in Spanish, French, Italian or Portuguese (both genders), and the English job
_JOBS = {
    **dict.fromkeys(("enfermera", "enfermero", "infirmière", "infirmiere", "infirmier", "infermiera", "infermiere",
                     "enfermeira", "enfermeiro"), "nurse"),
    **dict.fromkeys(("médico", "medico", "médica", "medica", "médecin", "medecin"), "doctor"),
    **dict.fromkeys(("profesor", "profesora", "maestro", "maestra", "prof", "professeur", "professeure", "enseignant",
                     "enseignante", "institutrice", "instituteur", "insegnante", "professoressa", "professore",
                     "professor", "professora"), "teacher"),
    **dict.fromkeys(("camarero", "camarera", "mesero", "mesera", "serveur", "serveuse", "cameriere", "cameriera",
                     "garçom", "garcom", "empregado de mesa"), "waiter"),
    **dict.fromkeys(("cocinero", "cocinera", "cuisinier", "cuisinière", "cuoco", "cuoca", "cozinheiro", "cozinheira"), "cook"),
    **dict.fromkeys(("ingeniero", "ingeniera", "ingénieur", "ingenieur", "ingénieure", "ingegnere", "engenheiro",
                     "engenheira"), "engineer"),
    **dict.fromkeys(("abogado", "abogada", "avocat", "avocate", "avvocato", "avvocata", "advogado", "advogada"), "lawyer"),
    **dict.fromkeys(("vendedor", "vendedora", "vendeur", "vendeuse", "commesso", "commessa"), "shop assistant"),
    **dict.fromkeys(("contable", "comptable", "contabile", "contador", "contadora"), "accountant"),
    **dict.fromkeys(("fontanero", "plombier", "idraulico", "canalizador"), "plumber"),
    **dict.fromkeys(("limpiadora", "limpiador", "femme de ménage", "agent d'entretien"), "cleaner"),
    **dict.fromkeys(("farmacéutica", "farmacéutico", "pharmacien", "pharmacienne", "farmacista"), "pharmacist"),
}
# a job word in German, read only after an English opening ("I've been a Krankenschwester for 25 years")
_GERMAN_JOBS = {
    **dict.fromkeys(("krankenschwester", "krankenpfleger", "krankenpflegerin", "pflegerin", "pfleger", "pflegefachfrau",
                     "pflegefachmann"), "nurse"),
    **dict.fromkeys(("ärztin", "arzt", "aerztin"), "doctor"),
    **dict.fromkeys(("lehrer", "lehrerin", "grundschullehrerin", "grundschullehrer"), "teacher"),
    **dict.fromkeys(("erzieherin", "erzieher"), "nursery teacher"),
    **dict.fromkeys(("ingenieurin",), "engineer"),
    **dict.fromkeys(("hebamme",), "midwife"),
    **dict.fromkeys(("altenpflegerin", "altenpfleger"), "care worker"),
}
# after an English opening, only the words English does not share ("I'm a professor", "a maestro", "a prof" are English)
_FOREIGN_IN_ENGLISH = {**{w: j for w, j in _JOBS.items() if w not in {"professor", "prof", "maestro", "medico"}}, **_GERMAN_JOBS}
_FOREIGN_JOB = "|".join(sorted((re.escape(j) for j in _FOREIGN_IN_ENGLISH), key=len, reverse=True))
# "I'm an enfermera in the ICU", "I've been a Krankenschwester for 25 years", "I work as a camarero": the job word in its
# own language inside an English sentence said of the user (the word kept beside the English: "a nurse (enfermera)")
_ENGLISH_OPENING_FOREIGN_JOB = re.compile(
    r"(?:^|(?<=[.!?] )|(?<=, ))(?P<open>I'm|I\s+am|I've\s+been|I\s+have\s+been|I\s+work\s+as|I\s+worked\s+as|I\s+was)\s+"
    r"(?:(?:a|an)\s+)?(?P<job>" + _FOREIGN_JOB + r")(?![\w-])", re.I)


def _foreign_job(m: re.Match[str]) -> str:
    job = _FOREIGN_IN_ENGLISH[m["job"].lower()]
    return f"{m['open']} {'an' if job[0] in 'aeiou' else 'a'} {job} ({m['job']})"

_JOB = "|".join(sorted((re.escape(j) for j in _JOBS), key=len, reverse=True))
# who says it: "soy", "je suis", "sono", "sou"; "trabajo como", "je travaille comme", "lavoro come", "trabalho como"
_OPENING = (r"(?P<am>(?:yo\s+)?soy|je\s+suis|sono|sou)\s+(?:(?:un|una|une|uno|um|uma)\s+)?"
            r"|(?P<as>(?:yo\s+)?trabajo\s+(?:como|de)|je\s+travaille\s+comme|lavoro\s+come|trabalho\s+como)\s+(?:(?:un|una|une)\s+)?")
_SAID = re.compile(rf"(?:^|(?<=[.!?] )|(?<=[!¡] )|(?<=^hola )|(?<=^bonjour )|(?<=^salut )|(?<=^ciao )|(?<=^olá ))(?:{_OPENING})"
                   rf"(?P<job>{_JOB})(?:\s+(?:de|d'|di)\s*(?P<subject>[a-zà-ÿ]+))?\b(?P<rest>[^.!?]{{0,80}})", re.I)
# the little words of where, put in English ("en el Hospital La Fe" → "at Hospital La Fe", "à Lyon" → "in Lyon")
_WHERE = (
    (re.compile(r"\ben\s+(?:el|la|los|las)\s+(?=[A-Z])"), "at "),
    (re.compile(r"\ben\s+(?:un|una)\s+"), "at a "),
    (re.compile(r"\ben\s+(?:el|la)\s+"), "at the "),
    (re.compile(r"\b(?:en|à|em)\s+(?=[A-Z])"), "in "),
    (re.compile(r"\bdans\s+(?:un|une)\s+"), "at a "),
    (re.compile(r"\bdans\s+(?:le|la|l')\s*"), "at the "),
    (re.compile(r"\bau\s+"), "at the "),
    (re.compile(r"\bnel(?:la)?\s+"), "at the "),
)


def _english(m: re.Match[str]) -> str:
    job = _JOBS[m["job"].lower()]
    if m["subject"] and job == "teacher":
        job = f"{m['subject'].lower()} teacher"
    rest = m["rest"]
    for pattern, repl in _WHERE:
        rest = pattern.sub(repl, rest)
    article = "an" if job[0] in "aeiou" else "a"
    return f"{'I work as' if m['as'] else 'I am'} {article} {job}{rest}"


# learner English: a job got, said in the present without its article ("Good news! I get job as assistant accountant")
_GET_JOB_AS = re.compile(r"(?:^|(?<=[.!?] ))(?P<i>I)\s+(?:finally\s+)?get\s+(?:a\s+)?(?:new\s+)?job\s+as\s+(?:an?\s+)?")
# learner English: "I am cook", "I work in restaurant kitchen", said without the article
_BARE_JOB = re.compile(r"(?:^|(?<=[.!?] ))(?P<i>I\s+am|I'm|me)\s+(?P<job>cook|chef|nurse|driver|teacher|cleaner|mechanic|waiter"
                       r"|waitress|cashier|student|doctor|engineer|electrician|plumber|builder|baker|butcher|farmer|carpenter"
                       r"|painter|welder|tailor|hairdresser|barber|programmer|developer|accountant|pharmacist|dentist)"
                       r"(?=\s*(?:[.!?,]|$|\s+(?:in|at|for)\b))")
_WORK_IN_BARE = re.compile(r"(?:^|(?<=[.!?] ))(?P<i>I\s+work|me\s+(?:now\s+)?work)\s+(?:in\s+|at\s+)?(?P<place>(?:big\s+|small\s+)?"
                           r"(?:restaurant|factory|hospital|hotel|shop|supermarket|kitchen|warehouse|bakery|school|office|cafe|café"
                           r"|farm|garage|(?:nail\s+|hair\s+|beauty\s+)?salon|laundry|construction|building\s+site)(?:\s+(?:kitchen|of\s+\w+))?)"
                           r"(?=\s*(?:[.!?,]|$|\s+(?:in|at|for|as|now)\b))", re.I)


# "Fatima, pharmacienne in Marseille": a name, then the job in its own language as an introduction says it
_NAMED_JOB = re.compile(rf"(?:^|(?<=[.!?] ))(?P<name>[A-ZÀ-ÖØ-Þ][\w'-]+,\s+)(?P<job>{_JOB})(?=\s+(?:in|at|en|à|a|em|dans)\s|\s*[,.!?]|$)",
                        re.I)
# "Réponds en anglais s'il te plaît", "responde en inglés por favor": how to be answered, asked in the writer's language
_LANGUAGE_WORDS = (r"anglais|ingl[ée]s|inglese|ingl[êe]s|fran[çc]ais|franc[ée]s|francese|espagnol|espa[ñn]ol|spagnolo"
                   r"|italien|italiano|portugais|portugu[ée]s|portoghese")
# ("Puedes contestar en español y en inglés, las dos": asked as a question, and in two languages at once)
_ANSWER_IN = re.compile(r"(?:^|(?<=[.!?] ))(?:(?:puedes|podrías|podrias|pode|podes|peux-tu|pouvez-vous)\s+)?"
                        r"(?:r[ée]ponds|r[ée]pondez|r[ée]ponds-moi|r[ée]pondre|responde|responda|respóndeme|respondeme|rispondi"
                        r"|risponda|rispondimi|responda-me|responde-me|responder|responderme|contestar|contestarme|contesta|contéstame"
                        r"|contestame)\s+(?:(?:moi|me|mi|sempre|siempre|toujours)\s+)?(?:en|in|em)\s+"
                        rf"(?P<lang>{_LANGUAGE_WORDS})\b(?:\s+(?:y|e|et|and)\s+(?:(?:en|in|em)\s+)?(?P<lang2>{_LANGUAGE_WORDS})\b)?"
                        r"(?:\s*,?\s*(?:s['’]il\s+(?:te|vous)\s+pla[iî]t|por\s+favor|per\s+favore|las\s+dos|os\s+dois|les\s+deux)\b)?", re.I)
_LANGUAGES = {"anglais": "English", "ingles": "English", "inglés": "English", "inglese": "English", "inglês": "English",
              "français": "French", "francais": "French", "francés": "French", "frances": "French", "francese": "French",
              "espagnol": "Spanish", "español": "Spanish", "espanol": "Spanish", "spagnolo": "Spanish",
              "italien": "Italian", "italiano": "Italian", "portugais": "Portuguese", "portugués": "Portuguese",
              "portugues": "Portuguese", "portoghese": "Portuguese", "português": "Portuguese"}


# a pet said in Spanish or Portuguese inside English ("our perrito Coco", "mi gata Luna", "two gatos, Pipa and Nube"),
# after a word that makes it the user's or counts it, before its name ("gato" alone, or "a gato" said of food, is left)
_PET_WORD = re.compile(r"\b(?P<det>my|our|mi|mis|two|three|four|a|an)\s+(?P<w>(?:perr|gat)(?:it)?[oa]s?|cachorr[oa]s?)\b"
                       r"(?=\s*,\s*(?-i:[A-Z])|\s+(?-i:[A-Z])[a-z])", re.I)


def _pet_in_english(m: re.Match[str]) -> str:
    word = m["w"].lower()
    kind = "cat" if word.startswith("gat") else "dog"
    det = {"mi": "my", "mis": "my"}.get(m["det"].lower(), m["det"])
    return f"{det} {kind}{'s' if word.endswith('s') else ''}"


def said_in_english(text: str) -> str:
    """``text`` with a job said in Spanish, French, Italian or Portuguese, or in learner English, said in English;
    a pet said in Spanish or Portuguese; and a wish to be answered in a language, asked in one of those, in English."""
    if re.search(r"\b(?:perr|gat|cachorr)", text, re.I):
        text = _PET_WORD.sub(_pet_in_english, text)
    if _SAID.search(text):
        text = _SAID.sub(_english, text)
    if "I" in text and _ENGLISH_OPENING_FOREIGN_JOB.search(text):
        text = _ENGLISH_OPENING_FOREIGN_JOB.sub(_foreign_job, text)
    if _NAMED_JOB.search(text):
        text = _NAMED_JOB.sub(lambda m: m["name"] + _JOBS[m["job"].lower()], text)
    if _ANSWER_IN.search(text):
        text = _ANSWER_IN.sub(lambda m: f"Please answer in {_LANGUAGES[m['lang'].lower()]}"
                              + (f" and {_LANGUAGES[m['lang2'].lower()]}" if m["lang2"] else ""), text)
    text = _GET_JOB_AS.sub(r"\g<i> got a job as ", text)  # "I get job as assistant accountant": got one
    text = _BARE_JOB.sub(lambda m: f"{'I am' if m['i'] == 'me' else m['i']} {'an' if m['job'][0] in 'aeiou' else 'a'} "
                         f"{m['job']}", text)
    return _WORK_IN_BARE.sub(lambda m: f"I work in a {m['place'].lower()}", text)

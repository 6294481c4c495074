"""For the offline policy and judge: the connectives that begin a record's body part, so a
title or subject said before it ends where the body begins ("called Zib with blorf in it",
"named Zib and body blorf") and the body is read from its own connective to the clause's end.
One grammar for every form: the connective, never a phrase of one app."""

BODY_CUE = (
    r"saying|that (?:says|reads)"
    r"|with (?:the )?(?:text|message|body|note|content)s?\b(?::|\s+(?:of|is))?"
    r"|(?:and |with )?(?:the )?body(?:\s+(?:is|of))?:?"
    r"|with(?=\s.+?\s(?:in it|inside)\s*[.!]?$)"
)
"""The words that begin a record's body ("saying ...", "body ...", "with ... in it")."""
BODY_NEXT = r"(?=\s+(?:" + BODY_CUE + r")\s)"
"""Where a title or a subject ends: where the body's connective begins."""
BODY_SPANS: tuple[str, ...] = (
    r"\bwith\s+(?!(?:the\s+)?(?:text|message|body|note|content)s?\b)(.+?)\s+(?:in it|inside)"
    r"\s*[.!]?$",
    r"(?:\b(?:subject|titled?|called|named)\b.*?[\s,](?<!whose )(?:and\s+)?|\bwith\s+)"
    r"(?:the\s+|a\s+)?body"
    r"(?:\s+(?:is|of))?\s*:?\s+(.+?)(?=\.(?:\s|$)|$)",
)
"""A body said without a text verb: "with ... in it", "titled ... body ...", "with body ..."."""

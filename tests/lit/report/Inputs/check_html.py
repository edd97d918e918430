"""Checks the HTML report of the Inputs/proj port (see html.test): one
self-contained, well-formed page; a section per file to review, its source
lines numbered, the lines with findings highlighted and followed by their
messages, long files elided around the findings."""
import re
import sys
from html.parser import HTMLParser

VOID = {"meta", "br", "hr", "img", "input", "link", "wbr"}


class Page(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = []
        self.title = ""
        self.charset = None
        self.sections = []   # (id, class, h3 text)
        self.links = []      # href of <a>
        self.rows = {}       # section id -> [(tr class, tr id, cell texts)]
        self.clean = []      # <li> texts of the files without findings
        self.style = ""
        self.cells = None

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        assert tag not in ("script", "link", "iframe", "img", "object"), tag
        assert not any(k.startswith("on") for k in a), (tag, a)
        if tag == "meta" and "charset" in a:
            self.charset = a["charset"]
        if tag == "section":
            self.sections.append([a.get("id"), a.get("class", ""), ""])
            self.rows[a.get("id")] = []
        if tag == "a":
            self.links.append(a.get("href"))
        if tag == "tr" and self.section():
            self.cells = [a.get("class", ""), a.get("id"), []]
        if tag == "td" and self.cells is not None:
            self.cells[2].append("")
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        assert self.stack and self.stack[-1] == tag, (tag, self.stack)
        self.stack.pop()
        if tag == "tr" and self.cells is not None:
            self.rows[self.sections[-1][0]].append(tuple(self.cells))
            self.cells = None

    def handle_data(self, data):
        top = self.stack[-1] if self.stack else None
        if top == "title":
            self.title += data
        elif top == "style":
            self.style += data
        elif top == "h3" and self.section():
            self.sections[-1][2] += data
        elif "li" in self.stack and top in ("li", "span"):
            if top == "li":
                self.clean.append(data.strip())
        if self.cells is not None and self.cells[2] and "td" in self.stack:
            self.cells[2][-1] += data

    def section(self):
        return "section" in self.stack


text = open(sys.argv[1], encoding="utf-8").read()
src = sys.argv[2]
assert text.startswith("<!DOCTYPE html>"), text[:40]
assert not re.search(r"https?://", text), "external URL"
assert "url(" not in text and "@import" not in text, "fetches from CSS"
p = Page()
p.feed(text)
p.close()
assert p.stack == [], p.stack
assert p.title == "axlify report", p.title
assert p.charset == "utf-8", p.charset

# Files to review: references left first, then warnings only; the index links
# to every section.
assert [(s[0], s[2]) for s in p.sections] == [
    ("file-1", "src/big.cu"), ("file-2", "src/main.cu"),
    ("file-3", "src/flags.cu")], p.sections
assert "has-left" in p.sections[0][1] and "has-left" not in p.sections[2][1], p.sections
for sid, _, _ in p.sections:
    assert "#" + sid in p.links, (sid, p.links)
assert p.clean == ["include/util.cuh"], p.clean

def lines(sid):
    """(line number, class, code) of the source rows of a section."""
    return [(int(c[0]), cls, c[1]) for cls, _, c in p.rows[sid]
            if not cls.startswith(("msg", "gap"))]

def marked(sid):
    return {(n, cls) for n, cls, _ in lines(sid) if cls}

def messages(sid):
    return [c[1] for cls, _, c in p.rows[sid] if cls.startswith("msg")]

# The shown code is the source, unescaped back byte for byte.
for sid, name in (("file-1", "big.cu"), ("file-2", "main.cu"), ("file-3", "flags.cu")):
    source = open(f"{src}/{name}", encoding="utf-8").read().split("\n")
    for n, _, code in lines(sid):
        assert code == source[n - 1], (name, n, code)

# big.cu: 108 lines, shown only around its findings (2 lines of context).
assert [n for n, _, _ in lines("file-1")] == [1, 2, 3, 104, 105, 106, 107, 108], lines("file-1")
gaps = [c[1] for cls, _, c in p.rows["file-1"] if cls == "gap"]
assert gaps == ["lines 4\u2013103 not shown"], gaps
assert marked("file-1") == {(1, "left"), (106, "left"), (107, "left")}, marked("file-1")
assert "if (n &lt; 4 &amp;&amp; plan != 0) cuptiUnsubscribe(plan); // &quot;release&quot;" in text
assert messages("file-1")[2] == ("107:27: warning: 'cuptiUnsubscribe' belongs to CUPTI, a library "
                                 "axl has no rules for; left as is [axl-unknown-library]"), messages("file-1")

# main.cu: short, shown whole.
assert [n for n, _, _ in lines("file-2")] == list(range(1, 21)), lines("file-2")
assert marked("file-2") == {(1, "left"), (6, "left"), (16, "left"), (17, "left")}, marked("file-2")
assert [m.split(" [")[-1] for m in messages("file-2")] == [
    "axl-unknown-library]", "axl-inline-asm]", "axl-unknown-library]",
    "axl-unknown-library]", "axl-unknown-library]"], messages("file-2")
row17 = [(cls, rid) for cls, rid, c in p.rows["file-2"] if c[0] == "17"]
assert row17 == [("left", "file-2-L17")], row17

# flags.cu: a warning, nothing left.
assert marked("file-3") == {(4, "warn")}, marked("file-3")
assert messages("file-3")[0].endswith("[axl-deprecated]"), messages("file-3")
for sel in ("tr.left", "tr.warn"):
    assert sel in p.style, sel
print("html report ok")

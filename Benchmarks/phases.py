#!/usr/bin/env python3
"""Benchmarks/phases.py BEFORE AFTER KEYS: where a key's instructions go, by phase and per node.

BEFORE and AFTER are callgrind output files: an empty script (start-up alone) and a workload
that sent KEYS keys more (Benchmarks/phases.sh runs both). The difference, divided by KEYS, is
what a key costs. Prints, per phase, the instructions a key spent inside the phase's entry point
(inclusive), and for the hosted trees how many nodes a key visited and the instructions a visit
took. See BENCHMARKS.md.
"""
import re
import sys
from collections import defaultdict

# Phase entry points: (label, mangled name, matched exactly). An entry is inclusive of what it
# calls; a label "" adds its function to the row above.
PHASES = [
    ("key routing (Window.send)", "$s10Imperative6WindowC4sendyy8Terminal3KeyOF"),
    ("update phase (Window.updateIfNeeded)", "$s10Imperative6WindowC14updateIfNeededyyF"),
    ("  hosted trees: ViewGraph.update", "$s11Declarative9ViewGraphC6updateyyF"),
    ("  hosted trees: ViewGraph.setRootView", "$s11Declarative9ViewGraphC07setRootB0yyAA0B0_pF"),
    ("  hosted trees: ViewGraph.layout", "$s11Declarative9ViewGraphC6layout2iny8Terminal4RectV_tF"),
    ("draw (Window.redraw, Window.fullFrame)", "$s10Imperative6WindowC6redraw4over8Terminal6CanvasVAHn_tF"),
    ("", "$s10Imperative6WindowC9fullFrame8Terminal6CanvasVyF"),
    ("  hosted trees: ViewGraph.draw (cells draw in the update phase)", "$s11Declarative9ViewGraphC4draw4into4clipy8Terminal6CanvasVz_AG4RectVtF"),
    ("present (FrameDiff)", "$s8Terminal9FrameDiffVyAcA0B0VcfC"),
]
# The engine's work per node: (label, entry points whose inclusive cost is the work, matched
# exactly; functions whose calls count the nodes visited, matched as prefixes, so that every
# specialization of a generic function counts).
GRAPH_UPDATE = ["$s11Declarative9ViewGraphC6updateyyF", "$s11Declarative9ViewGraphC07setRootB0yyAA0B0_pF"]
NODE_MADE = "$s11Declarative8ViewNodeC4view11environment6parent5graphACx_AA17EnvironmentValuesVACSgAA0B5GraphCSgtcAA0B0RzlufC"
NODE_OPS = [
    ("update (a node made, or given a view or an environment)", GRAPH_UPDATE,
     [NODE_MADE, "$s11Declarative8ViewNodeC6update5typed11environment",
      "$s11Declarative8ViewNodeC6update11environmentyAA17EnvironmentValuesV_tF"]),
    ("measure and place (a size asked, a node placed)",
     ["$s11Declarative9ViewGraphC6layout2iny8Terminal4RectV_tF", "$s11Declarative9ViewGraphC12sizeThatFitsy8Terminal4SizeVAA08ProposedF0VF"],
     ["$s11Declarative8ViewNodeC12sizeThatFitsy8Terminal4SizeVAA08ProposedH0VF",
      "$s11Declarative16PrimitiveViewBoxC5place_2inyAA0C4NodeC_8Terminal4RectVtF", "$s11Declarative7ViewBoxC5place_2inyAA0B4NodeC_8Terminal4RectVtF"]),
    ("draw (a node drawn)", ["$s11Declarative9ViewGraphC4draw4into4clipy8Terminal6CanvasVz_AG4RectVtF"],
     ["$s11Declarative16PrimitiveViewBoxC4draw_2inyAA0C4NodeC_AA13RenderContextVztF", "$s11Declarative7ViewBoxC4draw_2inyAA0B4NodeC_AA13RenderContextVztF"]),
]
COUNTS = [
    ("nodes made", NODE_MADE),
    ("bodies evaluated", "$s11Declarative8ViewNodeC12evaluateBodyyyF"),
]


def load(path):
    """Inclusive cost and calls received, by function name, from a callgrind output file."""
    names = {}
    def name(field):
        m = re.match(r"\((\d+)\)(?: (.*))?", field)
        if not m:
            return field
        if m.group(2) is not None:
            names[m.group(1)] = m.group(2)
        return names.get(m.group(1), field)
    calls = defaultdict(int)
    inclusive = defaultdict(int)
    total = 0
    current = None
    callee = None
    pending_calls = None
    for line in open(path, errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("totals:") or line.startswith("summary:"):
            total = int(line.split()[1])
        elif line.startswith("fn="):
            current = name(line[3:])
        elif line.startswith("cfn="):
            callee = name(line[4:])
        elif line.startswith("calls="):
            pending_calls = int(line[6:].split()[0])
        elif pending_calls is not None and line and (line[0].isdigit() or line[0] in "+-*"):
            cost = int(line.split()[1]) if len(line.split()) > 1 else 0
            calls[callee] += pending_calls
            # The cost of a call a function makes to itself is in its caller's already.
            if strip(callee) != strip(current):
                inclusive[callee] += cost
            pending_calls = None
    inclusive["(program total)"] = total
    return calls, inclusive


def strip(n):
    return re.sub(r"'\d+$", "", n)


def main():
    one, two, keys = sys.argv[1], sys.argv[2], int(sys.argv[3])
    (c1, i1), (c2, i2) = load(one), load(two)
    def per_key(table1, table2, name, prefix=False):
        """What a key adds to `name` (with `prefix`, to every function whose name starts so)."""
        def matches(k):
            return strip(k).startswith(name) if prefix else strip(k) == name
        total1 = sum(v for k, v in table1.items() if matches(k))
        total2 = sum(v for k, v in table2.items() if matches(k))
        return (total2 - total1) / keys
    rows = [["a key in all (every phase, and the replay's own work)", per_key(i1, i2, "(program total)")]]
    for label, fn in PHASES:
        cost = per_key(i1, i2, fn)
        if label:
            rows.append([label, cost])
        else:
            rows[-1][1] += cost
    print(f"  {'phase (inclusive: an indented row is part of a row above)':<60}{'a key':>12}")
    for label, cost in rows:
        print(f"  {label:<60}{cost:>12,.0f}")
    print(f"  {'hosted trees, per node':<60}{'nodes':>12}{'each':>10}")
    for label, entries, visits in NODE_OPS:
        cost = sum(per_key(i1, i2, e) for e in entries)
        n = sum(per_key(c1, c2, v, prefix=True) for v in visits)
        each = f"{cost / n:>10,.0f}" if n >= 0.5 else f"{'-':>10}"
        print(f"  {label:<60}{n:>12,.0f}{each}")
    for label, fn in COUNTS:
        print(f"  {label:<60}{per_key(c1, c2, fn, prefix=True):>12,.1f}")


if __name__ == "__main__":
    main()

# Seam: `make run` opens the Ledger app (`make release` builds it as it is deployed); `make test`
# runs every unit test and replay (a short soak included), then builds and tests the example
# package and runs `seam exercises` end to end; `make docs` regenerates docs/rules.md from the rule
# catalog and the README's pictures; `make soak`, `make fuzz` and `make sanitize` are the long
# reliability runs; `make format` lays the code out as .swift-format says.
SHELL := /bin/bash
SWIFT ?= swift
# seam lint links SwiftSyntax and SwiftParser from this toolchain's host libraries
# (Package.swift finds them from the `swift` on PATH when this is not set).
export SEAM_SWIFT_HOST_LIBS ?= $(dir $(realpath $(shell command -v $(SWIFT))))../lib/swift/host
BIN = .build/debug/seam

.PHONY: build run release test example exercises-e2e docs bench clean soak fuzz sanitize format format-check

build: deps
	$(SWIFT) build

run: build
	$(BIN)

# The app as it is deployed: a release build with the Swift runtime and Foundation linked into the
# program (`--static-swift-stdlib`, what Swift recommends for Linux), in .build/static/release/seam.
# It starts sooner and keeps less resident than one that loads them as shared libraries; `make bench`
# measures it.
release: deps
	$(SWIFT) build -c release --product seam --static-swift-stdlib --scratch-path .build/static

test: deps
	$(SWIFT) build
	@$(SWIFT) test > .build/test.log 2>&1; status=$$?; \
	  grep -E "error:|recorded an issue|✘|Test Suite 'All tests'|Test run with" .build/test.log; \
	  [ $$status -eq 0 ] || echo "make test: failed (full log in .build/test.log)"; exit $$status
	@$(MAKE) --no-print-directory example
	@$(MAKE) --no-print-directory exercises-e2e

# Examples/Counter and Examples/Migration are packages of their own that depend on Seam by path,
# as another team's package would: building them checks the library products (Migration is iOS
# code with its import lines changed, in Swift 5 mode), and their tests replay their scripts.
EXAMPLES = Counter Migration
example: deps
	@mkdir -p .build
	@failed=0; for e in $(EXAMPLES); do \
	  ( cd Examples/$$e && $(SWIFT) build && $(SWIFT) test ) > .build/example-$$e.log 2>&1 || failed=1; \
	  grep -E "error:|recorded an issue|✘|Test run with [1-9]|Executed [1-9][0-9]* tests?, with" .build/example-$$e.log \
	    | sort -u | sed "s/^[[:space:]]*/Examples\/$$e: /"; \
	done; \
	[ $$failed -eq 0 ] || echo "make example: failed (full logs in .build/example-*.log)"; exit $$failed

# `seam exercises` end to end on a package of its own (init, check, marker, solution, a syntax
# error, every solution): builds the exercises' package in a temporary folder, a few minutes.
exercises-e2e: deps
	@Tests/ExercisesEndToEnd/run.sh

# docs/rules.md is generated from the catalog in Sources/Rules, the table of docs/lint.md from
# the linter's checks (`seam lint --checks --markdown`), and docs/images/*.svg by the
# replays under Tests/Replays/Docs (those in EightColours/ drawn as an 8-colour terminal shows
# them); tests fail when either is stale.
docs: build
	$(BIN) rules --markdown > docs/rules.md
	$(BIN) lint --checks --markdown > .build/lint-checks.md
	awk -v table=.build/lint-checks.md '/<!-- checks:end -->/ { while ((getline row < table) > 0) print row; skip = 0 } \
	  !skip { print } /<!-- checks:begin -->/ { skip = 1 }' docs/lint.md > .build/lint.md && mv .build/lint.md docs/lint.md
	$(BIN) replay --svg docs/images Tests/Replays/Docs/*.replay > /dev/null
	$(BIN) replay --svg docs/images --svg-colors 8 Tests/Replays/Docs/EightColours/*.replay > /dev/null

# Speed, memory and output size against the targets in docs/architecture.md (release build).
bench: deps
	Benchmarks/run.sh

# The code's layout, by the toolchain's swift-format and .swift-format (4 spaces, 120 columns;
# layout only, no rewriting rules). Lint fixtures keep their line numbers and lessons their
# snippets verbatim (those files say swift-format-ignore-file). `make format-check` only reports.
FORMAT_FILES = $(shell find Sources Screens Lessons Tests -name '*.swift' -not -path 'Tests/LintFixtures/*')
format:
	@echo "swift format -i (.swift-format) on $(words $(FORMAT_FILES)) files"
	@$(SWIFT) format -i --configuration .swift-format $(FORMAT_FILES)

format-check:
	@echo "swift format lint --strict (.swift-format) on $(words $(FORMAT_FILES)) files"
	@$(SWIFT) format lint --strict --configuration .swift-format $(FORMAT_FILES)

clean:
	$(SWIFT) package clean
	for e in $(EXAMPLES); do (cd Examples/$$e && $(SWIFT) package clean); done

# The long soak (release build): seeded random sessions with every invariant checked after
# every step, each seed in a child process; a failure is minimized to a .replay under
# .build/soak-failures/. Prints keys soaked and keys per second.
SOAK_SEEDS ?= 100
SOAK_KEYS ?= 1000000
SOAK_JOBS ?= 1
soak: deps
	$(SWIFT) build -c release --product seam-soak
	.build/release/seam-soak --seeds $(SOAK_SEEDS) --keys $(SOAK_KEYS) --jobs $(SOAK_JOBS)

# libFuzzer on the script parser, the key decoder and the JSON writer, FUZZ_SECONDS each.
# New inputs go to .build/fuzz/corpus/; seeds (and fixed crashes) live in Tests/Fuzz/Corpus/.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS = ScriptParser KeyDecoder JSON
fuzz: deps
	@for t in $(FUZZ_TARGETS); do \
	  SEAM_FUZZ=1 $(SWIFT) build -c release --sanitize fuzzer --scratch-path .build/fuzz --product $${t}Fuzzer || exit 1; \
	done
	@status=0; for t in $(FUZZ_TARGETS); do \
	  mkdir -p .build/fuzz/corpus/$$t .build/fuzz/crashes/$$t; \
	  SWIFT_BACKTRACE=enable=no .build/fuzz/release/$${t}Fuzzer -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	    -artifact_prefix=.build/fuzz/crashes/$$t/ .build/fuzz/corpus/$$t Tests/Fuzz/Corpus/$$t \
	    > .build/fuzz/$$t.log 2>&1 || { status=1; echo "fuzz $$t: FAILED (see .build/fuzz/$$t.log and .build/fuzz/crashes/$$t/)"; }; \
	  echo "fuzz $$t: $$(grep -E '^stat::number_of_executed_units' .build/fuzz/$$t.log | awk '{print $$2}') executions in $(FUZZ_SECONDS) s, $$(grep -cE '^(==[0-9]+==|Fatal error)' .build/fuzz/$$t.log) crashes"; \
	done; exit $$status

# The unit tests under the address and thread sanitizers, once each.
sanitize: deps
	ASAN_OPTIONS=detect_leaks=0 $(SWIFT) test --sanitize address --scratch-path .build/asan
	$(SWIFT) test --sanitize thread --scratch-path .build/tsan

# The system dependencies: ncurses headers, and libvterm (the terminal emulator of
# `seam replay --terminal` and the emulation tests); install them when missing.
deps:
	@{ [ -f /usr/include/ncursesw/curses.h ] || [ -f /usr/include/ncurses.h ]; } && [ -f /usr/include/vterm.h ] || { \
	  echo "installing libncurses-dev libvterm-dev"; \
	  SUDO=; [ "$$(id -u)" -eq 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq libncurses-dev libvterm-dev; }
.PHONY: deps

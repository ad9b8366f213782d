# Seam: `make run` opens the Ledger app; `make test` runs every unit test and replay;
# `make docs` regenerates docs/rules.md from the rule catalog.
SHELL := /bin/bash
SWIFT ?= swift
BIN = .build/debug/seam

.PHONY: build run test docs bench clean

build: deps
	$(SWIFT) build

run: build
	$(BIN)

test: deps
	$(SWIFT) build
	@$(SWIFT) test > .build/test.log 2>&1; status=$$?; \
	  grep -E "error:|recorded an issue|✘|Test Suite 'All tests'|Test run with" .build/test.log; \
	  [ $$status -eq 0 ] || echo "make test: failed (full log in .build/test.log)"; exit $$status

# docs/rules.md is generated from the catalog in Sources/Rules; a test fails when it is stale.
docs: build
	$(BIN) rules --markdown > docs/rules.md

# Speed, memory and output size against the targets in docs/architecture.md (release build).
bench: deps
	Benchmarks/run.sh

clean:
	$(SWIFT) package clean

# ncurses headers are the one system dependency; install them when missing.
deps:
	@[ -f /usr/include/ncursesw/curses.h ] || [ -f /usr/include/ncurses.h ] || { \
	  echo "installing libncurses-dev"; \
	  (command -v sudo >/dev/null && sudo apt-get install -y libncurses-dev) || apt-get install -y libncurses-dev; }
.PHONY: deps

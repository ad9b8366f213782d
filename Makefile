# Seam: `make run` opens the Ledger app; `make test` runs every unit test and replay, then
# builds and tests the example package; `make docs` regenerates docs/rules.md from the rule
# catalog and the README's pictures.
SHELL := /bin/bash
SWIFT ?= swift
BIN = .build/debug/seam

.PHONY: build run test example docs bench clean

build: deps
	$(SWIFT) build

run: build
	$(BIN)

test: deps
	$(SWIFT) build
	@$(SWIFT) test > .build/test.log 2>&1; status=$$?; \
	  grep -E "error:|recorded an issue|✘|Test Suite 'All tests'|Test run with" .build/test.log; \
	  [ $$status -eq 0 ] || echo "make test: failed (full log in .build/test.log)"; exit $$status
	@$(MAKE) --no-print-directory example

# Examples/Counter is a package of its own that depends on Seam by path, as another team's
# package would: building it checks the library products, and its tests replay its scripts.
example: deps
	@mkdir -p .build
	@cd Examples/Counter && { $(SWIFT) build && $(SWIFT) test; } > ../../.build/example.log 2>&1; status=$$?; \
	  grep -E "error:|recorded an issue|✘|Test run with" ../../.build/example.log | sed 's/^/Examples\/Counter: /'; \
	  [ $$status -eq 0 ] || echo "make example: failed (full log in .build/example.log)"; exit $$status

# docs/rules.md is generated from the catalog in Sources/Rules, and docs/images/*.svg by the
# replays under Tests/Replays/Docs; tests fail when either is stale.
docs: build
	$(BIN) rules --markdown > docs/rules.md
	$(BIN) replay --svg docs/images Tests/Replays/Docs/*.replay > /dev/null

# Speed, memory and output size against the targets in docs/architecture.md (release build).
bench: deps
	Benchmarks/run.sh

clean:
	$(SWIFT) package clean
	cd Examples/Counter && $(SWIFT) package clean

# ncurses headers are the one system dependency; install them when missing.
deps:
	@[ -f /usr/include/ncursesw/curses.h ] || [ -f /usr/include/ncurses.h ] || { \
	  echo "installing libncurses-dev"; \
	  (command -v sudo >/dev/null && sudo apt-get install -y libncurses-dev) || apt-get install -y libncurses-dev; }
.PHONY: deps

# Sanad: `make build` and `make test` are all a newcomer needs.
SWIFT ?= swift
CONTENT ?= content-src
SUITE ?= $(or $(JSON_SCHEMA_TEST_SUITE),../shared/conformance/json-schema-test-suite)
BIN = $(shell $(SWIFT) build --show-bin-path)
RELEASE_BIN = $(shell $(SWIFT) build -c release --show-bin-path)
# Bundles record their creation time from the last commit, so rebuilding the same sources gives
# the same bytes.
export SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)

.PHONY: all deps build install vscode test stress check example lint report conformance fuzz bench bench-lint bench-citations codecs docs docc clean

all: build

## deps: install the C libraries (libyaml, cmark-gfm, libxml2) when they are missing
deps:
	@scripts/install-deps.sh

## build: build Sanad (the sanad and sanad-demo commands; not the content plugin, whose build
## compiles sanad a second time for the host, see Package.swift), check content-src/ and write its
## bundle into build/
build: deps
	$(SWIFT) build --product sanad
	$(SWIFT) build --product sanad-demo
	$(BIN)/sanad build --source $(CONTENT) --output build

## install: build an optimised sanad and copy it to $(PREFIX)/bin (default ~/.local/bin), for
## everyday use (a release lint of the sample costs about a fifth of the debug build's CPU: 0.9 s against 4.2 s), with
## its bash, zsh and fish completions and its man pages under $(PREFIX)/share
PREFIX ?= $(HOME)/.local
install: deps
	$(SWIFT) build -c release --product sanad
	install -d $(PREFIX)/bin
	install -m 755 $(RELEASE_BIN)/sanad $(PREFIX)/bin/sanad
	@echo "installed $(PREFIX)/bin/sanad"; case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "add $(PREFIX)/bin to PATH to run it as 'sanad'";; esac
	@scripts/install-extras.sh $(PREFIX) $(PREFIX)/bin/sanad release

## vscode: package the VS Code extension as build/vscode/sanad-VERSION.vsix (no npm needed)
vscode:
	@python3 scripts/package-vscode.py

# The crash- and cache-consistency tests: builds and lints killed at many moments, reference-text
# caches cold, warm, damaged, filled by two processes at once; the build and lint caches, the
# lowered files, check results, file states and lesson files kept on disk, and the resident
# engine's kept resolution, each compared with a fresh run after every kind of edit. About four
# minutes of CPU in debug builds: `make stress` runs them, and `make check` (CI) after `make
# test`, whose ten minutes they would crowd (on 2 cores, building the tests from scratch takes
# about six of them).
STRESS = KillTests|ReferenceTextCacheCommandTests|ResolutionMemoTests|LoweredFileCacheTests|StoredChecksTests|StoredLessonFilesTests|BuildCacheTests|FileStatesTests|LintCacheTests

## test: unit tests (every answer the resident engine keeps checked against a full one; the stress tests are make stress's) and the JSON Schema conformance suite
test: deps
	@scripts/fetch-xliff-schema.sh
	@test -f ../shared/data/tanzil/quran-simple.xml -a -f ../shared/data/tanzil/quran-uthmani.xml || \
		{ echo "make test: ../shared/data/tanzil is missing; the Qur'an verification tests need it and would be skipped" >&2; exit 1; }
	@test -f ../shared/data/hadith/bukhari-muslim-ar.jsonl || \
		{ echo "make test: ../shared/data/hadith is missing; the hadith wording tests need it and would be skipped" >&2; exit 1; }
	@scripts/step.sh "1/2: unit tests (building them takes minutes the first time; the stress tests are left to make stress)" env SANAD_VERIFY_INCREMENTAL=1 SANAD_NO_PLUGIN=1 $(SWIFT) test --skip '$(STRESS)'
	@scripts/step.sh "2/2: the JSON Schema conformance suite" $(MAKE) --no-print-directory conformance

## stress: the crash- and cache-consistency tests (see STRESS)
stress: deps
	@scripts/step.sh "stress: builds and lints killed mid-write, caches damaged, filled at once or checked against fresh runs" env SANAD_VERIFY_INCREMENTAL=1 SANAD_NO_PLUGIN=1 $(SWIFT) test --filter '$(STRESS)'

## check: what CI runs (.ci/run): make test, the stress tests, then a fuzz smoke run per target and
## the example app, each of which builds Sanad again (a sanitizer build; the plugin's host build)
check: test
	@$(MAKE) --no-print-directory stress
	@scripts/step.sh "fuzz smoke: each target for 5 seconds (a sanitizer build of its own)" env FUZZ_CONFIG=debug scripts/fuzz.sh 5
	@scripts/step.sh "example: the example app, whose build runs Sanad's SwiftPM plugin" scripts/test-example.sh

## example: build and test Examples/LessonsApp, which uses Sanad's SwiftPM plugin
example: deps
	scripts/test-example.sh

## lint: lint content-src/ (or CONTENT=path)
lint: deps
	$(SWIFT) build --product sanad
	$(BIN)/sanad lint $(CONTENT)

## report: the reviewers' citation report, build/reports/citations.html
report: deps
	$(SWIFT) build --product sanad
	$(BIN)/sanad report citations --source $(CONTENT) --format html --output build/reports/citations.html

## conformance: run the official JSON-Schema-Test-Suite (draft 2020-12, required tests)
conformance: deps
	@if [ -d "$(SUITE)/tests/draft2020-12" ]; then \
	  $(SWIFT) build --product sanad-schema-conformance && $(BIN)/sanad-schema-conformance "$(SUITE)"; \
	else \
	  echo "conformance: no suite at $(SUITE); set JSON_SCHEMA_TEST_SUITE to its folder"; exit 1; \
	fi

## fuzz: build the libFuzzer targets with the sanitizers and run each for SECONDS (default 60)
fuzz: deps
	$(SWIFT) build --product sanad
	scripts/fuzz.sh $(or $(SECONDS),60)

## bench: cold, warm and incremental builds and lint at 1,000, 10,000 and 50,000 lessons, against the parse floor
bench: deps
	scripts/bench-build.sh

## bench-lint: time linting one lesson and 1,000 generated lessons (release build)
bench-lint: deps
	scripts/bench-lint.sh

## bench-citations: Qur'an verification on the full Tanzil texts, and the prose search on planted quotations and hadith texts (release build)
bench-citations: deps
	$(SWIFT) build -c release --product sanad-bench
	$(RELEASE_BIN)/sanad-bench --citations ../shared/data/tanzil Tests/SanadCitationsTests/Fixtures/arabic-prose.txt --hadith ../shared/data/hadith/bukhari-muslim-ar.jsonl

## codecs: regenerate the wire types' tape readers and JSON writers from their declarations
codecs:
	$(SWIFT) build --product sanad-codegen
	$(BIN)/sanad-codegen .

## docs: regenerate docs/diagnostics.md from the diagnostic catalogues
docs:
	$(SWIFT) build --product sanad
	$(BIN)/sanad diagnostics --markdown > docs/diagnostics.md

## docc: render SanadRuntime's documentation (DocC catalog and symbol graphs) into build/docc
docc:
	$(SWIFT) build --target SanadRuntime --scratch-path .build-docc -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc $(CURDIR)/.build-docc/symbol-graphs
	mkdir -p .build-docc/runtime-graphs && cp .build-docc/symbol-graphs/SanadRuntime.symbols.json .build-docc/symbol-graphs/SanadBundleFormat.symbols.json .build-docc/runtime-graphs/
	docc convert Sources/SanadRuntime/SanadRuntime.docc --additional-symbol-graph-dir .build-docc/runtime-graphs --output-path build/docc \
	  --fallback-display-name SanadRuntime --fallback-bundle-identifier org.sanad.runtime --warnings-as-errors

clean:
	rm -rf .build build

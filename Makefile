# Sanad: `make build` and `make test` are all a newcomer needs.
SWIFT ?= swift
CONTENT ?= content-src
SUITE ?= $(or $(JSON_SCHEMA_TEST_SUITE),../shared/conformance/json-schema-test-suite)
BIN = $(shell $(SWIFT) build --show-bin-path)

.PHONY: all deps build test lint conformance bench-lint docs clean

all: build

## deps: install the C libraries (libyaml, cmark-gfm, libxml2) when they are missing
deps:
	@scripts/install-deps.sh

## build: build Sanad and check content-src/ (until the bundle writer lands, building means linting)
build: deps
	$(SWIFT) build
	$(BIN)/sanad lint $(CONTENT)

## test: unit tests, then the JSON Schema conformance suite
test: deps
	$(SWIFT) test
	@$(MAKE) --no-print-directory conformance

## lint: lint content-src/ (or CONTENT=path)
lint: deps
	$(SWIFT) build --product sanad
	$(BIN)/sanad lint $(CONTENT)

## conformance: run the official JSON-Schema-Test-Suite (draft 2020-12, required tests)
conformance: deps
	@if [ -d "$(SUITE)/tests/draft2020-12" ]; then \
	  $(SWIFT) build --product sanad-schema-conformance && $(BIN)/sanad-schema-conformance "$(SUITE)"; \
	else \
	  echo "conformance: no suite at $(SUITE); set JSON_SCHEMA_TEST_SUITE to its folder"; exit 1; \
	fi

## bench-lint: time linting one lesson and 1,000 generated lessons (release build)
bench-lint: deps
	scripts/bench-lint.sh

## docs: regenerate docs/diagnostics.md from the diagnostic catalogues
docs:
	$(SWIFT) build --product sanad
	$(BIN)/sanad diagnostics --markdown > docs/diagnostics.md

clean:
	rm -rf .build build

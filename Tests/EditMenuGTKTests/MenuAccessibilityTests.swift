import CGtk
import CGtkShims
import EditMenuGTKTestSupport
import EditMenu
import GtkKit
import XCTest
@testable import EditMenuGTK

/// What assistive technology reads of a menu, through ATK as the AT-SPI
/// bridge reads it: the structure GTK's own menus give (a menu of menu items,
/// check menu items and submenus, each with its shortcut and its place), the
/// highlighted item as the focus, and the focus given back when it closes.
final class MenuAccessibilityTests: GTKTestCase, @unchecked Sendable {
    func testListRowsAreMenuItemsWithTheirShortcutsInAMenu() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello wörld", selecting: 0..<5)
            XCTAssertEqual(f.field.showEditMenu(for: .keyboard), .shown)
            waitUntil("the keyboard menu") { f.menu.isShowing && f.menu.highlightedTitle != nil }
            XCTAssertEqual(Accessible(f.menu.popover!).role, ATK_ROLE_MENU, "a menu, not a panel")
            let rows = f.menu.titles.map { Accessible(f.menu.button(titled: $0)!) }
            XCTAssertEqual(Set(rows.map(\.role)), [ATK_ROLE_MENU_ITEM], "\(f.menu.titles)")
            XCTAssertEqual(rows.first { $0.name == "Cut" }?.keyBinding, ";;<Control>x")
            XCTAssertEqual(rows.first { $0.name == "Select All" }?.keyBinding, ";;<Control>a")
            XCTAssertNotEqual(rows.first { $0.name == "Custom item" }?.keyBinding ?? "", ";;",
                              "an item without a key has none")
        }
    }

    func testTheHighlightIsTheFocusAmongTheMenusRowsAndClosingGivesItBack() {
        onMain {
            let f = BasicsFixture(self)
            f.editField("hello wörld", selecting: 6..<11)
            var focusEvents: [String] = []
            let field = Accessible(f.field.widget)
            let heard = field.onStateChange { name, isSet in if name == "focused" { focusEvents.append("field \(isSet)") } }
            defer { heard.disconnect() }

            XCTAssertEqual(f.field.showEditMenu(for: .keyboard), .shown)
            waitUntil("the first item highlighted") { f.menu.highlightedTitle != nil }
            let titles = f.menu.titles
            let first = Accessible(f.menu.button(titled: titles[0])!)
            XCTAssertTrue(first.states.contains(ATK_STATE_FOCUSED), "the highlighted row has the accessible focus")
            XCTAssertTrue(first.states.contains(ATK_STATE_SELECTED))
            XCTAssertTrue(f.field.hasKeyboardFocus, "while the field keeps GTK's")
            // Its place is counted over the whole menu, sections and all.
            let menu = Accessible(f.menu.popover!)
            XCTAssertEqual(first.targets(of: ATK_RELATION_NODE_CHILD_OF), [menu.object])
            XCTAssertEqual(menu.targets(of: ATK_RELATION_NODE_PARENT_OF).map { Accessible($0).name }, titles)

            EventSynthesizer.key(GDK_KEY_Down, in: f.field)
            let second = Accessible(f.menu.button(titled: titles[1])!)
            XCTAssertFalse(first.states.contains(ATK_STATE_FOCUSED))
            XCTAssertTrue(second.states.contains(ATK_STATE_FOCUSED))
            XCTAssertEqual(focusEvents, [])

            EventSynthesizer.key(GDK_KEY_Escape, in: f.field)
            waitUntil("the menu to close") { !f.controller.isMenuVisible }
            XCTAssertFalse(second.states.contains(ATK_STATE_FOCUSED))
            XCTAssertEqual(focusEvents, ["field true"], "the field is announced again")
            XCTAssertEqual(f.field.text, "hello wörld")
            XCTAssertEqual(f.field.selectedCharacters, 6..<11, "nothing changed by the round trip")
        }
    }

    func testChecksMixedStatesAndSubmenusReadAsGTKsMenusDo() throws {
        try onMain {
            let f = BasicsFixture(self)
            let style = Action("a11yStyle")
            f.label.handle(style) { _ in }
            f.controller.menuItems = [
                .item(MenuItem(title: "On style", action: style, state: .on)),
                .item(MenuItem(title: "Mixed style", action: style, state: .mixed)),
                .item(MenuItem(title: "Off style", action: style, state: .off)),
                .menu(Menu(title: "More styles", children: [.item(MenuItem(title: "Inner", action: style))])),
                .item(MenuItem(title: "Unavailable", action: style, attributes: .disabled)),
            ]
            XCTAssertEqual(f.label.showEditMenu(for: .keyboard), .shown)
            waitUntil("the menu") { f.menu.button(titled: "On style") != nil }
            let shown = f.menu.titles
            @MainActor func row(_ title: String) throws -> Accessible {
                let button = f.menu.button(titled: title)
                return Accessible(try XCTUnwrap(button, "\(title) in \(shown)"))
            }
            let on = try row("On style")
            XCTAssertEqual(on.role, ATK_ROLE_CHECK_MENU_ITEM)
            XCTAssertTrue(on.states.contains(ATK_STATE_CHECKED))
            XCTAssertTrue(on.states.contains(ATK_STATE_CHECKABLE))
            let mixed = try row("Mixed style")
            XCTAssertEqual(mixed.role, ATK_ROLE_CHECK_MENU_ITEM)
            XCTAssertTrue(mixed.states.contains(ATK_STATE_INDETERMINATE))
            XCTAssertFalse(mixed.states.contains(ATK_STATE_CHECKED))
            XCTAssertEqual(try row("Off style").role, ATK_ROLE_MENU_ITEM, "an off style is drawn as a plain item, and read as one")
            XCTAssertEqual(try row("More styles").role, ATK_ROLE_MENU, "a submenu")
            let unavailable = try row("Unavailable")
            XCTAssertEqual(unavailable.role, ATK_ROLE_MENU_ITEM)
            XCTAssertFalse(unavailable.states.contains(ATK_STATE_ENABLED), "a disabled item reads as one")
            XCTAssertFalse(unavailable.states.contains(ATK_STATE_SENSITIVE))
        }
    }

    func testCompactRowButtonsAreMenuItemsAndMoreIsASubmenu() {
        onMain {
            let f = BasicsFixture(self)
            f.controller.presentation = .compact
            f.editField("hello wörld", selecting: 6..<11)
            XCTAssertEqual(f.field.showEditMenu(for: .keyboard), .shown)
            waitUntil("the compact row") { f.menu.presenter.layoutOnScreen == .compact && f.menu.highlightedTitle != nil }
            XCTAssertEqual(Accessible(f.menu.popover!).role, ATK_ROLE_MENU)
            let titles = f.menu.titles
            XCTAssertEqual(titles.last, CompactMenuRow.moreTitle)
            for title in titles.dropLast() {
                XCTAssertEqual(Accessible(f.menu.button(titled: title)!).role, ATK_ROLE_MENU_ITEM, title)
            }
            XCTAssertEqual(Accessible(f.menu.button(titled: CompactMenuRow.moreTitle)!).role, ATK_ROLE_MENU)
            XCTAssertEqual(Accessible(f.menu.button(titled: "Cut")!).keyBinding, ";;<Control>x")
            XCTAssertTrue(Accessible(f.menu.button(titled: titles[0])!).states.contains(ATK_STATE_FOCUSED))
        }
    }

    func testOtherButtonsReadAsGTKMadeThem() {
        onMain {
            let f = BasicsFixture(self)
            XCTAssertEqual(Accessible(f.button.widget).role, ATK_ROLE_PUSH_BUTTON)
            let modelButton = gtk_model_button_new()!
            g_object_ref_sink(UnsafeMutableRawPointer(modelButton))
            defer { gtk_widget_destroy(modelButton); g_object_unref(UnsafeMutableRawPointer(modelButton)) }
            cgtk_menu_items_install()
            XCTAssertEqual(Accessible(modelButton).role, ATK_ROLE_PUSH_BUTTON, "a model button outside our menus")
        }
    }

    // MARK: The screen-reader rule

    func testWithoutAScreenReaderAPointerMenuStartsUnhighlightedAndTypingGoesOnBehindIt() {
        onMain {
            ScreenReaderSwitch.set(false, test: self)
            let f = BasicsFixture(self)
            f.editField("ab", selecting: 2..<2)
            EventSynthesizer.rightClick(f.field)
            waitUntil("the field's menu") { f.menu.isShowing }
            XCTAssertNil(f.menu.highlightedTitle)
            EventSynthesizer.type("c", in: f.field)
            XCTAssertEqual(f.field.text, "abc")
            XCTAssertTrue(f.menu.isShowing, "typing does not close the menu")
        }
    }

    func testWithAScreenReaderEveryMenuStartsOnItsFirstItemAndTypingClosesItFirst() {
        onMain {
            ScreenReaderSwitch.set(true, test: self)
            defer { ScreenReaderSwitch.set(false, test: self) }
            let f = BasicsFixture(self)
            f.editField("ab", selecting: 2..<2)
            var focusEvents: [Bool] = []
            let heard = Accessible(f.field.widget).onStateChange { name, isSet in if name == "focused" { focusEvents.append(isSet) } }
            defer { heard.disconnect() }
            EventSynthesizer.rightClick(f.field)
            waitUntil("the field's menu, on its first item") { f.menu.highlightedTitle == f.menu.titles.first }
            XCTAssertTrue(Accessible(f.menu.button(titled: f.menu.titles[0])!).states.contains(ATK_STATE_FOCUSED))
            EventSynthesizer.key(GDK_KEY_Shift_L, in: f.field)
            XCTAssertTrue(f.menu.isShowing, "a modifier alone leaves the menu up")
            EventSynthesizer.type("c", in: f.field)
            XCTAssertFalse(f.controller.isMenuVisible, "a key the menu does not use closes it")
            XCTAssertEqual(f.field.text, "abc", "and goes on into the field")
            XCTAssertEqual(focusEvents, [true], "the field is announced before the key lands")
            XCTAssertTrue(f.field.hasKeyboardFocus)
        }
    }
}

/// AT-SPI's `ScreenReaderEnabled` on the session's accessibility bus, set as a
/// desktop sets it when the user turns the screen reader on.
@MainActor
enum ScreenReaderSwitch {
    static func set(_ enabled: Bool, test: GTKTestCase, file: StaticString = #filePath, line: UInt = #line) {
        var error: UnsafeMutablePointer<GError>?
        guard let bus = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
            XCTFail("no session bus: \(error.map { String(cString: $0.pointee.message) } ?? "")", file: file, line: line)
            return
        }
        defer { g_object_unref(UnsafeMutableRawPointer(bus)) }
        var arguments: [OpaquePointer?] = [g_variant_new_string("org.a11y.Status"), g_variant_new_string("ScreenReaderEnabled"),
                                           g_variant_new_variant(g_variant_new_boolean(enabled ? 1 : 0))]
        let value = g_variant_new_tuple(&arguments, 3)   // (ssv), its children floating and taken
        let reply = g_dbus_connection_call_sync(bus, "org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties",
                                                "Set", value, nil, G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
        if let reply { g_variant_unref(reply) }
        if let error {
            XCTFail("could not set ScreenReaderEnabled: \(String(cString: error.pointee.message))", file: file, line: line)
            g_error_free(error)
            return
        }
        test.waitUntil("the app to hear that the screen reader is \(enabled ? "on" : "off")", file: file, line: line) {
            ScreenReader.isRunning == enabled
        }
    }
}

/// A widget's (or ATK object's) accessible, read as the AT-SPI bridge reads it.
@MainActor
struct Accessible {
    let object: UnsafeMutablePointer<AtkObject>

    init(_ widget: UnsafeMutablePointer<GtkWidget>) { object = gtk_widget_get_accessible(widget) }
    init(_ object: UnsafeMutablePointer<AtkObject>) { self.object = object }

    var role: AtkRole { atk_object_get_role(object) }
    var name: String { atk_object_get_name(object).map { String(cString: $0) } ?? "" }

    var states: Set<AtkStateType.RawValue> {
        let set = atk_object_ref_state_set(object)!
        defer { g_object_unref(UnsafeMutableRawPointer(set)) }
        return Set((0..<ATK_STATE_LAST_DEFINED.rawValue).filter { atk_state_set_contains_state(set, AtkStateType($0)) != 0 })
    }

    /// The first action's key binding ("<mnemonic>;<path>;<accelerator>").
    var keyBinding: String? {
        guard cgtk_is_atk_action(object) != 0 else { return nil }
        return cgtk_atk_action_get_keybinding(object, 0).map { String(cString: $0) }
    }

    func targets(of type: AtkRelationType) -> [UnsafeMutablePointer<AtkObject>] {
        let relations = atk_object_ref_relation_set(object)!
        defer { g_object_unref(UnsafeMutableRawPointer(relations)) }
        guard let relation = atk_relation_set_get_relation_by_type(relations, type),
              let targets = atk_relation_get_target(relation) else { return [] }
        return (0..<Int(targets.pointee.len)).compactMap {
            targets.pointee.pdata[$0]?.assumingMemoryBound(to: AtkObject.self)
        }
    }

    func onStateChange(_ handler: @escaping AccessibleStateHandler) -> GLib.Connection {
        Atk.Object(retaining: UnsafeMutableRawPointer(object)).connect(.stateChange, handler)
    }
}

extension Set where Element == AtkStateType.RawValue {
    func contains(_ state: AtkStateType) -> Bool { contains(state.rawValue) }
}

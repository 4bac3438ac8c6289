import CGtk
import EditMenuGTKTestSupport
import EditMenu
import XCTest
@testable import EditMenuGTK

/// Pages built when first shown (`Stack.addPage(name:title:buildingWhenShown:)`).
final class StackTests: GTKTestCase, @unchecked Sendable {
    func testALazyPageIsBuiltWhenFirstShownAndOnlyOnce() {
        onMain {
            let stack = Stack()
            stack.addPage(TextField(), name: "first", title: "First")
            var builds = 0
            let second = Label("Second page")
            stack.addPage(name: "second", title: "Second") {
                builds += 1
                return second
            }
            var seenByHandler: Bool?
            stack.onPageChanged { name in
                if name == "second" { seenByHandler = second.superview != nil }
            }
            _ = makeWindow(with: stack)
            XCTAssertEqual(builds, 0, "a page nobody has looked at is not built")
            XCTAssertEqual(stack.visiblePageName, "first")

            stack.visiblePageName = "second"
            XCTAssertEqual(builds, 1)
            XCTAssertEqual(seenByHandler, true, "page-change handlers see the page built")
            waitUntil("the built page on screen") { second.isShowing }
            XCTAssertTrue(second.isDescendant(of: stack), "the page joins the responder tree")

            stack.visiblePageName = "first"
            stack.visiblePageName = "second"
            XCTAssertEqual(builds, 1, "built once")
        }
    }

    func testTheKeyboardMovesIntoALazyPageAsIntoABuiltOne() {
        onMain {
            let stack = Stack()
            let first = TextField()
            stack.addPage(first, name: "first", title: "First")
            let second = TextField()
            stack.addPage(name: "second", title: "Second") { second }
            _ = makeWindow(with: stack)
            first.grabFocus()
            waitUntil("the first field to have the keyboard") { first.hasKeyboardFocus }

            stack.visiblePageName = "second"
            waitUntil("the keyboard to follow into the new page") { second.hasKeyboardFocus }
            XCTAssertFalse(first.hasKeyboardFocus, "nothing hidden keeps the keyboard")
        }
    }

    func testAPageNeverShownLetsGoOfWhatItsBuilderCaptured() {
        onMain {
            final class Captured {}
            weak var captured: Captured?
            do {
                let stack = Stack()
                stack.addPage(Label("First"), name: "first", title: "First")
                let object = Captured()
                captured = object
                stack.addPage(name: "second", title: "Second") { _ = object; return Label("Second") }
                let window = makeWindow(with: stack)
                gtk_widget_destroy(window.widget)
                MainLoop.drain()
            }
            XCTAssertNil(captured, "the builder was released with the window")
        }
    }
}

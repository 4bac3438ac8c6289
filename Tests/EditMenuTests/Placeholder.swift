import Testing
@testable import EditMenu
@Test func placeholder() {}

import Testing
@testable import EditMenu

@Suite("Action table")
struct ActionTableTests {
    @Test func storesReplacesAndRemovesByAction() {
        let table = ActionTable<String>()
        #expect(table.isEmpty)
        #expect(table[.copy] == nil)
        table[.copy] = "copy"
        table[.paste] = "paste"
        table[.copy] = "copy again"
        #expect(table.count == 2)
        #expect(table[.copy] == "copy again")
        #expect(table[.paste] == "paste")
        #expect(table[.cut] == nil)
        table[.copy] = nil
        #expect(table.count == 1)
        #expect(table[.copy] == nil)
        #expect(table[.paste] == "paste")
        table[.copy] = nil
        #expect(table.count == 1)
    }

    @Test func keepsEveryEntryThroughGrowthAndRemovals() {
        // Enough actions to grow the table several times and to make probe runs that
        // wrap around; every other one is removed, which rebuilds the table each time.
        let actions = (0..<300).map { Action("table-test-\($0)") }
        let table = ActionTable<Int>()
        for (index, action) in actions.enumerated() { table[action] = index }
        #expect(table.count == actions.count)
        for (index, action) in actions.enumerated() { #expect(table[action] == index) }
        for (index, action) in actions.enumerated() where index.isMultiple(of: 2) { table[action] = nil }
        #expect(table.count == actions.count / 2)
        for (index, action) in actions.enumerated() {
            #expect(table[action] == (index.isMultiple(of: 2) ? nil : index))
        }
    }
}

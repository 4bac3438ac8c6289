import Testing
@testable import EditMenu

/// Leading and trailing follow the text direction; left and right do not.
@Suite("Arrow direction")
struct ArrowDirectionTests {
    @Test func leadingAndTrailingResolveByTextDirection() {
        #expect(ArrowDirection.leading.resolved(rightToLeft: false) == .left)
        #expect(ArrowDirection.leading.resolved(rightToLeft: true) == .right)
        #expect(ArrowDirection.trailing.resolved(rightToLeft: false) == .right)
        #expect(ArrowDirection.trailing.resolved(rightToLeft: true) == .left)
    }

    @Test func physicalDirectionsStayPut() {
        for rightToLeft in [false, true] {
            for direction in [ArrowDirection.default, .up, .down, .left, .right] {
                #expect(direction.resolved(rightToLeft: rightToLeft) == direction)
            }
        }
    }

    @Test func sidewaysDirectionsAreHorizontal() {
        #expect(ArrowDirection.allCases.filter(\.isHorizontal) == [.left, .right, .leading, .trailing])
    }
}

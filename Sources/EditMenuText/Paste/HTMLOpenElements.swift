/// What the text at one point of an HTML document looks like: its styles,
/// how its whitespace reads, and whether it shows at all.
struct HTMLTextState: Equatable {
    var style = HTMLStyleMask(rawValue: 0)
    var whiteSpace: HTMLWhiteSpace = .collapse
    var hidden = false

    /// The state inside an element of `kind` with `own` inline style, in
    /// this one: its tag's style unless its `style` attribute says
    /// otherwise (`<b style="font-weight: normal">` is not bold), an
    /// underline that descendants cannot take away, as CSS draws it.
    @_optimize(speed)
    func entering(_ kind: HTMLElementKind, own: HTMLInlineStyle) -> HTMLTextState {
        var state = self
        if let bold = own.bold ?? (kind.has(.bold) ? true : nil) { state.style.set(.bold, bold) }
        if let italic = own.italic ?? (kind.has(.italic) ? true : nil) { state.style.set(.italic, italic) }
        if own.underline ?? kind.has(.underline) { state.style.set(.underline, true) }
        state.whiteSpace = own.whiteSpace ?? (kind.has(.preformatted) ? .preserve : whiteSpace)
        state.hidden = hidden || kind.has(.hidden) || own.hidden
        return state
    }
}

private extension HTMLStyleMask {
    mutating func set(_ bit: HTMLStyleMask, _ on: Bool) {
        // Bit operations: `insert` and `remove` are generic calls in a debug build.
        self = HTMLStyleMask(rawValue: on ? rawValue | bit.rawValue : rawValue & ~bit.rawValue)
    }
}

/// The stack of open elements, as the HTML standard's parser keeps it but
/// bounded, so that any input reads in time and memory proportional to
/// its size, and never by recursion:
///
/// - at most ``maximumDepth`` elements are open (Chromium's parser stops
///   nesting at 512 too); a start tag deeper than that is ignored, and its
///   content takes the styles around it;
/// - an end tag of an element that is not open is ignored at once (a count
///   per name, not a search), and so is one of an element outside the
///   table cell or caption it comes in, as the standard's scopes say;
/// - misnested formatting (`<b><i>a</b>b</i>`) closes the elements above
///   the one ended and reopens the formatting ones among them, as the
///   standard's "reconstruct the active formatting elements" does ("b" is
///   italic): at most three alike (the same tag and style, the standard's
///   "Noah's Ark"), at most ``maximumReopened`` in all (the innermost),
///   and none out of a table cell or caption.
///
/// ```swift
/// var open = HTMLOpenElements()
/// open.push("b", kind: .of("b"), own: HTMLInlineStyle())
/// open.state.style   // [.bold]
/// ```
struct HTMLOpenElements {
    static let maximumDepth = 512
    static let maximumReopened = 32

    struct Element {
        let name: String
        let kind: HTMLElementKind
        let own: HTMLInlineStyle
        /// The state of the text inside it.
        let state: HTMLTextState
        /// The index of the nearest element, it or an ancestor, that is
        /// not inline (a block, a cell, a row); -1 for none.
        let container: Int
    }

    /// What makes two formatting elements alike.
    private struct ElementIdentity: Hashable {
        let name: String
        let own: HTMLInlineStyle
    }

    private(set) var elements: [Element] = []
    /// How many of each name are open, per scope: the last is the one the
    /// current cell, caption or table (or the document) starts.
    private var scopes: [(start: Int, counts: [String: Int])] = [(-1, [:])]

    /// The state of text at the current point.
    var state: HTMLTextState { elements.last?.state ?? HTMLTextState() }

    /// The name of the nearest open element that is not inline.
    var containerName: String? {
        guard let container = elements.last?.container, container >= 0 else { return nil }
        return elements[container].name
    }

    /// Whether `name` is open in the current scope (the current cell, caption or table).
    func isOpen(_ name: String) -> Bool { scopes[scopes.count - 1].counts[name, default: 0] > 0 }

    /// The element that starts the current scope, if any.
    var scopeName: String? {
        let start = scopes[scopes.count - 1].start
        return start >= 0 ? elements[start].name : nil
    }

    /// Opens `name`; false when the stack is full and it was not.
    @discardableResult
    @_optimize(speed)
    mutating func push(_ name: String, kind: HTMLElementKind, own: HTMLInlineStyle) -> Bool {
        guard elements.count < Self.maximumDepth else { return false }
        let inline = !kind.has(.structural)
        let container = inline ? (elements.last?.container ?? -1) : elements.count
        elements.append(Element(name: name, kind: kind, own: own, state: state.entering(kind, own: own), container: container))
        if kind.has(.scopeBoundary) { scopes.append((elements.count - 1, [:])) }
        scopes[scopes.count - 1].counts[name, default: 0] += 1
        return true
    }

    /// Takes the innermost element off the stack.
    private mutating func pop() {
        let element = elements.removeLast()
        scopes[scopes.count - 1].counts[element.name, default: 1] -= 1
        if element.kind.has(.scopeBoundary) { scopes.removeLast() }
    }

    /// Closes the nearest open `name` and every element above it, and
    /// reopens the formatting ones above it; returns the closed ones,
    /// innermost first. Nothing when `name` is not open.
    @discardableResult
    @_optimize(speed)
    mutating func close(_ name: String) -> [Element] {
        guard isOpen(name) else { return [] }
        // Most often the element ended is the innermost.
        if let last = elements.last, last.name == name {
            pop()
            return [last]
        }
        var closed: [Element] = []
        while let element = elements.last {
            pop()
            closed.append(element)
            if element.name == name { break }
        }
        guard let target = closed.last, !target.kind.has(.scopeBoundary) else { return closed }
        // Innermost first: keep three alike, and no more than the maximum.
        var alike: [ElementIdentity: Int] = [:]
        let reopened = closed.dropLast().filter { element in
            guard element.kind.has(.formatting) else { return false }
            alike[ElementIdentity(name: element.name, own: element.own), default: 0] += 1
            return alike[ElementIdentity(name: element.name, own: element.own)]! <= 3
        }.prefix(Self.maximumReopened)
        for element in reopened.reversed() {
            push(element.name, kind: element.kind, own: element.own)
        }
        return closed
    }
}

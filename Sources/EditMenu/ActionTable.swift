/// A map from actions to values: a responder's handlers.
///
/// A resolve looks up every item's action in every responder on the chain, and
/// `Dictionary` hashes each key with SipHash, about 300 instructions a lookup with its
/// bookkeeping (callgrind). Actions are interned and numbered in the order they are first
/// made, so this table hashes an action to its number: open addressing with linear
/// probing over a power-of-two capacity kept at most half full, which makes a lookup a
/// few instructions. Removing rebuilds the table; responders rarely remove handlers.
///
/// A class, owned by one responder through a `let`: reading a table held that way costs
/// no reference counting, where a struct in a `var` was retained around every lookup.
/// Its storage skips dynamic exclusivity checks (each cost more than a lookup); every
/// access is a short read or write on the main actor that calls no other code.
final class ActionTable<Value> {
    @exclusivity(unchecked) private var keys: [Action?] = []
    @exclusivity(unchecked) private var values: [Value?] = []
    @exclusivity(unchecked) private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(action: Action) -> Value? {
        get { slot(of: action).flatMap { values[$0] } }
        set {
            if let newValue {
                insert(newValue, for: action)
            } else {
                remove(action)
            }
        }
    }

    // Inlined into the lookup: the call cost a third of a lookup that misses.
    @inline(__always)
    private func slot(of action: Action) -> Int? {
        guard !keys.isEmpty else { return nil }
        let mask = keys.count - 1
        var slot = action.serial & mask
        while let key = keys[slot] {
            if key == action { return slot }
            slot = (slot + 1) & mask
        }
        return nil
    }

    private func insert(_ value: Value, for action: Action) {
        if let slot = slot(of: action) {
            values[slot] = value
            return
        }
        if (count + 1) * 2 > keys.count { rebuild(capacity: max(8, keys.count * 2)) }
        let mask = keys.count - 1
        var slot = action.serial & mask
        while keys[slot] != nil { slot = (slot + 1) & mask }
        keys[slot] = action
        values[slot] = value
        count += 1
    }

    private func remove(_ action: Action) {
        guard let slot = slot(of: action) else { return }
        keys[slot] = nil
        values[slot] = nil
        // A hole would cut the probe run of keys placed after it.
        rebuild(capacity: keys.count)
    }

    private func rebuild(capacity: Int) {
        let entries = zip(keys, values)
        keys = Array(repeating: nil, count: capacity)
        values = Array(repeating: nil, count: capacity)
        count = 0
        for case let (action?, value?) in entries {
            insert(value, for: action)
        }
    }
}

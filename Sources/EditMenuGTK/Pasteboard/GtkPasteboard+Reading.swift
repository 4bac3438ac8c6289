import EditMenu
import Foundation
import GtkKit

// Reading: our own contents straight from Swift; another owner's through GTK's
// asynchronous requests, checked (size, UTF-8) before anything reaches the caller.
// Checking big text is done off the main actor, so a 50 MB paste does not stall GTK.
extension GtkPasteboard {
    public func items() async throws -> [PasteboardItem] {
        if let offer = liveOffer() { return try checkedSizes(offer.items) }
        await refreshTypes()
        if let offer = liveOffer() { return try checkedSizes(offer.items) }
        try checkOwnerAnswered()

        // Another owner has one X item: read every representation it offers. A target the
        // owner advertises but then fails to convert is left out (many owners advertise
        // more than they deliver); other failures — bad text, too large, owner gone —
        // fail the whole read, as they would for a single type.
        var representations: [PasteboardType: Data] = [:]
        var skipped: PasteboardError?
        for type in types {
            do {
                if let data = try await data(forType: type) { representations[type] = data }
            } catch let error as PasteboardError {
                guard case .transferFailed = error else { throw error }
                skipped = error
            }
        }
        if representations.isEmpty, let skipped { throw skipped }
        return representations.isEmpty ? [] : [PasteboardItem(representations)]
    }

    public func data(forType type: PasteboardType) async throws -> Data? {
        try await data(forType: type, limit: effectiveReadLimit)
    }

    /// ``data(forType:)`` with a smaller limit for this read: another owner's data over
    /// `limit` is never copied out of GTK or decoded (a text field that takes a few
    /// kilobytes need not copy and validate 50 MB to refuse it).
    public func data(forType type: PasteboardType, limit: Int) async throws -> Data? {
        let limit = min(limit, effectiveReadLimit)
        if let offer = liveOffer() { return try offer.data(forType: type).map(checkedSize) }
        await refreshTypes()
        if let offer = liveOffer() { return try offer.data(forType: type).map(checkedSize) }
        try checkOwnerAnswered()

        let generation = ownerGeneration
        guard let target = ClipboardTargets.target(toRead: type, among: foreignTargets ?? []) else { return nil }
        var pending: ClipboardRequests.PendingRead?
        var deadline: Deferred?
        let started: (ClipboardRequests.PendingRead) -> Void = { read in
            pending = read
            self.pendingReads.append(read)
        }
        let reply: ClipboardRequests.Reply
        if let reader = x11Reader, !ClipboardTargets.convertedByGTK.contains(target) {
            // Streamed off the main thread; the reader times out between pieces itself.
            reply = await ClipboardRequests.contents(through: reader, selection: selectionName, target: target,
                                                     limit: limit, timeout: transferTimeout, started: started)
        } else {
            reply = await ClipboardRequests.contents(of: clipboard, target: target, limit: limit) { read in
                started(read)
                deadline = Deferred(.at(Date(timeIntervalSinceNow: self.transferTimeout))) { [weak read] in
                    read?.giveUp()
                }
            }
        }
        deadline?.cancel()
        pendingReads.removeAll { $0 === pending }
        do {
            return try await decode(reply, target: target, as: type, limit: limit,
                                    ownerChanged: generation != ownerGeneration)
        } catch {
            Log.warning("reading \(type) from \(selectionName): \(error)")
            throw error
        }
    }

    private func decode(_ reply: ClipboardRequests.Reply, target: String, as type: PasteboardType,
                        limit: Int, ownerChanged: Bool) async throws -> Data {
        guard reply.length >= 0 else {
            if reply.timedOut {
                throw PasteboardError.ownerDidNotAnswer(pasteboard: selectionName, seconds: transferTimeout)
            }
            // GTK reports every failure the same way; an owner change during the request
            // is the one cause we can tell apart.
            if ownerChanged || reply.abandoned { throw PasteboardError.ownerVanished }
            throw PasteboardError.transferFailed(
                "the owner of \(selectionName) did not deliver \(target) (it refused, quit or did not answer in time)")
        }
        guard reply.length <= limit else {
            throw PasteboardError.tooLarge(byteCount: reply.length, limit: limit)
        }
        let data = reply.data ?? Data()
        guard ClipboardTargets.isText(target: target) else { return data }
        let encoding = reply.type ?? target
        let converted = reply.convertedText
        guard data.count > PastedText.offMainThreshold else {
            return try Self.utf8(fromText: data, labelled: encoding, converted: converted, as: type)
        }
        // Validating (or converting from Latin-1) tens of megabytes takes longer than a
        // frame: do it on another thread and come back.
        return try await Task.detached(priority: .userInitiated) {
            try Self.utf8(fromText: data, labelled: encoding, converted: converted, as: type)
        }.value
    }

    /// Text as UTF-8 bytes, whatever encoding the owner labelled it with; never repaired:
    /// a paste must not invent characters.
    nonisolated private static func utf8(fromText data: Data, labelled encoding: String, converted: String?,
                                         as type: PasteboardType) throws -> Data {
        switch encoding {
        case "STRING":
            // ICCCM: STRING is ISO Latin-1, every byte a character.
            return Data(String(String.UnicodeScalarView(data.map { Unicode.Scalar($0) })).utf8)
        case "COMPOUND_TEXT":
            guard let converted else { throw PasteboardError.transferFailed("COMPOUND_TEXT could not be converted") }
            return Data(converted.utf8)
        default:
            // UTF8_STRING, text/plain;charset=utf-8, and text/plain, which we read as UTF-8.
            guard String(validating: data, as: UTF8.self) != nil else { throw PasteboardError.invalidUTF8(type) }
            return data
        }
    }

    private func checkedSizes(_ items: [PasteboardItem]) throws -> [PasteboardItem] {
        for item in items {
            for data in item.representations.values { _ = try checkedSize(data) }
        }
        return items
    }

    private func checkedSize(_ data: Data) throws -> Data {
        let limit = effectiveReadLimit
        guard data.count <= limit else {
            let error = PasteboardError.tooLarge(byteCount: data.count, limit: limit)
            Log.warning("reading from \(selectionName): \(error)")
            throw error
        }
        return data
    }
}

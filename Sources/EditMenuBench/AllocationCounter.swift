import Glibc

/// Counts heap allocations (`malloc`, `calloc`, `realloc`, `posix_memalign`
/// calls) made by one thread.
///
/// Every loaded library calls the C allocator through its own import table
/// (the GOT slots the dynamic linker filled in). ``install()`` points the
/// slots for those four functions, in every library loaded at that moment —
/// the Swift runtime, Foundation, GLib, GTK and this program — at counting
/// functions that forward to glibc's. Swift's allocations all end there
/// (`swift_allocObject` → `swift_slowAlloc` → `malloc` in libswiftCore), so
/// the count is every heap allocation, Swift or C; stack-promoted objects
/// are, rightly, not counted. `free` is left alone.
///
/// Why not simpler routes: defining `malloc` in this executable does not
/// interpose it (SwiftPM does not export executable symbols, and the
/// libraries' references are versioned to glibc); the Swift runtime's
/// `_swift_allocObject` hook turns on its Instruments swizzling mode, which
/// crashes this runtime on Linux; and `mallinfo2()` deltas give net bytes,
/// not a count.
///
/// Only calls made on the thread that called ``start()`` are counted, so
/// GLib's and Dispatch's worker threads cannot race the counter.
///
/// ```swift
/// AllocationCounter.install()          // once, early
/// AllocationCounter.start()
/// let menu = MenuResolver.resolve(...)
/// let allocations = AllocationCounter.stop()
/// ```
enum AllocationCounter {
    typealias Malloc = @convention(c) (Int) -> UnsafeMutableRawPointer?
    typealias Calloc = @convention(c) (Int, Int) -> UnsafeMutableRawPointer?
    typealias Realloc = @convention(c) (UnsafeMutableRawPointer?, Int) -> UnsafeMutableRawPointer?
    typealias PosixMemalign = @convention(c) (UnsafeMutablePointer<UnsafeMutableRawPointer?>?, Int, Int) -> Int32

    // glibc's own functions, found before any slot is changed.
    nonisolated(unsafe) static var realMalloc: Malloc?
    nonisolated(unsafe) static var realCalloc: Calloc?
    nonisolated(unsafe) static var realRealloc: Realloc?
    nonisolated(unsafe) static var realPosixMemalign: PosixMemalign?

    nonisolated(unsafe) static var count = 0
    nonisolated(unsafe) static var countingThread: pthread_t = 0
    /// How many import slots were redirected (0: counting is unavailable).
    nonisolated(unsafe) private(set) static var patchedSlots = 0

    /// Whether counts mean anything (the Swift runtime's `malloc` slot was redirected).
    static var isAvailable: Bool { patchedSlots > 0 }

    /// Redirects the allocator slots of every loaded library. Call once,
    /// early, before other threads start.
    static func install() {
        guard patchedSlots == 0 else { return }
        realMalloc = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc"), to: Malloc?.self)
        realCalloc = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "calloc"), to: Calloc?.self)
        realRealloc = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "realloc"), to: Realloc?.self)
        realPosixMemalign = unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_memalign"), to: PosixMemalign?.self)
        guard realMalloc != nil, realCalloc != nil, realRealloc != nil, realPosixMemalign != nil else { return }
        // Touch the counters so their (static) storage exists before malloc can reach them.
        count = 0
        countingThread = 0
        // On glibc a dlopen handle is the object's `struct link_map`; the
        // main program's heads the list of everything loaded.
        guard let program = dlopen(nil, RTLD_NOW) else { return }
        var node: UnsafeMutablePointer<link_map>? = program.assumingMemoryBound(to: link_map.self)
        while let object = node {
            ImportSlots.redirect(base: UInt(object.pointee.l_addr), dynamic: object.pointee.l_ld)
            node = object.pointee.l_next
        }
    }

    /// Starts counting allocations made on the calling thread, from zero.
    static func start() {
        count = 0
        countingThread = pthread_self()
    }

    /// Stops counting; returns the allocations counted since ``start()``.
    @discardableResult
    static func stop() -> Int {
        countingThread = 0
        return count
    }

    @inline(__always)
    static func record() {
        if countingThread != 0, pthread_self() == countingThread { count &+= 1 }
    }

    fileprivate static func didPatch() { patchedSlots += 1 }
}

// The replacements: count, then forward to glibc.
private let countingMalloc: AllocationCounter.Malloc = { size in
    AllocationCounter.record()
    return AllocationCounter.realMalloc!(size)
}
private let countingCalloc: AllocationCounter.Calloc = { count, size in
    AllocationCounter.record()
    return AllocationCounter.realCalloc!(count, size)
}
private let countingRealloc: AllocationCounter.Realloc = { pointer, size in
    AllocationCounter.record()
    return AllocationCounter.realRealloc!(pointer, size)
}
private let countingPosixMemalign: AllocationCounter.PosixMemalign = { result, alignment, size in
    AllocationCounter.record()
    return AllocationCounter.realPosixMemalign!(result, alignment, size)
}

/// Reads one loaded object's dynamic section and rewrites its allocator slots.
private enum ImportSlots {
    static func replacement(for name: UnsafePointer<CChar>) -> UnsafeRawPointer? {
        switch String(cString: name) {
        case "malloc": return unsafeBitCast(countingMalloc, to: UnsafeRawPointer.self)
        case "calloc": return unsafeBitCast(countingCalloc, to: UnsafeRawPointer.self)
        case "realloc": return unsafeBitCast(countingRealloc, to: UnsafeRawPointer.self)
        case "posix_memalign": return unsafeBitCast(countingPosixMemalign, to: UnsafeRawPointer.self)
        default: return nil
        }
    }

    static func redirect(base: UInt, dynamic: UnsafeMutablePointer<Elf64_Dyn>?) {
        guard let dynamic else { return }

        var symbols: UInt = 0, strings: UInt = 0
        var tables: [(address: UInt, size: UInt)] = []
        var jumpTable: UInt = 0, jumpSize: UInt = 0, relaTable: UInt = 0, relaSize: UInt = 0
        var entry = UnsafePointer(dynamic)
        while entry.pointee.d_tag != Int64(DT_NULL) {
            let value = UInt(entry.pointee.d_un.d_ptr)
            switch entry.pointee.d_tag {
            case Int64(DT_SYMTAB): symbols = value
            case Int64(DT_STRTAB): strings = value
            case Int64(DT_JMPREL): jumpTable = value
            case Int64(DT_PLTRELSZ): jumpSize = value
            case Int64(DT_RELA): relaTable = value
            case Int64(DT_RELASZ): relaSize = value
            default: break
            }
            entry += 1
        }
        // glibc rewrites these pointers to run-time addresses on x86-64;
        // anything below the load address is still file-relative.
        func absolute(_ address: UInt) -> UInt { address != 0 && address < base ? address + base : address }
        symbols = absolute(symbols)
        strings = absolute(strings)
        if jumpTable != 0 { tables.append((absolute(jumpTable), jumpSize)) }
        if relaTable != 0 { tables.append((absolute(relaTable), relaSize)) }
        guard symbols != 0, strings != 0 else { return }

        let pageSize = UInt(sysconf(Int32(_SC_PAGESIZE)))
        for table in tables {
            let relocations = UnsafePointer<Elf64_Rela>(bitPattern: table.address)!
            for index in 0..<Int(table.size) / MemoryLayout<Elf64_Rela>.stride {
                let relocation = relocations[index]
                let type = UInt32(truncatingIfNeeded: relocation.r_info)
                guard type == UInt32(R_X86_64_JUMP_SLOT) || type == UInt32(R_X86_64_GLOB_DAT) else { continue }
                let symbol = UnsafePointer<Elf64_Sym>(bitPattern: symbols)![Int(relocation.r_info >> 32)]
                guard symbol.st_name != 0,
                      let name = UnsafePointer<CChar>(bitPattern: strings + UInt(symbol.st_name)),
                      let replacement = replacement(for: name) else { continue }
                let slot = base + UInt(relocation.r_offset)
                // RELRO makes the slot read-only once relocated; it stays writable
                // afterwards (a lazily bound slot must stay writable anyway).
                let page = slot & ~(pageSize - 1)
                guard mprotect(UnsafeMutableRawPointer(bitPattern: page), Int(pageSize), PROT_READ | PROT_WRITE) == 0 else { continue }
                UnsafeMutablePointer<UnsafeRawPointer?>(bitPattern: slot)!.pointee = replacement
                AllocationCounter.didPatch()
            }
        }
    }
}

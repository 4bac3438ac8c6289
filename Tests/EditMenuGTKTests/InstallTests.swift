import EditMenu
import EditMenuGTK
import Foundation
import Testing

/// The system is configured once: an application's `install(amending:)`
/// before its first `Application` is in force, and one that comes too late
/// (after an `Application` installed the system unamended, or a second one)
/// stops the program instead of being ignored. Each runs in a process of
/// its own (an exit test): the test process's configuration is not these
/// tests' to set.
@Suite("EditMenuGTK.install")
struct InstallTests {
    @Test func anAmendmentBeforeTheApplicationIsInForce() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let names = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")
                EditMenuGTK.install { $0.undoStepNames = names }
                let application = Application(id: "io.github.editmenu.InstallTests", isUnique: false)
                guard EditMenuSystem.configuration.undoStepNames == names else { exit(1) }
                withExtendedLifetime(application) {}
            }
        }
    }

    @Test func anAmendmentAfterTheApplicationStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let application = Application(id: "io.github.editmenu.InstallTests", isUnique: false)
                EditMenuGTK.install { $0.undoStepNames = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen") }
                withExtendedLifetime(application) {}
            }
        }
    }

    @Test func aSecondInstallStopsTheProgramNamingTheFirst() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                EditMenuGTK.install()
                EditMenuGTK.install()
            }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("EditMenuGTK.install is called once, before the first Application; "
            + "the system was installed by EditMenuGTKTests/InstallTests.swift:"), "\(message)")
    }
}

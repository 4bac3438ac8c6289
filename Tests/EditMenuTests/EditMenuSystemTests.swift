import Foundation
import Testing
import EditMenu

/// The system is configured once, at start-up, and says so loudly when a
/// second piece of code tries to configure it again.
@Suite("EditMenuSystem bootstrap")
struct EditMenuSystemTests {
    /// Each bootstrap runs in a process of its own (an exit test): the
    /// test process's configuration is not this test's to set.
    @Test func aBootstrappedConfigurationIsInForce() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let names = UndoStepNames(typing: "Tippen", drop: "Ablegen", drag: "Ziehen")
                EditMenuSystem.bootstrap(.init(titleLocalizer: { $0 == .copy ? "Kopieren" : nil }, undoStepNames: names))
                guard EditMenuSystem.isBootstrapped, Action.copy.localizedTitle == "Kopieren",
                      EditMenuSystem.configuration.undoStepNames == names else { exit(1) }
            }
        }
    }

    @Test func aSecondBootstrapStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                EditMenuSystem.bootstrap(.init())
                EditMenuSystem.bootstrap(.init())
            }
        }
    }
}

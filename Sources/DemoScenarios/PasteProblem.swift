import EditMenuText
import Foundation

/// Why a paste changed nothing, in the user's words and language, for the
/// event log. The library's errors describe themselves in English for
/// developers; what a user reads is the application's to say.
package func pasteProblem(_ failure: PasteFailure) -> String {
    switch failure {
    case .pasteboard(.invalidUTF8):
        return tr("the clipboard's text is not valid UTF-8")
    case .pasteboard(.tooLarge(let byteCount, let limit)):
        return tr("the clipboard holds %d bytes, over the limit of %d bytes", byteCount, limit)
    case .pasteboard(.typeNotAvailable):
        return tr("the clipboard offers no text")
    case .pasteboard(.ownerVanished):
        return tr("the clipboard's owner went away during the transfer")
    case .pasteboard(.ownerDidNotAnswer(_, let seconds)):
        return tr("the clipboard's owner did not answer (%s s)", String(format: "%g", seconds))
    case .pasteboard(.transferFailed(let reason)):
        return tr("the clipboard transfer failed: %s", reason)
    case .refused(.tooLong(let byteCount, let limit)):
        return tr("the text is %d bytes long, more than the %d characters the field can take", byteCount, limit)
    case .refused(.doesNotFit(let byteCount, let room)):
        return tr("the text is %d bytes long, and the field has room for %d more", byteCount, room)
    case .refused(.stopped):
        return tr("the paste was stopped (Esc)")
    }
}

import EditMenu
import EditMenuGTK
import Foundation

/// Why a paste changed nothing, in the user's words and language, for the
/// event log. The library's errors describe themselves in English for
/// developers; what a user reads is the application's to say.
func pasteProblem(_ error: any Error) -> String {
    switch error {
    case PasteboardError.invalidUTF8:
        return tr("the clipboard's text is not valid UTF-8")
    case PasteboardError.tooLarge(let byteCount, let limit):
        return tr("the clipboard holds %d bytes, over the limit of %d bytes", byteCount, limit)
    case PasteboardError.typeNotAvailable:
        return tr("the clipboard offers no text")
    case PasteboardError.ownerVanished:
        return tr("the clipboard's owner went away during the transfer")
    case PasteboardError.ownerDidNotAnswer(_, let seconds):
        return tr("the clipboard's owner did not answer (%s s)", String(format: "%g", seconds))
    case PasteboardError.transferFailed(let reason):
        return tr("the clipboard transfer failed: %s", reason)
    case PasteRefusal.tooLong(let byteCount, let limit):
        return tr("the text is %d bytes long, more than the %d characters the field can take", byteCount, limit)
    case PasteRefusal.doesNotFit(let byteCount, let room):
        return tr("the text is %d bytes long, and the field has room for %d more", byteCount, room)
    case PasteRefusal.stopped:
        return tr("the paste was stopped (Esc)")
    default:
        return "\(error)"
    }
}

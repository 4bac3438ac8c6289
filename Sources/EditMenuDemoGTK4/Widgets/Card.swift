import EditMenuGTK4
import GtkKit4

/// Words on a card of a fixed size, in libadwaita's `.card` look: a view
/// that is not text (nothing to select), for pages whose menus act on the
/// whole view. GTK 3's demo draws its card with cairo (`DrawingView`);
/// libadwaita's style classes draw this one.
///
/// ```swift
/// let card = Card(text: "Copy me!", width: 320, height: 160)
/// card.editMenuTriggers = [.longPress]
/// ```
@MainActor
final class Card: Label {
    init(text: String, width: Int, height: Int) {
        super.init(text)
        gtkWidget.addCSSClass("card")
        gtkWidget.addCSSClass("title-2")
        gtkWidget.setSizeRequest(width: width, height: height)
    }
}

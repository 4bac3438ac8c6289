import CGtk4

extension Gtk {
    /// GTK's emoji chooser (`GtkEmojiChooser`), the popover a `GtkText` or a
    /// `GtkTextView` opens for "Insert Emoji", its child. They insert the
    /// pick from an `emoji-picked` handler connected when they made it, so
    /// an emission hook sees a pick before it goes in:
    ///
    /// ```swift
    /// Gtk.EmojiChooser.onEveryEmission(of: "emoji-picked") { chooser in print("for", chooser.parent as Any) }
    /// textView.openEmojiChooser()
    /// ```
    package final class EmojiChooser: Widget {
        override package class var gType: GType { gtk_emoji_chooser_get_type() }
    }
}

extension Gtk.Text {
    /// Whether GTK's emoji chooser may insert here: no `GTK_INPUT_HINT_NO_EMOJI`
    /// (the editable flag is the caller's to check).
    package var allowsEmoji: Bool {
        gtk_text_get_input_hints(pointer.assumingMemoryBound(to: GtkText.self)).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue == 0
    }

    /// Opens GTK's emoji chooser at the caret (GtkText's `misc.insert-emoji`).
    package func openEmojiChooser() { gtk_widget_activate_action_variant(widget, "misc.insert-emoji", nil) }
}

extension Gtk.TextView {
    /// Whether GTK's emoji chooser may insert here: no `GTK_INPUT_HINT_NO_EMOJI`
    /// (the editable flag is the caller's to check).
    package var allowsEmoji: Bool {
        gtk_text_view_get_input_hints(textView).rawValue & GTK_INPUT_HINT_NO_EMOJI.rawValue == 0
    }

    /// Opens GTK's emoji chooser at the caret (GtkTextView's `misc.insert-emoji`).
    package func openEmojiChooser() { gtk_widget_activate_action_variant(widget, "misc.insert-emoji", nil) }
}

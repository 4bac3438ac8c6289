import EditMenu

extension Responder {
    /// Tells the model which of this library's responder classes leave
    /// `canPerformAction(_:withSender:)` as it is, so a resolve passes their
    /// responders that handle nothing by (the boxes, stacks and scrolled views between
    /// a text field and its window) instead of asking each about every item.
    ///
    /// Run once, before the first of them is made. A class that overrides
    /// `canPerformAction` must not be listed: its responders would never be asked.
    static let libraryClassesDeclared: Void = declareAnswersFromHandlersOnly([
        View.self, Box.self, Button.self, Label.self, LazyPage.self, ScrolledView.self, Stack.self,
        TextField.self, TextView.self, Window.self, Application.self,
    ])
}

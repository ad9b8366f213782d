import Rules
import Terminal

extension ViewController {
    /// The traits this controller sees: its parent's (or the window's), then its overrides.
    /// Read while `viewWillAppear` runs, they may be the traits the controller left with (see
    /// `inheritedTraits`): the read is kept, and if `viewIsAppearing` then sees other traits,
    /// `traits-in-viewisappearing` is recorded.
    public var traitCollection: TraitCollection {
        let traits = currentTraits
        if isInViewWillAppear { traitsReadInViewWillAppear = traits }
        return traits
    }

    /// The traits as `traitCollection` gives them, without counting as the app's read: the
    /// frameworks draw, lay out and bridge with these.
    package var currentTraits: TraitCollection { lastTraits ?? inheritedTraits }

    /// The traits the parent, the presenter or the window gives this controller now, with its
    /// own overrides (`overrideUserInterfaceStyle`, then `traitOverrides`). `traitCollection`
    /// takes them when they are delivered (`refreshTraits`): at once in the window's hierarchy,
    /// as it next appears out of it — so `viewWillAppear` still sees the traits the controller
    /// left with, as on a device.
    private var inheritedTraits: TraitCollection {
        var t =
            parent?.currentTraits ?? (presentationSource ?? presentingStorage)?.currentTraits ?? rootWindow?
            .traitCollection
            ?? TraitCollection()
        if let o = overrideUserInterfaceStyle { t.userInterfaceStyle = o }
        traitOverrides.apply(to: &t)
        return t
    }

    /// Delivers `traitCollectionDidChange` here and below when the traits changed: to the
    /// children whose views are in this controller's hierarchy and to what it presents. As
    /// in UIKit since iOS 17, where a view controller takes its traits from its view's
    /// superview, a child out of the hierarchy (a tab not selected, a screen under the top
    /// of a stack) is not told now; it catches up when it next appears.
    public func propagateTraitChange() {
        refreshTraits()
        for c in childrenForAppearance { c.propagateTraitChange() }
        presentedStorage?.propagateTraitChange()
    }

    /// UIKit starts a controller with a prediction of the traits it will have where it is
    /// going. Seam's stand-in: when a subtree is added to a parent or becomes a window's root,
    /// every controller in it that has never appeared takes the traits it inherits there,
    /// silently (a prediction is not a change); one that has appeared keeps the traits it left
    /// with until it appears again.
    func predictTraits() {
        guard !hasAppeared else { return }
        if lastTraits != nil { lastTraits = inheritedTraits }
        for c in children { c.predictTraits() }
    }

    func refreshTraits() { take(inheritedTraits) }

    /// The traits this controller's view is drawn with, where the panels around it are drawn
    /// with `surrounding`. A detached controller (no child, presentation or window root) is
    /// passed by the changes that travel down the controller tree (`propagateTraitChange`),
    /// but as in UIKit since iOS 17, where a view controller inherits its traits from its
    /// view's superview, it takes the traits of where its view is drawn, with its own
    /// overrides, every time they change — told through `traitCollectionDidChange`.
    func traits(drawnWithin surrounding: TraitCollection) -> TraitCollection {
        if isDetached {
            var traits = surrounding
            if let o = overrideUserInterfaceStyle { traits.userInterfaceStyle = o }
            traitOverrides.apply(to: &traits)
            take(traits)
        }
        return currentTraits
    }

    /// Takes `now` as this controller's traits, telling it (`traitCollectionDidChange`) when
    /// they changed.
    private func take(_ now: TraitCollection) {
        guard now != lastTraits else { return }
        let previous = lastTraits
        lastTraits = now
        if previous != nil {
            window?.events.record(.traitCollectionDidChange(typeName))
            viewIfLoaded?.setNeedsLayoutInSubtree()
        }
        traitCollectionDidChange(previous)
    }

    /// After the traits were brought up to date for an appearance: if `viewWillAppear` read
    /// `traitCollection` and the traits `viewIsAppearing` will see differ, what the read found
    /// is stale — the rule is recorded, naming the first trait that changed.
    func checkTraitsReadInViewWillAppear() {
        defer { traitsReadInViewWillAppear = nil }
        guard let read = traitsReadInViewWillAppear, let now = lastTraits, read != now,
            let (old, new) = zip(read.named, now.named).first(where: { $0.1 != $1.1 })
        else { return }
        report(.traitsInViewIsAppearing(controller: typeName, trait: old.0.rawValue, read: old.1, current: new.1))
    }
}

import Terminal
import Testing

@testable import Imperative

/// Auto Layout's anchors, written as UIKit code writes them: a subview with
/// `translatesAutoresizingMaskIntoConstraints` false, placed by `NSLayoutConstraint.activate(_:)`.
@MainActor
@Suite struct AutoLayoutTests {
    /// A root panel of `size` with one subview, not yet constrained.
    func container(_ size: Size = Size(width: 30, height: 10)) -> (Panel, Panel) {
        let parent = Panel(), child = Panel()
        parent.frame = Rect(origin: .zero, size: size)
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        return (parent, child)
    }

    /// A controller's view in a window, to read what the layout pass reports.
    func shown(settings: SystemSettings = SystemSettings(), _ build: @escaping @MainActor (Panel) -> Void)
        -> (Window, ViewController)
    {
        let controller = ViewController()
        controller.title = "Form"
        build(controller.view)
        let window = Window(size: Size(width: 40, height: 12), settings: settings)
        window.rootViewController = controller
        _ = window.render()
        return (window, controller)
    }

    /// A controller's view in a window with one subview, placed by `constraints(child, view)`.
    func shownChild(_ constraints: @escaping @MainActor (Panel, Panel) -> [NSLayoutConstraint]) -> (Window, Panel) {
        let child = Panel()
        let (window, _) = shown { view in
            view.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate(constraints(child, view))
        }
        return (window, child)
    }

    @Test func edgesPinnedWithConstantsInsetTheSubview() {
        let (parent, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 2),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -2),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 1),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -1),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 26, height: 8))
        parent.frame = Rect(x: 0, y: 0, width: 20, height: 6)
        parent.layoutIfNeeded()
        #expect(child.frame == Rect(x: 2, y: 1, width: 16, height: 4))
    }

    @Test func aFixedSizeCentredInItsSuperview() {
        let (parent, child) = container(Size(width: 41, height: 11))
        NSLayoutConstraint.activate([
            child.widthAnchor.constraint(equalToConstant: 10),
            child.heightAnchor.constraint(equalToConstant: 2),
            child.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame == Rect(x: 15, y: 4, width: 10, height: 2))
    }

    @Test func aLabelWithoutWidthOrHeightConstraintsTakesItsIntrinsicSize() {
        let parent = Panel(), label = LabelPanel("Total $40")
        parent.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        parent.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
            label.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(label.frame == Rect(x: 20, y: 9, width: 9, height: 1))
        label.text = "Total $1,040"
        parent.layoutIfNeeded()
        #expect(label.frame == Rect(x: 17, y: 9, width: 12, height: 1))
    }

    @Test func anEdgeToEdgeChainSharesTheWidth() {
        let (parent, first) = container()
        let second = Panel()
        parent.addSubview(second)
        second.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            first.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 1),
            second.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            first.topAnchor.constraint(equalTo: parent.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 3),
            second.topAnchor.constraint(equalTo: first.bottomAnchor),
            second.heightAnchor.constraint(equalTo: first.heightAnchor),
        ])
        parent.layoutIfNeeded()
        #expect(first.frame == Rect(x: 0, y: 0, width: 15, height: 3))
        #expect(second.frame == Rect(x: 16, y: 3, width: 14, height: 3))
    }

    @Test func aPanelWhoseFrameCodeSetsKeepsItAndAnchorsNameIt() {
        let (parent, child) = container()
        let badge = Panel()
        badge.frame = Rect(x: 3, y: 2, width: 4, height: 1)
        parent.addSubview(badge)
        #expect(badge.translatesAutoresizingMaskIntoConstraints)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 1),
            child.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 5),
            child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(badge.frame == Rect(x: 3, y: 2, width: 4, height: 1))
        #expect(child.frame == Rect(x: 8, y: 2, width: 5, height: 1))
    }

    @Test func theSafeAreaGuideFollowsTheControllersInsets() {
        let controller = ViewController()
        controller.additionalSafeAreaInsets = AbsoluteEdgeInsets(top: 1, left: 2)
        let child = Panel()
        controller.view.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor, constant: 1),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        controller.view.frame = Rect(x: 0, y: 0, width: 30, height: 10)
        controller.view.layoutIfNeeded()
        #expect(guide.layoutFrame == Rect(x: 2, y: 1, width: 28, height: 9))
        #expect(child.frame == Rect(x: 2, y: 2, width: 28, height: 8))
    }

    @Test func theMarginsGuideKeepsAColumnEachSideInsideTheSafeArea() {
        let (parent, child) = container()
        NSLayoutConstraint.activate(child.edgeConstraints(equalTo: parent.layoutMarginsGuide))
        parent.layoutIfNeeded()
        #expect(child.frame == Rect(x: 1, y: 0, width: 28, height: 10))
    }

    @Test func leadingAndTrailingFollowTheLayoutDirectionAndLeftAndRightDoNot() {
        var settings = SystemSettings()
        settings.layoutDirection = .rightToLeft
        let (leading, left) = (Panel(), Panel())
        _ = shown(settings: settings) { view in
            for panel in [leading, left] {
                view.addSubview(panel)
                panel.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    panel.widthAnchor.constraint(equalToConstant: 5),
                    panel.heightAnchor.constraint(equalToConstant: 1),
                    panel.topAnchor.constraint(equalTo: view.topAnchor),
                ])
            }
            NSLayoutConstraint.activate([
                leading.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
                left.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 2),
            ])
        }
        #expect(leading.frame == Rect(x: 33, y: 0, width: 5, height: 1))
        #expect(left.frame == Rect(x: 2, y: 0, width: 5, height: 1))
    }

    @Test func changingAConstantLaysOutAgain() {
        let (parent, child) = container()
        let height = child.heightAnchor.constraint(equalToConstant: 2)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor), height,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.height == 2)
        height.constant = 5
        parent.layoutIfNeeded()
        #expect(child.frame == Rect(x: 0, y: 0, width: 30, height: 5))
    }

    @Test func deactivatedConstraintsTakeNoPart() {
        let (parent, child) = container()
        let wide = child.widthAnchor.constraint(equalToConstant: 20)
        let narrow = child.widthAnchor.constraint(equalToConstant: 4)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1), wide,
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.width == 20)
        NSLayoutConstraint.deactivate([wide])
        NSLayoutConstraint.activate([narrow])
        #expect(!wide.isActive && narrow.isActive)
        parent.layoutIfNeeded()
        #expect(child.frame.width == 4)
    }

    @Test func anOptionalConstraintThatDisagreesIsLeftOutSilently() {
        let (window, child) = shownChild { child, view in
            let preferred = child.widthAnchor.constraint(equalToConstant: 50)
            preferred.priority = .defaultHigh
            return child.edgeConstraints(equalTo: view) + [preferred]
        }
        #expect(child.frame.width == 40)
        #expect(window.diagnostics.entries.isEmpty)
    }

    @Test func aConflictIsReportedOnceNamingTheViewsAndLayoutGoesOn() {
        let label = LabelPanel("Due")
        let (window, controller) = shown { view in
            view.addSubview(label)
            label.translatesAutoresizingMaskIntoConstraints = false
            let width = label.widthAnchor.constraint(equalToConstant: 10)
            width.identifier = "fixed width"
            NSLayoutConstraint.activate(label.edgeConstraints(equalTo: view) + [width])
        }
        let entries = window.diagnostics.entries
        #expect(entries.map(\.id) == ["unsatisfiable-constraints"])
        #expect(entries.first?.rule == nil)
        #expect(entries.first?.location == "Form")
        let message = entries.first?.message ?? ""
        #expect(
            message.hasPrefix(
                "Unable to simultaneously satisfy constraints: breaking 'fixed width' LabelPanel.width == 10"))
        #expect(message.contains("LabelPanel.leading == Panel.leading"))
        #expect(label.frame == Rect(x: 0, y: 0, width: 40, height: 11))
        controller.view.setNeedsLayout()
        _ = window.render()
        window.resize(to: Size(width: 50, height: 12))
        _ = window.render()
        #expect(window.diagnostics.entries.count == 1)
        #expect(window.freshDiagnostics.isEmpty)
    }

    @Test func twoWidthsOnAPanelWithNoPositionYetConflict() {
        let (window, child) = shownChild { child, view in
            [
                child.widthAnchor.constraint(equalToConstant: 4), child.widthAnchor.constraint(equalToConstant: 6),
                child.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                child.topAnchor.constraint(equalTo: view.topAnchor), child.heightAnchor.constraint(equalToConstant: 1),
            ]
        }
        #expect(
            window.diagnostics.entries.map(\.message) == [
                "Unable to simultaneously satisfy constraints: breaking Panel.width == 6, "
                    + "which conflicts with Panel.width == 4"
            ])
        #expect(child.frame == Rect(x: 18, y: 0, width: 4, height: 1))
    }

    @Test func anAmbiguousSetIsReportedWithWhatIsMissing() {
        let (window, child) = shownChild { child, view in
            [
                child.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 1),
                child.topAnchor.constraint(equalTo: view.topAnchor),
                child.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        }
        #expect(window.diagnostics.entries.map(\.id) == ["ambiguous-layout"])
        #expect(window.diagnostics.entries.first?.message == "Ambiguous layout: Panel has no width its constraints fix")
        #expect(child.frame == Rect(x: 1, y: 0, width: 0, height: 11))
    }

    @Test func aPanelThatGoesDeactivatesItsConstraints() {
        let child = Panel()
        var pins: [NSLayoutConstraint] = []
        do {
            let parent = Panel()
            parent.frame = Rect(x: 0, y: 0, width: 10, height: 4)
            parent.addSubview(child)
            child.translatesAutoresizingMaskIntoConstraints = false
            pins = child.edgeConstraints(equalTo: parent)
            NSLayoutConstraint.activate(pins)
            parent.layoutIfNeeded()
            #expect(child.frame == Rect(x: 0, y: 0, width: 10, height: 4))
        }
        #expect(child.superview == nil)
        #expect(pins.allSatisfy { !$0.isActive })
        #expect(child.engagedConstraints.isEmpty)
        #expect(pins.first.map { "\($0)" } == "Panel.leading == nil.leading")
    }

    @Test func removingAPanelDeactivatesItsConstraintsToTheRest() {
        let (parent, child) = container()
        let pins = child.edgeConstraints(equalTo: parent)
        let width = child.widthAnchor.constraint(equalToConstant: 3)
        NSLayoutConstraint.activate(pins + [width])
        child.removeFromSuperview()
        #expect(pins.allSatisfy { !$0.isActive })
        #expect(width.isActive)
    }

    @Test func constraintsDescribeThemselvesAsTheLogWritesThem() {
        let (parent, child) = container()
        #expect(
            "\(child.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5, constant: -1))"
                == "Panel.width == 0.5 × Panel.width - 1")
        #expect(
            "\(child.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor, constant: 2))"
                == "Panel.top == Panel.safeAreaLayoutGuide.top + 2")
    }
}

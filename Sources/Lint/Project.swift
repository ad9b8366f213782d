internal import SwiftSyntax

/// What the whole set of files declares, collected once before any check runs, so a check in
/// one file can see a type declared in another: the SwiftUI views and what they hold, the
/// controller classes, the hosts UIKit pushes and the screens tab bars show.
struct Project: Sendable {
    /// SwiftUI views (types conforming to `View`) by name.
    var views: [String: ViewFacts] = [:]
    /// Types conforming to `UIViewControllerRepresentable`.
    var controllerRepresentables: Set<String> = []
    /// Every class, by name, with the names it inherits from.
    var classes: [String: [String]] = [:]
    /// `class ReceiptsHost: UIHostingController<Receipts>` → `ReceiptsHost: Receipts`.
    var hostSubclassRoot: [String: String] = [:]
    /// True when any file sets `prefersLargeTitles = true`.
    var prefersLargeTitles = false
    /// The views that are the root of a host pushed onto a navigation controller.
    var pushedRootViews: Set<String> = []
    /// The controller types a tab bar controller shows (directly, or as the root of a
    /// navigation controller in its list).
    var tabRoots: Set<String> = []
    /// What each view's body shows at its root (`ViewRoots.ofBody`), by view name.
    var viewBodyRoots: [String: [String]] = [:]
    /// Views that hide the navigation bar (`.navigationBarHidden(true)`, `.toolbar(.hidden, for:
    /// .navigationBar)`), which a host passes on to its navigation controller's bar.
    var viewsHidingNavigationBar: Set<String> = []
    /// Tab roots whose navigation controller is given a tab bar item of its own, which names
    /// the tab instead of its root's title.
    var tabRootsUnderNamedNavigation: Set<String> = []
    /// True when a file uses storyboards or nibs (`@IBOutlet`, `UIStoryboard`, segues): what
    /// Interface Builder sets, such as a bar's large titles, is out of sight.
    var usesInterfaceBuilder = false

    /// The environment objects each view cannot render without, by view name:
    /// `@EnvironmentObject var x: T`, and `@Environment(T.self) var x` unless it is optional
    /// (`var x: T?` reads nil when none was injected). SwiftUI stops the app when one is missing.
    var requiredEnvironmentObjects: [String: [EnvironmentRequirement]] = [:]
    /// Every name called inside a `UIViewControllerRepresentable` (its `makeUIViewController`
    /// builds its controller): a controller class among them lives in a SwiftUI hierarchy and
    /// its hosts inherit that environment.
    var namesCalledInRepresentables: Set<String> = []
    /// The files that declare or extend each type (class, struct or extension), by name.
    var declaringFiles: [String: Set<String>] = [:]
    /// What the cell, representable, state and controller checks share (`CellsAndModelsFacts`).
    var cellsAndModels = CellsAndModelsFacts()

    struct EnvironmentRequirement: Sendable, Hashable {
        /// `T`.
        var type: String
        /// True for `@EnvironmentObject` (injected with `.environmentObject(_:)`), false for
        /// `@Environment(T.self)` (injected with `.environment(_:)`).
        var isEnvironmentObject: Bool
    }

    struct ViewFacts: Sendable {
        /// The body (or any property of the view) builds a `NavigationStack`/`NavigationView`.
        var buildsNavigationContainer = false
        /// `@State`/`@StateObject` properties, by name.
        var stateProperties: [String] = []
        /// `@EnvironmentObject var x: T` and `@Environment(T.self) var x` types.
        var environmentObjects: [String] = []
        /// `@Environment(\.dismiss)` is read.
        var readsDismiss = false
        /// `@Environment(\.key)` key paths the view reads, other than SwiftUI's own.
        var customEnvironmentKeys: [String] = []
    }

    /// True when `name` is a class that inherits, directly or not, from a UIKit controller.
    func isViewController(_ name: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            if AppleName.viewControllers.contains(next) { return true }
            guard seen.insert(next).inserted, let supers = classes[next] else { continue }
            pending += supers
        }
        return false
    }

    /// Two projects' facts together.
    mutating func merge(_ other: Project) {
        views.merge(other.views) { a, b in a.merged(b) }
        controllerRepresentables.formUnion(other.controllerRepresentables)
        classes.merge(other.classes) { a, b in a + b }
        hostSubclassRoot.merge(other.hostSubclassRoot) { a, _ in a }
        prefersLargeTitles = prefersLargeTitles || other.prefersLargeTitles
        pushedRootViews.formUnion(other.pushedRootViews)
        tabRoots.formUnion(other.tabRoots)
        requiredEnvironmentObjects.merge(other.requiredEnvironmentObjects) { a, b in a + b }
        namesCalledInRepresentables.formUnion(other.namesCalledInRepresentables)
        declaringFiles.merge(other.declaringFiles) { a, b in a.union(b) }
        cellsAndModels.merge(other.cellsAndModels)
        viewBodyRoots.merge(other.viewBodyRoots) { a, _ in a }
        viewsHidingNavigationBar.formUnion(other.viewsHidingNavigationBar)
        tabRootsUnderNamedNavigation.formUnion(other.tabRootsUnderNamedNavigation)
        usesInterfaceBuilder = usesInterfaceBuilder || other.usesInterfaceBuilder
    }

    /// The facts one file declares. Pushed hosts and tab roots need the host subclasses of
    /// every file, so they are read in a second step (`usages(in:)`).
    static func declarations(in file: SourceFile) -> Project {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        var project = collector.project
        project.cellsAndModels = CellsAndModelsFacts.declarations(in: file)
        for name in collector.declaredTypes { project.declaringFiles[name, default: []].insert(file.path) }
        return project
    }

    /// The pushes and tab bars of one file, read with every file's declarations known.
    func usages(in file: SourceFile) -> Project {
        let collector = UsageCollector(project: self)
        collector.walk(file.tree)
        var found = Project()
        found.pushedRootViews = collector.pushedRootViews
        found.tabRoots = collector.tabRoots
        found.prefersLargeTitles = collector.prefersLargeTitles
        found.tabRootsUnderNamedNavigation = collector.tabRootsUnderNamedNavigation
        found.usesInterfaceBuilder = collector.usesInterfaceBuilder
        return found
    }
}

extension Project.ViewFacts {
    func merged(_ other: Self) -> Self {
        Self(
            buildsNavigationContainer: buildsNavigationContainer || other.buildsNavigationContainer,
            stateProperties: stateProperties + other.stateProperties,
            environmentObjects: environmentObjects + other.environmentObjects,
            readsDismiss: readsDismiss || other.readsDismiss,
            customEnvironmentKeys: customEnvironmentKeys + other.customEnvironmentKeys)
    }
}

/// SwiftUI's own environment keys: reading these needs no injection.
let systemEnvironmentKeys: Set<String> = [
    "dismiss", "colorScheme", "locale", "calendar", "timeZone", "horizontalSizeClass", "verticalSizeClass",
    "dynamicTypeSize", "layoutDirection", "legibilityWeight", "openURL", "isPresented", "editMode", "isEnabled",
    "scenePhase", "displayScale", "accessibilityReduceMotion", "accessibilityDifferentiateWithoutColor",
    "colorSchemeContrast", "font", "lineLimit", "presentationMode", "redactionReasons", "isSearching",
    "managedObjectContext", "modelContext", "undoManager", "refresh", "dismissSearch", "openWindow", "self",
]

extension Project {
    func isSubclass(_ name: String, of ancestor: String) -> Bool {
        var seen: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            if next == ancestor { return true }
            guard seen.insert(next).inserted, let supers = classes[next] else { continue }
            pending += supers
        }
        return false
    }
}

extension AttributeSyntax {
    /// The first argument of `@Attribute(…)`.
    var firstArgument: ExprSyntax? {
        guard case .argumentList(let list)? = arguments else { return nil }
        return list.first?.expression
    }
}

extension KeyPathExprSyntax {
    /// `dismiss` in `\.dismiss`.
    var firstComponentName: String? {
        components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
    }
}

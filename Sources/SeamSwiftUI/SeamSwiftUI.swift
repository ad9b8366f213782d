// SeamSwiftUI: SwiftUI's names for Seam's SwiftUI mirror and its bridges to UIKit, so that code
// written for iOS changes only its `import SwiftUI` line to `import SeamSwiftUI`. The views,
// modifiers and data flow already carry SwiftUI's names (`View`, `Text`, `@State`,
// `ObservableObject`); the bridges, named after what they bridge in Seam, get SwiftUI's names here.
@_exported import Declarative
@_exported import Hosting

public typealias UIHostingController = HostingController
public typealias UIHostingConfiguration = HostingConfiguration
public typealias UIHostingControllerSizingOptions = HostingSizingOptions
public typealias UIViewRepresentable = ViewRepresentable
public typealias UIViewControllerRepresentable = ViewControllerRepresentable
public typealias UIViewRepresentableContext = ViewRepresentableContext
public typealias UIViewControllerRepresentableContext = ViewControllerRepresentableContext
public typealias UITraitBridgedEnvironmentKey = TraitBridgedEnvironmentKey

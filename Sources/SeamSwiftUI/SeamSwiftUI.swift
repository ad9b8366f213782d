// SeamSwiftUI: SwiftUI's names for Seam's SwiftUI mirror and its bridges to UIKit, so that code
// written for iOS changes only its `import SwiftUI` line to `import SeamSwiftUI`. The views,
// modifiers and data flow already carry SwiftUI's names (`View`, `Text`, `@State`,
// `ObservableObject`); the bridges, named after what they bridge in Seam, get SwiftUI's names here.
@_exported import Foundation  // as UIKit and SwiftUI bring Foundation (IndexPath, Date, DispatchQueue)
@_exported import Declarative
@_exported import Hosting

/// SwiftUI's `UIHostingController`: Seam's `HostingController`.
public typealias UIHostingController = HostingController
/// SwiftUI's `UIHostingConfiguration`: Seam's `HostingConfiguration`.
public typealias UIHostingConfiguration = HostingConfiguration
/// SwiftUI's `UIHostingControllerSizingOptions`: Seam's `HostingSizingOptions`.
public typealias UIHostingControllerSizingOptions = HostingSizingOptions
/// SwiftUI's `UIViewRepresentable`: Seam's `ViewRepresentable`.
public typealias UIViewRepresentable = ViewRepresentable
/// SwiftUI's `UIViewControllerRepresentable`: Seam's `ViewControllerRepresentable`.
public typealias UIViewControllerRepresentable = ViewControllerRepresentable
/// SwiftUI's `UIViewRepresentableContext`: Seam's `ViewRepresentableContext`.
public typealias UIViewRepresentableContext = ViewRepresentableContext
/// SwiftUI's `UIViewControllerRepresentableContext`: Seam's `ViewControllerRepresentableContext`.
public typealias UIViewControllerRepresentableContext = ViewControllerRepresentableContext
/// SwiftUI's `UITraitBridgedEnvironmentKey`: Seam's `TraitBridgedEnvironmentKey`.
public typealias UITraitBridgedEnvironmentKey = TraitBridgedEnvironmentKey
